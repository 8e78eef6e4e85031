"""The game file (TOML): threads, roster with aliases and roles, schedule, profile, known deaths.

The file is read through a strict pydantic model: every wrong type, unknown key or missing key
is a one-line GameFileError naming the file and the key's path, e.g.
``game.toml: players[3].aliases: expected a list of strings`` (entries counted from 1).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Annotated, Any, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field

from engine.day_facts import DayRules
from engine.errors import GameFileError, RulesError
from engine.roles import ROLES
from engine.validation import validate
from mafia_i18n import N_, _


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    name: str
    role: str
    aliases: tuple[str, ...] = ()
    account: str = ""
    user_id: str = ""  # the account's forum user id, when known (sign-ups record it)


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
class NightOrderOptions:
    """The game file's [night_orders] table."""

    accept_sure: bool = False  # orders read with certainty from private messages enter at once


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
    night_orders: NightOrderOptions = field(default_factory=lambda: NightOrderOptions())
    gm: str = ""
    spectators: tuple[str, ...] = ()  # accounts that post but play no slot
    reminder_before: timedelta | None = None  # [announce]: the watch drafts the reminder then

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


def read_game_text(path: Path) -> str:
    """A game file's text: UTF-8 (a BOM allowed); anything else is one line saying what it is."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise GameFileError(_("файл игры не найден: {path}").format(path=path)) from None
    except IsADirectoryError:
        raise GameFileError(_("{path} — папка, а не файл игры").format(path=path)) from None
    except OSError as exc:
        raise GameFileError(
            _("не прочитать файл игры {path}: {reason}").format(path=path, reason=exc.strerror)
        ) from None
    if b"\x00" in data:
        raise GameFileError(
            _(
                "{path} — не текстовый файл (в нём нулевые байты); файл игры — текст TOML в UTF-8"
            ).format(path=path)
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        data.decode("windows-1251")
        guess = _("похоже на windows-1251")
    except UnicodeDecodeError:
        guess = _("кодировка не распознана")
    raise GameFileError(
        _("{path}: файл не в UTF-8 ({guess}); сохраните его в UTF-8").format(path=path, guess=guess)
    )


def load_game(path: Path) -> GameSpec:
    """Read and check a game file."""
    text = read_game_text(path)
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise GameFileError(
            _("{path}: ошибка TOML: {reason}").format(path=path, reason=exc)
        ) from None
    return parse_game(raw, str(path))


# -- the file's shape ------------------------------------------------------------------------


def _text_list(value: Any) -> Any:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(_('ожидается список строк, например ["Кот", "Котик"]'))
    return value


def _iso(kind: type[date] | type[time], example: str) -> BeforeValidator:
    """A TOML date or time as itself, or an ISO 8601 string of one."""

    def read(value: Any) -> Any:
        if isinstance(value, kind) and (kind is datetime or not isinstance(value, datetime)):
            return value
        try:
            return kind.fromisoformat(value)
        except (TypeError, ValueError):
            raise ValueError(_("ожидается {example}").format(example=_(example))) from None

    return BeforeValidator(read)


def _aware(value: datetime) -> datetime:
    if value.tzinfo is None:
        raise ValueError(_("нужно смещение, например +03:00"))
    return value


def _zone(value: Any) -> Any:
    try:
        ZoneInfo(value)
    except (ZoneInfoNotFoundError, ValueError, TypeError):
        raise ValueError(
            _("{value!r} не часовой пояс (вроде Europe/Moscow)").format(value=value)
        ) from None
    return value


def _role(value: Any) -> Any:
    if isinstance(value, str) and value not in ROLES:
        raise ValueError(_("неизвестная роль {role!r}").format(role=value))
    return value


def _span(value: Any) -> Any:
    """ "2h", "90m", "1h30m" as a positive timedelta."""
    match = (
        re.fullmatch(r"\s*(?:(\d+)\s*h)?\s*(?:(\d+)\s*m)?\s*", value)
        if isinstance(value, str)
        else None
    )
    if not match or not any(match.groups()):
        raise ValueError(_('ожидается срок до дедлайна, например "2h", "90m" или "1h30m"'))
    span = timedelta(hours=int(match[1] or 0), minutes=int(match[2] or 0))
    if span <= timedelta(0):
        raise ValueError(_("напоминание выходит до дедлайна: укажите положительный срок"))
    return span


Text = Annotated[str, Field(min_length=1)]
Day = Annotated[date, _iso(date, N_("дата вроде 2026-11-30"))]
Clock = Annotated[time, _iso(time, N_("время вроде 22:30"))]
Moment = Annotated[
    datetime,
    _iso(datetime, N_("время со смещением, например 2026-12-01T12:00:00+03:00")),
    AfterValidator(_aware),
]


class _Table(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class _Game(_Table):
    slug: Text
    name: str = ""
    timezone: Annotated[str, BeforeValidator(_zone)] = "Europe/Moscow"
    profile: Text = "default"
    seed: int = 0
    engine: Text | None = None
    gm: str = ""


class _Schedule(_Table):
    first_day: Day
    opens: Clock = time(0, 0)
    closes: Clock


class _Thread(_Table):
    url: Text
    kind: Literal["game", "vote", "signup"] = "game"


class _Player(_Table):
    name: Annotated[Text, BeforeValidator(lambda v: v.strip() if isinstance(v, str) else v)]
    role: Annotated[str, BeforeValidator(_role)]
    aliases: Annotated[list[str], BeforeValidator(_text_list)] = []
    account: Text | None = None
    user_id: Text | None = None


class _Death(_Table):
    player: Text
    when: Annotated[str, Field(pattern=r"^(night|day) \d+$")]
    cause: Text = "kill"


class _Substitution(_Table):
    slot: Text
    account: Text
    at: Moment


class _Spectator(_Table):
    account: Text  # posts in the game's threads but plays no slot (a co-host, a guest)


class _NightOrders(_Table):
    accept_sure: bool = False  # orders read with certainty from private messages enter at once


class _Announce(_Table):
    # the watch drafts the reminder this long before each day's deadline (unset: never)
    reminder_before: Annotated[timedelta, BeforeValidator(_span)] | None = None


class _GameFile(_Table):
    game: _Game
    schedule: _Schedule
    threads: Annotated[list[_Thread], Field(min_length=1)]
    players: Annotated[list[_Player], Field(min_length=1)]
    deaths: list[_Death] = []
    substitutions: list[_Substitution] = []
    profile: dict[str, Any] = {}  # overrides of the rules profile's settings
    day_rules: dict[str, Any] = {}
    night_orders: _NightOrders = _NightOrders()
    announce: _Announce = _Announce()
    spectators: list[_Spectator] = []


_TOML_WORDS = {
    "dict_type": N_("ожидается таблица"),
    "model_type": N_("ожидается таблица"),
    "list_type": N_("ожидается список (записи [[...]])"),
}


def _read(raw: dict[str, Any], source: str) -> _GameFile:
    return validate(_GameFile, raw, source, GameFileError, words=_TOML_WORDS)


def parse_game(raw: dict[str, Any], source: str = "game file") -> GameSpec:
    """Check a game file's content and build its GameSpec."""
    model = _read(raw, source)
    games = [i for i, t in enumerate(model.threads, 1) if t.kind == "game"]
    if len(games) != 1:
        which = (
            _("у {threads} у всех").format(threads=", ".join(f"threads[{i}]" for i in games))
            if games
            else _("ни у одной нет")
        )
        raise GameFileError(
            _(
                '{source}: threads: {which} kind = "game" (тема без kind — игровая); '
                "нужна ровно одна игровая тема, остальные vote или signup"
            ).format(source=source, which=which)
        )
    players = tuple(
        PlayerSpec(p.name, p.role, tuple(p.aliases), p.account or p.name, p.user_id or "")
        for p in model.players
    )
    _no_duplicates(players, source)
    names = {p.name for p in players}
    for i, death in enumerate(model.deaths, 1):
        if death.player not in names:
            raise GameFileError(
                _("{source}: deaths[{i}].player: неизвестный игрок {name!r}").format(
                    source=source, i=i, name=death.player
                )
            )
    for i, sub in enumerate(model.substitutions, 1):
        if sub.slot not in names:
            raise GameFileError(
                _("{source}: substitutions[{i}].slot: неизвестный слот {name!r}").format(
                    source=source, i=i, name=sub.slot
                )
            )
    try:  # every option and per-day override checked now
        DayRules.from_json(model.day_rules, source=f"{source}: day_rules", one_based=True)
    except RulesError as exc:
        raise GameFileError(str(exc)) from None
    game, schedule = model.game, model.schedule
    return GameSpec(
        slug=game.slug,
        name=game.name,
        timezone=game.timezone,
        profile=game.profile,
        seed=game.seed,
        engine=game.engine,
        gm=game.gm,
        threads=tuple(ThreadSpec(t.url, t.kind) for t in model.threads),
        players=players,
        first_day=schedule.first_day,
        opens=schedule.opens,
        closes=schedule.closes,
        deaths=tuple(DeathSpec(d.player, d.when, d.cause) for d in model.deaths),
        substitutions=tuple(SubstitutionSpec(s.slot, s.account, s.at) for s in model.substitutions),
        profile_overrides=dict(model.profile),
        day_rules=dict(model.day_rules),
        night_orders=NightOrderOptions(model.night_orders.accept_sure),
        spectators=tuple(s.account for s in model.spectators),
        reminder_before=model.announce.reminder_before,
    )


def day_rules_for(spec: GameSpec, day: int, defaults: dict[str, Any] | None = None) -> DayRules:
    """Day ``day``'s options: ``defaults`` (the profile's), then the game file's [day_rules],
    then its per-day table [day_rules.days.N] (docs/rules-options.md)."""
    return DayRules.from_json({**(defaults or {}), **spec.day_rules}, day)


def _no_duplicates(players: tuple[PlayerSpec, ...], source: str) -> None:
    seen: dict[str, str] = {}
    for player in players:
        key = player.name.casefold().replace("ё", "е")
        if key in seen:
            raise GameFileError(
                _("{source}: игрок {name!r} указан дважды").format(source=source, name=player.name)
            )
        seen[key] = player.name
