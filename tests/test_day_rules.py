"""Reading the day options: per-day overrides, and one clear line for every wrong value."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from engine.day_facts import DayRules
from engine.day_rules import ChangeStep
from engine.errors import GameFileError, RulesError
from engine.gamefile import day_rules_for, parse_game

ROOT = Path(__file__).resolve().parents[1]
DEMO = tomllib.loads((ROOT / "data" / "demo" / "game.toml").read_text(encoding="utf-8"))
FRAGMENT = """
[day_rules]
skip_penalty = 3
change_limits = [{ from = "20:50", max = 1 }, { from = "20:00", max = 2 }]

[day_rules.days.1]
fast_day = true

[day_rules.days.4]
double_day = true
first_deadline = "18:00"
"""


def test_game_file_day_rules_with_per_day_overrides() -> None:
    spec = parse_game({**DEMO, **tomllib.loads(FRAGMENT)})
    day1, day2, day4 = (day_rules_for(spec, n, {"max_changes": 2}) for n in (1, 2, 4))
    assert day1.fast_day and not day2.fast_day and not day4.fast_day
    assert day4.double_day and day4.first_deadline == "18:00" and not day2.double_day
    assert day1.skip_penalty == day2.skip_penalty == 3 and day2.max_changes == 2
    assert [s.limit for s in day2.change_limits] == [2, 1]  # sorted by the clock
    assert isinstance(day2.change_limits[0], ChangeStep)
    assert day_rules_for(parse_game(DEMO), 3) == DayRules()


@pytest.mark.parametrize(
    ("table", "message"),
    [
        ({"tie": "coin"}, "tie must be one of"),
        ({"days": {"3": {"tei": "nobody"}}}, "unknown day 3 rule option 'tei'"),
        ({"days": {"third": {}}}, "keys must be day numbers"),
        ({"vote_window": "20:00"}, "vote_window must look like 20:00-21:00"),
        ({"vote_window": "20:00-late"}, "not a time like 20:50"),
        ({"double_day": True}, "a double day needs first_deadline"),
        ({"change_limits": [{"from": "20:00"}]}, "needs exactly 'from'"),
        ({"skip_penalty": -1}, "skip_penalty must be 0 or more"),
        ({"fast_day": "yes"}, "fast_day must be true or false"),
    ],
)
def test_a_wrong_option_is_one_line(table: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        DayRules.from_json(table)
    with pytest.raises(GameFileError, match=r"game file: day_rules: ") as caught:
        parse_game({**DEMO, "day_rules": table})
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ({"tie": "coin"}, "tie must be one of"),
        ({"double_day": True, "first_deadline": "09:00"}, "first_deadline must fall between"),
        ({"days": {"2": {"pass_allowed": "twice"}}}, "pass_allowed must be one of"),
    ],
)
def test_day_resolve_refuses_wrong_rules_in_one_line(
    rules: dict[str, object], message: str, tmp_path: Path
) -> None:
    from tests.test_cli import run

    facts = {
        "day": 2,
        "players": {"A": "alchemist", "B": "alchemist"},
        "opens_at": "2026-12-02T10:00:00+03:00",
        "closes_at": "2026-12-02T22:30:00+03:00",
        "votes": [],
        "rules": rules,
    }
    path = tmp_path / "day.json"
    path.write_text(json.dumps(facts), encoding="utf-8")
    result = run("day", "resolve", str(path))
    assert result.returncode == 1 and not result.stdout
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1
