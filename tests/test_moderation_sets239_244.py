"""Moderation patterns found by sets 239 to 244 (issue 16), each with sentences of our own.

Measured blind on 7353813: 1.000 everywhere for 239, 242 and 243; insult recall 0.900 for 240
(polite insults) and 244 (an angry endgame). By pattern: contempt said politely ("склочная и
злобная особа") and a polite order to leave ("пойдите вон").
"""

from __future__ import annotations

import pytest

from tests.moderation_reading import kinds


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Kat, Вы склочная и злобная особа, уж извините.", {"insult"}),
        ("Будьте так добры, Мирон, пойдите вон из темы.", {"insult"}),
        # never an animal, a move
        ("Злобный пёс лаял у ворот.", set()),
        ("Это злобная тактика, а не игра.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
