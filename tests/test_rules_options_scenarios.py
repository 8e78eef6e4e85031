"""Every option docs/rules-options.md lists is a real option of the day rules and has a
hand-worked scenario in tests/scenarios/day/ that sets it away from its default; every value
of an option with a fixed set of values has one too."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine.day_facts import DayRules
from engine.day_rules import CHOICES

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "rules-options.md"
SCENARIOS = sorted((ROOT / "tests" / "scenarios" / "day").glob("*.json"))
# An option's row in one of the doc's option tables: "| `tie` | `all_die`, … | … |".
_ROW = re.compile(r"^\|\s*`(?P<name>\w+)`\s*\|")
_TABLE_HEAD = re.compile(r"^\|\s*option\s*\|")
DEFAULTS = {f.name: f.default for f in dataclasses.fields(DayRules)}


def documented_options() -> list[str]:
    """The first column of every table headed ``| option |``."""
    names, in_table = [], False
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if _TABLE_HEAD.match(line):
            in_table = True
        elif not line.startswith("|"):
            in_table = False
        elif in_table and (row := _ROW.match(line)):
            names.append(row.group("name"))
    return names


def set_values() -> dict[str, list[tuple[str, Any]]]:
    """Each option a scenario sets (the rules or a per-day table): (scenario, value)."""
    found: dict[str, list[tuple[str, Any]]] = {}
    for path in SCENARIOS:
        rules = json.loads(path.read_text(encoding="utf-8"))["input"].get("rules", {})
        for layer in [rules, *rules.get("days", {}).values()]:
            for key, value in layer.items():
                if key != "days":
                    found.setdefault(key, []).append((path.stem, value))
    return found


def _is_default(name: str, value: Any) -> bool:
    default = DEFAULTS[name]
    if isinstance(default, tuple):
        return list(default) == list(value)
    return bool(default == value)


def test_the_doc_lists_every_option_and_nothing_else() -> None:
    names = documented_options()
    assert len(names) == len(set(names)), "an option listed twice"
    assert set(names) == set(DEFAULTS)


@pytest.mark.parametrize("name", documented_options())
def test_every_option_has_a_scenario_away_from_its_default(name: str) -> None:
    values = set_values().get(name, [])
    assert any(not _is_default(name, value) for _, value in values), (
        f"no scenario in tests/scenarios/day/ sets {name} away from {DEFAULTS[name]!r}"
    )


@pytest.mark.parametrize("name", sorted(CHOICES))
def test_every_value_of_a_choice_has_a_scenario(name: str) -> None:
    seen = {value for _, value in set_values().get(name, [])} | {DEFAULTS[name]}
    missing = [value for value in CHOICES[name] if value not in seen]
    assert not missing, f"no scenario sets {name} to {missing}"


def test_the_scenario_keys_are_options() -> None:
    """A misspelt key would be refused by the engine; here it would also hide a gap."""
    assert set(set_values()) <= set(DEFAULTS)
