"""Opening the store for a face: the one place that names it."""

from __future__ import annotations

from engine.gamefile import GameSpec, load_game
from engine.store.db import Store

__all__ = ["GameSpec", "Store", "load_game", "open_store"]


def open_store(url: str | None = None) -> Store:
    """The store at ``url`` (default: $MAFIA_GM_DB, else the embedded SQLite file)."""
    return Store(url)
