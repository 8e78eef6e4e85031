"""The Philosopher's Stone after deaths: passing, appearing, its backfire chance, completion.

Shared by the night (killers known) and the day (a day death: the Stone appears with another
random living town player or loner).
"""

from __future__ import annotations

from collections.abc import Callable

from engine import rng
from engine.night_facts import NightRules, StoneState
from engine.roles import side_of


def stone_after_deaths(
    stone: StoneState | None,
    alive: dict[str, str],
    dead: list[str],
    killers: dict[str, str],
    deaths_so_far: int,
    threshold: int | None,
    used: str | None,
    seed: int,
    key: tuple[object, ...],
    rules: NightRules,
    note: Callable[[str], None],
) -> StoneState | None:
    """The Stone after a phase with these deaths (``killers``: victim → killer)."""
    eligible = sorted(p for p, r in alive.items() if side_of(r) in ("town", "loner"))
    if stone is None:
        if threshold is None or deaths_so_far < threshold or not eligible:
            return None
        holder = rng.pick(seed, eligible, *key, "stone_appears")
        note(
            f"{deaths_so_far} deaths (the drawn threshold is {threshold}): "
            f"the Unfinished Stone appears with {holder}"
        )
        complete = len(alive) <= rules.complete_at
        return StoneState(holder, complete, 0.0 if complete else rules.base_chance, None)
    holder, last = stone.holder, used
    if holder not in alive:
        killer = killers.get(holder)
        if killer and killer != holder and killer in alive:
            note(f"the Stone holder {holder} died at night: the Stone passes to {killer}")
            holder = killer
        else:
            pool = [p for p in eligible if p != holder]
            if not pool:
                note("the Stone holder died and nobody can receive the Stone")
                return None
            new = rng.pick(seed, pool, *key, "stone_passes")
            note(
                f"the Stone holder {holder} died and no living killer takes it: "
                f"it appears with {new}"
            )
            holder = new
        last = None
    chance = round(min(1.0, stone.backfire_chance + rules.chance_per_death * len(dead)), 2)
    complete = stone.complete or len(alive) <= rules.complete_at
    if complete and not stone.complete:
        note(f"{len(alive)} players remain: the Stone becomes the Complete Stone")
    return StoneState(holder, complete, 0.0 if complete else chance, last)
