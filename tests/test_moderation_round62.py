"""Moderation patterns found by set 62 (issue 16, twenty-seventh round, fourth wave: a day of
passive aggression), each with sentences of our own.

Set 62 was measured blind on 4f18d3a: precision 1.000, мат 1.000, insult recall 0.440, no
false alarm. Fourteen insults were missed, by family: a name twisted to rhyme with an insult
("Тимоха-Тормоха", "Маргоша-Маразмоша", "Штирлиц-Шизлиц"); a mind too slow or too small ("до
него с первого раза не доходит", "думать ей явно тяжело", "ветер в голове", "думает тем
местом, на котором сидит", "помолчи — умнее будешь выглядеть"); age mocked ("старческое
брюзжание", "возраст не лечится"); a mind fit for a lowly job; a pose unmasked ("строит из
себя аналитика, а по факту пустышка"); an animal made mangy ("облезлая рысь").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Гром", "Лиса", "Кнопка", "Сова", "Тимофей")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        "Громушка-Тормозушка опять всё проспал.",
        "Лиса-Маразмиса снова путает дни.",
        "Объясните кто-нибудь Сове по слогам, до неё с первого раза не доходит.",
        "Жаль Грома: думать ему явно тяжело.",
        "У Кнопки ветер в голове.",
        "Гром думает тем местом, на котором сидит.",
        "Лиса, помолчи, умнее будешь выглядеть.",
        "Сова опять включила старческое брюзжание.",
        "С умом Грома прямая дорога в дворники.",
        "Кнопка строит из себя стратега, а по факту пустышка.",
        "Гром — облезлый кот, только шипит.",
    ],
)
def test_insults(text: str) -> None:
    assert kinds(text) == {"insult"}


@pytest.mark.parametrize(
    "text",
    [
        "Ванька-встанька опять встал.",  # a rhyme with no insult
        "Шалтай-болтай сидел на стене.",
        "Мне ума не хватает на такие схемы.",  # the author's own
        "До меня с первого раза не доходит, простите.",
        "Это не ход, а ошибка.",  # a move
        "У меня старческое брюзжание с утра, не обращайте внимания.",
    ],
)
def test_clean(text: str) -> None:
    assert kinds(text) == set()
