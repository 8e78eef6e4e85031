"""A whole game run from the page, in Russian (Playwright driving Debian's Chromium, headless).

A sign-up thread on the local forum becomes a new game from the index page (roster, dealt
roles, role cards); Day 1 is voted in the thread and counted live; night 2 is refused while
Day 1 runs, then ordered from the page (an order changed, one cancelled), resolved once and not
offered again; Day 2 opens with its announcement drafted. Every page on the way is scanned for
English a GM would read. Screenshots go to ``artifacts/screenshots/flow-*.png``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from engine.gamefile import GameSpec, load_game
from engine.store.db import Store
from mafia_gm.web.app import create_app
from poster.russian import ru_sort_key
from services.game import sync_game
from tests import test_web
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost, publish_thread
from tests.signup_thread import EXPECTED, signup_posts
from tests.test_web import MSK, TOKEN, WAIT, shot
from tests.webserver import WebServer

ROOT = Path(__file__).resolve().parent.parent
chromium = test_web.browser  # the same headless Chromium, as the fixture ``chromium``
TOPIC = 42
TITLE = "Набор: Стальной алхимик"
FIRST_DAY = datetime(2026, 12, 1, tzinfo=MSK)
# Latin a GM may read: the brand, the chart's file formats (codes, not words).
CODES = {"mafia-gm", "SVG", "PNG"}
LATIN = re.compile(r"[A-Za-z][A-Za-z_'’-]*")
URL = re.compile(r"https?://\S+")
BRACKETED_ENGLISH = re.compile(r"\([^()]*[A-Za-z][^()]*\)")
CODE_TAG = re.compile(r"\[\[?/?[\w.]+(?:=[^\]]*)?\]\]?")  # BBCode, [[tables]], [day.3] rules
VISIBLE_TEXT = """() => {
  const body = document.body.cloneNode(true);
  body.querySelectorAll('code, textarea, script, style').forEach(e => e.remove());
  body.querySelectorAll('input, select').forEach(e => e.replaceWith(' '));
  return body.textContent;
}"""


class Clock:
    """The page's clock, moved by the test from one moment of the game to the next."""

    def __init__(self, at: datetime) -> None:
        self.at = at

    def __call__(self) -> datetime:
        return self.at


@dataclass
class Flow:
    forum: LocalForum
    store: Store
    clock: Clock
    base: str
    folder: Path
    english: dict[str, list[str]] = field(default_factory=dict)


def english_on(text: str, names: list[str]) -> list[str]:
    """The Latin words in ``text`` that are not a nickname, a URL, code (a BBCode tag, a TOML
    table, an element ``code``) or bracketed English."""
    text = BRACKETED_ENGLISH.sub(" ", CODE_TAG.sub(" ", URL.sub(" ", text)))
    allowed = CODES | {word for name in names for word in LATIN.findall(name)}
    return sorted({word for word in LATIN.findall(text) if word not in allowed})


def scan(flow: Flow, page: Page, name: str) -> None:
    """Keep the page's English (if any) under its name, and its screenshot."""
    found = english_on(str(page.evaluate(VISIBLE_TEXT)), EXPECTED)
    if found:
        flow.english[name] = found
    shot(page, f"flow-{name}")


@pytest.fixture
def flow(tmp_path: Path) -> Iterator[Flow]:
    store = Store(f"sqlite:///{tmp_path / 'store.sqlite3'}")
    clock = Clock(FIRST_DAY - timedelta(hours=12))
    with LocalForum() as forum:
        publish_thread(forum, signup_posts(), TOPIC, TITLE, per_page=10)
        server = WebServer(create_app(store, [], TOKEN, clock, scrape_delay=0))
        try:
            yield Flow(forum, store, clock, server.base, tmp_path)
        finally:
            server.stop()
            store.close()


