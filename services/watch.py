"""The watch: follow live games, close each day at its deadline or early close, suggest
substitutions for silent players.

One tick per game: read new posts (and, now and then, every page again to catch edits), read
the votes, close every day whose deadline or early close has passed and draft its result,
draft a mid-day count every N new votes on request, and suggest a substitution for a slot with
one skip whose player has been silent too long. Every step is idempotent, so a watcher killed
at any moment and restarted ends with the same store, and no draft is made twice.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import IO, Any, Protocol

from sqlalchemy.exc import IntegrityError
from sqlmodel import col, func, select

from engine.errors import EngineError
from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Draft, Game, Post, Substitution, WatchLock
from mafia_i18n import _
from poster.drafts import save_draft
from scraper.errors import ScrapeError
from scraper.http import PoliteClient
from services.announce import reminder
from services.check import check_game
from services.days import replay
from services.game import close_day, draft_day, now_day, scrape_game, setup_game
from services.stored_game import open_game


class WatchError(EngineError):
    """The watch cannot run (another watcher holds the game, say)."""


class Clock(Protocol):
    def now(self) -> datetime: ...
    def sleep(self, seconds: float) -> None: ...
    def wake(self) -> None: ...


class RealClock:
    """The wall clock; a sleep ends early once ``wake()`` is called (SIGTERM, Ctrl-C)."""

    def __init__(self) -> None:
        self.woken = False

    def now(self) -> datetime:
        return datetime.now(UTC)

    def sleep(self, seconds: float) -> None:
        # in slices: a signal handler only sets a flag, and time.sleep would resume after it
        end = time.monotonic() + seconds
        while not self.woken and (left := end - time.monotonic()) > 0:
            time.sleep(min(left, 0.5))

    def wake(self) -> None:
        self.woken = True


class FileClock:
    """Game time read from a file (ISO 8601), for scripted runs; sleeps are short and real."""

    def __init__(self, path: Path, real_sleep: float = 0.05) -> None:
        self.path, self.real_sleep = path, real_sleep

    def now(self) -> datetime:
        return datetime.fromisoformat(self.path.read_text(encoding="utf-8").strip())

    def sleep(self, seconds: float) -> None:
        time.sleep(min(seconds, self.real_sleep))

    def wake(self) -> None:
        """Sleeps are short already."""


@dataclass(frozen=True, slots=True)
class WatchConfig:
    delay: float = 1.0
    absence: timedelta = timedelta(hours=24)
    count_every: int = 0  # draft a mid-day count every N new votes (0: never)
    full_read_every: timedelta = timedelta(minutes=20)
    lock_ttl: timedelta = timedelta(minutes=2)


@dataclass(slots=True)
class GameWatch:
    """What the loop remembers about one game between ticks (all of it can be rebuilt)."""

    spec: GameSpec
    last_full_read: datetime | None = None
    votes_at_last_count: int = 0
    failures: int = 0
    status: str = ""


class EventLog:
    """Structured log: one JSON object a line."""

    def __init__(self, stream: IO[str] | None = None) -> None:
        self.stream = stream or sys.stderr

    def __call__(self, event: str, **fields: Any) -> None:
        record = {"at": datetime.now(UTC).isoformat(timespec="seconds"), "event": event, **fields}
        self.stream.write(json.dumps(record, ensure_ascii=False, default=str) + "\n")
        self.stream.flush()


# -- the store's view of substitutions and the lock ----------------------------------------------


def substitute(store: Store, spec: GameSpec, slot: str, account: str, at: datetime) -> None:
    """Record that ``account`` plays ``slot`` from ``at`` on (role, state and skips carry)."""
    if slot not in {p.name for p in spec.players}:
        raise WatchError(_("в этой игре нет слота {slot!r}").format(slot=slot))
    game_id = setup_game(store, spec)
    with store.session() as session:
        session.add(Substitution(game_id=game_id, slot=slot, account=account, at=at))
    setup_game(store, spec)


def owner_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _owner_gone(owner: str) -> bool:
    host, _, pid = owner.rpartition(":")
    if host != socket.gethostname() or not pid.isdigit():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def acquire_lock(store: Store, game_id: int, owner: str, now: datetime, ttl: timedelta) -> None:
    """Hold the game's watch lock; a lock whose owner died or went quiet is taken over."""
    try:
        with store.session() as session:
            lock = session.get(WatchLock, game_id)
            if lock is None:
                session.add(WatchLock(game_id=game_id, owner=owner, heartbeat_at=now))
                return
            stale = now - lock.heartbeat_at > ttl or _owner_gone(lock.owner)
            if lock.owner != owner and not stale:
                raise WatchError(
                    _("за игрой {game} уже следит {owner}").format(game=game_id, owner=lock.owner)
                )
            lock.owner, lock.heartbeat_at = owner, now
            session.add(lock)
    except IntegrityError:
        raise WatchError(
            _("за игрой {game} уже следит другой процесс").format(game=game_id)
        ) from None


