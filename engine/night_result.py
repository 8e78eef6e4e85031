"""What one night's resolution returns, and its INTERFACES.md JSON (``night resolve``, the
stored ``Night.result_json``).

Each record says what its fields are; ``as_json`` gives the JSON shape key for key (and in the
same key order) and ``from_json`` reads back what ``as_json`` wrote, so a stored night comes
back as the same typed result.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from engine.night_facts import NightState, StoneState
from engine.victory import Victory


@dataclass(frozen=True, slots=True)
class Death:
    """A death tonight (or, in ``delayed``, one due at the next night)."""

    player: str
    cause: str  # kill, heal_backfire, stone_backfire
    by: str | None  # who killed; None when nobody did (a delayed death from last night)

    def as_json(self) -> dict[str, Any]:
        return {"player": self.player, "cause": self.cause, "by": self.by}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Death:
        return cls(raw["player"], raw["cause"], raw.get("by"))


@dataclass(frozen=True, slots=True)
class Absorption:
    """A player absorbed tonight (out of the game, not a kill)."""

    player: str
    by: str | None

    def as_json(self) -> dict[str, Any]:
        return {"player": self.player, "by": self.by}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Absorption:
        return cls(raw["player"], raw.get("by"))


@dataclass(frozen=True, slots=True)
class Pending:
    """GM input still needed: whom Pride takes (``revenge_target``), or who of the tied
    ``candidates`` dies (``tie_break``, no player)."""

    player: str | None
    need: str
    candidates: list[str] | None = None

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player, "need": self.need}
        if self.candidates is not None:
            out["candidates"] = list(self.candidates)
        return out

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Pending:
        return cls(raw.get("player"), raw["need"], raw.get("candidates"))


@dataclass(frozen=True, slots=True)
class RefusedOrder:
    """An order not performed because it breaks a rule."""

    actor: str
    action: str
    reason: str

    def as_json(self) -> dict[str, Any]:
        return {"actor": self.actor, "action": self.action, "reason": self.reason}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> RefusedOrder:
        return cls(raw["actor"], raw.get("action", ""), raw["reason"])


@dataclass(frozen=True, slots=True)
class StepNote:
    """One line of the night's audit trail, at the step it happened."""

    step: int
    name: str  # the step's name ("kills"), or "orders" for refusals
    event: str

    def as_json(self) -> dict[str, Any]:
        return {"step": self.step, "name": self.name, "event": self.event}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> StepNote:
        return cls(raw["step"], raw.get("name", ""), raw["event"])


@dataclass(frozen=True, slots=True)
class ModifierChange:
    """What the night changes about a player's vote tomorrow (only the fields it sets)."""

    vote_weight: int | None = None  # 0: the vote does not count; 2: it counts twice
    execution_immune: bool | None = None
    vote_nullified: bool | None = None  # a Stone backfire: no vote at all

    def merged(self, other: ModifierChange) -> ModifierChange:
        return ModifierChange(
            other.vote_weight if other.vote_weight is not None else self.vote_weight,
            other.execution_immune if other.execution_immune is not None else self.execution_immune,
            other.vote_nullified if other.vote_nullified is not None else self.vote_nullified,
        )

    def as_json(self) -> dict[str, Any]:
        # the night sets these in this order (step 3, then step 10), so the key order is kept
        out: dict[str, Any] = {}
        if self.vote_weight is not None:
            out["vote_weight"] = self.vote_weight
        if self.execution_immune is not None:
            out["execution_immune"] = self.execution_immune
        if self.vote_nullified is not None:
            out["vote_nullified"] = self.vote_nullified
        return out

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> ModifierChange:
        return cls(raw.get("vote_weight"), raw.get("execution_immune"), raw.get("vote_nullified"))


