"""Vote and moderation patterns of sets 311 to 316 (issue 16): days written blind
(tests/corpus/stranger311-316), measured once on main at 2c592aa.

Each rule names the general pattern a set showed; the sentences are our own:
- another's moves told in their order ("сначала на X, потом голос на Y") are his, not a vote;
- a vote set right at once into "too soon" ("Мой голос X... ой нет, рано") is taken back;
- "оба голоса" (the Stone's doubled vote) moves as one vote;
- a name of two Russian words run together declines as both words ("СонногоКота");
- "кошёлка" (an old bag) and "не отсвечивай" (keep out of sight) said to a player: insults.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate
from tests.vote_reading import PostReaders, vote

read = PostReaders("Грач\nБелый\nСыч\nМотя\nДед Пихто | Дед\n", "Сыч").read


def test_anothers_moves_told_in_their_order() -> None:
    told = "Дед сегодня странный: сначала на Грача, потом голос на Белого. Голос на Деда."
    assert read(told)[0] == [vote("Дед Пихто")]
    assert read("Сначала прочитал всё. Голос на Белого.")[0] == [vote("Белый")]  # no moves told


def test_a_vote_set_right_into_too_soon_is_taken_back() -> None:
    assert read("Мой голос Грачу... ой нет, рано. Подумаю до вечера") == ([], [])
    assert read("Голос: Грач... блин, Белый")[0] == [vote("Белый")]
    assert read("Голос: Грач, потом объясню")[0] == [vote("Грач")]


def test_both_votes_of_the_stone_move_as_one() -> None:
    assert read("Меняю! Переношу оба голоса на Белого.")[0] == [vote("Белый")]


def test_two_russian_words_run_together_decline_together() -> None:
    run_together = PostReaders("СонныйКот\nТихийОмут\nКот\nЛис\n", "Лис").read
    assert run_together("голос за СонногоКота")[0] == [vote("СонныйКот")]
    assert run_together("Голосую против ТихогоОмута")[0] == [vote("ТихийОмут")]
    assert run_together("Казнить Кота")[0] == [vote("Кот")]


@pytest.mark.parametrize(
    "text", ["Мотя, старая ты кошёлка", "Мотя, сиди и не отсвечивай, пожалуйста"]
)
def test_an_old_bag_and_out_of_sight_said_to_a_player_are_insults(text: str) -> None:
    assert {f.kind for f in moderate(text, nicknames=("Мотя",))} == {"insult"}


@pytest.mark.parametrize("text", ["Купила новую кошёлку для рынка", "Лампа не отсвечивает"])
def test_a_shopping_bag_and_a_lamp_stay_clean(text: str) -> None:
    assert moderate(text, nicknames=("Мотя",)) == []
