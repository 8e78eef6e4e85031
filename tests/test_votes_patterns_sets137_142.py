"""Vote patterns of sets 137 to 142 (issue 16): six ordinary days written blind
(tests/corpus/stranger137-142), measured once on 4f466c6 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- an attempt told ("пробовала снять голос X", "попробовал добавить голос себе": a role's act on
  a vote, sets 138 and 139) is no vote;
- the withdrawal word talked of, not done: defined ("анвоут = снимаю голос"), refused a few
  words on ("анвоут заранее кидать не буду"), set against itself ("анвоут анвоутом, а …");
- FORMATS.md rule 3: "гс свой не меняю X" and "гс X стоит" write the form again (a vote);
- "ДВ", the forums' "досрочный голос", after the vote it marks is the early mark;
- a joke after a picture takes the vote back ("…!!! 💥 шучу-шучу"), in the vote thread too;
- the vote thread: a name, then that it was meant before ("X, как и обещал"), and a slip fitting
  two players with a remark after it stays unclear;
- a typo that only its last letter tells from a name is no short form of another's;
- the dead and the GM are known: a weak reading of a living name that a dead name fits too
  ("Кот": Котангенс alive, Пан Котофей dead) is unclear, and a dead player's or the GM's name
  names nobody living (shown, never counted).
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

ROSTER = "Лиса\nМаркиз\nМаркус\nКотангенс\nСова\nСава\nТихон\nБарс\n"
POSTS = PostReaders(
    ROSTER, "Тихон", departed="Пан Котофей\nМираж\nПётр Петрович | Петрович\nИстина\n"
)
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("гс свой не меняю лиса", [vote("Лиса")]),
        ("гс барс стоит. барс так и не ответил", [vote("Барс")]),
        ("гс лиса дв", [vote("Лиса", True)]),
        ("ГС Лиса (ДВ)", [vote("Лиса", True)]),
        ("Голосую против Маркизв, не нравится он мне.", [vote("Маркиз")]),
        ("анвоут", [("unvote", None, False)]),
        ("мой выбор = голос за Лису", [vote("Лиса")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Ночью пыталась снять голос Маркизу — хотела посмотреть, как он заговорит.",
        "Ночью 3 попробовал добавить голос себе, опять провал.",
        "гс = голос, дв = досрочный голос, анвоут = снимаю голос",
        "пока пусто, анвоут заранее кидать не буду",
        "ну ок. анвоут анвоутом, а Сова реально пустая",
        "голос не меняю Лисе назло",
        "дв пока не актуально, досрочка с третьего дня",
        "Казнить Лису за флуд!!! 💥 шучу-шучу, она хорошая",
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("голос: Кот", [("Котангенс",)]),
        ("гс Петровичу по старой памяти, вечером загляну", [()]),
        ("Голос: Мираж", [()]),
    ],
)
def test_unclear(text: str, candidates: list[tuple[str, ...]]) -> None:
    assert read(text) == ([], candidates)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Тихон, как и обещал. С работы вернулся, всем привет)", ([vote("Тихон")], [])),
        ("Сива<br />много вопросов про камень", ([], [("Сава", "Сова")])),
        ('Лису <img src="s.gif" alt=":D" /> шучу, пас пока', ([], [])),
        ("Мираж", ([], [()])),
        ("Мираж — вчера топил Лису слишком поздно", ([], [()])),
        ("Истина 💥<br />за то, что ночью скукота", ([], [()])),
        ("Лиса, да, ответила в игровой. Спасибо", ([], [])),
    ],
)
def test_vote_thread(text: str, want: tuple[list[object], list[tuple[str, ...]]]) -> None:
    assert bare(text) == want
