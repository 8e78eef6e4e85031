"""Count one day: votes in the window, early close, skips and modkills, ties, the reveal, deaths.

``resolve_day(facts, rules)`` is a pure function. Its event log names the rule behind every
decision (the RULES.md section numbers: "day.2" is Day rule 2, "finer" the Finer points,
"deaths" Deaths that trigger more deaths), so the GM can check each one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from engine.day_facts import DayFacts, DayRules, VoteEvent
from engine.roles import side_of


@dataclass(frozen=True, slots=True)
class CountedVote:
    """A player's standing vote at the close."""

    voter: str
    target: str
    at: datetime
    weight: int
    early: bool
    ref: str | None = None


@dataclass(slots=True)
class DayResult:
    closed_at: datetime
    closed_early: bool
    tally: dict[str, int]
    penalties: dict[str, int]
    modkilled: list[str]
    executed: list[str]
    revealed: dict[str, str]
    also_died: list[dict[str, str]]
    pending: list[dict[str, Any]]
    invalid_votes: list[dict[str, Any]]
    standing: list[CountedVote]
    skippers: list[str]
    skips: dict[str, int]
    alive_at_close: int
    state: dict[str, Any]
    log: list[dict[str, str]] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "closed_at": self.closed_at.isoformat(),
            "closed_early": self.closed_early,
            "tally": self.tally,
            "penalties": self.penalties,
            "modkilled": self.modkilled,
            "executed": self.executed,
            "revealed": self.revealed,
            "also_died": self.also_died,
            "pending": self.pending,
            "invalid_votes": self.invalid_votes,
            "votes": [
                {
                    "voter": v.voter,
                    "target": v.target,
                    "at": v.at.isoformat(),
                    "weight": v.weight,
                    "early": v.early,
                    "ref": v.ref,
                }
                for v in self.standing
            ],
            "skippers": self.skippers,
            "skips": self.skips,
            "alive_at_close": self.alive_at_close,
            "state": self.state,
            "log": self.log,
        }


@dataclass(slots=True)
class _Ballot:
    target: str | None = None
    at: datetime | None = None
    early: bool = False
    ref: str | None = None
    abstained: bool = False
    actions: int = 0


