"""The game file (TOML): threads, roster with aliases and roles, schedule, profile, known deaths.

Every problem is a one-line GameFileError naming the file and the field.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from engine.errors import GameFileError
from engine.roles import ROLES

THREAD_KINDS = ("game", "vote", "signup")


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    name: str
    role: str
    aliases: tuple[str, ...] = ()
    account: str = ""


@dataclass(frozen=True, slots=True)
class ThreadSpec:
    url: str
    kind: str = "game"


@dataclass(frozen=True, slots=True)
class DeathSpec:
    """A death the GM records that the day count did not produce (a night's dead, say)."""

    player: str
    when: str
    cause: str = "kill"

    @property
    def phase(self) -> tuple[str, int]:
        kind, _, number = self.when.partition(" ")
        return kind, int(number)


@dataclass(frozen=True, slots=True)
class SubstitutionSpec:
    """From ``at`` on, ``account`` plays ``slot`` (its role, state and skips)."""

    slot: str
    account: str
    at: datetime


@dataclass(frozen=True, slots=True)
class GameSpec:
    slug: str
    name: str
    timezone: str
    profile: str
    seed: int
    engine: str | None
    threads: tuple[ThreadSpec, ...]
    players: tuple[PlayerSpec, ...]
    first_day: date
    opens: time
    closes: time
    deaths: tuple[DeathSpec, ...] = ()
    substitutions: tuple[SubstitutionSpec, ...] = ()
    profile_overrides: dict[str, Any] = field(default_factory=dict)
    day_rules: dict[str, Any] = field(default_factory=dict)
    gm: str = ""
    night_orders: dict[str, Any] = field(default_factory=dict)  # [night_orders]: accept_sure

    def day_window(self, number: int) -> tuple[datetime, datetime]:
        """When day ``number`` opens and closes, in the forum's time zone."""
        zone = ZoneInfo(self.timezone)
        when = self.first_day + timedelta(days=number - 1)
        opens = datetime.combine(when, self.opens, tzinfo=zone)
        closes = datetime.combine(when, self.closes, tzinfo=zone)
        if closes <= opens:
            closes += timedelta(days=1)
        return opens, closes

    def accounts_of(self, slot: str) -> list[tuple[str, datetime | None]]:
        """The accounts that played ``slot``, each with the moment it took over (None: start)."""
        player = next(p for p in self.players if p.name == slot)
        history: list[tuple[str, datetime | None]] = [(player.account or player.name, None)]
        for sub in sorted((s for s in self.substitutions if s.slot == slot), key=lambda s: s.at):
            history.append((sub.account, sub.at))
        return history

    def roles(self) -> dict[str, str]:
        return {p.name: p.role for p in self.players}

    def with_base_url(self, base: str) -> GameSpec:
        """Resolve thread URLs written relative to the forum's root (the demo uses this)."""
        threads = tuple(
            ThreadSpec(base.rstrip("/") + t.url if t.url.startswith("/") else t.url, t.kind)
            for t in self.threads
        )
        return GameSpec(
            **{**{f: getattr(self, f) for f in self.__dataclass_fields__}, "threads": threads}
        )


def load_game(path: Path) -> GameSpec:
    """Read and check a game file."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise GameFileError(f"game file not found: {path}") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise GameFileError(f"cannot read game file {path}: {exc}") from None
    return parse_game(raw, str(path))


def parse_game(raw: dict[str, Any], source: str = "game file") -> GameSpec:
    def need(table: dict[str, Any], key: str, where: str) -> Any:
        if key not in table:
            raise GameFileError(f"{source}: {where} is missing '{key}'")
        return table[key]

    game = _table(raw, "game", source)
    schedule = _table(raw, "schedule", source)
    tz = str(game.get("timezone", "Europe/Moscow"))
    try:
        ZoneInfo(tz)
    except (ZoneInfoNotFoundError, ValueError):
        raise GameFileError(f"{source}: [game] timezone {tz!r} is not a time zone") from None
    threads = tuple(
        _thread(t, i, source, need) for i, t in enumerate(_array(raw, "threads", source), 1)
    )
    players = tuple(
        _player(p, i, source, need) for i, p in enumerate(_array(raw, "players", source), 1)
    )
    _no_duplicates(players, source)
    names = {p.name for p in players}
    deaths = tuple(
        _death(d, i, source, need, names) for i, d in enumerate(raw.get("deaths", []), 1)
    )
    substitutions = tuple(
        _substitution(d, i, source, need, names)
        for i, d in enumerate(raw.get("substitutions", []), 1)
    )
    return GameSpec(
        slug=str(need(game, "slug", "[game]")),
        name=str(game.get("name", "")),
        timezone=tz,
        profile=str(game.get("profile", "default")),
        seed=_seed(game.get("seed", 0), source),
        engine=game.get("engine"),
        gm=str(game.get("gm", "")),
        threads=threads,
        players=players,
        first_day=_date(need(schedule, "first_day", "[schedule]"), source),
        opens=_clock(schedule.get("opens", "00:00"), "opens", source),
        closes=_clock(need(schedule, "closes", "[schedule]"), "closes", source),
        deaths=deaths,
        substitutions=substitutions,
        profile_overrides=dict(raw.get("profile", {})),
        day_rules=dict(raw.get("day_rules", {})),
        night_orders=dict(raw.get("night_orders", {})),
    )


def _seed(value: Any, source: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise GameFileError(f"{source}: [game] seed must be a whole number")
    return value


def _table(raw: dict[str, Any], key: str, source: str) -> dict[str, Any]:
    value = raw.get(key)
    if not isinstance(value, dict):
        raise GameFileError(f"{source}: missing the [{key}] table")
    return value


def _array(raw: dict[str, Any], key: str, source: str) -> list[dict[str, Any]]:
    value = raw.get(key)
    if not isinstance(value, list) or not value:
        raise GameFileError(f"{source}: needs at least one [[{key}]] entry")
    return value


def _thread(raw: dict[str, Any], i: int, source: str, need: Any) -> ThreadSpec:
    kind = str(raw.get("kind", "game"))
    if kind not in THREAD_KINDS:
        raise GameFileError(f"{source}: [[threads]] #{i} kind must be one of {THREAD_KINDS}")
    return ThreadSpec(str(need(raw, "url", f"[[threads]] #{i}")), kind)


def _player(raw: dict[str, Any], i: int, source: str, need: Any) -> PlayerSpec:
    name = str(need(raw, "name", f"[[players]] #{i}")).strip()
    role = str(need(raw, "role", f"[[players]] #{i} ({name})"))
    if role not in ROLES:
        raise GameFileError(f"{source}: player {name!r} has unknown role {role!r}")
    return PlayerSpec(name, role, tuple(raw.get("aliases", ())), str(raw.get("account", name)))


def _death(raw: dict[str, Any], i: int, source: str, need: Any, names: set[str]) -> DeathSpec:
    death = DeathSpec(
        str(need(raw, "player", f"[[deaths]] #{i}")),
        str(need(raw, "when", f"[[deaths]] #{i}")),
        str(raw.get("cause", "kill")),
    )
    if death.player not in names:
        raise GameFileError(f"{source}: [[deaths]] #{i} names unknown player {death.player!r}")
    kind, _, number = death.when.partition(" ")
    if kind not in ("night", "day") or not number.isdigit():
        raise GameFileError(f"{source}: [[deaths]] #{i} when must be like 'night 2'")
    return death


def _substitution(
    raw: dict[str, Any], i: int, source: str, need: Any, names: set[str]
) -> SubstitutionSpec:
    where = f"[[substitutions]] #{i}"
    slot = str(need(raw, "slot", where))
    if slot not in names:
        raise GameFileError(f"{source}: {where} names unknown slot {slot!r}")
    at = need(raw, "at", where)
    try:
        when = at if isinstance(at, datetime) else datetime.fromisoformat(str(at))
    except ValueError:
        raise GameFileError(f"{source}: {where} at must be a time with an offset") from None
    if when.tzinfo is None:
        raise GameFileError(f"{source}: {where} at needs an offset, like +03:00")
    return SubstitutionSpec(slot, str(need(raw, "account", where)), when)


def _no_duplicates(players: tuple[PlayerSpec, ...], source: str) -> None:
    seen: dict[str, str] = {}
    for player in players:
        key = player.name.casefold().replace("ё", "е")
        if key in seen:
            raise GameFileError(f"{source}: player {player.name!r} is listed twice")
        seen[key] = player.name


def _date(value: Any, source: str) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value))
    except ValueError:
        raise GameFileError(f"{source}: [schedule] first_day must be a date") from None


def _clock(value: Any, key: str, source: str) -> time:
    if isinstance(value, time):
        return value
    try:
        return time.fromisoformat(str(value))
    except ValueError:
        raise GameFileError(f"{source}: [schedule] {key} must be a time like 22:30") from None
