"""Moderation patterns found by sets 95 to 100 (issue 16), each with sentences of our own.

Measured blind on 4c3a130: sets 95, 97 and 98 at 1.000 / 1.000 / 0.950 / 0.0 %, set 100 at
0.971 / 1.000 / 0.950 / 4.0 %. By pattern: a gossip ("старая сплетница"); the herd said to the
table ("Вы все стадо"); a stupid beast hurled with what the one called does after a comma
("Тупой олень, опять …"); a player, a dash, then what he is called, a thing's word but no move
of the game ("Чайник — безмозглый чайник"); and a player's own nickname that is an insult word,
declined, names him ("Команда Нуба проиграла").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Гром", "Мотя", "Чайник", "Нуб", "NoobMaster69")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Мотя, ты сплетница, каких поискать.",
        "Все вы стадо, голосуете за кем скажут.",
        "Тупой баран, опять мимо голосует.",
        "Гром — безмозглый валенок, что с него взять.",
    ],
)
def test_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Команда Нуба сегодня проиграла.",  # the player's nickname, declined
        "Нубу сегодня не везёт с проверками.",
        "Тупой олень из мультика смешной.",  # no one called
        "Голосование — глупая затея.",  # a thing judged
        "Стадо коров паслось у дороги.",
        "Глупая девочка, все молчат.",  # the clause after it is not hers
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()
