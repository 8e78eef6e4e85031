"""Private replies: each player's night results and role card, drafted, approved by the GM, and
sent by private message exactly once.

After a night is resolved, every private result (a check's side, "Ваше действие
заблокировано", "Провал", a search's answer), Pride becoming Father, the Bodyguard becoming
the Xing, an absorption, the Stone changing hands and the homunculi meeting become one draft
per player. Sending takes the reply's claim (one sender wins, see ``engine.store.claims``), looks
in the sent messages for the reply's invisible marker, writes it only when it is not there, and
records the forum's message id; a send whose answer was lost is settled by looking again.
"""

from __future__ import annotations

import json
import os
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta

from sqlmodel import Session, col, select

from engine.gamefile import GameSpec
from engine.night_facts import NightFacts, NightState, StoneState
from engine.night_result import NightResult
from engine.roles import HOMUNCULI
from engine.store.claims import claim, finish, release
from engine.store.db import Store
from engine.store.mailbox import PrivateReply, StoredMessage
from engine.store.models import Night, utcnow
from mafia_errors import DraftError
from mafia_i18n import _
from poster.drafts import text_hash
from poster.markup import has_marker, marker
from poster.role_cards import render_role_card
from poster.wording import draft_status_ru
from scraper.errors import FetchError, PublishError
from scraper.http import PoliteClient
from scraper.private import Member, PrivateMessages
from services.game import setup_game
from services.inbox import open_messages
from services.stored_game import GameNotStoredError, open_game

LEASE = timedelta(minutes=5)


@dataclass(frozen=True, slots=True)
class SendReport:
    reply_id: int
    player: str
    forum_message_id: str | None
    outcome: str  # sent | already | claimed_elsewhere


def _account(spec: GameSpec, player: str) -> str:
    return spec.accounts_of(player)[-1][0]


def night_lines(
    number: int, before: NightState, stone_before: StoneState | None, result: NightResult
) -> dict[str, list[str]]:
    """What each player is told privately after night ``number`` (``before``: the titles and
    the Stone as the night began)."""
    lines: dict[str, list[str]] = {}

    def tell(player: str | None, text: str) -> None:
        if player:
            lines.setdefault(player, []).append(text)

    for actor, reply in sorted(result.results.items()):
        for text in reply.texts:
            tell(actor, text)
    after = result.state or before
    if after.father and after.father != before.father:
        tell(after.father, "Отец выбыл. Теперь вы — Отец: вы выбираете убийство из заявок.")
    if after.xing and after.xing != before.xing:
        tell(
            after.xing,
            "Алхимик Ксинга погиб. Теперь вы — Алхимик Ксинга: каждую ночь вы проверяете "
            "сторону одного игрока.",
        )
    for gone in result.absorbed:
        tell(gone.player, "Вы поглощены и выбываете из игры.")
    for notice in result.notices:
        for player, role in result.alive.items():
            if role in HOMUNCULI and player in notice:
                tell(player, notice)
    stone_after = result.stone
    if stone_after and stone_after.holder != (stone_before.holder if stone_before else None):
        kind = "Завершённый" if stone_after.complete else "Незавершённый"
        tell(stone_after.holder, f"Вы получили {kind} Философский камень.")
    return lines


def _save(
    session: Session,
    game_id: int,
    kind: str,
    night: int | None,
    player: str,
    account: str,
    subject: str,
    text: str,
) -> PrivateReply:
    """Keep one live draft per (kind, night, player): same text kept, a new text supersedes."""
    live = session.exec(
        select(PrivateReply).where(
            PrivateReply.game_id == game_id,
            PrivateReply.kind == kind,
            PrivateReply.night == night,
            PrivateReply.player == player,
            col(PrivateReply.status).in_(["drafted", "approved", "sent"]),
        )
    ).first()
    if live is not None and (live.text == text or live.status == "sent"):
        return live
    if live is not None:
        live.status = "superseded"
        session.add(live)
    reply = PrivateReply(
        game_id=game_id,
        kind=kind,
        night=night,
        player=player,
        account=account,
        subject=subject,
        text=text,
        created_at=utcnow(),
    )
    session.add(reply)
    session.flush()
    return reply


def draft_night_replies(store: Store, spec: GameSpec, number: int) -> list[PrivateReply]:
    """One draft per player told something after the resolved night ``number``."""
    game_id = setup_game(store, spec)
    with store.session() as session:
        night = session.exec(
            select(Night).where(Night.game_id == game_id, Night.number == number)
        ).first()
        if night is None or night.resolved_at is None:
            raise DraftError(
                _("ночь {night} ещё не разрешена: сначала закройте её").format(night=number)
            )
        facts = NightFacts.from_json(json.loads(night.input_json))
        result = NightResult.from_json(json.loads(night.result_json))
        told = night_lines(number, facts.state, facts.stone, result)
        replies = [
            _save(
                session,
                game_id,
                "night_reply",
                number,
                player,
                _account(spec, player),
                f"Ночь {number}: итоги для вас",
                "\n".join([f"Ночь {number}.", *said]),
            )
            for player, said in sorted(told.items())
        ]
        for reply in replies:
            session.expunge(reply)
    return replies


def role_card(spec: GameSpec, player: str) -> str:
    """The player's role card (``poster.role_cards``): role, side, abilities, whom it knows."""
    return render_role_card(player, spec.roles(), spec.name or spec.slug, spec.gm).text


