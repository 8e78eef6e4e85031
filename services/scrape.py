"""Read a thread into the store: pick the engine, page through, store each page whole.

Incremental: a re-run starts from the last page read before, or, given ``reread_since`` (the
opening of the day being counted), from the first page holding a post of that day, so the
day's edits and deletions are caught; ``full`` re-reads every page. Where the engine reads
new posts by id (mybb's API), pages are read up to the last page known before and the posts
after it come from the API. Each page is written in its own transaction together with the
thread's progress, so a killed process loses at most the page in flight and a re-run repeats
nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime

from sqlmodel import Session, col, select

from engine.store.db import Store
from engine.store.models import Post, Thread, utcnow
from engine.store.posts import SyncStats, sync_page
from scraper.dates import DEFAULT_TZ
from scraper.detect import choose_engine
from scraper.engines.base import ForumEngine
from scraper.http import DEFAULT_DELAY, PoliteClient
from scraper.model import ThreadPage

__all__ = ["PageCallback", "ScrapeReport", "SyncStats", "ThreadPage", "scrape_thread"]

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


@dataclass(frozen=True, slots=True)
class _Plan:
    """Which pages a run reads: from ``start`` on, up to ``stop`` when new posts come by id."""

    start: int
    stop: int | None
    known_mode: str | None


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
    reread_since: datetime | None = None,
) -> ScrapeReport:
    """Scrape ``url`` into ``store``; returns counts of new, edited and deleted posts.

    ``reread_since``: every page holding a post at or after this moment is read again.
    """
    own_client = client is None
    http = client or PoliteClient(delay=delay)
    try:
        engine, thread_url = choose_engine(url, http, engine_name, tz=tz)
        if credentials is not None:
            engine.login(http, thread_url, *credentials)
        with store.session() as session:
            plan = _plan(session, thread_url, full, reread_since)
        mode = engine.prepare(http, thread_url, plan.known_mode)
        if plan.known_mode and mode != plan.known_mode:
            plan = _Plan(1, None, None)
        report = ScrapeReport(thread_url, engine.name, mode)

        def save(page: ThreadPage, by_id: bool = False) -> None:
            with store.session() as session:
                row = _thread_row(session, thread_url, engine.name, game_id, kind)
                stats = sync_page(
                    session,
                    row,
                    page.number,
                    page.posts,
                    first_page=page.number == 1,
                    last_page=page.number >= page.page_count,
                    tombstone=not by_id,
                )
                if not by_id:
                    row.mode, row.page_count = mode, page.page_count
                    if page.number >= plan.start:  # pages before it were probed backwards
                        row.last_page = page.number
                row.title = page.title or row.title
                row.last_scraped_at = utcnow()
                session.add(row)
            report.pages_read += 0 if by_id else 1
            report.stats.add(stats)
            if on_page:
                on_page(page, stats)

        stop = plan.stop if engine.reads_new_posts_by_id() else None
        last = None
        for page in _pages(engine, http, thread_url, plan.start, reread_since, stop):
            save(page)
            if page.number >= plan.start:
                last = page
        if last is not None and last.number < last.page_count:
            newer = engine.read_new_posts(http, thread_url, _last_post_id(store, thread_url))
            if newer is None:
                for page in engine.read_pages(http, thread_url, last.number + 1):
                    save(page)
            else:
                save(ThreadPage(thread_url, last.page_count, last.page_count, newer), by_id=True)
        report.requests = http.requests_made
        return report
    finally:
        if own_client:
            http.close()


def _plan(session: Session, thread_url: str, full: bool, since: datetime | None) -> _Plan:
    thread = session.exec(select(Thread).where(Thread.url == thread_url)).first()
    if thread is None or not thread.last_page or full:
        return _Plan(1, None, None)
    start = thread.last_page
    if since is not None:
        first_of_day = session.exec(
            select(Post.page)
            .where(Post.thread_id == thread.id, Post.posted_at >= since)
            .order_by(col(Post.page))
        ).first()
        if first_of_day:
            start = min(start, first_of_day)
    return _Plan(start, max(thread.page_count, start), thread.mode)


def _pages(
    engine: ForumEngine,
    http: PoliteClient,
    thread_url: str,
    start: int,
    since: datetime | None,
    stop: int | None,
) -> Iterator[ThreadPage]:
    """Page ``start``; the pages before it while they still hold posts from ``since`` on
    (deletions move a day's posts to earlier pages); then the pages after it, to ``stop``."""
    first = _one_page(engine, http, thread_url, start)
    yield first
    earliest = first
    while since and earliest.number > 1 and earliest.posts and earliest.posts[0].posted_at >= since:
        earliest = _one_page(engine, http, thread_url, earliest.number - 1)
        yield earliest
    if first.number >= first.page_count or (stop is not None and first.number >= stop):
        return
    for page in engine.read_pages(http, thread_url, start + 1):
        yield page
        if stop is not None and page.number >= stop:
            return


def _one_page(engine: ForumEngine, http: PoliteClient, thread_url: str, number: int) -> ThreadPage:
    return next(iter(engine.read_pages(http, thread_url, number)))


def _last_post_id(store: Store, thread_url: str) -> str:
    """The highest numeric forum post id stored for the thread ("" when there is none)."""
    with store.session() as session:
        ids = session.exec(
            select(Post.forum_post_id).join(Thread).where(Thread.url == thread_url)
        ).all()
    numeric = [int(i) for i in ids if i.isdigit()]
    return str(max(numeric)) if numeric else ""


def _thread_row(session: Session, url: str, engine: str, game_id: int | None, kind: str) -> Thread:
    row: Thread | None = session.exec(select(Thread).where(Thread.url == url)).first()
    if row is None:
        row = Thread(url=url, engine=engine, game_id=game_id, kind=kind)
        session.add(row)
        session.flush()
    elif game_id is not None and row.game_id is None:
        row.game_id = game_id
    return row