class _Day:
    """The working state of one count; ``resolve_day`` drives it step by step."""

    def __init__(self, facts: DayFacts, rules: DayRules) -> None:
        self.facts, self.rules = facts, rules
        self.log: list[dict[str, str]] = []
        self.invalid: list[dict[str, Any]] = []
        self.pending: list[dict[str, Any]] = []
        self.ballots: dict[str, _Ballot] = {p: _Ballot() for p in facts.players}
        self.history: list[tuple[datetime, str, str | None, str | None]] = []
        self.linked = {frozenset(pair) for pair in facts.linked}
        self.early_enabled = facts.day >= rules.early_from_day

    def t(self, when: datetime) -> str:
        """A time as the forum shows it (the day's own offset)."""
        return when.astimezone(self.facts.opens_at.tzinfo).isoformat()

    def note(self, rule: str, event: str) -> None:
        self.log.append({"rule": rule, "event": event})

    def reject(self, vote: VoteEvent, reason: str, rule: str) -> None:
        self.invalid.append(
            {
                "voter": vote.voter,
                "target": vote.target,
                "reason": reason,
                "at": self.t(vote.at),
                "ref": vote.ref,
            }
        )
        self.note(
            rule,
            f"{vote.voter}: {vote.kind} {vote.target or ''} at {self.t(vote.at)} "
            f"not counted ({reason})".replace("  ", " "),
        )

    def can_vote(self, player: str) -> bool:
        mod = self.facts.modifier(player)
        return mod.vote_weight > 0 and not mod.vote_nullified

    # -- the votes, in time order -----------------------------------------------------------

    def play_votes(self) -> datetime | None:
        """Apply every vote in time order; returns the early-close moment, if any."""
        ordered = sorted(enumerate(self.facts.votes), key=lambda iv: (iv[1].at, iv[0]))
        closed_at: datetime | None = None
        for _, vote in ordered:
            if closed_at is not None:
                self.reject(vote, "after the early close", "day.2")
                continue
            if not self.apply(vote):
                continue
            if self.early_enabled and self.early_close_reached():
                closed_at = vote.at
                self.note(
                    "day.2",
                    f"day closes early at {self.t(vote.at)}: "
                    f"{self.early_holders()} of {len(self.facts.players)} "
                    f"living players hold an early vote ({self.rules.early_close})",
                )
        return closed_at

    def apply(self, vote: VoteEvent) -> bool:
        facts = self.facts
        if vote.at < facts.opens_at:
            self.reject(vote, "before the day opened", "finer.time")
            return False
        if vote.at >= facts.closes_at:
            self.reject(vote, "at or after the deadline", "finer.time")
            return False
        if vote.voter not in facts.players:
            self.reject(vote, "voter is not alive in the game", "finer.invalid")
            return False
        ballot = self.ballots[vote.voter]
        if ballot.early and self.early_enabled:
            self.reject(vote, "an early vote cannot be changed", "day.2")
            return False
        limit = self.rules.max_changes
        if limit and ballot.actions > limit:
            self.reject(vote, f"vote change limit reached ({limit} a day)", "day.9")
            return False
        if vote.kind in ("unvote", "abstain"):
            abstain = vote.kind == "abstain"
            ballot.target, ballot.at, ballot.early, ballot.ref = None, vote.at, False, vote.ref
            ballot.abstained = abstain
            ballot.actions += 1
            self.history.append((vote.at, vote.voter, None, vote.ref))
            self.note("day.9", f"{vote.voter} " + ("abstains" if abstain else "withdraws the vote"))
            return True
        assert vote.target is not None
        if vote.target not in facts.players:
            self.reject(vote, "target is dead, absorbed or unknown", "finer.invalid")
            return False
        if frozenset((vote.voter, vote.target)) in self.linked and vote.voter != vote.target:
            self.reject(vote, "linked players cannot vote against each other", "day.6")
            return False
        early = vote.early and self.early_enabled and self.can_vote(vote.voter)
        if vote.early and not self.early_enabled:
            self.note(
                "day.2",
                f"{vote.voter}: 'досрочно' before day {self.rules.early_from_day} "
                "is an ordinary vote",
            )
        ballot.target, ballot.at, ballot.early, ballot.ref = vote.target, vote.at, early, vote.ref
        ballot.abstained = False
        ballot.actions += 1
        self.history.append((vote.at, vote.voter, vote.target, vote.ref))
        self.note("day.1", f"{vote.voter} votes {vote.target}" + (" (early)" if early else ""))
        return True

    def early_holders(self) -> int:
        return sum(1 for b in self.ballots.values() if b.early and b.target is not None)

    def early_close_reached(self) -> bool:
        holders, alive = self.early_holders(), len(self.facts.players)
        if self.rules.early_close == "all":
            return holders == alive
        return holders * 2 > alive


