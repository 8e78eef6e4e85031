"""Vote patterns of sets 151 to 158 (issue 16): eight ordinary days written blind
(tests/corpus/stranger151-158), measured once on 8b94d41 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- "Напомню, кто тут на ком:" announces what follows, no question of its own;
- the early-vote noun judged after a dash is talk, no mark ("Досрочка первым же постом … — это");
- the Ukrainian call and its purpose ("щоб …: повісити X!");
- the early mark cut short ("дсрч", "досроч.");
- a word set right with a star before the vote on its line ("Тоня* гс Тоня");
- the vote said to stand after a word of staying: "по-прежнему на X" (the locative) is where it
  stands, "по-прежнему против X" writes the form again (rule 3);
- two players written small after a change ("меняю голос на рыжую или сову") are unclear;
- a four-letter slip two players start alike stays unclear ("Тота": Тоша, Тоня), unless the
  slip is a key beside the right one ("Нинв" is Нина's);
- the vote thread: "снимаю досрочный" withdraws ("отмена досрочки" takes back only the mark),
  a purpose before a colon brings the name ("чтобы точно засчитали: X").
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Тоша\nТоня\nНина\nНика\nМустанг42 | Мустанг\nРыжая\nСерая Сова | Сова\n"
    "Золтан Карлович | Золтан\n"
)
POSTS = PostReaders(ROSTER, "Ника")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Напомню, кто тут на ком: Голос: Тоша (досрочно). Ничего не меняю.", [vote("Тоша", True)]),
        (
            "<strong>Голос: Тоша</strong><br />Досрочка первым же постом — это странно.",
            [vote("Тоша")],
        ),
        ("І для протоколу, щоб ГМ не сумнівався: повісити Тошу!", [vote("Тоша")]),
        ("Тоня* гс Тоня<br />пальцы толстые", [vote("Тоня")]),
        ("Голос по-прежнему против Золтана.", [vote("Золтан Карлович")]),
        ("Голос: Нинв", [vote("Нина")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    ["мой голос по-прежнему на Золтане Карловиче, без изменений.", "Голос всё ещё на Тоше."],
)
def test_a_vote_said_to_stand_is_nothing(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        (
            "передумала. меняю голос на рыжую или сову, сама пока не решила",
            [("Рыжая", "Серая Сова")],
        ),
        ("гс Тота", [("Тоня", "Тоша")]),
    ],
)
def test_unclear(text: str, candidates: list[tuple[str, ...]]) -> None:
    assert read(text) == ([], candidates)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Мустанг дсрч", [vote("Мустанг42", True)]),
        ("Тоша (досроч.)", [vote("Тоша", True)]),
        ("снимаю досрочный, погорячилась", [("unvote", None, False)]),
        ("ой, отмена досрочки!", []),
        ("чтобы точно засчитали: Мустанг", [vote("Мустанг42")]),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want
