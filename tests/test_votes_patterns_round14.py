"""The vote reader's rules added on the fourteenth stranger's set (issue 16, fourteenth round),
each with wordings and names of its own, and near-misses that stay no vote.

- The vote word shortened in a fast chat ("гс", "гл", "ГС") where a clause opens and a name
  follows; the early mark shortened ("досрч"); "досрочка" as the subject of a sentence about
  early votes is no mark of the vote before it.
- A restatement in capitals or with "остаётся" after a weak vote: nothing new.
- A standing vote said to be early already ("на X, досрочный же"): nothing new.
- A withdrawal written name first: "с X снимаю", bare "X снимаю, Y".
- A bare voting thread: a preposition and a name alone ("за X", "против X") is a vote.
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import VoteProfile
from tests.vote_reading import Votes, reading, vote

ROSTER = Roster.parse("Метель\nБуря\nПепел\nЩука\nСыч\nGhost | Гост\nВорон\n")
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, VoteProfile(bare_nickname=True))
UNVOTE = ("unvote", None, False)


def read(text: str) -> Votes:
    return reading(READER.read_text(text, author="Сыч"))[0]


def bare(text: str) -> Votes:
    return reading(BARE.read_text(text, author="Сыч"))[0]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("гс Пепел", [vote("Пепел")]),
        ("ГС ВОРОН", [vote("Ворон")]),
        ("ладно, проснулся. гл Щука", [vote("Щука")]),
        ("ну тогда гс Ворону, раз молчит", [vote("Ворон")]),
        ("гс буря", [vote("Буря")]),
        ("гс Метель досрч", [vote("Метель", early=True)]),
        ("всё, решил. гс Пепел досрочно. спокойной ночи", [vote("Пепел", early=True)]),
        ("гл: Гост", [vote("Ghost")]),
    ],
)
def test_abbreviated_vote_word(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "гс бы поставил, да не знаю кому",
        "см. гл 3 правил, там всё написано",
        "у меня гс сел, пишу с планшета",
        "досрч не буду, рано",
    ],
)
def test_abbreviated_vote_word_near_misses(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("гс Щуке. досрочка без аргументов — это подозрительно", [vote("Щука")]),
        ("гс Ворон — досрочка на Бурю без единого слова, вот почему", [vote("Ворон")]),
        ("голос: Пепел, досрочка", [vote("Пепел", early=True)]),
    ],
)
def test_early_noun_talked_of_is_no_mark(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("гс Пепел. нет, стоп. гс Буря. всё, окончательно: гс Пепел", 3),
        ("гл Щука... хотя нет, гл Ворон", 2),
    ],
)
def test_slip_chain_lists_every_vote(text: str, want: int) -> None:
    assert len(read(text)) == want


@pytest.mark.parametrize(
    "text",
    [
        "голос на Пепле, досрочный же, мне всё равно",
        "мой голос на Вороне, уже досрочно",
        "голос на Буре, и так досрочный",
    ],
)
def test_restated_vote_is_nothing(text: str) -> None:
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "target"),
    [("ВСЕ МОЛЧАТ. ГОЛОС ВОРОН ОСТАЕТСЯ, ЕСЛИ ЧТО", "Ворон"), ("голос Щука остаётся", "Щука")],
)
def test_the_weak_form_written_again_with_остаётся_is_a_vote(text: str, target: str) -> None:
    """FORMATS.md rule 3, made plain in round 27: the form written again, also with a word
    that it stays, is a vote (set 88: "Голос Нокс остаётся"); "стоит" says where it stands."""
    assert read(text) == [vote(target)]


def test_standing_vote_made_early_is_still_a_new_act() -> None:
    assert read("Голос на Пепле остаётся. Досрочно — пора заканчивать") == [
        vote("Пепел", early=True)
    ]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("С Вороны снимаю, голос: Щука", [UNVOTE, vote("Щука")]),
        ("с Пепла отзываю.", [UNVOTE]),
        ("ладно, с Бури снимаю голос", [UNVOTE]),
    ],
)
def test_withdrawal_written_name_first(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    "text",
    ["с себя снимаю ответственность за этот день", "с Пепла снимаю подозрения, он чист"],
)
def test_withdrawal_name_first_near_misses(text: str) -> None:
    assert UNVOTE not in read(text)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Пепла снимаю, Метель", [UNVOTE, vote("Метель")]),
        ("с Бури снимаю, Гост", [UNVOTE, vote("Ghost")]),
        ("за Метель", [vote("Метель")]),
        ("против Ворона", [vote("Ворон")]),
        ("Щука досрч", [vote("Щука", early=True)]),
    ],
)
def test_bare_thread_short_phrases(text: str, want: Votes) -> None:
    assert bare(text) == want


@pytest.mark.parametrize("text", ["за кем идём?", "за то, чтобы подождать", "снег снимаю, Метель?"])
def test_bare_thread_near_misses(text: str) -> None:
    assert not any(v[0] == "vote" for v in bare(text))
