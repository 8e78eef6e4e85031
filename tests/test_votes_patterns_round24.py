"""Vote patterns of the twenty-fourth round (issue 16), each with sentences of our own.

Sets 44, 45 and 46 were measured blind on facf249 and then kept as development sets
(tests/corpus/stranger44-46). What they showed, by pattern: a whole name typed with the other
keyboard layout switched on ("Ihfv" is Шрам, "Кщн" is Roy), and Shift+6 for the colon; a line of
Russian in Latin letters with a player's Latin name in it, and its words the dictionary lacks
("peregolosovyvayu"); an "e" opening a word is often э ("eto"); a three-letter typo among Latin
names is ambiguous ("Roe"); "Голос у меня по-прежнему: X"; "сейчас" between the vote word and
its separator; a Latin G in "голос"; an execution call on a line of its own after a line with
no full stop; "это голос на X", what another's post meant; a vote of yesterday told.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, reading, vote

POSTS = PostReaders("Шрам\nRoy | Рой\nRose\nНокс\nВарлок\nЛада\nТуча\n", "Лада")
BARE = POSTS.bare
read = POSTS.read
read_bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ujkjc^ Ihfv", [vote("Шрам")]),  # "Голос: Шрам" with the layout switched
        ("Голос: Кщн", [vote("Roy")]),  # "Roy" typed on the Russian layout
        ("nu ladno, peregolosovyvayu: Noks", [vote("Нокс")]),
        ("Kaznit' Noksa", [vote("Нокс")]),
        ("Голос у меня по-прежнему: Варлок", [vote("Варлок")]),
        ("Мой голос сейчас: Варлок. Не теряйте.", [vote("Варлок")]),
        ("Gолос: Туча", [vote("Туча")]),
        ("всё ясно\nТучу на виселицу", [vote("Туча")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "no ya ponyal, eto golos na Shrama",  # what another's post meant
        "это голос на Шрама, а не на Нокса",
        "Вчера голос против Нокса, сегодня тишина.",  # yesterday's, told
        "голос по-прежнему на Варлоке",  # where it stands
        "I vote we wait and see",
    ],
)
def test_no_vote(text: str) -> None:
    assert read(text) == ([], [])


def test_a_three_letter_typo_among_latin_names_is_ambiguous() -> None:
    assert read("Golos: Roe") == ([], [("Rose", "Roy")])


def test_the_vote_thread_reads_a_name_on_the_other_layout() -> None:
    assert reading(BARE.read_html("<p>Ihfv</p>"))[0] == [vote("Шрам")]
    assert reading(BARE.read_html("<p>Кщн</p>"))[0] == [vote("Roy")]
    # the same vote written again after the slip is one vote
    assert reading(BARE.read_html("<p>Ihfv<br>ой раскладка. Шрам</p>"))[0] == [vote("Шрам")]
