"""Moderation rules added after the twenty-fifth and twenty-sixth strangers' sets
(tests/corpus/stranger25, tests/corpus/stranger26).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
мат with dots put inside the whole word as a pause ("оху...ели"); a mind smaller than a
thing's ("мозгов меньше, чем у табуретки"), as clever as a cork ("умный, как пробка"), one
convolution only, not one thought in the head; a place in the madhouse or the almshouse, fallen
into childhood; the brain left at home; "не лечится, это диагноз"; sent back to the nursery or
the sandbox; "помолчи, за умного сойдёшь"; "палата шестая"; "отмороженный на всю голову";
"вечный тормоз"; stacked adjectives on a thing said to a player ("ты ржавое тупое корыто"); the
female of an insulting animal ("олениха"); a chattering magpie; a vocative insult closing a
negated order ("не позорься, убогий"); "никто не …" is a pronoun, never "a nobody". Self-
deprecation, criticism of a move, nicknames that are common words and quotes stay clean.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("кактус", "зима", "ромашка", "гвоздь", "лада", "тимур", "снежок")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Да вы все там оху...ели, ребята.",
        "Он меня уже зае...бал своими версиями.",
    ],
)
def test_mat(text: str) -> None:
    assert "profanity" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    [
        # a mind smaller than a thing's, as clever as a cork
        "Тимур, ума у тебя меньше, чем у кирпича.",
        "Лада умная, как бревно в лесу.",
        # one convolution, not one thought
        "У тебя, Тимур, единственная извилина, и та прямая.",
        "Лада ходит без единой мысли в голове.",
        # the madhouse, the almshouse, childhood
        "Тимуру место в психушке, а не за столом.",
        "Ладу пора отправить в дурдом.",
        "Тимур, ты совсем впал в маразм?",
        # the brain left at home
        "Лада, ты где мозги забыла?",
        "Тимур опять оставил свои мозги на работе, судя по посту.",
        # a hopeless case
        "Тимур не лечится.",
        "Лада, это уже диагноз.",
        # the nursery and the sandbox
        "Тимур, тебе пора обратно в детский сад.",
        "Лада, тебе в ясли, а не в мафию.",
        "Тимуру бы в песочнице копаться, а не голосовать.",
        # silence mistaken for wisdom, ward six, mad in the whole head, the slowpoke
        "Тимур, молчи, за умного сойдёшь.",
        "Лада у нас палата номер шесть.",
        "Тимур больной на всю голову, не слушайте его.",
        "Лада, ты вечный тормоз.",
        # adjectives stacked on a thing, an animal's female, a magpie
        "Тимур, ты старое глупое ведро.",
        "Лада, ты олениха.",
        "Тимур — трескучая сорока.",
        # a vocative after a negated order
        "Тимур, не смеши, убогий.",
    ],
)
def test_insult(text: str) -> None:
    assert "insult" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    [
        # dots that hide no мат, an ellipsis between words
        "Ну...да, я так и думал.",
        "Не...то чтобы я против.",
        # the author's own mind, madhouse, childhood, forgotten brains
        "Мне после этой ночи место в дурдоме, честно.",
        "Я сегодня мозги дома оставил, простите за голос.",
        "У меня одна извилина на эту игру, и та занята.",
        "Я впал в детство и купил себе конструктор.",
        # illnesses, kindergartens and sandboxes in their own sense
        "Грипп не лечится антибиотиками, Тимур.",
        "Тимур, мне в детский сад за сыном к шести.",
        "Дети в песочнице играть любят.",
        "Чехов написал «Палату № 6», Лада.",
        "Тормоз на велосипеде вечный, Тимур, не ломается.",
        # things and birds in their own sense; criticism of a move
        "Ржавое корыто стоит у бабушки во дворе.",
        "Сорока на ветке трещит с утра.",
        "Тимур, ты тупой ход сделал вчера.",
        # negated statements about a player
        "Тебя, Лада, никто не обвиняет.",
        "Тимура никто не подозревает.",
        "Лада, ты не убогая, просто устала.",
        # nicknames that are common words
        "Кактус вчера голосовал за Зиму, а Снежок промолчал.",
        "Гвоздь, помолчи до ночи, пожалуйста.",
        # a quote
        "Как говорила бабушка: «Молчи — за умного сойдёшь».",
    ],
)
def test_clean(text: str) -> None:
    assert kinds_of(text) == set(), text
