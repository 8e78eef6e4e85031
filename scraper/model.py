"""Plain data the scraper hands on: one parsed post, one parsed thread page."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scraper.content import SplitContent


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

    @classmethod
    def of(
        cls,
        post_id: str,
        author: str,
        author_id: str | None,
        posted_at: datetime,
        edited_at: datetime | None,
        content: SplitContent,
        position: int,
    ) -> ParsedPost:
        """A post from its header fields and its split content (every engine builds them so)."""
        return cls(
            post_id,
            author,
            author_id,
            posted_at,
            edited_at,
            content.html,
            content.text,
            content.quotes,
            content.spoilers,
            position,
        )


@dataclass(frozen=True, slots=True)
class ThreadPage:
    """One page of a thread: its posts in thread order and how many pages the thread has."""

    thread_url: str
    number: int
    page_count: int
    posts: list[ParsedPost] = field(default_factory=list)
    title: str = ""
