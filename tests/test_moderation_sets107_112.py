"""Moderation patterns found by sets 107 to 112 (issue 16), each with sentences of our own.

Measured blind on 37421b8: sets 107 and 109 at 1.000 everywhere, set 110 at 0.971 / 1.000 /
0.950 / 4.0 %, set 112 at 1.000 / 1.000 / 0.950 / 0.0 %. By pattern: a wimp ("Мартин —
тряпка"), where following someone like a tail ("хвостом ходит") is no talk of animals; and the
side called names, then what a player will do to it ("…, полковник сожжёт их всех"), which
speaks of the side. Left: "Шарик, сиди гавкай в будке, псина" (a player named like a dog).
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Мартин", "Марта", "Полковник")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


def test_a_wimp_said_of_a_player_insults() -> None:
    assert kinds("Мартин — тряпка, за Мартой хвостом ходит.") == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Возьми тряпку и протри стол.",
        "Гомункулы — мерзкие твари, Полковник сожжёт их всех.",
        "Мафия — гады, их надо найти до пятницы.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()
