"""The vote reader's rules added on a fourth stranger's set, each with wordings of its own.

Names: a word of one player's name that spells another's in the other alphabet, a typo that is
no short form, a bare name in the nominative. Phrases: a lone bold or coloured name, a name in
the dative before the vote word, early votes after "ставлю", a hesitation after "голосую…", a
cause that is no condition, the second half of a change in its own sentence, "Тогда против X".
False votes: a pronoun in the locative, a joke in the next sentence, a vote of another day.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import Reading, Votes, reading

ROSTER = Roster.parse(
    "Барон Суббота\nBaron_Munch\nОблепиха\nМишка Косолапый | Мишка\nЧешир\nЯн\nЯна\n"
    "Margarita\nMargo\nСтепан\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, replace(load_profile("default"), bare_nickname=True))


def read(text: str, author: str = "Степан") -> Reading:
    return reading(READER.read_text(text, author=author))


def bare(html: str, author: str = "Степан") -> Reading:
    return reading(BARE.read_html(html, author=author))


# --- names -------------------------------------------------------------------------------


def test_a_word_spelled_in_both_alphabets_is_never_guessed() -> None:
    # "Барон" is a word of Барон Суббота and, in Latin letters, of Baron_Munch
    assert read("Голос: Барон, тут без вариантов.") == ([], [("Baron_Munch", "Барон Суббота")])
    assert bare("<p>Барон</p>") == ([], [("Baron_Munch", "Барон Суббота")])


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Голос: Барон Мунч", "Baron_Munch"),  # the whole name in the other alphabet
        ("Голос: Субботу", "Барон Суббота"),  # the word only one name has
        ("Голос: Baron Munch", "Baron_Munch"),
    ],
)
def test_the_other_words_still_resolve(text: str, target: str) -> None:
    assert read(text) == ([("vote", target, False)], [])


def test_a_typo_is_a_short_form_only_of_a_longer_name() -> None:
    # one letter from Margarita; Margo starts the same but is shorter than what was written
    assert read("Голос: Margarite") == ([("vote", "Margarita", False)], [])
    # one letter from Margo, and the start of the longer Margarita: a short form of either
    assert read("Голос: Marge") == ([], [("Margarita", "Margo")])


# --- the bare voting thread --------------------------------------------------------------


@pytest.mark.parametrize(
    ("html", "want"),
    [
        ("<p>Яна</p>", [("vote", "Яна", False)]),  # the nominative, not Ян's genitive
        ("<p>Ян</p>", [("vote", "Ян", False)]),
        ("<p>себя (так честнее)</p>", [("vote", "Степан", False)]),
        ("<p>Облепиха</p><p>Степан.</p>", [("vote", "Облепиха", False)]),  # his sign-off
        ("<p>Чешир, извиняюсь</p>", [("vote", "Чешир", False)]),
        ("<p>снимаю голос, Облепиха</p>", [("unvote", None, False), ("vote", "Облепиха", False)]),
        ("<p>Чешир, Облепиха</p>", []),  # two names in one line: a list
    ],
)
def test_bare_posts(html: str, want: Votes) -> None:
    assert bare(html)[0] == want


def test_bare_either_or_is_ambiguous_with_both() -> None:
    assert bare("<p>Чешир или Облепиха, сами решайте</p>") == ([], [("Облепиха", "Чешир")])


# --- phrases -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "html",
    [
        "<p>Думал весь вечер.</p><p><strong>Облепиха</strong></p>",
        '<p>Итого:<br /><span style="color: red">Мишка Косолапый</span></p>',
        '<p><span style="color: #ff0000">Чешир</span></p><p>Объяснять не буду.</p>',
    ],
)
def test_a_lone_bold_or_coloured_name_is_a_vote(html: str) -> None:
    found = READER.read_html(html, author="Степан")
    assert len(found.votes) == 1 and found.votes[0].kind == "vote"


@pytest.mark.parametrize(
    "html",
    [
        "<p>Мне не нравится <strong>Облепиха</strong> сегодня.</p>",  # emphasis in a sentence
        "<p><strong>Итоги ночи 3</strong></p>",  # a heading names nobody
        "<p><strong>Чешир</strong></p><p><strong>Облепиха</strong></p>",  # a list of two
    ],
)
def test_emphasis_that_is_no_vote(html: str) -> None:
    assert READER.read_html(html, author="Степан").votes == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Облепихе мой голос.", [("vote", "Облепиха", False)]),
        ("И вообще, Мишке — голос.", [("vote", "Мишка Косолапый", False)]),
        ("Чеширу голос — и без вопросов.", [("vote", "Чешир", False)]),
        ("Ну и Яне мой голос: слишком тихая.", [("vote", "Яна", False)]),
        ("Ставлю досрочный — Облепиха.", [("vote", "Облепиха", True)]),
        ("Ладно, ставлю досрочный голос на Облепиху.", [("vote", "Облепиха", True)]),
        (
            "Снимаю голос с Мишки и ставлю досрочно на Чешира.",
            [("unvote", None, False), ("vote", "Чешир", True)],
        ),
        ("Ну тогда досрочно: Чешир.", [("vote", "Чешир", True)]),
        ("Всё, решено окончательно: ДОСРОЧНО Чешир.", [("vote", "Чешир", True)]),
        ("Голосую... эх, ну, Чешир.", [("vote", "Чешир", False)]),
        ("Раз уж так можно, то голос: Чешир.", [("vote", "Чешир", False)]),
        (
            "Голос с Мишки снимаю. И ставлю на Облепиху, она юлит.",
            [("unvote", None, False), ("vote", "Облепиха", False)],
        ),
        ("Хорошо. Тогда против Чешира!", [("vote", "Чешир", False)]),
        (
            "У неё алиби — голос против Мишки в третий день. Так что голос: Чешир.",
            [("vote", "Чешир", False)],
        ),
    ],
)
def test_phrases(text: str, want: Votes) -> None:
    assert read(text) == (want, [])


@pytest.mark.parametrize(
    "text",
    [
        "Облепиха голос сорвала, пусть отдохнёт.",  # the name is the subject
        "Мне голос не нужен, я и так всё вижу.",
        "Если так можно, то голос: Чешир.",  # a condition, unlike "раз"
        "Голосую... нет, не буду пока.",
        "И ставлю на Облепиху, что она мафия.",  # a bet: no withdrawal before it
        "Тогда против Чешира все улики.",
        "Голосую против Мишки, раз он так просит. Шучу.",  # taken back in the next sentence
        "Облепиха, это мой голос на нём, а не твой.",  # where a vote stands
        "Голос остаётся на Облепихе.",  # the locative: where it stands (README of stranger4)
        "Голос: Облепиха... хотя нет.",  # taken back, and no vote after it
        "Голос против Чешира. Отбой, ещё почитаю.",
    ],
)
def test_not_a_vote(text: str) -> None:
    assert read(text) == ([], [])


def test_taken_back_then_voted_again_lists_both() -> None:
    assert read("Голос: Облепиха. Хотя нет, голос: Чешир.") == (
        [("vote", "Облепиха", False), ("vote", "Чешир", False)],
        [],
    )


def test_a_name_before_the_vote_word_keeps_the_whole_phrase_as_raw() -> None:
    found = READER.read_text("Кстати, Облепихе мой голос.", author="Степан")
    assert [v.raw for v in found.votes] == ["Облепихе мой голос"]
