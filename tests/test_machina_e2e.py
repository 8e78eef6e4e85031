"""End to end against a real forum: django-machina on 127.0.0.1 with SQLite.

The suite starts the forum, creates the GM and 15 players, and plays a day through the forum's
own forms (votes, a quote, an edit, early votes); then scrape → count → draft → approve →
publish, and the published result is read back from the forum. Publishing twice, and after an
answer lost to a timeout, leaves exactly one post. A closed board needs the GM's login.
"""

from __future__ import annotations

import contextlib
import os
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from zoneinfo import ZoneInfo

import httpx
import pytest

from engine.gamefile import parse_game
from engine.store.db import Store
from poster.drafts import DraftError, approve, edit, save_draft
from poster.markup import has_marker
from scraper.detect import choose_engine
from scraper.engines.machina import MachinaEngine
from scraper.errors import LoginError
from scraper.http import PoliteClient
from services.game import close_day, read_votes, scrape_game
from services.publish_once import draft_key, publish_draft

SITE = Path(__file__).resolve().parent / "machina_site"
MSK = ZoneInfo("Europe/Moscow")
ROLES = {
    "Лунный Кот": "alchemist",
    "Шэдоу": "lust",
    "Рыжая Ведьма": "crystal",
    "Майор": "father",
    "Алиса": "xing",
    "Борис": "bodyguard",
    "Ёжик": "greed",
    "Гроза": "ishvalan",
    "Винтик": "crimson",
    "Шпунтик": "linker",
    "Незнайка": "envy",
    "Пончик": "pride",
    "Тень": "alchemist",
    "Ключ": "alchemist",
    "Снежана": "alchemist",
}
GM = ("Ведущий", "gm-pass-1")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Forum:
    base: str
    topic: str

    @property
    def thread(self) -> str:
        return MachinaEngine().thread_key(self.base + self.topic)


def start_forum(folder: Path, closed: bool) -> Iterator[Forum]:
    env = {**os.environ, "MACHINA_TEST_DATA": str(folder)}
    python = [sys.executable, str(SITE / "manage.py")]
    subprocess.run([*python, "migrate", "-v", "0"], env=env, check=True, timeout=300)
    users = [f"{GM[0]}:{GM[1]}"] + [f"{name}:pw-{i}" for i, name in enumerate(ROLES)]
    seeded = subprocess.run(
        [sys.executable, str(SITE / "seed.py"), *users, *(["--closed"] if closed else [])],
        env=env,
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    port = free_port()
    server = subprocess.Popen(
        [*python, "runserver", f"127.0.0.1:{port}", "--noreload", "--insecure"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                httpx.get(base + "/", timeout=30)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        yield Forum(base, seeded.stdout.strip().splitlines()[-1])
    finally:
        server.terminate()
        server.wait(timeout=20)


@pytest.fixture(scope="module")
def forum(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Forum]:
    yield from start_forum(tmp_path_factory.mktemp("forum"), closed=False)


@pytest.fixture(scope="module")
def closed_forum(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Forum]:
    yield from start_forum(tmp_path_factory.mktemp("closed"), closed=True)


def player(forum: Forum, name: str) -> PoliteClient:
    client = PoliteClient(delay=0, timeout=10)
    password = GM[1] if name == GM[0] else f"pw-{list(ROLES).index(name)}"
    MachinaEngine().login(client, forum.thread, name, password)
    return client


def say(forum: Forum, name: str, text: str) -> str:
    with player(forum, name) as client:
        return MachinaEngine().reply(client, forum.thread, text, "Re: игра")


def edit_post(forum: Forum, name: str, post_id: str, text: str) -> None:
    """Edit through the forum's own update form."""
    with player(forum, name) as client:
        url = f"{forum.thread}{post_id}/post/update/"
        form = client.fetch(url).text
        data = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form))
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form)
        assert token
        data.update(
            {
                "csrfmiddlewaretoken": token.group(1),
                "subject": "Re: игра",
                "content": text,
                "attachment-TOTAL_FORMS": "0",
            }
        )
        client.fetch(url, method="POST", data=data, headers={"Referer": url})


