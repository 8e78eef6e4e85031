"""Scraping a mybb.ru thread through a real HTTP server on 127.0.0.1."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest
from sqlmodel import select

from engine.store.db import Store
from engine.store.models import Post, PostRevision, Thread
from scraper.errors import BrokenPageError, FetchError, NotAThreadError, UnknownEngineError
from scraper.http import PoliteClient
from services.scrape import scrape_thread
from tests.conftest import make_posts
from tests.forums.localforum import Fault, LocalForum
from tests.forums.mybb_markup import publish_thread

TOPIC = 17


def url(forum: LocalForum) -> str:
    return f"{forum.base}/viewtopic.php?id={TOPIC}"


def fast_client() -> PoliteClient:
    return PoliteClient(delay=0, backoff=0.01, timeout=30)


def stored(db: Store) -> list[Post]:
    with db.session() as s:
        return sorted(s.exec(select(Post)), key=lambda p: int(p.forum_post_id))


def test_reads_every_page_in_order_with_quotes_split(forum: LocalForum, any_store: Store) -> None:
    posts = make_posts(60)
    assert publish_thread(forum, posts, TOPIC, "Игра: день 1") == 3
    report = scrape_thread(any_store, url(forum), client=fast_client())
    assert (report.pages_read, report.stats.new, report.mode) == (3, 60, "html")
    rows = stored(any_store)
    assert [r.forum_post_id for r in rows] == [str(p.post_id) for p in posts]
    first = rows[0]
    assert first.author == "Лунный Кот" and first.author_id == "10"
    assert first.posted_at == posts[0].posted_at
    assert first.quotes == ["Голос: Алиса"]
    assert "Голос: Shadow_99" in first.text and "Голос: Алиса" not in first.text
    assert "Подпись автора" not in first.html and "Мафия — это судьба" not in first.text
    with any_store.session() as s:
        thread = s.exec(select(Thread)).one()
        assert (thread.page_count, thread.last_page, thread.title) == (3, 3, "Игра: день 1")


def test_windows_1251_page_is_decoded(forum: LocalForum, store: Store) -> None:
    posts = make_posts(3)
    publish_thread(forum, posts, TOPIC, "Тема в cp1251", charset="windows-1251")
    assert "windows-1251" in forum.pages[f"/viewtopic.php?id={TOPIC}"].content_type
    scrape_thread(store, url(forum), client=fast_client())
    rows = stored(store)
    assert rows[1].author == "Shadow_99" and rows[0].author == "Лунный Кот"
    assert rows[2].text.startswith("Сообщение номер 2.")


def test_edit_keeps_original_text_as_revision(forum: LocalForum, store: Store) -> None:
    posts = make_posts(5)
    publish_thread(forum, posts, TOPIC, "Игра")
    scrape_thread(store, url(forum), client=fast_client())
    edited = replace(
        posts[2], bbcode="Голос: Алиса", edited_at=posts[2].posted_at + timedelta(minutes=3)
    )
    publish_thread(forum, [*posts[:2], edited, *posts[3:]], TOPIC, "Игра")
    report = scrape_thread(store, url(forum), client=fast_client())
    assert report.stats.edited == 1 and report.stats.new == 0
    row = next(r for r in stored(store) if r.forum_post_id == str(posts[2].post_id))
    assert row.text == "Голос: Алиса" and row.revisions == 1
    assert row.edited_at == edited.edited_at
    with store.session() as s:
        revision = s.exec(select(PostRevision).where(PostRevision.post_id == row.id)).one()
    assert "Голос: Ёжик" in revision.text


def test_deleted_post_becomes_tombstone_and_rerun_adds_no_duplicates(
    forum: LocalForum, store: Store
) -> None:
    posts = make_posts(30)
    publish_thread(forum, posts, TOPIC, "Игра")
    scrape_thread(store, url(forum), client=fast_client())
    gone = posts[27]
    publish_thread(forum, [p for p in posts if p is not gone], TOPIC, "Игра")
    report = scrape_thread(store, url(forum), client=fast_client())
    assert report.stats.deleted == 1
    rows = stored(store)
    assert len(rows) == 30
    assert [r.forum_post_id for r in rows if r.deleted_at] == [str(gone.post_id)]
    again = scrape_thread(store, url(forum), full=True, client=fast_client())
    assert again.stats.new == 0 and len(stored(store)) == 30


def test_rerun_with_nothing_new_fetches_at_most_two_pages(forum: LocalForum, store: Store) -> None:
    publish_thread(forum, make_posts(70), TOPIC, "Игра")
    scrape_thread(store, url(forum), client=fast_client())
    before = forum.hits("/viewtopic.php")
    report = scrape_thread(store, url(forum), client=fast_client())
    assert forum.hits("/viewtopic.php") - before <= 2
    assert report.stats.new == 0


def test_new_posts_are_picked_up_from_the_last_page(forum: LocalForum, store: Store) -> None:
    posts = make_posts(70)
    publish_thread(forum, posts[:40], TOPIC, "Игра")
    scrape_thread(store, url(forum), client=fast_client())
    publish_thread(forum, posts, TOPIC, "Игра")
    before = forum.hits("/viewtopic.php")
    report = scrape_thread(store, url(forum), client=fast_client())
    assert report.stats.new == 30
    assert forum.hits("/viewtopic.php") - before == 2  # pages 2 and 3, never page 1 again
    assert len(stored(store)) == 70


@pytest.mark.parametrize(
    "fault",
    [
        Fault("status", 429, {"Retry-After": "1"}),
        Fault("status", 503, {"Retry-After": "0"}),
        Fault("reset"),
        Fault("truncate", keep_bytes=900),
    ],
    ids=["429", "503", "reset", "truncated"],
)
def test_faults_are_retried_and_the_scrape_completes(
    forum: LocalForum, store: Store, fault: Fault
) -> None:
    posts = make_posts(30)
    publish_thread(forum, posts, TOPIC, "Игра")
    forum.fail(f"/viewtopic.php?id={TOPIC}&p=2", fault)
    report = scrape_thread(store, url(forum), client=fast_client())
    assert report.stats.new == 30 and len(stored(store)) == 30
    assert forum.hits(f"/viewtopic.php?id={TOPIC}&p=2") == 2


def test_page_that_stays_broken_stops_with_error_and_stores_nothing_of_it(
    forum: LocalForum, store: Store
) -> None:
    posts = make_posts(30)
    publish_thread(forum, posts, TOPIC, "Игра")
    page2 = f"/viewtopic.php?id={TOPIC}&p=2"
    forum.put(page2, forum.pages[page2].body[:-400])  # cut before </html>, every time
    with pytest.raises(BrokenPageError, match="before </html>"):
        scrape_thread(store, url(forum), client=fast_client())
    assert len(stored(store)) == 25  # page 1 whole, nothing of page 2


def test_server_down_is_a_clear_fetch_error(forum: LocalForum, store: Store) -> None:
    publish_thread(forum, make_posts(3), TOPIC, "Игра")
    forum.down = True
    with pytest.raises(FetchError, match="network error"):
        scrape_thread(store, url(forum), client=PoliteClient(delay=0, attempts=2, backoff=0.01))
    assert stored(store) == []


def test_url_that_is_not_a_thread(forum: LocalForum, store: Store) -> None:
    with pytest.raises(NotAThreadError):
        scrape_thread(store, "ftp://example/viewtopic.php?id=1", client=fast_client())
    with pytest.raises(NotAThreadError):
        scrape_thread(store, f"{forum.base}/viewtopic.php?id=abc", client=fast_client())


def test_unknown_engine(forum: LocalForum, store: Store) -> None:
    forum.put("/thread/5", "<html><body><p>какая-то страница</p></body></html>")
    with pytest.raises(UnknownEngineError):
        scrape_thread(store, f"{forum.base}/thread/5", client=fast_client())
    with pytest.raises(UnknownEngineError, match="неизвестный движок форума"):
        scrape_thread(store, url(forum), engine_name="nosuch", client=fast_client())


def test_json_api_is_used_when_the_forum_answers_it(forum: LocalForum, store: Store) -> None:
    posts = make_posts(130)
    publish_thread(forum, posts[:100], TOPIC, "Игра", api=True)
    report = scrape_thread(store, url(forum), client=fast_client())
    assert report.mode == "api" and report.stats.new == 100  # the history comes from the pages
    publish_thread(forum, posts, TOPIC, "Игра", api=True)
    pages, calls = forum.hits("/viewtopic.php"), forum.hits("/api.php")
    again = scrape_thread(store, url(forum), client=fast_client())
    assert again.stats.new == 30
    assert forum.hits("/viewtopic.php") - pages == 1  # the last page known before: page 4
    assert forum.hits("/api.php") - calls == 1  # the 30 new posts, newest first, in one call
    rows = stored(store)
    assert rows[0].quotes == ["Голос: Алиса"] and "Голос: Shadow_99" in rows[0].text
    assert rows[129].posted_at == posts[129].posted_at and rows[129].quotes == ["Голос: Алиса"]
