"""Who wins: checked after every day and night from the living players and the Stone."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.roles import HOMUNCULI

HOSTILE = HOMUNCULI  # Father, Lust, Envy, Pride


@dataclass(frozen=True, slots=True)
class Victory:
    """Whether the game is over; if so who wins, why, and whether each got his Stone aim."""

    over: bool
    winners: list[str] = field(default_factory=list)  # sides and loner roles
    stone_aims: dict[str, bool] = field(default_factory=dict)  # winner → Stone aim reached
    reason: str | None = None  # set when the game is over

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "over": self.over,
            "winners": list(self.winners),
            "stone_aims": dict(self.stone_aims),
        }
        if self.reason is not None:
            out["reason"] = self.reason
        return out

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Victory:
        return cls(
            raw["over"],
            list(raw.get("winners", [])),
            dict(raw.get("stone_aims", {})),
            raw.get("reason"),
        )


def check_victory(alive: dict[str, str], stone_holder: str | None) -> Victory:
    """``over`` with ``winners`` (sides and loner roles) and each winner's Stone aim."""
    roles = list(alive.values())
    homunculi = [p for p, r in alive.items() if r in HOMUNCULI]
    ishvalan = next((p for p, r in alive.items() if r == "ishvalan"), None)
    crimson = next((p for p, r in alive.items() if r == "crimson"), None)
    greed = next((p for p, r in alive.items() if r == "greed"), None)
    others = [p for p, r in alive.items() if r not in HOMUNCULI and r != "ishvalan"]
    winners: list[str] = []
    if not alive:
        return Victory(True, [], {}, "nobody is alive")
    if ishvalan and (len(alive) == 1 or (len(alive) == 2 and stone_holder == ishvalan)):
        winners.append("ishvalan")
        reason = (
            "Ishvalan killed everyone" if len(alive) == 1 else "Ishvalan one on one with the Stone"
        )
    elif not ishvalan and homunculi and len(others) <= len(homunculi):
        winners.append("homunculi")
        reason = "Ishvalan is dead and the homunculi are not outnumbered"
    elif not ishvalan and not any(r in HOSTILE for r in roles):
        winners.append("town")
        reason = "every hostile homunculus and Ishvalan are dead"
    else:
        return Victory(False)
    if crimson and not ishvalan:
        winners.append("crimson")
    if greed:
        winners.append("greed")
    aims: dict[str, bool] = {}
    for winner in winners:
        if winner == "homunculi":
            aims[winner] = stone_holder in homunculi
        elif winner == "town":
            continue  # the town has no Stone aim
        else:
            holder_role = alive.get(stone_holder or "")
            aims[winner] = holder_role == winner
    return Victory(True, winners, aims, reason)