def day_1_votes(spec: GameSpec) -> list[ForumPost]:
    """Day 1 in the thread: most players vote for the first in Russian order, two elsewhere."""
    names = sorted(spec.roles(), key=ru_sort_key)
    ids = {p.name: int(p.user_id or 0) for p in spec.players}
    at = FIRST_DAY + timedelta(hours=11)
    posts = [ForumPost(900, "Ведущий", 2, FIRST_DAY + timedelta(hours=10, minutes=1), "День 1")]
    for n, voter in enumerate(names[1:10], 1):
        target = names[0] if n > 2 else names[10]
        posts.append(
            ForumPost(900 + n, voter, ids[voter], at + timedelta(minutes=n), f"Голос: {target}")
        )
    return posts


def give(page: Page, actor: str, action: str, target: str, **more: str) -> None:
    """Fill the actor's row on the night page and send the order."""
    row = page.locator(f'#actors tr[data-actor="{actor}"] form.actor-order')
    row.locator('select[name="action"]').select_option(action)
    row.locator('select[name="target"]').select_option(target)
    for name, value in more.items():
        row.locator(f'select[name="{name}"]').select_option(value)
    row.locator("button").click()
    page.wait_for_load_state()


def orders_on(page: Page) -> dict[str, str]:
    return {
        str(row.get_attribute("data-actor")): row.locator(".order-text").inner_text()
        for row in page.locator("#orders tbody tr").all()
    }


def run_the_game(flow: Flow, browser: Browser) -> Path:
    """The whole game from the page, every step checked; returns the game file."""
    page = browser.new_context().new_page()
    page.set_default_timeout(WAIT)
    page.goto(f"{flow.base}/?token={TOKEN}")
    scan(flow, page, "index-empty")

    # a new game from the sign-up thread
    page.fill("#signup-url", f"{flow.forum.base}/viewtopic.php?id={TOPIC}")
    page.fill('input[name="first_day"]', FIRST_DAY.date().isoformat())
    page.fill('input[name="seed"]', "2026")
    page.click("#new-submit")
    page.wait_for_selector("#roster")
    game_file = Path(page.locator("#game-file").inner_text())
    assert game_file == flow.folder / "game-42.toml" and game_file.exists()
    spec = load_game(game_file)
    assert [p.name for p in spec.players] == EXPECTED
    shown = {
        str(r.get_attribute("data-player")): r.locator(".role").inner_text()
        for r in page.locator("#roster tbody tr").all()
    }
    assert len(shown) == 15 and "Отец" in shown.values()
    scan(flow, page, "new-game")
    page.click("#cards-link")
    assert page.locator("#cards tbody tr").count() == 15
    scan(flow, page, "role-cards")
    page.goto(f"{flow.base}/")
    assert page.locator("#games a", has_text=TITLE).count() == 1  # listed without a restart

    # Day 1, voted in the thread and counted live
    publish_thread(flow.forum, [*signup_posts(), *day_1_votes(spec)], TOPIC, TITLE, per_page=10)
    sync_game(flow.store, spec, delay=0)
    flow.clock.at = FIRST_DAY + timedelta(hours=15)
    page.goto(f"{flow.base}/game/{spec.slug}/day/1")
    leader = sorted(spec.roles(), key=ru_sort_key)[0]
    row = page.locator(f'#count tbody tr[data-player="{leader}"]').first
    voters = row.locator("td").nth(2).inner_text().split(", ")
    assert sorted(voters) == sorted(sorted(spec.roles(), key=ru_sort_key)[3:10])
    assert page.locator("#provisional").count() == 1  # counted live: the day is still open
    scan(flow, page, "day-1-live")
    page.goto(f"{flow.base}/game/{spec.slug}")
    scan(flow, page, "game-day-1")
    page.goto(f"{flow.base}/game/{spec.slug}/night/2")
    assert "день 1 ещё идёт" in page.locator("#night-closed").inner_text()
    assert page.locator("#resolve").count() == 0 and page.locator("form.actor-order").count() == 0
    scan(flow, page, "night-2-during-day-1")

    # night 2, ordered from the page
    flow.clock.at = FIRST_DAY + timedelta(hours=23)
    page.goto(f"{flow.base}/game/{spec.slug}/night/2")
    actors = [str(r.get_attribute("data-actor")) for r in page.locator("#actors tbody tr").all()]
    assert actors == sorted(actors, key=ru_sort_key) and leader not in actors  # executed
    roles = {role: name for name, role in spec.roles().items() if name in actors}
    father, envy, crystal = roles["father"], roles["envy"], roles["crystal"]
    town = [n for n in actors if spec.roles()[n] in ("alchemist", "bodyguard", "linker")]
    crystal_row = page.locator(f'#actors tr[data-actor="{crystal}"] select[name="action"] option')
    assert [o.inner_text() for o in crystal_row.all()] == ["лечение"]  # its role's action only
    give(page, father, "kill", town[0], executor=envy)
    give(page, crystal, "heal", town[1])
    assert orders_on(page)[crystal] == f"лечение → {town[1]}"
    give(page, crystal, "heal", town[2])  # the form now changes the order
    assert orders_on(page)[crystal] == f"лечение → {town[2]}"
    assert len(orders_on(page)) == 2
    scan(flow, page, "night-2-orders")
    page.locator(f'#orders tr[data-actor="{crystal}"] button.cancel').click()
    page.wait_for_load_state()
    assert crystal not in orders_on(page) and crystal in page.locator("#silent").inner_text()
    page.click("#resolve")
    page.wait_for_selector("#night-resolved")
    assert page.locator("#resolve").count() == 0  # never offered again
    assert town[0] in page.locator("#night-post").inner_text()
    scan(flow, page, "night-2-resolved")
    again = page.request.post(f"{flow.base}/game/{spec.slug}/night/2/resolve")
    assert again.status == 409 and "ночь 2 уже разрешена" in again.text()

    # Day 2 opens with its announcement
    page.click("#day-start")
    page.wait_for_selector("#draft-preview")
    assert town[0] in page.locator("#draft-preview").inner_text()
    assert page.locator("#draft-status").inner_text() == "черновик"
    scan(flow, page, "day-2-announcement")
    page.goto(f"{flow.base}/drafts")
    scan(flow, page, "drafts")
    flow.clock.at = FIRST_DAY + timedelta(days=1, hours=12)
    page.goto(f"{flow.base}/game/{spec.slug}")
    assert "День 2" in page.locator("#glance").inner_text()
    scan(flow, page, "game-day-2")
    page.goto(f"{flow.base}/game/{spec.slug}/explain?subject={leader}&day=1")
    scan(flow, page, "explain")
    page.goto(f"{flow.base}/game/{spec.slug}/flags")
    scan(flow, page, "flags")
    return game_file


