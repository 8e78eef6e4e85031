"""Keep the thread's posts: insert new ones, keep every edit as a revision, tombstone the vanished.

Takes any object shaped like a parsed post (see ``PostLike``), so the store needs no import from
the scraper. One call handles one page inside the caller's transaction: a page is stored whole
or not at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from sqlalchemy import insert
from sqlmodel import Session, col, select

from engine.store.models import Post, PostRevision, Thread, dumps, utcnow


class PostLike(Protocol):
    """What the store needs of a parsed post (read-only)."""

    @property
    def post_id(self) -> str: ...
    @property
    def author(self) -> str: ...
    @property
    def author_id(self) -> str | None: ...
    @property
    def posted_at(self) -> datetime: ...
    @property
    def edited_at(self) -> datetime | None: ...
    @property
    def html(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def quotes(self) -> tuple[str, ...]: ...
    @property
    def spoilers(self) -> tuple[str, ...]: ...


@dataclass(slots=True)
class SyncStats:
    """What one sync changed."""

    new: int = 0
    edited: int = 0
    deleted: int = 0
    unchanged: int = 0

    def add(self, other: SyncStats) -> None:
        self.new += other.new
        self.edited += other.edited
        self.deleted += other.deleted
        self.unchanged += other.unchanged


def sync_page(
    session: Session,
    thread: Thread,
    page_number: int,
    posts: Sequence[PostLike],
    first_page: bool,
    last_page: bool,
    now: datetime | None = None,
    tombstone: bool = True,
) -> SyncStats:
    """Upsert one page's posts and tombstone stored posts missing from its span.

    ``tombstone=False`` for a batch that is not a page (new posts read by id): nothing is
    missing from it.
    """
    assert thread.id is not None
    now = now or utcnow()
    stats = SyncStats()
    undeleted = 0
    ids = [p.post_id for p in posts]
    stored = {
        row.forum_post_id: row
        for row in session.exec(
            select(Post).where(Post.thread_id == thread.id, col(Post.forum_post_id).in_(ids))
        )
    }
    fresh: dict[str, dict[str, object]] = {}
    for parsed in posts:
        row = stored.get(parsed.post_id)
        if row is None:
            fresh.setdefault(parsed.post_id, _new_post(thread.id, page_number, parsed, now))
            stats.new += 1
        elif _changed(row, parsed):
            _record_edit(session, row, parsed, now)
            stats.edited += 1
        else:
            row.last_seen_at, row.page = now, page_number
            if row.deleted_at is not None:
                row.deleted_at, row.changed_at = None, now
                undeleted += 1
            session.add(row)
            stats.unchanged += 1
    if tombstone:
        stats.deleted = _tombstone_missing(session, thread.id, posts, first_page, last_page, now)
    if fresh:
        # one bulk statement: building an ORM object per post costs more than parsing it
        session.execute(insert(Post), list(fresh.values()))
    if stats.new or stats.edited or stats.deleted or undeleted:
        thread.changed_at = now
        session.add(thread)
    session.flush()
    return stats


def _new_post(thread_id: int, page: int, parsed: PostLike, now: datetime) -> dict[str, object]:
    return {
        "thread_id": thread_id,
        "forum_post_id": parsed.post_id,
        "author": parsed.author,
        "author_id": parsed.author_id,
        "posted_at": parsed.posted_at,
        "edited_at": parsed.edited_at,
        "html": parsed.html,
        "text": parsed.text,
        "quotes_json": dumps(list(parsed.quotes)),
        "spoilers_json": dumps(list(parsed.spoilers)),
        "revisions": 0,
        "page": page,
        "first_seen_at": now,
        "last_seen_at": now,
        "changed_at": now,
    }


def _changed(row: Post, parsed: PostLike) -> bool:
    return row.html != parsed.html or row.author != parsed.author


def _record_edit(session: Session, row: Post, parsed: PostLike, now: datetime) -> None:
    assert row.id is not None
    session.add(
        PostRevision(
            post_id=row.id,
            number=row.revisions,
            edited_at=row.edited_at,
            replaced_at=now,
            html=row.html,
            text=row.text,
        )
    )
    row.revisions += 1
    row.author, row.author_id = parsed.author, parsed.author_id
    row.html, row.text = parsed.html, parsed.text
    row.quotes_json = dumps(list(parsed.quotes))
    row.spoilers_json = dumps(list(parsed.spoilers))
    row.edited_at = parsed.edited_at or now
    row.last_seen_at, row.deleted_at, row.changed_at = now, None, now
    session.add(row)


def _tombstone_missing(
    session: Session,
    thread_id: int,
    posts: Sequence[PostLike],
    first_page: bool,
    last_page: bool,
    now: datetime,
) -> int:
    """A stored post that falls inside this page's time span but is not on it has vanished."""
    if not posts and not (first_page and last_page):
        return 0
    query = select(Post).where(Post.thread_id == thread_id, col(Post.deleted_at).is_(None))
    if posts and not first_page:
        query = query.where(Post.posted_at >= min(p.posted_at for p in posts))
    if posts and not last_page:
        query = query.where(Post.posted_at <= max(p.posted_at for p in posts))
    present = {p.post_id for p in posts}
    gone = 0
    for row in session.exec(query):
        if row.forum_post_id not in present:
            row.deleted_at = row.changed_at = now
            session.add(row)
            gone += 1
    return gone


def thread_posts(session: Session, thread_id: int, include_deleted: bool = True) -> list[Post]:
    """A thread's stored posts in thread order."""
    query = select(Post).where(Post.thread_id == thread_id)
    if not include_deleted:
        query = query.where(col(Post.deleted_at).is_(None))
    rows = list(session.exec(query))
    rows.sort(key=lambda p: (p.posted_at, _numeric(p.forum_post_id)))
    return rows


def _numeric(post_id: str) -> tuple[int, str]:
    return (int(post_id), "") if post_id.isdigit() else (0, post_id)
