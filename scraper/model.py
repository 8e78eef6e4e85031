"""Plain data the scraper hands on: one parsed post, one parsed thread page."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True, slots=True)
class ParsedPost:
    """One post as the forum shows it, split into the author's own text and quoted text."""

    post_id: str
    author: str
    author_id: str | None
    posted_at: datetime
    edited_at: datetime | None
    html: str
    text: str
    quotes: tuple[str, ...] = ()
    spoilers: tuple[str, ...] = ()
    position: int = 0


@dataclass(frozen=True, slots=True)
class ThreadPage:
    """One page of a thread: its posts in thread order and how many pages the thread has."""

    thread_url: str
    number: int
    page_count: int
    posts: list[ParsedPost] = field(default_factory=list)
    title: str = ""
