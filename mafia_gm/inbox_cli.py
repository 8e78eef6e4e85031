"""What the ``night inbox``, ``night replies`` and ``drafts send`` commands print.

Kept beside cli.py so the command definitions stay one-liners over these functions.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from rich.console import Console
from rich.table import Table

from mafia_errors import InputError
from mafia_i18n import _
from services.inbox import accept_orders, read_inbox, refresh_inbox, status_ru
from services.private_replies import (
    approve_replies,
    draft_night_replies,
    draft_role_cards,
    list_replies,
    send_replies,
)
from services.store import load_game
from services.store import open_store as Store
from services.wording import draft_status_ru

out = Console(soft_wrap=True)
err = Console(stderr=True, soft_wrap=True)


def _deadline(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise InputError(_("--deadline: не время ISO 8601: {text!r}").format(text=text)) from None
    if when.tzinfo is None:
        raise InputError(_("--deadline: нужен часовой пояс, например +03:00"))
    return when


def run_inbox(
    game: Path,
    night: int,
    accept: list[str],
    accept_sure: bool,
    deadline: str | None,
    fetch: bool,
    as_json: bool,
    db: str | None,
) -> None:
    spec, store = load_game(game), Store(db)
    when = _deadline(deadline)
    if fetch:
        new, auto = refresh_inbox(store, spec, night)
        err.print(_("новых личных сообщений с форума: {n}").format(n=new))
        if auto:
            err.print(
                _("ночь {night}: сразу принято уверенных приказов: {n} ([night_orders])").format(
                    night=night, n=auto
                )
            )
    if accept or accept_sure:
        done = accept_orders(store, spec, night, accept, accept_sure, when)
        err.print(
            _("ночь {night}: принято приказов из сообщений: {n}").format(night=night, n=len(done))
        )
    inbox = read_inbox(store, spec, night, when)
    if as_json:
        for e in inbox.entries:
            row = {
                "id": e.id,
                "player": e.player,
                "account": e.account,
                "posted_at": e.posted_at.isoformat(),
                "text": e.text,
                "order": e.order.as_json() if e.order else None,
                "sure": e.sure,
                "doubts": list(e.doubts),
                "status": e.status,
            }
            sys.stdout.write(json.dumps(row, ensure_ascii=False) + "\n")
        return
    zone = ZoneInfo(spec.timezone)
    table = Table(
        "ID",
        _("время"),
        _("игрок"),
        _("сообщение"),
        _("прочитано"),
        _("уверенность"),
        _("статус"),
    )
    for e in inbox.entries:
        table.add_row(
            e.id,
            e.posted_at.astimezone(zone).strftime("%d.%m %H:%M:%S"),
            e.player or e.account,
            e.text,
            e.describe,
            _("да") if e.sure else _("нет: ") + "; ".join(e.doubts),
            status_ru(e.status),
        )
    deadline = f"{inbox.deadline.astimezone(zone):%d.%m %H:%M:%S}"
    out.print(_("Ночь {night}, срок {deadline}").format(night=night, deadline=deadline))
    out.print(table)


def run_replies(
    game: Path,
    night: int | None,
    cards: bool,
    approve: list[int],
    approve_all: bool,
    db: str | None,
) -> None:
    spec, store = load_game(game), Store(db)
    if cards:
        draft_role_cards(store, spec)
    if night is not None:
        draft_night_replies(store, spec, night)
    kind = "role_card" if cards else "night_reply"
    replies = list_replies(store, spec, night if not cards else None, kind)
    ids = [r.id or 0 for r in replies if r.status == "drafted"] if approve_all else approve
    if ids:
        approve_replies(store, ids)
        replies = list_replies(store, spec, night if not cards else None, kind)
    for reply in replies:
        status = draft_status_ru(reply.status)
        out.rule(f"#{reply.id} → {reply.player} ({reply.account}) [{status}]")
        out.print(reply.text, markup=False, highlight=False)


def run_send(game: Path, night: int | None, db: str | None) -> None:
    spec, store = load_game(game), Store(db)
    reports = send_replies(store, spec, None, night)
    words = {
        "sent": _("ответ #{id} игроку {player} отправлен: сообщение {message}"),
        "already": _("ответ #{id} игроку {player} уже был отправлен: сообщение {message}"),
        "claimed_elsewhere": _("ответ #{id} игроку {player} отправляет другой запуск"),
    }
    for r in reports:
        said = words[r.outcome].format(
            id=r.reply_id, player=r.player, message=r.forum_message_id or ""
        )
        err.print(said.rstrip(), markup=False)
    if not reports:
        err.print(_("одобренных личных ответов для отправки нет"))
