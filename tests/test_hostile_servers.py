"""Servers on 127.0.0.1 that misbehave on purpose: the scraper ends each with one clear line.

A login form or a redirect that points at another host gets nothing (the password never
leaves the forum); an answer trickled a byte at a time ends at the request's deadline; a gzip
bomb is refused once it grows past the size cap; a redirect loop is a one-line error for
``scrape`` and a logged trouble for the watch, which goes on.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from engine.gamefile import load_game
from engine.store.db import Store
from scraper.detect import choose_engine
from scraper.engines.machina import MachinaEngine
from scraper.errors import ForeignHostError, PageTooLargeError, RedirectLoopError, TooSlowError
from scraper.http import MAX_REDIRECTS, PoliteClient
from services.scrape import scrape_thread
from services.watch import EventLog, FileClock, WatchConfig, run
from tests.conftest import make_posts
from tests.forums.boards import PASSWORD, PROTOCOLS, USER, Board, open_board
from tests.forums.demo_thread import DEMO_DIR
from tests.forums.localforum import Fault, LocalForum, Request, Response
from tests.forums.mybb_markup import publish_thread
from tests.test_cli import one_line_error
from tests.test_cli import run as cli

TOPIC = 17
FORM_ENGINES = sorted(e for e in PROTOCOLS if e != "discourse")


def client(**options: float) -> PoliteClient:
    return PoliteClient(delay=0, attempts=3, backoff=0.01, timeout=30, **options)  # type: ignore[arg-type]


class Thief:
    """Another host on 127.0.0.1 that keeps whatever reaches it."""

    def __init__(self) -> None:
        self.server = LocalForum()
        self.seen: list[bytes] = []
        self.server.mount("/", self._keep)

    def _keep(self, request: Request) -> Response:
        self.seen.append(request.path.encode() + b" " + request.body)
        return _machina_login_page(request)  # a page with a form, to lure a login on

    @property
    def base(self) -> str:
        return self.server.base


@pytest.fixture
def thief() -> Iterator[Thief]:
    one = Thief()
    with one.server:
        yield one


def _steal_login_form(board: Board, thief: Thief) -> None:
    """The board's login form now posts to the same path on the thief's host."""
    found = re.search(r'action="([^"]*)"', board.p.login_form)
    assert found
    action = html.unescape(found.group(1)).replace("{base}", board.forum.base)
    target = urlsplit(urljoin(board.forum.base + board.p.login_get, action))
    query = f"?{target.query}" if target.query else ""
    stolen = html.escape(f"{thief.base}{target.path}{query}")
    board.p = replace(
        board.p, login_form=board.p.login_form.replace(found.group(0), f'action="{stolen}"')
    )


def _login(board: Board) -> None:
    with client() as http:
        engine, thread = choose_engine(board.thread_url, http)
        engine.login(http, thread, USER, PASSWORD)


@pytest.mark.parametrize("engine", FORM_ENGINES)
def test_a_login_form_posting_to_another_host_gets_nothing(engine: str, thief: Thief) -> None:
    with LocalForum() as forum:
        board = open_board(forum, engine)
        _steal_login_form(board, thief)
        with pytest.raises(ForeignHostError, match=re.escape(thief.base.split("//")[1])) as err:
            _login(board)
    assert thief.seen == []
    assert PASSWORD not in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("engine", sorted(PROTOCOLS))
def test_a_login_redirected_to_another_host_gets_nothing(engine: str, thief: Thief) -> None:
    with LocalForum() as forum:
        board = open_board(forum, engine)
        login_post = board.p.login_post or "/session"
        steal = Fault("status", 307, {"Location": f"{thief.base}/steal"}, method="POST")
        forum.fail(login_post, steal)
        with pytest.raises(ForeignHostError, match="форум перенаправляет его на"):
            _login(board)
        assert not forum.faults[login_post]  # the forum did answer with the redirect
    assert thief.seen == []


def test_a_login_answered_with_a_see_other_to_another_host_is_refused(thief: Thief) -> None:
    with LocalForum() as forum:
        board = open_board(forum, "phpbb")
        steal = Fault("status", 303, {"Location": f"{thief.base}/welcome"}, method="POST")
        forum.fail(board.p.login_post, steal)
        with pytest.raises(ForeignHostError):
            _login(board)
    assert thief.seen == []


def test_a_reply_redirected_to_another_host_is_not_sent_on(thief: Thief) -> None:
    with LocalForum() as forum:
        board = open_board(forum, "mybb")
        with client() as http:
            engine, thread = choose_engine(board.thread_url, http)
            engine.login(http, thread, USER, PASSWORD)
            steal = Fault("status", 308, {"Location": f"{thief.base}/post"}, method="POST")
            forum.fail(board.p.reply_post, steal)
            with pytest.raises(ForeignHostError):
                engine.reply(http, thread, "Голос: Кот", "Итоги")
    assert thief.seen == []


def _machina_login_page(request: Request) -> Response:
    form = '<form method="post"><input type="hidden" name="csrfmiddlewaretoken" value="t0k"></form>'
    return Response(200, f"<html><body>{form}</body></html>")


@pytest.mark.parametrize("where", ["redirect", "login path"])
def test_machina_login_stays_on_the_forum(where: str, thief: Thief) -> None:
    with LocalForum() as forum:
        forum.mount("/login/", _machina_login_page)
        forum.mount("/elsewhere/", _machina_login_page)
        forum.fail("/login/", Fault("status", 307, {"Location": f"{thief.base}/x"}, method="POST"))
        thread = f"{forum.base}/forum/igra-1/topic/den-2-5/"
        engine = MachinaEngine(login_path="/login/")
        if where == "login path":
            engine = MachinaEngine(login_path=f"{thief.base}/login/")
        with client() as http, pytest.raises(ForeignHostError):
            engine.login(http, thread, USER, PASSWORD)
    assert not any(PASSWORD.encode() in seen or b"csrf" in seen for seen in thief.seen)
    assert all(not seen.split(b" ", 1)[1] for seen in thief.seen)  # at most the GET of a form


# -- slow lorises -------------------------------------------------------------------------


def _thread(forum: LocalForum) -> str:
    publish_thread(forum, make_posts(3), TOPIC, "Игра")
    return f"{forum.base}/viewtopic.php?id={TOPIC}"


@pytest.mark.parametrize("in_headers", [False, True], ids=["body", "headers"])
def test_a_trickled_answer_ends_at_the_deadline_and_is_not_retried(
    forum: LocalForum, store: Store, in_headers: bool
) -> None:
    url = _thread(forum)
    route = f"/viewtopic.php?id={TOPIC}"
    forum.fail(route, *[Fault("trickle", seconds=0.2, in_headers=in_headers)] * 3)
    # a small deadline on purpose: this request is meant to time out
    with pytest.raises(TooSlowError, match="слишком медленно"), client(deadline=2.0) as http:
        scrape_thread(store, url, client=http)
    assert forum.hits(route) == 1  # a forum that trickles is not asked again and again


# -- gzip bombs ---------------------------------------------------------------------------


def test_a_gzip_bomb_is_refused_once_decompressed_past_the_cap(
    forum: LocalForum, store: Store
) -> None:
    url = _thread(forum)
    route = f"/viewtopic.php?id={TOPIC}"
    forum.fail(route, *[Fault("bomb", size=256 * 1024 * 1024)] * 3)  # 256 MiB, ~250 KiB sent
    with (
        pytest.raises(PageTooLargeError, match="страница слишком велика"),
        client(max_body=4 << 20) as h,
    ):
        scrape_thread(store, url, client=h)
    assert forum.hits(route) == 1  # not fetched (and expanded) again


def test_a_page_under_the_cap_still_reads(forum: LocalForum, store: Store) -> None:
    url = _thread(forum)
    with client(max_body=1 << 20) as http:
        assert scrape_thread(store, url, client=http).stats.new == 3


# -- redirect loops and the watch ---------------------------------------------------------


def _loop(request: Request) -> Response:
    return Response(302, b"", headers={"Location": request.path})


def test_a_redirect_loop_ends_at_the_redirect_cap_without_retries(forum: LocalForum) -> None:
    forum.mount("/loop", _loop)
    with client() as http, pytest.raises(RedirectLoopError, match="по кругу"):
        http.fetch(f"{forum.base}/loop")
    assert forum.hits("/loop") == MAX_REDIRECTS + 1


def test_a_redirect_loop_is_one_line_from_scrape(forum: LocalForum, tmp_path: Path) -> None:
    forum.mount("/viewtopic.php", _loop)
    result = cli("scrape", f"{forum.base}/viewtopic.php?id=17", "--delay", "0", db=tmp_path / "d")
    assert "по кругу" in one_line_error(result)


class WaitsKept(FileClock):
    """Game time from a file; the watch's waits are kept, not slept."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.waits: list[float] = []

    def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)


