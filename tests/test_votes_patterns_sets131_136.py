"""Vote patterns of sets 131 to 136 (issue 16): six ordinary days written blind
(tests/corpus/stranger131-136), measured once on d6b3b41 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a diminutive grown from one player's own stem wins over another's name that only shares
  its root under a suffix of its own ("Мирочки" is Мира's, though Мирон holds "мир");
- the early mark between the vote and the words that take it back ("голос против себя,
  досрочно!!! … это не голос, не считай");
- a condition with its own consequence after a comma puts nothing off ("Голос: X — если он
  Багровый, рванёт вместе с Отцом"); "Голос: X, если он не ответит" still does;
- an early vote of another judged after a relative clause ("досрочка за X в день, когда …, —
  очень смело");
- the vote thread: a typed face ("X досрочно =^.^=") and one sad bracket never closed
  ("не успел переголосовать( X") end or leave a piece.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

POSTS = PostReaders("Мира\nМирон\nФеррум | Ferrum\nМарика\nБублик42 | Бублик\nЛиса\n", "Лиса")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голосую против Мирочки.", [vote("Мира")]),
        (
            "Голос: Феррум досрочно — если он Багровый, рванёт вместе с Отцом.",
            [vote("Феррум", True)],
        ),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Голос: Феррум, если он не ответит.",
        "Голос против себя, досрочно!!! <br />Ведущий, это не голос, не считай, пожалуйста.",
        "Мирон, досрочка за Марику в день, когда стол ещё не собрался, — очень смело.",
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Марика досрочно =^.^=", [vote("Марика", early=True)]),
        ("не успел переголосовать( Bublik", [vote("Бублик42")]),
        ("Бублик (досрочно)", [vote("Бублик42", early=True)]),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want
