"""The stored game's nights: the GM enters orders, the tool checks and resolves them.

An order is checked against the game as it stands before that night (who is alive, who holds
which title and the Stone) and refused with a one-line reason. Closing the night resolves the
stored orders, keeps the result (the next day's count starts from it), and drafts the night's
results post with the private replies for the GM to send.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlmodel import col, select

from engine.errors import EngineError
from engine.flow import GameFlow
from engine.gamefile import GameSpec
from engine.night import NightResult, resolve_night
from engine.night_facts import (
    STONE_USES,
    GivenOrder,
    NightFacts,
    NightRules,
    allowed_actions,
    order_slot,
    refusal,
)
from engine.store.db import Store
from engine.store.models import Draft, Game, Night, NightOrder, dumps, utcnow
from mafia_i18n import _
from poster.drafts import save_draft
from poster.night_post import render_night_post
from poster.night_words import ACTION_NAMES_RU, STONE_USES_RU, refusal_ru
from poster.russian import ru_sort_key
from services.game import day_is_open, last_day, now_day, setup_game
from services.stored_game import GameNotStoredError, open_game, roster_for


class OrderError(EngineError):
    """An order the rules do not allow, or an unreadable orders file."""


class NightResolvedError(OrderError):
    """The night is resolved: its orders stay as they were when it was resolved."""


class DayStillOpenError(OrderError):
    """The night's preceding day is still open: its count is provisional."""


class OrderNotFoundError(OrderError):
    """No such order in the night."""


class NightOutOfRangeError(OrderError):
    """A night the game has not reached (or night 0): nothing to order, list or resolve."""


def check_night(spec: GameSpec, number: int, now: datetime) -> None:
    """Night ``number`` is one of the game's so far: 1 up to the night after today's day."""
    last = now_day(spec, now) + 1
    if not 1 <= number <= last:
        raise NightOutOfRangeError(
            _("ночи {night} в игре нет (ночи: 1..{last})").format(night=number, last=last)
        )


def flow_before_night(store: Store, spec: GameSpec, number: int) -> GameFlow:
    """The game as it stands when night ``number`` begins (votes re-read from the posts, so
    an order entered right after a scrape sees the days as they were really voted)."""
    if number <= 1:
        return GameFlow.start(spec.roles(), spec.seed)
    return last_day(store, spec, number - 1).flow


def _game_id(store: Store, spec: GameSpec) -> int:
    setup_game(store, spec)
    with store.session() as session:
        game = session.exec(select(Game).where(Game.slug == spec.slug)).one()
        assert game.id is not None
        return game.id


def stored_order_rows(store: Store, game_id: int, number: int) -> list[tuple[int, GivenOrder]]:
    """The night's orders as entered, each with its id (what ``night cancel`` names)."""
    with store.reading() as session:
        rows = session.exec(
            select(NightOrder)
            .where(NightOrder.game_id == game_id, NightOrder.night == number)
            .order_by(col(NightOrder.id))
        )
        return [(r.id or 0, GivenOrder.from_json(json.loads(r.order_json))) for r in rows]


def stored_orders(store: Store, game_id: int, number: int) -> list[GivenOrder]:
    return [order for _, order in stored_order_rows(store, game_id, number)]


def make_order(
    actor: str, action: str, targets: Sequence[str], extras: Mapping[str, str | None]
) -> GivenOrder:
    """One order as the CLI and the web page take it: one target or several, and whichever of
    ``executor``, ``source`` and ``use`` is given."""
    named = tuple(t.strip() for t in targets if t and t.strip())
    one = named[0] if len(named) == 1 else None
    extra = {key: (extras.get(key) or "").strip() or None for key in ("executor", "source", "use")}
    keys = ["actor", "action", *(["target"] if one else ["targets"] if named else [])]
    keys += [key for key, value in extra.items() if value]  # the JSON as these were given
    return GivenOrder(
        actor,
        action,
        target=one,
        targets=() if one else named,
        source=extra["source"],
        executor=extra["executor"],
        use=extra["use"],
        keys=tuple(keys),
    )


def _folded(text: str) -> str:
    return text.strip().casefold().replace("ё", "е")


def named_order(order: GivenOrder, spec: GameSpec) -> GivenOrder:
    """``order`` with every player as the roster names him (a name or an alias, in any case
    or form the reader takes as exact, ё or е, an account that played the slot) and the action
    and Stone use in the engine's words (the Russian ones the page shows taken too). A GM's
    own order is never guessed: a name one typo away, or fitting two players, is a one-line
    error, not "the actor is not alive"."""
    roster = roster_for(spec)

    def player(name: str | None) -> str | None:
        if name is None:
            return None
        found = roster.resolve(name.strip())
        if found.target is None or found.how != "exact":
            raise OrderError(
                _("нет такого игрока: {name}; имена и псевдонимы — в файле игры").format(
                    name=repr(name)
                )
            )
        return found.target

    actions = {_folded(ru): en for en, ru in ACTION_NAMES_RU.items()}
    uses = {_folded(ru): en for en, ru in STONE_USES_RU.items()}
    use = order.use and uses.get(_folded(order.use), order.use)
    return replace(
        order,
        actor=player(order.actor) or order.actor,
        action=actions.get(_folded(order.action), order.action),
        target=player(order.target),
        targets=tuple(player(t) or t for t in order.targets),
        source=player(order.source),
        executor=player(order.executor),
        use=use,
    )