def resolve_day(facts: DayFacts, rules: DayRules | None = None) -> DayResult:
    """Count the day and decide who dies, with the rule behind every step in the log."""
    rules = rules or DayRules()
    day = _Day(facts, rules)
    early_at = day.play_votes()
    closed_at = (early_at or facts.closes_at).astimezone(facts.opens_at.tzinfo)

    # Skips and modkills (day.3; finer: modkills first, no penalty for the modkilled).
    skips = dict(facts.skips)
    penalties: dict[str, int] = {}
    modkilled: list[str] = []
    skippers: list[str] = []
    for player in facts.players:
        if day.ballots[player].target is not None:
            continue
        if day.ballots[player].abstained:
            day.note("day.9", f"{player} abstained (allowed by the profile): not a skipper")
            continue
        if not day.can_vote(player):
            day.note("finer.stone", f"{player} has no vote today (Stone) and is not a skipper")
            continue
        skippers.append(player)
        skips[player] = skips.get(player, 0) + 1
        if skips[player] >= rules.modkill_after_skips:
            modkilled.append(player)
            day.note(
                "day.3",
                f"{player} skips for the {_ordinal(skips[player])} time: modkill, "
                "side not revealed",
            )
        else:
            penalties[player] = rules.skip_penalty
            day.note("day.3", f"{player} skips: +{rules.skip_penalty} votes against him")

    gone = set(modkilled)
    standing: list[CountedVote] = []
    for voter, ballot in day.ballots.items():
        if ballot.target is None or ballot.at is None:
            continue
        if rules.drop_modkilled_votes and (voter in gone or ballot.target in gone):
            day.note("day.3", f"vote {voter} → {ballot.target} dropped (modkill)")
            continue
        weight = (
            0 if day.facts.modifier(voter).vote_nullified else facts.modifier(voter).vote_weight
        )
        if weight != 1:
            day.note("day.7", f"{voter}'s vote counts {weight} (Stone)")
        standing.append(
            CountedVote(voter, ballot.target, ballot.at, weight, ballot.early, ballot.ref)
        )
    standing.sort(key=lambda v: (v.at, v.voter))

    tally: dict[str, int] = dict(penalties)
    for vote in standing:
        if vote.weight:
            tally[vote.target] = tally.get(vote.target, 0) + vote.weight
    tally = {p: n for p, n in sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])) if n > 0}

    alive = len(facts.players) - len(modkilled)
    executed = _choose_executed(day, tally, penalties, gone, alive, rules, facts, closed_at)

    revealed: dict[str, str] = {}
    counted, when = alive, "before"
    if rules.reveal_counted == "after_execution":
        counted, when = alive - len(executed), "after"
    if counted > rules.reveal_above:
        revealed = {p: side_of(facts.players[p]) for p in executed}
        day.note(
            "day.5",
            f"{counted} alive {when} the execution (> {rules.reveal_above}): "
            "the executed player's side is revealed",
        )
    elif executed:
        day.note(
            "day.5",
            f"{counted} alive {when} the execution (≤ {rules.reveal_above}): no side revealed",
        )

    also_died, pending, state = _death_triggers(day, facts, executed, modkilled)
    return DayResult(
        closed_at=closed_at,
        closed_early=early_at is not None,
        tally=tally,
        penalties=penalties,
        modkilled=modkilled,
        executed=executed,
        revealed=revealed,
        also_died=also_died,
        pending=day.pending + pending,
        invalid_votes=day.invalid,
        standing=standing,
        skippers=skippers,
        skips={p: n for p, n in skips.items() if n},
        alive_at_close=alive,
        state=state,
        log=day.log,
    )


def _choose_executed(
    day: _Day,
    tally: dict[str, int],
    penalties: dict[str, int],
    gone: set[str],
    alive: int,
    rules: DayRules,
    facts: DayFacts,
    closed_at: datetime,
) -> list[str]:
    if not tally:
        day.note("day.4", "no votes counted: nobody is executed")
        return []
    immune = {p for p in facts.players if facts.modifier(p).execution_immune}
    ranked = sorted(set(tally.values()), reverse=True)
    top = ranked[0]
    leaders = sorted(p for p, n in tally.items() if n == top)
    if alive <= rules.tie_first_reached_at_or_below and len(leaders) > 1:
        first = _first_to_reach(day, tally, penalties, gone, leaders, facts, closed_at)
        if first is None:
            return []
        leaders = [first]
    elif len(leaders) > 1:
        day.note(
            "day.4",
            f"tie at {top} between {', '.join(leaders)} with {alive} alive "
            f"(> {rules.tie_first_reached_at_or_below}): all of them die",
        )
    chosen = [p for p in leaders if p not in immune]
    for player in leaders:
        if player in immune:
            day.note("day.7", f"{player} is immune from execution today: not executed")
    if not chosen and rules.immune_alone_on_top == "next_highest" and len(ranked) > 1:
        nxt = sorted(p for p, n in tally.items() if n == ranked[1] and p not in immune)
        day.note("day.7", f"immune player alone on top: the next highest ({', '.join(nxt)}) die")
        chosen = nxt
    elif not chosen:
        day.note("day.7", "the immune player alone on top: nobody is executed")
    for player in chosen:
        day.note("day.4", f"{player} is executed with {tally[player]} votes")
    return chosen


