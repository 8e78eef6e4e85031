"""The draft lifecycle: drafted → approved (hash of the approved text) → published.

Nothing unapproved is ever published: publishing checks that the draft is approved and that
its text still hashes to what the GM approved. A changed text is a new draft version.
"""

from __future__ import annotations

import hashlib

from sqlmodel import Session, col, select

from engine.store.models import Draft, utcnow
from mafia_errors import DraftError, NotFoundError
from mafia_i18n import _
from poster.wording import draft_status_ru


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def save_draft(
    session: Session, game_id: int, kind: str, day: int | None, title: str, text: str, notes: str
) -> Draft:
    """Store a draft; the same text again updates notes only, a new text supersedes."""
    latest = session.exec(
        select(Draft)
        .where(
            Draft.game_id == game_id,
            Draft.kind == kind,
            Draft.day_number == day,
            col(Draft.status).in_(["drafted", "approved", "published"]),
        )
        .order_by(col(Draft.id).desc())
    ).first()
    if latest is not None and latest.text == text:
        latest.notes = notes
        session.add(latest)
        return latest
    if latest is not None and latest.status == "drafted":
        latest.status = "superseded"
        session.add(latest)
    draft = Draft(
        game_id=game_id,
        kind=kind,
        day_number=day,
        title=title,
        text=text,
        notes=notes,
        created_at=utcnow(),
    )
    session.add(draft)
    session.flush()
    return draft


def get_draft(session: Session, draft_id: int) -> Draft:
    draft = session.get(Draft, draft_id)
    if draft is None:
        raise NotFoundError(_("нет черновика #{id}").format(id=draft_id))
    return draft


def list_drafts(session: Session, game_id: int | None = None) -> list[Draft]:
    query = select(Draft).order_by(col(Draft.id))
    if game_id is not None:
        query = query.where(Draft.game_id == game_id)
    return list(session.exec(query))


def approve(session: Session, draft_id: int) -> Draft:
    draft = get_draft(session, draft_id)
    if draft.status not in ("drafted", "approved"):
        raise DraftError(
            _("черновик #{id}: {status}, одобрить нельзя").format(
                id=draft_id, status=draft_status_ru(draft.status)
            )
        )
    draft.status, draft.approved_hash, draft.approved_at = (
        "approved",
        text_hash(draft.text),
        utcnow(),
    )
    session.add(draft)
    # one approved version of a post at a time: an older approval of the same post lapses
    for older in session.exec(
        select(Draft).where(
            Draft.game_id == draft.game_id,
            Draft.kind == draft.kind,
            Draft.day_number == draft.day_number,
            Draft.status == "approved",
            Draft.id != draft.id,
        )
    ):
        older.status, older.approved_hash = "superseded", None
        session.add(older)
    return draft


def reject(session: Session, draft_id: int) -> Draft:
    draft = get_draft(session, draft_id)
    if draft.status == "published":
        raise DraftError(_("черновик #{id} уже опубликован").format(id=draft_id))
    draft.status, draft.approved_hash = "rejected", None
    session.add(draft)
    return draft


def edit(session: Session, draft_id: int, text: str) -> Draft:
    """A new version of a draft's text: it needs a new approval."""
    draft = get_draft(session, draft_id)
    if draft.status == "published":
        raise DraftError(_("черновик #{id} уже опубликован").format(id=draft_id))
    if draft.status == "superseded":
        raise DraftError(
            _("черновик #{id} заменён более новой версией: правьте последнюю").format(id=draft_id)
        )
    if draft.status == "rejected":
        raise DraftError(
            _("черновик #{id} отклонён и не будет опубликован: составьте пост заново").format(
                id=draft_id
            )
        )
    new = Draft(
        game_id=draft.game_id,
        kind=draft.kind,
        day_number=draft.day_number,
        title=draft.title,
        text=text,
        notes=draft.notes,
        created_at=utcnow(),
    )
    draft.status = "superseded"
    session.add(draft)
    session.add(new)
    session.flush()
    return new


def ensure_publishable(draft: Draft) -> None:
    """Raise unless the draft is approved and its text is the approved text."""
    if draft.status != "approved" or draft.approved_hash is None:
        raise DraftError(
            _("черновик #{id}: {status}, не одобрен: ничего не опубликовано").format(
                id=draft.id, status=draft_status_ru(draft.status)
            )
        )
    if text_hash(draft.text) != draft.approved_hash:
        raise DraftError(
            _("черновик #{id} изменён после одобрения: одобрите его снова").format(id=draft.id)
        )
