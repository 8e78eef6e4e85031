"""The GM's web page in a real browser: Playwright driving Debian's Chromium, headless.

The demo game is served by the local forum (plus one ambiguous vote, "Алиса или Борис", on
Day 2) and scraped into a SQLite file; the page runs in-process under uvicorn on 127.0.0.1.
Screenshots of the main pages go to ``artifacts/screenshots/``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from engine.gamefile import load_game
from engine.store.db import Store
from mafia_gm.web.app import create_app
from poster.drafts import get_draft, list_drafts
from poster.russian import ru_sorted
from services.game import close_day, count_day, sync_game
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import render_topic_page
from tests.test_machina_e2e import GM, Forum, forum, game_spec, marked_posts  # noqa: F401
from tests.webserver import WebServer

ROOT = Path(__file__).resolve().parent.parent
SHOTS = ROOT / "artifacts" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
COUNT = [sys.executable, "-m", "mafia_gm.cli", "count"]
TOKEN = "test-token-5f1c"
# The page's clock: the evening after the demo's Day 3 closed (23:00 in Moscow). On the real
# clock the demo runs on, every later day is skipped by all and the game ends by modkills.
DEMO_EVENING = datetime(2026, 12, 2, 20, 0, tzinfo=UTC)
WAIT = 60_000  # ms: generous, the machine is busy
MSK = ZoneInfo("Europe/Moscow")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@dataclass
class Site:
    base: str
    game_file: Path
    db_url: str
    store: Store


def demo_pages_with_an_ambiguous_vote() -> dict[str, str]:
    topic, title, posts = demo_posts()
    vote = replace(
        next(p for p in posts if p.author == "Гроза"),
        post_id=max(p.post_id for p in posts) + 1,
        posted_at=datetime(2026, 12, 1, 20, 0, tzinfo=MSK),
        bbcode="Передумала. Голос: Алиса или Борис",
        edited_at=None,
    )
    doubted = replace(  # a vote in a form the reader does not know: sent back to the GM
        vote,
        post_id=vote.post_id + 1,
        posted_at=datetime(2026, 12, 1, 20, 30, tzinfo=MSK),
        bbcode="Ну и казню Незнайку, раз так.",
    )
    posts = sorted([*posts, vote, doubted], key=lambda p: p.posted_at)
    pages = max(1, -(-len(posts) // 25))
    return {
        f"/viewtopic.php?id={topic}" + (f"&p={n}" if n > 1 else ""): render_topic_page(
            posts, n, topic, title
        )
        for n in range(1, pages + 1)
    }


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    folder = tmp_path_factory.mktemp("web")
    with LocalForum() as local:
        for route, html in demo_pages_with_an_ambiguous_vote().items():
            local.put(route, html)
        text = (DEMO_DIR / "game.toml").read_text(encoding="utf-8")
        game_file = folder / "game.toml"
        game_file.write_text(text.replace('url = "/', f'url = "{local.base}/'), encoding="utf-8")
        db_url = f"sqlite:///{folder / 'web.sqlite3'}"
        store = Store(db_url)
        spec = load_game(game_file)
        sync_game(store, spec, delay=0)
        close_day(store, spec, 1)  # a draft to look at
        server = WebServer(create_app(store, [spec], TOKEN, now=lambda: DEMO_EVENING))
        try:
            yield Site(server.base, game_file, db_url, store)
        finally:
            server.stop()
            store.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), f"{CHROMIUM} is missing: apt-get install chromium"
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield chromium
        chromium.close()


def cli_count(site: Site, day: int) -> dict[str, object]:
    result = subprocess.run(
        [*COUNT, str(site.game_file), "--day", str(day), "--json"],
        capture_output=True,
        text=True,
        env={**os.environ, "MAFIA_GM_DB": site.db_url},
        cwd=ROOT,
        timeout=120,
        check=True,
    )
    return json.loads(result.stdout)  # type: ignore[no-any-return]


def page_tally(page: Page) -> dict[str, int]:
    rows = page.locator("#count tbody tr").all()
    tally = {}
    for row in rows:
        cell = row.locator("td.num")
        if cell.get_attribute("data-count") is not None:
            tally[str(row.get_attribute("data-player"))] = int(cell.inner_text())
    return tally


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


BLOCKED: list[str] = []  # what the Content-Security-Policy refused, in any page of a test


@pytest.fixture(autouse=True)
def nothing_blocked() -> Iterator[None]:
    """Every page works within its Content-Security-Policy: nothing inline is refused."""
    BLOCKED.clear()
    yield
    assert not BLOCKED, BLOCKED


def new_page(browser: Browser, base: str | None = None, **options: object) -> Page:
    """A page in a fresh browser context; with ``base``, it opens the printed address there
    first (the token, kept as a cookie); without it, it has no token."""
    page = browser.new_context(**options).new_page()  # type: ignore[arg-type]
    page.on(
        "console",
        lambda m: BLOCKED.append(m.text) if "Content Security Policy" in m.text else None,
    )
    if base:
        page.goto(f"{base}/?token={TOKEN}")
    return page


def test_the_count_page_shows_what_the_cli_counts(site: Site, browser: Browser) -> None:
    page = new_page(browser, site.base)
    for day in (1, 2, 3):
        page.goto(f"{site.base}/game/fma-demo/day/{day}")
        expected = cli_count(site, day)["tally"]
        assert page_tally(page) == expected
        assert page.locator("#chart svg rect.vote").count() > 0
        shot(page, f"count-day-{day}")
    # the chart's last bars are the standing votes the CLI lists
    standing = {(v["voter"], v["target"]) for v in cli_count(site, 3)["votes"]}  # type: ignore[attr-defined]
    drawn = {
        (r.get_attribute("data-voter"), r.get_attribute("data-target"))
        for r in page.locator("#chart svg rect.vote").all()
    }
    assert standing <= drawn
    page.goto(f"{site.base}/game/fma-demo")
    assert page.locator("#players tbody tr").count() > 0
    shot(page, "game")
    page.goto(f"{site.base}/game/fma-demo/flags")
    assert page.locator(".flag").filter(has_text="мат").count() >= 1  # the demo has мат
    dead = count_day(site.store, load_game(site.game_file), 3).dead_posts
    assert dead and dead[0][0] in page.locator("#dead-posts").inner_text()  # a dead man's post
    shot(page, "flags")


def test_fixing_an_ambiguous_vote_from_the_page_changes_the_count(
    site: Site, browser: Browser
) -> None:
    watcher = new_page(
        browser, site.base
    )  # another tab, left open on the count: it updates in place
    watcher.goto(f"{site.base}/game/fma-demo/day/2")
    assert watcher.evaluate("typeof htmx") == "object"
    page = new_page(browser, site.base)
    page.goto(f"{site.base}/game/fma-demo/day/2")
    card = page.locator(".ambiguous").filter(has_text="Алиса или Борис")
    assert card.count() == 1
    before = page_tally(page)
    assert before == cli_count(site, 2)["tally"]
    shot(page, "ambiguous")
    card.locator("select[name=target]").select_option("Борис")
    card.locator("button[type=submit]").click()
    page.wait_for_url("**/day/2?fixed=*")
    after = page_tally(page)
    counted = cli_count(site, 2)
    assert after == counted["tally"] and after != before
    assert after.get("Борис", 0) == before.get("Борис", 0) + 1
    assert ("Гроза", "Борис") in {(v["voter"], v["target"]) for v in counted["votes"]}  # type: ignore[attr-defined]
    assert page.locator(".ambiguous").filter(has_text="Алиса или Борис").count() == 0
    assert page_tally(watcher) == before
    with watcher.expect_response("**/day/2/live"):
        watcher.locator("#refresh").click()
    # locator waits, not wait_for_function: the page's policy forbids evaluating strings
    expect(watcher.locator('#count tr[data-player="Борис"]')).to_be_attached(timeout=WAIT)
    assert page_tally(watcher) == after and watcher.url.endswith("/day/2")


def test_a_post_sent_back_waits_on_the_count_until_the_gm_closes_it(
    site: Site, browser: Browser
) -> None:
    page = new_page(browser, site.base)
    page.goto(f"{site.base}/game/fma-demo/day/2")
    card = page.locator(".vote-check").filter(has_text="казню Незнайку")
    assert card.count() == 1 and card.get_attribute("data-kind") == "vote_unread"
    assert "похоже на голос, но он не прочитан" in card.inner_text()
    options = card.locator("select[name=target] option").all_inner_texts()
    assert "Незнайка" in options and "не считать голосом" not in options  # nothing to ignore
    before = page_tally(page)
    checks = cli_count(site, 2)["vote_checks"]  # the same list for scripts
    assert [(c["author"], c["kind"]) for c in checks] == [("Гроза", "vote_unread")]  # type: ignore[attr-defined]
    page.goto(f"{site.base}/game/fma-demo/flags")
    flag = page.locator(".flag").filter(has_text="казню Незнайку")
    assert "проверьте голос" in flag.inner_text()
    with page.expect_response("**/flags/*/done"):
        flag.locator("button[type=submit]").click()
    expect(page.locator(".flag").filter(has_text="казню Незнайку")).to_have_count(0, timeout=WAIT)
    page.goto(f"{site.base}/game/fma-demo/day/2")
    assert page.locator(".vote-check").filter(has_text="казню Незнайку").count() == 0
    assert page_tally(page) == before  # looked at, read right: the count is the same
    assert cli_count(site, 2)["vote_checks"] == []


def test_without_the_token_nothing_is_shown_or_changed(site: Site, browser: Browser) -> None:
    with site.store.session() as s:
        draft_id = next(d.id for d in list_drafts(s) if d.status == "drafted")
    page = new_page(browser)  # a fresh browser: it never opened the address with the token
    for path in ("/drafts", f"/drafts/{draft_id}", "/game/fma-demo/night/2"):
        page.goto(site.base + path)
        assert "Нужен ключ доступа" in page.locator("#error").inner_text()
        assert page.locator("#drafts, #draft-text, #orders, #night-notes").count() == 0
    answer = page.request.post(f"{site.base}/drafts/{draft_id}/approve")
    assert answer.status == 403
    answer = page.request.post(
        f"{site.base}/drafts/{draft_id}/approve", headers={"X-MGM-Token": "wrong"}
    )
    assert answer.status == 403
    with site.store.session() as s:
        assert get_draft(s, draft_id or 0).status == "drafted"
    shot(page, "refused")


def test_the_page_is_usable_on_a_phone(site: Site, browser: Browser) -> None:
    page = new_page(browser, site.base, viewport={"width": 390, "height": 844}, is_mobile=True)
    for path, name in (("/game/fma-demo", "phone-game"), ("/game/fma-demo/day/3", "phone-count")):
        page.goto(site.base + path)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"{path} scrolls sideways ({width}px)"
        shot(page, name)
    frame = page.locator("#chart").bounding_box()
    chart = page.locator("#chart svg").bounding_box()
    assert frame is not None and frame["width"] <= 390  # the chart scrolls inside its frame
    assert chart is not None and chart["width"] >= 600  # at a size whose labels can be read
    assert page.locator("#count").is_visible()


def test_approve_and_publish_to_the_machina_forum(
    forum: Forum,  # noqa: F811 - the real forum fixture, imported above
    tmp_path: Path,
    browser: Browser,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MAFIA_GM_FORUM_USER", GM[0])
    monkeypatch.setenv("MAFIA_GM_FORUM_PASSWORD", GM[1])
    spec = game_spec(forum)
    store = Store(f"sqlite:///{tmp_path / 'publish.sqlite3'}")
    sync_game(store, spec, delay=0)
    _, draft = close_day(store, spec, 1)
    server = WebServer(create_app(store, [spec], TOKEN))
    try:
        page = new_page(browser, server.base)
        page.goto(f"{server.base}/drafts/{draft.id}")
        page.locator("#approve").click()
        page.wait_for_url("**done=approve")
        assert page.locator("#draft-status").inner_text() == "одобрен"
        page.locator("#publish").click()
        page.wait_for_url("**done=published")
        assert page.locator("#draft-status").inner_text() == "опубликован"
        shot(page, "published")
        with store.session() as s:
            published = get_draft(s, draft.id or 0)
        from services.publish_once import draft_key

        key = draft_key(published.id or 0, published.approved_hash or "")
        assert marked_posts(forum, key) == 1
        # the forum page shows the post; a second publish from the page sends nothing
        topic = httpx.get(forum.thread, timeout=10).text
        assert f'id="{published.forum_post_id}"' in topic
        answer = page.request.post(f"{server.base}/drafts/{draft.id}/publish")
        assert answer.ok and "Уже было опубликовано" in answer.text()
        assert marked_posts(forum, key) == 1
    finally:
        server.stop()
        store.close()


def test_the_glance_counts_down_to_the_deadline_in_game_time(site: Site, browser: Browser) -> None:
    noon = datetime(2026, 12, 2, 12, 0, tzinfo=MSK)  # Day 3 opens at 10:00, closes at 22:30
    server = WebServer(create_app(site.store, [load_game(site.game_file)], TOKEN, lambda: noon))
    try:
        page = new_page(browser, server.base)
        page.goto(f"{server.base}/game/fma-demo")
        assert page.locator("#glance").inner_text().startswith("День 3")
        first = page.locator("#countdown").inner_text()
        assert first.startswith("10 ч 30 мин") or first.startswith("10 ч 29 мин"), first
        expect(page.locator("#countdown")).to_contain_text("29 мин", timeout=WAIT)
        alive = ru_sorted(count_day(site.store, load_game(site.game_file), 3).facts.players)
        names = [
            r.locator("td").first.inner_text() for r in page.locator("#players tbody tr").all()
        ]
        assert names == alive
        assert "не писал" not in page.locator("#players").inner_text()
    finally:
        server.stop()
