"""A game from Night 1 to victory: the running state, each phase's input, folding each result.

Pure functions over plain data, shared by the stored game and the full-game simulation: the
night's ``day_modifiers`` and ``linked`` become the next day's input, the day's deaths and the
Stone's fate become the next night's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields, replace
from datetime import datetime
from typing import Any

from engine import rng
from engine.day import DayResult
from engine.night_facts import GivenOrder, NightRules, NightState, StoneState
from engine.night_result import ModifierChange, NightResult
from engine.stone import stone_after_deaths
from engine.victory import Victory, check_victory


@dataclass(slots=True)
class GameFlow:
    """Everything that carries from one phase to the next (stored as ``Day.flow_json``).

    A new field needs a default (older stored flows lack it); a field of plain JSON values
    (names, counts, lists and dicts of them) needs nothing else, a typed one an entry in
    ``_READERS``.
    """

    roles: dict[str, str]  # every player's role as dealt
    seed: int
    alive: dict[str, str] = field(default_factory=dict)  # player → role
    dead: dict[str, str] = field(default_factory=dict)  # player → role
    causes: dict[str, str] = field(default_factory=dict)  # player → "night 2: kill" etc.
    state: NightState = field(default_factory=lambda: NightState(None, None))  # titles, deaths
    stone: StoneState | None = None
    skips: dict[str, int] = field(default_factory=dict)  # skips so far, for the next day
    linked: list[list[str]] = field(default_factory=list)  # last night's links, for the day
    modifiers: dict[str, ModifierChange] = field(default_factory=dict)  # last night's, for the day
    delayed: list[str] = field(default_factory=list)  # players due to die at the next night
    victory: Victory | None = None
    history: list[str] = field(default_factory=list)  # one line per phase, for the GM
    # -- the day rules' carry-over from day to day (docs/rules-options.md) --
    skip_streak: dict[str, int] = field(default_factory=dict)  # skips in a row so far
    passes_used: list[str] = field(default_factory=list)  # who used the one «пас» of a game

    def as_json(self) -> dict[str, Any]:
        """The flow as JSON, field by field in order (the stored ``Day.flow_json``)."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> GameFlow:
        """A stored flow back (fields it lacks take their defaults)."""
        known = {f.name for f in fields(cls)}
        values: dict[str, Any] = {
            k: _READERS[k](v) if k in _READERS else v for k, v in raw.items() if k in known
        }
        return cls(**values)

    @classmethod
    def start(cls, roles: dict[str, str], seed: int) -> GameFlow:
        """A new game: everyone alive, the Stone's threshold (3 to 5 deaths) drawn."""
        threshold = rng.keyed(seed, "stone_threshold").randint(3, 5)
        father = next((p for p, r in roles.items() if r == "father"), None)
        xing = next((p for p, r in roles.items() if r == "xing"), None)
        return cls(
            roles=dict(roles),
            seed=seed,
            alive=dict(roles),
            state=NightState(father, xing, stone_appears_after=threshold),
        )

    def night_input(
        self, number: int, orders: Sequence[GivenOrder], backfire: dict[str, bool] | None = None
    ) -> dict[str, Any]:
        """Night ``number``'s ``night resolve`` input (INTERFACES.md; ``Night.input_json``)."""
        return {
            "night": number,
            "players": dict(self.alive),
            "state": self.state.as_json(),
            "stone": self.stone.as_json() if self.stone else None,
            "actions": [order.as_json() for order in orders],
            "delayed": [{"player": p} for p in self.delayed],
            "dead": dict(self.dead),
            "backfire": backfire or {},
            "seed": self.seed,
        }

    def apply_night(self, number: int, out: NightResult) -> None:
        """Fold a night in (resolved now, or read back with ``NightResult.from_json``)."""
        for death in out.deaths:
            self._bury(death.player, f"night {number}: {death.cause}")
        for gone in out.absorbed:
            self._bury(gone.player, f"night {number}: absorbed by {gone.by}")
        if out.state is not None:
            self.state = out.state
        self.stone = out.stone
        self.linked = [list(pair) for pair in out.linked]
        self.modifiers = dict(out.day_modifiers)
        self.delayed = [d.player for d in out.delayed]
        self.victory = out.victory
        self.history.append(f"night {number}: {', '.join(out.announced_dead) or 'nobody'} died")

    def apply_recorded_deaths(self, phase: str, number: int, deaths: list[tuple[str, str]]) -> None:
        """Deaths the GM recorded by hand (no stored night result for that phase)."""
        for player, cause in deaths:
            if player in self.alive:
                self._bury(player, f"{phase} {number}: {cause}")
                self.state = replace(self.state, deaths_so_far=self.state.deaths_so_far + 1)
        if deaths:
            self.history.append(
                f"{phase} {number}: {', '.join(p for p, _ in deaths)} died (recorded)"
            )

    def day_input(
        self,
        number: int,
        votes: list[dict[str, Any]],
        opens_at: datetime,
        closes_at: datetime,
        rules: dict[str, Any] | None = None,
        missed_night_action: list[str] | None = None,
    ) -> dict[str, Any]:
        """Day ``number``'s ``day resolve`` input; ``missed_night_action``: who had a night
        action last night and sent none (engine.night_missed)."""
        return {
            "day": number,
            "players": dict(self.alive),
            "skips": {p: n for p, n in self.skips.items() if p in self.alive},
            "linked": [pair for pair in self.linked if all(p in self.alive for p in pair)],
            "modifiers": {p: m.as_json() for p, m in self.modifiers.items() if p in self.alive},
            "opens_at": opens_at.isoformat(),
            "closes_at": closes_at.isoformat(),
            "votes": votes,
            "state": {
                "father": self.state.father,
                "xing": self.state.xing,
                "absorbed_by_pride": self.state.absorbed_by_pride,
            },
            **self._carried(missed_night_action),
            **({"rules": rules} if rules else {}),
        }

    def _carried(self, missed: list[str] | None) -> dict[str, Any]:
        """What the day rules carry from earlier days and nights, for the living."""
        return {
            "skip_streak": {p: n for p, n in self.skip_streak.items() if p in self.alive},
            "passes_used": [p for p in self.passes_used if p in self.alive],
            "missed_night_action": [p for p in missed or [] if p in self.alive],
        }

    def apply_day(
        self, number: int, result: DayResult, revenge: dict[str, str] | None = None
    ) -> None:
        """Fold a day's result in; ``revenge`` names Pride's choices the GM entered."""
        dead: list[str] = []
        for player in result.modkilled:
            dead.append(self._bury(player, f"day {number}: modkill"))
        for player in result.executed:
            dead.append(self._bury(player, f"day {number}: executed"))
        for extra in result.also_died:
            dead.append(self._bury(extra.player, f"day {number}: {extra.cause}"))
        for need in result.pending:
            if need.need == "revenge_target" and need.player:
                chosen = (revenge or {}).get(need.player)
                if chosen and chosen in self.alive:
                    dead.append(self._bury(chosen, f"day {number}: taken by Pride"))
        self.skips = dict(result.skips)
        self.skip_streak, self.passes_used = dict(result.skip_streak), list(result.passes_used)
        titles = result.state
        self.state = replace(
            self.state,
            father=titles.father,
            xing=titles.xing,
            absorbed_by_pride=titles.absorbed_by_pride,
            deaths_so_far=self.state.deaths_so_far + len(dead),
        )
        self.stone = stone_after_deaths(
            stone=self.stone,
            alive=self.alive,
            dead=dead,
            killers={},
            deaths_so_far=self.state.deaths_so_far,
            threshold=self.state.stone_appears_after,
            used=self.stone.last_action if self.stone else None,
            seed=self.seed,
            key=("day", number),
            rules=NightRules(),
            note=self.history.append,
        )
        self.linked, self.modifiers = [], {}
        self.victory = check_victory(self.alive, self.stone.holder if self.stone else None)
        self.history.append(f"day {number}: {', '.join(dead) or 'nobody'} died")

    def _bury(self, player: str, cause: str) -> str:
        role = self.alive.pop(player, None)
        if role is not None:
            self.dead[player] = role
            self.causes[player] = cause
        return player


def _plain(value: Any) -> Any:
    """A field's JSON: typed records by their ``as_json``, plain values as they are."""
    if hasattr(value, "as_json"):
        return value.as_json()
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


_READERS: dict[str, Callable[[Any], object]] = {
    "state": NightState.from_json,
    "stone": lambda raw: StoneState.from_json(raw) if raw else None,
    "modifiers": lambda raw: {p: ModifierChange.from_json(m) for p, m in raw.items()},
    "victory": lambda raw: Victory.from_json(raw) if raw else None,
}
