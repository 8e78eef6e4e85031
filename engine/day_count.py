"""Count one day: the votes in the window, then at the close skips and modkills, the tally,
the tie, the reveal and the deaths that follow.

The event log names the rule behind every decision (the RULES.md section numbers: "day.2"
is Day rule 2, "finer" the Finer points, "deaths" Deaths that trigger more deaths) and a code
(``engine.day_codes.Event``), so the GM can check each one.
"""

from __future__ import annotations

from datetime import datetime

from engine.day_codes import Event, Fate, ModkillCause, Reason, VoteFate
from engine.day_facts import DayFacts, DayState
from engine.day_result import CountedVote, DayDeath, DayResult, Pending
from engine.day_rules import DayRules
from engine.day_ties import choose_executed
from engine.day_votes import VotePlay
from engine.roles import side_of


class _Close:
    """Who skipped and who is modkilled at the close (day.3, finer)."""

    def __init__(self, play: VotePlay, closed_at: datetime) -> None:
        self.play, self.closed_at = play, closed_at
        facts = play.facts
        self.skips = dict(facts.skips)
        self.streak = dict(facts.skip_streak)
        self.penalties: dict[str, int] = {}
        self.modkilled: dict[str, ModkillCause] = {}
        self.skippers: list[str] = []
        self.posted: frozenset[str] = facts.posted or frozenset()
        if facts.posted is None and play.rules.skip_when == "no_post":
            self.posted = frozenset(
                v.voter for v in facts.votes if facts.opens_at <= v.at < facts.closes_at
            )

    def judge(self, player: str) -> None:
        """Settle one living player at the close: skipper or not, penalty or modkill."""
        play, rules = self.play, self.play.rules
        ballot = play.ballots[player]
        missed = rules.modkill_missed_night and player in play.facts.missed_night_action
        streak_before = self.streak.get(player, 0)
        if ballot.edited_modkill:
            self.modkill(player, ModkillCause.EDITED_VOTE, "an edited vote post")
            return
        if (
            rules.self_vote == "skip"
            and ballot.target == player
            and ballot.index is not None
            and play.can_vote(player)
        ):
            play.fates[ballot.index] = VoteFate(Fate.COUNTED_AS_SKIP, Reason.SELF_VOTE)
            ballot.clear()
            play.note("day.9", Event.SELF_VOTE_SKIP, f"{player} votes for himself: a skip")
        if not self.is_skipper(player):
            self.streak[player] = 0
            if missed and streak_before:
                self.modkill(
                    player, ModkillCause.SKIP_AND_MISSED_NIGHT, "a skip, then a missed night action"
                )
            return
        self.skippers.append(player)
        if rules.fast_day:
            play.note("day.3", Event.SKIP_FREE, f"{player} skips on a fast day: no penalty")
            return
        self.skips[player] = self.skips.get(player, 0) + 1
        self.streak[player] = streak_before + 1
        in_a_row = rules.modkill_count == "in_a_row"
        count = self.streak[player] if in_a_row else self.skips[player]
        if rules.modkill_after_skips and count >= rules.modkill_after_skips:
            cause = ModkillCause.SKIPS_IN_A_ROW if in_a_row else ModkillCause.SKIPS
            self.modkill(player, cause, f"skip number {count}" + (" in a row" if in_a_row else ""))
        elif missed:
            self.modkill(player, ModkillCause.SKIP_AND_MISSED_NIGHT, "a skip and a missed action")
        else:
            self.penalties[player] = rules.skip_penalty
            play.note("day.3", Event.SKIP_PENALTY, f"{player} skips: +{rules.skip_penalty}")

    def is_skipper(self, player: str) -> bool:
        play = self.play
        ballot = play.ballots[player]
        if ballot.target is not None:
            return False
        if ballot.kind in ("abstain", "pass"):
            play.note("day.9", Event.NOT_SKIPPER_ABSTAINED, f"{player} abstained: not a skipper")
            return False
        if not play.can_vote(player):
            play.note("finer.stone", Event.NOT_SKIPPER_NO_VOTE, f"{player} has no vote today")
            return False
        if play.rules.skip_when == "no_post" and not ballot.forced and player in self.posted:
            play.note("day.3", Event.NOT_SKIPPER_POSTED, f"{player} posted: not a skipper")
            return False
        return True

    def modkill(self, player: str, cause: ModkillCause, why: str) -> None:
        self.modkilled[player] = cause
        reveal = self.play.rules.modkill_reveal
        self.play.note(
            "day.3",
            Event.MODKILL,
            f"{player}: modkill ({why})" + ("" if reveal != "none" else ", side not revealed"),
        )
        if reveal != "none":
            self.play.note("day.3", Event.MODKILL_REVEAL, f"{player}'s {reveal} is published")


