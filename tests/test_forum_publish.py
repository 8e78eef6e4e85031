"""Closed boards of every engine: log in, scrape, publish exactly once (over real HTTP).

Each board (tests/forums/boards.py) checks the engine's own tokens and field names, so a
missing form token, an unencoded windows-1251 body or a lost answer shows here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import select

from engine.gamefile import load_game
from engine.store.db import Store
from engine.store.models import Game, Post
from poster.drafts import approve, get_draft, save_draft
from poster.markup import has_marker
from scraper.detect import choose_engine
from scraper.errors import LoginError
from scraper.http import PoliteClient
from services.publish_once import draft_key, publish_draft
from services.scrape import scrape_thread
from tests.forums.boards import PASSWORD, PROTOCOLS, USER, Board, MybbBoard, open_board
from tests.forums.localforum import Fault, LocalForum

ENGINES = sorted(PROTOCOLS)
DRAFT = (
    "[b]Итоги дня 2[/b]\nКазнён: [url=http://forum.example/p1]Кот[/url] ([i]мирный[/i]).\n"
    "Ночь наступила."
)


@pytest.fixture(params=ENGINES)
def board(request: pytest.FixtureRequest) -> Iterator[Board]:
    with LocalForum() as forum:
        yield open_board(forum, request.param)


def client() -> PoliteClient:
    return PoliteClient(delay=0, attempts=2, backoff=0.01, timeout=30)


def approved_draft(store: Store, title: str, text: str) -> tuple[int, str]:
    with store.session() as s:
        game = s.exec(select(Game)).first() or Game(slug="g", name="Игра")
        s.add(game)
        s.flush()
        draft = save_draft(s, game.id or 0, "announcement", None, title, text, "")
        approve(s, draft.id or 0)
        return draft.id or 0, draft_key(draft.id or 0, draft.approved_hash or "")


def test_a_guest_gets_a_clear_error_not_an_empty_game(board: Board, store: Store) -> None:
    with pytest.raises(LoginError, match="MAFIA_GM_FORUM_USER"):
        scrape_thread(store, board.thread_url, client=client())
    with store.session() as s:
        assert s.exec(select(Post)).all() == []


def test_a_wrong_password_is_refused_by_name(board: Board, store: Store) -> None:
    with pytest.raises(LoginError, match=f"форум не пустил '{USER}'"):
        scrape_thread(store, board.thread_url, client=client(), credentials=(USER, "не тот"))
    assert "password" in board.refusals
    assert not any(s.user for s in board.sessions.values())


def test_scrape_after_login_then_publish_exactly_once(board: Board, store: Store) -> None:
    report = scrape_thread(store, board.thread_url, client=client(), credentials=(USER, PASSWORD))
    assert report.engine == board.p.engine and report.stats.new >= 1
    draft_id, key = approved_draft(store, "Итоги дня 2", DRAFT)
    with client() as http:
        engine, thread = choose_engine(board.thread_url, http)
        login = lambda: engine.login(http, thread, USER, PASSWORD)  # noqa: E731
        first = publish_draft(store, draft_id, engine, thread, http, login)
        again = publish_draft(store, draft_id, engine, thread, http, login)
    assert not first.already and again.already and again.forum_post_id == first.forum_post_id
    assert [pid for pid, _ in board.published] == [first.forum_post_id]
    assert board.refusals == []
    # read back through the engine's own parser: the marker and the text survived the forum
    scrape_thread(store, board.thread_url, client=client(), credentials=(USER, PASSWORD))
    with store.session() as s:
        mine = [p for p in s.exec(select(Post)).all() if has_marker(p.html + p.text, key)]
        assert [p.forum_post_id for p in mine] == [first.forum_post_id]
        assert "Кот" in mine[0].text and "Итоги дня 2" in mine[0].text
        assert get_draft(s, draft_id).forum_post_id == first.forum_post_id


def test_a_lost_answer_to_the_reply_leaves_one_post(board: Board, store: Store) -> None:
    draft_id, _ = approved_draft(store, "Ночь", "[b]Наступает ночь 2.[/b] Жду действия до 23:00.")
    route = {
        "invision": board.p.thread,
        "discourse": "/posts.json",
    }.get(board.p.engine, board.p.reply_post)
    board.forum.fail(route, Fault("lost", method="POST"))
    with client() as http:
        engine, thread = choose_engine(board.thread_url, http)
        done = publish_draft(
            store,
            draft_id,
            engine,
            thread,
            http,
            lambda: engine.login(http, thread, USER, PASSWORD),
        )
    assert not board.forum.faults[route]  # the answer really was lost
    assert [pid for pid, _ in board.published] == [done.forum_post_id]


def test_the_publish_command_posts_once_and_names_a_refused_login(
    tmp_path: Path, store: Store
) -> None:
    from services.game import setup_game
    from tests.forums.demo_thread import DEMO_DIR

    with LocalForum() as forum:
        board = open_board(forum, "phpbb")
        text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
        text = text.replace('engine = "mybb"', 'engine = "phpbb"')
        game_file = tmp_path / "game.toml"
        game_file.write_text(
            text.replace('url = "/viewtopic.php?id=17"', f'url = "{board.thread_url}"'),
            encoding="utf-8",
        )
        game_id = setup_game(store, load_game(game_file))
        with store.session() as s:
            draft = save_draft(s, game_id, "announcement", None, "Итоги", DRAFT, "")
            approve(s, draft.id or 0)
            draft_id = draft.id or 0

        def start(password: str) -> subprocess.Popen[str]:
            env = {
                **os.environ,
                "MAFIA_GM_DB": store.url,
                "MAFIA_GM_FORUM_USER": USER,
                "MAFIA_GM_FORUM_PASSWORD": password,
            }
            command = [sys.executable, "-m", "mafia_gm.cli", "drafts", "publish", str(draft_id)]
            return subprocess.Popen(
                [*command, "--game", str(game_file)],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
            )

        def finish(proc: subprocess.Popen[str]) -> tuple[int, str]:
            _, stderr = proc.communicate(timeout=300)
            return proc.returncode, stderr

        code, stderr = finish(start("не тот пароль"))
        assert code != 0 and board.published == []
        assert f"форум не пустил '{USER}'" in stderr
        assert len(stderr.strip().splitlines()) == 1 and "не тот" not in stderr
        # two processes at once (a double click): the claim lets one post, the other waits
        both = [finish(p) for p in [start(PASSWORD), start(PASSWORD)]]
        again = finish(start(PASSWORD))
    assert [code for code, _ in both] == [0, 0], both
    said = sorted("уже был" in err for _, err in both)
    assert said == [False, True] and all("пост 9001" in err for _, err in both)
    assert again[0] == 0 and "уже был опубликован: пост 9001" in again[1]
    assert [pid for pid, _ in board.published] == ["9001"]


def test_each_body_format_keeps_nicknames_inert_and_the_marker_last() -> None:
    from poster.markup import marker
    from services.publish_once import reply_body

    text = "[b]Итоги[/b] Казнён: <img src=x onerror=alert(1)> & [url=javascript:alert(1)]Кот[/url]"
    mark = marker("mgm1-abc")
    as_html = reply_body(text, "html", mark)
    assert "<img" not in as_html and "&lt;img" in as_html and "<strong>Итоги</strong>" in as_html
    assert 'href="javascript' not in as_html  # only http(s) links become links
    assert as_html.endswith(f"<p>{mark}</p>")
    assert reply_body(text, "markdown", mark).startswith("**Итоги**")
    assert reply_body(text, "bbcode", mark) == f"{text}\n{mark}"


def test_a_long_thread_is_searched_from_its_last_page_back(store: Store) -> None:
    from datetime import UTC, datetime, timedelta

    from tests.forums.mybb_markup import ForumPost

    old = datetime(2026, 11, 20, 10, 0, tzinfo=UTC)
    with LocalForum() as forum:
        board = open_board(forum, "mybb")
        assert isinstance(board, MybbBoard)
        board.history = [
            ForumPost(10 + i, "Алиса", 56, old + timedelta(minutes=i), f"пост {i}")
            for i in range(120)
        ]
        draft_id, _ = approved_draft(store, "Итоги", DRAFT)
        with client() as http:
            engine, thread = choose_engine(board.thread_url, http)
            login = lambda: engine.login(http, thread, USER, PASSWORD)  # noqa: E731
            done = publish_draft(store, draft_id, engine, thread, http, login)
        pages_read = {r for r in forum.requests if r.startswith("/viewtopic.php?id=17")}
    assert [pid for pid, _ in board.published] == [done.forum_post_id]
    # 121 posts: five pages; the marker search read page 1 (the page count), then 5 and 4
    # (page 4's newest post is days older than the approval), never 2 or 3
    assert "/viewtopic.php?id=17&p=5" in pages_read
    assert not pages_read & {"/viewtopic.php?id=17&p=2", "/viewtopic.php?id=17&p=3"}
