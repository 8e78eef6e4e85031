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
        ([], "day input: ввод: ожидается объект"),
        (with_(day="2"), "day input: day: ожидается целое число"),
        (with_(players={"Анна": "wizard"}), "players.Анна: неизвестная роль 'wizard'"),
        ({k: v for k, v in GOOD.items() if k != "opens_at"}, "opens_at: не указано"),
        (
            with_(votes=[{"at": "вчера", "voter": "Анна", "target": "Борис"}]),
            "votes[0].at: не время ISO 8601",
        ),
        (
            with_(votes=[{"at": "2026-12-02T11:00:00", "voter": "Анна", "target": "Борис"}]),
            "votes[0].at: время без смещения",
        ),
        (
            with_(votes=[{"at": "2026-12-02T11:00:00+03:00", "voter": "Анна"}]),
            "голос без цели",
        ),
        (with_(votes=[{**GOOD["votes"][0], "early": "yes"}]), "votes[0].early: ожидается true"),
        (with_(votes=[{**GOOD["votes"][0], "kind": "veto"}]), "votes[0].kind: ожидается одно из"),
        (with_(linked=[["Анна"]]), "linked[0]: нужно больше элементов"),
        (with_(modifiers={"Анна": {"vote_weight": 3}}), "modifiers.Анна.vote_weight"),
        (with_(closes_at="2026-12-02T09:00:00+03:00"), "closes_at должен быть позже opens_at"),
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
        ({"night": True}, "night input: night: ожидается целое число"),
        ({"players": {"Анна": "mage"}}, "players.Анна: неизвестная роль 'mage'"),
        ({"actions": [{"actor": "Анна", "action": "fly"}]}, "actions[0].action: ожидается одно из"),
        ({"actions": [{"action": "kill"}]}, "actions[0].actor: не указано"),
        ({"actions": [{"actor": "Анна", "action": "stone"}]}, "приказу stone нужен 'use'"),
        ({"stone": {"complete": True}}, "stone.holder: не указано"),
        ({"stone": {"holder": "Анна", "backfire_chance": 2}}, "stone.backfire_chance"),
        ({"backfire": {"Анна": "yes"}}, "backfire.Анна: ожидается true или false"),
    ],
)
def test_a_wrong_night_shape_is_one_line_naming_the_key(changes: dict[str, Any], said: str) -> None:
    from engine.night_facts import NightFacts

    with pytest.raises(RulesError) as caught:
        NightFacts.from_json({**NIGHT, **changes})
    assert said in str(caught.value) and "\n" not in str(caught.value)
