"""The demo: serve the bundled recorded thread on 127.0.0.1, scrape it, count, draft."""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from engine.gamefile import load_game
from engine.store.db import Store
from engine.store.models import Draft
from services.demo_server import RecordedPages
from services.game import DayOutcome, draft_day, read_votes, replay_days, scrape_game
from services.scrape import ScrapeReport

DEMO_DIR = Path(__file__).resolve().parents[1] / "data" / "demo"


@dataclass(slots=True)
class DemoRun:
    db_url: str
    reports: list[ScrapeReport]
    outcomes: list[DayOutcome]
    drafts: list[Draft]


def demo_pages(topic: int = 17) -> dict[str, bytes]:
    """The recorded pages at their mybb.ru routes."""
    pages = {}
    for page_file in sorted((DEMO_DIR / "thread").glob("page-*.html")):
        number = int(page_file.stem.split("-")[1])
        route = f"/viewtopic.php?id={topic}" + (f"&p={number}" if number > 1 else "")
        pages[route] = page_file.read_bytes()
    return pages


def run_demo(db_path: Path | None = None, days: int = 3) -> DemoRun:
    """Scrape the demo thread into a fresh SQLite file, count every day, draft the results."""
    if db_path is None:
        db_path = Path(tempfile.mkdtemp(prefix="mafia-gm-demo-")) / "demo.sqlite3"
    db_path.unlink(missing_ok=True)
    url = f"sqlite:///{db_path}"
    store = Store(url)
    try:
        with RecordedPages(demo_pages()) as forum:
            spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
            reports = scrape_game(store, spec, delay=0)
        read_votes(store, spec)
        outcomes = replay_days(store, spec, days)
        drafts = [draft_day(store, spec, outcome) for outcome in outcomes]
    finally:
        store.close()
    return DemoRun(url, reports, outcomes, drafts)
