"""Day scenarios: each file holds one day's facts and the expected result, worked out by hand
from RULES.md. They run through the ``mafia-gm day resolve`` command."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from mafia_gm.cli import app

SCENARIOS = sorted((Path(__file__).parent / "scenarios" / "day").glob("*.json"))
runner = CliRunner()


def resolve(facts: dict[str, Any], tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "facts.json"
    path.write_text(json.dumps(facts, ensure_ascii=False), encoding="utf-8")
    result = runner.invoke(app, ["day", "resolve", str(path)])
    assert result.exit_code == 0, result.output
    return dict(json.loads(result.stdout))


def test_there_are_enough_scenarios() -> None:
    assert len(SCENARIOS) >= 100


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path, tmp_path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    got = resolve(scenario["input"], tmp_path)
    check(path.stem, scenario, got)


def check(name: str, scenario: dict[str, Any], got: dict[str, Any]) -> None:
    """The result holds every expectation of the scenario, and a fate and a code everywhere."""
    path = Path(name)
    for key, expected in scenario["expect"].items():
        if key == "invalid_votes":
            picked = [{k: v[k] for k in ("voter", "target", "reason")} for v in got[key]]
            assert picked == expected, f"{path.stem}: {key}"
        elif key == "rounds":  # each round of a double day: the keys the scenario names
            assert len(got[key]) == len(expected), f"{path.stem}: rounds"
            for own, want in zip(got[key], expected, strict=True):
                assert {k: own[k] for k in want} == want, f"{path.stem}: rounds"
        else:
            assert got[key] == expected, f"{path.stem}: {key}: {got[key]!r} != {expected!r}"
    rules_named = {entry["rule"] for entry in got["log"]}
    assert rules_named, "every result carries its event log"
    assert all(entry["code"] for entry in got["log"]), "every log entry carries a code"
    assert len(got["fates"]) == len(scenario["input"].get("votes", [])), "a fate per vote"
