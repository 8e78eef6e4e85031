"""Vote patterns of sets 125 to 130 (issue 16): six ordinary days written blind
(tests/corpus/stranger125-130), measured once on 05da67e before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a verse line broken after the preposition ("меняю голос на⏎Шестерёнку") is one phrase;
- "Голос Миле б я отдала": "бы" after the name, a wish;
- "Сегодня первый же пост — голос на X": what a post held, told ("Мой первый пост — …" is
  the author's);
- "голос за X только потому, что …, — это очень слабо": a vote judged after its reason;
- "Голос с того света: X": a dead player's vote, written as one;
- the vote thread: a tag in brackets and a time beside the name ("[ДВ] X", "X 11:02"); lines
  of a count ("X — 5 (…)") are no votes; a player sent to the game thread ("X, обсуждение в
  теме игры") is talked to.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

POSTS = PostReaders("Мила\nШестерёнка\nМазай\nПараграф\nШрам_13 | Шрам\nМирон\nЛиса\n", "Лиса")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Что ж, меняю голос на<br />Шестерёнку. Вот она!", [vote("Шестерёнка")]),
        ("Мой первый пост — голос на Мазая.", [vote("Мазай")]),
        ("Голос за Параграфа, потому что он молчит.", [vote("Параграф")]),
        ("Голос с того света: Шрам. Всё, молчу.", [vote("Шрам_13")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Голос Миле б я отдала, да нельзя.",
        "Сегодня первый же пост — голос на Мазая, без довода.",
        "Голос за Параграфа только потому, что он тебя подозревает, — это очень слабо.",
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("[ДВ] Шрам", [vote("Шрам_13")]),
        ("Мирон 11:02", [vote("Мирон")]),
        ("[ДВ] Шрам досрочно 13:15", [vote("Шрам_13", early=True)]),
        ("Свёл на 21:15:<br />Шрам — 5 (Мила, Лиса)<br />Мирон — 3 (Мазай)", []),
        ("Мирон, обсуждение в теме игры 🙂", []),
        ("Мирон, раскладка в теме игры", [vote("Мирон")]),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want
