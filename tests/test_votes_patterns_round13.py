"""The vote reader's rules added in the thirteenth round (issue 16), each with wordings and
names of its own: a pondering ended by a consequence or a colon, a vote kept after a clipped
name ("Голос на Профе оставляю"), arrows as the separator, "го вешать X" / "давайте казнить X",
a reason with "за" before "голос: X", a small-letter title given to another player's name, the
bare thread's "это я" (its "(всё ещё)" became a vote in the eighteenth round), a hedge before
a bare name, and a short word that fits one name's word and the start of a word glued into
another's.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import VoteProfile
from tests.vote_reading import Reading, reading, vote

ROSTER = Roster.parse(
    "Граф Орлов | Орлов\nСэр Персиваль | Персиваль\nMr.Brown | Браун\nТётушка Роза | Роза\n"
    "Капитан Флинт | Флинт\nПрофессор Снейп | Снейп | Проф\nDoctorWho | Доктор Кто\nСиница\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, replace(VoteProfile(), bare_nickname=True))


def read(text: str) -> Reading:
    return reading(READER.read_html(f"<p>{text}</p>", author="Синица"))


def read_bare(text: str) -> Reading:
    return reading(BARE.read_html(f"<p>{text}</p>", author="Синица"))


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("я думаю Орлов темнит так что голос на Орлова", "Граф Орлов"),
        ("Думаю Флинт врёт, поэтому голосую против Флинта", "Капитан Флинт"),
        ("Я долго думаю над этим, значит голос: Флинт", "Капитан Флинт"),
        ("Я вот думаю о главном: казним Флинта", "Капитан Флинт"),
    ],
)
def test_a_consequence_or_a_colon_ends_the_pondering(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


@pytest.mark.parametrize(
    "text",
    [
        "я думаю голос на Орлова",
        "так что я думаю голос на Орлова",
        "если Флинт промолчит, значит голос на Флинта",
        "Думаю: а не голос ли на Флинта?",
    ],
)
def test_pondering_and_conditions_stay_no_vote(text: str) -> None:
    assert read(text) == ([], [])


@pytest.mark.parametrize(
    "text",
    [
        "Голос на Профе оставляю.",
        "голос на Профе, не меняю",
        "Голос на Профе оставлю, пока не убедите",
    ],
)
def test_a_vote_kept_after_a_clipped_name_is_no_action(text: str) -> None:
    assert read(text) == ([], [])


def test_a_declined_clipped_name_still_moves_the_vote() -> None:
    assert read("Голос на Профа оставляю")[0] == [vote("Профессор Снейп")]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("голос ➡️ Флинт", "Капитан Флинт"),
        ("Голос ➜ Орлов", "Граф Орлов"),
        ("голос ➔ Флинт", "Капитан Флинт"),
        ("голос => Флинт", "Капитан Флинт"),
        ("голос --> Флинт", "Капитан Флинт"),
        ("голос ⇒ Роза", "Тётушка Роза"),
    ],
)
def test_arrows_separate_the_vote_word_from_the_target(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


def test_an_arrow_without_the_vote_word_is_no_vote() -> None:
    assert read("Флинт ➡️ Орлов") == ([], [])


@pytest.mark.parametrize(
    "text",
    [
        "го пить чай",
        "го вешать бельё",
        "предлагаю казнить Флинта",
        "давайте завтра казнить Флинта",
        "давайте казнить Флинта?",
        "Вася пишет: го вешать Флинта",
        # a call to the table with "го"/"давай" is no vote (FORMATS.md rule 6, sets 20-22;
        # set 13 labelled "го вешать X" a vote before the rule was written)
        "го вешать Флинта",
        "Го казнить Орлова!",
        "давайте казнить Флинта",
        "давай вешать Орлова",
    ],
)
def test_execution_call_near_misses(text: str) -> None:
    assert read(text) == ([], [])


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("За враньё — голос: Флинт!", "Капитан Флинт"),
        ("За молчание голос: Орлов", "Граф Орлов"),
        ("За Флинта голос.", "Капитан Флинт"),
    ],
)
def test_a_reason_with_za_before_the_vote_word(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


def test_a_reason_alone_is_no_vote() -> None:
    assert read("За враньё голос.") == ([], [])


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Голос против сэра Брауна", "Mr.Brown"),
        ("голос на мисс Розу", "Тётушка Роза"),
        ("Голосую за доктора Флинта", "Капитан Флинт"),
        ("голос на Сэра Персиваля", "Сэр Персиваль"),
        ("голос против доктора Кто", "DoctorWho"),
    ],
)
def test_a_small_letter_title_before_another_players_name(text: str, target: str) -> None:
    assert read(text)[0] == [vote(target)]


def test_a_capitalised_title_of_one_player_before_anothers_name_is_ambiguous() -> None:
    assert read("Голос: Сэр Флинт") == ([], [("Капитан Флинт", "Сэр Персиваль")])


def test_a_title_before_no_player_stays_unread() -> None:
    votes, ambiguous = read("голос за сэра Чайника")
    assert votes == [] and ambiguous == [("Сэр Персиваль",)]


@pytest.mark.parametrize(
    "text",
    [
        # ("Браун (всё ещё)" is a vote since the eighteenth round: the bare name written again)
        "Mr.Brown — это я, отметился",
        "Роза — это я, если что",
        "Долго думала...",
    ],
)
def test_bare_thread_no_vote(text: str) -> None:
    assert read_bare(text) == ([], [])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Браун", [vote("Mr.Brown")]),
        ("Mr.Brown", [vote("Mr.Brown")]),
        ("Долго думал... всё-таки Тётушка Роза", [vote("Тётушка Роза")]),
        ("Сомневалась... пожалуй, Капитан Флинт", [vote("Капитан Флинт")]),
        ("Всё же Граф Орлов", [vote("Граф Орлов")]),
        ("Флинт. Роза", [vote("Капитан Флинт"), vote("Тётушка Роза")]),
    ],
)
def test_bare_thread_votes(text: str, want: list[object]) -> None:
    assert read_bare(text)[0] == want


def test_a_word_of_one_name_and_the_start_of_a_glued_word_of_another_is_ambiguous() -> None:
    roster = Roster.parse("GreyWolf\nOldGreybeard\nPike\n")
    grey = roster.resolve("Grey")
    assert grey.target is None and grey.candidates == ("GreyWolf", "OldGreybeard")
    assert roster.resolve("Wolf").target == "GreyWolf"
    assert roster.resolve("Greybeard").target == "OldGreybeard"
    assert roster.resolve("Old").target == "OldGreybeard"
