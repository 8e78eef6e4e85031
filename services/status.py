"""The live state of a game at a glance, from the store (no forum requests).

``game_glance`` gathers it (for the web page); ``game_status`` words it for the terminal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from sqlmodel import col, select

from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Draft, Flag
from services.game import DayOutcome, fresh_votes, replay_game
from services.watch import current_day, last_seen, with_stored_substitutions


@dataclass(frozen=True, slots=True)
class PlayerLine:
    name: str
    last_seen: datetime | None
    skips: int
    voted_for: str | None


@dataclass(slots=True)
class Glance:
    """Everything the GM looks at first: the day, the deadline, who is there, what waits."""

    name: str
    day: int
    opens: datetime | None = None
    closes: datetime | None = None
    outcome: DayOutcome | None = None
    players: list[PlayerLine] = field(default_factory=list)
    open_flags: int = 0
    waiting: list[Draft] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)


def game_glance(store: Store, spec: GameSpec, now: datetime) -> Glance:
    spec = with_stored_substitutions(store, spec)
    game_id = fresh_votes(store, spec)
    glance = Glance(spec.name or spec.slug, current_day(spec, now))
    if glance.day == 0:
        return glance
    outcomes, flow = replay_game(store, spec, glance.day)
    today = outcomes[-1]
    glance.opens, glance.closes = spec.day_window(glance.day)
    glance.outcome = today
    voted = {v.voter: v.target for v in today.result.standing}
    seen = last_seen(store, spec)
    glance.players = [
        PlayerLine(p, seen.get(p), today.facts.skips.get(p, 0), voted.get(p))
        for p in sorted(today.facts.players)
    ]
    with store.session() as session:
        glance.open_flags = len(
            list(session.exec(select(Flag).where(Flag.game_id == game_id, Flag.status == "open")))
        )
        glance.waiting = list(
            session.exec(
                select(Draft).where(
                    Draft.game_id == game_id, col(Draft.status).in_(["drafted", "approved"])
                )
            )
        )
        for draft in glance.waiting:
            session.expunge(draft)
    if flow.victory and flow.victory.get("over"):
        glance.winners = list(flow.victory["winners"])
    return glance


@dataclass(slots=True)
class GameStatus:
    lines: list[str] = field(default_factory=list)
    outcome: DayOutcome | None = None


def game_status(store: Store, spec: GameSpec, now: datetime) -> GameStatus:
    glance = game_glance(store, spec, now)
    state = GameStatus(outcome=glance.outcome)
    if glance.day == 0 or glance.closes is None or glance.opens is None:
        state.lines.append(f"{glance.name}: the game has not reached Day 1")
        return state
    left = (glance.closes - now).total_seconds()
    when = (
        f"{int(left // 3600)}h{int(left % 3600 // 60):02d}m to the deadline"
        if left > 0
        else "the deadline has passed"
    )
    state.lines.append(f"{glance.name}: day {glance.day}, {when} ({glance.closes.isoformat()})")
    silent = [p.name for p in glance.players if p.voted_for is None]
    state.lines.append(
        f"alive: {len(glance.players)}; voted: {len(glance.players) - len(silent)}; "
        f"not voted yet: {', '.join(silent) or 'nobody'}"
    )
    for player in glance.players:
        last = player.last_seen
        when_seen = (
            last.astimezone(glance.opens.tzinfo).strftime("%d.%m %H:%M") if last else "never"
        )
        state.lines.append(
            f"  {player.name}: last seen {when_seen}"
            + (f", skips {player.skips}" if player.skips else "")
        )
    state.lines.append(
        f"open flags: {glance.open_flags}; drafts waiting: "
        + (", ".join(f"#{d.id} {d.title} ({d.status})" for d in glance.waiting) or "none")
    )
    if glance.winners:
        state.lines.append(f"the game is over: {', '.join(glance.winners)}")
    return state
