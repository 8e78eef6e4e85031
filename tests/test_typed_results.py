"""The typed night result and game flow keep the JSON that leaves the program byte for byte.

``night resolve``, ``Night.result_json`` and ``Day.flow_json`` are INTERFACES.md / stored
shapes: the typed records must write exactly what the dict-based code wrote, and read it back.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from engine.errors import RulesError
from engine.flow import GameFlow
from engine.night_facts import GivenOrder, NightState, StoneState
from engine.night_result import ModifierChange, NightResult, Reply
from engine.simulation import play_game
from engine.victory import Victory
from scraper.orders import ReadOrder
from services.inbox import _given
from services.io import resolve_day_file, resolve_night_file
from services.nights import make_order
from tests.test_cli import run

SCENARIOS = Path(__file__).parent / "scenarios"

# sha256 of the JSON of 40 simulated games (every night, every day, the final flow) as the
# engine wrote it with plain dicts, before the typed results (with the flow's day-rule
# carry-over, skip_streak and passes_used, computed on that dict-based code); a change here
# changes a shape
GOLDEN_40_GAMES = "ba8c07c571172ebe3a1b5144b2feeb1698713b475d64e2ef5c9f802f60095943"


def _dumps(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)  # as the CLI and the store write it


def test_forty_games_write_the_same_json_as_before() -> None:
    digest = hashlib.sha256()
    for seed in range(40):
        game = play_game(seed)
        for night in game.nights:
            digest.update(_dumps(night.result.as_json()).encode())
        for _, day, _ in game.days:
            digest.update(_dumps(day.as_json()).encode())
        digest.update(_dumps(game.flow.as_json()).encode())
    assert digest.hexdigest() == GOLDEN_40_GAMES


def test_stored_nights_and_flows_read_back_unchanged() -> None:
    kinds: set[str] = set()
    for seed in range(0, 200, 7):
        game = play_game(seed)
        for night in game.nights:
            stored = _dumps(night.result.as_json())
            back = NightResult.from_json(json.loads(stored))
            assert _dumps(back.as_json()) == stored
            assert back == night.result
            kinds |= {r.kind for r in back.results.values()}
        stored = _dumps(game.flow.as_json())
        flow = GameFlow.from_json(json.loads(stored))
        assert flow == game.flow
        assert _dumps(flow.as_json()) == stored
    # the replies with extra fields (check, compare, corpse role, searches) were all exercised
    assert {"check", "compare", "corpse_role", "found", "not_found", "done"} <= kinds


def test_reply_and_modifier_json_follow_interfaces() -> None:
    reply = Reply("check", "Анна — Гомункул", target="Анна", side="homunculi")
    reply = reply.followed_by(Reply("compare", "…", targets=("А", "Б"), same_side=False))
    assert _dumps(reply.as_json()) == _dumps(
        {
            "kind": "check",
            "target": "Анна",
            "side": "homunculi",
            "text": "Анна — Гомункул",
            "more": [{"kind": "compare", "targets": ["А", "Б"], "same_side": False, "text": "…"}],
        }
    )
    change = ModifierChange(vote_weight=0).merged(ModifierChange(vote_nullified=True))
    assert list(change.as_json()) == ["vote_weight", "vote_nullified"]
    assert Victory(False).as_json() == {"over": False, "winners": [], "stone_aims": {}}


def test_an_older_stored_flow_takes_defaults_for_what_it_lacks() -> None:
    flow = GameFlow.from_json({"roles": {"А": "father"}, "seed": 3, "alive": {"А": "father"}})
    assert flow.state == NightState(None, None)
    assert flow.stone is None and flow.victory is None and flow.modifiers == {}
    flow = GameFlow.from_json(
        {
            "roles": {},
            "seed": 1,
            "stone": {"holder": "Б", "complete": True, "backfire_chance": 0.0},
            "unknown_later_field": 1,
        }
    )
    assert flow.stone == StoneState("Б", True, 0.0, None)


def test_resolve_commands_print_the_typed_result_as_json(tmp_path: Path) -> None:
    """``night resolve`` / ``day resolve`` print ``as_json()`` of the typed result, and what they
    print reads back into the same result, for every stored scenario."""
    scenarios = sorted((SCENARIOS / "night").glob("*.json"))
    for path in scenarios:
        scenario = json.loads(path.read_text(encoding="utf-8"))
        if "input" not in scenario or scenario.get("error"):
            continue
        facts = tmp_path / "night.json"
        facts.write_text(_dumps(scenario["input"]), encoding="utf-8")
        try:
            result = resolve_night_file(facts)
        except RulesError:
            continue  # a scenario of malformed input
        printed = _dumps(result.as_json())
        assert _dumps(NightResult.from_json(json.loads(printed)).as_json()) == printed, path.stem
    night_file = tmp_path / "night.json"
    night_file.write_text(
        _dumps(json.loads(scenarios[0].read_text(encoding="utf-8"))["input"]), encoding="utf-8"
    )
    shown = run("night", "resolve", str(night_file))
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout == _dumps(resolve_night_file(night_file).as_json()) + "\n"
    day_path = sorted((SCENARIOS / "day").glob("*.json"))[0]
    day_file = tmp_path / "day.json"
    day_file.write_text(
        _dumps(json.loads(day_path.read_text(encoding="utf-8"))["input"]), encoding="utf-8"
    )
    shown = run("day", "resolve", str(day_file))
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout == _dumps(resolve_day_file(day_file).as_json()) + "\n"


def test_given_orders_keep_their_json_as_entered() -> None:
    """``NightOrder.order_json`` and the night input's ``actions``: keys as given, in order."""
    raw = {"action": "kill", "actor": "Майор", "target": None, "executor": "Ш", "targets": []}
    assert _dumps(GivenOrder.from_json(raw).as_json()) == _dumps(raw)
    typed = make_order("Майор", "kill", [" Гроза ", ""], {"source": "А", "executor": "Ш"})
    assert _dumps(typed.as_json()) == _dumps(
        {"actor": "Майор", "action": "kill", "target": "Гроза", "executor": "Ш", "source": "А"}
    )
    linked = make_order("Линкер", "link", ["А", "Б"], {"use": " "})
    assert _dumps(linked.as_json()) == _dumps(
        {"actor": "Линкер", "action": "link", "targets": ["А", "Б"]}
    )
    read = ReadOrder("stone", "камень: связь", targets=("А", "Б"), source="В", use="link")
    assert list(_given(read, "Х").as_json().items()) == list(read.as_order("Х").items())
    with pytest.raises(RulesError, match=r"actions\[2\]: target: ожидается текст"):
        GivenOrder.from_json({"actor": "Х", "action": "kill", "target": 5}, 2)