@dataclass(frozen=True, slots=True)
class Reply:
    """A private reply to an actor; ``more`` holds his further replies of the same night."""

    kind: str  # check, compare, corpse_role, found, not_found, failure, blocked, done
    text: str  # the Russian words the player is sent
    target: str | None = None  # check, corpse_role, found, not_found
    targets: tuple[str, ...] | None = None  # compare
    side: str | None = None  # check
    same_side: bool | None = None  # compare
    role: str | None = None  # corpse_role
    more: tuple[Reply, ...] = ()

    @property
    def texts(self) -> list[str]:
        """This reply's text and every further one, in order."""
        return [self.text, *(m.text for m in self.more)]

    def followed_by(self, other: Reply) -> Reply:
        return replace(self, more=(*self.more, other))

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.target is not None:
            out["target"] = self.target
        if self.targets is not None:
            out["targets"] = list(self.targets)
        if self.side is not None:
            out["side"] = self.side
        if self.same_side is not None:
            out["same_side"] = self.same_side
        if self.role is not None:
            out["role"] = self.role
        out["text"] = self.text
        if self.more:
            out["more"] = [m.as_json() for m in self.more]
        return out

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Reply:
        targets = raw.get("targets")
        return cls(
            kind=raw["kind"],
            text=raw["text"],
            target=raw.get("target"),
            targets=tuple(targets) if targets is not None else None,
            side=raw.get("side"),
            same_side=raw.get("same_side"),
            role=raw.get("role"),
            more=tuple(cls.from_json(m) for m in raw.get("more", [])),
        )


@dataclass(slots=True)
class NightResult:
    """One resolved night: filled in by the resolution, then read by the game flow and posts."""

    deaths: list[Death] = field(default_factory=list)
    absorbed: list[Absorption] = field(default_factory=list)
    announced_dead: list[str] = field(default_factory=list)  # random order, absorbed included
    linked: list[list[str]] = field(default_factory=list)  # pairs linked for the next day
    delayed: list[Death] = field(default_factory=list)  # deaths due at the next night
    vote_changes: dict[str, ModifierChange] = field(default_factory=dict)  # the public ones
    day_modifiers: dict[str, ModifierChange] = field(default_factory=dict)  # all, for the day
    pending: list[Pending] = field(default_factory=list)
    results: dict[str, Reply] = field(default_factory=dict)  # private reply per actor
    stone: StoneState | None = None
    state: NightState | None = None  # the titles and counters after the night
    refused: list[RefusedOrder] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)  # what the GM tells some players
    victory: Victory | None = None
    alive: dict[str, str] = field(default_factory=dict)  # player → role after the night
    log: list[StepNote] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {
            "deaths": [d.as_json() for d in self.deaths],
            "absorbed": [a.as_json() for a in self.absorbed],
            "announced_dead": list(self.announced_dead),
            "linked": [list(pair) for pair in self.linked],
            "delayed": [d.as_json() for d in self.delayed],
            "vote_changes": {p: m.as_json() for p, m in self.vote_changes.items()},
            "day_modifiers": {p: m.as_json() for p, m in self.day_modifiers.items()},
            "pending": [p.as_json() for p in self.pending],
            "results": {a: r.as_json() for a, r in self.results.items()},
            "stone": self.stone.as_json() if self.stone else None,
            "state": self.state.as_json() if self.state else {},
            "refused": [r.as_json() for r in self.refused],
            "notices": list(self.notices),
            "victory": self.victory.as_json() if self.victory else None,
            "alive": dict(self.alive),
            "log": [n.as_json() for n in self.log],
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> NightResult:
        """A stored result (``Night.result_json``) back as the typed result."""
        stone, state, victory = raw.get("stone"), raw.get("state"), raw.get("victory")
        return cls(
            deaths=[Death.from_json(d) for d in raw.get("deaths", [])],
            absorbed=[Absorption.from_json(a) for a in raw.get("absorbed", [])],
            announced_dead=list(raw.get("announced_dead", [])),
            linked=[list(pair) for pair in raw.get("linked", [])],
            delayed=[Death.from_json(d) for d in raw.get("delayed", [])],
            vote_changes={
                p: ModifierChange.from_json(m) for p, m in raw.get("vote_changes", {}).items()
            },
            day_modifiers={
                p: ModifierChange.from_json(m) for p, m in raw.get("day_modifiers", {}).items()
            },
            pending=[Pending.from_json(p) for p in raw.get("pending", [])],
            results={a: Reply.from_json(r) for a, r in raw.get("results", {}).items()},
            stone=StoneState.from_json(stone) if stone else None,
            state=NightState.from_json(state) if state else None,
            refused=[RefusedOrder.from_json(r) for r in raw.get("refused", [])],
            notices=list(raw.get("notices", [])),
            victory=Victory.from_json(victory) if victory else None,
            alive=dict(raw.get("alive", {})),
            log=[StepNote.from_json(n) for n in raw.get("log", [])],
        )
