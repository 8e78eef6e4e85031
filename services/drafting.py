"""The draft lifecycle for the faces: list, show, approve, reject, edit (by id, in the store)."""

from __future__ import annotations

import re

from sqlmodel import select

from engine.store.db import Store
from engine.store.models import Draft, Game
from mafia_errors import NotFoundError
from mafia_i18n import _
from poster import drafts
from scraper.bbcode import render_bbcode


def list_drafts(store: Store, game_id: int | None = None) -> list[Draft]:
    with store.reading() as session:
        return drafts.list_drafts(session, game_id)


def show_draft(store: Store, draft_id: int) -> Draft:
    with store.reading() as session:
        return drafts.get_draft(session, draft_id)


def approve_draft(store: Store, draft_id: int) -> Draft:
    with store.session() as session:
        return drafts.approve(session, draft_id)


def reject_draft(store: Store, draft_id: int) -> Draft:
    with store.session() as session:
        return drafts.reject(session, draft_id)


def edit_draft(store: Store, draft_id: int, text: str) -> Draft:
    with store.session() as session:
        return drafts.edit(session, draft_id, text)


def game_slugs(store: Store) -> dict[int, str]:
    """Every stored game's slug by its id (to name a draft's game)."""
    with store.reading() as session:
        return {g.id: g.slug for g in session.exec(select(Game)) if g.id is not None}


def game_slug_of(store: Store, draft: Draft) -> str:
    """The slug of the game a draft belongs to."""
    with store.reading() as session:
        game = session.get(Game, draft.game_id)
        if game is None:
            raise NotFoundError(
                _("черновик #{id} не относится ни к одной сохранённой игре").format(id=draft.id)
            )
        return game.slug


def act_on_draft(store: Store, draft_id: int, action: str, text: str = "") -> Draft:
    """approve | reject | edit (a new version with ``text``) | show: the draft after it."""
    with store.session() as session:
        drafts.get_draft(session, draft_id)
        if action == "approve":
            drafts.approve(session, draft_id)
        elif action == "reject":
            drafts.reject(session, draft_id)
        elif action == "edit":
            draft_id = drafts.edit(session, draft_id, text).id or draft_id
        session.flush()
        return drafts.get_draft(session, draft_id)


_INLINE_COLOUR = re.compile(r'<span style="color: ([^"<>]*)">')


def preview_html(text: str) -> str:
    """A draft as the forum will show it: its BBCode rendered by the project's one renderer
    (every text escaped there). The page's policy allows no inline style, so a colour becomes
    a class the stylesheet colours (common colours; any other is marked, not coloured)."""
    rendered = render_bbcode(text, "page")
    return _INLINE_COLOUR.sub(
        lambda m: f'<span class="bb-colour" data-colour="{m[1].lower().lstrip("#")}">', rendered
    )
