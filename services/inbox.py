"""Night orders from the GM's private messages: read them from the forum, show what each one
says and how sure the reading is, and enter the ones the GM accepts into the night.

Messages are fetched logged in as the GM and stored once each. For night N, a message counts
from the close of day N-1 (any time for night 1) until the night's deadline (day N's opening,
unless the GM names another). A player's later message replaces his earlier order for the
same action; a message at or after the deadline is listed as late and never used. Orders are
checked against the game as it stands before the night (who is alive, Father, the Xing, the
Stone) and a reading that breaks a rule is not sure. Kill requests of the homunculi are listed
for Father's choice ("Выбираю заявку Похоти" takes that request's target and executor).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from functools import partial

from sqlmodel import col, select

from engine.errors import EngineError
from engine.gamefile import GameSpec
from engine.night_facts import GivenOrder, NightFacts, order_slot, refusal
from engine.roles import HOMUNCULI
from engine.store.db import Store
from engine.store.mailbox import AcceptedOrder, StoredMessage
from engine.store.models import NightOrder, dumps, utcnow
from mafia_i18n import N_, _
from poster.night_words import order_ru
from scraper.detect import choose_engine
from scraper.errors import LoginError
from scraper.http import PoliteClient
from scraper.nicknames import Roster
from scraper.orders import ReadOrder, read_message
from scraper.private import PrivateMessages, messages_for
from services.credentials import forum_credentials
from services.game import setup_game
from services.nights import enter_orders, flow_before_night
from services.stored_game import GameNotStoredError, open_game


class InboxError(EngineError):
    """An inbox entry the GM named that cannot be accepted."""


@dataclass(frozen=True, slots=True)
class InboxEntry:
    """One order read from one message (or a message with no readable order)."""

    id: str  # "MESSAGE.SEQ": what the GM names to accept it
    message_id: int
    player: str | None  # the slot that wrote it (None: not a player of this game)
    account: str
    posted_at: datetime
    text: str
    order: GivenOrder | None
    sure: bool
    doubts: tuple[str, ...]
    status: str  # proposed | accepted | replaced | late | request | unreadable | not_a_player
    slot: str = ""

    @property
    def describe(self) -> str:
        if self.order is None:
            return "—"
        return order_ru(self.order)


@dataclass
class Inbox:
    """The night's messages as the GM sees them."""

    night: int
    deadline: datetime
    entries: list[InboxEntry] = field(default_factory=list)

    def by_id(self, entry_id: str) -> InboxEntry:
        for entry in self.entries:
            if entry.id == entry_id:
                return entry
        raise InboxError(
            _("нет приказа {id!r} в сообщениях ночи {night}").format(id=entry_id, night=self.night)
        )


# -- reading the forum ----------------------------------------------------------------------


def game_thread(spec: GameSpec) -> str:
    return next(t.url for t in spec.threads if t.kind == "game")


def open_messages(
    spec: GameSpec, client: PoliteClient, credentials: tuple[str, str] | None = None
) -> tuple[PrivateMessages, str]:
    """The forum's private messages, logged in as the GM: (reader, messages address)."""
    url = game_thread(spec)
    login = credentials or forum_credentials(url)
    if login is None:
        raise LoginError(
            _("задайте MAFIA_GM_FORUM_USER и MAFIA_GM_FORUM_PASSWORD, чтобы читать сообщения")
        )
    engine, thread_url = choose_engine(url, client, spec.engine, tz=spec.timezone)
    reader = messages_for(engine.name, spec.timezone)
    where = reader.messages_url(thread_url)
    engine.login(client, where, *login)
    return reader, where


def fetch_messages(
    store: Store, spec: GameSpec, client: PoliteClient, credentials: tuple[str, str] | None = None
) -> int:
    """Store the GM's new private messages; how many were new."""
    game_id = setup_game(store, spec)
    reader, where = open_messages(spec, client, credentials)
    with store.session() as session:
        known = set(
            session.exec(
                select(StoredMessage.forum_message_id).where(StoredMessage.game_id == game_id)
            )
        )
    new = 0
    for message in reader.messages(client, where, lambda mid: mid in known):
        if message.message_id in known:
            continue
        with store.session() as session:
            fields = asdict(message)
            fields["forum_message_id"] = fields.pop("message_id")
            session.add(StoredMessage(game_id=game_id, first_seen_at=utcnow(), **fields))
        known.add(message.message_id)
        new += 1
    return new


def refresh_inbox(
    store: Store,
    spec: GameSpec,
    night: int,
    client: PoliteClient | None = None,
    credentials: tuple[str, str] | None = None,
) -> tuple[int, int]:
    """Read new messages; with ``[night_orders] accept_sure = true`` in the game file, enter
    every sure order at once. (new messages, orders accepted)."""
    with _client(client) as http:
        new = fetch_messages(store, spec, http, credentials)
    if not spec.night_orders.accept_sure:
        return new, 0
    return new, len(accept_orders(store, spec, night, sure=True))


# -- reading the orders ---------------------------------------------------------------------


