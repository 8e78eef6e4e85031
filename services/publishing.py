"""Publish an approved draft to its game thread under the GM's account (CLI and web page)."""

from __future__ import annotations

from engine.gamefile import GameSpec
from engine.store.db import Store
from mafia_i18n import _
from scraper.detect import choose_engine
from scraper.errors import LoginError
from scraper.http import PoliteClient
from services.credentials import forum_credentials
from services.publish_once import Published, publish_draft


def publish_to_game_thread(
    store: Store,
    spec: GameSpec,
    draft_id: int,
    thread: str | None = None,
    client: PoliteClient | None = None,
) -> Published:
    """Post draft ``draft_id`` as a reply in the game thread (or ``thread``), exactly once."""
    url = thread or next(t.url for t in spec.threads if t.kind == "game")
    credentials = forum_credentials(url)
    if credentials is None:
        raise LoginError(
            _("задайте MAFIA_GM_FORUM_USER и MAFIA_GM_FORUM_PASSWORD, чтобы публиковать")
        )
    http = client or PoliteClient()
    try:
        engine, thread_url = choose_engine(url, http, spec.engine, tz=spec.timezone)
        return publish_draft(
            store,
            draft_id,
            engine,
            thread_url,
            http,
            lambda: engine.login(http, thread_url, *credentials),
        )
    finally:
        if client is None:
            http.close()