def _first_to_reach(
    day: _Day,
    tally: dict[str, int],
    penalties: dict[str, int],
    gone: set[str],
    leaders: list[str],
    facts: DayFacts,
    closed_at: datetime,
) -> str | None:
    """At 6 or fewer alive: the leader whose count last became the final count earliest."""
    final = tally[leaders[0]]
    running = dict(penalties)  # penalty votes stand at the start of the day
    current: dict[str, str | None] = {}
    reached: dict[str, datetime] = {p: facts.opens_at for p in leaders if running.get(p) == final}
    for at, voter, target, _ in day.history:
        if at > closed_at or voter in gone:
            continue
        weight = 0 if facts.modifier(voter).vote_nullified else facts.modifier(voter).vote_weight
        before = current.get(voter)
        if before is not None and before not in gone:
            running[before] = running.get(before, 0) - weight
        current[voter] = target
        if target is not None and target not in gone:
            running[target] = running.get(target, 0) + weight
        for player in leaders:
            now = running.get(player, 0)
            if now != final:
                reached.pop(player, None)
            elif player not in reached:
                reached[player] = at
    order = sorted(leaders, key=lambda p: reached.get(p, closed_at))
    moments = [reached.get(p, closed_at) for p in order]
    if len(moments) > 1 and moments[0] == moments[1]:
        tied = [p for p, m in zip(order, moments, strict=True) if m == moments[0]]
        day.note("day.4", f"{', '.join(tied)} reached {final} at the same moment: the GM decides")
        day.pending.append({"player": None, "need": "tie_break", "candidates": tied})
        return None
    day.note(
        "day.4",
        f"tie at {final} with {len(facts.players) - len(gone)} alive (≤ 6): "
        f"{order[0]} reached it first ({day.t(moments[0])})",
    )
    return order[0]


def _death_triggers(
    day: _Day, facts: DayFacts, executed: list[str], modkilled: list[str]
) -> tuple[list[dict[str, str]], list[dict[str, Any]], dict[str, Any]]:
    dead = set(executed) | set(modkilled)
    also: list[dict[str, str]] = []
    for player in executed:
        if facts.players[player] != "crimson":
            continue
        for victim, role in facts.players.items():
            if role in ("xing", "father") and victim not in dead:
                # Only the original holders: not a Bodyguard acting as Xing, not Pride as Father.
                also.append({"player": victim, "cause": "explosion"})
                dead.add(victim)
                day.note(
                    "deaths",
                    f"Crimson Alchemist {player} explodes and takes {victim} ({role}) with him",
                )
    pending: list[dict[str, Any]] = []
    for player in sorted(dead):
        if facts.players[player] == "pride" and facts.state.absorbed_by_pride:
            pending.append({"player": player, "need": "revenge_target"})
            day.note(
                "deaths",
                f"Pride {player} dies after absorbing Crimson: the GM asks whom he takes with him",
            )
    state = _successions(day, facts, dead)
    return also, pending, state


def _successions(day: _Day, facts: DayFacts, dead: set[str]) -> dict[str, Any]:
    father, xing = facts.state.father, facts.state.xing
    if father in dead:
        pride = next((p for p, r in facts.players.items() if r == "pride" and p not in dead), None)
        day.note(
            "deaths",
            f"Father {father} dies"
            + (f": Pride {pride} becomes Father" if pride else ": no Pride to succeed him"),
        )
        father = pride
    if xing in dead:
        guard = next(
            (p for p, r in facts.players.items() if r == "bodyguard" and p not in dead), None
        )
        if guard:
            day.note("deaths", f"Xing Alchemist {xing} dies: Bodyguard {guard} becomes Xing")
        xing = guard
    return {"father": father, "xing": xing, "absorbed_by_pride": facts.state.absorbed_by_pride}


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")
