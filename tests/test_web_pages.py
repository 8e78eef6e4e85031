"""The web page over HTTP (no browser): nights, explain, the live fragment, the chart files,
the token rules, and ``mafia-gm serve`` / ``mafia-gm chart`` as commands."""

from __future__ import annotations

import dataclasses
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import httpx
import pytest

from engine.gamefile import GameSpec, load_game
from engine.store.db import Store
from mafia_gm.web.app import create_app
from poster.russian import ru_sort_key
from services.game import count_day, sync_game
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import publish_thread
from tests.webserver import ServeProcess, WebServer

ROOT = Path(__file__).resolve().parents[1]
TOKEN = "pages-token-77"
SVG = "{http://www.w3.org/2000/svg}"
CHART = [sys.executable, "-m", "mafia_gm.cli", "chart"]


@dataclasses.dataclass
class Game:
    store: Store
    spec: GameSpec
    base: str
    game_file: Path
    db_url: str


@pytest.fixture
def game(tmp_path: Path) -> Iterator[Game]:
    topic, title, posts = demo_posts()
    db_url = f"sqlite:///{tmp_path / 'pages.sqlite3'}"
    store = Store(db_url)
    with LocalForum() as forum:
        publish_thread(forum, posts, topic, title)
        text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
        game_file = tmp_path / "game.toml"
        game_file.write_text(text.replace('url = "/', f'url = "{forum.base}/'), encoding="utf-8")
        spec = load_game(game_file)
        # the GM resolves night 2 with the tool: drop the hand-recorded night-2 death
        spec = dataclasses.replace(
            spec, deaths=tuple(d for d in spec.deaths if d.when != "night 2")
        )
        sync_game(store, spec, delay=0)
        server = WebServer(create_app(store, [spec], TOKEN))
        try:
            yield Game(store, spec, server.base, game_file, db_url)
        finally:
            server.stop()
            store.close()


@pytest.fixture
def gm(game: Game) -> Iterator[httpx.Client]:
    """A client that opened the printed address once: it holds the token cookie."""
    with httpx.Client(base_url=game.base, timeout=30, follow_redirects=True) as client:
        first = client.get(f"/?token={TOKEN}")
        assert first.status_code == 200 and "mgm_token" in client.cookies
        yield client


def order_rows(html: str) -> list[tuple[str, str, str]]:
    """(id, actor, order in Russian) of the night page's orders table."""
    return re.findall(
        r'<tr data-order="(\d+)" data-actor="([^"]+)">.*?<td class="order-text">([^<]*)</td>', html
    )


def test_night_orders_are_checked_then_resolved_with_private_replies(gm: httpx.Client) -> None:
    refused = gm.post(
        "/game/fma-demo/night/2/order",
        data={"actor": "Майор", "action": "kill", "target": "Гроза"},
    )
    assert refused.status_code == 200
    error = refused.text.split('id="order-error">')[1].split("<")[0]
    assert "убийству Отца нужен исполнитель" in error and "executor" not in error
    accepted = gm.post(
        "/game/fma-demo/night/2/order",
        data={"actor": "Алиса", "action": "check", "target": "Майор"},
    )
    assert 'id="order-error"' not in accepted.text
    assert [row[1:] for row in order_rows(accepted.text)] == [("Алиса", "проверка → Майор")]
    resolved = gm.post("/game/fma-demo/night/2/resolve")
    assert resolved.status_code == 200
    assert 'id="night-post"' in resolved.text and 'id="night-notes"' in resolved.text
    assert "Майор" in resolved.text.split('id="night-notes"')[1]  # Алиса's check answer
    assert 'id="resolve"' not in resolved.text and 'id="night-resolved"' in resolved.text
    again = gm.post("/game/fma-demo/night/2/resolve")
    assert again.status_code == 409 and "ночь 2 уже разрешена" in again.text
    late = gm.post(
        "/game/fma-demo/night/2/order",
        data={"actor": "Гроза", "action": "check", "target": "Майор"},
    )
    assert "ночь 2 уже разрешена" in late.text.split('id="order-error">')[1]


