"""Publish an approved draft as a reply in its thread, exactly once.

Only an approved draft whose text still hashes to what the GM approved is sent. The post
carries an invisible marker made from the draft's id and hash; before posting, and before any
retry, the thread is read and searched for it, so a timeout or a crash never double-posts.
The forum's post id is recorded on the draft.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from engine.store.db import Store
from engine.store.models import utcnow
from poster.drafts import DraftError, ensure_publishable, get_draft
from poster.markup import bbcode_to_html, bbcode_to_markdown, has_marker, marker
from scraper.engines.base import ForumEngine
from scraper.errors import FetchError, PublishError
from scraper.http import PoliteClient


@dataclass(frozen=True, slots=True)
class Published:
    draft_id: int
    forum_post_id: str
    already: bool


def draft_key(draft_id: int, approved_hash: str) -> str:
    return f"mgm{draft_id}-{approved_hash[:10]}"


def reply_body(text: str, body_format: str, mark: str) -> str:
    """The draft in the forum's own markup, with the invisible marker at its end."""
    if body_format == "markdown":
        return bbcode_to_markdown(text).rstrip() + "\n" + mark
    if body_format == "html":
        return bbcode_to_html(text) + f"<p>{mark}</p>"
    return text.rstrip() + "\n" + mark


def find_marker(
    engine: ForumEngine,
    client: PoliteClient,
    thread_url: str,
    key: str,
    since: datetime | None = None,
) -> str | None:
    """The id of a post in the thread that carries the marker, read from the last page back.

    With ``since`` (when the draft was approved) the search stops at the first page whose
    newest post is more than a day older: the reply cannot be there, and a long thread is not
    read whole before every publish. The day of margin covers a forum clock or time zone off.
    """
    first = next(iter(engine.read_pages(client, thread_url, 1)))
    for number in range(first.page_count, 0, -1):
        page = first if number == 1 else next(iter(engine.read_pages(client, thread_url, number)))
        for post in page.posts:
            if has_marker(post.html, key) or has_marker(post.text, key):
                return post.post_id
        newest = max((p.posted_at for p in page.posts), default=None)
        if since is not None and newest is not None and newest < since - timedelta(days=1):
            return None
    return None


def publish_draft(
    store: Store,
    draft_id: int,
    engine: ForumEngine,
    thread_url: str,
    client: PoliteClient,
    login: Callable[[], None],
    attempts: int = 3,
) -> Published:
    """Post the approved draft once; safe to call again, and after a lost answer."""
    with store.session() as session:
        draft = get_draft(session, draft_id)
        if draft.status == "published" and draft.forum_post_id:
            return Published(draft_id, draft.forum_post_id, already=True)
        ensure_publishable(draft)
        assert draft.approved_hash is not None
        key = draft_key(draft_id, draft.approved_hash)
        body = reply_body(draft.text, engine.body_format, marker(key))
        approved_at = draft.approved_at
        subject = draft.title
    login()
    post_id: str | None = None
    for attempt in range(attempts):
        post_id = find_marker(engine, client, thread_url, key, approved_at)
        if post_id:
            break
        try:
            post_id = engine.reply(client, thread_url, body, subject)
            post_id = post_id or find_marker(engine, client, thread_url, key, approved_at)
            break
        except FetchError:
            if attempt == attempts - 1:
                raise
            continue  # the reply may have gone through: look for the marker first
    if not post_id:
        raise PublishError(
            f"draft #{draft_id}: the forum took the reply but it is not in the thread; "
            "look at the thread before publishing again"
        )
    with store.session() as session:
        draft = get_draft(session, draft_id)
        if draft.status != "approved":
            raise DraftError(f"draft #{draft_id} changed while publishing")
        draft.status, draft.forum_post_id, draft.published_at = "published", post_id, utcnow()
        session.add(draft)
    return Published(draft_id, post_id, already=False)