def count_day(facts: DayFacts, rules: DayRules) -> DayResult:
    """Count the day and decide who dies, with the rule and code behind every step."""
    play = VotePlay(facts, rules)
    early_at = play.play()
    closed_at = (early_at or facts.closes_at).astimezone(facts.opens_at.tzinfo)

    close = _Close(play, closed_at)
    for player in facts.players:
        close.judge(player)
    gone = set(close.modkilled)
    standing = _standing(play, gone)
    tally: dict[str, int] = dict(close.penalties)
    for vote in standing:
        if vote.weight:
            tally[vote.target] = tally.get(vote.target, 0) + vote.weight
    tally = {p: n for p, n in sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])) if n > 0}

    alive = len(facts.players) - len(gone)
    living = {p: n for p, n in tally.items() if p not in gone}  # the modkilled are gone
    dropped = gone if rules.drop_modkilled_votes else set()
    if gone and rules.modkill_voids_day:
        play.note("day.3", Event.DAY_VOIDED, "a modkill voids the day's result: nobody dies")
        executed: list[str] = []
    else:
        executed = choose_executed(
            play, living, close.penalties, dropped, alive, closed_at, standing
        )
    revealed = _reveal(play, executed, alive)
    also_died, pending, state = _death_triggers(play, facts, executed, list(close.modkilled))
    passes = set(facts.passes_used) | {p for p, b in play.ballots.items() if b.kind == "pass"}
    assert len(play.fates) == len(facts.votes), "every vote has exactly one fate"
    return DayResult(
        closed_at=closed_at,
        closed_early=early_at is not None,
        tally=tally,
        penalties=close.penalties,
        modkilled=list(close.modkilled),
        executed=executed,
        revealed=revealed,
        also_died=also_died,
        pending=play.pending + pending,
        invalid_votes=play.invalid,
        standing=standing,
        skippers=close.skippers,
        skips={p: n for p, n in close.skips.items() if n},
        alive_at_close=alive,
        state=state,
        log=play.log,
        fates=[play.fates[i] for i in range(len(facts.votes))],
        modkill_causes={p: str(c) for p, c in close.modkilled.items()},
        modkill_revealed=_shown(facts, list(close.modkilled), rules.modkill_reveal),
        skip_streak={p: n for p, n in close.streak.items() if n},
        passes_used=sorted(passes),
    )


