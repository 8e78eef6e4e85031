"""Moderation patterns found by sets 113 to 118 (issue 16), each with sentences of our own.

Measured blind on 86d14d7: sets 113 and 116 at 1.000 / 1.000 / 0.950 / 0.0 %, sets 115 and 118
at 1.000 everywhere. By pattern: a name-call after "у нас" and a link ("Тихоня у нас просто
тупая", also set 103's "Граф у нас просто клоун в цилиндре"); and a scorned thing called
instead of a player ("ты жирный бесполезный кот, а не игрок").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Тихоня", "Граф", "Бегемот", "Гром")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Гром у нас просто тупой, вот и молчит.",
        "Граф у нас очень клоун, честное слово.",
        "Бегемот, ты жалкий толстый кот, а не игрок.",
    ],
)
def test_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Гром у нас очень умный, не то что некоторые.",
        "Жирный кот, а не игрок — так говорят про ленивых в жизни.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()


def test_the_side_called_names_with_an_aside_before_but() -> None:
    """Set 122: "Гомункулы — гады, конечно, но Бархатную жалко" speaks of the side."""
    assert kinds("Мафия — гады, конечно, но Грома жалко.") == set()
