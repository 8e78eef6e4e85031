"""Moderation rules added after the seventeenth stranger's set (tests/corpus/stranger17).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
a mask among look-alike letters ("X*ёвый"), a Latin letter with no look-alike read by its sound
inside a Cyrillic word ("6Lядский"), a sentence that is only a name-calling phrase ("Подлый
предатель."), an insult joined by "и" to what a named player is said to be, feminine and
endearing forms of an insult ("ослица", "лохушка"), a vulgar word for a coward, a mind not grown,
and a word with a literal sense said of a player after a dash ("Марат — дешёвка").
"""

from __future__ import annotations

import pytest

from scraper.insults import strength
from scraper.moderation import moderate

NAMES = ("рысь", "марат", "ведьма", "филин")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "X*ёвый расклад вышел.",  # a Latin X, then a mask
        "Расклад X*евый.",
        "6Lядский день.",  # a Latin L for л
        "Ну и бLядство.",
        "Пи*Dец подкрался.",
    ],
)
def test_mixed_alphabets_and_masks_are_mat(text: str) -> None:
    assert "profanity" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Это Hлеб, а не пирог.",
        "Vлад, хватит тянуть.",
        "Голосую за Slavу.",
        "Это бLюдо вкусное.",
        "Хреновый ход.",
    ],
)
def test_mixed_alphabets_without_mat_stay_clean(text: str) -> None:
    assert "profanity" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Подлый предатель.",
        "Ну и тупой баран!",
        "Вонючий козёл.",
        "Гнусный тип.",
        "Какая жалкая истеричка.",
    ],
)
def test_a_sentence_that_is_only_a_name_call_is_an_insult(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Тупой ход.",  # a move
        "Жалкая попытка.",
        "Мерзкая погода.",
        "Глупый вопрос.",
        "Сильный игрок.",
        "Хитрая лиса.",  # no insulting adjective
        "Жареная курица.",  # a dish: the adjective is no name here
        "Упрямый баран на картинке.",  # more than the phrase
        "Я проиграл опять. Тупая овца.",  # the author spoke of himself just before
        "Опять я проспал голосование. Жалкий неудачник.",
    ],
)
def test_a_bare_phrase_about_a_thing_or_oneself_stays_clean(text: str) -> None:
    assert "insult" not in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Филин у нас главный интриган и идиот.",
        "Рысь в этой партии капитан и балбес.",
        "Марат у нас мирный и дурак.",
    ],
)
def test_an_insult_joined_by_and_to_a_named_player_is_an_insult(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Марат у нас мирный и молодец.",
        "Рысь у нас не дурак.",
        "Филин у нас тихий, а я дурак.",
    ],
)
def test_and_without_an_insult_at_a_player_stays_clean(text: str) -> None:
    assert "insult" not in kinds_of(text)


@pytest.mark.parametrize(
    ("word", "kind"),
    [
        ("лохушка", "strong"),  # лох
        ("лохушкой", "strong"),
        ("шизофреничка", "strong"),  # шизофреник
        ("ослица", "weak"),  # осёл, the vowel dropped
        ("ослицей", "weak"),
        ("дурынка", "weak"),  # дура
        ("ссыкло", "strong"),
        ("трусло", "strong"),
        ("недоразвитая", "strong"),
        ("умалишённый", "strong"),
    ],
)
def test_the_new_words_and_forms_are_insults(word: str, kind: str) -> None:
    assert strength(word) == kind


@pytest.mark.parametrize(
    "word",
    ["больница", "пшеница", "синица", "столица", "старушка", "подушка", "сестричка"],
)
def test_words_ending_like_feminine_forms_are_no_insults(word: str) -> None:
    assert strength(word) == ""


@pytest.mark.parametrize(
    "text",
    [
        "Марат, ты ослица упрямая.",
        "Ты лохушка, Рысь.",
        "Ведьма — трусло.",
        "Филин у нас умалишённый.",
        "Рысь-дурынка, не спорь.",
        "Марат — дешёвка.",  # a literal word said of a player after a dash
        "Ведьма — обезьяна.",
        "Филин у нас сумасшедшая бабка.",  # "бабка" is an old woman here, not a thing
    ],
)
def test_insults_at_players_by_the_new_words(text: str) -> None:
    assert "insult" in kinds_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ослица паслась на лугу.",
        "Я трусло, признаю.",
        "Эта сумка — дешёвка.",
        "В зоопарке обезьяна.",
        "Недоразвитая инфраструктура.",
        "Бабка моя сумасшедшая, ей девяносто.",
        "Старушка-веселушка из соседнего двора.",
    ],
)
def test_the_new_words_elsewhere_stay_clean(text: str) -> None:
    assert "insult" not in kinds_of(text)