def draft_role_cards(store: Store, spec: GameSpec) -> list[PrivateReply]:
    game_id = setup_game(store, spec)
    with store.session() as session:
        replies = [
            _save(
                session,
                game_id,
                "role_card",
                None,
                p.name,
                _account(spec, p.name),
                "Ваша роль",
                role_card(spec, p.name),
            )
            for p in spec.players
        ]
        gone = session.exec(  # cards of players no longer in the roster (a re-deal)
            select(PrivateReply).where(
                PrivateReply.game_id == game_id,
                PrivateReply.kind == "role_card",
                PrivateReply.status == "drafted",
                col(PrivateReply.player).not_in([p.name for p in spec.players]),
            )
        )
        for card in gone:
            card.status = "superseded"
            session.add(card)
        for reply in replies:
            session.expunge(reply)
    return replies


def list_replies(
    store: Store, spec: GameSpec, night: int | None = None, kind: str | None = None
) -> list[PrivateReply]:
    with store.reading() as session:
        try:
            game_id = open_game(session, spec).game_id
        except GameNotStoredError:
            return []
        query = select(PrivateReply).where(
            PrivateReply.game_id == game_id, PrivateReply.status != "superseded"
        )
        if night is not None:
            query = query.where(PrivateReply.night == night)
        if kind is not None:
            query = query.where(PrivateReply.kind == kind)
        rows = list(session.exec(query.order_by(col(PrivateReply.id))))
        for row in rows:
            session.expunge(row)
    return rows


def approve_replies(store: Store, ids: Iterable[int]) -> list[PrivateReply]:
    """Approve drafted replies: the hash of the text is recorded; only that text is sent."""
    done = []
    with store.session() as session:
        for reply_id in ids:
            reply = session.get(PrivateReply, reply_id)
            if reply is None:
                raise DraftError(_("нет личного ответа #{id}").format(id=reply_id))
            if reply.status not in ("drafted", "approved"):
                raise DraftError(
                    _("личный ответ #{id}: {status}, не одобрен").format(
                        id=reply_id, status=draft_status_ru(reply.status)
                    )
                )
            reply.status, reply.approved_hash = "approved", text_hash(reply.text)
            reply.approved_at = utcnow()
            session.add(reply)
            session.flush()
            session.expunge(reply)
            done.append(reply)
    return done


def reply_key(reply_id: int, approved_hash: str) -> str:
    return f"mgmpm{reply_id}-{approved_hash[:10]}"


def _member(store: Store, game_id: int, account: str) -> Member:
    """The account to write to, with its forum id when a message from it told us."""
    with store.session() as session:
        uid = session.exec(
            select(StoredMessage.sender_id).where(
                StoredMessage.game_id == game_id,
                StoredMessage.sender == account,
                col(StoredMessage.sender_id).is_not(None),
            )
        ).first()
    return Member(account, uid)


def default_owner() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def send_replies(
    store: Store,
    spec: GameSpec,
    client: PoliteClient | None = None,
    night: int | None = None,
    credentials: tuple[str, str] | None = None,
    owner: str | None = None,
    attempts: int = 3,
) -> list[SendReport]:
    """Send every approved, unsent reply of the game (of ``night`` when given), once each."""
    if client is None:
        with PoliteClient() as own:
            return send_replies(store, spec, own, night, credentials, owner, attempts)
    owner = owner or default_owner()
    waiting = [r for r in list_replies(store, spec, night) if r.status == "approved"]
    if not waiting:
        return []
    reader, where = open_messages(spec, client, credentials)
    reports: list[SendReport] = []
    for reply in waiting:
        assert reply.id is not None
        if text_hash(reply.text) != reply.approved_hash:
            raise DraftError(
                _("личный ответ #{id} изменён после одобрения: одобрите его снова").format(
                    id=reply.id
                )
            )
        with store.session() as session:
            won = claim(session, PrivateReply, reply.id, owner, LEASE)
        if not won:
            reports.append(SendReport(reply.id, reply.player, None, "claimed_elsewhere"))
            continue
        key = reply_key(reply.id, reply.approved_hash or "")
        to = _member(store, reply.game_id, reply.account)
        try:
            found, sent_now = _send_once(reader, client, where, to, reply, key, attempts)
        except BaseException:
            with store.session() as session:
                release(session, PrivateReply, reply.id, owner)
            raise
        with store.session() as session:
            kept = finish(
                session,
                PrivateReply,
                reply.id,
                owner,
                {"status": "sent", "forum_message_id": found, "sent_at": utcnow()},
            )
        if not kept:
            raise DraftError(
                _("личный ответ #{id}: его тем временем взял другой отправитель").format(
                    id=reply.id
                )
            )
        reports.append(SendReport(reply.id, reply.player, found, "sent" if sent_now else "already"))
    return reports


def _send_once(
    reader: PrivateMessages,
    client: PoliteClient,
    where: str,
    to: Member,
    reply: PrivateReply,
    key: str,
    attempts: int,
) -> tuple[str, bool]:
    """(the forum's message id, whether it was written now)."""

    def carries(text: str) -> bool:
        return has_marker(text, key)

    body = reply.text.rstrip() + "\n" + marker(key)
    for attempt in range(attempts):
        found = reader.find_sent(client, where, to, carries, reply.approved_at)
        if found:
            return found, attempt > 0
        try:
            sent = reader.send(client, where, to, reply.subject, body)
        except FetchError:
            if attempt == attempts - 1:
                raise
            continue  # the message may have gone: look for its marker first
        found = sent or reader.find_sent(client, where, to, carries, reply.approved_at)
        if found:
            return found, True
        raise PublishError(
            _(
                "личный ответ #{id}: форум принял сообщение для {name}, но его нет среди "
                "отправленных; посмотрите там, прежде чем отправлять снова"
            ).format(id=reply.id, name=to.name)
        )
    raise PublishError(
        _("личный ответ #{id}: не отправлен после попыток: {n}").format(id=reply.id, n=attempts)
    )
