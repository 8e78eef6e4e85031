"""The vote reader's rules added on the ninth stranger's set (issue 16, ninth round), each with
wordings and names of its own, and near-misses that stay no vote.

- A withdrawal without the vote word: "снимаю свой", "снимаю с него, всё честно".
- A change or vote whose target is an execution call: "Переголосовываю: на виселицу X".
- The possessive between the vote word and the change verb: "голос мой перевожу на X".
- A standing vote made early in the same post, the mark set off by a colon or a dash.
- A bare voting thread: "отмена" alone, or with a remark after it, is a withdrawal.
- A whole word of one name that also starts another's one-word name is ambiguous.
- A name in -а after a bare "голос" in the form the tables read as locative is a dative.
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import VoteProfile, load_profile
from tests.vote_reading import Votes, reading, vote

ROSTER = Roster.parse(
    "Ёрш Колючий | Ёрш\nМаргарита Пална | Маргарита\nСиница\nФилин\nДядя Стёпа | Стёпа\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, VoteProfile(bare_nickname=True))
UNVOTE = ("unvote", None, False)


def read(text: str) -> Votes:
    return reading(READER.read_text(text, author="Филин"))[0]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("ладно, снимаю свой 😌 живи пока", [UNVOTE]),
        ("Раз все передумали, я тоже снимаю свой.", [UNVOTE]),
        ("отзываю свой, извини", [UNVOTE]),
        ("Синица сняла с меня. И я снимаю с неё, по-честному.", [UNVOTE]),
        ("снимаю с Синицы 😇 голос: Ёрш Колючий", [UNVOTE, vote("Ёрш Колючий")]),
        ("снимаю с него — пусть оправдается", [UNVOTE]),
        # near-misses: something else taken back or off
        ("снимаю свой вопрос, всё понятно", []),
        ("снимаю свою кандидатуру из капитанов", []),
        ("снимаю с неё, Стёпа, все подозрения", []),
        ("снимаю с себя ответственность", []),
    ],
)
def test_a_withdrawal_without_the_vote_word(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Переголосовываю: на виселицу Синицу!", [vote("Синица")]),
        ("переголосовываю на эшафот Филина", [vote("Филин")]),
        ("Смена голоса: казнить Маргариту", [vote("Маргарита Пална")]),
        ("Голос: вешаем Ерша!", [vote("Ёрш Колючий")]),
        # near-misses: a question, a condition
        ("Переголосовываю: на виселицу Синицу?", []),
        ("если бы переголосовывал, то на виселицу Синицу", []),
    ],
)
def test_an_execution_call_as_the_target(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("голос мой перевожу на Синицу, так спокойнее", [vote("Синица")]),
        ("Голос свой переношу на Маргариту.", [vote("Маргарита Пална")]),
        ("голос мой меняю на Дядю Стёпу", [vote("Дядя Стёпа")]),
        ("Голос свой перекидываю на Ерша", [vote("Ёрш Колючий")]),
        ("Голос мой меняю: Синица", [vote("Синица")]),
        # near-misses: a condition, an intention, someone else's vote
        ("если объяснится, голос мой перевожу на Синицу", []),
        ("завтра голос мой перевожу на Синицу", []),
        ("его голос перевожу на Синицу? нет", []),
    ],
)
def test_the_possessive_before_the_change_verb(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос на Синице оставляю, и добавлю: досрочно.", [vote("Синица", True)]),
        ("Голос на Филине оставляю — и приписываю — досрочно!", [vote("Филин", True)]),
        ("Голос на Маргарите оставляю, уточню: досрочно", [vote("Маргарита Пална", True)]),
        # near-misses: the standing vote alone, the mark negated or asked about
        ("Голос на Синице оставляю.", []),
        ("Голос на Синице оставляю, но не досрочно.", []),
        ("Голос на Синице оставляю. Вопрос к ведущему: досрочно?", []),
    ],
)
def test_a_standing_vote_made_early(text: str, want: Votes) -> None:
    assert read(text) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("отмена", [UNVOTE]),
        ("Отмена!", [UNVOTE]),
        ("отмена 😅", [UNVOTE]),
        ("отмена :)", [UNVOTE]),
        ("отмена. подумаю ещё", [UNVOTE]),
        ("отменяю", [UNVOTE]),
        ("отмена\nСиница", [UNVOTE, vote("Синица")]),
        # near-misses: a question, something else cancelled
        ("отмена?", []),
        ("отмена дня будет?", []),
    ],
)
def test_a_bare_withdrawal(text: str, want: Votes) -> None:
    assert reading(BARE.read_text(text, author="Филин"))[0] == want


def test_a_word_of_one_name_and_the_start_of_another_is_ambiguous() -> None:
    roster = Roster.parse("Oak Leaf | Leaf\nOakwood\nBirch\nRed Fern\n")
    mafiascum = VoteReader(roster, load_profile("mafiascum"))
    html = 'I am done waiting. <span class="bbvote">oak</span>'
    votes, ambiguous = reading(mafiascum.read_html(html, author="Birch"))
    assert votes == []
    assert ambiguous == [("Oak Leaf", "Oakwood")]
    # a word no one-word name starts with still names the one player
    html = 'fine. <span class="bbvote">fern</span>'
    assert reading(mafiascum.read_html(html, author="Birch"))[0] == [vote("Red Fern")]
    assert roster.resolve("oakwood").target == "Oakwood"
    assert roster.resolve("Leaf").target == "Oak Leaf"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Итак: голос Маргарите Палне.", [vote("Маргарита Пална")]),
        ("Значит, голос Маргарите Палне, пусть оправдывается", [vote("Маргарита Пална")]),
        # near-miss: the genitive is someone's vote talked about
        ("Итак: голос Маргариты Палны опять против меня.", []),
    ],
)
def test_a_name_in_a_after_bare_golos(text: str, want: Votes) -> None:
    assert read(text) == want
