"""Moderation patterns found by sets 143 to 150 (issue 16), each with sentences of our own.

Measured blind on 4f4ed39: sets 143, 146, 147, 149 and 150 at 1.000 everywhere, set 145 at
1.000 / 1.000 / 0.950 / 0.0 %. By pattern: a person called a zero ("ты ноль"), never a count
("у тебя ноль голосов", "ты ноль голосов набрал").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=("Тоша", "Лиса"))}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Лиса, ты ноль, тебя вообще не слышно.", {"insult"}),
        ("Вы просто ноль в этой игре.", {"insult"}),
        ("У тебя ноль голосов, расслабься.", set()),
        ("Ты ноль голосов вчера набрал, так что не волнуйся.", set()),
        ("Вы ноль из трёх угадали, бывает.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
