"""The engine's decision logs in Russian: every line the scenarios make has a Russian shape."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine.day import resolve_day
from engine.day_facts import DayFacts, DayRules
from engine.night import resolve_night
from engine.night_facts import NightFacts, NightRules
from poster.log_words import day_log_ru, night_log_ru, order_line_ru

SCENARIOS = Path(__file__).parent / "scenarios"
LATIN = re.compile(r"[A-Za-z][A-Za-z_'-]*")


def untranslated(line: str, names: set[str]) -> list[str]:
    """Latin words left in a translated line once the players' names are taken out."""
    for name in sorted(names, key=len, reverse=True):
        line = line.replace(name, " ")
    return LATIN.findall(re.sub(r"\d{4}-\d\d-\d\dT\S+", " ", line))  # ISO times stay


def named(items: list[dict[str, Any]]) -> set[str]:
    """Every name an order or a vote gives (a stranger's or a dead man's too)."""
    names: set[str] = set()
    for item in items:
        for key in ("actor", "target", "executor", "source", "voter"):
            if isinstance(item.get(key), str):
                names.add(item[key])
        names.update(t for t in item.get("targets") or [] if isinstance(t, str))
    return names


def scenarios(kind: str) -> list[dict[str, Any]]:
    return [
        json.loads(p.read_text(encoding="utf-8")) for p in sorted((SCENARIOS / kind).glob("*.json"))
    ]


def test_every_night_log_line_of_the_scenarios_reads_in_russian() -> None:
    left: dict[str, list[str]] = {}
    lines = 0
    for scenario in scenarios("night"):
        raw = scenario["input"]
        result = resolve_night(NightFacts.from_json(raw), NightRules.from_json(raw.get("rules")))
        state = [v for v in raw["state"].values() if isinstance(v, str)]  # Father, Xing: named
        names = {*raw["players"], *(raw.get("dead") or {}), *state, *named(raw["actions"])}
        for entry in result.as_json()["log"]:
            lines += 1
            words = untranslated(night_log_ru(entry), names)
            if words:
                left[entry["event"]] = words
    assert lines > 100 and left == {}


def test_every_day_log_line_of_the_scenarios_reads_in_russian() -> None:
    left: dict[str, list[str]] = {}
    lines = 0
    for scenario in scenarios("day"):
        raw = scenario["input"]
        facts = DayFacts.from_json(raw)
        result = resolve_day(facts, DayRules.from_json(raw.get("rules"), facts.day)).as_json()
        for entry in result["log"]:
            lines += 1
            words = untranslated(day_log_ru(entry), {*raw["players"], *named(raw["votes"])})
            if words:
                left[entry["event"]] = words
    assert lines > 100 and left == {}


@pytest.mark.parametrize(
    ("described", "russian"),
    [
        ("Father: kill → Al1 (executor Lust)", "Father: убийство → Al1 (исполнитель Lust)"),
        ("Envy: copy → Al2 (copying Crystal)", "Envy: копия → Al2 (копия Crystal)"),
        ("Greed: stone mirror → -", "Greed: Камень: зеркало → —"),
    ],
)
def test_an_order_as_the_engine_describes_it(described: str, russian: str) -> None:
    assert order_line_ru(described) == russian


def test_an_unknown_line_stays_as_written() -> None:
    assert night_log_ru({"event": "something new happens"}) == "something new happens"


def test_a_refused_pass_is_named_a_pass_in_the_gm_notes() -> None:
    """«пас» where the rules refuse it is listed as a «пас», not as a withdrawn vote."""
    from poster.day_post import render_day_post

    scenario = json.loads(
        (SCENARIOS / "day" / "64_pass_after_day_one_refused.json").read_text(encoding="utf-8")
    )
    facts = DayFacts.from_json(scenario["input"])
    result = resolve_day(facts, DayRules.from_json(scenario["input"].get("rules"), facts.day))
    refused = [v for v in result.invalid_votes if v.reason == "pass_not_allowed"]
    assert refused, "the scenario refuses a pass"
    notes = render_day_post(facts.day, result, {}).notes
    assert f"{refused[0].voter} → «пас»:" in notes
    assert f"{refused[0].voter} → снятие" not in notes


def test_the_same_rule_decision_is_one_line_with_its_count() -> None:
    """Forty early votes on Day 1 are one line "(×40)" in the GM's notes, not forty."""
    import dataclasses

    from engine.day import resolve_day
    from engine.day_facts import DayFacts, DayRules
    from poster.day_post import render_day_post

    scenario = json.loads(
        (SCENARIOS / "day" / "64_pass_after_day_one_refused.json").read_text(encoding="utf-8")
    )
    facts = DayFacts.from_json(scenario["input"])
    result = resolve_day(facts, DayRules.from_json(scenario["input"].get("rules"), facts.day))
    shown = [e for e in result.log if e["rule"] not in ("day.1", "day.9")]
    assert shown, "the scenario logs a rule's decision"
    repeated = dataclasses.replace(result, log=[*result.log, shown[0], shown[0]])
    notes = render_day_post(facts.day, repeated, {}).notes
    lines = [line for line in notes.splitlines() if line.startswith("  - [day.")]
    assert sum("(×3)" in line for line in lines) == 1
    assert len(lines) == len({(e["rule"], e["event"]) for e in shown})  # each said once
