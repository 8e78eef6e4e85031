"""Seeded random games of 15 players, played from Night 1 to victory through both engines.

Orders and votes are random but mostly legal (every role sends what it may, the Stone holder
uses the Stone), with an order and a vote from a dead player each phase to prove they are
refused. Used by the simulation tests and by bench/night.py.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from engine.day import resolve_day
from engine.day_facts import DayFacts
from engine.day_result import DayResult
from engine.flow import GameFlow
from engine.night import NightResult, resolve_night
from engine.night_facts import MAIN_ACTION, STONE_USES, GivenOrder, NightFacts
from engine.roles import HOMUNCULI, ROLES

ROLES_15 = [*(r for r in ROLES if r != "alchemist"), *["alchemist"] * 4]
MSK = timezone(timedelta(hours=3))
MAX_CYCLES = 40


@dataclass(slots=True)
class PlayedNight:
    facts: dict[str, Any]
    result: NightResult
    alive_before: dict[str, str]


@dataclass(slots=True)
class PlayedGame:
    flow: GameFlow
    nights: list[PlayedNight] = field(default_factory=list)
    days: list[tuple[dict[str, Any], DayResult, dict[str, str]]] = field(default_factory=list)


def random_orders(flow: GameFlow, rnd: random.Random) -> list[GivenOrder]:
    alive = list(flow.alive)
    orders: list[GivenOrder] = []

    def anyone(exclude: str | None = None) -> str:
        pool = [p for p in alive if p != exclude] or alive
        return rnd.choice(pool)

    state = flow.state
    for player, role in flow.alive.items():
        if rnd.random() < 0.1:
            continue  # some players send nothing
        if player == state.father:
            executors = [p for p, r in flow.alive.items() if r in HOMUNCULI]
            orders.append(
                GivenOrder(player, "kill", target=anyone(player), executor=rnd.choice(executors))
            )
        action = MAIN_ACTION.get(role)
        if player == state.xing:
            action = "check"
        if role == "greed" and state.greed_can_check:
            orders.append(GivenOrder(player, "check", target=anyone(player)))
        if action is None or (action == "kill" and role != "ishvalan"):
            continue  # nothing of its own to send (Father's kill goes with the title, above)
        if action == "copy":
            sources = [p for p, r in flow.alive.items() if r not in HOMUNCULI]
            if sources:
                orders.append(
                    GivenOrder(
                        player,
                        "copy",
                        source=rnd.choice(sources),
                        target=anyone(player),
                    )
                )
        elif action == "link":
            pair = rnd.sample(alive, 2) if len(alive) > 1 else [player, player]
            orders.append(GivenOrder(player, "link", targets=tuple(pair)))
        else:
            orders.append(GivenOrder(player, action, target=anyone(player)))
    stone = flow.stone
    if stone and stone.holder in flow.alive and rnd.random() < 0.8:
        uses = [u for u in STONE_USES if u != stone.last_action]
        if not flow.dead:
            uses = [u for u in uses if u != "corpse_role"]
        use = rnd.choice(uses)
        target: str | None = None
        targets: tuple[str, ...] = ()
        source: str | None = None
        if use in ("compare", "link"):
            targets = tuple(rnd.sample(alive, 2) if len(alive) > 1 else [alive[0], alive[0]])
        elif use == "corpse_role":
            target = rnd.choice(sorted(flow.dead))
        elif use == "copy":
            sources = [p for p, r in flow.alive.items() if r not in HOMUNCULI]
            source = rnd.choice(sources) if sources else stone.holder
            target = anyone()
        elif use != "mirror":
            target = anyone()
        orders.append(GivenOrder(stone.holder, "stone", target, targets, source, use=use))
    if flow.dead:
        orders.append(GivenOrder(rnd.choice(sorted(flow.dead)), "kill", target=anyone()))
    rnd.shuffle(orders)
    return orders


def random_votes(
    flow: GameFlow, number: int, rnd: random.Random, opens: datetime
) -> list[dict[str, Any]]:
    alive = list(flow.alive)
    votes = []
    for player in alive:
        if rnd.random() < 0.08:
            continue  # a skip
        for change in range(rnd.choice([1, 1, 1, 2])):
            at = opens + timedelta(minutes=rnd.randrange(1, 700), seconds=change)
            votes.append(
                {
                    "at": at.isoformat(),
                    "voter": player,
                    "kind": "vote",
                    "target": rnd.choice(alive),
                    "early": number >= 3 and rnd.random() < 0.3,
                }
            )
    if flow.dead:
        votes.append(
            {
                "at": (opens + timedelta(minutes=5)).isoformat(),
                "voter": rnd.choice(sorted(flow.dead)),
                "kind": "vote",
                "target": rnd.choice(alive),
            }
        )
    return votes


def play_game(seed: int) -> PlayedGame:
    """One whole game; the same seed always plays the same game."""
    rnd = random.Random(seed)
    names = [f"P{i:02d}" for i in range(1, 16)]
    roles = list(ROLES_15)
    rnd.shuffle(roles)
    flow = GameFlow.start(dict(zip(names, roles, strict=True)), seed)
    game = PlayedGame(flow)
    for number in range(1, MAX_CYCLES + 1):
        facts = flow.night_input(number, random_orders(flow, rnd))
        before = dict(flow.alive)
        result = resolve_night(NightFacts.from_json(facts))
        game.nights.append(PlayedNight(facts, result, before))
        flow.apply_night(number, result)
        if flow.victory and flow.victory.over:
            break
        opens = datetime(2026, 12, 1, 10, tzinfo=MSK) + timedelta(days=number - 1)
        day_in = flow.day_input(
            number,
            random_votes(flow, number, rnd, opens),
            opens,
            opens + timedelta(hours=12, minutes=30),
        )
        before = dict(flow.alive)
        day = resolve_day(DayFacts.from_json(day_in))
        game.days.append((day_in, day, before))
        revenge = {
            p.player: rnd.choice(sorted(flow.alive))
            for p in day.pending
            if p.need == "revenge_target" and p.player and flow.alive
        }
        flow.apply_day(number, day, revenge)
        if flow.victory and flow.victory.over:
            break
    return game
