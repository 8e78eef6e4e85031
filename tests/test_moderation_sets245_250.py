"""Moderation patterns found by sets 245 to 250 (issue 16), each with sentences of our own.

Measured blind on 3b69102: 1.000 everywhere for 245, 248, 249 and 250; insult recall 0.900 for
246. By pattern: told to shut the beak ("закрой клюв"), sawdust in the head ("в голове …
опилки").
"""

from __future__ import annotations

import pytest

from tests.moderation_reading import kinds


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Kat, закрой клюв и не позорься.", {"insult"}),
        ("Мирон, у тебя в голове не мысли, а опилки.", {"insult"}),
        # never a bird, a hamster's cage
        ("Попугай в клетке то открывал, то закрывал клюв.", set()),
        ("В мешке опилки для хомяка.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