def night_view(store: Store, spec: GameSpec, number: int) -> tuple[list[GivenOrder], Draft | None]:
    """The night's stored orders and its latest drafted result (None before it is resolved)."""
    with store.reading() as session:
        try:
            game_id = open_game(session, spec).game_id
        except GameNotStoredError:
            return [], None  # nothing stored yet: the page offers to read the forum
        draft = session.exec(
            select(Draft)
            .where(Draft.game_id == game_id, Draft.kind == "night_result")
            .where(Draft.day_number == number)
            .order_by(col(Draft.id).desc())
        ).first()
        if draft is not None:
            session.expunge(draft)
    return stored_orders(store, game_id, number), draft


def read_orders_file(path: Path) -> list[GivenOrder]:
    """Orders from TOML (``[[orders]]``) or JSON (a list, or ``{"orders": [...]}``)."""
    try:
        text = path.read_text(encoding="utf-8")
        raw: Any = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise OrderError(
            _("не прочитать приказы из {path}: {reason}").format(path=path, reason=exc)
        ) from None
    orders = raw.get("orders") if isinstance(raw, dict) else raw
    if not isinstance(orders, list) or not all(isinstance(o, dict) for o in orders):
        raise OrderError(_("{path}: ожидается список приказов").format(path=path))
    return [GivenOrder.from_json(order, index) for index, order in enumerate(orders)]


def enter_orders(
    store: Store,
    spec: GameSpec,
    number: int,
    orders: Sequence[GivenOrder],
    now: datetime | None = None,
    replacing: int | None = None,
) -> int:
    """Check every order against the game before night ``number`` and store them all, or none
    (``replacing``: the id of an order these take the place of, removed in the same step).
    A night whose preceding day is still open at ``now`` takes no orders: they would be checked
    against that day's provisional count."""
    check_night(spec, number, now or datetime.now(UTC))
    orders = [named_order(order, spec) for order in orders]
    game_id = _game_id(store, spec)
    flow = _flow_after_closed_day(store, spec, number, now or datetime.now(UTC))
    if flow.victory and flow.victory.over:
        raise OrderError(_("игра окончена: ночей больше нет"))
    _refuse_resolved(store, game_id, number)
    rows = stored_order_rows(store, game_id, number)
    if replacing is not None and replacing not in {row_id for row_id, _order in rows}:
        raise OrderNotFoundError(
            _("в ночи {night} нет приказа №{id}").format(id=replacing, night=number)
        )
    replaced = [order for row_id, order in rows if row_id == replacing]
    if replaced and any(order.actor != replaced[0].actor for order in orders):
        raise OrderError(
            _("приказ №{id} отдал {actor}: заменить его можно только его же приказом").format(
                id=replacing, actor=replaced[0].actor
            )
        )
    existing = [order for row_id, order in rows if row_id != replacing]
    facts = NightFacts.from_json(flow.night_input(number, [*existing, *orders]))
    seen: set[tuple[str, str]] = set()
    for checked in facts.orders:
        reason = refusal(checked, facts, seen)
        slot = (checked.actor, order_slot(checked, facts))
        if reason is None and slot in seen:
            reason = "one Stone use a night" if slot[1] == "stone" else "one night action a night"
        seen.add(slot)
        if checked.index >= len(existing) and reason:
            raise OrderError(
                _("приказ отклонён: {order}: {reason}").format(
                    order=checked.describe(), reason=refusal_ru(reason)
                )
            )
    with store.session() as session:
        if replacing is not None:
            session.delete(session.get(NightOrder, replacing))
        for order in orders:
            order.checked(0)  # shape check (raises RulesError on a malformed order)
            session.add(
                NightOrder(
                    game_id=game_id,
                    night=number,
                    order_json=dumps(order.as_json()),
                    created_at=utcnow(),
                )
            )
    return len(orders)


def close_night(
    store: Store,
    spec: GameSpec,
    number: int,
    backfire: dict[str, bool] | None = None,
    once: bool = False,
    now: datetime | None = None,
) -> tuple[NightResult, Draft]:
    """Resolve night ``number`` from the stored orders, keep its result, draft its post
    (``once``: refuse a night already resolved, as the page does; the CLI may resolve again;
    ``now``: refuse a night the game has not reached by then)."""
    if now is not None:
        check_night(spec, number, now)
    game_id = _game_id(store, spec)
    if once:
        _refuse_resolved(store, game_id, number)
    flow = flow_before_night(store, spec, number)
    raw = flow.night_input(number, stored_orders(store, game_id, number), backfire)
    result = resolve_night(NightFacts.from_json(raw), NightRules())
    rendered = render_night_post(number, result)
    with store.session() as session:
        row = session.exec(
            select(Night).where(Night.game_id == game_id, Night.number == number)
        ).first()
        row = row or Night(game_id=game_id, number=number)
        row.input_json, row.result_json = dumps(raw), dumps(result.as_json())
        row.resolved_at = utcnow()
        session.add(row)
        draft = save_draft(
            session, game_id, "night_result", number, rendered.title, rendered.text, rendered.notes
        )
    return result, draft


