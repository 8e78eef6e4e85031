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
from pathlib import Path
from typing import Any

from sqlmodel import col, select

from engine.errors import EngineError
from engine.flow import GameFlow
from engine.gamefile import GameSpec
from engine.night import NightResult, resolve_night
from engine.night_facts import NightFacts, NightRules, _order, order_slot, refusal
from engine.store.db import Store
from engine.store.models import Draft, Game, Night, NightOrder, dumps, utcnow
from poster.drafts import save_draft
from poster.night_post import render_night_post
from services.game import last_day, setup_game
from services.stored_game import open_game


class OrderError(EngineError):
    """An order the rules do not allow, or an unreadable orders file."""


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


def stored_orders(store: Store, game_id: int, number: int) -> list[dict[str, Any]]:
    with store.reading() as session:
        rows = session.exec(
            select(NightOrder)
            .where(NightOrder.game_id == game_id, NightOrder.night == number)
            .order_by(col(NightOrder.id))
        )
        return [json.loads(r.order_json) for r in rows]


def make_order(
    actor: str, action: str, targets: Sequence[str], extras: Mapping[str, str | None]
) -> dict[str, Any]:
    """One order as the CLI and the web page take it: one target or several, and whichever of
    ``executor``, ``source`` and ``use`` is given."""
    order: dict[str, Any] = {"actor": actor, "action": action}
    named = [t.strip() for t in targets if t and t.strip()]
    if len(named) == 1:
        order["target"] = named[0]
    elif named:
        order["targets"] = named
    for key in ("executor", "source", "use"):
        value = (extras.get(key) or "").strip()
        if value:
            order[key] = value
    return order


def night_view(
    store: Store, spec: GameSpec, number: int
) -> tuple[list[dict[str, Any]], Draft | None]:
    """The night's stored orders and its latest drafted result (None before it is resolved)."""
    with store.reading() as session:
        game_id = open_game(session, spec).game_id
        draft = session.exec(
            select(Draft)
            .where(Draft.game_id == game_id, Draft.kind == "night_result")
            .where(Draft.day_number == number)
            .order_by(col(Draft.id).desc())
        ).first()
        if draft is not None:
            session.expunge(draft)
    return stored_orders(store, game_id, number), draft


def read_orders_file(path: Path) -> list[dict[str, Any]]:
    """Orders from TOML (``[[orders]]``) or JSON (a list, or ``{"orders": [...]}``)."""
    try:
        text = path.read_text(encoding="utf-8")
        raw: Any = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise OrderError(f"cannot read orders from {path}: {exc}") from None
    orders = raw.get("orders") if isinstance(raw, dict) else raw
    if not isinstance(orders, list) or not all(isinstance(o, dict) for o in orders):
        raise OrderError(f"{path}: expected a list of orders")
    return orders


def enter_orders(store: Store, spec: GameSpec, number: int, orders: list[dict[str, Any]]) -> int:
    """Check every order against the game before night ``number`` and store them all, or none."""
    game_id = _game_id(store, spec)
    flow = flow_before_night(store, spec, number)
    if flow.victory and flow.victory.get("over"):
        raise OrderError("the game is over: no more nights")
    existing = stored_orders(store, game_id, number)
    facts = NightFacts.from_json(flow.night_input(number, [*existing, *orders]))
    seen: set[tuple[str, str]] = set()
    for checked in facts.orders:
        reason = refusal(checked, facts, seen)
        slot = (checked.actor, order_slot(checked, facts))
        if reason is None and slot in seen:
            reason = "one Stone use a night" if slot[1] == "stone" else "one night action a night"
        seen.add(slot)
        if checked.index >= len(existing) and reason:
            raise OrderError(f"order refused: {checked.describe()}: {reason}")
    with store.session() as session:
        for order in orders:
            _order(order, 0)  # shape check (raises RulesError on a malformed order)
            session.add(
                NightOrder(
                    game_id=game_id, night=number, order_json=dumps(order), created_at=utcnow()
                )
            )
    return len(orders)


def close_night(
    store: Store, spec: GameSpec, number: int, backfire: dict[str, bool] | None = None
) -> tuple[NightResult, Draft]:
    """Resolve night ``number`` from the stored orders, keep its result, draft its post."""
    game_id = _game_id(store, spec)
    flow = flow_before_night(store, spec, number)
    raw = flow.night_input(number, stored_orders(store, game_id, number), backfire)
    result = resolve_night(NightFacts.from_json(raw), NightRules())
    rendered = render_night_post(number, result.as_json())
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