def game_spec(forum: Forum, thread: str | None = None):  # type: ignore[no-untyped-def]
    today = datetime.now(MSK).date()
    return parse_game(
        {
            "game": {"slug": "e2e", "engine": "machina", "gm": GM[0]},
            "schedule": {"first_day": today.isoformat(), "opens": "00:00", "closes": "23:59:59"},
            "threads": [{"url": thread or forum.thread}],
            "players": [{"name": n, "role": r} for n, r in ROLES.items()],
            "day_rules": {"early_from_day": 1},  # the GM allows early votes from Day 1
        }
    )


def play_the_day(forum: Forum) -> None:
    say(forum, "Шпунтик", "Мне не нравится Винтик. Голос: Винтик")
    say(forum, "Алиса", "> Голос: Винтик\n\nНе согласна. **Голос: Шпунтик досрочно**")
    boris = say(forum, "Борис", "Голос: Майор")
    edit_post(forum, "Борис", boris, "Передумал. Голос: Шпунтик досрочно")
    say(forum, "Майор", "Голос: Шпунтик досрочно")
    say(forum, "Лунный Кот", "Голос: Винтика")
    say(forum, "Рыжая Ведьма", "Досрочно голосую против Шпунтика")
    say(forum, "Ёжик", "Голос: Шпунтик досрочно")
    say(forum, "Гроза", "Голос: Шпунтик (досрочно)")
    say(forum, "Винтик", "Голос: Шпунтик досрочно")
    say(forum, "Незнайка", "Голос: Винтик")
    say(forum, "Пончик", "Голос: Шпунтик досрочно")  # the 8th early vote of 15: the day closes
    say(forum, "Тень", "Голос: Алиса")  # after the early close: ignored


class SlowReplies:
    """A forwarding proxy to the forum that holds back the answer to the next reply.

    The answer is held until the proxy closes: only the client's deadline on that one request
    ends the wait, every other request goes through at once. ``held``: the path of the request
    whose answer is held (a reply by default).
    """

    def __init__(self, upstream: str, held: str = "/post/create/") -> None:
        self.upstream, self.armed, self.held = upstream, False, held
        self.released = threading.Event()
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                return

            def handle(self) -> None:
                # the client gives up on the held-back answer: writing to it then fails
                with contextlib.suppress(ConnectionError):
                    super().handle()

            def _forward(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                headers = {k: v for k, v in self.headers.items() if k.lower() != "host"}
                answer = httpx.request(
                    self.command,
                    proxy.upstream + self.path,
                    headers=headers,
                    content=body,
                    follow_redirects=False,
                    timeout=30,
                )
                if self.command == "POST" and proxy.held in self.path and proxy.armed:
                    proxy.armed = False
                    proxy.released.wait(120)  # the forum has posted; the answer arrives too late
                self.send_response(answer.status_code)
                for key, value in answer.headers.multi_items():
                    if key.lower() not in (
                        "content-length",
                        "transfer-encoding",
                        "connection",
                        "content-encoding",
                    ):
                        self.send_header(key, value)
                self.send_header("Content-Length", str(len(answer.content)))
                self.end_headers()
                self.wfile.write(answer.content)

            do_GET = do_POST = _forward

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, args=(0.05,), daemon=True).start()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self) -> None:
        self.released.set()
        self.server.shutdown()
        self.server.server_close()


def marked_posts(forum: Forum, key: str) -> int:
    engine = MachinaEngine()
    with PoliteClient(delay=0) as client:
        pages = list(engine.read_pages(client, forum.thread, 1))
    return sum(has_marker(p.html, key) for page in pages for p in page.posts)