def _flow_after_closed_day(store: Store, spec: GameSpec, number: int, now: datetime) -> GameFlow:
    """The game before night ``number``, refused while day ``number - 1`` is still open."""
    if number <= 1:
        return flow_before_night(store, spec, number)
    replay = last_day(store, spec, number - 1)
    outcome = replay.outcomes.get(number - 1)
    if outcome is not None and day_is_open(spec, outcome, now):
        raise DayStillOpenError(
            _(
                "день {day} ещё идёт: приказы ночи {night} принимаются после его закрытия "
                "(иначе их проверял бы предварительный подсчёт)"
            ).format(day=number - 1, night=number)
        )
    return replay.flow


def night_resolved_at(store: Store, game_id: int, number: int) -> datetime | None:
    with store.reading() as session:
        row = session.exec(
            select(Night).where(Night.game_id == game_id, Night.number == number)
        ).first()
        return row.resolved_at if row is not None else None


def _refuse_resolved(store: Store, game_id: int, number: int) -> None:
    if night_resolved_at(store, game_id, number) is not None:
        raise NightResolvedError(
            _("ночь {night} уже разрешена: её приказы и итог остаются как есть").format(
                night=number
            )
        )


def cancel_order(store: Store, spec: GameSpec, number: int, order_id: int) -> GivenOrder:
    """Remove order ``order_id`` from night ``number`` (not once the night is resolved)."""
    game_id = _game_id(store, spec)
    _refuse_resolved(store, game_id, number)
    with store.session() as session:
        row = session.get(NightOrder, order_id)
        if row is None or row.game_id != game_id or row.night != number:
            raise OrderNotFoundError(
                _("в ночи {night} нет приказа №{id}").format(id=order_id, night=number)
            )
        order = GivenOrder.from_json(json.loads(row.order_json))
        session.delete(row)
    return order


@dataclass(frozen=True, slots=True)
class Actor:
    """A living player as the night page offers them: role and the actions open tonight."""

    name: str
    role: str
    actions: tuple[str, ...]
    ordered: bool


@dataclass(frozen=True, slots=True)
class NightBoard:
    """Night ``number`` as the GM works it: who is alive with what, the orders, the result."""

    number: int
    actors: list[Actor]  # the living, in Russian alphabetical order
    orders: list[tuple[int, GivenOrder]]
    stone_holder: str | None
    stone_uses: tuple[str, ...]  # the uses allowed tonight (not last night's)
    dead: list[str]
    resolved_at: datetime | None
    draft: Draft | None
    closed: str | None  # why no orders are taken now (the day before is open), else None

    @property
    def silent(self) -> list[str]:
        """The living with a night action who have not ordered yet."""
        return [
            a.name
            for a in self.actors
            if (a.actions or a.name == self.stone_holder) and not a.ordered
        ]

    @property
    def living(self) -> list[str]:
        return [a.name for a in self.actors]


def night_board(store: Store, spec: GameSpec, number: int, now: datetime) -> NightBoard:
    """What the night page shows: every choice limited to what the rules allow tonight."""
    check_night(spec, number, now)
    with store.reading() as session:  # a page read writes nothing, not even the game
        try:
            game_id: int | None = open_game(session, spec).game_id
        except GameNotStoredError:
            game_id = None
    closed: str | None = None
    if game_id is None:  # nothing stored yet: the roster as dealt, no orders
        flow = GameFlow.start(spec.roles(), spec.seed)
    else:
        try:
            flow = _flow_after_closed_day(store, spec, number, now)
        except DayStillOpenError as exc:
            closed, flow = str(exc), flow_before_night(store, spec, number)
    rows = stored_order_rows(store, game_id, number) if game_id is not None else []
    facts = NightFacts.from_json(flow.night_input(number, []))
    ordered = {order.actor for _, order in rows}
    actors = [
        Actor(name, role, tuple(allowed_actions(name, facts)), name in ordered)
        for name, role in sorted(facts.players.items(), key=lambda item: ru_sort_key(item[0]))
    ]
    stone = facts.stone
    uses = tuple(u for u in STONE_USES if stone is None or u != stone.last_action)
    return NightBoard(
        number,
        actors,
        rows,
        stone.holder if stone else None,
        uses if stone else (),
        sorted(facts.dead, key=ru_sort_key),
        night_resolved_at(store, game_id, number) if game_id is not None else None,
        night_view(store, spec, number)[1],
        closed,
    )
