"""The vote reader's rules added on a sixth stranger's set (tests/corpus/stranger6), each with
wordings and names of its own.

Phrases: a vowel slipped in the vote word or a letter in "против" ("гылос протв"), Latin
look-alikes inside the vote word, "кстати" before a dative vote, "голосую... пусть будет X",
"давайте я …: голос", "ставлю досрочно на X" without the vote word, the formula restated with
"остаётся", a withdrawal without the vote word ("снимаю с тебя."). Early: an adverb or a wish
before the mark ("теперь досрочно", "и пусть будет досрочный"), the negation after the verb
("досрочно ставить не буду"), an early vote talked about in the next sentence. Names: a short
form declined ("Морта", "Кисти"; "Кисы" fits two), no prepositional after a bare vote word
("Голос: Вороне"), a name's camelCase initials ("NAS"), the start of each word ("Cap
Obvious"). False votes: a joke taken back after sentences that only restate the target; a
broken-off name put right by "блин, за X".
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import Reading, Votes, reading, vote

ROSTER = Roster.parse(
    "Старый Лис | Лис\nСорока\nСорок\nMortimer | Мортимер\nВетка\nВетерок\nКолючка\n"
    "Бублик\nГроза\nNotAScumbag\nSirLagsALot\nCaptain_Obvious\nCaptain Planet\n"
)
READER = VoteReader(ROSTER)
MAFIASCUM = VoteReader(ROSTER, load_profile("mafiascum"))


def read(text: str, author: str = "Бублик") -> Reading:
    return reading(READER.read_text(text, author=author))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # A vowel slipped in the vote word, a letter in the preposition after it.
        ("галос протв Колючки, пишу из маршрутки", [vote("Колючка")]),
        ("меняю голас на Грозу", [vote("Гроза")]),
        # A Latin "o" inside the vote word.
        ("ладно, вернусь к ней: гoлoс против Грозы", [vote("Гроза")]),
        ("ну и кстати голос Бублику, сам напросился", [vote("Бублик")]),
        ("голосую... пусть будет Гроза", [vote("Гроза")]),
        ("Давайте я закончу этот спор: Голос — Колючка.", [vote("Колючка")]),
        ("ставлю досрочно на Колючку.", [vote("Колючка", True)]),
        # The formula restated with "остаётся" is a vote, as "Голос: X, без изменений" is.
        ("голос против Колючки остаётся, без вариантов", [vote("Колючка")]),
        ("ну ок, я тоже снимаю с тебя. посижу без голоса", [("unvote", None, False)]),
        # Early: an adverb or a wish before the mark, the negation after the verb.
        ("голос: Гроза, теперь досрочно.", [vote("Гроза", True)]),
        ("Мой голос на Грозе, и пусть будет досрочный.", [vote("Гроза", True)]),
        ("Голос против Колючки, досрочно ставить не буду.", [vote("Колючка")]),
        ("Голос против Колючки. Досрочный голос в первый день — это смело.", [vote("Колючка")]),
        ("Ладно, голос меняю: вешаем Грозу. Досрочно.", [vote("Гроза", True)]),
        # Names: a short form declined, no prepositional after a bare vote word.
        ("вешаем Морта, как все", [vote("Mortimer")]),
        ("Мой голос сегодня против Колюч, она юлит.", [vote("Колючка")]),
        ("Голос: Сороке.", [vote("Сорока")]),
        # A joke taken back after sentences that only say again whom it names.
        ("Голос — Бублику. То есть себе. Шучу! Голос против Грозы.", [vote("Гроза")]),
        # A broken-off name put right.
        ("голосую за Вет... блин, за Ветку", [vote("Ветка")]),
    ],
)
def test_phrases_and_names(text: str, want: Votes) -> None:
    assert read(text)[0] == want


def test_a_declined_short_form_two_players_start_is_ambiguous() -> None:
    assert read("Голос против Ветки-Ветерка")[0] != [vote("Ветерок")]
    assert read("Голос против Вета.") == ([], [("Ветерок", "Ветка")])


def test_the_prepositional_two_players_share_is_no_vote() -> None:
    """ "Голос на Сороке": where a vote stands, whichever bird (the locative, stranger4)."""
    assert read("Голос на Сороке.") == ([], [])


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("<b>VOTE: NAS</b>", "NotAScumbag"),
        ("<b>VOTE: SLAL</b>", "SirLagsALot"),
        ("<b>VOTE: Cap Obvious</b>", "Captain_Obvious"),
    ],
)
def test_mafiascum_initials_and_word_starts(text: str, target: str) -> None:
    found = MAFIASCUM.read_html(text, author="Бублик")
    assert [(v.kind, v.target) for v in found.votes] == [("vote", target)]


def test_mafiascum_captain_alone_stays_ambiguous() -> None:
    found = MAFIASCUM.read_html("<b>VOTE: Cap</b>", author="Бублик")
    assert not found.votes
    assert [a.candidates for a in found.ambiguous] == [("Captain Planet", "Captain_Obvious")]