@pytest.mark.parametrize("url", ["http://[::1/viewtopic.php?id=1", "http:///viewtopic.php?id=1"])
def test_a_malformed_address_is_one_line_from_scrape(url: str, tmp_path: Path) -> None:
    assert "не адрес темы форума" in one_line_error(cli("scrape", url, db=tmp_path / "d"))


def test_the_watch_logs_a_redirect_loop_and_goes_on(store: Store, tmp_path: Path) -> None:
    clock_file = tmp_path / "clock"
    clock_file.write_text("2026-11-30T23:00:00+03:00", encoding="utf-8")
    events: list[dict[str, object]] = []

    class Recorder(EventLog):
        def __call__(self, event: str, **fields: object) -> None:
            events.append({"event": event, **fields})

    with LocalForum() as forum:
        forum.mount("/viewtopic.php", _loop)
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        clock = WaitsKept(clock_file)
        run(store, [spec], clock, WatchConfig(delay=0), Recorder(), lambda: False,
            client=client(), passes=2)  # fmt: skip
    trouble = [e for e in events if e["event"] == "network_trouble"]
    assert len(trouble) == 2 and "по кругу" in str(trouble[0]["error"])
    assert events[-1]["event"] == "stopped"
    assert clock.waits == [trouble[0]["retry_in"]]  # backed off once; no wait after the last pass