def _standing(play: VotePlay, gone: set[str]) -> list[CountedVote]:
    """The standing votes that count, each fate settled."""
    standing: list[CountedVote] = []
    for voter, ballot in play.ballots.items():
        if ballot.index is None:
            continue
        if ballot.kind != "vote" or ballot.target is None or ballot.at is None:
            fate = Fate.WITHDRAWN if ballot.kind == "unvote" else Fate.ABSTAINED
            play.fates[ballot.index] = VoteFate(fate)
            continue
        dropped = None
        if play.rules.drop_modkilled_votes and voter in gone:
            dropped = Fate.DROPPED_MODKILLED_VOTER
        elif play.rules.drop_modkilled_votes and ballot.target in gone:
            dropped = Fate.DROPPED_TARGET_MODKILLED
        if dropped:
            play.fates[ballot.index] = VoteFate(dropped)
            play.note("day.3", Event.VOTE_DROPPED, f"vote {voter} → {ballot.target} dropped")
            continue
        weight = play.weight(voter)
        if weight != 1:
            play.note("day.7", Event.VOTE_WEIGHT, f"{voter}'s vote counts {weight} (Stone)")
        play.fates[ballot.index] = VoteFate(Fate.COUNTED, weight=weight)
        standing.append(
            CountedVote(voter, ballot.target, ballot.at, weight, ballot.early, ballot.ref)
        )
    standing.sort(key=lambda v: (v.at, v.voter))
    return standing


def _reveal(play: VotePlay, executed: list[str], alive: int) -> dict[str, str]:
    rules = play.rules
    counted, when = alive, "before"
    if rules.reveal_counted == "after_execution":
        counted, when = alive - len(executed), "after"
    if not executed:
        return {}
    if counted > rules.reveal_above and rules.reveal != "none":
        play.note(
            "day.5",
            Event.REVEAL,
            f"{counted} alive {when} the execution (> {rules.reveal_above}): "
            f"the executed player's {rules.reveal} is revealed",
        )
        return _shown(play.facts, executed, rules.reveal)
    why = "reveal = none" if rules.reveal == "none" else f"≤ {rules.reveal_above}"
    play.note(
        "day.5",
        Event.REVEAL_HIDDEN,
        f"{counted} alive {when} the execution ({why}): nothing revealed",
    )
    return {}


def _shown(facts: DayFacts, players: list[str], what: str) -> dict[str, str]:
    if what == "none":
        return {}
    return {p: facts.players[p] if what == "role" else side_of(facts.players[p]) for p in players}


def _death_triggers(
    play: VotePlay, facts: DayFacts, executed: list[str], modkilled: list[str]
) -> tuple[list[DayDeath], list[Pending], DayState]:
    dead = set(executed) | set(modkilled)
    also: list[DayDeath] = []
    for player in executed:
        if facts.players[player] != "crimson":
            continue
        for victim, role in facts.players.items():
            if role in ("xing", "father") and victim not in dead:
                # Only the original holders: not a Bodyguard acting as Xing, not Pride as Father.
                also.append(DayDeath(victim, "explosion"))
                dead.add(victim)
                play.note(
                    "deaths",
                    Event.EXPLOSION,
                    f"Crimson Alchemist {player} explodes and takes {victim} ({role}) with him",
                )
    pending: list[Pending] = []
    for player in sorted(dead):
        if facts.players[player] == "pride" and facts.state.absorbed_by_pride:
            pending.append(Pending(player, "revenge_target"))
            play.note(
                "deaths",
                Event.PRIDE_REVENGE,
                f"Pride {player} dies after absorbing Crimson: the GM asks whom he takes with him",
            )
    state = _successions(play, facts, dead)
    return also, pending, state


def _successions(play: VotePlay, facts: DayFacts, dead: set[str]) -> DayState:
    father, xing = facts.state.father, facts.state.xing
    if father in dead:
        pride = next((p for p, r in facts.players.items() if r == "pride" and p not in dead), None)
        play.note(
            "deaths",
            Event.FATHER_SUCCEEDED,
            f"Father {father} dies"
            + (f": Pride {pride} becomes Father" if pride else ": no Pride to succeed him"),
        )
        father = pride
    if xing in dead:
        guard = next(
            (p for p, r in facts.players.items() if r == "bodyguard" and p not in dead), None
        )
        if guard:
            play.note(
                "deaths",
                Event.XING_SUCCEEDED,
                f"Xing Alchemist {xing} dies: Bodyguard {guard} becomes Xing",
            )
        xing = guard
    return DayState(father, xing, facts.state.absorbed_by_pride)
