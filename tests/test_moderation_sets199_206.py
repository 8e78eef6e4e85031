"""Moderation patterns found by sets 199 to 206 (issue 16), each with sentences of our own.

Measured blind on a9a2ff0: 1.000 everywhere for 199, 201, 202 and 203; insult recall 0.950 for
204 and 0.550 for 206, a feud's veiled insults. By pattern, each said to or of a player and never
of the author: a mind that works only on holidays or once a year, "с таким умом … прямая дорога
в …", "думать — не твоё", sent off to do homework, a player likened to a stool or a log, ears
wilting from a player, an IQ below zero, a screw loose, the rude "Завали" opening a clause, an
empty head "так же пусто", and the author's aside "я смотрю" is no word about himself.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=("Мирон", "Майор", "Шпрот"))}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Мирон, голова у тебя работает раз в год, и то не в этот.", {"insult"}),
        ("Майор, я вижу, мозг у тебя включается только по выходным.", {"insult"}),
        ("С твоим умом, Шпрот, тебе прямая дорога в цирк.", {"insult"}),
        ("Мирон, анализировать — это явно не твоё.", set()),
        ("Шпрот, не спорь, думать — это точно не твоё.", {"insult"}),
        ("Майор, иди делать уроки, тут серьёзная игра.", {"insult"}),
        ("Шпрот у нас как бревно: лежит и молчит.", {"insult"}),
        ("От тебя, Мирон, уже уши вянут.", {"insult"}),
        ("У Майора IQ ниже плинтуса.", {"insult"}),
        ("Мирон, у тебя явно шарика в голове не хватает.", {"insult"}),
        ("Завали уже, Шпрот.", {"insult"}),
        ("У Мирона в голове совсем пусто, одни мемы.", {"insult"}),
        # never of the author, never of a thing or a plain fact
        ("Мозг у меня включается только по праздникам, простите.", set()),
        ("Сервер у нас работает раз в год, как обычно.", set()),
        ("Пора делать уроки, завтра контрольная.", set()),
        ("Майор, завали его аргументами, а не эмоциями.", set()),
        ("У меня в голове пусто после смены.", set()),
        ("В коробке не хватает одного винтика, верну в магазин.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
