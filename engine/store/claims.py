"""Claim a row for one worker: one atomic UPDATE, one winner, on SQLite and PostgreSQL alike.

A row that is ready (``status`` is ``ready``) and not claimed, or whose claim has lapsed, is
claimed with ``UPDATE … SET claim_owner=:me, claim_until=:lease WHERE id=:id AND status=:ready
AND (claim_owner IS NULL OR claim_until < :now OR claim_owner = :me)``. The database serialises
the UPDATEs, so exactly one worker sees one row changed. A crashed worker's claim lapses with
its lease; the next worker looks for what the first may have done before doing it again.

Any table with ``id``, ``status``, ``claim_owner`` and ``claim_until`` columns can use it
(private replies now; the publishing of drafts can take the same two columns).
"""

from __future__ import annotations

import os
import socket
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import or_, update
from sqlmodel import Session

from engine.store.models import utcnow


def claim(
    session: Session,
    model: Any,
    row_id: int,
    owner: str,
    lease: timedelta,
    ready: str = "approved",
    now: datetime | None = None,
) -> bool:
    """Take the claim on row ``row_id`` of ``model`` for ``owner``; True when it is ours."""
    now = now or utcnow()
    statement = (
        update(model)
        .where(
            model.id == row_id,
            model.status == ready,
            or_(
                model.claim_owner.is_(None),
                model.claim_until < now,
                model.claim_owner == owner,
            ),
        )
        .values(claim_owner=owner, claim_until=now + lease)
        .execution_options(synchronize_session=False)
    )
    return session.execute(statement).rowcount == 1  # type: ignore[attr-defined, no-any-return]


def finish(session: Session, model: Any, row_id: int, owner: str, values: dict[str, Any]) -> bool:
    """Set ``values`` on a row we still hold, and let go of the claim; False if we lost it."""
    statement = (
        update(model)
        .where(model.id == row_id, model.claim_owner == owner)
        .values(**values, claim_owner=None, claim_until=None)
        .execution_options(synchronize_session=False)
    )
    return session.execute(statement).rowcount == 1  # type: ignore[attr-defined, no-any-return]


def release(session: Session, model: Any, row_id: int, owner: str) -> None:
    """Let go of a claim without changing the row (the work failed: another may try)."""
    finish(session, model, row_id, owner, {})


def claimant() -> str:
    """Who this process is, as a claim names it."""
    return f"{socket.gethostname()}:{os.getpid()}"
