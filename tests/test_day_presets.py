"""The presets (data/presets/): each is a game file fragment, and each counts a recorded day
written in its style (tests/scenarios/presets/) right, through ``mafia-gm day resolve``."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from engine.day_facts import DayRules
from engine.gamefile import day_rules_for, parse_game
from tests.test_day_scenarios import check, resolve

ROOT = Path(__file__).resolve().parents[1]
PRESETS = sorted((ROOT / "data" / "presets").glob("*.toml"))
DEMO = tomllib.loads((ROOT / "data" / "demo" / "game.toml").read_text(encoding="utf-8"))


def test_five_presets_each_with_a_recorded_day() -> None:
    assert len(PRESETS) == 5
    recorded = {p.stem for p in (ROOT / "tests" / "scenarios" / "presets").glob("*.json")}
    assert recorded == {p.stem for p in PRESETS}


@pytest.mark.parametrize("preset", PRESETS, ids=[p.stem for p in PRESETS])
def test_preset_counts_its_recorded_day(preset: Path, tmp_path: Path) -> None:
    fragment = tomllib.loads(preset.read_text(encoding="utf-8"))
    assert set(fragment) == {"day_rules"}, "a preset is a [day_rules] fragment"
    spec = parse_game({**DEMO, **fragment}, preset.name)  # it fits in a game file as it is
    recorded = ROOT / "tests" / "scenarios" / "presets" / f"{preset.stem}.json"
    scenario = json.loads(recorded.read_text(encoding="utf-8"))
    day = scenario["input"]["day"]
    rules = fragment["day_rules"]
    assert day_rules_for(spec, day) == DayRules.from_json(rules, day)
    assert day_rules_for(spec, day) != DayRules(), "the preset changes the day's rules"
    got = resolve({**scenario["input"], "rules": rules}, tmp_path)
    check(preset.stem, scenario, got)
