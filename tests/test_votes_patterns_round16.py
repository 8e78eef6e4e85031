"""The vote reader's rules added on the sixteenth stranger's set (issue 16, seventeenth round),
each with wordings and names of its own, and near-misses that stay no vote.

- A word of "for now" or "simply" opens a clause like "ну" or "тогда": "а пока гс X", "просто
  голос X".
- A letter held three times or more in a shout is the name's one letter: "голос Лисааа".
- The shortened vote word in a withdrawal: "снимаю гс с X" (not "гл 3" of the rules).
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from tests.vote_reading import Votes, reading, vote

ROSTER = Roster.parse("Лис\nКрот\nБелка | Белочка\nCobra77 | Кобра\n")
READER = VoteReader(ROSTER)
UNVOTE = ("unvote", None, False)


def read(text: str) -> Votes:
    return reading(READER.read_text(text, author="Крот"))[0]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("посмотрю ещё вечером\nа пока гс Лис, он мутный", [vote("Лис")]),
        ("без досрочки, просто голос Белке", [vote("Белка")]),
        ("вот голос Кобра", [vote("Cobra77")]),
        ("пока голос Лиса не услышу, молчу", []),
        ("пока, голос сорвался", []),
    ],
)
def test_for_now_opens_a_clause(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("голос Лисааа 😤", [vote("Лис")]),
        ("голос Кобраааа", [vote("Cobra77")]),
        ("голос Белкеее", [vote("Белка")]),
    ],
)
def test_a_stretched_letter(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("всё, снимаю гс с Лиса!", [UNVOTE]),
        ("ладно снимаю гл", [UNVOTE]),
        ("снимаю гл 3 правил с повестки", []),
    ],
)
def test_a_shortened_withdrawal(text: str, want: Votes) -> None:
    assert read(text) == want