def release_lock(store: Store, game_id: int, owner: str) -> None:
    with store.session() as session:
        lock = session.get(WatchLock, game_id)
        if lock is not None and lock.owner == owner:
            session.delete(lock)


# -- one tick ------------------------------------------------------------------------------------


def _drafted_days(store: Store, game_id: int) -> set[int]:
    with store.session() as session:
        rows = session.exec(
            select(Draft).where(Draft.game_id == game_id, Draft.kind == "day_result")
        )
        return {d.day_number for d in rows if d.day_number is not None}


def tick(
    store: Store,
    watch: GameWatch,
    clock: Clock,
    config: WatchConfig,
    log: EventLog,
    client: PoliteClient | None = None,
) -> None:
    """Bring one game up to date at ``clock.now()``."""
    now = clock.now()
    spec = watch.spec
    full = watch.last_full_read is None or now - watch.last_full_read >= config.full_read_every
    reports = scrape_game(store, spec, config.delay, client=client, full=full, now=now)
    if full:
        watch.last_full_read = now
    new = sum(r.stats.new for r in reports)
    edited = sum(r.stats.edited for r in reports)
    if new or edited:
        log("posts", game=spec.slug, new=new, edited=edited)
    day = now_day(spec, now)
    if day == 0:
        watch.status = _("{game}: до первого дня").format(game=spec.slug)
        return
    with store.session() as session:
        game = open_game(session, spec)
        game_id, spec = game.game_id, game.spec
        # the days before today come from the store while nothing in them changed
        today = replay(session, game, day, persist=True).outcomes[day]
    drafted = _drafted_days(store, game_id)
    for number in range(1, day + 1):
        result = today.result if number == day else None
        finished = (
            number < day
            or now >= spec.day_window(number)[1]
            or (result is not None and result.closed_early and result.closed_at <= now)
        )
        if finished and number not in drafted:
            # the deadline will not wait for the GM: the draft says what `check` found, and
            # it waits for his approval like every draft
            problems = [str(p) for p in check_game(store, spec)]
            closed, draft = close_day(store, spec, number, unchecked=problems)
            log(
                "day_closed",
                game=spec.slug,
                day=number,
                draft=draft.id,
                executed=closed.result.executed,
                closed_early=closed.result.closed_early,
                problems=problems,
            )
    remind(store, spec, game_id, day, now, log)
    votes_today = len(list(today.facts.votes))
    if (
        config.count_every
        and votes_today - watch.votes_at_last_count >= config.count_every
        and day not in drafted
    ):
        draft_day(store, spec, today, now=now)  # provisional while the day is open
        watch.votes_at_last_count = votes_today
        log("count_drafted", game=spec.slug, day=day, votes=votes_today)
    for suggestion in inactivity(
        store, spec, today.facts.players, today.facts.skips, day, now, config.absence
    ):
        log("substitution_suggested", game=spec.slug, **asdict(suggestion))
    left = spec.day_window(day)[1] - now
    voted = len({v.voter for v in today.result.standing})
    when = (
        _("до конца дня {left}").format(left=_span(left))
        if left.total_seconds() > 0
        else _("день закрыт")
    )
    watch.status = _("{game}: день {day}, {when}, проголосовали {voted} из {alive}").format(
        game=spec.slug, day=day, when=when, voted=voted, alive=len(today.facts.players)
    )


def remind(
    store: Store, spec: GameSpec, game_id: int, day: int, now: datetime, log: EventLog
) -> None:
    """Draft today's reminder once, at ``[announce] reminder_before`` before the deadline; it
    waits for the GM's approval like every draft (the watch never publishes)."""
    before = spec.reminder_before
    closes = spec.day_window(day)[1]
    if before is None or not closes - before <= now < closes:
        return
    with store.session() as session:
        done = session.exec(
            select(Draft.id).where(
                Draft.game_id == game_id, Draft.kind == "reminder", Draft.day_number == day
            )
        ).first()
    if done is not None:
        return  # drafted already (by the watch or the GM): one reminder a day
    draft = reminder(store, spec, day, before)
    log("reminder_drafted", game=spec.slug, day=day, draft=draft.id)


