"""Who is executed from the tally: the top, the tie rule in force (day.4), immunity (day.7)."""

from __future__ import annotations

from datetime import datetime

from engine.day_codes import Event
from engine.day_result import CountedVote, Pending
from engine.day_votes import VotePlay


def choose_executed(
    play: VotePlay,
    tally: dict[str, int],
    penalties: dict[str, int],
    dropped: set[str],
    alive: int,
    closed_at: datetime,
    standing: list[CountedVote],
) -> list[str]:
    rules, facts = play.rules, play.facts
    if not tally:
        play.note("day.4", Event.NO_VOTES, "no votes counted: nobody is executed")
        return []
    immune = {p for p in facts.players if facts.modifier(p).execution_immune}
    ranked = sorted(set(tally.values()), reverse=True)
    top = ranked[0]
    leaders = sorted(p for p, n in tally.items() if n == top)
    if len(leaders) > 1:
        few = alive <= rules.tie_first_reached_at_or_below
        rule = rules.tie_few if few else rules.tie
        limit = rules.tie_first_reached_at_or_below
        where = f"{alive} alive ({'≤' if few else '>'} {limit})"
        moments: dict[str, datetime] = {}
        if rule in ("first_reached", "last_vote_earliest"):
            moments = _moments(play, penalties, dropped, leaders, closed_at, standing, rule, top)
        leaders = _break_tie(play, rule, leaders, top, where, moments)
        if not leaders:
            return []
    chosen = [p for p in leaders if p not in immune]
    for player in leaders:
        if player in immune:
            play.note("day.7", Event.IMMUNE_SPARED, f"{player} is immune today: not executed")
    if not chosen and rules.immune_alone_on_top == "next_highest" and len(ranked) > 1:
        nxt = sorted(p for p, n in tally.items() if n == ranked[1] and p not in immune)
        play.note(
            "day.7",
            Event.IMMUNE_NEXT_HIGHEST,
            f"immune player alone on top: the next highest ({', '.join(nxt)}) die",
        )
        chosen = nxt
    elif not chosen:
        play.note("day.7", Event.IMMUNE_NOBODY, "the immune player on top: nobody is executed")
    for player in chosen:
        play.note("day.4", Event.EXECUTED, f"{player} is executed with {tally[player]} votes")
    return chosen


def _break_tie(
    play: VotePlay,
    rule: str,
    leaders: list[str],
    top: int,
    where: str,
    moments: dict[str, datetime],
) -> list[str]:
    """The tied leaders who die under ``rule`` (empty: nobody, or the GM decides)."""
    names = ", ".join(leaders)
    if rule == "all_die":
        play.note("day.4", Event.TIE_ALL_DIE, f"tie at {top} ({names}), {where}: all die")
        return leaders
    if rule == "nobody":
        play.note("day.4", Event.TIE_NOBODY, f"tie at {top} ({names}), {where}: nobody dies")
        return []
    if rule == "two_die_else_nobody":
        if len(leaders) == 2:
            play.note("day.4", Event.TIE_TWO_DIE, f"tie of two at {top} ({names}): both die")
            return leaders
        play.note("day.4", Event.TIE_NOBODY, f"tie of {len(leaders)} at {top}: nobody dies")
        return []
    if rule == "gm_decides":
        play.note("day.4", Event.TIE_GM_DECIDES, f"tie at {top} ({names}): the GM decides")
        play.pending.append(Pending(None, "tie_break", list(leaders)))
        return []
    order = sorted(leaders, key=lambda p: moments[p])
    if moments[order[0]] == moments[order[1]]:
        tied = [p for p in order if moments[p] == moments[order[0]]]
        play.note(
            "day.4",
            Event.TIE_SAME_MOMENT,
            f"{', '.join(tied)} are tied at the same moment: the GM decides",
        )
        play.pending.append(Pending(None, "tie_break", tied))
        return []
    code = Event.TIE_FIRST_REACHED if rule == "first_reached" else Event.TIE_LAST_VOTE_EARLIEST
    how = "reached it first" if rule == "first_reached" else "had the earliest last vote"
    play.note(
        "day.4",
        code,
        f"tie at {top} ({names}), {where}: {order[0]} {how} ({play.t(moments[order[0]])})",
    )
    return [order[0]]


def _moments(
    play: VotePlay,
    penalties: dict[str, int],
    dropped: set[str],
    leaders: list[str],
    closed_at: datetime,
    standing: list[CountedVote],
    rule: str,
    final: int,
) -> dict[str, datetime]:
    """Each leader's moment for the time-based tie rules."""
    penalty_at = play.facts.opens_at if play.rules.penalty_time == "start" else closed_at
    if rule == "last_vote_earliest":
        out: dict[str, datetime] = {}
        for player in leaders:
            times = [v.at for v in standing if v.target == player and v.weight]
            if penalties.get(player):
                times.append(penalty_at)
            out[player] = max(times, default=closed_at)
        return out
    return _first_to_reach(play, penalties, dropped, leaders, closed_at, final, penalty_at)


def _first_to_reach(
    play: VotePlay,
    penalties: dict[str, int],
    dropped: set[str],
    leaders: list[str],
    closed_at: datetime,
    final: int,
    penalty_at: datetime,
) -> dict[str, datetime]:
    """The moment each leader's count last became the final count (day.4)."""
    at_start = play.rules.penalty_time == "start"
    running = dict(penalties) if at_start else {}
    current: dict[str, str | None] = {}
    reached = {p: play.facts.opens_at for p in leaders if running.get(p) == final}
    # The history is in time order; penalties counted at the close come after all of it.
    events: list[tuple[datetime, str | None, str | None]] = list(play.history)
    if not at_start:
        events += [(penalty_at, None, p) for p in penalties]
    for at, voter, target in events:
        if at > closed_at or voter in dropped:
            continue
        if voter is None:  # penalty votes counted at the close
            running[target or ""] = running.get(target or "", 0) + penalties[target or ""]
        else:
            weight = play.weight(voter)
            before = current.get(voter)
            if before is not None and before not in dropped:
                running[before] = running.get(before, 0) - weight
            current[voter] = target
            if target is not None and target not in dropped:
                running[target] = running.get(target, 0) + weight
        for player in leaders:
            if running.get(player, 0) != final:
                reached.pop(player, None)
            elif player not in reached:
                reached[player] = at
    return {p: reached.get(p, closed_at) for p in leaders}
