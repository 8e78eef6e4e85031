"""The vote reader's rules added in the ninth round (issue 16), each with wordings and names of
its own.

Struck-out text (``<del>``, ``<s>``, ``<strike>``, a line-through style) is withdrawn by its
author and carries no action; moderation still reads it. A withdrawal verb placed after the vote
word and whom it concerned ("Голос Чижик снимаю", "голос, пожалуй, снимаю") is an unvote, never
a vote for the name between; a negation among the words between ("голос пока не снимаю") keeps
the vote.
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from services.io import moderate_posts
from tests.vote_reading import Reading, Votes, reading, vote

ROSTER = Roster.parse("Чижик\nПыжик\nБелая Сова | Сова\nJohnny B\nОгонёк\n")
READER = VoteReader(ROSTER)
UNVOTE = ("unvote", None, False)


def read_html(html: str) -> Reading:
    return reading(READER.read_html(html, author="Огонёк"))


@pytest.mark.parametrize(
    ("html", "want"),
    [
        ("<p><del>Голос: Чижик</del> Голос: Пыжик</p>", [vote("Пыжик")]),
        ("<p><s>голосую против Совы</s></p><p>пока думаю</p>", []),
        ("<p>Голос: <strike>Чижик</strike> Белая Сова</p>", [vote("Белая Сова")]),
        (
            '<p><span style="text-decoration: line-through">Голос: Johnny B</span></p>'
            "<p>Голос: Чижик</p>",
            [vote("Чижик")],
        ),
        ("<p>Голос: Чижик</p>", [vote("Чижик")]),
    ],
)
def test_struck_out_text_carries_no_action(html: str, want: Votes) -> None:
    assert read_html(html)[0] == want


def test_moderation_still_reads_struck_out_text() -> None:
    post = {"id": "1", "html": "<p><del>ну ты и блядь</del> извините</p>"}
    (flags,) = moderate_posts([post], None)
    assert flags["flags"], "a struck-out мат word is still мат"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос Чижик снимаю. Голос: Пыжик", [UNVOTE, vote("Пыжик")]),
        ("голос мой с Белой Совы снимаю", [UNVOTE]),
        ("Голос Johnny B отзываю", [UNVOTE]),
        ("Голос тогда снимаю, подумаю до вечера", [UNVOTE]),
        ("Голос, пожалуй, убираю", [UNVOTE]),
        ("голос пока не снимаю", []),
        ("Голос с Пыжика не снимаю, аргументы слабые", []),
    ],
)
def test_a_withdrawal_verb_after_whom(text: str, want: Votes) -> None:
    assert reading(READER.read_text(text, author="Огонёк"))[0] == want
