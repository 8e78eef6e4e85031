"""Vote and moderation patterns of sets 305 to 310 (issue 16): days written blind
(tests/corpus/stranger305-310), measured once on main (306 at 220444d, the rest at 0d9f8cc).
Votes pointed at another's vote and votes over two posts are in tests/test_votes_continued.py.

Each rule names the general pattern a set showed; the sentences are our own:
- a Cyrillic word whose sound is one player's English word and the start of another's name
  ("Найт": Knight, and Night of Nightingale) is unclear between them;
- a Latin title that is the whole nickname said in Russian ("Доктор" for Doc);
- the locative ending on a name read one letter off ("голос на Гоусте") says where a vote
  stands;
- a vote shown "на живом примере:" is an example;
- "Хватит уже, X на виселицу": "enough" opening the call tells nothing of it;
- an execution call with a dead player's accusative that is a living player's name ("Казнить
  Лиса", Лис dead, Лиса alive) is unclear;
- "…, досрочный, и я не жалею" after a locative says the early vote stands;
- two letters broken off after the vote form are shown with whose names they start;
- sent off ("пошёл отсюда"), told not to yap ("не вякай"), told there are no brains ("мозгов
  совсем нет"): insults.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate
from scraper.nicknames import Roster
from tests.vote_reading import PostReaders, vote

LIVING = [
    "DarkKnight | Тёмный Рыцарь",
    "Nightingale | Соловей",
    "Doc | Док",
    "Ghost_7 | Гост",
    "Лиса Алиса | Лиса",
    "Kotofey | Кот",
    *("Ирис", "Ирбис", "Бармалей", "Мила"),
]
read = PostReaders("\n".join(LIVING), "Мила", departed="Лис\n").read


def test_a_sound_that_fits_one_word_and_anothers_start_is_unclear() -> None:
    assert read("Голос: Найт.") == ([], [("DarkKnight", "Nightingale")])
    assert read("Голос: Соловей")[0] == [vote("Nightingale")]
    alone = Roster(["DarkKnight", "Мила"])
    assert alone.resolve("Найт").target == "DarkKnight"  # nobody else starts so


def test_a_nickname_that_is_a_title_said_in_russian() -> None:
    assert read("Ну раз так, голос: Доктор.")[0] == [vote("Doc")]
    assert read("голос против Доктора")[0] == [vote("Doc")]


def test_a_locative_on_a_name_read_one_letter_off_says_where_a_vote_stands() -> None:
    assert read("Капитан на мостике, голос на Гоусте. Курс прежний.") == ([], [])
    assert read("голос на Гоуста")[0] == [vote("Ghost_7")]


def test_a_vote_shown_on_a_living_example_is_an_example() -> None:
    assert read("Покажу на живом примере: Голос: Ирис — это не мой голос.") == ([], [])
    assert read("Как в примере выше, я свой голос отдаю: Голос: Ирис")[0] == [vote("Ирис")]


def test_enough_opening_a_call_tells_nothing_of_it() -> None:
    assert read("Хватит уже, Бармалея на виселицу, и пойдём в ночь.")[0] == [vote("Бармалей")]
    assert read("Ирис пишет, Бармалея на виселицу.") == ([], [])  # reported


def test_a_dead_players_accusative_that_is_a_living_name_is_unclear() -> None:
    assert read("Всё, надоело. Казнить Лиса, она флюгер.") == ([], [("Лиса Алиса",)])
    assert read("Казнить Лису")[0] == [vote("Лиса Алиса")]


def test_an_early_vote_said_to_stand_without_regret() -> None:
    assert read("Кот — гомункул. Мой голос на Коте, досрочный, и я не жалею.") == ([], [])
    assert read("Голос на Коте, и пусть будет досрочный")[0] == [vote("Kotofey", early=True)]


def test_two_letters_broken_off_are_shown_with_whose_names_they_start() -> None:
    assert read("Кто-то из вас мне не нравится. Голос: Ир...")[1] == [("Ирбис", "Ирис")]


@pytest.mark.parametrize(
    "text",
    [
        "Пошёл отсюда, Ирис, и не возвращайся",
        "Сиди и не вякай, Мила.",
        "Ирис, у тебя мозгов совсем нет?",
    ],
)
def test_sent_off_hushed_or_told_brainless_is_an_insult(text: str) -> None:
    assert {f.kind for f in moderate(text, nicknames=("Ирис", "Мила"))} == {"insult"}


@pytest.mark.parametrize(
    "text", ["Пошёл отсюда на работу, вечером буду", "Собаки во дворе вякают всю ночь"]
)
def test_going_off_oneself_or_dogs_yapping_stay_clean(text: str) -> None:
    assert moderate(text, nicknames=("Ирис", "Мила")) == []
