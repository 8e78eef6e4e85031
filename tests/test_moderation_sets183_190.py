"""Moderation patterns found by sets 183 to 190 (issue 16), each with sentences of our own.

Measured blind on b050a93: 1.000 everywhere for sets 183, 185 and 187; insult recall 0.850 for
186, 0.950 for 189 and 190. By pattern: a noun the dictionary reads first as a thing that names
a fellow in a name-call ("конченый тип", "тупорылый качок"), never a type of thing.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=("Мирон", "Майор"))}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Мирон конченый тип, с ним невозможно играть.", {"insult"}),
        ("Майор, ты тупорылый качок с усами.", {"insult"}),
        ("Это конченый тип задачи.", set()),
        ("Ты тупой ход сделал, бывает.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
