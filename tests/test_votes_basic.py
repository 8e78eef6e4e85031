"""Nickname resolution and the default Russian vote grammar."""

from __future__ import annotations

import pytest

from scraper.errors import RosterError
from scraper.nicknames import Roster
from scraper.votes.extract import VoteReader

ROSTER = Roster.parse(
    "Лунный Кот | Кот | Котик\nShadow_99 | Шэдоу\nРыжая Ведьма | Ведьма\nЁжик\nАлиса\n"
    "Алиска2\nМастер Ключ | Ключ\nНезнайка\n"
)
READER = VoteReader(ROSTER)


@pytest.mark.parametrize(
    ("written", "player"),
    [
        ("котика", "Лунный Кот"),  # declined alias
        ("Лунного Кота", "Лунный Кот"),  # declined two-word name
        ("рыжую ведьму", "Рыжая Ведьма"),
        ("ежику", "Ёжик"),  # ё written as е
        ("Shаdow_99", "Shadow_99"),  # Cyrillic а inside a Latin name
        ("shadow", "Shadow_99"),  # without the trailing digits
        ("Shadow'а", "Shadow_99"),  # Russian ending after an apostrophe
        ("Котик\u200b", "Лунный Кот"),  # zero-width space
        ("Незнаика", "Незнайка"),  # й written as и
        ("Рыжая Ведма", "Рыжая Ведьма"),  # a typo, confidently close
    ],
)
def test_resolves(written: str, player: str) -> None:
    assert ROSTER.resolve(written).target == player


def test_two_close_players_are_ambiguous_not_guessed() -> None:
    result = ROSTER.resolve("Алиска")  # Алиска2 without its digits: exact
    assert result.target == "Алиска2"
    twins = Roster.parse("Маша\nМиша\nПетя\n")
    guess = twins.resolve("Мша")  # one letter from each of two players
    assert guess.target is None and set(guess.candidates) == {"Маша", "Миша"}
    vote = VoteReader(twins).read_text("Голос: Мша")
    assert vote.votes == [] and set(vote.ambiguous[0].candidates) == {"Маша", "Миша"}


def test_roster_refuses_duplicates_even_with_look_alikes() -> None:
    with pytest.raises(RosterError, match="указан дважды"):
        Roster.parse("Алиса\nAлиса\n")  # second one starts with a Latin A


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Голос: Котик", [("vote", "Лунный Кот", False)]),
        ("голосую против Рыжей Ведьмы, она молчит", [("vote", "Рыжая Ведьма", False)]),
        ("Меняю голос на Алису досрочно", [("vote", "Алиса", True)]),
        ("Снимаю голос.", [("unvote", None, False)]),
        ("Голос Алиса", [("vote", "Алиса", False)]),
        ("голос за казнь Алисы", [("vote", "Алиса", False)]),
        ("Я не уверен, но голос: Ключ", [("vote", "Мастер Ключ", False)]),
        (
            "Голос: Алиса.\nМеняю голос на Кота",
            [("vote", "Алиса", False), ("vote", "Лунный Кот", False)],
        ),
        ("Голос: Shadow досрочно", [("vote", "Shadow_99", True)]),
    ],
)
def test_reads_votes(text: str, expected: list[tuple[str, str | None, bool]]) -> None:
    found = READER.read_text(text)
    assert [(v.kind, v.target, v.early) for v in found.votes] == expected
    assert found.ambiguous == []


@pytest.mark.parametrize(
    "text",
    [
        "Завтра буду голосовать против Кота",
        "Если бы я мог, голос: Ёжик",
        "Его голос против Алисы",
        "я не голосую за Кота",
        "Голос разума подсказывает подождать",
        "Голосовать против Алисы?",
    ],
)
def test_ignores_what_is_not_a_vote(text: str) -> None:
    found = READER.read_text(text)
    assert found.votes == [] and found.ambiguous == []


def test_unknown_target_of_a_clear_vote_is_ambiguous() -> None:
    found = READER.read_text("Голос: Петька")
    assert found.votes == [] and found.ambiguous[0].raw == "Голос: Петька"


def test_quotes_and_spoilers_never_count() -> None:
    html = (
        '<div class="quote-box"><cite>Кот написал(а):</cite><blockquote><p>Голос: Алиса</p>'
        '</blockquote></div><div class="quote-box spoiler-box"><div>Спойлер</div><blockquote>'
        "<p>Голос: Ёжик</p></blockquote></div><p>Голос: Ключ</p>"
    )
    found = READER.read_html(html)
    assert [(v.kind, v.target) for v in found.votes] == [("vote", "Мастер Ключ")]
