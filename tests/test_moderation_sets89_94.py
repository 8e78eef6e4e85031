"""Moderation patterns found by sets 89 to 94 (issue 16), each with sentences of our own.

Measured blind on 309d5cc: set 89 at 0.971 / 1.000 / 0.950 / 4.0 %, set 91 at 0.972 / 1.000 /
1.000 / 4.0 %, set 92 at 1.000 / 1.000 / 0.950 / 0.0 %, set 94 at 1.000 everywhere. By pattern:
a vice on a woman, a man or a beast said of a player ("лицемерная змея", "злобная тётка"); and
the side called names, then judged on its play after "но" ("Гомункулы — хитрые гады, но сегодня
они играют тихо"), which speaks of the side, not of a player at the table. Said and left at
that ("Мафия — уроды"), the side's players are still called names.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Гром", "Лиса", "Оса", "Анна Сергеевна")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Гром, ты лживая змея, вчера одно, сегодня другое.",
        "Лиса — склочная баба, которой лишь бы поругаться.",
        "Оса у нас злобная тётка, это все знают.",
        "Гром — двуличный тип, верить ему нельзя.",
        "Анна Сергеевна, вы противная бабка, честное слово.",
    ],
)
def test_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Гомункулы — хитрые гады, но этой ночью они ошиблись.",
        "Мафия — мерзкие твари, зато играют тихо и без ошибок.",
        "Лиса хитрая, как змея, но это комплимент её игре.",  # a move praised
        "У меня дома живёт злобная кошка, та ещё змея.",  # a pet
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()


def test_the_side_called_names_and_left_at_that_still_insults() -> None:
    assert kinds("Мафия — уроды.") == {"insult"}
