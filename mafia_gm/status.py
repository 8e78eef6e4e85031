"""``status``: the live state of a game at a glance, from the store (no forum requests)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from sqlmodel import col, select

from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Draft, Flag
from mafia_gm.game import DayOutcome, read_votes, replay_game, setup_game
from mafia_gm.watch import current_day, last_seen, with_stored_substitutions


@dataclass(slots=True)
class GameStatus:
    lines: list[str] = field(default_factory=list)
    outcome: DayOutcome | None = None


def game_status(store: Store, spec: GameSpec, now: datetime) -> GameStatus:
    spec = with_stored_substitutions(store, spec)
    game_id = setup_game(store, spec)
    read_votes(store, spec)
    state = GameStatus()
    day = current_day(spec, now)
    if day == 0:
        state.lines.append(f"{spec.name or spec.slug}: the game has not reached Day 1")
        return state
    outcomes, flow = replay_game(store, spec, day)
    today = outcomes[-1]
    opens, closes = spec.day_window(day)
    left = closes - now
    when = (
        (
            f"{int(left.total_seconds() // 3600)}h{int(left.total_seconds() % 3600 // 60):02d}m "
            "to the deadline"
        )
        if left.total_seconds() > 0
        else "the deadline has passed"
    )
    state.lines.append(f"{spec.name or spec.slug}: day {day}, {when} ({closes.isoformat()})")
    voters = {v.voter for v in today.result.standing}
    silent = sorted(p for p in today.facts.players if p not in voters)
    state.lines.append(
        f"alive: {len(today.facts.players)}; voted: {len(voters)}; "
        f"not voted yet: {', '.join(silent) or 'nobody'}"
    )
    seen = last_seen(store, spec)
    for player in sorted(today.facts.players):
        last = seen.get(player)
        skips = today.facts.skips.get(player, 0)
        when_seen = last.astimezone(opens.tzinfo).strftime("%d.%m %H:%M") if last else "never"
        state.lines.append(
            f"  {player}: last seen {when_seen}" + (f", skips {skips}" if skips else "")
        )
    with store.session() as session:
        flags = len(
            list(session.exec(select(Flag).where(Flag.game_id == game_id, Flag.status == "open")))
        )
        waiting = list(
            session.exec(
                select(Draft).where(
                    Draft.game_id == game_id, col(Draft.status).in_(["drafted", "approved"])
                )
            )
        )
    state.lines.append(
        f"open flags: {flags}; drafts waiting: "
        + (", ".join(f"#{d.id} {d.title} ({d.status})" for d in waiting) or "none")
    )
    if flow.victory and flow.victory.get("over"):
        state.lines.append(f"the game is over: {', '.join(flow.victory['winners'])}")
    state.outcome = today
    return state
