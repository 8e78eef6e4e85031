"""Claims: one process at a time may act on a row (publish a draft, send a message).

A claim is taken by one atomic UPDATE that only one process can win, on SQLite and PostgreSQL
alike: it succeeds when the row is in the wanted state and nobody holds it, or the holder's
lease ran out (a crashed process). The winner acts, then finishes or releases the claim.
"""

from __future__ import annotations

import os
import socket
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, or_, update
from sqlmodel import Session, col

from engine.store.models import utcnow


def claimant() -> str:
    """Who this process is, as a claim names it."""
    return f"{socket.gethostname()}:{os.getpid()}"


def take(
    session: Session,
    model: Any,
    row_id: int,
    owner: str,
    lease: timedelta,
    status: str,
    now: datetime | None = None,
) -> bool:
    """Claim row ``row_id`` of ``model`` (with ``claimed_by``/``claimed_until`` columns) when
    its ``status`` is ``status`` and no live claim holds it; True when this call won."""
    now = now or utcnow()
    statement = (
        update(model)
        .where(
            and_(
                col(model.id) == row_id,
                col(model.status) == status,
                or_(
                    col(model.claimed_by).is_(None),
                    col(model.claimed_by) == owner,
                    col(model.claimed_until) < now,
                ),
            )
        )
        .values(claimed_by=owner, claimed_until=now + lease)
        .execution_options(synchronize_session=False)
    )
    return bool(session.execute(statement).rowcount)  # type: ignore[attr-defined]


def release(session: Session, model: Any, row_id: int, owner: str, **values: Any) -> bool:
    """Give the claim up (setting ``values`` at once); False when this process held none."""
    statement = (
        update(model)
        .where(and_(col(model.id) == row_id, col(model.claimed_by) == owner))
        .values(claimed_by=None, claimed_until=None, **values)
        .execution_options(synchronize_session=False)
    )
    return bool(session.execute(statement).rowcount)  # type: ignore[attr-defined]
