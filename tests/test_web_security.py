"""The web page as a hardened local service, over real HTTP: every parameter is checked (an
absurd day is a quick 4xx, not a runaway that locks the store), SIGTERM stops ``serve``, every
page needs the token, the Host header is checked (no DNS rebinding), every answer carries the
security headers, ``back=`` stays on the site, a busy port is one line, and an empty store
says how to fill it."""

from __future__ import annotations

import os
import re
import socket
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from engine.gamefile import load_game
from engine.store.db import Store
from mafia_gm.web.app import create_app
from tests import test_web_pages as pages
from tests.test_web_pages import ROOT, TOKEN, Game
from tests.webserver import ServeProcess, WebServer

game, gm = pages.game, pages.gm  # the demo game served, and a GM client holding the token
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
SERVE = [sys.executable, "-m", "mafia_gm.cli", "serve"]
PAGES = (
    "/",
    "/game/fma-demo",
    "/game/fma-demo/day/3",
    "/game/fma-demo/day/3/live",
    "/game/fma-demo/day/3/chart.svg",
    "/game/fma-demo/flags",
    "/game/fma-demo/night/2",
    "/game/fma-demo/explain?subject=Алиса&day=3",
    "/drafts",
)


def refused_in_russian(answer: httpx.Response) -> None:
    assert 400 <= answer.status_code < 500, (answer.status_code, answer.text[:300])
    message = re.search(r'id="error">([^<]+)<', answer.text)
    assert message, answer.text[:300]
    assert CYRILLIC.search(message.group(1).split("(")[0]), message.group(1)


# -- 2: an absurd day ------------------------------------------------------------------------


@pytest.fixture
def served(game: Game) -> Iterator[ServeProcess]:
    server = ServeProcess(game.game_file, game.db_url)
    try:
        yield server
    finally:
        server.stop()


def test_an_absurd_day_is_refused_and_neither_the_store_nor_sigterm_waits(
    game: Game,
    served: ServeProcess,
) -> None:
    answers: list[httpx.Response] = []
    runaway = threading.Thread(
        target=lambda: answers.append(
            httpx.get(
                f"{served.base}/game/fma-demo/day/99999999999999",
                headers={"X-MGM-Token": served.token},
                timeout=120,
            )
        ),
        daemon=True,
    )
    runaway.start()
    runaway.join(60)
    counted = subprocess.run(
        [sys.executable, "-m", "mafia_gm.cli", "count", str(game.game_file), "--day", "3"],
        env={**os.environ, "MAFIA_GM_DB": game.db_url},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert counted.returncode == 0, counted.stderr
    page = httpx.get(f"{served.base}/game/fma-demo", headers={"X-MGM-Token": served.token})
    assert page.status_code == 200
    served.process.terminate()
    served.process.wait(15)  # it exits (by the signal, which uvicorn raises again once done)
    assert answers, "the absurd day got no answer"
    refused_in_russian(answers[0])
    assert "1" in answers[0].text and "99999999999999" in answers[0].text


def test_a_change_waiting_for_a_busy_store_says_so_in_russian(game: Game, gm: httpx.Client) -> None:
    flag = re.findall(r'data-flag="(\d+)"', gm.get("/game/fma-demo/flags").text)[0]
    holder = sqlite3.connect(game.db_url.removeprefix("sqlite:///"))
    try:
        holder.execute("BEGIN IMMEDIATE")  # another command holds the write lock throughout
        busy = gm.post(f"/flags/{flag}/done", data={"back": "/"}, follow_redirects=False)
        assert busy.status_code == 503 and "Хранилище занято" in busy.text
    finally:
        holder.rollback()
        holder.close()
    done = gm.post(f"/flags/{flag}/done", data={"back": "/"}, follow_redirects=False)
    assert done.status_code == 303


# -- 10: parameters out of range are a 4xx in Russian ------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/game/fma-demo/day/0",
        "/game/fma-demo/day/99999999999999",
        "/game/fma-demo/day/0/live",
        "/game/fma-demo/day/400/chart.svg",
        "/game/fma-demo/day/3/chart.gif",
        "/game/fma-demo/night/0",
        "/game/fma-demo/night/99999999999999",
        "/game/fma-demo/explain?subject=Алиса&day=99999999999999",
        "/game/fma-demo/explain?subject=Алиса&day=0",
        "/drafts/999999999999999999999",
        "/drafts/424242",
        "/game/no-such-game",
    ],
)
def test_a_read_out_of_range_is_a_4xx_in_russian(gm: httpx.Client, path: str) -> None:
    refused_in_russian(gm.get(path))


