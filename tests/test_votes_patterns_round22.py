"""Vote patterns of the twenty-second round (issue 16), each with sentences of our own.

Sets 38, 39 and 40 were measured blind on bc1f65e and then kept as development sets
(tests/corpus/stranger38-40). What they showed, by pattern: a line of Russian typed in Latin
letters is read back as Russian; a short first name calls every player whose name holds its full
form ("Женя": Евгения and Евгений Петрович); both vowels slipped in "галасую"; the vote's past
after the name ("Голос: X был…"); "— нет, пожалуй" thinks better of a vote; thanks before a name
in the vote thread; a vote liked, not cast; a vote of some time described; a vote moved ("голос с
X переношу на Y"), "в пользу", "аннулирую"; a hand drawn as an arrow; a change written "X → Y";
an ending in brackets ("Алекс(а)"); the dative after a separator; "мой голос твой"; "в смысле,
шутка"; a vote in another game or poll.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, reading, vote

POSTS = PostReaders(
    "Мурка\nРыжик\nГромила\nЛада\nАлекс\nАлекса\nЕвгения | Женечка\nЕвгений Петрович\nLucky\n",
    "Лада",
)
BARE = POSTS.bare
read = POSTS.read
read_bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("nu ladno, golos na Murku", [vote("Мурка")]),
        ("da ya shuchu pro Gromilu. Murku na viselicu, kak i bylo.", [vote("Мурка")]),
        ("nu ladno. Lucky na viselicu", [vote("Lucky")]),  # a Latin name stays as written
        ("галасую против Мурки", [vote("Мурка")]),
        ("Голос с Мурки переношу на Рыжика.", [vote("Рыжик")]),
        ("Голос в пользу казни Мурки.", [vote("Мурка")]),
        ("Голос против Мурки аннулирую.", [("unvote", None, False)]),
        ("Голос: 👉 Мурка", [vote("Мурка")]),
        ("Смена голоса: Мурка → Рыжик", [vote("Рыжик")]),
        ("Мой голос — Алексу, он весь день молчит.", [vote("Алекс")]),  # the dative: given
        ("Казнить Алексу", [vote("Алекса")]),  # the accusative after the verb
        ("Рыжик, мой голос твой.", [vote("Рыжик")]),
        ("Утренний голос: Мурка", [vote("Мурка")]),  # the author's, with its separator
        ("В этой игре голосую против Мурки.", [vote("Мурка")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "I will vote Murka later, maybe",  # English stays English
        "esli on promolchit, golos na Murku",  # a condition, typed in Latin
        "Голос: Мурка был у меня утром, потом ушёл на Рыжика.",  # where it was
        "Отдаю голос Мурке — нет, пожалуй, не буду.",  # thought better of
        "Голос против Мурки мне тоже нравится, но подожду.",  # an idea liked
        "Утренний голос на Мурку у Рыжика странный.",  # a vote of the morning, described
        "Казнить Мурку! …в смысле, шутка.",
        "В соседней игре голосую против Мурки.",  # another game
        "Рыжик, голос твой принимаю без обид.",  # his vote, not the author's
    ],
)
def test_no_vote(text: str) -> None:
    assert read(text) == ([], [])


def test_names_as_near_two_players() -> None:
    assert read("Голос: Женя") == ([], [("Евгений Петрович", "Евгения")])
    assert read("Голос: Алекс(а)") == ([], [("Алекс", "Алекса")])


def test_thanks_in_the_vote_thread_turn_to_a_player() -> None:
    assert reading(BARE.read_html("<p>спасибо, Мурка</p>")) == ([], [])
    assert reading(BARE.read_html("<p>spasibo, Murka</p>")) == ([], [])
    assert reading(BARE.read_html("<p>Мурка, спасибо</p>"))[0] == [vote("Мурка")]  # a vote