def _span(delta: timedelta) -> str:
    minutes = int(delta.total_seconds() // 60)
    return _("{hours} ч {minutes} мин").format(hours=minutes // 60, minutes=f"{minutes % 60:02d}")


# -- the inactivity watch -------------------------------------------------------------------------


def last_seen(store: Store, spec: GameSpec) -> dict[str, datetime | None]:
    """The latest post of every slot (any of its accounts) across the game's threads."""
    with store.reading() as session:
        game = open_game(session, spec)
        seen: dict[str, datetime | None] = {p.name: None for p in game.spec.players}
        if not game.thread_ids:
            return seen
        # the latest post of each account before each substitution moment is enough
        cuts = sorted({s.at for s in game.spec.substitutions})
        rows = session.exec(
            select(Post.author, func.max(Post.posted_at))
            .where(col(Post.thread_id).in_(game.thread_ids), col(Post.deleted_at).is_(None))
            .group_by(col(Post.author))
        ).all()
        latest = dict(rows)
        for cut in cuts:
            before = session.exec(
                select(Post.author, func.max(Post.posted_at))
                .where(
                    col(Post.thread_id).in_(game.thread_ids),
                    col(Post.deleted_at).is_(None),
                    Post.posted_at < cut,
                )
                .group_by(col(Post.author))
            ).all()
            for author, at in before:
                _see(seen, game.accounts.slot_for(author, at), at)
        for author, at in latest.items():
            _see(seen, game.accounts.slot_for(author, at), at)
    return seen


def _see(seen: dict[str, datetime | None], slot: str | None, at: datetime) -> None:
    if slot is not None and at is not None:
        at = at.replace(tzinfo=UTC) if at.tzinfo is None else at
        latest = seen.get(slot)
        if latest is None or at > latest:
            seen[slot] = at


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A substitution drafted for a silent slot (the watch log's ``substitution_suggested``)."""

    slot: str
    day: int
    last_seen: datetime | None
    silent_hours: float


def inactivity(
    store: Store,
    spec: GameSpec,
    alive: dict[str, str],
    skips: dict[str, int],
    day: int,
    now: datetime,
    absence: timedelta,
) -> list[Suggestion]:
    """Draft a substitution suggestion for each silent living slot with one skip."""
    closes = spec.day_window(day)[1]
    if now >= closes:
        return []
    seen = last_seen(store, spec)
    with store.session() as session:
        spec = open_game(session, spec).spec
    out: list[Suggestion] = []
    game_start = spec.day_window(1)[0] - timedelta(days=1)
    with store.session() as session:
        game = session.exec(select(Game).where(Game.slug == spec.slug)).one()
        assert game.id is not None
        for slot in sorted(alive):
            if skips.get(slot, 0) != 1:
                continue
            last = seen.get(slot)
            taken_over = spec.accounts_of(slot)[-1][1]  # a substitute starts with a clean slate
            silent = now - max(t for t in (last, taken_over, game_start) if t is not None)
            if silent < absence:
                continue
            account = spec.accounts_of(slot)[-1][0]
            text = (
                f"[b]Замена[/b]\nСлот «{slot}» (аккаунт {account}) ищет замену: игрок молчит, "
                f"а у него уже есть пропуск. Второй пропуск — модкилл."
            )
            notes = (
                f"Для ГМ: последний пост {last.isoformat() if last else 'нет ни одного'}; "
                f"молчит {_span(silent)}; пропусков: {skips.get(slot, 0)}; до дедлайна дня "
                f"{day}: {_span(closes - now)}. Выполнить: mafia-gm substitute GAME "
                f'"{slot}" НОВЫЙ_АККАУНТ\n'
            )
            save_draft(
                session, game.id, f"substitution:{slot}", day, f"Замена: {slot}", text, notes
            )
            out.append(Suggestion(slot, day, last, round(silent.total_seconds() / 3600, 1)))
    return out


# -- the loop ------------------------------------------------------------------------------------


def interval(spec: GameSpec, now: datetime) -> float:
    """Seconds until the next tick: slow at night, faster as the deadline nears."""
    day = now_day(spec, now)
    if day == 0:
        return 600.0
    closes = spec.day_window(day)[1]
    if now >= closes:
        return 600.0  # night
    left = (closes - now).total_seconds()
    return max(30.0, min(300.0, left / 12))


def run(
    store: Store,
    specs: list[GameSpec],
    clock: Clock,
    config: WatchConfig,
    log: EventLog,
    stop: Callable[[], bool],
    status: Callable[[str], None] | None = None,
    client: PoliteClient | None = None,
    passes: int | None = None,
) -> None:
    """Watch every game until ``stop()`` or for ``passes`` passes; network trouble backs off
    and never ends the loop."""
    owner = owner_id()
    watches = [GameWatch(spec) for spec in specs]
    ids = [setup_game(store, spec) for spec in specs]
    try:
        done = 0
        while not stop() and (passes is None or done < passes):
            done += 1
            waits = []
            for game_id, watch in zip(ids, watches, strict=True):
                acquire_lock(store, game_id, owner, clock.now(), config.lock_ttl)
                try:
                    tick(store, watch, clock, config, log, client)
                    watch.failures = 0
                    waits.append(interval(watch.spec, clock.now()))
                except ScrapeError as exc:
                    watch.failures += 1
                    backoff = min(600.0, 15.0 * 2 ** min(watch.failures, 6))
                    log("network_trouble", game=watch.spec.slug, error=str(exc), retry_in=backoff)
                    watch.status = _("{game}: форум недоступен, повтор через {seconds} с").format(
                        game=watch.spec.slug, seconds=f"{backoff:.0f}"
                    )
                    waits.append(backoff)
            if status:
                status(" | ".join(w.status for w in watches))
            if passes is not None and done >= passes:
                break  # the last pass: no wait before stopping
            clock.sleep(min(waits) if waits else 60.0)
    finally:
        for game_id in ids:
            release_lock(store, game_id, owner)
        log("stopped", games=[s.slug for s in specs])
