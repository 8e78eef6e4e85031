"""The day input read through its typed model: each wrong shape is one line naming the key."""

from __future__ import annotations

from typing import Any

import pytest

from engine.day_facts import DayFacts
from engine.errors import RulesError

GOOD: dict[str, Any] = {
    "day": 2,
    "players": {"Анна": "crimson", "Борис": "xing"},
    "opens_at": "2026-12-02T10:00:00+03:00",
    "closes_at": "2026-12-02T22:30:00+03:00",
    "votes": [{"at": "2026-12-02T11:00:00+03:00", "voter": "Анна", "target": "Борис"}],
}


def with_(**changes: Any) -> dict[str, Any]:
    return {**GOOD, **changes}


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        ([], "day input: the input: expected an object"),
        (with_(day="2"), "day input: day: expected a whole number"),
        (with_(players={"Анна": "wizard"}), "players.Анна: unknown role 'wizard'"),
        ({k: v for k, v in GOOD.items() if k != "opens_at"}, "opens_at: is missing"),
        (
            with_(votes=[{"at": "вчера", "voter": "Анна", "target": "Борис"}]),
            "votes[0].at: not an ISO 8601 time",
        ),
        (
            with_(votes=[{"at": "2026-12-02T11:00:00", "voter": "Анна", "target": "Борис"}]),
            "votes[0].at: time without an offset",
        ),
        (
            with_(votes=[{"at": "2026-12-02T11:00:00+03:00", "voter": "Анна"}]),
            "a vote without a target",
        ),
        (with_(votes=[{**GOOD["votes"][0], "early": "yes"}]), "votes[0].early: expected true"),
        (with_(votes=[{**GOOD["votes"][0], "kind": "veto"}]), "votes[0].kind: expected one of"),
        (with_(linked=[["Анна"]]), "linked[0]: needs more entries"),
        (with_(modifiers={"Анна": {"vote_weight": 3}}), "modifiers.Анна.vote_weight"),
        (with_(closes_at="2026-12-02T09:00:00+03:00"), "closes_at must be after opens_at"),
    ],
)
def test_a_wrong_shape_is_one_line_naming_the_key(raw: Any, said: str) -> None:
    with pytest.raises(RulesError) as caught:
        DayFacts.from_json(raw)
    assert said in str(caught.value) and "\n" not in str(caught.value)


def test_the_good_input_reads_and_state_defaults_to_the_living_titles() -> None:
    facts = DayFacts.from_json(GOOD)
    assert facts.votes[0].target == "Борис" and facts.state.xing == "Борис"
    assert facts.state.father is None


NIGHT: dict[str, Any] = {
    "night": 2,
    "players": {"Анна": "father", "Борис": "xing"},
    "actions": [{"actor": "Анна", "action": "kill", "target": "Борис", "executor": "Анна"}],
}


@pytest.mark.parametrize(
    ("changes", "said"),
    [
        ({"night": True}, "night input: night: expected a whole number"),
        ({"players": {"Анна": "mage"}}, "players.Анна: unknown role 'mage'"),
        ({"actions": [{"actor": "Анна", "action": "fly"}]}, "actions[0].action: expected one of"),
        ({"actions": [{"action": "kill"}]}, "actions[0].actor: is missing"),
        ({"actions": [{"actor": "Анна", "action": "stone"}]}, "a stone order needs a 'use'"),
        ({"stone": {"complete": True}}, "stone.holder: is missing"),
        ({"stone": {"holder": "Анна", "backfire_chance": 2}}, "stone.backfire_chance"),
        ({"backfire": {"Анна": "yes"}}, "backfire.Анна: expected true or false"),
    ],
)
def test_a_wrong_night_shape_is_one_line_naming_the_key(changes: dict[str, Any], said: str) -> None:
    from engine.night_facts import NightFacts

    with pytest.raises(RulesError) as caught:
        NightFacts.from_json({**NIGHT, **changes})
    assert said in str(caught.value) and "\n" not in str(caught.value)
