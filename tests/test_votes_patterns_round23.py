"""Vote patterns of the twenty-third round (issue 16), each with sentences of our own.

Sets 41, 42 and 43 were measured blind on e4e6488 and then kept as development sets
(tests/corpus/stranger41-43). What they showed, by pattern: a declined word that spells another
player's name in the other alphabet ("Элрика"); in the vote thread, a particle before what is
said to a player ("Армстронг, ну ты даёшь"), "?!" asking, a remark after the early mark, two
players named as the choice with a remark, a name closing a post that turned to that player,
"как было"; the pet forms that are words of their own ("Санёк", "Шурик"); "пр" for "против"; a
zero drawn for "о"; the execution verb with its target a sentence of its own; "— написал бы
я"; "в смысле, за то, чтобы…"; a vote in another game said after it; an adjective with its
noun is no nickname ("за тихий час").
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, Reading, vote

ROSTER = (
    "Edward Elric | Эд\nЭл Элрик\nАлександр\nТихий\nЛида\nLina 88 | Лина\nГром\nМайор Хьюз\nВьюга\n"
)
POSTS = PostReaders(ROSTER, "Вьюга")
BARE = POSTS.bare
read = POSTS.read
read_bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голосую против Санька, он весь день молчит.", [vote("Александр")]),
        ("Шурика на виселицу!", [vote("Александр")]),
        ("Санёк, голос на тебя. Ничего личного.", [vote("Александр")]),
        ("голос пр Тихого", [vote("Тихий")]),
        ("Гол0с: Гром", [vote("Гром")]),
        ("Голосую пр0тив Грома", [vote("Гром")]),
        ("Повесить. Грома. Немедленно.", [vote("Гром")]),
        ("голос за тихого", [vote("Тихий")]),  # the name alone, written small
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Голосую против Грома — сказал бы я, будь хоть один довод.",
        "Голосую ЗА Лиду! В смысле, за то, чтобы она осталась.",
        "Голосую против Грома в соседней игре, а тут думаю.",
        "Голосую за тихий вечер без ссор.",  # an adjective with its noun
        "Казнить. Нельзя помиловать.",
    ],
)
def test_no_vote(text: str) -> None:
    assert read(text) == ([], [])


def test_a_declined_word_that_spells_another_name_in_latin() -> None:
    assert read("Голосую против Элрика") == ([], [("Edward Elric", "Эл Элрик")])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Лина. Досрочно. Больше сказать нечего.", ([vote("Lina 88", early=True)], [])),
        ("ой, не та вкладка. Лида досрочно, как было", ([vote("Лида", early=True)], [])),
        ("Лида, ты это всерьёз?! Ладно. Лида!", ([vote("Лида")], [])),
        ("Лида или Гром. Пока не решила, подожди", ([], [("Гром", "Лида")])),
        ("Лида / Гром — не могу выбрать", ([], [("Гром", "Лида")])),
        ("Гром, ну ты даёшь", ([], [])),  # said to him
        ("Лина?!", ([], [])),  # asked
    ],
)
def test_the_vote_thread(text: str, want: Reading) -> None:
    assert read_bare(text) == want
