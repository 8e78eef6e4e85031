"""What the day rules carry from day to day (engine/flow.py: skip streaks, the one «пас» of
a game, last night's missed actions) and the stored day's key, which holds the missed actions
(services/stored_game.py): a changed night counts the next day again."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from engine.day import DayResult, resolve_day
from engine.day_facts import DayFacts, DayRules
from engine.flow import GameFlow
from engine.gamefile import GameSpec, load_game
from engine.night_facts import GivenOrder
from engine.store.db import Store
from engine.store.models import NightOrder, dumps, utcnow
from services.days import replay
from services.game import close_day, read_votes, scrape_game
from services.nights import close_night, enter_orders
from services.stored_game import open_game
from tests.forums.demo_thread import DEMO_DIR, demo_posts
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import publish_thread

MSK = ZoneInfo("Europe/Moscow")
ROLES = {f"P{i}": "alchemist" for i in range(1, 9)}


def at(day: int, hm: str) -> datetime:
    return datetime.fromisoformat(f"2026-12-0{day}T{hm}:00").replace(tzinfo=MSK)


def ballot(day: int, voter: str, target: str | None = None, kind: str = "vote") -> dict[str, Any]:
    minute = 10 + int(voter[1:])
    return {
        "at": at(day, f"11:{minute:02d}").isoformat(),
        "voter": voter,
        "kind": kind,
        "target": target,
        "early": False,
    }


def play(
    flow: GameFlow,
    day: int,
    votes: list[dict[str, Any]],
    rules: dict[str, Any],
    missed: list[str] | None = None,
) -> tuple[DayResult, GameFlow]:
    """One day through the flow, as a stored game plays it; the flow goes through its JSON
    between days, as the stored ``Day.flow_json`` does."""
    raw = flow.day_input(day, votes, at(day, "10:00"), at(day, "22:30"), missed_night_action=missed)
    result = resolve_day(DayFacts.from_json(raw), DayRules.from_json(rules, day))
    flow.apply_day(day, result)
    return result, GameFlow.from_json(json.loads(json.dumps(flow.as_json())))


def spread(day: int, voters: list[str]) -> list[dict[str, Any]]:
    """Everyone in ``voters`` still alive votes for day ``day``'s lightning rod (P8 on day 1,
    P7 on day 2, P6 on day 3), who is executed; he votes for P3."""
    rod = f"P{9 - day}"
    gone = {f"P{9 - d}" for d in range(1, day)}
    return [ballot(day, v, "P3" if v == rod else rod) for v in voters if v not in gone]


ALL = list(ROLES)


def without(*names: str) -> list[str]:
    return [p for p in ALL if p not in names]


def test_a_streak_broken_by_a_vote_starts_again() -> None:
    rules = {"modkill_count": "in_a_row"}
    flow = GameFlow.start(ROLES, 1)
    day1, flow = play(flow, 1, spread(1, without("P1")), rules)
    assert day1.skippers == ["P1"] and flow.skip_streak == {"P1": 1}
    day2, flow = play(flow, 2, spread(2, without()), rules)
    assert day2.modkilled == [] and flow.skip_streak == {}
    assert flow.skips == {"P1": 1}  # the total is kept, the streak is not
    day3, flow = play(flow, 3, spread(3, without("P1")), rules)
    assert day3.modkilled == [] and day3.penalties == {"P1": 2}
    assert flow.skip_streak == {"P1": 1}


def test_two_skips_in_a_row_across_days_is_a_modkill() -> None:
    rules = {"modkill_count": "in_a_row"}
    flow = GameFlow.start(ROLES, 1)
    _, flow = play(flow, 1, spread(1, without("P1")), rules)
    day2, flow = play(flow, 2, spread(2, without("P1")), rules)
    assert day2.modkill_causes == {"P1": "skips_in_a_row"}
    assert "P1" not in flow.alive
    raw = flow.day_input(3, [], at(3, "10:00"), at(3, "22:30"))
    assert raw["skip_streak"] == {}  # the dead carry nothing into the next day


def test_the_same_skips_by_total_are_a_modkill_and_in_a_row_are_not() -> None:
    """Skip, vote, skip: the default count (total) modkills on day 3, in a row does not."""
    for count, modkilled in (("total", ["P1"]), ("in_a_row", [])):
        flow = GameFlow.start(ROLES, 1)
        rules = {"modkill_count": count}
        _, flow = play(flow, 1, spread(1, without("P1")), rules)
        _, flow = play(flow, 2, spread(2, without()), rules)
        day3, flow = play(flow, 3, spread(3, without("P1")), rules)
        assert day3.modkilled == modkilled, count


def test_a_pass_is_used_once_a_game() -> None:
    rules = {"pass_allowed": "once"}
    flow = GameFlow.start(ROLES, 1)
    day1, flow = play(flow, 1, [*spread(1, without("P1")), ballot(1, "P1", kind="pass")], rules)
    assert day1.skippers == [] and day1.penalties == {}
    assert flow.passes_used == ["P1"]
    _, flow = play(flow, 2, spread(2, without()), rules)
    assert flow.passes_used == ["P1"]  # kept on a day he votes
    day3, flow = play(flow, 3, [*spread(3, without("P1")), ballot(3, "P1", kind="pass")], rules)
    assert day3.skippers == ["P1"] and day3.penalties == {"P1": 2}
    # another player's pass is still his own to use
    day3b, _ = play(
        GameFlow.from_json(day2_flow(rules)),
        3,
        [*spread(3, without("P2")), ballot(3, "P2", kind="pass")],
        rules,
    )
    assert day3b.skippers == []


def day2_flow(rules: dict[str, Any]) -> dict[str, Any]:
    flow = GameFlow.start(ROLES, 1)
    _, flow = play(flow, 1, [*spread(1, without("P1")), ballot(1, "P1", kind="pass")], rules)
    _, flow = play(flow, 2, spread(2, without()), rules)
    return flow.as_json()


def test_a_pass_on_day_one_only() -> None:
    rules = {"pass_allowed": "day1"}
    flow = GameFlow.start(ROLES, 1)
    day1, flow = play(flow, 1, [*spread(1, without("P1")), ballot(1, "P1", kind="pass")], rules)
    assert day1.skippers == []
    day2, flow = play(flow, 2, [*spread(2, without("P2")), ballot(2, "P2", kind="pass")], rules)
    assert day2.skippers == ["P2"]


@pytest.mark.parametrize("rule_on", [True, False])
def test_a_missed_action_then_a_skip(rule_on: bool) -> None:
    rules = {"modkill_missed_night": rule_on}
    flow = GameFlow.start(ROLES, 1)
    _, flow = play(flow, 1, spread(1, without()), rules)
    day2, flow = play(flow, 2, spread(2, without("P1")), rules, missed=["P1", "P2"])
    if rule_on:
        assert day2.modkill_causes == {"P1": "skip_and_missed_night"}
        assert "P1" not in flow.alive
    else:
        assert day2.modkilled == [] and day2.penalties == {"P1": 2}
    assert "P2" in flow.alive  # missed his action but voted, no skip yesterday


@pytest.mark.parametrize("rule_on", [True, False])
def test_a_skip_then_a_missed_action(rule_on: bool) -> None:
    """Skips day 1, misses night 2's action, votes on day 2: modkilled at day 2's close."""
    rules = {"modkill_missed_night": rule_on}
    flow = GameFlow.start(ROLES, 1)
    _, flow = play(flow, 1, spread(1, without("P1")), rules)
    day2, flow = play(flow, 2, spread(2, without()), rules, missed=["P1"])
    assert day2.modkilled == (["P1"] if rule_on else [])
    # the next night's miss without a skip the day before is nothing
    flow3 = GameFlow.start(ROLES, 1)
    _, flow3 = play(flow3, 1, spread(1, without()), rules)
    day2b, _ = play(flow3, 2, spread(2, without()), rules, missed=["P1"])
    assert day2b.modkilled == []


def test_a_missed_action_does_not_carry_to_the_day_after() -> None:
    rules = {"modkill_missed_night": True}
    flow = GameFlow.start(ROLES, 1)
    _, flow = play(flow, 1, spread(1, without()), rules)
    _, flow = play(flow, 2, spread(2, without()), rules, missed=["P1"])
    day3, flow = play(flow, 3, spread(3, without("P1")), rules)  # night 3: sent
    assert day3.modkilled == [] and day3.penalties == {"P1": 2}


def test_the_carry_over_names_only_the_living() -> None:
    rules = {"modkill_count": "in_a_row", "pass_allowed": "once"}
    flow = GameFlow.start(ROLES, 1)
    votes = [*spread(1, without("P1", "P2")), ballot(1, "P2", kind="pass")]
    _, flow = play(flow, 1, votes, rules)
    assert flow.skip_streak == {"P1": 1} and flow.passes_used == ["P2"]
    flow.apply_recorded_deaths("night", 2, [("P1", "kill"), ("P2", "kill")])
    raw = flow.day_input(2, [], at(2, "10:00"), at(2, "22:30"), missed_night_action=["P1", "P3"])
    assert (raw["skip_streak"], raw["passes_used"], raw["missed_night_action"]) == ({}, [], ["P3"])


# -- the stored game: a changed night counts the next day again (SQLite) ---------------------


@pytest.fixture
def stored(tmp_path: Path) -> Iterator[tuple[Store, GameSpec]]:
    """The demo game, night 2 left for the tool; Пончик (Pride) skips day 1."""
    topic, title, posts = demo_posts()
    store = Store(f"sqlite:///{tmp_path / 'c.sqlite3'}")
    with LocalForum() as forum:
        publish_thread(forum, posts, topic, title)
        spec = load_game(DEMO_DIR / "game.toml").with_base_url(forum.base)
        spec = dataclasses.replace(
            spec,
            deaths=tuple(d for d in spec.deaths if d.when != "night 2"),
            day_rules={"modkill_missed_night": True},
        )
        scrape_game(store, spec, delay=0)
        read_votes(store, spec)
        yield store, spec


KILL = GivenOrder("Майор", "kill", target="Гроза", executor="Shadow_99")
SEARCH = {"actor": "Пончик", "action": "search", "target": "Алиса"}


def _day_two(store: Store, spec: GameSpec) -> tuple[list[int], DayResult, str, list[str]]:
    with store.session() as s:
        game = open_game(s, spec)
        played = replay(s, game, 3, detail={2}, persist=True)
        key = game.day_key(2, "")
        return played.replayed, played.outcomes[2].result, key, game.missed.get(2, [])


def test_a_changed_night_counts_the_next_day_again(stored: tuple[Store, GameSpec]) -> None:
    store, spec = stored
    close_day(store, spec, 1)
    enter_orders(store, spec, 2, [KILL])
    close_night(store, spec, 2)
    _, day2, key_before, missed = _day_two(store, spec)
    assert "Пончик" in missed
    assert day2.modkill_causes.get("Пончик") == "skip_and_missed_night"
    with store.session() as s:  # nothing changed: day 2 comes from the store
        assert replay(s, open_game(s, spec), 3).replayed == [3]
    # the GM adds Pride's forgotten search and resolves the night again
    with store.session() as s:
        game_id = open_game(s, spec).game_id
        s.add(NightOrder(game_id=game_id, night=2, order_json=dumps(SEARCH), created_at=utcnow()))
    close_night(store, spec, 2)
    replayed, day2, key_after, missed = _day_two(store, spec)
    assert "Пончик" not in missed
    assert key_after != key_before
    assert 2 in replayed
    assert "Пончик" not in day2.modkilled


def test_the_day_key_holds_the_missed_actions(stored: tuple[Store, GameSpec]) -> None:
    """The same night's result with other missed actions is another key."""
    store, spec = stored
    close_day(store, spec, 1)
    enter_orders(store, spec, 2, [KILL])
    close_night(store, spec, 2)
    with store.session() as s:
        game = open_game(s, spec)
        other = dataclasses.replace(game, missed={**game.missed, 2: []})
        assert game.missed[2] != []
        assert other.day_key(2, "x") != game.day_key(2, "x")
        assert other.day_key(1, "x") == game.day_key(1, "x")