def night_window(spec: GameSpec, night: int) -> tuple[datetime | None, datetime]:
    """When messages for night ``night`` count: after day N-1 closes, before day N opens."""
    start = spec.day_window(night - 1)[1] if night > 1 else None
    return start, spec.day_window(night)[0]


def roster_of(spec: GameSpec) -> Roster:
    return Roster([p.name for p in spec.players], {p.name: list(p.aliases) for p in spec.players})


def slot_of(spec: GameSpec, account: str, when: datetime) -> str | None:
    """The slot ``account`` played at ``when`` (substitutions included)."""
    wanted = account.casefold()
    for player in spec.players:
        current = None
        for name, since in spec.accounts_of(player.name):
            if since is None or since <= when:
                current = name
        if current is not None and current.casefold() == wanted:
            return player.name
    return None


def _facts(store: Store, spec: GameSpec, night: int) -> NightFacts:
    flow = flow_before_night(store, spec, night)
    return NightFacts.from_json(flow.night_input(night, []))


def _fit(
    order: ReadOrder, actor: str, facts: NightFacts, requests: dict[str, ReadOrder]
) -> ReadOrder:
    """The reading as an order of this actor's role: requests, Father's pick, his executor."""
    role = facts.players.get(actor)
    father = facts.state.father
    if order.action == "kill" and role in HOMUNCULI and actor != father:
        return replace(order, action="request")
    if order.action == "pick":
        chosen = requests.get(order.source or "")
        if chosen is None or chosen.target is None:
            doubt = f"заявки от {order.source or '?'} нет"
            return replace(order, action="kill", sure=False, doubts=(*order.doubts, doubt))
        return replace(
            order,
            action="kill",
            target=chosen.target,
            executor=order.source,
            source=None,
            sure=order.sure and chosen.sure,
            doubts=(*order.doubts, *chosen.doubts),
        )
    if order.action == "kill" and actor == father and not order.executor:
        by = [who for who, r in requests.items() if r.target == order.target]
        executor = by[0] if len(by) == 1 else actor
        doubt = (
            f"исполнитель из заявки: {executor}"
            if executor != actor
            else "исполнитель не назван: Отец сам"
        )
        return replace(order, executor=executor, sure=False, doubts=(*order.doubts, doubt))
    return order


def _rule_doubt(order: GivenOrder, facts: NightFacts) -> tuple[str, str | None]:
    """(slot, why the rules refuse it or None)."""
    checked = order.checked(0)
    return order_slot(checked, facts), refusal(checked, facts)


def _given(read: ReadOrder, actor: str) -> GivenOrder:
    """The reading as an order of ``actor`` (its JSON: ``ReadOrder.as_order``'s)."""
    return GivenOrder(
        actor, read.action, read.target, read.targets, read.source, read.executor, read.use
    )


def read_inbox(store: Store, spec: GameSpec, night: int, deadline: datetime | None = None) -> Inbox:
    """Every message of the night's window and after it, read into orders (reads only; an
    empty inbox before the game is in the store)."""
    start, default_deadline = night_window(spec, night)
    deadline = deadline or default_deadline
    with store.reading() as session:
        try:
            game_id = open_game(session, spec).game_id
        except GameNotStoredError:
            return Inbox(night, deadline)
    facts = _facts(store, spec, night)
    roster = roster_of(spec)
    with store.session() as session:
        query = select(StoredMessage).where(
            StoredMessage.game_id == game_id, col(StoredMessage.outgoing).is_(False)
        )
        if start is not None:
            query = query.where(StoredMessage.posted_at >= start)
        messages = list(
            session.exec(query.order_by(col(StoredMessage.posted_at), col(StoredMessage.id)))
        )
        accepted = {
            (a.message_id, a.seq)
            for a in session.exec(
                select(AcceptedOrder).where(
                    AcceptedOrder.game_id == game_id, AcceptedOrder.night == night
                )
            )
        }
    entries: list[InboxEntry] = []
    requests: dict[str, ReadOrder] = {}
    for message in messages:
        assert message.id is not None
        late = message.posted_at >= deadline
        player = slot_of(spec, message.sender, message.posted_at)
        base = partial(
            InboxEntry,
            message_id=message.id,
            player=player,
            account=message.sender,
            posted_at=message.posted_at,
            text=message.text,
        )
        reading = read_message(message.text, roster) if player is not None else None
        if reading is None or not reading.orders:
            doubt, status = (
                ("пишет не игрок этой игры", "not_a_player")
                if reading is None
                else ("приказ не прочитан", "late" if late else "unreadable")
            )
            entries.append(
                base(id=f"{message.id}.0", order=None, sure=False, doubts=(doubt,), status=status)
            )
            continue
        assert player is not None
        for seq, read in enumerate(reading.orders, 1):
            fitted = _fit(read, player, facts, requests)
            if fitted.action == "request":
                if not late:
                    requests[player] = fitted
                entries.append(
                    base(
                        id=f"{message.id}.{seq}",
                        order=_given(fitted, player),
                        sure=fitted.sure,
                        doubts=fitted.doubts,
                        status="late" if late else "request",
                        slot="request",
                    )
                )
                continue
            order: GivenOrder | None = _given(fitted, player)
            doubts = list(fitted.doubts)
            slot = "main"
            if fitted.action == "pass":
                order = None
            elif fitted.target or fitted.targets or fitted.action == "stone":
                slot, why = _rule_doubt(_given(fitted, player), facts)
                if why:
                    doubts.append(f"по правилам нельзя: {why}")
            status = "late" if late else "proposed"
            if (message.id, seq) in accepted:
                status = "accepted"
            entries.append(
                base(
                    id=f"{message.id}.{seq}",
                    order=order,
                    sure=fitted.sure and not doubts,
                    doubts=tuple(doubts),
                    status=status,
                    slot=slot,
                )
            )
    return Inbox(night, deadline, _mark_replaced(entries))


