"""The vote reader's rules added in the twelfth round (issue 16), each with wordings and names
of its own: the target before the vote word, "голосок", withdrawals and changes in other words,
"Проголосую-ка", "Давайте казним", a vote inside a dream told, an early mark alone before the
vote, a genitive spelled as heard, and a dictionary word that is a diminutive of one word of a
longer name (ambiguous with its candidate, never counted).
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from tests.vote_reading import Reading, reading, vote

ROSTER = Roster.parse(
    "Синица\nГорностай\nБаба Галя\nЧёрный Ворон | Ворон\nКапитан Суровый\nЛиса Алиса\n"
)
READER = VoteReader(ROSTER)
UNVOTE = ("unvote", None, False)


def read(text: str) -> Reading:
    return reading(READER.read_html(f"<p>{text}</p>", author="Синица"))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("За Горностая голосую.", [vote("Горностай")]),
        ("Против Ворона голос.", [vote("Чёрный Ворон")]),
        ("Ну, против Горностая голосую, что уж там.", [vote("Горностай")]),
        ("Я за Горностая голосую!", [vote("Горностай")]),
        ("Горностай. Голос.", [vote("Горностай")]),
        ("С Ворона на Горностая — меняю голос.", [vote("Горностай")]),
        ("переношу на Горностая голос", [vote("Горностай")]),
    ],
)
def test_target_before_the_vote_word(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "За Горностая голосовали трое.",
        "Не за Горностая голосую, подумайте.",
        "За Горностая голос отдал Ворон.",
        "Горностай молчит. Голос.",
        "За Горностая голосую?",
        "Если надо, за Горностая голосую.",
        "За пиццу голосую.",
    ],
)
def test_target_before_the_vote_word_near_misses(text: str) -> None:
    assert read(text) == ([], [])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Кидаю голосок на Горностая", [vote("Горностай")]),
        ("Голосок: Ворон", [vote("Чёрный Ворон")]),
        ("Отдаю свой голосок Горностаю.", [vote("Горностай")]),
        ("Отдаю свой голос Горностаю.", [vote("Горностай")]),
    ],
)
def test_diminutive_vote_word_and_a_bare_dative(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Беру свой голос назад.",
        "Забираю голос обратно, поспешил.",
        "Забираю свой голос.",
        "Отмена голоса.",
        "Отказываюсь от голоса за Горностая.",
        "Отказываюсь от своего голоса.",
    ],
)
def test_withdrawals_in_other_words(text: str) -> None:
    assert read(text)[0] == [UNVOTE]


@pytest.mark.parametrize(
    "text",
    ["Отмена голоса?", "Не отказываюсь от голоса за Горностая.", "Беру голос на заметку."],
)
def test_withdrawal_near_misses(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос меняю: теперь Горностай.", [vote("Горностай")]),
        ("Меняю свой голос, теперь он против Ворона.", [vote("Чёрный Ворон")]),
        ("Upd: голос теперь на Горностае.", [vote("Горностай")]),
        ("Делаю свой голос за Горностая досрочным.", [vote("Горностай", True)]),
        ("ДОСРОЧНО. Голос за Горностая.", [vote("Горностай", True)]),
    ],
)
def test_changes_and_early(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize("text", ["Голос остаётся на Горностае.", "Мой голос на Горностае."])
def test_a_standing_vote_is_still_no_action(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Сначала голос, потом доводы: голос против Ворона.", [vote("Чёрный Ворон")]),
        ("Проголосую-ка я за Горностая, раз все молчат.", [vote("Горностай")]),
        ("Отдам-ка голос Горностаю.", [vote("Горностай")]),
        # a call to the table, not the author's vote (FORMATS.md rule 6; set 12's label departs)
        ("Давайте казним Горностая!", []),
        ("Голос против Суроваво", []),
    ],
)
def test_decisions_now(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Проголосую завтра за Горностая.",
        "Предлагаю казнить Горностая.",
        "Давайте завтра казним Горностая.",
        "Давайте казним Горностая?",
        "Мне снилось, что я голосую за Горностая.",
        "Мне казалось, будто голос против Ворона уже стоит.",
        "Представьте, что я голосую против Ворона.",
        "Потом голос за Горностая.",
    ],
)
def test_plans_dreams_and_proposals_stay_no_votes(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Голос против Суровава", "Капитан Суровый"),
        ("Голосую против Суровова", "Капитан Суровый"),
    ],
)
def test_genitive_spelled_as_heard(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


def test_dictionary_diminutive_of_one_word_is_ambiguous() -> None:
    assert read("Голос за Бабушку.") == ([], [("Баба Галя",)])
    assert read("Голос за Лисичку.") == ([], [("Лиса Алиса",)])
    # a diminutive of a one-word name or alias is that player's own
    assert read("Голос за Горностайчика.")[0] == [vote("Горностай")]
