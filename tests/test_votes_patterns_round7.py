"""The vote reader's rules added on a seventh stranger's set (tests/corpus/stranger7), each with
wordings and names of its own.

Restatements: a verb of staying before "на" says where a vote stands whatever the name's form
("остаётся на Rick", "оставляю на Лисе", "голос оставляю на Щук"). False votes: a vote refused
further on ("голос Грозе в ответ не дам"), how a vote should be written ("голос против Грозы
надо писать"), a vote given as the reason for something else ("потому что я голосую за X").
Phrases: "Голос меняю: X", "Голос переношу: X", "Лис голосует: X" (the author by his alias), a
sentence of a name and the early mark ("Rick досрочно", "досрочно, гроза"), "если уж …,
голосую", a relative clause before the vote ("за того, кто …: Голос: X"), "голос, без всякой
досрочности: X". Early: "но досрочно" after the target, a name with a period in it ("Mr.
Pickles"), a thing's genitive where the accusative stands ("голос в дока": someone called
Док, not a dock). Candidates: an adjective and a thing ("дурной тон"), "против человека, который…".
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import Reading, Votes, reading, vote

ROSTER = Roster.parse(
    "Старый Лис | Лис\nГроза\nRick | Рик\nЩукарь\nMr. Pickles | Мистер Пиклз\nКолючка\n"
    "Бублик\nСорока\nЛиса Алиса | Шурочка\nДоктор Ливси | Ливси\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, replace(load_profile("default"), bare_nickname=True))


def read(text: str, author: str = "Бублик") -> Reading:
    return reading(READER.read_text(text, author=author))


@pytest.mark.parametrize(
    "text",
    [
        "Ну а голос мой остаётся на Rick, я не передумал.",
        "Голос остаётся на щукаре, что бы вы ни писали.",
        "Голос оставляю на Пикл.",
    ],
)
def test_a_vote_staying_is_no_new_vote(text: str) -> None:
    assert read(text) == ([], [])


def test_a_vote_left_on_someone_in_the_accusative_is_a_vote() -> None:
    assert read("голос оставляю на Грозу")[0] == [vote("Гроза")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # A vote refused further on, then a real one.
        ("гроза, голос Грозе в ответ не дам, мелко. Голос: Колючка", [vote("Колючка")]),
        ("колючка, голос на тебя в отместку не поставлю", []),
        # How a vote should be written, told.
        ("не «лисичка», а голос против Лисы Алисы надо писать", []),
        # A vote given as a reason for something else: the one already standing.
        ("Гроза голосует за меня, потому что я голосую за Грозу. Смешно.", []),
    ],
)
def test_votes_talked_about(text: str, want: Votes) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("[OOC: Голос меняю: Колючка.]", [vote("Колючка")]),
        ("Перечитала. Голос переношу — Сорока. Без обид", [vote("Сорока")]),
        ("ну и я. Rick досрочно", [vote("Rick", True)]),
        ("раз уж все так… досрочно, гроза", [vote("Гроза", True)]),
        ("Если уж мы все тут мстим — голосую за Сороку.", [vote("Сорока")]),
        (
            "Голосовать буду не за того, кто громче, а за того, кто тише: Голос: Гроза.",
            [vote("Гроза")],
        ),
        ("Так что голос, без всякой досрочности: Колючка.", [vote("Колючка")]),
        # Early: "но досрочно" after the target, a name with a period in it.
        ("Голосую за Сороку опять, но досрочно — хватит.", [vote("Сорока", True)]),
        ("Что ж. Голос: Mr. Pickles, досрочно.", [vote("Mr. Pickles", True)]),
        # A thing's genitive where the accusative stands: a being called so ("дока": Доктор).
        ("ну раз так, голос в дока тогда", [vote("Доктор Ливси")]),
        ("ладно, голос за потом", []),
    ],
)
def test_phrases_and_early_marks(text: str, want: Votes) -> None:
    assert read(text)[0] == want


def test_an_alias_voting_in_the_third_person_is_the_author() -> None:
    assert read("Шурочка голосует: Гроза", author="Лиса Алиса")[0] == [vote("Гроза")]
    assert read("Шурочка голосует: Гроза", author="Бублик")[0] == []


@pytest.mark.parametrize(
    "text",
    [
        "Рик досрочно?",
        "Если что, Рик досрочно.",
        "Голос: Гроза. Гроза, досрочно.",  # one vote, its mark said again
    ],
)
def test_a_name_and_the_early_mark_only_as_the_posts_one_vote(text: str) -> None:
    votes = read(text)[0]
    assert votes in ([], [vote("Гроза")], [vote("Гроза", True)])
    assert len(votes) <= 1


def test_a_dotted_name_in_a_bare_thread_is_one_early_vote() -> None:
    found = BARE.read_text("ладно. Mr. Pickles, досрочно", author="Бублик")
    assert [(v.kind, v.target, v.early) for v in found.votes] == [vote("Mr. Pickles", True)]
    assert found.votes[0].raw == "Mr. Pickles, досрочно"


@pytest.mark.parametrize(
    "text",
    [
        "Колючка, вы правы: ответный голос — дурной тон.",
        "Это голос против человека, который молчал весь день.",
    ],
)
def test_no_one_named_is_no_ambiguous_vote(text: str) -> None:
    assert read(text) == ([], [])
