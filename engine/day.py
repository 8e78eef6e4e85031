"""Resolve one day: a single count, or on a double day two counts with two deadlines.

``resolve_day(facts, rules)`` is a pure function. Its result carries an event log (each
entry names the RULES.md rule and an ``Event`` code) and one fate per input vote.
"""

from __future__ import annotations

import dataclasses

from engine.day_codes import Event, VoteFate
from engine.day_count import count_day
from engine.day_facts import DayFacts, DayRules
from engine.day_result import CountedVote, DayResult
from engine.day_rules import clock, moment
from engine.errors import RulesError
from mafia_i18n import _

__all__ = ["CountedVote", "DayResult", "resolve_day"]


def resolve_day(facts: DayFacts, rules: DayRules | None = None) -> DayResult:
    """Count the day and decide who dies, with the rule behind every step in the log."""
    rules = rules or DayRules()
    if not rules.double_day:
        return count_day(facts, rules)
    return _double_day(facts, rules)


def _double_day(facts: DayFacts, rules: DayRules) -> DayResult:
    """Two executions: a first count to ``first_deadline``, a second among the survivors
    from then to the day's deadline. Each vote belongs to the round its time falls in."""
    split = moment(facts.opens_at, clock(rules.first_deadline, "first_deadline"))
    if not facts.opens_at < split < facts.closes_at:
        raise RulesError(_("first_deadline должен быть между открытием дня и его дедлайном"))
    single = dataclasses.replace(rules, double_day=False)
    first_idx = [i for i, v in enumerate(facts.votes) if v.at < split]
    second_idx = [i for i, v in enumerate(facts.votes) if v.at >= split]
    one = count_day(
        dataclasses.replace(facts, closes_at=split, votes=[facts.votes[i] for i in first_idx]),
        single,
    )
    dead = {*one.executed, *one.modkilled, *(d.player for d in one.also_died)}
    state = one.state
    two = count_day(
        dataclasses.replace(
            facts,
            players={p: r for p, r in facts.players.items() if p not in dead},
            opens_at=split,
            votes=[facts.votes[i] for i in second_idx],
            skips=one.skips,
            skip_streak=one.skip_streak,
            passes_used=frozenset(one.passes_used),
            missed_night_action=frozenset(),
            linked=[p for p in facts.linked if not set(p) & dead],
            state=dataclasses.replace(facts.state, father=state.father, xing=state.xing),
        ),
        single,
    )
    fates: list[VoteFate | None] = [None] * len(facts.votes)
    for result, indices in ((one, first_idx), (two, second_idx)):
        result.fate_index = indices
        for own, fate in enumerate(result.fates):
            by = indices[fate.by] if fate.by is not None else None
            fates[indices[own]] = fate._replace(by=by)
        result.invalid_votes = [
            dataclasses.replace(entry, index=indices[entry.index]) for entry in result.invalid_votes
        ]
    one.fates = [f for f in (fates[i] for i in first_idx) if f is not None]
    two.fates = [f for f in (fates[i] for i in second_idx) if f is not None]
    log = [
        {
            "rule": "day.4",
            "code": str(Event.ROUND),
            "event": f"first count, to {split.isoformat()}",
        },
        *one.log,
        {"rule": "day.4", "code": str(Event.ROUND), "event": "second count, among the survivors"},
        *two.log,
    ]
    return DayResult(
        closed_at=two.closed_at,
        closed_early=two.closed_early,
        tally=two.tally,
        penalties=two.penalties,
        modkilled=one.modkilled + two.modkilled,
        executed=one.executed + two.executed,
        revealed={**one.revealed, **two.revealed},
        also_died=one.also_died + two.also_died,
        pending=one.pending + two.pending,
        invalid_votes=one.invalid_votes + two.invalid_votes,
        standing=two.standing,
        skippers=two.skippers,
        skips=two.skips,
        alive_at_close=two.alive_at_close,
        state=two.state,
        log=log,
        fates=[f for f in fates if f is not None],
        modkill_causes={**one.modkill_causes, **two.modkill_causes},
        modkill_revealed={**one.modkill_revealed, **two.modkill_revealed},
        skip_streak=two.skip_streak,
        passes_used=two.passes_used,
        rounds=[one, two],
    )
