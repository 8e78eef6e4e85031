"""Moderation patterns found by sets 167 to 174 (issue 16), each with sentences of our own.

Measured blind on eebca09: sets 167, 171, 173 and 174 at 1.000 everywhere; 169 at insult
recall 0.900, 170 at 0.950. By pattern: dotage ("из ума выжил"), a head with nothing in it
("головой думать пробовал или там пусто?"), the whole table called so ("Вы все тряпки").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=("Дед", "Мун"))}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Дед, ты совсем из ума выжил?", {"insult"}),
        ("Я из ума выжил, простите.", set()),
        ("Мун, ты башкой думать пробовал или там опилки?", {"insult"}),
        ("Вы все тряпки, никто не решается.", {"insult"}),
        ("Вы все молодцы, спасибо.", set()),
        ("Тряпки все на полу лежат.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
