"""Properties of resolve_day over random days (hypothesis)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.day import resolve_day
from engine.day_codes import Fate
from engine.day_facts import DayFacts, DayRules
from engine.day_result import DayResult
from engine.day_rules import CHOICES
from engine.roles import ROLES

MSK = timezone(timedelta(hours=3))
OPENS = datetime(2026, 12, 2, 10, 0, tzinfo=MSK)
CLOSES = datetime(2026, 12, 2, 22, 30, tzinfo=MSK)


@st.composite
def days(draw: st.DrawFn) -> dict[str, Any]:
    count = draw(st.integers(min_value=3, max_value=15))
    names = [f"P{i:02d}" for i in range(1, count + 1)]
    players = {n: draw(st.sampled_from(ROLES)) for n in names}
    minutes = draw(
        st.lists(st.integers(min_value=-60, max_value=800), min_size=0, max_size=60, unique=True)
    )
    votes = []
    for minute in minutes:
        voter = draw(st.sampled_from([*names, "Ghost"]))
        vote: dict[str, Any] = {
            "at": (OPENS + timedelta(minutes=minute)).isoformat(),
            "voter": voter,
            "kind": draw(st.sampled_from(["vote"] * 6 + ["unvote", "abstain", "pass"])),
            "ref": draw(st.sampled_from(["p1", "p2", "p3", None])),
        }
        if vote["kind"] == "vote":
            vote["target"] = draw(st.sampled_from([*names, "Ghost"]))
            vote["early"] = draw(st.booleans())
            vote["final"] = draw(st.booleans())
            vote["format"] = draw(st.sampled_from([None, [], ["bold"], ["colour", "bold"]]))
        vote["edited"] = draw(st.integers(0, 8)) == 0
        vote["thread"] = draw(st.sampled_from([None, "vote", "game"]))
        votes.append(vote)
    modifiers = {}
    for name in draw(st.lists(st.sampled_from(names), max_size=3, unique=True)):
        modifiers[name] = draw(
            st.sampled_from(
                [
                    {"vote_weight": 0},
                    {"vote_weight": 2},
                    {"execution_immune": True},
                    {"vote_nullified": True},
                ]
            )
        )
    linked = []
    if count >= 2 and draw(st.booleans()):
        pair = draw(st.lists(st.sampled_from(names), min_size=2, max_size=2, unique=True))
        linked.append(pair)
    return {
        "day": draw(st.integers(1, 5)),
        "players": players,
        "skips": {n: 1 for n in draw(st.lists(st.sampled_from(names), max_size=3, unique=True))},
        "linked": linked,
        "modifiers": modifiers,
        "opens_at": OPENS.isoformat(),
        "closes_at": CLOSES.isoformat(),
        "votes": votes,
        "posted": draw(st.lists(st.sampled_from(names), unique=True)),
        "missed_night_action": draw(st.lists(st.sampled_from(names), max_size=3, unique=True)),
        "skip_streak": {n: 1 for n in draw(st.lists(st.sampled_from(names), max_size=3))},
        "passes_used": draw(st.lists(st.sampled_from(names), max_size=3, unique=True)),
        "rules": draw(rule_sets()),
    }


@st.composite
def rule_sets(draw: st.DrawFn) -> dict[str, Any]:
    """A random combination of the day options (docs/rules-options.md)."""
    rules: dict[str, Any] = {}
    for key, values in CHOICES.items():
        if draw(st.booleans()):
            rules[key] = draw(st.sampled_from(values))
    for key, low, high in (
        ("early_from_day", 0, 4),
        ("skip_penalty", 0, 3),
        ("modkill_after_skips", 0, 3),
        ("tie_first_reached_at_or_below", 0, 9),
        ("reveal_above", 0, 12),
        ("max_changes", 0, 3),
    ):
        if draw(st.booleans()):
            rules[key] = draw(st.integers(low, high))
    for key in (
        "final_locks",
        "fast_day",
        "modkill_missed_night",
        "modkill_voids_day",
        "drop_modkilled_votes",
        "changes_in_new_post",
        "vote_thread_only",
    ):
        if draw(st.booleans()):
            rules[key] = draw(st.booleans())
    if draw(st.booleans()):
        rules["change_limits"] = [{"from": "16:00", "max": 2}, {"from": "20:50", "max": 1}]
    if draw(st.booleans()):
        rules["vote_window"] = draw(st.sampled_from(["12:00-21:00", "20:00-21:00"]))
    if draw(st.integers(0, 3)) == 0:
        rules["double_day"] = True
        rules["first_deadline"] = draw(st.sampled_from(["14:00", "18:30"]))
    return rules


def counts(result: DayResult) -> list[DayResult]:
    """The separate counts of a day: its rounds on a double day, else the day itself."""
    return result.rounds or [result]


def run(raw: dict[str, Any]):  # type: ignore[no-untyped-def]
    return resolve_day(DayFacts.from_json(raw), DayRules.from_json(raw.get("rules")))


@settings(max_examples=300, deadline=None)
@given(days())
def test_tally_is_penalties_plus_counted_weights(raw: dict[str, Any]) -> None:
    for result in counts(run(raw)):
        for target in {*result.tally, *result.penalties, *(v.target for v in result.standing)}:
            counted = sum(v.weight for v in result.standing if v.target == target)
            assert result.tally.get(target, 0) == result.penalties.get(target, 0) + counted


@settings(max_examples=400, deadline=None)
@given(days())
def test_counted_fates_and_penalties_make_the_tally(raw: dict[str, Any]) -> None:
    result = run(raw)
    assert len(result.fates) == len(raw["votes"]), "every vote has exactly one fate"
    fates = result.as_json()["fates"]
    assert [f["index"] for f in fates] == list(range(len(raw["votes"])))
    for one in counts(result):
        own = one.as_json()["fates"]
        sums: dict[str, int] = dict(one.penalties)
        for fate in own:
            if fate["fate"] == Fate.COUNTED:
                target = raw["votes"][fate["index"]]["target"]
                sums[target] = sums.get(target, 0) + fate["weight"]
        assert {p: n for p, n in sums.items() if n} == one.tally
        counted = sorted(
            (raw["votes"][f["index"]]["voter"], f["index"]) for f in own if f["fate"] == "counted"
        )
        assert [c[0] for c in counted] == sorted(v.voter for v in one.standing)


@settings(max_examples=300, deadline=None)
@given(days())
def test_rejected_fates_are_the_invalid_votes(raw: dict[str, Any]) -> None:
    result = run(raw)
    rejected = {
        (f["index"], f["reason"]) for f in result.as_json()["fates"] if f["fate"] == "rejected"
    }
    assert rejected == {(v.index, v.reason) for v in result.invalid_votes}
    for fate in result.as_json()["fates"]:
        if "by" in fate:  # replaced or voided by a later action of the same voter
            mine, later = raw["votes"][fate["index"]], raw["votes"][fate["by"]]
            assert mine["voter"] == later["voter"] and mine["at"] < later["at"]


@settings(max_examples=200, deadline=None)
@given(days(), st.randoms(use_true_random=False))
def test_listing_order_never_matters(raw: dict[str, Any], rnd: Any) -> None:
    order = list(range(len(raw["votes"])))
    rnd.shuffle(order)
    shuffled = dict(raw, votes=[raw["votes"][i] for i in order])
    plain, mixed = run(raw).as_json(), run(shuffled).as_json()
    for result in (plain, mixed):
        for entry in result["invalid_votes"]:
            del entry["index"]
    plain_fates, mixed_fates = plain.pop("fates"), mixed.pop("fates")
    plain.pop("rounds", None), mixed.pop("rounds", None)
    assert plain == mixed
    for new, old in enumerate(order):  # the same vote has the same fate wherever it is listed
        moved = dict(mixed_fates[new], index=old)
        if "by" in moved:
            moved["by"] = order[moved["by"]]
        assert moved == plain_fates[old]


@settings(max_examples=300, deadline=None)
@given(days())
def test_only_the_last_valid_vote_counts(raw: dict[str, Any]) -> None:
    result = run(raw)
    voters = [v.voter for v in result.standing]
    assert len(voters) == len(set(voters))
    rejected = {(v.voter, datetime.fromisoformat(v.at)) for v in result.invalid_votes}
    for vote in result.standing:
        later = [
            datetime.fromisoformat(e["at"])
            for e in raw["votes"]
            if e["voter"] == vote.voter
            and vote.at < datetime.fromisoformat(e["at"]) < result.closed_at
        ]
        assert all((vote.voter, when) in rejected for when in later)


@settings(max_examples=300, deadline=None)
@given(days())
def test_nobody_immune_is_executed_and_nobody_dead_votes(raw: dict[str, Any]) -> None:
    result = run(raw)
    immune = {n for n, m in raw["modifiers"].items() if m.get("execution_immune")}
    assert not immune & set(result.executed)
    assert {v.voter for v in result.standing} <= set(raw["players"])
    if raw["rules"].get("drop_modkilled_votes", True):
        assert all(v.voter not in result.modkilled for v in result.standing)
    assert set(result.executed) <= set(raw["players"]) - set(result.modkilled)
    ghosts = [
        e
        for e in raw["votes"]
        if e["voter"] == "Ghost" and OPENS <= datetime.fromisoformat(e["at"]) < result.closed_at
    ]
    flagged = [v for v in result.invalid_votes if v.voter == "Ghost"]
    assert len(flagged) >= len(ghosts)
