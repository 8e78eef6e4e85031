"""Vote patterns of sets 159 to 166 (issue 16): eight ordinary days written blind
(tests/corpus/stranger159-166), measured once on d6d7820 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a vote judged right after its target, no dash between ("голос на диму норм тема");
- a softening word between a call's verb and the vote word ("Соня, поставь лучше голос на X")
  leaves the call another's;
- the consequence's "то" opens the short vote word ("раз ты так, то гс X"), and a picture
  after the target is no word of it;
- the way a vote was sent ("Полуночник кинул в ЛС голос на X") leaves it his, told;
- "как просили:" meets a request, no condition;
- a call after a colon opens its clause, so a name two players fit stays unclear there;
- "Голос против X… нет, не буду метаться" and "голос против X — нет, стоп" take it back;
- a second word of a name settles a first two players share ("Макса Пауэра": Max_Power);
- the vote thread: a word in quotes is named, not said ("хватается за «повесить»"), and
  "кто-то из нас" tells of the table.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Dima_Gamer | Дима | Димон\nSonya | Соня\nСаня_Бро | Саня\nМайор Армстронг | Армстронг\n"
    "Майор Хьюз | Хьюз\nMax_Power\nМаксимилиан\nAlphonse | Ал\nИриска\n"
)
POSTS = PostReaders(ROSTER, "Саня_Бро")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "ну чё, голос на диму норм тема, я его тоже подозревал<br />гс димон",
            [vote("Dima_Gamer")],
        ),
        (
            "Поэтому подтверждаю здесь, как просили: Голос: Майор Хьюз. Досрочно.",
            [vote("Майор Хьюз", True)],
        ),
        ("спасибо ГМ! тогда голос на Макса Пауэра.", [vote("Max_Power")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Соня, поставь лучше голос на Диму 😉 не пожалеешь",
        "Дима кинул в ЛС голос на Хьюза и пропал.",
        "Голос против Хьюза… нет, не буду метаться. Остаюсь где стою.",
        "Так что голос против Димы — нет, стоп. Не против Димы. Подумаю.",
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("ну раз ты так, то гс Сня 😤", [("Sonya", "Саня_Бро")]),
        (
            "Тогда тут напишу, для истории: казнить майора! Которого — сами решайте",
            [("Майор Армстронг", "Майор Хьюз")],
        ),
    ],
)
def test_unclear(text: str, candidates: list[tuple[str, ...]]) -> None:
    assert read(text) == ([], candidates)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ал — слишком бодро хватается за «повесить»", [vote("Alphonse")]),
        ("Ириска — связка подозрительная, кто-то из нас гомункул", [vote("Ириска")]),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want
