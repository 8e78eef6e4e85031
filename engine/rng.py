"""Seeded draws keyed by (seed, night, who, purpose).

Each draw has its own generator derived from its key, so a replay with the same seed gives the
same result and removing one action shifts no other draw.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def keyed(seed: int, *key: object) -> random.Random:
    """A generator for one purpose, independent of every other draw."""
    material = ":".join([str(seed), *map(str, key)]).encode("utf-8")
    return random.Random(int.from_bytes(hashlib.sha256(material).digest()[:8], "big"))


def chance(seed: int, probability: float, *key: object) -> bool:
    """True with ``probability`` (0..1), drawn from the key's own generator."""
    return keyed(seed, *key).random() < probability


def pick(seed: int, options: Sequence[T], *key: object) -> T:
    """One of ``options`` (sorted first, so the caller's order never matters)."""
    ordered = sorted(options, key=str)
    return ordered[keyed(seed, *key).randrange(len(ordered))]


def shuffled(seed: int, items: Sequence[T], *key: object) -> list[T]:
    ordered = sorted(items, key=str)
    keyed(seed, *key).shuffle(ordered)
    return ordered
