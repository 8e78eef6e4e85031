"""Moderation rules added after the twentieth and twenty-first strangers' sets (tests/corpus/
stranger20, stranger21).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
an insulting adjective said of a move-noun earlier in the sentence is criticism of the play
("этот пост был на редкость глупым", "Глупый голос, Филин, очень глупый"); мат with an
underscore masking a letter ("на х_й") and the clipped "поху"; a person compared to an insult,
a thing or an animal ("ты как таракан", "ведёт себя как свинья", "соображает как валенок",
"с тобой спорить — что с бревном"), never the author's own ("туплю как валенок"); "вместо
головы", a brain without convolutions; "проваливай" alone and sent off to the kitchen; "Ну ты и
X"; an adjective between "ты" and a literal word ("ты надутый павлин"); a name-call closing a
sentence about the player it opens with; "ты сам" is no self-deprecation; a roster name with a
case ending; new nouns (грымза, деревенщина, терпила, валенок, балласт, собака, таракан).
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("рысь", "марат", "ведьма", "филин", "дятел")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        # an insulting adjective on a move-noun: the play criticised, not the player
        "Марат, этот пост про проверки был на редкость глупым.",
        "Глупый голос, Филин, очень глупый.",
        "Твоя версия — глупее некуда, Рысь.",
        "Аргумент у Марата был совершенно идиотский.",
        "Решение за Ведьму было тупым, признаю.",
        "Идиотская у тебя логика, Филин.",
        # the author's own comparison, and a play compared
        "Я сегодня туплю как валенок, простите.",
        "Я веду себя как свинья, каюсь, был неправ.",
        "Ты как думаешь, кого сегодня вешаем?",
        "Он ведёт себя как Филин вчера: молчит и голосует последним.",
        # literal things and animals, no person called so
        "У меня собака заболела, буду вечером.",
        "На кухне опять таракан пробежал.",
        "Зимой без валенок никуда.",
        "Корабль сбросил балласт и поднялся.",
        # the game's "kill him", and a real kitchen
        "Мафия, вали его сегодня ночью.",
        "Иди спать, завтра доиграем.",
        # "сам" after the author
        "Я сам себя перехитрил, дурень.",
        # words that merely hold the letters, underscores in nicknames
        "Голосую за Тролль_в_тапках и за Кот_Бегемот.",
        "Поухаживаю за цветами после игры.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds_of(text) == set(), text


@pytest.mark.parametrize(
    "text",
    [
        # the same adjectives said of the person
        "Марат, ты на редкость глупый.",
        "Ход глупый, а ты ещё глупее.",
        "Тупая Рысь опять сделала ход.",
        # comparisons of the person
        "Марат, ты как таракан: везде пролезешь.",
        "Рысь ведёт себя как последняя свинья.",
        "Филин соображает как пробка.",
        "Ведьма, с тобой спорить — что с бревном.",
        "Рысь, ты как баба базарная, кричишь на всех.",
        # a head or brains missing
        "Филин, у тебя вместо головы кастрюля.",
        "У Марата мозг без извилин.",
        "Ведьма, голова у тебя только чтобы в неё есть.",
        "Рысе бы мозги пересадить.",
        "Марат, не строй из себя гения.",
        # rude orders
        "Марат, проваливай.",
        "Ведьма, иди борщ вари, а не в мафию играй.",
        # "Ну ты и X", an adjective between "ты" and a literal word
        "Ну ты и балласт, Филин.",
        "Рысь, ты надутый павлин.",
        "Марат, ты собака страшная.",
        # a name-call closing a sentence about the player, "ты сам"
        "Филин без мыла куда угодно пролезет, подлиза.",
        "Марат, ты сам себя обыграл, дурень.",
        # new nouns
        "Ведьма у нас старая грымза.",
        "Рысь — терпила, её любой продавит.",
        "Филин, ты деревенщина.",
        "Марат — пародия на игрока.",
    ],
)
def test_insult(text: str) -> None:
    assert "insult" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    ["Мне на х_й не сдался ваш голос.", "Мне вообще поху, кого вешать.", "Ну и п_здец тут."],
)
def test_mat(text: str) -> None:
    assert "profanity" in kinds_of(text), text
