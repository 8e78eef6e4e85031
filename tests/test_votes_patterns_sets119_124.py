"""Vote patterns of sets 119 to 124 (issue 16): six ordinary days written blind
(tests/corpus/stranger119-124), measured once on fb31b2d before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a capitalised title that names no other player is the player's own, said in Russian
  ("Доктор Нокс" for Dr.Knox);
- a rough form in "-х-" one letter from another's name is unclear ("Мариху": Марика, Мариша);
  the usual "-к-" diminutive stays its own ("Нинка" is Нина's);
- a word of one name run together with another's at its edge is unclear ("storm": StormCrow,
  quiet·storm); inside one word it is not ("Arrow" is GreenArrow's, whatever Sparrow holds);
- a condition without "если": a perfective verb of the future, then a dash ("Не отпишется —
  голосую против X"); the present gives a reason ("Молчит весь день — голос…");
- "первым постом голос на X": what someone's post held, told;
- the vote thread: "X. Досрочно, <remark>"; "X, в смысле."
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from tests.vote_reading import PostReaders, vote

POSTS = PostReaders(
    "Dr.Knox | Нокс\nМарика\nМариша | Маришка\nНина\nНика\nХоукай\nТимофей | Тима\nЛиса\n",
    "Лиса",
)
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос: Доктор Нокс", [vote("Dr.Knox")]),
        ("Голосую против Нинки.", [vote("Нина")]),
        ("Молчит весь день — голосую против Хоукай.", [vote("Хоукай")]),
        ("Первым постом: голос на Хоукай.", [vote("Хоукай")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Не ответит до вечера — голосую против Хоукай.",
        "Промолчит — голос на Тимофея.",
        "А он сегодня первым постом голос на Хоукай, без довода.",
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


def test_a_rough_form_one_letter_from_another_is_unclear() -> None:
    assert read("Меняю голос на Мариху.") == ([], [("Марика", "Мариша")])


def test_a_word_at_the_edge_of_another_name_is_unclear_inside_one_word_it_is_not() -> None:
    roster = Roster.parse("GreenArrow\nSparrowhawk | Sparrow\nStormCrow\nquietstorm\n")
    assert roster.resolve("Arrow").target == "GreenArrow"
    storm = roster.resolve("storm")
    assert storm.target is None and set(storm.candidates) == {"StormCrow", "quietstorm"}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Хоукай. Досрочно, раз уж все так", [vote("Хоукай", early=True)]),
        ("Тимофей, в смысле. Пальцы мимо", [vote("Тимофей")]),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want