def test_watch_once_survives_a_redirect_loop(tmp_path: Path) -> None:
    clock_file = tmp_path / "clock"
    clock_file.write_text("2026-11-30T23:00:00+03:00", encoding="utf-8")
    log = tmp_path / "watch.log"
    with LocalForum() as forum:
        forum.mount("/viewtopic.php", _loop)
        game = tmp_path / "game.toml"
        text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
        game.write_text(text.replace('url = "/', f'url = "{forum.base}/'), encoding="utf-8")
        result = cli(
            "watch", str(game), "--delay", "0", "--once", "--clock-file", str(clock_file),
            "--log", str(log), db=tmp_path / "w.sqlite3",
        )  # fmt: skip
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    events = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert any(e["event"] == "network_trouble" and "по кругу" in e["error"] for e in events)


# -- Ctrl-C ---------------------------------------------------------------------------------


def test_ctrl_c_during_a_sync_says_so_and_a_rerun_finishes(
    forum: LocalForum, tmp_path: Path
) -> None:
    import signal
    import subprocess
    import sys
    import time

    url = _thread(forum)
    route = f"/viewtopic.php?id={TOPIC}"
    forum.fail(route, Fault("trickle", seconds=0.5))  # the first read hangs
    game = tmp_path / "game.toml"
    text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
    game.write_text(text.replace('url = "/viewtopic.php?id=17"', f'url = "{url}"'), "utf-8")
    db = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    root = Path(__file__).resolve().parents[1]
    proc = subprocess.Popen(
        [sys.executable, "-m", "mafia_gm.cli", "sync", str(game), "--db", db, "--delay", "0"],
        cwd=root,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        while forum.hits(route) == 0 and proc.poll() is None:
            time.sleep(0.1)  # polling for the request to arrive, not timing anything
        proc.send_signal(signal.SIGINT)
        _, said = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == 130, said
    assert "прервано" in said and "Traceback" not in said
    done = cli("sync", str(game), "--delay", "0", db=tmp_path / "store.sqlite3")
    assert done.returncode == 0, done.stderr
