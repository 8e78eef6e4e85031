"""Vote patterns of posts typed on a phone (issue 16; set 237, tests/corpus/stranger237, read
0.875 blind): the sentences are our own.

- a line with no punctuation at all runs several acts together: a full stop is put back before
  a vote word that opens a new act (scraper/votes/run_on.py), never after a word that governs it,
  a player's name as its subject, or a wish or a condition;
- the phone's autocorrect blamed on the next line sets the slipped word right, as "*X" does;
- "но голос пока X": a contrast, then a word of "for now" between the vote word and the name;
- a name cut to three letters is unclear when another's name starts so but for one vowel;
- an animal drawn for the name is never counted: the GM is asked, told whom it may mean.
"""

from __future__ import annotations

import pytest

from scraper.votes.run_on import break_run_on
from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Шершень | Шерш\nТуманность\nСова\nМаргарита | Рита\nМарго\nDimon | Димон\nЛиса-Патрикеевна\n"
    "Ёрш_23 | Ёрш\nГрач\n"
)
POSTS = PostReaders(ROSTER, "Грач")
read = POSTS.read


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a withdrawal, then the new vote, in one line
        (
            "снимаю голос с риты голосую за димона досрочно",
            [("unvote", None, False), vote("Dimon", early=True)],
        ),
        ("отзываю гс с марго голос шершню", [("unvote", None, False), vote("Шершень")]),
        # a change of mind, then the vote it brings
        ("сначала думал на ерша но нет передумал голосую против туманности", [vote("Туманность")]),
        ("короче я подумала ещё раз голос димону", [vote("Dimon")]),
        # a withdrawal said in English letters read in Russian ones, then the vote
        ("ну всё убедили анвоут голос на ерша", [("unvote", None, False), vote("Ёрш_23")]),
    ],
)
def test_a_run_on_line_holds_several_acts(
    text: str, want: list[tuple[str, str | None, bool]]
) -> None:
    assert read(text) == (want, [])


@pytest.mark.parametrize(
    "text",
    [
        "если он промолчит голосую за димона",  # a condition before the act
        "я бы наверное голосую за туманность но рано",  # a wish
        "шершень голос на сову поставил ещё утром",  # another's vote, told
        "может завтра голос на риту посмотрим",  # a plan
        "я не голосую против туманности сегодня",  # a negation
        "ну ты там короче отдай голос за димона",  # an order to another
    ],
)
def test_a_run_on_line_keeps_what_governs_the_vote(text: str) -> None:
    assert read(text)[0] == []


def test_a_line_with_its_own_punctuation_is_left_alone() -> None:
    line = "снимаю, голос на сову"
    assert break_run_on(line, lambda _word: False) == line
    assert break_run_on("ладно уговорили снимаю голос", lambda _word: False) == (
        "ладно уговорили. снимаю голос"
    )
    # the vote noun after a verb may be its object: no cut ("Маркус решил голос на ирэн")
    assert break_run_on("ладно уговорили голос сове", lambda _word: False) == (
        "ладно уговорили голос сове"
    )
    # the name written first is the vote's own target ("на риту голос", "за риту голосую")
    assert read("перекидываю на риту голос")[0] == [vote("Маргарита")]
    assert read("я тоже за ерша голосую")[0] == [vote("Ёрш_23")]


def test_the_autocorrect_blamed_on_the_next_line() -> None:
    assert read("голос врачу<br>автозамена грачу")[0] == [vote("Грач")]
    assert read("голос: сосна<br>Т9 сова 🙄")[0] == [vote("Сова")]
    # the word blamed is no slip of the one before: nothing is set right
    assert read("голос сове<br>автозамена дурацкая")[0] == [vote("Сова")]


def test_a_contrast_then_for_now() -> None:
    assert read("туманность мутная конечно<br>но голос пока сове")[0] == [vote("Сова")]
    assert read("а голос пока марго")[0] == [vote("Марго")]


def test_a_name_cut_to_three_letters_with_a_vowel_slip() -> None:
    roster = "Ирина | Ира\nИрэн\nСова\n"
    posts = PostReaders(roster, "Сова")
    assert posts.read("голос: ири") == ([], [("Ирина", "Ирэн")])
    # no other name starts so: the cut is read
    assert PostReaders("Ирина\nСова\n", "Сова").read("голос: ири")[0] == [vote("Ирина")]


def test_an_animal_drawn_for_the_name() -> None:
    assert read("голос на 🦉") == ([], [("Сова",)])
    assert read("голос 🦊") == ([], [("Лиса-Патрикеевна",)])
    assert read("голос на 🐸")[0] == []
