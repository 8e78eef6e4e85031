"""Vote patterns of the twenty-sixth round (issue 16), each with sentences of our own.

Sets 50, 51 and 52 (ordinary days) were measured blind on 3804a92 and then kept as development
sets (tests/corpus/stranger50-52). What they showed, by pattern: "Тимоха" calls the player named
Тимофей; the call for an execution as a sentence of its own ("За казнь X."); a vote followed by
"и повторю это" (the author insists, no plan).
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, Reading, vote

POSTS = PostReaders("Тимофей | Тима\nКлякса\nБармалей\nЛада\n", "Лада")
read = POSTS.read


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голос: Тимоха", [vote("Тимофей")]),
        ("За казнь Кляксы.", [vote("Клякса")]),
        ("Ну всё. ЗА КАЗНЬ БАРМАЛЕЯ", [vote("Бармалей")]),
        ("Голосую против Кляксы и повторю это ещё раз вечером.", [vote("Клякса")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Он за казнь Кляксы, а я пока нет.",  # another's view, told
        "Голос за Кляксу и остаётся, повторять не буду.",  # where it stands
    ],
)
def test_no_vote(text: str) -> None:
    assert read(text) == ([], [])


def test_the_vote_thread_reads_the_pet_form() -> None:
    got: Reading = POSTS.read_bare("Тимоха, без изменений")
    assert got[0] == [vote("Тимофей")]
