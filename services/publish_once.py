"""Publish an approved draft as a reply in its thread, exactly once.

Only an approved draft whose text still hashes to what the GM approved is sent. The post
carries an invisible marker made from the draft's id and hash; before posting, and before any
retry, the thread is read and searched for it, so a timeout or a crash never double-posts.
The forum's post id is recorded on the draft.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from engine.store import claims
from engine.store.db import Store
from engine.store.models import Draft, utcnow
from mafia_errors import ConflictError, DraftError
from mafia_i18n import _
from poster.drafts import ensure_publishable, get_draft
from poster.markup import bbcode_to_html, bbcode_to_markdown, has_marker, marker
from scraper.engines.base import ForumEngine
from scraper.errors import FetchError, PublishError
from scraper.http import PoliteClient

LEASE = timedelta(minutes=5)  # longer than any publish; a dead holder's claim ends after it


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
    lease: timedelta = LEASE,
    wait: float = 60.0,
) -> Published:
    """Post the approved draft once; safe to call again, after a lost answer, and from two
    processes at once.

    The draft is claimed in the store first (one atomic update, one winner); only the
    winner searches the thread for the marker and posts. Another process waits for the
    winner to finish (``wait`` seconds at most) and reports the post; a claim whose holder
    died expires after ``lease`` and the next try searches before posting.
    """
    owner = claims.claimant()
    deadline = time.monotonic() + wait
    while True:
        with store.session() as session:
            draft = get_draft(session, draft_id)
            if draft.status == "published" and draft.forum_post_id:
                return Published(draft_id, draft.forum_post_id, already=True)
            ensure_publishable(draft)
            if claims.claim(session, Draft, draft_id, owner, lease):
                break
        if time.monotonic() >= deadline:
            raise ConflictError(
                _(
                    "черновик #{id} публикует другой процесс; посмотрите тему и попробуйте "
                    "через минуту"
                ).format(id=draft_id)
            )
        time.sleep(0.5)
    try:
        post_id = _post_once(store, draft_id, engine, thread_url, client, login, attempts)
    except BaseException:
        with store.session() as session:
            claims.release(session, Draft, draft_id, owner)
        raise
    with store.session() as session:
        done = claims.finish(
            session,
            Draft,
            draft_id,
            owner,
            {"status": "published", "forum_post_id": post_id, "published_at": utcnow()},
        )
    if not done:
        raise DraftError(
            _("черновик #{id}: захват истёк во время публикации; пост {post}").format(
                id=draft_id, post=post_id
            )
        )
    return Published(draft_id, post_id, already=False)


def _post_once(
    store: Store,
    draft_id: int,
    engine: ForumEngine,
    thread_url: str,
    client: PoliteClient,
    login: Callable[[], None],
    attempts: int,
) -> str:
    """Under the claim: the marker searched for first, then one reply (and again only when the
    answer was lost and the marker is still not there)."""
    with store.session() as session:
        draft = get_draft(session, draft_id)
        assert draft.approved_hash is not None
        key = draft_key(draft_id, draft.approved_hash)
        body = reply_body(draft.text, engine.body_format, marker(key))
        approved_at, subject = draft.approved_at, draft.title
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
            _(
                "черновик #{id}: форум принял ответ, но его нет в теме; посмотрите тему, "
                "прежде чем публиковать снова"
            ).format(id=draft_id)
        )
    return post_id
