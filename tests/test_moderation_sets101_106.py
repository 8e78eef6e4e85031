"""Moderation patterns found by sets 101 to 106 (issue 16), each with sentences of our own.

Measured blind on f003fb0: set 101 at 1.000 / 1.000 / 0.950 / 0.0 %, set 103 at 0.971 / 1.000 /
0.900 / 4.0 %, set 104 at 1.000 / 1.000 / 0.900 / 0.0 %, set 106 at 1.000 everywhere. By
pattern: a player said to be in his dotage ("уже в маразме"); "базарная баба"; and a move a
player made, judged ("Этот переход Сани был тупой": the name owns the move, it is no subject).
Left: "X у нас просто клоун в цилиндре", and insults in Belarusian and Ukrainian spelling.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Гром", "Саня", "Лиса", "Пинако")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Пинако совсем в маразме, всех путает.",
        "Лиса — базарная баба, а не игрок.",
        "Гром очень тупой.",
    ],
)
def test_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Этот переход Сани был тупой, но он не гомункул.",
        "Заход Грома был глупый, признаю.",
        "Я уже в маразме от этой ночи, простите.",  # the author of himself
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()