def test_an_order_is_changed_and_cancelled_on_the_page(gm: httpx.Client) -> None:
    page = gm.get("/game/fma-demo/night/2").text
    actors = re.findall(r'<tr data-actor="([^"]+)"><td>', page)
    assert actors and actors == sorted(actors, key=ru_sort_key)
    alice = page.split('<tr data-actor="Алиса">')[1].split("</tr>")[0]
    assert re.findall(
        r'<option value="(\w+)"', alice.split('name="action"')[1].split("</select>")[0]
    )
    given = gm.post(
        "/game/fma-demo/night/2/order",
        data={"actor": "Алиса", "action": "check", "target": "Майор"},
    )
    ((order_id, _, _),) = order_rows(given.text)
    changed = gm.post(
        "/game/fma-demo/night/2/order",
        data={"actor": "Алиса", "action": "check", "target": "Гроза", "replace": order_id},
    )
    assert [row[1:] for row in order_rows(changed.text)] == [("Алиса", "проверка → Гроза")]
    ((new_id, _, _),) = order_rows(changed.text)
    cancelled = gm.post(f"/game/fma-demo/night/2/cancel/{new_id}")
    assert order_rows(cancelled.text) == [] and "отменён" in cancelled.text
    missing = gm.post(f"/game/fma-demo/night/2/cancel/{new_id}")
    assert f"нет приказа №{new_id}" in missing.text


def test_explain_the_live_fragment_and_the_chart_files(game: Game, gm: httpx.Client) -> None:
    explained = gm.get("/game/fma-demo/explain", params={"subject": "Алиса", "day": 3})
    assert explained.status_code == 200 and 'id="explain"' in explained.text
    live = gm.get("/game/fma-demo/day/3/live")
    assert live.status_code == 200 and "<html" not in live.text and 'id="count"' in live.text
    tree = ElementTree.fromstring(gm.get("/game/fma-demo/day/3/chart.svg").content)
    assert tree.tag == f"{SVG}svg"
    outcome = count_day(game.store, game.spec, 3)
    bars = {
        (r.get("data-voter"), r.get("data-target"))
        for r in tree.iter(f"{SVG}rect")
        if r.get("class") == "vote"
    }
    assert {(v.voter, v.target) for v in outcome.result.standing} <= bars
    png = gm.get("/game/fma-demo/day/3/chart.png")
    assert png.headers["content-type"] == "image/png" and png.content[:8] == b"\x89PNG\r\n\x1a\n"
    missing = gm.get("/game/no-such-game")
    assert missing.status_code == 404 and "Нет игры" in missing.text


def test_the_token_comes_by_cookie_header_or_not_at_all(game: Game) -> None:
    with httpx.Client(base_url=game.base, timeout=30, follow_redirects=True) as stranger:
        assert stranger.get("/?token=wrong").status_code == 403
        assert "mgm_token" not in stranger.cookies
        for path in ("/game/fma-demo/night/2/resolve", "/flags/1/done", "/drafts/1/approve"):
            assert stranger.post(path).status_code == 403
        by_header = stranger.post(
            "/game/fma-demo/night/2/order",
            data={"actor": "Алиса", "action": "check", "target": "Майор"},
            headers={"X-MGM-Token": TOKEN},
        )
        assert by_header.status_code == 200 and "Майор" in by_header.text


def test_serve_prints_an_address_with_a_token_that_works(game: Game) -> None:
    server = ServeProcess(game.game_file, game.db_url)
    try:
        with httpx.Client(base_url=server.base, timeout=30) as browser:
            assert browser.get("/game/fma-demo").status_code == 403
            opened = browser.get(f"/?token={server.token}")
            assert opened.status_code == 303 and "mgm_token" in browser.cookies
            page = browser.get("/game/fma-demo")
            assert page.status_code == 200 and "Живые игроки" in page.text
        assert (
            httpx.post(server.base + "/game/fma-demo/night/2/resolve", timeout=30).status_code
            == 403
        )
        ok = httpx.post(
            server.base + "/game/fma-demo/night/2/resolve",
            headers={"X-MGM-Token": server.token},
            timeout=30,
        )
        assert ok.status_code == 303
    finally:
        server.stop()