def test_a_whole_game_is_run_from_the_page(flow: Flow, chromium: Browser) -> None:
    game_file = run_the_game(flow, chromium)
    assert load_game(game_file).slug == "game-42"


def cli_english(flow: Flow, game_file: Path, leader: str) -> dict[str, list[str]]:
    """The English a GM reads in the CLI's reading commands on the same game."""
    env = {**os.environ, "MAFIA_GM_DB": flow.store.url}
    said: dict[str, list[str]] = {}
    for command in (
        ["status", str(game_file)],
        ["explain", str(game_file), leader, "--day", "1"],
        ["count", str(game_file), "--day", "1"],
        ["check", str(game_file)],
    ):
        result = subprocess.run(
            [sys.executable, "-m", "mafia_gm.cli", *command],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            timeout=300,
        )
        found = english_on(result.stdout + result.stderr, EXPECTED)
        if found:
            said[command[0]] = found
    return said


def test_no_english_where_the_gm_looks(flow: Flow, chromium: Browser) -> None:
    """Every page of the game and the CLI's status, explain, count and check: no English but
    nicknames, addresses, code (BBCode, TOML tables, rule ids like [day.3]) and the English
    second line in brackets."""
    game_file = run_the_game(flow, chromium)
    spec = load_game(game_file)
    leader = sorted(spec.roles(), key=ru_sort_key)[0]
    said = {**flow.english, **cli_english(flow, game_file, leader)}
    assert said == {}, f"English where the GM looks: {said}"
