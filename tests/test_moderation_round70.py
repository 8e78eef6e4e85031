"""Moderation patterns found by sets 68 and 70 (issue 16, twenty-seventh round, sixth wave: a
sarcastic day with mentions, and a role-played day), each with sentences of our own.

Measured blind on 60d8dbf: set 68 at 1.000 / 1.000 / 0.960 / 0.0 %, set 70 at 0.943 / 0.933 /
0.760 / 5.0 %. By pattern: iotation written with "j" in Latin мат ("Bljad"); an "@" masking a
letter of an insult ("д@бил"); a mocking question whether one thinks with the brain, the brain's
word first; "лживая" on an animal; sent to an old people's home; a mind shorter than a hairpin;
an ignoramus; and a story's dialogue with no player in it is no insult ("— Ты, гнусное
чудовище! — кричит Эдвард"), while a role-played line at a player's character still is.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Игла", "Кестрел", "Гром", "Лиса", "Дед")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Bljad, опять проспала итоги.",
        "Nu ty i mudak, Гром.",
    ],
)
def test_mat(text: str) -> None:
    assert "profanity" in kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Гром, ты д@бил, честное слово.",
        "Кестрел, ты вообще мозгами думаешь или шляпой?",
        "— Лживая змея, — шипит майор, не сводя глаз с Иглы.",
        "Деду пора в богадельню, а не в мафию играть.",
        "Лиса, ваш ум короче ваших ногтей.",
        "Гром, научись писать, неуч.",
    ],
)
def test_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "— Ты, гнусное чудовище! — кричит Эдвард, когда Зависть меняет лицо.",
        "Мне пора в богадельню, честное слово.",
        "Я неуч в правилах, простите.",
        "Пишите на почту гром@мейл.",
        "Major Tom опять в эфире.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()


# Set 73 (blind on 1bccebd, 0.978 / 1.000 / 0.960 / 2.9 %): an adjective before a name-call
# opening the sentence; the game's Stone is no person.
def test_an_adjective_before_an_opening_name_call() -> None:
    assert kinds("Тупая овца, опять всех запутала своими проверками.") == {"insult"}
    assert kinds("Старый друг, рад тебя видеть.") == set()


def test_the_stone_is_no_person() -> None:
    assert kinds("Сука, опять этот Камень ушёл не туда!") == set()


def test_told_to_keep_quiet_rudely() -> None:
    """Set 76 (blind on 5597657, 1.000 / 1.000 / 0.960 / 0.0 %)."""
    assert kinds("Лиса, тебя никто не спрашивал, так что молчи в тряпочку.") == {"insult"}
    assert kinds("Я лучше помолчу в тряпочку.") == set()


# Sets 77 and 79 (blind on 69368d9): the pose unmasked in the other word order, a chatterbox,
# and a side called names with a praise after "но" (the game's talk, not a player's).
def test_the_ninth_wave() -> None:
    assert kinds("Игла из себя врача строит, а сам бестолочь бестолочью.") == {"insult"}
    assert kinds("Лиса — пустоголовая болтушка, от неё толку ноль.") == {"insult"}
    assert kinds("Гомункулы — мерзкие твари, но играют они хорошо.") == set()
    assert kinds("Мафия — уроды") == {"insult"}


def test_a_freeloader() -> None:
    """Set 82 (blind on a0bdf7c, 1.000 / 1.000 / 0.950 / 0.0 %)."""
    assert kinds("Гром, ты жирный нахлебник, только про еду и пишешь.") == {"insult"}
    assert kinds("Я нахлебник у родителей, признаю.") == set()
