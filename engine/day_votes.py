"""Play one day's vote actions in time order: what each action does to its voter's ballot.

Every action ends with exactly one fate: rejected at once (with its ``Reason``), replaced or
voided by a later action, or (set at the close by ``engine.day_count``) what its standing
ballot became. The event log names the RULES.md rule behind each step and carries a code.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from datetime import datetime

from engine.day_codes import Event, Fate, Reason, VoteFate
from engine.day_facts import DayFacts, VoteEvent
from engine.day_result import InvalidVote, Pending
from engine.day_rules import DayRules, moment, window

_DETAIL = {
    Reason.BEFORE_OPEN: "before the day opened",
    Reason.AFTER_DEADLINE: "at or after the deadline",
    Reason.AFTER_EARLY_CLOSE: "after the early close",
    Reason.VOTER_NOT_ALIVE: "voter is not alive in the game",
    Reason.EARLY_LOCKED: "an early vote cannot be changed",
    Reason.FINAL_LOCKED: "a final vote cannot be changed",
    Reason.CHANGE_LIMIT: "vote change limit reached",
    Reason.SAME_POST_CHANGE: "a change must be written in a new post",
    Reason.TARGET_INVALID: "target is dead, absorbed or unknown",
    Reason.LINKED: "linked players cannot vote against each other",
    Reason.PASS_NOT_ALLOWED: "a pass is not allowed today",
    Reason.PASS_USED: "the one pass of the game is already used",
    Reason.OUTSIDE_VOTE_WINDOW: "outside the vote window",
    Reason.NOT_IN_VOTE_THREAD: "not posted in the vote thread",
    Reason.UNMARKED: "the vote is not bold or coloured as required",
    Reason.EDITED: "the vote stands in an edited post",
    Reason.SKIP_IMPOSED: "the voter's day already counts as a skip",
    Reason.SELF_VOTE: "a vote for oneself counts as a skip",
}
# Enum member look-ups are slow on Python 3.11 (about 0.3 µs each): the per-vote path uses
# these module constants instead.
_REPLACED, _VOTE, _VOTE_EARLY, _VOTE_FINAL = (
    Fate.REPLACED,
    Event.VOTE,
    Event.VOTE_EARLY,
    Event.VOTE_FINAL,
)
_EARLY_LOCKED, _FINAL_LOCKED = Reason.EARLY_LOCKED, Reason.FINAL_LOCKED


def detail(reason: Reason) -> str:
    """The English line kept beside a reason code (``invalid_votes[].detail``)."""
    return _DETAIL[reason]


@dataclass(slots=True)
class Ballot:
    """A voter's standing action: the last one that took effect."""

    event: VoteEvent | None = None  # the standing action; None: nothing yet, or voided
    index: int | None = None  # its index in facts.votes
    target: str | None = None
    early: bool = False
    actions: int = 0
    changes: list[datetime] = field(default_factory=list)
    locked: Reason | None = None
    forced: Reason | None = None  # his day counts as a skip, whatever he posts later
    edited_modkill: bool = False

    @property
    def kind(self) -> str | None:
        """vote, unvote, abstain or pass; None: no standing action."""
        return self.event.kind if self.event else None

    @property
    def at(self) -> datetime | None:
        return self.event.at if self.event else None

    @property
    def ref(self) -> str | None:
        return self.event.ref if self.event else None

    def clear(self) -> None:
        """No standing action any more (a voided vote, a vote for oneself made a skip)."""
        self.event, self.index, self.target, self.early = None, None, None, False


