"""The day's input facts and the GM's day options, read from the INTERFACES.md JSON shape."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from engine.day_rules import DayRules
from engine.errors import RulesError
from engine.roles import ROLES
from engine.shapes import need_dict as _dict
from engine.shapes import need_int as _int
from engine.shapes import need_list as _list

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
    father: str | None
    xing: str | None
    absorbed_by_pride: bool = False


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
        if not isinstance(raw, dict):
            raise RulesError("day input must be a JSON object")
        try:
            players = _players(raw["players"])
            facts = cls(
                day=_int(raw["day"], "day"),
                players=players,
                opens_at=_time(raw["opens_at"], "opens_at"),
                closes_at=_time(raw["closes_at"], "closes_at"),
                votes=[_vote(v, i) for i, v in enumerate(_list(raw.get("votes", []), "votes"))],
                skips={
                    str(k): _int(v, f"skips.{k}")
                    for k, v in _dict(raw.get("skips", {}), "skips").items()
                },
                linked=[_pair(p) for p in _list(raw.get("linked", []), "linked")],
                modifiers={
                    str(k): _modifier(v, str(k))
                    for k, v in _dict(raw.get("modifiers", {}), "modifiers").items()
                },
                state=_state(raw.get("state"), players),
                posted=_names(raw["posted"], "posted") if "posted" in raw else None,
                missed_night_action=_names(
                    raw.get("missed_night_action", []), "missed_night_action"
                ),
                skip_streak={
                    str(k): _int(v, f"skip_streak.{k}")
                    for k, v in _dict(raw.get("skip_streak", {}), "skip_streak").items()
                },
                passes_used=_names(raw.get("passes_used", []), "passes_used"),
            )
        except KeyError as exc:
            raise RulesError(f"day input is missing {exc.args[0]!r}") from None
        if facts.closes_at <= facts.opens_at:
            raise RulesError("closes_at must be after opens_at")
        return facts


def _players(raw: Any) -> dict[str, str]:
    players = _dict(raw, "players")
    for name, role in players.items():
        if role not in ROLES:
            raise RulesError(f"player {name!r} has unknown role {role!r}")
    return {str(k): str(v) for k, v in players.items()}


def _state(raw: Any, players: dict[str, str]) -> DayState:
    def living(role: str) -> str | None:
        return next((n for n, r in players.items() if r == role), None)

    if raw is None:
        return DayState(living("father"), living("xing"), False)
    state = _dict(raw, "state")
    return DayState(
        father=state.get("father", living("father")),
        xing=state.get("xing", living("xing")),
        absorbed_by_pride=bool(state.get("absorbed_by_pride", False)),
    )


def _vote(raw: Any, index: int) -> VoteEvent:
    vote = _dict(raw, f"votes[{index}]")
    kind = vote.get("kind", "vote")
    if kind not in VOTE_KINDS:
        raise RulesError(f"votes[{index}].kind must be one of: {', '.join(VOTE_KINDS)}")
    if "voter" not in vote or "at" not in vote:
        raise RulesError(f"votes[{index}] needs 'voter' and 'at'")
    target = vote.get("target")
    if kind == "vote" and not isinstance(target, str):
        raise RulesError(f"votes[{index}] is a vote without a target")
    return VoteEvent(
        at=_time(vote["at"], f"votes[{index}].at"),
        voter=str(vote["voter"]),
        kind=kind,
        target=target if kind == "vote" else None,
        early=bool(vote.get("early", False)),
        ref=str(vote["ref"]) if vote.get("ref") is not None else None,
        final=bool(vote.get("final", False)),
        edited=bool(vote.get("edited", False)),
        format=_format(vote.get("format"), index),
        thread=_thread(vote.get("thread"), index),
    )


def _format(raw: Any, index: int) -> tuple[str, ...] | None:
    if raw is None:
        return None
    marks = tuple(str(m) for m in _list(raw, f"votes[{index}].format"))
    if not set(marks) <= {"bold", "colour"}:
        raise RulesError(f"votes[{index}].format lists only 'bold' and 'colour'")
    return marks


def _thread(raw: Any, index: int) -> str | None:
    if raw is not None and raw not in ("vote", "game"):
        raise RulesError(f"votes[{index}].thread must be 'vote' or 'game'")
    return None if raw is None else str(raw)


def _names(raw: Any, what: str) -> frozenset[str]:
    return frozenset(str(n) for n in _list(raw, what))


def _modifier(raw: Any, name: str) -> Modifier:
    mod = _dict(raw, f"modifiers.{name}")
    weight = _int(mod.get("vote_weight", 1), f"modifiers.{name}.vote_weight")
    if weight not in (0, 1, 2):
        raise RulesError(f"modifiers.{name}.vote_weight must be 0, 1 or 2")
    return Modifier(
        weight, bool(mod.get("execution_immune", False)), bool(mod.get("vote_nullified", False))
    )


def _pair(raw: Any) -> tuple[str, str]:
    if not isinstance(raw, list) or len(raw) != 2:
        raise RulesError("each 'linked' entry must be a pair of names")
    return str(raw[0]), str(raw[1])


def _time(raw: Any, what: str) -> datetime:
    try:
        value = datetime.fromisoformat(str(raw))
    except ValueError:
        raise RulesError(f"{what}: not an ISO 8601 time: {raw!r}") from None
    if value.tzinfo is None:
        raise RulesError(f"{what}: time without an offset: {raw!r}")
    return value
