"""Moderation rules added after the forty-seventh stranger's set (tests/corpus/stranger47).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
an insulting adjective on a thing said of a player set against a player ("Гвоздь — глупая
табуретка, а не игрок"); a grand title of the mind turned by a put-down ("умнейший человек наш
Гвоздь: ничего не понимает") and stupid as a cork with a vocative between ("умный, Тоша, прямо
как пень"); a small mind ("птичьи мозги", "двух слов связать не может") and a diagnosis owned
("без вашего маразма"); the thread's first fool ("главного клоуна темы"); a player sent back
to the sandbox ("марш в детский сад, тут взрослые разговаривают"); a rhyming name-call glued
to a name ("Галочка-дурочка"); a demonstrative with a strong noun the dictionary reads as a
thing, in a question ("эта бестолочь"); an order to vanish closed by a tired word ("исчезни,
достал"); a rude order ("засунь … куда подальше"); the players of a side called a herd
("мирные — стадо овец"). A stupid move with the player addressed after a comma is criticism
of the move. Self-deprecation, moves, real animals and things, sincere praise stay clean.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("гвоздь", "тоша", "галка", "сема", "вика")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        # an insulting adjective on a thing, set against a player
        "Гвоздь — глупая табуретка, а не игрок.",
        "Сема у нас — тупой пень, а не участник.",
        # a grand title turned by a put-down; stupid as a cork, a vocative between
        "Мудрейший стратег наш Сема: ничего не понимает в голосовании.",
        "Гениальный аналитик Тоша опять не может сосчитать голоса.",
        "Какая же ты умная, Вика, ну прямо как табуретка.",
        # a small mind, a diagnosis owned
        "У Гвоздя птичьи мозги, что с него взять.",
        "Тоша с его цыплячьими мозгами опять всё перепутал.",
        "Вика двух слов связать не может, а туда же.",
        "Ваш маразм, Сема, крепчает с каждым днём.",
        # the thread's first fool
        "Смотрите, очередной шедевр от главного клоуна темы.",
        "Тоша — первый тормоз этого форума.",
        # sent back to the sandbox
        "Галка, марш обратно в детский сад.",
        "Не мешай, Сема, тут взрослые разговаривают.",
        # a rhyming name-call glued to a name
        "Галочка-дурочка опять голосует не глядя.",
        "Семочка-тупочка снова всех запутал.",
        # a demonstrative with a strong noun read as a thing, in a question
        "И эта бестолочь будет нас судить?",
        # an order to vanish closed by a tired word or a name-call
        "Исчезни уже, достал.",
        "Вика, испарись, зануда.",
        # a rude order
        "Гвоздь, засунь своё мнение куда подальше.",
        "Засуньте свои советы в одно место, Тоша.",
        # the players of a side called a herd
        "Мирные у нас — стадо овец.",
        "Весь город — сборище баранов.",
    ],
)
def test_insult(text: str) -> None:
    assert "insult" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    [
        # the author about himself
        "Я со своими куриными мозгами опять всё перепутал.",
        "Я двух слов связать не могу после ночи.",
        "Я главный лох этого треда, признаю.",
        "Пойду с дочкой в песочницу, вернусь к вечеру.",
        # a move, an argument, a role described as stupid, the player addressed after it
        "Твой голос за меня был глупым, Тоша.",
        "Ход с проверкой вышел тупым, Гвоздь, но я понимаю зачем.",
        "Тупой ход, а не игра.",
        # sincere praise, a thinker of the past
        "Кант — великий мыслитель, это все знают.",
        "Умнейший человек наш Сема, всех вычислил!",
        # a real herd, animals and things
        "У фермера стадо баранов пасётся на холме.",
        "Эта бездарность сценария кого-то ещё удивляет?",
        "Засунь пирог в духовку на полчаса.",
        "Кот, исчезни с клавиатуры, мне печатать надо.",
        # a rhyme with no insult, a role villain of the thread
        "Ванька-встанька стоит на полке.",
        "Главный злодей игры пока не найден.",
        # a quiet order to go
        "Сема, скройся пока, ночью поговорим.",
    ],
)
def test_clean(text: str) -> None:
    assert "insult" not in kinds_of(text), text
