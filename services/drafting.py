"""The draft lifecycle for the faces: list, show, approve, reject, edit (by id, in the store)."""

from __future__ import annotations

from engine.store.db import Store
from engine.store.models import Draft
from poster import drafts


def list_drafts(store: Store, game_id: int | None = None) -> list[Draft]:
    with store.session() as session:
        return drafts.list_drafts(session, game_id)


def show_draft(store: Store, draft_id: int) -> Draft:
    with store.session() as session:
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
