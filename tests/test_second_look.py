"""The second look: which players' posts the GM is sent back to, and why.

The readings here are built by hand (``Extraction``), not by the vote reader: what is tested is
the second look's own judgement, whatever the reader learns later. Sentences are our own.
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import Extraction, VoteAction, VoteReader
from scraper.votes.second_look import DOUBT_KINDS, second_look

ROSTER = Roster(["Винтик", "Шпунтик", "Рыжая Ведьма", "Борис"], {"Борис": ["Боря"]})
NAMES = VoteReader(ROSTER).names_someone


def read(text: str, *votes: tuple[str, str | None, bool, str]) -> Extraction:
    found = Extraction(text=text)
    for kind, target, early, raw in votes:
        found.add(VoteAction(kind, target, early, raw))
    return found


def reasons(found: Extraction, vote_thread: bool = False) -> list[str]:
    return [d.reason for d in second_look(found, NAMES, vote_thread)]


@pytest.mark.parametrize(
    "text",
    [
        "Ну и казню Винтика, раз никто не хочет.",  # a form of the verb the reader may not know
        "Всё. Голосище моё отдаю. Голос — Шпунтику, и точка.",
        "Повесить Рыжую Ведьму, пока не поздно!",
        "гс Винтик",
        "галасую против Шпунтика",  # both vowels slipped
        "nu ladno, Шпунтика na viselicu",  # typed in Latin letters and not read back
        "Ujkjc^ Dbynbr",  # "Голос: Винтик" typed with the keyboard layout switched
        # the author's own act beside others' told
        "Мой голос против Бориса, он вчера голосовал против меня.",
    ],
)
def test_a_vote_in_form_that_was_not_read_is_sent_back(text: str) -> None:
    assert reasons(read(text)) == ["vote_unread"]


@pytest.mark.parametrize(
    "text",
    [
        "Винтик, ты голосовал за Шпунтика?",  # a question
        "Голос на Винтике оставляю, не дождётесь.",  # where a vote stands
        "Если Боря промолчит до вечера, голос против него.",  # a condition
        "Я бы повесил Шпунтика, но рано.",  # a wish
        "Не голосую против Бориса, хватит приписывать.",  # a refusal
        "Завтра голос на Винтика, сегодня думаю.",  # put off
        "Голос сегодня тихий у всех, кроме меня.",  # a vote word, no player
        "Шпунтик написал длинный пост про ночь.",  # a player, no vote word
        # others' votes told or counted (set 58: long posts of grown-up players)
        "Боря ответил — и тут же ставит голос на Винтика.",
        "Винтик, ваш голос против меня — в порядке вещей.",
        "На Шпунтике уже два голоса — Бориса и ваш.",
        "Винтик и Боря сняли голоса со Шпунтика.",
    ],
)
def test_talk_about_votes_is_not_sent_back(text: str) -> None:
    assert reasons(read(text)) == []


def test_where_only_a_tag_casts_a_vote_talk_misses_none() -> None:
    talk = read("I will vote Винтик tomorrow. vote Шпунтик")
    assert reasons(talk) == ["vote_unread"]  # plain words cast votes here
    assert [d.reason for d in second_look(talk, NAMES, by_words=False)] == []
    tagged = read("vote Борис. Just kidding?", ("vote", "Борис", False, "vote Борис"))
    assert [d.reason for d in second_look(tagged, NAMES, by_words=False)] == ["vote_hedged"]


def test_a_vote_thread_sends_back_a_named_player_with_nothing_read() -> None:
    assert reasons(read("Винтик — стою на нём"), vote_thread=True) == ["vote_unread"]
    assert reasons(read("а кто сейчас лидирует"), vote_thread=True) == []
    assert reasons(read("Винтик — стою на нём")) == []  # in the game thread: talk


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        ("Голос: Винтик. Шучу, не пугайся.", "Голос: Винтик"),  # taken back in the next one
        ("Голос: Винтик? Не знаю.", "Голос: Винтик"),  # asked
        ("Голос против Шпунтика, то есть Винтика.", "Голос против Шпунтика"),  # corrected
        ("Давайте казнить Бориса, ну правда.", "казнить Бориса"),  # to the crowd
        ("Голос: Борис, если он не ответит.", "Голос: Борис"),  # a condition
        ("Повесить Бориса! …в смысле, шутка.", "Повесить Бориса"),  # "…" is no sentence
        ("Голос против Бориса, кстати, мне нравится.", "Голос против Бориса"),  # liked
    ],
)
def test_a_vote_read_beside_a_hedge_is_sent_back(text: str, raw: str) -> None:
    found = read(text, ("vote", "Борис", False, raw))
    doubts = second_look(found, NAMES)
    assert [d.reason for d in doubts] == ["vote_hedged"]
    assert raw in doubts[0].evidence


@pytest.mark.parametrize(
    "text",
    [
        "Голос: Борис, если что.",  # an idiom, not a condition
        "Голос: Борис. Он весь день молчит. Так и запишите.",  # the hedge is two sentences on
        "Борис ночью не отвечал. Голос: Борис.",  # the sentence before does not count
    ],
)
def test_a_plain_vote_is_not_sent_back(text: str) -> None:
    assert reasons(read(text, ("vote", "Борис", False, "Голос: Борис"))) == []


def test_an_early_mark_the_reading_disagrees_with_is_sent_back() -> None:
    said = read("Голос: Борис. С досрочкой, конечно.", ("vote", "Борис", False, "Голос: Борис"))
    assert reasons(said) == ["early_unclear"]
    denied = read("Голос: Борис. Досрочно: нет.", ("vote", "Борис", True, "Голос: Борис"))
    assert reasons(denied) == ["early_denied"]
    for refused in ("Голос: Борис, не досрочно.", "Голос: Борис. Досрочку не ставлю."):
        assert reasons(read(refused, ("vote", "Борис", False, "Голос: Борис"))) == []
    agreed = read("Голос: Борис, досрочно.", ("vote", "Борис", True, "Голос: Борис"))
    assert reasons(agreed) == []


def test_evidence_is_one_sentence_cut_to_a_line() -> None:
    long = "Голос: Винтик " + "очень " * 60 + "надолго."
    [doubt] = second_look(read(long), NAMES)
    assert doubt.evidence.endswith("…") and len(doubt.evidence) == 200
    assert doubt.reason in DOUBT_KINDS
