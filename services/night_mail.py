"""The night page's private-message part: what it shows and what its buttons do.

The page lists the night's orders read from the GM's private messages (each with its message
and how sure the reading is), accepts one with a click or every sure one at once, and drafts,
approves and sends the night's private replies. Each function is what one button calls.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.mailbox import PrivateReply
from mafia_errors import InputError
from mafia_i18n import _
from services.inbox import Inbox, accept_orders, read_inbox, refresh_inbox
from services.private_replies import (
    SendReport,
    approve_replies,
    draft_night_replies,
    list_replies,
    send_replies,
)


@dataclass(frozen=True, slots=True)
class NightMail:
    inbox: Inbox
    replies: list[PrivateReply]


def night_mail(store: Store, spec: GameSpec, night: int) -> NightMail:
    return NightMail(
        read_inbox(store, spec, night), list_replies(store, spec, night, "night_reply")
    )


def read_forum_messages(store: Store, spec: GameSpec, night: int) -> tuple[int, int]:
    """New messages read, and sure orders accepted at once when the game file says so."""
    return refresh_inbox(store, spec, night)


def accept(store: Store, spec: GameSpec, night: int, ids: list[str], sure: bool) -> int:
    return len(accept_orders(store, spec, night, ids, sure))


def replies_step(store: Store, spec: GameSpec, night: int, step: str) -> list[SendReport]:
    """``draft`` the night's replies, ``approve`` the drafted ones, or ``send`` the approved."""
    if step == "draft":
        draft_night_replies(store, spec, night)
    elif step == "approve":
        drafted = [r.id or 0 for r in list_replies(store, spec, night) if r.status == "drafted"]
        approve_replies(store, drafted)
    elif step == "send":
        return send_replies(store, spec, None, night)
    else:
        raise InputError(_("неизвестный шаг {step!r}").format(step=step[:40]))
    return []
