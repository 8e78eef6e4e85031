"""Moderation rules added after the nineteenth stranger's set (tests/corpus/stranger19).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
a crowd named by what its members are ("сборище придурков"), a parenthetical aside between a
player and what he is called or after a bare name-call ("как выяснилось", "право слово"), an
adjective insult before a preposition (no noun agrees with it there: "чокнутый со своими
теориями"), bookish insults (склочник, кликуша, вертихвостка, "ископаемое" said of a person),
and a final к of "мудак" written as heard ("мудаг"). Set 18: "иди на хрен" at a player, a mind
gone with age ("из ума выжила"), a pair or a threesome named by what they are ("парочка
дебилов"), "пустышка", and a name-call with its adjective opening an order ("Старый маразматик,
перечитай правила"), never the author's own ("Я, старый маразматик, перепутал").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("рысь", "марат", "ведьма", "филин")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Вся ваша четвёрка — сборище дебилов.",
        "Этот чат — шайка придурков.",
        "Марат у нас, как выяснилось, полный кретин.",
        "Законченный дебил, право слово.",
        "Конченая идиотка, что с неё взять.",
        "Филин — старый маразматик.",
        "Рысь — склочница, каких мало.",
        "Ведьма, вы кликуша.",
        "Марат, ты чокнутый со своими теориями.",
        "Филин, вы ископаемое, честное слово.",
        "Рысь — вертихвостка.",
        "Иди на хрен, Марат, со своей логикой.",
        "Филин совсем из ума выжил.",
        "Рысь с Филином — парочка кретинов.",
        "Ведьма — пустышка, одна вода.",
        "Старый маразматик, перечитай правила.",
        "Законченный кретин, иди проспись.",
    ],
)
def test_insults_of_this_round(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Видел вчера стадо коров у реки.",
        # a role, not a player: the aside does not make it one
        "Мафия у нас, как оказалось, полный кретин.",
        "Сборище фактов, а не разбор.",
        "В музее нашли ископаемое, а мы всё ищем мафию.",
        "Я, как выяснилось, полный идиот: перепутал ночь.",
        "Кликнула не туда, простите.",
        "Мудрый ход, Марат.",
        "Я совсем из ума выжил: перепутал день.",
        "Пустышка на соске у младенца.",
        "Хрен с ним, с этим голосом.",
        "Я, старый маразматик, перепутал день.",
    ],
)
def test_clean_near_misses(text: str) -> None:
    assert kinds_of(text) == set()


@pytest.mark.parametrize("text", ["Мудаг тот, кто это придумал.", "Ну ты и мудаг, Марат."])
def test_a_final_consonant_written_as_heard(text: str) -> None:
    assert "profanity" in kinds_of(text)
