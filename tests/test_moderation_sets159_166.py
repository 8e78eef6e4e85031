"""Moderation patterns found by sets 159 to 166 (issue 16), each with sentences of our own.

Measured blind on d6d7820: sets 159, 161 and 162 at 1.000 everywhere; 163 and 166 at insult
recall 0.950, 165 at мат 0.933. By pattern: a name-call joined by "и" to one before it
("трус и тряпка"); letters spaced apart with the conjunction after them ("у р о д и трус");
underscores that only set the letters apart ("Х_у_ли").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=("Доктор", "Пельмень", "Сталкер"))}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Доктор — трус и тряпка, опять сбежал.", {"insult"}),
        ("Доктор — врач и тряпка у него в руке.", set()),
        ("Пельмень — у р о д и лжец.", {"insult"}),
        ("Х_у_ли вы все на Сталкера полезли?", {"profanity"}),
        ("мой_ник_тут и kot_v_sapogah молчит", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
