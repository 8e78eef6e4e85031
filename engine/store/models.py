"""The store's tables: games, threads, posts and their revisions, slots, days, votes, flags, drafts.

Times are stored as UTC and always come back timezone-aware, on SQLite and PostgreSQL alike.
Lists (aliases, quotes) are stored as JSON text so both databases read them the same way.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import DateTime, Index, Text, TypeDecorator, UniqueConstraint
from sqlmodel import Column, Field, SQLModel


class AwareDateTime(TypeDecorator[datetime]):
    """A DateTime that refuses naive values and always returns aware UTC datetimes."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to the store; attach a time zone")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Any) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def utcnow() -> datetime:
    return datetime.now(UTC)


def _when(nullable: bool = True) -> Any:
    return Field(default=None, sa_column=Column(AwareDateTime(timezone=True), nullable=nullable))


def _long_text() -> Any:
    return Field(default="", sa_column=Column(Text, nullable=False))


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class Game(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    slug: str = Field(index=True, unique=True)
    name: str = ""
    timezone: str = "Europe/Moscow"
    profile: str = "default"
    seed: int = 0
    created_at: datetime | None = _when()


class Thread(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    url: str = Field(index=True, unique=True)
    game_id: int | None = Field(default=None, foreign_key="game.id", index=True)
    kind: str = "game"
    engine: str = ""
    mode: str = "html"
    title: str = ""
    last_page: int = 0
    page_count: int = 0
    last_scraped_at: datetime | None = _when()
    changed_at: datetime | None = _when()  # the last time a post was stored, edited or deleted


class Post(SQLModel, table=True):
    __table_args__ = (
        UniqueConstraint("thread_id", "forum_post_id"),
        # a day's posts, and what changed in them since a day was counted
        Index("ix_post_thread_time", "thread_id", "posted_at", "changed_at"),
    )
    id: int | None = Field(default=None, primary_key=True)
    thread_id: int = Field(foreign_key="thread.id", index=True)
    forum_post_id: str
    author: str
    author_id: str | None = None
    posted_at: datetime = Field(
        sa_column=Column(AwareDateTime(timezone=True), nullable=False, index=True)
    )
    edited_at: datetime | None = _when()
    html: str = _long_text()
    text: str = _long_text()
    quotes_json: str = "[]"
    spoilers_json: str = "[]"
    revisions: int = 0
    page: int = 0
    deleted_at: datetime | None = _when()
    first_seen_at: datetime | None = _when()
    last_seen_at: datetime | None = _when()
    changed_at: datetime | None = _when()  # stored, edited, deleted or back: what reads depend on

    @property
    def quotes(self) -> list[str]:
        return list(json.loads(self.quotes_json))


class PostRevision(SQLModel, table=True):
    """The content a post had before one edit: the original text of a vote is evidence."""

    id: int | None = Field(default=None, primary_key=True)
    post_id: int = Field(foreign_key="post.id", index=True)
    number: int = 0
    edited_at: datetime | None = _when()
    replaced_at: datetime | None = _when()
    html: str = _long_text()
    text: str = _long_text()


class PlayerSlot(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("game_id", "name"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    name: str
    aliases_json: str = "[]"
    role: str = "alchemist"
    alive: bool = True
    died: str = ""
    skips: int = 0
    account: str = ""
    account_id: str | None = None
    accounts_json: str = "[]"

    @property
    def aliases(self) -> list[str]:
        return list(json.loads(self.aliases_json))


class Day(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("game_id", "number"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    number: int
    opens_at: datetime = Field(sa_column=Column(AwareDateTime(timezone=True), nullable=False))
    closes_at: datetime = Field(sa_column=Column(AwareDateTime(timezone=True), nullable=False))
    closed_at: datetime | None = _when()
    result_json: str = Field(default="", sa_column=Column(Text, nullable=False))
    # the count's cache: what the result depends on, when it was counted, the game after it
    inputs_key: str = ""
    computed_at: datetime | None = _when()
    flow_json: str = Field(default="", sa_column=Column(Text, nullable=False))


class Vote(SQLModel, table=True):
    """One vote action read from a post (GM fixes are applied when read, not stored here)."""

    __table_args__ = (UniqueConstraint("game_id", "post_id", "seq"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    post_id: int = Field(foreign_key="post.id", index=True)
    seq: int = 0
    voter: str = ""
    kind: str = "vote"
    target: str | None = None
    early: bool = False
    raw: str = ""
    status: str = "ok"
    candidates_json: str = "[]"
    written: str = ""
    how: str = ""
    final: bool = False  # «окончательно»
    format: str | None = None  # "bold", "colour", "bold,colour" or ""; None: not looked at


class VoteFix(SQLModel, table=True):
    """A GM's correction of how one vote in one post is read; it holds on every recount."""

    __table_args__ = (UniqueConstraint("game_id", "post_id", "seq"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    post_id: int = Field(foreign_key="post.id", index=True)
    seq: int = 0
    target: str | None = None
    ignore: bool = False
    written: str = ""
    created_at: datetime | None = _when()


class PostReading(SQLModel, table=True):
    """Which revision of a post a game's votes and flags were read from, and with what roster,
    profile and GM (``config_key``): a post is read again only when one of them changes."""

    game_id: int = Field(foreign_key="game.id", primary_key=True)
    post_id: int = Field(foreign_key="post.id", primary_key=True)
    revision: int = 0
    config_key: str = ""


class Flag(SQLModel, table=True):
    __table_args__ = (UniqueConstraint("game_id", "post_id", "kind", "evidence"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int | None = Field(default=None, foreign_key="game.id", index=True)
    post_id: int = Field(foreign_key="post.id", index=True)
    kind: str
    evidence: str = ""
    status: str = "open"
    created_at: datetime | None = _when()


class Draft(SQLModel, table=True):
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    kind: str = "day_result"
    day_number: int | None = None
    title: str = ""
    text: str = _long_text()
    notes: str = _long_text()
    status: str = "drafted"
    approved_hash: str | None = None
    forum_post_id: str | None = None
    created_at: datetime | None = _when()
    approved_at: datetime | None = _when()
    published_at: datetime | None = _when()
    # a publish in progress: who holds the draft and until when (an atomic claim)
    claim_owner: str | None = None
    claim_until: datetime | None = _when()


class NightOrder(SQLModel, table=True):
    """A night action the GM entered (validated against the stored game when entered)."""

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    night: int = Field(index=True)
    order_json: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    created_at: datetime | None = _when()


class Night(SQLModel, table=True):
    """A resolved night: its input and its result, as the engine gave them."""

    __table_args__ = (UniqueConstraint("game_id", "number"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    number: int
    input_json: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    result_json: str = Field(default="{}", sa_column=Column(Text, nullable=False))
    resolved_at: datetime | None = _when()


class Substitution(SQLModel, table=True):
    """A substitution the GM performed with the tool: from ``at`` on, ``account`` plays ``slot``."""

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    slot: str
    account: str
    at: datetime = Field(sa_column=Column(AwareDateTime(timezone=True), nullable=False))


class WatchLock(SQLModel, table=True):
    """One watcher per game: the holder refreshes ``heartbeat_at``; a stale lock is taken over."""

    game_id: int = Field(foreign_key="game.id", primary_key=True)
    owner: str
    heartbeat_at: datetime = Field(sa_column=Column(AwareDateTime(timezone=True), nullable=False))