@pytest.mark.parametrize(
    ("path", "form"),
    [
        ("/game/fma-demo/votes/fix", {"day": "2", "target": "Борис"}),
        ("/game/fma-demo/votes/fix", {"post": "x", "day": "99999999999999", "target": "Борис"}),
        ("/game/fma-demo/votes/fix", {"post": "1", "day": "2", "seq": "99999999999999999999"}),
        ("/flags/999999999999999999999/done", {"back": "/"}),
        ("/drafts/999999999999999999999/approve", {}),
        ("/drafts/1/launch", {}),
        ("/game/fma-demo/night/0/order", {"actor": "Алиса", "action": "check"}),
        ("/game/fma-demo/night/99999999999999/resolve", {}),
    ],
)
def test_a_change_out_of_range_is_a_4xx_in_russian(
    gm: httpx.Client,
    path: str,
    form: dict[str, str],
) -> None:
    refused_in_russian(gm.post(path, data=form))


# -- 11: back= stays on the site ----------------------------------------------------------------


@pytest.mark.parametrize(
    "back",
    [
        "https://evil.example/x",
        "//evil.example/x",
        "/\\evil.example/x",
        "\\\\evil.example",
        "/\t/evil.example",
        "javascript:alert(1)",
        "evil.example",
    ],
)
def test_closing_a_flag_never_redirects_off_the_site(
    game: Game, gm: httpx.Client, back: str
) -> None:
    gm.get("/game/fma-demo/flags")  # raises the demo's flags
    ids = re.findall(r'data-flag="(\d+)"', gm.get("/game/fma-demo/flags").text)
    answer = gm.post(f"/flags/{ids[0]}/done", data={"back": back}, follow_redirects=False)
    assert answer.status_code == 303
    assert answer.headers["location"] == "/"


def test_closing_a_flag_goes_back_to_a_local_page(game: Game, gm: httpx.Client) -> None:
    ids = re.findall(r'data-flag="(\d+)"', gm.get("/game/fma-demo/flags").text)
    answer = gm.post(
        f"/flags/{ids[0]}/done", data={"back": "/game/fma-demo/flags"}, follow_redirects=False
    )
    assert answer.headers["location"] == "/game/fma-demo/flags"


# -- 12: the token for every page, the Host header, the security headers ------------------------


def test_every_page_needs_the_token(game: Game) -> None:
    with httpx.Client(base_url=game.base, timeout=60) as stranger:
        for path in PAGES:
            refused = stranger.get(path)
            assert refused.status_code == 403, path
            assert "night-notes" not in refused.text and "Алиса" not in refused.text
            assert "Нужен ключ доступа" in refused.text
        assert stranger.get("/?token=wrong").status_code == 403
        assert "mgm_token" not in stranger.cookies
        for path in PAGES:
            assert stranger.get(path, headers={"X-MGM-Token": TOKEN}).status_code == 200, path
        first = stranger.get(f"/game/fma-demo?token={TOKEN}")
        assert first.status_code == 303 and first.headers["location"] == "/game/fma-demo"
        assert "mgm_token" in stranger.cookies
        for path in PAGES:
            assert stranger.get(path).status_code == 200, path


def test_the_host_header_is_checked(game: Game) -> None:
    def ask(server: ServeProcess, host: str) -> httpx.Response:
        return httpx.get(
            f"{server.base}/game/fma-demo/night/2",
            headers={"X-MGM-Token": server.token, "Host": host},
            timeout=60,
        )

    server = ServeProcess(game.game_file, game.db_url)
    try:
        for host in (f"127.0.0.1:{server.port}", f"localhost:{server.port}"):
            assert ask(server, host).status_code == 200, host
        for host in (f"evil.example:{server.port}", "evil.example", f"gm.example:{server.port}"):
            refused = ask(server, host)
            assert refused.status_code == 400, host
            assert "Приказы" not in refused.text and "Host" in refused.text
    finally:
        server.stop()
    server = ServeProcess(game.game_file, game.db_url, "--allowed-host", "gm.example")
    try:
        assert ask(server, f"gm.example:{server.port}").status_code == 200
        assert ask(server, f"evil.example:{server.port}").status_code == 400
    finally:
        server.stop()


