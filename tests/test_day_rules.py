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
from engine.night_facts import NightRules

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
        ({"tie": "coin"}, "day rules: tie: ожидается одно из: 'all_die', 'nobody'"),
        ({"days": {"3": {"tei": "nobody"}}}, "day rules: days.3: tei: неизвестный ключ"),
        ({"days": {"third": {}}}, "day rules: days: ключи — номера дней, а не 'third'"),
        ({"vote_window": "20:00"}, "vote_window: ожидается вроде 20:00-21:00"),
        ({"vote_window": "20:00-late"}, "vote_window: не время вроде 20:50"),
        ({"double_day": True}, "first_deadline: двойному дню нужен first_deadline"),
        ({"change_limits": [{"from": "20:00"}]}, r"change_limits\[0\].max: не указано"),
        ({"skip_penalty": -1}, "skip_penalty: должно быть 0 или больше"),
        ({"fast_day": "yes"}, "fast_day: ожидается true или false"),
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
        ({"tie": "coin"}, "day rules: tie: ожидается одно из: 'all_die', 'nobody'"),
        ({"double_day": True, "first_deadline": "09:00"}, "first_deadline должен быть между"),
        ({"days": {"2": {"pass_allowed": "twice"}}}, "days.2: pass_allowed: ожидается одно из"),
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


def test_the_game_file_counts_change_limits_from_one() -> None:
    table = {"change_limits": [{"from": "20:00", "max": 1}, {"from": "late", "max": 1}]}
    with pytest.raises(GameFileError) as caught:
        parse_game({**DEMO, "day_rules": table})
    assert str(caught.value) == (
        "game file: day_rules: change_limits[2].from: не время вроде 20:50: 'late'"
    )


def test_the_rules_read_are_the_values_the_engine_compares() -> None:
    rules = DayRules.from_json({"max_changes": 2, "days": {"3": {"tie": "nobody"}}}, 3)
    assert rules == DayRules(max_changes=2, tie="nobody") and hash(rules) == hash(
        DayRules(max_changes=2, tie="nobody")
    )
    assert DayRules.from_json({"max_changes": 2, "days": {"3": {"tie": "nobody"}}}, 4).tie == (
        "all_die"
    )


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        ({"complete_at": 5.5}, "night rules: complete_at: ожидается целое число"),
        ({"base_chance": "0.3"}, "night rules: base_chance: ожидается число"),
        ({"tell_blocked": 1}, "night rules: tell_blocked: ожидается true или false"),
        ({"heal_stops": True}, "night rules: heal_stops: неизвестный ключ"),
        ([], "night rules: ввод: ожидается объект"),
    ],
)
def test_a_wrong_night_option_is_one_line(raw: object, said: str) -> None:
    with pytest.raises(RulesError) as caught:
        NightRules.from_json(raw)
    assert str(caught.value) == said
    assert NightRules.from_json({"base_chance": 1}).base_chance == 1.0  # a whole number is one
