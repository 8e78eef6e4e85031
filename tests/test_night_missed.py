"""Who missed a night action (engine/night_missed.py): every role and title, the Stone, the
dome, the dead; checked against the night as the engine resolves it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.night import resolve_night
from engine.night_facts import NightFacts, NightRules
from engine.night_missed import domed_players, missed_actions

ROLES = {
    "Отец": "father",
    "Похоть": "lust",
    "Зависть": "envy",
    "Гордыня": "pride",
    "Ишварит": "ishvalan",
    "Багровый": "crimson",
    "Жадность": "greed",
    "Ксинг": "xing",
    "Телохранитель": "bodyguard",
    "Соединяющий": "linker",
    "Кристальный": "crystal",
    "Алхимик1": "alchemist",
    "Алхимик2": "alchemist",
    "Алхимик3": "alchemist",
    "Алхимик4": "alchemist",
}
# Everyone's own order (Father's kill with Lust as the executor).
OWN = {
    "Отец": {"action": "kill", "target": "Алхимик1", "executor": "Похоть"},
    "Похоть": {"action": "block", "target": "Ксинг"},
    "Зависть": {"action": "copy", "source": "Кристальный", "target": "Алхимик2"},
    "Гордыня": {"action": "search", "target": "Багровый"},
    "Ишварит": {"action": "kill", "target": "Алхимик3"},
    "Багровый": {"action": "search", "target": "Ишварит"},
    "Жадность": {"action": "search", "target": "Ксинг"},
    "Ксинг": {"action": "check", "target": "Отец"},
    "Соединяющий": {"action": "link", "targets": ["Алхимик1", "Алхимик2"]},
    "Кристальный": {"action": "heal", "target": "Алхимик4"},
}
WITH_AN_ACTION = list(OWN)


def facts(
    orders: list[dict[str, Any]],
    players: dict[str, str] | None = None,
    **extra: Any,
) -> NightFacts:
    raw: dict[str, Any] = {"night": 2, "players": players or ROLES, "actions": orders}
    raw.update(extra)
    return NightFacts.from_json(raw)


def order(actor: str, **fields: Any) -> dict[str, Any]:
    return {"actor": actor, **(fields or OWN[actor])}


def everyone_but(*left_out: str) -> list[dict[str, Any]]:
    return [order(p) for p in OWN if p not in left_out]


def test_nobody_sending_anything_names_every_role_with_an_action_in_roster_order() -> None:
    assert missed_actions(facts([])) == WITH_AN_ACTION


def test_everyone_sending_names_nobody() -> None:
    night = facts(everyone_but())
    assert missed_actions(night) == []
    assert resolve_night(night).refused == []  # the orders are the night's own, all accepted


@pytest.mark.parametrize("player", WITH_AN_ACTION)
def test_each_role_alone_missing(player: str) -> None:
    assert missed_actions(facts(everyone_but(player))) == [player]


def test_the_bodyguard_and_the_alchemists_have_nothing_to_miss() -> None:
    missed = missed_actions(facts([]))
    assert "Телохранитель" not in missed
    assert not any(p.startswith("Алхимик") for p in missed)


def test_the_executor_of_fathers_kill_still_owes_his_own_action() -> None:
    """Lust's kill request chosen by Father is not Lust's block."""
    assert missed_actions(facts(everyone_but("Похоть"))) == ["Похоть"]


def test_pride_as_father_owes_an_action_and_either_of_his_sends_it() -> None:
    players = {p: r for p, r in ROLES.items() if p != "Отец"}
    state = {"father": "Гордыня"}
    left = [order(p) for p in OWN if p not in ("Отец", "Гордыня")]
    assert missed_actions(facts(left, players, state=state)) == ["Гордыня"]
    kill = order("Гордыня", action="kill", target="Алхимик1", executor="Похоть")
    assert missed_actions(facts([*left, kill], players, state=state)) == []
    assert missed_actions(facts([*left, order("Гордыня")], players, state=state)) == []


def test_a_father_title_on_a_role_without_an_action_makes_him_owe_the_kill() -> None:
    """Whoever holds the Father title owes the homunculi's kill."""
    state = {"father": "Алхимик1", "xing": "Ксинг"}
    missed = missed_actions(facts(everyone_but(), state=state))
    assert missed == ["Алхимик1"]


def test_the_bodyguard_as_xing_owes_the_check() -> None:
    players = {p: r for p, r in ROLES.items() if p != "Ксинг"}
    state = {"xing": "Телохранитель"}
    left = [
        order(p, **{**OWN[p], "target": "Отец"}) if OWN[p].get("target") == "Ксинг" else order(p)
        for p in OWN
        if p != "Ксинг"
    ]
    assert missed_actions(facts(left, players, state=state)) == ["Телохранитель"]
    check = order("Телохранитель", action="check", target="Отец")
    assert missed_actions(facts([*left, check], players, state=state)) == []
    # without the title he owes nothing
    assert missed_actions(facts(left, players, state={"xing": None})) == []