def test_every_answer_carries_the_security_headers(gm: httpx.Client) -> None:
    answers = [gm.get(path) for path in PAGES]
    answers += [
        gm.get("/game/fma-demo/day/0"),
        gm.get("/no/such/page"),
        gm.post("/flags/1/done", data={"back": "/"}, follow_redirects=False),
        httpx.get(f"{gm.base_url}/drafts", timeout=60),  # no token
        gm.get("/static/style.css"),
        gm.get("/static/htmx.min.js"),
    ]
    for answer in answers:
        where = f"{answer.request.method} {answer.request.url.path}: {answer.status_code}"
        policy = answer.headers.get("content-security-policy", "")
        assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy, where
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy, where
        assert answer.headers.get("x-frame-options") == "DENY", where
        assert answer.headers.get("referrer-policy") == "same-origin", where
        assert answer.headers.get("x-content-type-options") == "nosniff", where
        if not answer.request.url.path.startswith("/static/"):
            assert answer.headers.get("cache-control") == "no-store", where


def test_no_page_has_inline_script(gm: httpx.Client) -> None:
    for path in PAGES:
        text = gm.get(path).text
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", text), path
        assert "javascript:" not in text and not re.search(r"\son[a-z]+=", text), path
        assert not re.search(r"<style\b|\sstyle=", text), path


# -- 17: a busy port, an empty store --------------------------------------------------------


def serve_and_fail(game: Game, port: str) -> subprocess.CompletedProcess[str]:
    """``mafia-gm serve`` on a port it cannot have: it ends at once."""
    return subprocess.run(
        [*SERVE, str(game.game_file), "--port", port],
        env={**os.environ, "MAFIA_GM_DB": game.db_url},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_serve_on_a_busy_port_says_so_in_one_line(game: Game) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = serve_and_fail(game, str(port))
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and str(port) in lines[0] and "занят" in lines[0], result.stderr
    assert "token=" not in result.stderr


def test_serve_on_an_impossible_port_says_so_in_one_line(game: Game) -> None:
    result = serve_and_fail(game, "70000")
    assert result.returncode != 0
    assert result.stderr.strip().splitlines() == [
        "ошибка: порт должен быть от 0 до 65535, а не 70000"
    ]


def test_a_game_not_yet_scraped_says_how_to_sync(game: Game, tmp_path: Path) -> None:
    empty = Store(f"sqlite:///{tmp_path / 'empty.sqlite3'}")
    server = WebServer(create_app(empty, [load_game(game.game_file)], TOKEN))
    try:
        page = httpx.get(f"{server.base}/game/fma-demo", headers={"X-MGM-Token": TOKEN}, timeout=60)
        assert page.status_code == 200
        assert "mafia-gm sync" in page.text and "Живых: <strong>0" not in page.text
        scraped = httpx.get(f"{game.base}/game/fma-demo", headers={"X-MGM-Token": TOKEN})
        assert "mafia-gm sync" not in scraped.text
    finally:
        server.stop()
        empty.close()


# -- a change sent from another site (CSRF) ----------------------------------------------------


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": "http://evil.example"},
        {"Origin": "http://127.0.0.1:1"},  # another port of the same machine is another site
        {"Origin": "null"},  # a sandboxed frame or a data: page, in a browser without Sec-Fetch
        {"Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "same-site", "Origin": "null"},
    ],
)
def test_a_change_from_another_site_is_refused_even_with_the_cookie(
    game: Game, gm: httpx.Client, headers: dict[str, str]
) -> None:
    before = gm.get("/game/fma-demo/flags").text
    ids = re.findall(r'data-flag="(\d+)"', before)
    answer = gm.post(f"/flags/{ids[0]}/done", data={"back": "/"}, headers=headers)
    assert answer.status_code == 403
    refused_in_russian(answer)
    assert "другого сайта" in answer.text
    assert re.findall(r'data-flag="(\d+)"', gm.get("/game/fma-demo/flags").text) == ids


def test_a_change_from_the_page_itself_goes_through(game: Game, gm: httpx.Client) -> None:
    ids = re.findall(r'data-flag="(\d+)"', gm.get("/game/fma-demo/flags").text)
    # Chromium's own form POST under the page's referrer policy
    own = {"Origin": game.base, "Sec-Fetch-Site": "same-origin"}
    answer = gm.post(
        f"/flags/{ids[0]}/done", data={"back": "/"}, headers=own, follow_redirects=False
    )
    assert answer.status_code == 303
    assert ids[0] not in re.findall(r'data-flag="(\d+)"', gm.get("/game/fma-demo/flags").text)
