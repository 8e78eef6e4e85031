"""The vote reader's rules added on a tenth stranger's set (tests/corpus/stranger10), each with
wordings and names of its own.

A vote typed on the wrong keyboard layout ("ujkjc Ujdjhey" is "голос Говоруну"); the weak
"голос X" anywhere in a sentence when X is a roster form written exactly (any capitals, a
mixed-alphabet or hard-sign name); "golos X" / "vote X" typed in Latin letters; "меняю свой
голос: X"; a weak vote said to stand ("голосую X всё ещё", "без изменений") and a translit
locative ("golos na Gromile") are restatements; a whole forum name ("Grom_77") right after
the phrase wins over a longer span; in a bare thread emoji are no words, "ой"/a lone apology
before a name is a slip put right, "отмена голоса" is an unvote.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.layout import fix_layout
from scraper.votes.profile import load_profile
from tests.vote_reading import Reading, Votes, reading, vote

ROSTER = Roster.parse(
    "Говорун | Govorun\nGrom_77 | Громила | Гром\nСиницаЪ | Синица\nMoloko\nЛюбопытный_Кот\n"
    "Ваняtka | Ванятка\nШишка\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, replace(load_profile("default"), bare_nickname=True))


def read(text: str, author: str = "Шишка") -> Reading:
    return reading(READER.read_text(text, author=author))


def bare(text: str, author: str = "Шишка") -> Reading:
    return reading(BARE.read_text(text, author=author))


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("ujkjc Ujdjhey", "голос Говорун"),
        ("Ujkjc: Cbybwf", "Голос: Синица"),
        ("ujkjc yf Uhjvbke", "голос на Громилу"),
        ("мщеу Ьщдщлщ", "vote Moloko"),
    ],
)
def test_a_phrase_typed_on_the_wrong_layout_is_turned_back(typed: str, meant: str) -> None:
    assert fix_layout(typed) == meant


def test_only_a_vote_word_opens_a_turned_run() -> None:
    # ordinary Latin and Russian words stay as written
    assert fix_layout("ok, ghbdtn всем") == "ok, ghbdtn всем"
    assert fix_layout("пишу с телефона, sorry") == "пишу с телефона, sorry"
    # a Latin name typed right after the mistyped word stays Latin
    assert fix_layout("ujkjc Moloko") == "голос Moloko"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("ujkjc Ujdjhey", [vote("Говорун")]),
        ("ujkjc Cbybwf 🙃", [vote("СиницаЪ")]),
        ("мщеу Ьщдщлщ", [vote("Moloko")]),
    ],
)
def test_votes_on_the_wrong_layout(text: str, want: Votes) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("ну вы даёте 🙄 голос СиницаЪ", [vote("СиницаЪ")]),
        ("кароче голос ГОВОРУНУ и всё", [vote("Говорун")]),
        ("хотя... голос Грому. он весь день молчит", [vote("Grom_77")]),
        ("Шишка решила: голос Ваняtka", [vote("Ваняtka")]),
        ("устала спорить голос синица пусть", [vote("СиницаЪ")]),
    ],
)
def test_a_weak_vote_word_mid_sentence_before_an_exact_roster_form(text: str, want: Votes) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "ну вы даёте 🙄 голос Синицы решил всё",  # her vote (genitive), not one for her
        "устала спорить голос Говоруне какой-то",  # one letter off: only exact forms mid-sentence
        "кстати у него голос громкий",  # no player named
        "я бы дала голос Говоруну завтра",  # a hypothetical
    ],
)
def test_near_misses_mid_sentence(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("golos Moloko", [vote("Moloko")]),
        ("sorry, net russkoy klaviatury: golos Govorun", [vote("Говорун")]),
        ("vote Grom_77", [vote("Grom_77")]),
    ],
)
def test_latin_vote_words_in_a_russian_thread(text: str, want: Votes) -> None:
    assert read(text)[0] == want


def test_latin_near_misses() -> None:
    assert read("I will vote Grom_77 tomorrow")[0] == []
    assert read("esli on promolchit, golos Moloko")[0] == []  # a condition, in Latin letters
    # "если что" is an aside, not a condition (sets 39 and 40 label it so), in Latin letters too
    assert read("esli chto golos Moloko")[0] == [vote("Moloko")]
    # "na Gromile" is the locative typed in Latin letters: where the vote stands
    assert read("Ostavlyu golos na Gromile, poka")[0] == []
    assert read("golos na Gromilu")[0] == [vote("Grom_77")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ладно, меняю свой голос: Шишка.", [vote("Шишка")]),
        ("Переношу голос — Говорун", [vote("Говорун")]),
        ("раз все уже решили... меняю голос: Moloko", [vote("Moloko")]),
    ],
)
def test_a_change_then_the_name_alone(text: str, want: Votes) -> None:
    assert read(text, author="Moloko" if "Шишка" in text else "Шишка")[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Голос остаётся на Grom_77.",
        "Досрочно я не голосую, рано. Голос остаётся на Grom_77.",
        "голос против Говоруна стоит",
        "голос Синице остаётся на ней 😴",
    ],
)
def test_a_vote_said_to_stand_is_nothing_new(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("голосую Говоруна всё ещё, хоть он и оправдался", "Говорун"),
        ("голос Синице без изменений 😴", "СиницаЪ"),
        ("голосую Moloko по-прежнему", "Moloko"),
    ],
)
def test_the_vote_form_written_again_is_a_vote(text: str, target: str) -> None:
    """FORMATS.md rule 3: the vote form written again with a remark that it stands is a vote
    (sets 17-21 label it so; set 10 labelled it nothing before the rule was written)."""
    assert read(text)[0] == [vote(target)]


def test_a_standing_word_later_in_the_post_leaves_the_vote() -> None:
    assert read("голосую Говоруна, он всё ещё молчит")[0] == [vote("Говорун")]
    # the formula with a colon is a vote entry even when said to be unchanged
    assert read("Голос: Говорун, без изменений")[0] == [vote("Говорун")]


def test_a_whole_forum_name_wins_over_a_longer_span() -> None:
    assert read("голос на Grom_77 любопытный он какой-то")[0] == [vote("Grom_77")]
    # a name that is only a word ("Громилу") followed by another player's word stays unsure
    assert read("голос на Громилу любопытный кот")[1] != []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Синица досрочно 🤷", [vote("СиницаЪ", early=True)]),
        ("ой 🙈 Говорун", [vote("Говорун")]),
        ("упс, сорри — Moloko", [vote("Moloko")]),
        ("отмена голоса", [("unvote", None, False)]),
        ("отзыв голоса!", [("unvote", None, False)]),
    ],
)
def test_bare_thread_wordings(text: str, want: Votes) -> None:
    assert bare(text)[0] == want


def test_an_apology_after_a_vote_is_said_to_someone() -> None:
    assert bare("Moloko\nсорри Говорун 🙈")[0] == [vote("Moloko")]
