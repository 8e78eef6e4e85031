"""What one day's count returns, and its INTERFACES.md JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from engine.day_codes import VoteFate
from engine.day_facts import DayState
from engine.night_result import Pending

__all__ = ["CountedVote", "DayDeath", "DayResult", "InvalidVote", "Pending"]


@dataclass(frozen=True, slots=True)
class DayDeath:
    """A death the day's execution sets off besides the executed (Crimson's explosion)."""

    player: str
    cause: str

    def as_json(self) -> dict[str, str]:
        return {"player": self.player, "cause": self.cause}


@dataclass(frozen=True, slots=True)
class InvalidVote:
    """A vote action that broke a rule and was not counted."""

    voter: str
    target: str | None
    reason: str  # a Reason code (engine.day_codes)
    detail: str  # the English line beside the code
    at: str  # when it was cast, as the forum shows it (ISO 8601, the day's offset)
    ref: str | None  # the post it came from
    index: int  # its index in the day's votes

    def as_json(self) -> dict[str, Any]:
        return {
            "voter": self.voter,
            "target": self.target,
            "reason": self.reason,
            "detail": self.detail,
            "at": self.at,
            "ref": self.ref,
            "index": self.index,
        }


@dataclass(frozen=True, slots=True)
class CountedVote:
    """A player's standing vote at the close."""

    voter: str
    target: str
    at: datetime
    weight: int
    early: bool
    ref: str | None = None


@dataclass(slots=True)
class DayResult:
    """The count of one day. ``fates[i]`` is what became of ``facts.votes[i]``."""

    closed_at: datetime
    closed_early: bool
    tally: dict[str, int]
    penalties: dict[str, int]
    modkilled: list[str]
    executed: list[str]
    revealed: dict[str, str]
    also_died: list[DayDeath]
    pending: list[Pending]
    invalid_votes: list[InvalidVote]
    standing: list[CountedVote]
    skippers: list[str]
    skips: dict[str, int]
    alive_at_close: int
    state: DayState  # the titles after the day's deaths
    log: list[dict[str, str]] = field(default_factory=list)
    fates: list[VoteFate] = field(default_factory=list)
    modkill_causes: dict[str, str] = field(default_factory=dict)
    modkill_revealed: dict[str, str] = field(default_factory=dict)
    skip_streak: dict[str, int] = field(default_factory=dict)
    passes_used: list[str] = field(default_factory=list)
    rounds: list[DayResult] = field(default_factory=list)
    fate_index: list[int] = field(default_factory=list)  # a round's own votes: their indices

    def as_json(self) -> dict[str, Any]:
        out = {
            "closed_at": self.closed_at.isoformat(),
            "closed_early": self.closed_early,
            "tally": self.tally,
            "penalties": self.penalties,
            "modkilled": self.modkilled,
            "executed": self.executed,
            "revealed": self.revealed,
            "also_died": [d.as_json() for d in self.also_died],
            "pending": [p.as_json() for p in self.pending],
            "invalid_votes": [v.as_json() for v in self.invalid_votes],
            "votes": [
                {
                    "voter": v.voter,
                    "target": v.target,
                    "at": v.at.isoformat(),
                    "weight": v.weight,
                    "early": v.early,
                    "ref": v.ref,
                }
                for v in self.standing
            ],
            "fates": [
                fate.as_json(self.fate_index[i] if self.fate_index else i)
                for i, fate in enumerate(self.fates)
            ],
            "skippers": self.skippers,
            "skips": self.skips,
            "skip_streak": self.skip_streak,
            "modkill_causes": self.modkill_causes,
            "modkill_revealed": self.modkill_revealed,
            "passes_used": self.passes_used,
            "alive_at_close": self.alive_at_close,
            "state": self.state.as_json(),
            "log": self.log,
        }
        if self.rounds:
            out["rounds"] = [r.as_json() for r in self.rounds]
        return out