def test_scrape_count_draft_approve_publish_read_back(forum: Forum, tmp_path: Path) -> None:
    play_the_day(forum)
    spec = game_spec(forum)
    store = Store(f"sqlite:///{tmp_path / 'e2e.sqlite3'}")
    reports = scrape_game(store, spec, delay=0)
    assert reports[0].engine == "machina" and reports[0].stats.new == 13  # GM + 12 players
    read_votes(store, spec)
    outcome, draft = close_day(store, spec, 1)
    result = outcome.result
    assert result.closed_early and result.executed == ["Шпунтик"]
    assert result.revealed == {"Шпунтик": "town"}
    assert result.tally["Шпунтик"] == 8 and result.tally["Винтик"] == 3
    assert any(v.voter == "Тень" and v.reason == "after_early_close" for v in result.invalid_votes)
    assert [e.author for e in outcome.edited_votes] == ["Борис"]
    with store.session() as s:
        approve(s, draft.id or 0)
    engine, thread = MachinaEngine(), forum.thread
    with PoliteClient(delay=0) as client:
        first = publish_draft(
            store, draft.id or 0, engine, thread, client, lambda: engine.login(client, thread, *GM)
        )
        again = publish_draft(
            store, draft.id or 0, engine, thread, client, lambda: engine.login(client, thread, *GM)
        )
    assert not first.already and again.already and again.forum_post_id == first.forum_post_id
    with store.session() as s:
        from poster.drafts import get_draft

        published = get_draft(s, draft.id or 0)
        key = draft_key(published.id or 0, published.approved_hash or "")
    assert marked_posts(forum, key) == 1
    page = httpx.get(f"{thread}?post={first.forum_post_id}", timeout=30).text
    assert "<strong>Итоги дня 1</strong>" in page and "Казнён(а): Шпунтик" in page
    assert "сторона: <strong>Город</strong>" in page

    # Another approved post, published through a link that loses the forum's answer.
    with pytest.raises(DraftError, match="уже опубликован"), store.session() as s:
        edit(s, draft.id or 0, "подмена опубликованного текста")
    with store.session() as s:
        newer = save_draft(
            s,
            published.game_id,
            "announcement",
            None,
            "Ночь",
            "[b]Наступает ночь 2.[/b] Жду ваши действия до 23:00.",
            "",
        )
        approve(s, newer.id or 0)
        key2 = draft_key(newer.id or 0, newer.approved_hash or "")
    proxy = SlowReplies(forum.base)
    try:
        proxy.armed = True
        slow_thread = MachinaEngine().thread_key(proxy.base + forum.topic)
        # the held-back reply times out at this deadline; the login and the reads are quick
        with PoliteClient(delay=0, timeout=30, deadline=12) as client:
            late = publish_draft(
                store,
                newer.id or 0,
                engine,
                slow_thread,
                client,
                lambda: engine.login(client, slow_thread, *GM),
            )
    finally:
        proxy.close()
    assert not late.already and not proxy.armed  # the reply's answer really was held back
    assert marked_posts(forum, key2) == 1  # the lost answer did not make a second post


def test_closed_board_needs_the_gm_login(closed_forum: Forum, tmp_path: Path) -> None:
    spec = game_spec(closed_forum)
    store = Store(f"sqlite:///{tmp_path / 'closed.sqlite3'}")
    with pytest.raises(LoginError, match="закрыта для гостей"):
        scrape_game(store, spec, delay=0)
    with pytest.raises(LoginError, match="неверное имя или пароль"):
        scrape_game(store, spec, delay=0, credentials=(GM[0], "not-the-password"))
    reports = scrape_game(store, spec, delay=0, credentials=GM)
    assert reports[0].stats.new == 1  # the GM's opening post, read after logging in
    with PoliteClient(delay=0) as client:
        engine, _ = choose_engine(closed_forum.thread, client)
    assert engine.name == "machina"


def test_credentials_never_reach_the_store_or_drafts(closed_forum: Forum, tmp_path: Path) -> None:
    spec = game_spec(closed_forum)
    db = tmp_path / "secret.sqlite3"
    store = Store(f"sqlite:///{db}")
    scrape_game(store, spec, delay=0, credentials=GM)
    store.close()
    assert GM[1].encode() not in db.read_bytes()
    wal = db.with_name(db.name + "-wal")
    assert not wal.exists() or GM[1].encode() not in wal.read_bytes()


def test_publish_refuses_an_unapproved_draft(forum: Forum, tmp_path: Path) -> None:
    from poster.drafts import DraftError

    spec = game_spec(forum)
    store = Store(f"sqlite:///{tmp_path / 'unapproved.sqlite3'}")
    scrape_game(store, spec, delay=0)
    read_votes(store, spec)
    _, draft = close_day(store, spec, 1)
    engine = MachinaEngine()
    with PoliteClient(delay=0) as client, pytest.raises(DraftError, match="не одобрен"):
        publish_draft(store, draft.id or 0, engine, forum.thread, client, lambda: None)
