"""A game from Night 1 to victory: the running state, each phase's input, folding each result.

Pure functions over plain data, shared by the stored game and the full-game simulation: the
night's ``day_modifiers`` and ``linked`` become the next day's input, the day's deaths and the
Stone's fate become the next night's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from engine import rng
from engine.day import DayResult
from engine.night import NightResult
from engine.night_facts import NightRules
from engine.stone import stone_after_deaths
from engine.victory import check_victory


@dataclass(slots=True)
class GameFlow:
    """Everything that carries from one phase to the next."""

    roles: dict[str, str]
    seed: int
    alive: dict[str, str] = field(default_factory=dict)
    dead: dict[str, str] = field(default_factory=dict)
    causes: dict[str, str] = field(default_factory=dict)
    state: dict[str, Any] = field(default_factory=dict)
    stone: dict[str, Any] | None = None
    skips: dict[str, int] = field(default_factory=dict)
    linked: list[list[str]] = field(default_factory=list)
    modifiers: dict[str, dict[str, Any]] = field(default_factory=dict)
    delayed: list[str] = field(default_factory=list)
    victory: dict[str, Any] | None = None
    history: list[str] = field(default_factory=list)
    # -- the day rules' carry-over from day to day (docs/rules-options.md) --
    skip_streak: dict[str, int] = field(default_factory=dict)  # skips in a row so far
    passes_used: list[str] = field(default_factory=list)  # who used the one «пас» of a game

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
            state={
                "father": father,
                "xing": xing,
                "absorbed_by_pride": False,
                "greed_can_check": False,
                "deaths_so_far": 0,
                "stone_appears_after": threshold,
            },
        )

    def night_input(
        self, number: int, actions: list[dict[str, Any]], backfire: dict[str, bool] | None = None
    ) -> dict[str, Any]:
        return {
            "night": number,
            "players": dict(self.alive),
            "state": dict(self.state),
            "stone": dict(self.stone) if self.stone else None,
            "actions": actions,
            "delayed": [{"player": p} for p in self.delayed],
            "dead": dict(self.dead),
            "backfire": backfire or {},
            "seed": self.seed,
        }

    def apply_night(self, number: int, result: NightResult | dict[str, Any]) -> None:
        """Fold a night in (a NightResult, or its stored JSON)."""
        out = result.as_json() if isinstance(result, NightResult) else result
        for death in out["deaths"]:
            self._bury(death["player"], f"night {number}: {death['cause']}")
        for gone in out["absorbed"]:
            self._bury(gone["player"], f"night {number}: absorbed by {gone['by']}")
        self.state = dict(out["state"])
        self.stone = dict(out["stone"]) if out["stone"] else None
        self.linked = [list(pair) for pair in out["linked"]]
        self.modifiers = {p: dict(m) for p, m in out["day_modifiers"].items()}
        self.delayed = [d["player"] for d in out["delayed"]]
        self.victory = out["victory"]
        self.history.append(f"night {number}: {', '.join(out['announced_dead']) or 'nobody'} died")

    def apply_recorded_deaths(self, phase: str, number: int, deaths: list[tuple[str, str]]) -> None:
        """Deaths the GM recorded by hand (no stored night result for that phase)."""
        for player, cause in deaths:
            if player in self.alive:
                self._bury(player, f"{phase} {number}: {cause}")
                self.state["deaths_so_far"] = self.state.get("deaths_so_far", 0) + 1
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
            "modifiers": {p: m for p, m in self.modifiers.items() if p in self.alive},
            "opens_at": opens_at.isoformat(),
            "closes_at": closes_at.isoformat(),
            "votes": votes,
            "state": {
                "father": self.state.get("father"),
                "xing": self.state.get("xing"),
                "absorbed_by_pride": self.state.get("absorbed_by_pride", False),
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
            dead.append(self._bury(extra["player"], f"day {number}: {extra['cause']}"))
        for need in result.pending:
            if need.get("need") == "revenge_target":
                chosen = (revenge or {}).get(need["player"])
                if chosen and chosen in self.alive:
                    dead.append(self._bury(chosen, f"day {number}: taken by Pride"))
        self.skips = dict(result.skips)
        self.skip_streak, self.passes_used = dict(result.skip_streak), list(result.passes_used)
        self.state.update(result.state)
        self.state["deaths_so_far"] = self.state.get("deaths_so_far", 0) + len(dead)
        self.stone = stone_after_deaths(
            stone=self.stone,
            alive=self.alive,
            dead=dead,
            killers={},
            deaths_so_far=self.state["deaths_so_far"],
            threshold=self.state.get("stone_appears_after"),
            used=self.stone.get("last_action") if self.stone else None,
            seed=self.seed,
            key=("day", number),
            rules=NightRules(),
            note=self.history.append,
        )
        self.linked, self.modifiers = [], {}
        self.victory = check_victory(self.alive, self.stone["holder"] if self.stone else None)
        self.history.append(f"day {number}: {', '.join(dead) or 'nobody'} died")

    def _bury(self, player: str, cause: str) -> str:
        role = self.alive.pop(player, None)
        if role is not None:
            self.dead[player] = role
            self.causes[player] = cause
        return player
