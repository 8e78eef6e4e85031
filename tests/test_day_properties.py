"""Properties of resolve_day over random days (hypothesis)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.day import resolve_day
from engine.day_facts import DayFacts, DayRules
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
        if draw(st.integers(0, 6)) == 0:
            votes.append(
                {
                    "at": (OPENS + timedelta(minutes=minute)).isoformat(),
                    "voter": voter,
                    "kind": "unvote",
                }
            )
        else:
            votes.append(
                {
                    "at": (OPENS + timedelta(minutes=minute)).isoformat(),
                    "voter": voter,
                    "kind": "vote",
                    "target": draw(st.sampled_from([*names, "Ghost"])),
                    "early": draw(st.booleans()),
                }
            )
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
        "rules": {"early_close": draw(st.sampled_from(["majority", "all"]))},
    }


def run(raw: dict[str, Any]):  # type: ignore[no-untyped-def]
    return resolve_day(DayFacts.from_json(raw), DayRules.from_json(raw.get("rules")))


@settings(max_examples=300, deadline=None)
@given(days())
def test_tally_is_penalties_plus_counted_weights(raw: dict[str, Any]) -> None:
    result = run(raw)
    for target in {*result.tally, *result.penalties, *(v.target for v in result.standing)}:
        counted = sum(v.weight for v in result.standing if v.target == target)
        assert result.tally.get(target, 0) == result.penalties.get(target, 0) + counted


@settings(max_examples=200, deadline=None)
@given(days(), st.randoms(use_true_random=False))
def test_listing_order_never_matters(raw: dict[str, Any], rnd: Any) -> None:
    shuffled = dict(raw, votes=list(raw["votes"]))
    rnd.shuffle(shuffled["votes"])
    assert run(raw).as_json() == run(shuffled).as_json()


@settings(max_examples=300, deadline=None)
@given(days())
def test_only_the_last_valid_vote_counts(raw: dict[str, Any]) -> None:
    result = run(raw)
    voters = [v.voter for v in result.standing]
    assert len(voters) == len(set(voters))
    rejected = {(v["voter"], datetime.fromisoformat(v["at"])) for v in result.invalid_votes}
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
    assert all(v.voter not in result.modkilled for v in result.standing)
    assert set(result.executed) <= set(raw["players"]) - set(result.modkilled)
    ghosts = [
        e
        for e in raw["votes"]
        if e["voter"] == "Ghost" and OPENS <= datetime.fromisoformat(e["at"]) < result.closed_at
    ]
    flagged = [v for v in result.invalid_votes if v["voter"] == "Ghost"]
    assert len(flagged) >= len(ghosts)