def _mark_replaced(entries: list[InboxEntry]) -> list[InboxEntry]:
    """A player's later on-time order for the same action replaces his earlier ones."""
    latest: dict[tuple[str, str], str] = {}
    for entry in entries:
        if entry.player and entry.status in ("proposed", "accepted", "request"):
            latest[(entry.player, entry.slot)] = entry.id
    return [
        replace(entry, status="replaced")
        if entry.player
        and entry.status in ("proposed", "accepted", "request")
        and latest.get((entry.player, entry.slot)) != entry.id
        else entry
        for entry in entries
    ]


# -- accepting ------------------------------------------------------------------------------


def accept_orders(
    store: Store,
    spec: GameSpec,
    night: int,
    ids: Iterable[str] = (),
    sure: bool = False,
    deadline: datetime | None = None,
) -> list[InboxEntry]:
    """Enter the named orders (and, with ``sure``, every sure one) into the night.

    An accepted order replaces the same player's stored order for the same action (his later
    message wins, and so does the GM's click over an order he typed earlier).
    """
    inbox = read_inbox(store, spec, night, deadline)
    chosen = [inbox.by_id(i) for i in ids]
    if sure:
        chosen += [
            e
            for e in inbox.entries
            if e.status == "proposed" and e.sure and e.order is not None and e not in chosen
        ]
    for entry in chosen:
        if entry.status not in ("proposed", "accepted"):
            raise InboxError(
                _("приказ {id}: {status}, не принят").format(
                    id=entry.id, status=status_ru(entry.status)
                )
            )
        if entry.order is None:
            raise InboxError(_("в сообщении {id} нет приказа, который принять").format(id=entry.id))
    done: list[InboxEntry] = []
    facts = _facts(store, spec, night) if chosen else None
    for entry in chosen:
        if entry.status == "accepted":
            continue
        assert entry.order is not None and entry.player is not None and facts is not None
        _drop_stored(store, spec, night, entry.player, entry.slot, facts)
        enter_orders(store, spec, night, [entry.order])
        _remember(store, spec, night, entry)
        done.append(replace(entry, status="accepted"))
    return done


def _drop_stored(
    store: Store, spec: GameSpec, night: int, player: str, slot: str, facts: NightFacts
) -> None:
    game_id = setup_game(store, spec)
    with store.session() as session:
        rows = session.exec(
            select(NightOrder).where(NightOrder.game_id == game_id, NightOrder.night == night)
        )
        for row in rows:
            order = GivenOrder.from_json(json.loads(row.order_json))
            if order.actor == player and order_slot(order.checked(0), facts) == slot:
                for link in session.exec(
                    select(AcceptedOrder).where(AcceptedOrder.night_order_id == row.id)
                ):
                    link.night_order_id = None
                    session.add(link)
                session.flush()
                session.delete(row)


def _remember(store: Store, spec: GameSpec, night: int, entry: InboxEntry) -> None:
    game_id = setup_game(store, spec)
    message_id, seq = entry.id.split(".")
    with store.session() as session:
        stored = session.exec(
            select(NightOrder)
            .where(NightOrder.game_id == game_id, NightOrder.night == night)
            .order_by(col(NightOrder.id).desc())
        ).first()
        session.add(
            AcceptedOrder(
                game_id=game_id,
                night=night,
                message_id=int(message_id),
                seq=int(seq),
                night_order_id=stored.id if stored else None,
                order_json=dumps(entry.order.as_json() if entry.order else None),
                accepted_at=utcnow(),
            )
        )


_STATUS_RU = {
    "proposed": N_("ждёт решения"),
    "accepted": N_("принят"),
    "replaced": N_("заменён более поздним"),
    "late": N_("пришёл после срока"),
    "request": N_("заявка на убийство (для выбора Отца)"),
    "unreadable": N_("не прочитан"),
    "not_a_player": N_("не от игрока"),
}


def status_ru(status: str) -> str:
    """An inbox entry's status in the GM's language."""
    return _(_STATUS_RU[status]) if status in _STATUS_RU else status


@contextmanager
def _client(client: PoliteClient | None) -> Iterator[PoliteClient]:
    """The caller's client, or one of our own for the call (closed after it)."""
    if client is not None:
        yield client
        return
    with PoliteClient() as own:
        yield own
