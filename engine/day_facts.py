"""The day's input facts and the GM's day options, read from the INTERFACES.md JSON shape."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    BeforeValidator,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    model_validator,
)

from engine.day_rules import DayRules
from engine.errors import RulesError
from engine.validation import Role, StrictInput, validate
from mafia_i18n import _

VOTE_KINDS = ("vote", "unvote", "abstain", "pass")
__all__ = ["VOTE_KINDS", "DayFacts", "DayRules", "DayState", "Modifier", "VoteEvent"]


@dataclass(frozen=True, slots=True)
class VoteEvent:
    """One vote action in the day, as the thread shows it."""

    at: datetime
    voter: str
    kind: str
    target: str | None = None
    early: bool = False
    ref: str | None = None
    final: bool = False  # "окончательно": locks the vote without closing the day
    edited: bool = False  # the vote stands in a post edited after it was posted
    format: tuple[str, ...] | None = None  # "bold", "colour"; None: the reader did not say
    thread: str | None = None  # "vote" or "game"; None: the reader did not say


@dataclass(frozen=True, slots=True)
class Modifier:
    vote_weight: int = 1
    execution_immune: bool = False
    vote_nullified: bool = False


@dataclass(frozen=True, slots=True)
class DayState:
    """Who holds the Father and Xing titles, and whether Pride has absorbed Crimson."""

    father: str | None
    xing: str | None
    absorbed_by_pride: bool = False

    def as_json(self) -> dict[str, Any]:
        return {
            "father": self.father,
            "xing": self.xing,
            "absorbed_by_pride": self.absorbed_by_pride,
        }


@dataclass(frozen=True, slots=True)
class DayFacts:
    """Everything one day's count needs."""

    day: int
    players: dict[str, str]
    opens_at: datetime
    closes_at: datetime
    votes: list[VoteEvent]
    skips: dict[str, int] = field(default_factory=dict)
    linked: list[tuple[str, str]] = field(default_factory=list)
    modifiers: dict[str, Modifier] = field(default_factory=dict)
    state: DayState = DayState(None, None)
    posted: frozenset[str] | None = None  # who posted in the day; None: who cast any vote
    missed_night_action: frozenset[str] = frozenset()  # missed last night's action
    skip_streak: dict[str, int] = field(default_factory=dict)  # skips in a row up to yesterday
    passes_used: frozenset[str] = frozenset()  # used their one "пас" on an earlier day

    def modifier(self, player: str) -> Modifier:
        return self.modifiers.get(player, Modifier())

    @classmethod
    def from_json(cls, raw: Any) -> DayFacts:
        """The INTERFACES.md day input, read through a typed model (one line per problem)."""
        data = validate(_DayIn, raw, "day input", RulesError, one_based=False)
        players = dict(data.players)
        facts = cls(
            day=data.day,
            players=players,
            opens_at=data.opens_at,
            closes_at=data.closes_at,
            votes=[v.event() for v in data.votes],
            skips=dict(data.skips),
            linked=[(a, b) for a, b in data.linked],
            modifiers={name: m.modifier() for name, m in data.modifiers.items()},
            state=_state(data.state, players),
            posted=frozenset(data.posted) if data.posted is not None else None,
            missed_night_action=frozenset(data.missed_night_action),
            skip_streak=dict(data.skip_streak),
            passes_used=frozenset(data.passes_used),
        )
        if facts.closes_at <= facts.opens_at:
            raise RulesError(_("closes_at должен быть позже opens_at"))
        return facts


def _time(raw: Any) -> Any:
    if isinstance(raw, datetime) or not isinstance(raw, str):
        return raw
    try:
        value = datetime.fromisoformat(raw)
    except ValueError:
        raise ValueError(_("не время ISO 8601: {raw!r}").format(raw=raw)) from None
    if value.tzinfo is None:
        raise ValueError(_("время без смещения: {raw!r}").format(raw=raw))
    return value


Time = Annotated[datetime, BeforeValidator(_time)]
Pair = Annotated[list[StrictStr], Field(min_length=2, max_length=2)]


class _VoteIn(StrictInput):
    at: Time
    voter: StrictStr
    kind: Literal["vote", "unvote", "abstain", "pass"] = "vote"
    target: StrictStr | None = None
    early: StrictBool = False
    ref: StrictStr | StrictInt | None = None
    final: StrictBool = False
    edited: StrictBool = False
    format: list[Literal["bold", "colour"]] | None = None
    thread: Literal["vote", "game"] | None = None

    @model_validator(mode="after")
    def _vote_has_a_target(self) -> _VoteIn:
        if self.kind == "vote" and self.target is None:
            raise ValueError(_("голос без цели"))
        return self

    def event(self) -> VoteEvent:
        return VoteEvent(
            at=self.at,
            voter=self.voter,
            kind=self.kind,
            target=self.target if self.kind == "vote" else None,
            early=self.early,
            ref=str(self.ref) if self.ref is not None else None,
            final=self.final,
            edited=self.edited,
            format=tuple(self.format) if self.format is not None else None,
            thread=self.thread,
        )


class _ModifierIn(StrictInput):
    vote_weight: Literal[0, 1, 2] = 1
    execution_immune: StrictBool = False
    vote_nullified: StrictBool = False

    def modifier(self) -> Modifier:
        return Modifier(self.vote_weight, self.execution_immune, self.vote_nullified)


class _StateIn(StrictInput):
    father: StrictStr | None = None
    xing: StrictStr | None = None
    absorbed_by_pride: StrictBool = False


class _DayIn(StrictInput):
    day: StrictInt
    players: dict[StrictStr, Role]
    opens_at: Time
    closes_at: Time
    votes: list[_VoteIn] = Field(default_factory=list)
    skips: dict[StrictStr, StrictInt] = Field(default_factory=dict)
    linked: list[Pair] = Field(default_factory=list)
    modifiers: dict[StrictStr, _ModifierIn] = Field(default_factory=dict)
    state: _StateIn | None = None
    posted: list[StrictStr] | None = None
    missed_night_action: list[StrictStr] = Field(default_factory=list)
    skip_streak: dict[StrictStr, StrictInt] = Field(default_factory=dict)
    passes_used: list[StrictStr] = Field(default_factory=list)


def _state(raw: _StateIn | None, players: dict[str, str]) -> DayState:
    def living(role: str) -> str | None:
        return next((n for n, r in players.items() if r == role), None)

    if raw is None:
        return DayState(living("father"), living("xing"), False)
    given = raw.model_fields_set
    return DayState(
        father=raw.father if "father" in given else living("father"),
        xing=raw.xing if "xing" in given else living("xing"),
        absorbed_by_pride=raw.absorbed_by_pride,
    )
