"""Nicknames declined where a sentence needs a case, only when certain; Russian order."""

from __future__ import annotations

import pytest

from poster.russian import inflect, ru_sort_key, ru_sorted, with_number

DECLINED = [
    # name, genitive ("у X", "против X"), dative, instrumental
    ("Русалка", "Русалки", "Русалке", "Русалкой"),
    ("Ёж", "Ежа", "Ежу", "Ежом"),
    ("Ёжик", "Ёжика", "Ёжику", "Ёжиком"),
    ("Ежик", "Ежика", "Ежику", "Ежиком"),  # written without ё: no ё appears
    ("Кот", "Кота", "Коту", "Котом"),
    ("Камень", "Камня", "Камню", "Камнем"),
    ("Алиса", "Алисы", "Алисе", "Алисой"),
    ("Борис", "Бориса", "Борису", "Борисом"),
    ("Гроза", "Грозы", "Грозе", "Грозой"),
    ("Мышь", "Мыши", "Мыши", "Мышью"),
    ("Ножницы", "Ножниц", "Ножницам", "Ножницами"),
    ("Злой", "Злого", "Злому", "Злым"),
    ("Рыжая", "Рыжей", "Рыжей", "Рыжей"),
    ("Лунный Кот", "Лунного Кота", "Лунному Коту", "Лунным Котом"),
    ("Рыжая Ведьма", "Рыжей Ведьмы", "Рыжей Ведьме", "Рыжей Ведьмой"),
    ("русалка", "русалки", "русалке", "русалкой"),  # lower case stays lower case
    ("ЁЖ", "ЕЖА", "ЕЖУ", "ЕЖОМ"),
]

UNCHANGED = [
    "Shadow_99",  # Latin and digits
    "Mister X",
    "Шпунтик",  # no dictionary knows it
    "Стали",  # a verb form or a plural, never a nominative noun
    "Тени",  # a plural or an oblique case of "тень": not sure
    "Лев",  # the name "Льва" or the animal: two genitives
    "Тихо",  # an adverb
    "Никто",  # a pronoun
    "Кофе",  # indeclinable
    "Жар-птица",  # hyphenated
    "КотЭ",  # mixed case: a stylised name
    "Доктор Хаус",  # two nouns
    "Кот в сапогах",  # a phrase
    "Лунная Кот",  # adjective and noun disagree
    "Кот3",
    "",
]


@pytest.mark.parametrize(("name", "gent", "datv", "ablt"), DECLINED)
def test_certain_names_are_declined(name: str, gent: str, datv: str, ablt: str) -> None:
    assert (inflect(name, "gent"), inflect(name, "datv"), inflect(name, "ablt")) == (
        gent,
        datv,
        ablt,
    )
    assert inflect(name, "nomn") == name


@pytest.mark.parametrize("name", UNCHANGED)
def test_uncertain_names_stay_as_written(name: str) -> None:
    for case in ("gent", "datv", "accs", "ablt", "loct"):
        assert inflect(name, case) == name


def test_accusative_follows_animacy() -> None:
    assert inflect("Кот", "accs") == "Кота"  # "голос за Кота"
    assert inflect("Камень", "accs") == "Камень"
    assert inflect("Рыжая Ведьма", "accs") == "Рыжую Ведьму"
    assert inflect("Ёж", "accs") == "Ёж"  # pymorphy knows an animate and an inanimate "ёж"


def test_unknown_case_is_refused() -> None:
    with pytest.raises(ValueError):
        inflect("Кот", "vocative")


def test_russian_order_puts_yo_after_ye_and_ignores_case() -> None:
    names = ["Жора", "Ёжик", "Елена", "алиса", "Shadow_99", "Яна", "ёлка", "Борис", "007"]
    assert ru_sorted(names) == [
        "007",
        "алиса",
        "Борис",
        "Елена",
        "Ёжик",
        "ёлка",
        "Жора",
        "Яна",
        "Shadow_99",
    ]
    assert ru_sort_key("ЁЖИК")[0] == ru_sort_key("ёжик")[0]
    assert ru_sorted(["Котёнок", "Кот Бегемот", "Кот"]) == ["Кот", "Кот Бегемот", "Котёнок"]


@pytest.mark.parametrize(
    ("count", "noun", "expected"),
    [
        (1, "игрок", "1 игрок"),
        (3, "игрок", "3 игрока"),
        (11, "игрок", "11 игроков"),
        (21, "голос", "21 голос"),
        (2, "голос", "2 голоса"),
        (5, "минута", "5 минут"),
    ],
)
def test_numbers_agree(count: int, noun: str, expected: str) -> None:
    assert with_number(count, noun) == expected
