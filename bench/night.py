"""Nights resolved per second on the full-game simulation (one run).

Plays seeded 15-player games to victory, then re-resolves every recorded night from its input
and reports nights per second, with the whole game loop (both engines, orders and votes drawn)
for comparison.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.night import resolve_night
from engine.night_facts import NightFacts
from engine.simulation import play_game

GAMES = 1000


def main() -> None:
    start = time.perf_counter()
    games = [play_game(seed) for seed in range(GAMES)]
    play_s = time.perf_counter() - start
    facts = [NightFacts.from_json(n.facts) for g in games for n in g.nights]
    start = time.perf_counter()
    for night in facts:
        resolve_night(night)
    night_s = time.perf_counter() - start
    days = sum(len(g.days) for g in games)
    print(f"games: {GAMES}, nights: {len(facts)}, days: {days}")
    print(f"nights resolved per second: {len(facts) / night_s:10.0f}")
    print(f"whole games per second (orders, votes, both engines): {GAMES / play_s:8.0f}")


if __name__ == "__main__":
    main()
