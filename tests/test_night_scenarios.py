"""Night scenarios: one night's facts and the expected result, worked out by hand from RULES.md,
run through the ``mafia-gm night resolve`` command."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from mafia_gm.cli import app

SCENARIOS = sorted((Path(__file__).parent / "scenarios" / "night").glob("*.json"))
runner = CliRunner()


def resolve(facts: dict[str, Any], tmp_path: Path) -> dict[str, Any]:
    path = tmp_path / "night.json"
    path.write_text(json.dumps(facts, ensure_ascii=False), encoding="utf-8")
    result = runner.invoke(app, ["night", "resolve", str(path)])
    assert result.exit_code == 0, result.output
    return dict(json.loads(result.stdout))


def subset(got: Any, want: Any, where: str) -> None:
    if isinstance(want, dict):
        assert isinstance(got, dict), f"{where}: {got!r} is not an object"
        for key, value in want.items():
            assert key in got, f"{where}: no {key!r} in {got!r}"
            subset(got[key], value, f"{where}.{key}")
    else:
        assert got == want, f"{where}: {got!r} != {want!r}"


def by_player(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sorted(items, key=lambda d: str(d.get("player")))


def test_there_are_enough_scenarios() -> None:
    assert len(SCENARIOS) >= 40


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path, tmp_path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    got = resolve(scenario["input"], tmp_path)
    for key, want in scenario["expect"].items():
        if key in ("deaths", "absorbed", "delayed"):
            assert by_player(got[key]) == by_player(want), f"{path.stem}: {key}: {got[key]}"
        elif key == "refused_reasons":
            assert [r["reason"] for r in got["refused"]] == want, f"{path.stem}: {got['refused']}"
        elif key == "stone_holder_in":
            assert got["stone"] and got["stone"]["holder"] in want, f"{path.stem}: {got['stone']}"
        elif key == "log_contains":
            assert any(want in entry["event"] for entry in got["log"]), f"{path.stem}: log"
        elif key == "linked_contains":
            assert any(want in pair for pair in got["linked"]), f"{path.stem}: {got['linked']}"
        elif key == "notices_count":
            assert len(got["notices"]) == want, f"{path.stem}: {got['notices']}"
        else:
            subset(got[key], want, f"{path.stem}.{key}")
    steps = [entry["step"] for entry in got["log"]]
    assert steps == sorted(steps), "the log is in resolution order"
