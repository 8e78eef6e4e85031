"""The live state of a game at a glance, from the store (no forum requests).

``game_glance`` gathers it (for the web page); ``game_status`` words it for the terminal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from sqlmodel import col, func, select

from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Day, Draft, Flag, Game
from services.days import DayOutcome, replay
from services.game import now_day
from services.stored_game import GameNotStoredError, open_game
from services.watch import last_seen


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
    stored: bool = True  # False: the game was never synced
    posts_today: int = 0


def game_glance(store: Store, spec: GameSpec, now: datetime) -> Glance:
    """The glance at ``now``, from the store only (reads, never writes)."""
    glance = Glance(spec.name or spec.slug, now_day(spec, now))
    with store.session() as session:
        try:
            game = open_game(session, spec)
        except GameNotStoredError:
            glance.stored = False
            return glance
        game_id = game.game_id
        if glance.day == 0:
            return glance
        played = replay(session, game, glance.day)
    flow, today = played.flow, played.outcomes[glance.day]
    glance.opens, glance.closes = spec.day_window(glance.day)
    glance.outcome = today
    glance.posts_today = today.posts
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


def latest_day(store: Store, spec: GameSpec, now: datetime) -> int:
    """The last day there is to look at: today's, or a later day the GM already closed (a
    clock file set back); never past a year, the longest game ``now_day`` counts."""
    with store.session() as session:
        closed = session.exec(
            select(func.max(Day.number))
            .join(Game, col(Game.id) == Day.game_id)
            .where(Game.slug == spec.slug, col(Day.closed_at).is_not(None))
        ).one()
    return min(max(now_day(spec, now), closed or 0), 366)


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
