"""Moderation rules added after the twenty-seventh stranger's set (tests/corpus/stranger27).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
a roster name written with "ё" ("Ёжик" is "ежик" in the roster); "мымра"; a hog said of a
person ("жирный боров"); adjectives before a weak word count as one phrase with it ("Лада у
нас сельская дурочка"); a name's initial ends no sentence ("Лада К. — жалкая врунья"); "из ума
выжил" after a name and "совсем"; a mind compared to a thing ("IQ комнатной температуры",
"интеллект хлебушка"); told not to bark ("не гавкай"); "ты дырка от бублика"; "ты весь цирк".
Self-deprecation, criticism of a move, nicknames that are common words and quotes stay clean.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Ёлка", "Лада К.", "Лада", "Тимур", "Гвоздь", "Кактус", "Барсук")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        # a roster name with "ё", then a person-noun said of it
        "Ёлка — кретинка, не слушайте её.",
        # "мымра" and a hog said of a player
        "Лада — старая мымра.",
        "Тимур у нас жирный боров.",
        # adjectives between the name and a weak word
        "Лада у нас сельская дурочка.",
        "Тимур тут главный местный дурак.",
        # a name's initial is no sentence end
        "Лада К. — жалкая врунья и убожество.",
        # a mind gone with age, said of a player
        "Барсук совсем из ума выжил.",
        # a mind compared to a thing
        "У Тимура IQ как у табуретки.",
        "Лада, у тебя интеллект батона.",
        # told not to bark
        "Тимур, хватит тявкать.",
        "Не гавкай, Лада, тебя никто не спрашивал.",
        # nothing at all, the whole circus
        "Тимур — дырка от бублика.",
        "Лада, ты не шут, ты целый цирк.",
    ],
)
def test_insult(text: str) -> None:
    assert "insult" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    [
        # the author's own mind and age
        "У меня сегодня IQ комнатной температуры, простите.",
        "Я совсем из ума выжил с этими ночами.",
        # things, dogs and prizes in their own sense
        "Интеллект машины пока не заменит игрока.",
        "Шарик, не гавкай на почтальона.",
        "Получишь дырку от бублика, а не победу.",
        "Мы всей семьёй ходили в цирк.",
        "На ферме у деда живёт жирный боров.",
        "Тимур у нас деревенский житель, пишет с дачи.",
        # an initial before a kind word
        "Лада К. — отличный игрок.",
        # criticism of a move
        "Тимур, это глупый ход.",
        # nicknames that are common words
        "Гвоздь и Кактус проголосовали за Барсука.",
        # a quote
        "Как говорил дед: «Не гавкай попусту».",
    ],
)
def test_clean(text: str) -> None:
    assert kinds_of(text) == set(), text
