"""Moderation rules added after the twenty-third stranger's set (tests/corpus/stranger23).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
a rude order with the mouth first ("рот закрой", "пасть свою захлопни"); an order to use the
brain said to a player ("мозги включи", "включи голову"); contempt for the person's kind
("таких, как ты, … не пускают"); a spineless dawdler ("мямля", "рохля"; "трус" alone stays game
talk); a person's face mocked ("ну и рожа у тебя", "твоя харя"); the ram gaping at a new gate
said of a player, never of the author; "кому нужен такой X" with X an insult's word, said of a
named or addressed player. Self-deprecation, criticism of a move, nicknames that are common
words and quotes stay clean.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("гусь", "лада", "шкипер", "баран", "тимур")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        # the mouth-first order to a player
        "Тимур, рот свой закрой уже.",
        "Шкипер, пасть захлопни и слушай.",
        "Варежку завали, Лада.",
        # an order to use the brain
        "Гусь, включи уже мозги, это же очевидно.",
        "Лада, голову напряги хоть раз.",
        "Извилины напрягите, Тимур, и перечитайте ночь.",
        # the person's kind kept out
        "Шкипер, таких, как ты, в нормальные команды не берут.",
        "Таких как вы, Тимур, с форума гонят.",
        # a spineless dawdler
        "Лада — рохля, её любой передавит.",
        "Шкипер, ты мямля, определись уже.",
        # a face mocked
        "Что за рожа у тебя на фотке, Гусь.",
        "Тимур, твою харю на аватарке видеть тошно.",
        # the ram at the new gate, said of a player
        "Лада смотрит в список голосов как баран на новые ворота.",
        "Вы, Шкипер, уставились на мой пост как баран на новые ворота.",
        # a named player called a burden in a rhetorical question
        "Тимура даже мафия не трогает — кому нужен такой балласт.",
        "Гусь опять проспал день — кому нужен такой валенок.",
    ],
)
def test_insult(text: str) -> None:
    assert "insult" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    [
        # a mouth, a brain or a head in other senses
        "Рот закрой, когда жуёшь, — так мама говорила.",
        "Я вчера мозги включил и понял, кто мафия.",
        "Голову включаю только после кофе, простите.",
        "Включи свет в комнате, Тимур, а то темно.",
        # the kind praised, not kept out
        "Таких, как ты, Лада, в команде ценят.",
        "Таких игроков, как Шкипер, всегда зовут в новые партии.",
        # "трус" alone is game talk; the author's own dawdling
        "Ну и трус же ты, Гусь, опять не голосуешь.",
        "Я сегодня мямля, признаю, не могу выбрать.",
        # faces made, the verb "рожу", a cat's face
        "Не корчи рожи, Тимур, это смешно.",
        "Рожу в марте, так что в апрельскую игру не приду.",
        "Какая рожа у кота на этой фотографии!",
        # the author gaping, and a player whose nickname is Баран
        "Смотрю на этот расклад как баран на новые ворота.",
        "Баран вчера голосовал за Ладу, а Гусь промолчал.",
        # a burden with no person named, and a quote
        "Корабль тонет — кому нужен такой балласт в трюме.",
        "Как говорил капитан: «Рот закрой и греби».",
        # criticism of a move
        "Шкипер, твой ход вчера был глупым, но не смертельным.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds_of(text) == set(), text