def test_chart_command_writes_svg_and_png(game: Game, tmp_path: Path) -> None:
    env = {**os.environ, "MAFIA_GM_DB": game.db_url}
    for name in ("flow.svg", "flow.png"):
        subprocess.run(
            [*CHART, str(game.game_file), "--day", "2", "--out", str(tmp_path / name)],
            env=env,
            cwd=ROOT,
            check=True,
            capture_output=True,
            timeout=120,
        )
    svg = ElementTree.parse(tmp_path / "flow.svg").getroot()
    assert "День 2" in "".join(svg.itertext())
    png = (tmp_path / "flow.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    assert width == 2 * int(svg.get("width") or 0) and height == 2 * int(svg.get("height") or 0)
    wrong = subprocess.run(
        [*CHART, str(game.game_file), "--day", "2", "--out", str(tmp_path / "flow.gif")],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert wrong.returncode != 0 and ".svg или .png" in wrong.stderr


def test_editing_a_draft_makes_a_version_that_needs_its_own_approval(
    game: Game, gm: httpx.Client
) -> None:
    from poster.drafts import get_draft, list_drafts, save_draft
    from services.game import close_day

    _, draft = close_day(game.store, game.spec, 1)
    approved = gm.post(f"/drafts/{draft.id}/approve")
    assert 'data-status="approved">одобрен' in approved.text
    edited = gm.post(f"/drafts/{draft.id}/edit", data={"text": "[b]Итоги дня 1[/b]\nПравка."})
    new_id = int(str(edited.url).split("/drafts/")[1].split("?")[0])
    assert new_id != draft.id and 'data-status="drafted">черновик' in edited.text
    assert 'id="publish"' not in edited.text  # the new text is not approved yet
    with game.store.session() as s:
        assert get_draft(s, draft.id or 0).status == "superseded"
        assert get_draft(s, new_id).text == "[b]Итоги дня 1[/b]\nПравка."
    preview = edited.text.split('id="draft-preview">')[1].split("</div>")[0]
    assert preview == "<p><strong>Итоги дня 1</strong><br>Правка.</p>"
    hostile = "[color=red]<script>alert(1)</script>[/color] [url=javascript:x]ссылка[/url]"
    shown = gm.post(f"/drafts/{new_id}/edit", data={"text": hostile}).text
    preview = shown.split('id="draft-preview">')[1].split("</div>")[0]
    assert "<script>" not in preview and "&lt;script&gt;" in preview
    assert '<span class="bb-colour" data-colour="red">' in preview and "href" not in preview
    # an old version cannot fork a second live draft of the same post
    again = gm.post(f"/drafts/{draft.id}/edit", data={"text": "Вторая ветка."})
    assert again.status_code == 409 and "заменён более новой версией" in again.text
    # a day counted again with another text, both versions approved: only the last stands
    with game.store.session() as s:
        hostile_id = [d.id for d in list_drafts(s) if d.status == "drafted"][-1]
    assert "одобрен" in gm.post(f"/drafts/{hostile_id}/approve").text
    with game.store.session() as s:
        newer = save_draft(s, draft.game_id, draft.kind, draft.day_number, "t", "Заново.", "")
        newer_id = newer.id
    gm.post(f"/drafts/{newer_id}/approve")
    with game.store.session() as s:
        live = [d.id for d in list_drafts(s) if d.status == "approved" and d.kind == draft.kind]
        assert live == [newer_id]
    # a rejected draft stays rejected: no new version of it to approve
    gm.post(f"/drafts/{newer_id}/reject")
    revived = gm.post(f"/drafts/{newer_id}/edit", data={"text": "Снова."})
    assert revived.status_code == 409 and "отклонён" in revived.text


def test_a_flag_is_closed_from_its_page(game: Game, gm: httpx.Client) -> None:
    page = gm.get("/game/fma-demo/flags")
    ids = re.findall(r'data-flag="(\d+)"', page.text)
    assert ids, "the demo thread has мат and a dead player's post"
    after = gm.post(f"/flags/{ids[0]}/done", data={"back": "/game/fma-demo/flags"})
    assert re.findall(r'data-flag="(\d+)"', after.text) == ids[1:]


def test_the_night_page_of_a_game_not_yet_stored_writes_nothing(game: Game, tmp_path: Path) -> None:
    from sqlmodel import select

    from engine.store.models import Game as GameRow

    empty = Store(f"sqlite:///{tmp_path / 'empty.sqlite3'}")
    server = WebServer(create_app(empty, [game.spec], TOKEN))
    try:
        with httpx.Client(base_url=server.base, timeout=30, follow_redirects=True) as client:
            client.get(f"/?token={TOKEN}")
            page = client.get("/game/fma-demo/night/1")
        assert page.status_code == 200 and 'id="actors"' in page.text
        assert "Приказов пока нет" in page.text
        with empty.reading() as session:
            assert session.exec(select(GameRow)).first() is None
    finally:
        server.stop()
        empty.close()