def test_greed_owes_an_action_earned_check_or_not_and_either_sends_it() -> None:
    others = everyone_but("Жадность")
    for earned in (False, True):
        state = {"greed_can_check": earned}
        assert missed_actions(facts(others, state=state)) == ["Жадность"]
        assert missed_actions(facts([*others, order("Жадность")], state=state)) == []
    check = order("Жадность", action="check", target="Отец")
    assert missed_actions(facts([*others, check], state={"greed_can_check": True})) == []


def test_the_dead_miss_nothing() -> None:
    players = {p: r for p, r in ROLES.items() if p not in ("Ишварит", "Кристальный")}
    dead = {"Ишварит": "ishvalan", "Кристальный": "crystal"}
    left = everyone_but("Ишварит", "Кристальный")
    left = [o for o in left if o.get("source") != "Кристальный"]
    missed = missed_actions(facts(left, players, dead=dead))
    assert missed == ["Зависть"]  # Envy's copy of the dead healer was left out with him


def test_killed_tonight_still_owed_his_action() -> None:
    """Alive as the night began: dying in it does not excuse the order he never sent."""
    orders = [
        order("Ишварит", action="kill", target="Кристальный"),
        order("Багровый", action="search", target="Алхимик2"),
        *everyone_but("Кристальный", "Ишварит", "Багровый"),
    ]
    night = facts(orders)
    assert "Кристальный" in [d.player for d in resolve_night(night).deaths]
    assert missed_actions(night) == ["Кристальный"]


STONE = {"holder": "Алхимик1", "backfire_chance": 0.25}


def test_the_stone_is_optional_and_alone_is_no_action_sent() -> None:
    stone_holder = {**STONE, "holder": "Кристальный"}
    others = everyone_but("Кристальный")
    assert missed_actions(facts(others, stone=stone_holder)) == ["Кристальный"]
    use = order("Кристальный", action="stone", use="check", target="Отец")
    assert missed_actions(facts([*others, use], stone=stone_holder)) == ["Кристальный"]
    both = [*others, use, order("Кристальный")]
    assert missed_actions(facts(both, stone=stone_holder)) == []
    # a plain holder (an Alchemist) with the Stone owes nothing, used or not
    assert missed_actions(facts(everyone_but(), stone=STONE)) == []


def dome(target: str | None = None) -> dict[str, Any]:
    fields: dict[str, Any] = {"action": "stone", "use": "dome"}
    if target:
        fields["target"] = target
    return order("Алхимик1", **fields)


def test_a_player_under_a_dome_misses_nothing() -> None:
    night = facts(
        [*everyone_but("Ишварит"), dome("Ишварит")], stone=STONE, backfire={"Алхимик1": False}
    )
    assert missed_actions(night) == []
    assert domed_players(night, NightRules()) == {"Ишварит"}
    assert "under the dome" in " ".join(n.event for n in resolve_night(night).log)


def test_a_dome_without_a_target_covers_the_holder() -> None:
    holder = {**STONE, "holder": "Кристальный"}
    use = order("Кристальный", action="stone", use="dome")
    orders = [*everyone_but("Кристальный"), use]
    night = facts(orders, stone=holder, backfire={"Кристальный": False})
    assert missed_actions(night) == []


def test_a_refused_dome_shields_nobody() -> None:
    """Not the holder's Stone, or the same use two nights running: the night refuses it."""
    orders = [*everyone_but("Ишварит"), dome("Ишварит")]
    not_his = facts(orders, stone={**STONE, "holder": "Алхимик2"}, backfire={"Алхимик1": False})
    assert missed_actions(not_his) == ["Ишварит"]
    again = facts(orders, stone={**STONE, "last_action": "dome"}, backfire={"Алхимик1": False})
    assert resolve_night(again).refused
    assert missed_actions(again) == ["Ишварит"]


def test_a_second_stone_use_a_night_is_no_dome() -> None:
    first = order("Алхимик1", action="stone", use="check", target="Отец")
    night = facts(
        [*everyone_but("Ишварит"), first, dome("Ишварит")],
        stone=STONE,
        backfire={"Алхимик1": False},
    )
    assert missed_actions(night) == ["Ишварит"]


def test_a_backfired_dome_shields_nobody() -> None:
    """The dome backfires: the target's action moves onto the holder, it is still his to send."""
    orders = [*everyone_but("Ишварит"), dome("Ишварит")]
    gm_says = facts(orders, stone=STONE, backfire={"Алхимик1": True})
    assert "backfires" in " ".join(n.event for n in resolve_night(gm_says).log)
    assert missed_actions(gm_says) == ["Ишварит"]
    complete = facts(orders, stone={**STONE, "complete": True}, backfire={"Алхимик1": True})
    assert missed_actions(complete) == []  # a complete Stone never backfires


def test_a_drawn_backfire_agrees_with_the_resolved_night() -> None:
    """Without the GM's word the seeded draw decides, the same draw the night makes."""
    orders = [*everyone_but("Ишварит"), dome("Ишварит")]
    for seed in range(40):
        night = facts(orders, stone={**STONE, "backfire_chance": 0.5}, seed=seed)
        events = " ".join(n.event for n in resolve_night(night).log)
        domed = "puts a dome over Ишварит" in events
        assert missed_actions(night) == ([] if domed else ["Ишварит"]), seed
