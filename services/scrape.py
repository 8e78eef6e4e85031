"""Read a thread into the store: pick the engine, page through, store each page whole.

Incremental: a re-run starts from the last page read before (a full re-read on request).
Each page is written in its own transaction together with the thread's progress, so a
killed process loses at most the page in flight and a re-run repeats nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from sqlmodel import select

from engine.store.db import Store
from engine.store.models import Thread, utcnow
from engine.store.posts import SyncStats, sync_page
from scraper.dates import DEFAULT_TZ
from scraper.detect import choose_engine
from scraper.http import DEFAULT_DELAY, PoliteClient
from scraper.model import ThreadPage

PageCallback = Callable[[ThreadPage, SyncStats], None]


@dataclass(slots=True)
class ScrapeReport:
    """What a scrape did."""

    thread_url: str
    engine: str
    mode: str
    pages_read: int = 0
    requests: int = 0
    stats: SyncStats = field(default_factory=SyncStats)


def scrape_thread(
    store: Store,
    url: str,
    delay: float = DEFAULT_DELAY,
    engine_name: str | None = None,
    full: bool = False,
    tz: str = DEFAULT_TZ,
    game_id: int | None = None,
    kind: str = "game",
    on_page: PageCallback | None = None,
    client: PoliteClient | None = None,
    credentials: tuple[str, str] | None = None,
) -> ScrapeReport:
    """Scrape ``url`` into ``store``; returns counts of new, edited and deleted posts."""
    own_client = client is None
    http = client or PoliteClient(delay=delay)
    try:
        engine, thread_url = choose_engine(url, http, engine_name, tz=tz)
        if credentials is not None:
            engine.login(http, thread_url, *credentials)
        with store.session() as session:
            thread = session.exec(select(Thread).where(Thread.url == thread_url)).first()
            known_mode = thread.mode if thread and thread.last_page and not full else None
            start = thread.last_page if thread and thread.last_page and not full else 1
        mode = engine.prepare(http, thread_url, known_mode)
        if known_mode and mode != known_mode:
            start = 1
        report = ScrapeReport(thread_url, engine.name, mode)
        for page in engine.read_pages(http, thread_url, start):
            with store.session() as session:
                row = _thread_row(session, thread_url, engine.name, game_id, kind)
                stats = sync_page(
                    session,
                    row,
                    page.number,
                    page.posts,
                    first_page=page.number == 1,
                    last_page=page.number >= page.page_count,
                )
                row.mode, row.last_page, row.page_count = mode, page.number, page.page_count
                row.title = page.title or row.title
                row.last_scraped_at = utcnow()
                session.add(row)
            report.pages_read += 1
            report.stats.add(stats)
            if on_page:
                on_page(page, stats)
        report.requests = http.requests_made
        return report
    finally:
        if own_client:
            http.close()


def _thread_row(session, url: str, engine: str, game_id: int | None, kind: str) -> Thread:  # type: ignore[no-untyped-def]
    row = session.exec(select(Thread).where(Thread.url == url)).first()
    if row is None:
        row = Thread(url=url, engine=engine, game_id=game_id, kind=kind)
        session.add(row)
        session.flush()
    elif game_id is not None and row.game_id is None:
        row.game_id = game_id
    return row
