"""The whole truth of a mybb.ru thread, over real HTTP: the counted day re-read on every run,
the API and the pages giving the same posts, and broken markup never merging two posts."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlmodel import select

from engine.gamefile import load_game
from engine.store.db import Store
from engine.store.models import Post
from scraper.http import PoliteClient
from services.game import scrape_game
from services.io import export_posts
from services.scrape import scrape_thread
from tests.conftest import make_posts
from tests.forums.localforum import LocalForum, Request, Response
from tests.forums.mybb_markup import ForumPost, api_of, publish_thread
from tests.test_watch import demo_game_file

TOPIC = 17


def url(forum: LocalForum) -> str:
    return f"{forum.base}/viewtopic.php?id={TOPIC}"


def fast() -> PoliteClient:
    return PoliteClient(delay=0, backoff=0.01, timeout=5)


def stored(db: Store) -> dict[str, Post]:
    with db.session() as s:
        return {p.forum_post_id: p for p in s.exec(select(Post))}


def edit(post: ForumPost, text: str, minutes: int = 90) -> ForumPost:
    return replace(post, bbcode=text, edited_at=post.posted_at + timedelta(minutes=minutes))


# -- the day being counted is re-read on every plain run ----------------------------------------


def test_plain_rerun_catches_an_edit_and_a_deletion_on_the_days_first_page(
    forum: LocalForum, store: Store
) -> None:
    posts = make_posts(60)  # pages 1-3, all of one day
    publish_thread(forum, posts, TOPIC, "Игра")
    scrape_thread(store, url(forum), client=fast())
    changed = [*posts[:5], edit(posts[5], "Голос: Ёжик"), *posts[6:9], *posts[10:]]
    publish_thread(forum, changed, TOPIC, "Игра")
    day_opens = posts[0].posted_at
    report = scrape_thread(store, url(forum), client=fast(), reread_since=day_opens)
    assert (report.stats.edited, report.stats.deleted) == (1, 1)
    rows = stored(store)
    assert rows["105"].text == "Голос: Ёжик" and rows["105"].revisions == 1
    assert rows["105"].edited_at == posts[5].posted_at + timedelta(minutes=90)
    assert rows["109"].deleted_at is not None


def test_sync_rereads_the_current_day_only_and_follows_it_back_across_deletions(
    tmp_path: Any, forum: LocalForum, store: Store
) -> None:
    spec = load_game(demo_game_file(tmp_path, forum.base))
    day1 = make_posts(60, start=100, base=datetime(2026, 11, 30, 8, 0, tzinfo=UTC))
    day2 = make_posts(40, start=200, base=datetime(2026, 12, 1, 8, 0, tzinfo=UTC))
    publish_thread(forum, [*day1, *day2], TOPIC, "Игра")  # Day 2 opens on page 3 of 4
    evening = datetime(2026, 12, 1, 17, 0, tzinfo=UTC)
    scrape_game(store, spec, 0, client=fast(), now=evening)

    # Day 1 loses eleven posts on page 2, so Day 2's first post moves up to page 2; it and a
    # Day 1 post on page 1 are edited. A plain sync re-reads Day 2 wherever it now starts.
    day1_left = [edit(day1[0], "Голос: Алиса"), *day1[1:30], *day1[41:]]
    publish_thread(forum, [*day1_left, edit(day2[0], "Голос: Ёжик"), *day2[1:]], TOPIC, "Игра")
    before = forum.hits("/viewtopic.php")
    (report,) = scrape_game(store, spec, 0, client=fast(), now=evening)
    assert forum.hits("/viewtopic.php") - before == 3  # pages 3, 2 (Day 2 moved up), 4
    rows = stored(store)
    assert rows["200"].text == "Голос: Ёжик" and rows["200"].revisions == 1
    assert rows["100"].revisions == 0  # page 1 is left to --full and the watch's slow cycle
    assert report.stats.edited == 1 and report.stats.deleted == 11
    (full,) = scrape_game(store, spec, 0, client=fast(), now=evening, full=True)
    assert full.stats.edited == 1 and stored(store)["100"].revisions == 1


# -- the API and the pages give the same thread -------------------------------------------------


def rich_posts(count: int) -> list[ForumPost]:
    """Posts with quotes, spoilers and edits, as players write them."""
    out = []
    for post in make_posts(count):
        number = post.post_id - 100
        if number % 4 == 1:
            post = replace(post, bbcode=post.bbcode + " [spoiler]Думаю на Винтика[/spoiler]")
        if number % 7 == 3:
            post = edit(post, post.bbcode + "\n[b]Голос: Ёжик[/b]", minutes=5)
        out.append(post)
    return out


def two_runs(forum: LocalForum, store: Store, api: bool | str) -> list[dict[str, Any]]:
    """Scrape 60 posts; then two are deleted, one edited, 25 added; scrape again; export."""
    posts = rich_posts(85)
    publish_thread(forum, posts[:60], TOPIC, "Игра", api=api)
    first = scrape_thread(store, url(forum), client=fast())
    assert first.mode == ("api" if api else "html")
    later = [p for i, p in enumerate(posts) if i not in (3, 30)]
    later[10] = edit(later[10], "Передумал. Голос: Алиса")
    publish_thread(forum, later, TOPIC, "Игра", api=api)
    scrape_thread(store, url(forum), client=fast(), reread_since=posts[0].posted_at)
    return [
        {k: v for k, v in row.items() if k != "thread"} for row in export_posts(store, None, "UTC")
    ]


@pytest.mark.parametrize("api", ["html", "bbcode"], ids=["rendered-message", "bbcode-message"])
def test_api_mode_exports_the_same_posts_as_html_mode(
    store: Store, api: str, tmp_path: Any
) -> None:
    with LocalForum() as forum:
        by_api = two_runs(forum, store, api)
        assert forum.hits("/api.php") >= 2
    html_store = Store(f"sqlite:///{tmp_path / 'html.sqlite3'}")
    with LocalForum() as forum:
        by_pages = two_runs(forum, html_store, False)
    html_store.close()
    assert by_api == by_pages
    assert len(by_api) == 85
    assert [r["id"] for r in by_api if r["deleted"]] == ["103", "130"]
    edited = next(r for r in by_api if r["id"] == "111")
    assert edited["text"] == "Передумал. Голос: Алиса" and edited["revisions"] == 1
    first = by_api[0]
    assert first["quotes"] == ["Голос: Алиса"] and "<" not in first["text"]
    spoiled = next(r for r in by_api if r["id"] == "101")
    assert "Думаю на Винтика" not in spoiled["text"] and "spoiler-box" in spoiled["html"]
    edited_then_deleted = next(r for r in by_api if r["id"] == "103")
    assert edited_then_deleted["edited_at"] is not None


def stored_then_grown(forum: LocalForum, store: Store, posts: list[ForumPost], first: int) -> None:
    """The first ``first`` posts are scraped (from the pages), then the rest appear."""
    publish_thread(forum, posts[:first], TOPIC, "Игра", api=True)
    scrape_thread(store, url(forum), client=fast())
    publish_thread(forum, posts, TOPIC, "Игра", api=True)


def test_api_rendered_message_gives_text_and_quotes_not_markup(
    forum: LocalForum, store: Store
) -> None:
    stored_then_grown(forum, store, make_posts(130), 1)
    report = scrape_thread(store, url(forum), client=fast())
    assert report.mode == "api" and report.stats.new == 129
    assert forum.hits("/viewtopic.php") == 2  # the first read and the re-read of page 1
    rows = stored(store)
    wrong = [r for r in rows.values() if "<" in r.text or r.quotes != ["Голос: Алиса"]]
    assert wrong == []


@pytest.mark.parametrize("deleted", [3, 15], ids=["within-the-overlap", "beyond-it"])
def test_posts_deleted_while_new_ones_are_read_lose_no_new_post(
    forum: LocalForum, store: Store, deleted: int
) -> None:
    posts = make_posts(200)
    stored_then_grown(forum, store, posts, 50)
    api = api_of(forum)
    gone = {str(p.post_id) for p in posts[150 : 150 + deleted]}  # among the newest 100

    calls: list[str] = []

    def moderator_deletes_after_the_first_call(request: Request) -> Response:
        answer = api(request)
        if "limit=100" in request.path:
            calls.append(request.path)
            kept = [p for p in posts if str(p.post_id) not in gone]
            publish_thread(forum, kept, TOPIC, "Игра", api=True)
        return answer

    forum.apps.insert(0, ("/api.php", moderator_deletes_after_the_first_call))
    pages_before = forum.hits("/viewtopic.php")
    scrape_thread(store, url(forum), client=fast())
    rows = stored(store)
    lost = [p.post_id for p in posts if str(p.post_id) not in set(rows) | gone]
    assert lost == []
    assert "skip=90" in calls[1]  # the second call overlaps the first
    if deleted > 10:  # more vanished than the overlap covers: the pages were read instead
        assert forum.hits("/viewtopic.php") - pages_before == 7  # pages 2 (re-read) to 8
        assert not gone & set(rows)


# -- unbalanced markup: each post is read from its own slice of the page ------------------------


@pytest.mark.parametrize(
    "broken",
    ["<div><div><div><div><div>", "</div></div>", "<table><tr><td>"],
    ids=["five-unclosed-divs", "stray-closers", "unclosed-table"],
)
def test_unbalanced_markup_in_one_post_never_merges_posts(
    forum: LocalForum, store: Store, broken: str
) -> None:
    posts = make_posts(5)
    posts[1] = replace(posts[1], bbcode="Голос: Ёжик")
    publish_thread(forum, posts, TOPIC, "Игра")
    route = f"/viewtopic.php?id={TOPIC}"
    page = forum.pages[route].body.decode()
    forum.put(route, page.replace("<p>Голос: Ёжик</p>", f"<p>{broken}Голос: Ёжик</p>", 1))
    scrape_thread(store, url(forum), client=fast())
    rows = stored(store)
    assert [rows[str(p.post_id)].author for p in posts] == [p.author for p in posts]
    assert rows["101"].text == "Голос: Ёжик"
    for post in posts[2:]:
        row = rows[str(post.post_id)]
        assert row.text.startswith(f"Сообщение номер {post.post_id - 100}.")
        assert row.text not in rows["101"].text
    assert "Автор" not in rows["101"].text and "Цитировать" not in rows["101"].text


# -- the edit marker, in every form the family prints ------------------------------------------

MSK_NOON = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("note", "want"),
    [
        ("Отредактировано Лунный Кот (2026-12-02 21:03:11)", "2026-12-02T21:03:11+03:00"),
        ("Редактировалось Shadow_99 (2026-11-28 09:05)", "2026-11-28T09:05:00+03:00"),
        ("Отредактировано 1984 (2026-12-02 21:03:11)", "2026-12-02T21:03:11+03:00"),
        ("Отредактировано Ёжик (Сегодня 21:03:11)", "2026-12-03T21:03:11+03:00"),
        ("Отредактировано Ёжик (Вчера 08:15:00)", "2026-12-02T08:15:00+03:00"),
        ("Отредактировано Ёжик (02.12.2026 21:03)", "2026-12-02T21:03:00+03:00"),
    ],
)
def test_edit_marker_time(note: str, want: str) -> None:
    from scraper.engines.mybb import edit_time

    assert edit_time(note, "Europe/Moscow", now=MSK_NOON) == datetime.fromisoformat(want)


def test_an_api_that_fails_leaves_the_new_posts_to_the_pages(
    forum: LocalForum, store: Store
) -> None:
    stored_then_grown(forum, store, make_posts(80), 30)
    forum.apps.insert(
        0, ("/api.php", lambda request: Response(body='{"error": {"message": "Нет доступа"}}'))
    )
    report = scrape_thread(
        store, url(forum), client=PoliteClient(delay=0, attempts=2, backoff=0.01)
    )
    assert report.stats.new == 50 and len(stored(store)) == 80
