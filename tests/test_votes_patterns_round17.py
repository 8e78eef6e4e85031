"""The vote reader's rules added on the seventeenth stranger's set (issue 16, seventeenth
round), each with wordings and names of its own, and near-misses that stay no vote.

- A filler word that is a player's whole name stays his name in a bare thread ("Ника").
- A withdrawal may say which vote it takes back ("отменяю досрочный голос").
- An execution call may open with a word that leaves it unchanged ("Тогда Лиса на виселицу").
- A concession ("как бы ни…") and what the author will not do, closed by a colon ("стесняться
  не буду:"), are no condition on the vote after them.
- An order to the GM to record the author's own vote ("запишите мой голос на X") is his vote.
- A vote put off by what follows it ("Голос: X — вот что я напишу, если…", "Голос: X, если он
  не ответит") is none; a condition with a consequence of its own is about something else.
- "голос на тебе" is where a vote stands (the locative), unless it is put there ("пусть будет").
- mafiascum: a bold vote after "If …," is placed (the bold binds); after "would" it is not.
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import VoteProfile, load_profile
from tests.vote_reading import Votes, reading, vote

ROSTER = Roster.parse("Ника\nЛис\nСова Ночная | Сова\nГрач\nМисс Марпл | Марпл\n")
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, VoteProfile(bare_nickname=True))
UNVOTE = ("unvote", None, False)


def read(text: str) -> Votes:
    return reading(READER.read_text(text, author="Грач"))[0]


def bare(text: str) -> tuple[Votes, list[tuple[str, ...]]]:
    return reading(BARE.read_text(text, author="Грач"))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ника", ([vote("Ника")], [])),
        ("Мисс Марпл", ([vote("Мисс Марпл")], [])),
        ("ник Лис", ([vote("Лис")], [])),
        ("Ника или Лис, сами решайте", ([], [("Лис", "Ника")])),
    ],
)
def test_a_filler_that_is_a_name(text: str, want: tuple[Votes, list[tuple[str, ...]]]) -> None:
    votes, ambiguous = bare(text)
    assert (votes, [tuple(sorted(c)) for c in ambiguous]) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ладно, отменяю досрочный голос, пусть Лис скажет.", [UNVOTE]),
        ("снимаю свой вчерашний голос", [UNVOTE]),
        ("Отзываю прежний голос. Голос: Грач", [UNVOTE, vote("Грач")]),
        ("я бы отменил досрочное голосование вообще", []),
    ],
)
def test_a_withdrawal_names_the_vote(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Молчишь, Лис? Тогда Лиса на виселицу, раз так.", [vote("Лис")]),
        ("Ну Нику казнить!", [vote("Ника")]),
        ("Поэтому Сову на виселицу.", [vote("Сова Ночная")]),
        ("Тогда Нику казнить, если не ответит.", []),
    ],
)
def test_a_call_after_an_opening_word(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Как бы мне ни нравилась Ника, я меняю голос на Лиса.", [vote("Лис")]),
        ("что бы вы ни писали, голос: Сова", [vote("Сова Ночная")]),
        ("Врать не буду: голос на Лиса.", [vote("Лис")]),
        ("Молчать не стану: ГОЛОС: НИКА", [vote("Ника")]),
        ("Если бы мне нравилась Ника, я бы меняла голос на Лиса", []),
        ("Голосовать не буду: голос Лис", []),
    ],
)
def test_a_concession_or_a_refusal_before_a_colon(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ведущий, запишите мой голос на Лиса.", [vote("Лис")]),
        ("засчитайте мой досрочный голос против Совы", [vote("Сова Ночная", early=True)]),
        ("Отдай голос за Лиса", []),
        ("запишите голос на Лиса", []),
    ],
)
def test_the_author_asks_the_gm_to_record_his_vote(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос: Лис — вот что я напишу, если он не ответит к ночи.", []),
        ("Голос: Сова, если она опять промолчит.", []),
        ("Голос: Лис, если что — объясню позже.", [vote("Лис")]),
        ("Казнить Нику, если она мирная — сам извинюсь.", [vote("Ника")]),
        ("Голос: Лис. Если ответит толком — сниму.", [vote("Лис")]),
        ("голос на Лиса, если честно", [vote("Лис")]),
    ],
)
def test_a_vote_put_off_by_what_follows(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Лис, голос на тебе, как и был.", []),
        ("Но голос на тебе, Лис, досрочный.", []),
        ("Лис, голос на тебя.", [vote("Лис")]),
        ("Лис, пусть мой голос будет на тебе.", [vote("Лис")]),
    ],
)
def test_the_locative_you(text: str, want: Votes) -> None:
    assert read(text) == want


MAFIASCUM = Roster.parse("Lord of the Fries | LotF\nthe_real_ted\nSilver Fox\n")
SCUM = VoteReader(MAFIASCUM, load_profile("mafiascum"))


@pytest.mark.parametrize(
    ("html", "want"),
    [
        (
            "If ted stays quiet till tonight, <strong>VOTE: the_real_ted</strong>.",
            [vote("the_real_ted")],
        ),
        ("If that isn't enough, <strong>vote: LotF</strong> and see.", [vote("Lord of the Fries")]),
        ("I'd <strong>vote: LotF</strong> but he claimed.", []),
        # a bold vote binds with a condition after it too (FORMATS.md rule 10, sets 31 and 172)
        ("<strong>VOTE: LotF</strong> if he doesn't claim by tonight", [vote("Lord of the Fries")]),
    ],
)
def test_a_bold_vote_after_if_binds(html: str, want: Votes) -> None:
    assert reading(SCUM.read_html(html, author="Silver Fox"))[0] == want
