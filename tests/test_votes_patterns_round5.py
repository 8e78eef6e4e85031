"""The vote reader's rules added on a fifth stranger's set (tests/corpus/stranger5), each with
wordings and names of its own.

Phrases: a bracket smiley ends a sentence, a vote in the third person by its author, a vote
moved back onto a player ("Голос опять на Флинте"), "но не досрочно", a question about a slip,
a vote put back without the vote word, a joke unsaid, a change onto the early vote without the
vote word, a slip put right ("хотела написать"), the vote word described before a colon,
«окончательно: X», a wish before "but for now" (mafiascum). Names: clipped words ("Кэп"), a
common noun before a name ("кота Рыжика"), a capitalised word after a name. False votes: a
list of players, a slip corrected by "нет, не то". Ambiguous: a dative two players share.
Format: a bold name alone when the same name stands earlier in the post.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader
from scraper.votes.profile import load_profile
from tests.vote_reading import Reading, Votes, reading, vote

ROSTER = Roster.parse(
    "Лунная Сова | Сова\nКапитан Флинт | Флинт\nДоктор Айболит | Айболит\nТимофей\nМаша\n"
    "Миша\nКум Щукарь | Щукарь\nРыжик\nГроза\nКлюква\nМила\nМиля\nBasil\n"
)
READER = VoteReader(ROSTER)
BARE = VoteReader(ROSTER, replace(load_profile("default"), bare_nickname=True))
MAFIASCUM = VoteReader(ROSTER, load_profile("mafiascum"))


def read(text: str, author: str = "Тимофей") -> Reading:
    return reading(READER.read_text(text, author=author))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # A smiley of doubled brackets ends the sentence before it.
        ("Если он мирный, то мне жаль(( Я снимаю голос.", [("unvote", None, False)]),
        ("Рыжика на виселицу, прости(( хотя ты милый", [vote("Рыжик")]),
        # A word of return makes the locative a vote moved back; without one it stands.
        ("Голос опять на Флинте, я передумала обратно.", [vote("Капитан Флинт")]),
        ("Ладно, голос обратно на Грозу, пусть будет как было.", [vote("Гроза")]),
        ("Голос остаётся на Флинте.", []),
        # "но не досрочно" denies the early mark, not the vote.
        ("решил. голос на рыжика но не досрочно, вдруг что", [vote("Рыжик")]),
        # A vote put back without the word "голос".
        ("Снимаю... Нет, кидаю назад — Клюква.", [vote("Клюква")]),
        ("Ставлю обратно: Щукарь.", [vote("Кум Щукарь")]),
        # A joke taken back at once keeps the vote; a joke alone drops it.
        ("Голос: Грозу. Шучу. Хотя нет, не шучу.", [vote("Гроза")]),
        ("Голос: Грозу. Шучу.", []),
        # The change onto the early vote, with or without "голос".
        ("Сдаюсь. Меняю на досрочный — Маша.", [vote("Маша", True)]),
        # A slip put right: both as written, the second after "имела в виду".
        (
            "Голос: Маша... ой, нет, не туда! Я хотела написать голос: Миша.",
            [vote("Маша"), vote("Миша")],
        ),
        # The vote word described, then a colon or a dash and the name.
        ("Мой голос иной — Рыжик.", [vote("Рыжик")]),
        ("Голос мой тихий: Клюква", [vote("Клюква")]),
        ("Голос второй: Гроза, третий — Клюква.", []),  # votes counted, not cast
        ("Голос вчерашний — Гроза, сегодня думаю.", []),
        # A clipped word of a name, declined.
        ("Голос против Кэпа, хватит.", [vote("Капитан Флинт")]),
        ("Голосую за Дока 🩺", [vote("Доктор Айболит")]),
        # A common noun for a living being before the name.
        ("Голос против кота Рыжика.", [vote("Рыжик")]),
        ("Голос за бабушку Клюкву, простите.", [vote("Клюква")]),
        # A capitalised word after a name is part of the name, never a predicate.
        ("Голос против кума Щукаря.", [vote("Кум Щукарь")]),
        # A list of players after the target names no one choice.
        ("Голос на Грозу, Клюкву, Рыжика так никто и не поставил.", []),
        ("Голос на Грозу, потому что она молчит.", [vote("Гроза")]),
    ],
)
def test_phrases_and_names(text: str, want: Votes) -> None:
    assert read(text)[0] == want


def test_a_vote_in_the_third_person_counts_only_by_its_author() -> None:
    text = "Я решила. Лунная Сова голосует против Тимофея."
    assert read(text, author="Лунная Сова") == ([vote("Тимофей")], [])
    assert read("Ладно, но Сова голосует против Миши.", author="Лунная Сова")[0] == [vote("Миша")]
    assert read(text, author="Маша") == ([], [])  # someone else's vote, told


def test_a_question_after_a_slip_is_about_the_slip() -> None:
    assert read("Голос: Бармалей — ой, а его нет в игре?") == ([], [()])
    assert read("Голос против Рыжика?") == ([], [])


def test_a_dative_two_players_share_is_ambiguous() -> None:
    assert read("Ох. Голос Миле. Вот.") == ([], [("Мила", "Миля")])
    assert read("Голос Милы.") == ([], [])  # her vote, talked about


def test_final_mark_then_the_name_is_a_final_vote() -> None:
    found = READER.read_text("Ладно, всё, окончательно: Клюква", author="Тимофей")
    assert [(v.target, v.final) for v in found.votes] == [("Клюква", True)]
    assert READER.read_text("окончательно: не знаю", author="Тимофей").votes == []
    assert READER.read_text("Решено окончательно: завтра", author="Тимофей").votes == []


def test_a_bare_piece_may_open_with_a_lead_word() -> None:
    found = BARE.read_html("<p>Тут только ник писать? Ну тогда Гроза</p>", author="Маша")
    assert [(v.kind, v.target) for v in found.votes] == [("vote", "Гроза")]
    found = BARE.read_html("<p>Ладно, Рыжик</p>", author="Маша")
    assert [(v.kind, v.target) for v in found.votes] == [("vote", "Рыжик")]


def test_a_bold_name_alone_keeps_its_bold_when_named_earlier() -> None:
    html = "<p>Рыжик опять молчит весь день.</p><p><strong>Рыжик</strong></p>"
    found = READER.read_html(html, author="Маша")
    assert [(v.target, v.format) for v in found.votes] == [("Рыжик", ("bold",))]
    coloured = '<p>Гроза молчит.</p><p><span style="color: red">Гроза</span></p>'
    found = READER.read_html(coloured, author="Маша")
    assert [(v.target, v.format) for v in found.votes] == [("Гроза", ("colour",))]


def test_mafiascum_a_wish_before_but_for_now_does_not_hold_the_vote() -> None:
    html = "I'd like a claim from him, but for now <b>VOTE: Basil</b>."
    assert [v.target for v in MAFIASCUM.read_html(html, author="Маша").votes] == ["Basil"]
    held = "I'd <b>vote: Basil</b> if he stays quiet."
    assert MAFIASCUM.read_html(held, author="Маша").votes == []