class VotePlay:
    """The working state of one count while the votes are played."""

    def __init__(self, facts: DayFacts, rules: DayRules) -> None:
        self.facts, self.rules = facts, rules
        self.log: list[dict[str, str]] = []
        self.invalid: list[InvalidVote] = []
        self.pending: list[Pending] = []
        self.fates: dict[int, VoteFate] = {}
        self.ballots: dict[str, Ballot] = {p: Ballot() for p in facts.players}
        self.nobody = Ballot()  # the ballot of a voter not in the game: never touched
        self.history: list[tuple[datetime, str, str | None]] = []
        self.linked = {frozenset(pair) for pair in facts.linked}
        self.early_enabled = rules.early_close != "off" and facts.day >= rules.early_from_day
        self.window = window(facts.opens_at, rules.vote_window)
        self.steps = sorted((moment(facts.opens_at, s.start), s.limit) for s in rules.change_limits)
        self.limited = bool(self.steps or rules.max_changes)

    def t(self, when: datetime) -> str:
        """A time as the forum shows it (the day's own offset)."""
        return when.astimezone(self.facts.opens_at.tzinfo).isoformat()

    def note(self, rule: str, code: Event, event: str) -> None:
        self.log.append({"rule": rule, "code": code, "event": event})  # a StrEnum is a str

    def can_vote(self, player: str) -> bool:
        mod = self.facts.modifier(player)
        return mod.vote_weight > 0 and not mod.vote_nullified

    def weight(self, player: str) -> int:
        mod = self.facts.modifier(player)
        return 0 if mod.vote_nullified else mod.vote_weight

    def reject(self, index: int, vote: VoteEvent, reason: Reason, rule: str) -> None:
        self.fates[index] = VoteFate(Fate.REJECTED, reason)
        self.invalid.append(
            InvalidVote(
                voter=vote.voter,
                target=vote.target,
                reason=str(reason),
                detail=detail(reason),
                at=self.t(vote.at),
                ref=vote.ref,
                index=index,
            )
        )
        self.note(
            rule,
            Event.REJECTED,
            f"{vote.voter}: {vote.kind} {vote.target or ''} at {self.t(vote.at)} "
            f"not counted ({detail(reason)})".replace("  ", " "),
        )

    # -- the votes, in time order -----------------------------------------------------------

    def play(self) -> datetime | None:
        """Apply every vote in time order; returns the early-close moment, if any."""
        ordered = sorted(enumerate(self.facts.votes), key=lambda iv: (iv[1].at, iv[0]))
        closed_at: datetime | None = None
        for index, vote in ordered:
            if closed_at is not None:
                self.reject(index, vote, Reason.AFTER_EARLY_CLOSE, "day.2")
                continue
            if not self.apply(index, vote):
                continue
            if self.early_enabled and self.early_close_reached():
                closed_at = vote.at
                self.note(
                    "day.2",
                    Event.EARLY_CLOSE,
                    f"day closes early at {self.t(vote.at)}: "
                    f"{self.early_holders()} of {len(self.facts.players)} "
                    f"living players hold an early vote ({self.rules.early_close})",
                )
        return closed_at

    def refusal(self, vote: VoteEvent, ballot: Ballot) -> tuple[Reason, str] | None:
        """The rule an action breaks before it can touch the ballot, if any."""
        facts, rules = self.facts, self.rules
        if vote.at < facts.opens_at:
            return Reason.BEFORE_OPEN, "finer.time"
        if vote.at >= facts.closes_at:
            return Reason.AFTER_DEADLINE, "finer.time"
        if vote.voter not in facts.players:
            return Reason.VOTER_NOT_ALIVE, "finer.invalid"
        if self.window and not self.window[0] <= vote.at < self.window[1]:
            return Reason.OUTSIDE_VOTE_WINDOW, "day.9"
        if rules.vote_thread_only and vote.thread == "game":
            return Reason.NOT_IN_VOTE_THREAD, "day.9"
        if rules.require_format != "none" and vote.kind == "vote" and not self.marked(vote):
            return Reason.UNMARKED, "day.9"
        if ballot.forced:
            return Reason.SKIP_IMPOSED, "day.9"
        if ballot.locked:
            return ballot.locked, "day.2"
        if vote.kind == "pass":
            if rules.pass_allowed == "never" or (rules.pass_allowed == "day1" and facts.day != 1):
                return Reason.PASS_NOT_ALLOWED, "day.9"
            if rules.pass_allowed == "once" and vote.voter in facts.passes_used:
                return Reason.PASS_USED, "day.9"
        if (
            rules.changes_in_new_post
            and ballot.actions
            and vote.ref is not None
            and vote.ref == ballot.ref
        ):
            return Reason.SAME_POST_CHANGE, "day.9"
        return None

    def marked(self, vote: VoteEvent) -> bool:
        need, marks = self.rules.require_format, vote.format
        if need == "none" or marks is None:
            return True
        if need == "bold_or_colour":
            return bool(marks)
        if need == "bold_and_colour":
            return {"bold", "colour"} <= set(marks)
        return need in marks

    def over_limit(self, vote: VoteEvent, ballot: Ballot) -> bool:
        if not ballot.actions:
            return False
        step = next(((at, n) for at, n in reversed(self.steps) if at <= vote.at), None)
        since, limit = step if step else (None, self.rules.max_changes)
        if not limit:
            return False
        # changes are appended in time order: those since the step are a tail of the list
        made = len(ballot.changes) - (bisect_left(ballot.changes, since) if since else 0)
        return made >= limit

    def apply(self, index: int, vote: VoteEvent) -> bool:
        ballot = self.ballots.get(vote.voter) or self.nobody
        refused = self.refusal(vote, ballot)
        if refused:
            self.reject(index, vote, *refused)
            return False
        if vote.edited and self.rules.edited_vote != "counts":
            self.reject(index, vote, Reason.EDITED, "day.9")
            if self.rules.edited_vote == "skip":
                self.force_skip(index, vote, Reason.EDITED)
            elif self.rules.edited_vote == "modkill":
                ballot.edited_modkill = True
            return False
        if self.limited and self.over_limit(vote, ballot):
            self.reject(index, vote, Reason.CHANGE_LIMIT, "day.9")
            if self.rules.over_limit == "skip":
                self.force_skip(index, vote, Reason.CHANGE_LIMIT)
            return False
        if vote.kind != "vote":
            self.take(index, vote, ballot, None, early=False)
            code = {"unvote": Event.UNVOTE, "abstain": Event.ABSTAIN}.get(vote.kind, Event.PASS)
            self.note("day.9", code, f"{vote.voter} {vote.kind}s")
            return True
        assert vote.target is not None
        if vote.target not in self.facts.players:
            self.reject(index, vote, Reason.TARGET_INVALID, "finer.invalid")
            return False
        if frozenset((vote.voter, vote.target)) in self.linked and vote.voter != vote.target:
            self.reject(index, vote, Reason.LINKED, "day.6")
            return False
        early = vote.early and self.early_enabled and self.can_vote(vote.voter)
        if vote.early and not self.early_enabled:
            self.note(
                "day.2",
                Event.EARLY_IGNORED,
                f"{vote.voter}: 'досрочно' on day {self.facts.day} is an ordinary vote",
            )
        self.take(index, vote, ballot, vote.target, early)
        if early:
            ballot.locked = _EARLY_LOCKED
        elif vote.final and self.rules.final_locks:
            ballot.locked = _FINAL_LOCKED
        code = _VOTE_EARLY if early else _VOTE_FINAL if ballot.locked else _VOTE
        self.note("day.1", code, f"{vote.voter} votes {vote.target}")
        return True

    def take(
        self, index: int, vote: VoteEvent, ballot: Ballot, target: str | None, early: bool
    ) -> None:
        """The action becomes the voter's standing one; the one before it is replaced."""
        if ballot.index is not None:
            self.fates[ballot.index] = VoteFate(_REPLACED, by=index)
        if ballot.actions:
            ballot.changes.append(vote.at)
        ballot.event, ballot.index, ballot.target, ballot.early = vote, index, target, early
        ballot.actions += 1
        # Under self_vote = skip a vote for oneself never adds to the running count.
        skip_self = self.rules.self_vote == "skip" and target == vote.voter
        self.history.append((vote.at, vote.voter, None if skip_self else target))

    def force_skip(self, index: int, vote: VoteEvent, reason: Reason) -> None:
        """The rules make this voter's day a skip: his standing action is voided."""
        ballot = self.ballots[vote.voter]
        if ballot.index is not None:
            self.fates[ballot.index] = VoteFate(Fate.VOIDED, reason, by=index)
        ballot.clear()
        ballot.forced = reason
        self.history.append((vote.at, vote.voter, None))
        self.note("day.9", Event.VOIDED, f"{vote.voter}'s day counts as a skip ({reason})")

    def early_holders(self) -> int:
        return sum(1 for b in self.ballots.values() if b.early and b.target is not None)

    def early_close_reached(self) -> bool:
        holders, alive = self.early_holders(), len(self.facts.players)
        if self.rules.early_close == "all":
            return holders == alive
        return holders * 2 > alive
