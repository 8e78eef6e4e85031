"""What one day's count returns, and its INTERFACES.md JSON."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from engine.day_codes import VoteFate


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
    also_died: list[dict[str, str]]
    pending: list[dict[str, Any]]
    invalid_votes: list[dict[str, Any]]
    standing: list[CountedVote]
    skippers: list[str]
    skips: dict[str, int]
    alive_at_close: int
    state: dict[str, Any]
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
            "also_died": self.also_died,
            "pending": self.pending,
            "invalid_votes": self.invalid_votes,
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
            "state": self.state,
            "log": self.log,
        }
        if self.rounds:
            out["rounds"] = [r.as_json() for r in self.rounds]
        return out
