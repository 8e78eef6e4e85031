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
from mafia_i18n import _
from services.check import Problem, check_game
from services.days import DayOutcome, replay
from services.game import now_day
from services.stored_game import GameNotStoredError, open_game
from services.watch import last_seen
from services.wording import draft_status_ru, ru_sorted


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
    problems: list[Problem] = field(default_factory=list)  # ``check``'s list heads the page
    posts_today: int = 0


def game_glance(store: Store, spec: GameSpec, now: datetime) -> Glance:
    """The glance at ``now``, from the store only (reads, never writes)."""
    glance = Glance(spec.name or spec.slug, now_day(spec, now))
    with store.reading() as session:
        try:
            game = open_game(session, spec)
        except GameNotStoredError:
            glance.stored = False
            return glance
        game_id = game.game_id
    glance.problems = check_game(store, spec)
    with store.reading() as session:
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
        for p in ru_sorted(today.facts.players)
    ]
    with store.reading() as session:
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
    if flow.victory and flow.victory.over:
        glance.winners = list(flow.victory.winners)
    return glance


def latest_day(store: Store, spec: GameSpec, now: datetime) -> int:
    """The last day there is to look at: today's, or a later day the GM already closed (a
    clock file set back); never past a year, the longest game ``now_day`` counts."""
    with store.reading() as session:
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
    provisional: bool = False  # the day is open: its count says what would happen now


def game_status(store: Store, spec: GameSpec, now: datetime) -> GameStatus:
    """The glance worded for the terminal, in Russian; an open day's count is provisional."""
    glance = game_glance(store, spec, now)
    state = GameStatus(outcome=glance.outcome)
    state.lines += [_("проблема: {problem}").format(problem=p) for p in glance.problems]
    if not glance.stored:
        state.lines.append(
            _("{game}: посты ещё не скачаны — выполните mafia-gm sync").format(game=glance.name)
        )
        return state
    if glance.day == 0 or glance.closes is None or glance.opens is None:
        state.lines.append(_("{game}: игра ещё не дошла до первого дня").format(game=glance.name))
        return state
    zone = glance.opens.tzinfo
    left = (glance.closes - now).total_seconds()
    deadline = glance.closes.astimezone(zone).strftime("%d.%m %H:%M")
    if left > 0:
        when = _("до конца дня {hours} ч {minutes} мин ({deadline})").format(
            hours=int(left // 3600), minutes=f"{int(left % 3600 // 60):02d}", deadline=deadline
        )
    else:
        when = _("срок дня истёк ({deadline})").format(deadline=deadline)
    state.lines.append(
        _("{game}: день {day}, {when}").format(game=glance.name, day=glance.day, when=when)
    )
    outcome = glance.outcome
    if outcome is not None and left > 0 and not outcome.result.closed_early:
        state.provisional = True
        at = now.astimezone(zone).strftime("%H:%M")
        label = _("МСК") if spec.timezone == "Europe/Moscow" else spec.timezone
        would = ", ".join(outcome.result.executed) or _("никто")
        threatened = [
            *(f"{p} (+{n})" for p, n in outcome.result.penalties.items()),
            *(_("{player} (модкилл)").format(player=p) for p in outcome.result.modkilled),
        ]
        pending = ", ".join(threatened) or _("нет")
        state.lines.append(
            _(
                "Предварительный подсчёт на {at} ({zone}): если бы день закрылся сейчас, "
                "был(а) бы казнён(а): {would}; пропуск пока грозит: {pending}"
            ).format(at=at, zone=label, would=would, pending=pending)
        )
    silent = [p.name for p in glance.players if p.voted_for is None]
    state.lines.append(
        _("живых: {alive}; проголосовали: {voted}; ещё не голосовали: {silent}").format(
            alive=len(glance.players),
            voted=len(glance.players) - len(silent),
            silent=", ".join(silent) or _("никто"),
        )
    )
    for player in glance.players:
        last = player.last_seen
        seen = last.astimezone(zone).strftime("%d.%m %H:%M") if last else _("ни разу")
        skips = _(", пропусков: {n}").format(n=player.skips) if player.skips else ""
        state.lines.append(
            _("  {player}: последний пост {seen}{skips}").format(
                player=player.name, seen=seen, skips=skips
            )
        )
    waiting = ", ".join(
        f"#{d.id} {d.title} ({draft_status_ru(d.status)})" for d in glance.waiting
    ) or _("нет")
    state.lines.append(
        _("открытых флагов: {flags}; черновики ждут: {drafts}").format(
            flags=glance.open_flags, drafts=waiting
        )
    )
    if glance.winners:
        state.lines.append(_("игра окончена: {winners}").format(winners=", ".join(glance.winners)))
    return state
