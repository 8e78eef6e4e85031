"""Vote patterns of the twenty-fifth round (issue 16), each with sentences of our own.

Sets 47, 48 and 49 were measured blind on a38d653 and then kept as development sets
(tests/corpus/stranger47-49). What they showed, by pattern: "Эдик" calls the player named
Эдвард (or Эдуард); a settling word after an execution call ("… на виселицу и всё"); a word of
resolve before the early mark ("и, пожалуй, досрочно"); a duty weighed before the consequence
drawn ("надо, так что голос X"); a bracket-smile ends its sentence; a question in brackets asks of
the spelling, not the vote; "всё равно" before the separator; in the vote thread, the name
before a joke is taken back.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, Reading, reading, vote

POSTS = PostReaders("Эдвард | Эд\nЁжик в тумане | Ёжик\nСкиф\nГраф\nТигра\nЛада\n", "Лада")
BARE = POSTS.bare
read = POSTS.read
read_bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос на Эдика, и не спорьте.", [vote("Эдвард")]),
        ("всё ясно. тигру на виселицу и всё", [vote("Тигра")]),
        ("Ладно, меняю голос на Скифа, и, пожалуй, досрочно.", [vote("Скиф", early=True)]),
        ("Выбирать всё равно надо, так что голос Ежику.", [vote("Ёжик в тумане")]),
        ("Хоть кто-то читает) Голос: Граф.", [vote("Граф")]),
        ("Голос: Граф (так ведь пишется?)", [vote("Граф")]),
        ("Верю наполовину. Голос всё равно: Скиф.", [vote("Скиф")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос: Граф?", ([], [])),  # asked
        ("Если он мафия, так что голос на Графа", ([], [])),  # the condition still holds
        ("Меняю голос на Скифа, но не досрочно", ([vote("Скиф")], [])),  # the mark denied
    ],
)
def test_what_stays_as_it_was(text: str, want: Reading) -> None:
    assert read(text) == want


def test_a_joke_in_the_vote_thread_takes_the_name_before_it_back() -> None:
    assert reading(BARE.read_html("<p>Граф<br>шучу. Скиф</p>"))[0] == [vote("Скиф")]
    assert reading(BARE.read_html("<p>Скиф<br>шучу</p>")) == ([], [])
