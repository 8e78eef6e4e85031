"""The vote reader's rules added on an eleventh stranger's set (tests/corpus/stranger11), each
with wordings and names of its own.

Withdrawals: an adverb between the verb and the vote word ("Снимаю пока голос с X"); a
withdrawal explained as a past joke ("Снимаю голос, это была шутка") stands, while "Снимаю
голос — шучу" takes itself back. Standing votes: a verb of staying decides whatever case the
name shows ("оставляю голос на Мистраль": a woman's name in -ь shows none); "как и был" (the
vote word's agreement) says the vote stays, while "как и вчера" / "как и было" cast it again.
Names: words that are only particles or pronouns ("не то", "ну вот") never name a player by
likeness. A follow-up after "нет," holding a verb is a sentence, not a name ("Нет, за себя
голосовать глупо"). "и" opens a clause like "ну" ("и досрочно: X", "И казним X").
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import Reading, Votes, reading, vote

ROSTER = Roster.parse(
    "Жизель\nБорисов | Боря\nСтарый Лис | Лис\nКапитан Немо | Немо\nЛюдмила\nТихон\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, replace(load_profile("default"), bare_nickname=True))
UNVOTE = ("unvote", None, False)


def read(text: str, author: str = "Тихон") -> Reading:
    return reading(READER.read_text(text, author=author))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Снимаю пока голос с Борисова, перечитаю тему.", [UNVOTE]),
        ("снимаю тогда свой голос", [UNVOTE]),
        ("Снимаю временно голос, вечером решу.", [UNVOTE]),
        ("Голос: Жизель. Снимаю голос, это была шутка.", [vote("Жизель"), UNVOTE]),
        ("Голос: Людмила. Ладно, снимаю голос, я пошутил.", [vote("Людмила"), UNVOTE]),
        ("Голос: Жизель. Снимаю голос — шучу.", [vote("Жизель")]),
    ],
)
def test_withdrawals(text: str, want: Votes) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Пока свой голос оставляю на Жизель.", []),
        ("Голос оставляю на Людмиле.", []),
        ("Мой голос на Жизель, как и был.", []),
        ("голос за Борисова, как и стоял с утра", []),
        # yesterday's vote cast again today, a vote put back: new acts
        ("Голос за Борисова, как и вчера.", [vote("Борисов")]),
        ("Исправляю: голос на Жизель, как и было.", [vote("Жизель")]),
        ("Голос на Жизель.", [vote("Жизель")]),
    ],
)
def test_standing_votes(text: str, want: Votes) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ой, не то. Людмила", [vote("Людмила")]),
        ("не то", []),
        ("ну вот", []),
        ("Немо", [vote("Капитан Немо")]),
    ],
)
def test_function_words_name_nobody_in_a_bare_thread(text: str, want: Votes) -> None:
    assert reading(BARE.read_text(text, author="Тихон"))[0] == want


def test_a_follow_up_with_a_verb_is_no_name() -> None:
    assert read("Голос: Рыжий Кот. Шучу. Нет, за себя голосовать глупо.")[0] == []
    assert read("Голос: Борисова. Нет, за Людмилу.")[0] == [vote("Борисов"), vote("Людмила")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("и досрочно: Людмила", [vote("Людмила", early=True)]),
        ("И казним Борисова!", [vote("Борисов")]),
    ],
)
def test_and_opens_a_clause(text: str, want: Votes) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the English vote word with its colon, in a Russian thread
        ("Мне не нравится, как Борисов юлит. Vote: Борисов", [vote("Борисов")]),
        ("vote: Жизель, без вопросов", [vote("Жизель")]),
        # a promise, a contraction of "would": no vote yet
        ("I'd vote Жизель, если бы не вчерашнее", []),
        ("К вечеру отдам голос Людмиле, если она не объяснится.", []),
    ],
)
def test_the_english_vote_word_and_promises(text: str, want: Votes) -> None:
    assert read(text)[0] == want
