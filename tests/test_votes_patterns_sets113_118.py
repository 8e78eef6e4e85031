"""Vote patterns of sets 113 to 118 (issue 16): six ordinary days written blind
(tests/corpus/stranger113-118), measured once on 86d14d7 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a reason of up to eight words between a call and the joke that takes it back, closed by a
  stop, a line's end or a smiley ("Казнить X! За то что … :D Шучу, шучу");
- "раз уж тут написал: голос …": the author's own writing as the cause, no report;
- "будь у меня голос — X": had I a vote, supposed;
- one slip in a two-word name whose first word two players share ("Серый Вокл");
- the vote thread: "X, без изменений. досрочно"; "X — на Y встал без причины", a reason told of
  the one named first, though it names another.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

POSTS = PostReaders(
    "Лиса | Лисичка\nГром77 | Гром\nСерый Волк\nСерый Кардинал\nТыква\nЭнви\nКира\n", "Энви"
)
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("ну ладно, раз уж сюда написал: голос против Грома", [vote("Гром77")]),
        ("Смена голоса: Серый Вокл", [vote("Серый Волк")]),
        ("Казнить Тыкву! За то что всех проверяет. Не шучу.", [vote("Тыква")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        'Казнить Тыкву! За то что проверяет за Лисой <img src="s.gif" alt=":D" /> Шучу, шучу.',
        "Голоса у меня нет, но будь у меня голос — Кира, за то что молчит.",
        "Гром написал: голос против Лисы.",  # another's words reported
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Кира, без изменений. досрочно", [vote("Кира", early=True)]),
        ("Тыква — на Грома встала без причины", [vote("Тыква")]),
        ("Тыква — Гром, ты следующий", []),  # said to another
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want


def test_a_word_of_one_name_inside_another_is_unclear() -> None:
    """mafiascum "VOTE: storm" with StormCrow and quietstorm alive (set 117): never guessed."""
    from scraper.nicknames import Roster

    roster = Roster.parse("StormCrow\nquietstorm\nFennec\n")
    found = roster.resolve("storm")
    assert found.target is None and set(found.candidates) == {"StormCrow", "quietstorm"}


def test_a_sad_bracket_smile_ends_an_aside_in_the_vote_thread() -> None:
    assert bare("ой, это я вчерашнее скопировала(( Кира")[0] == [vote("Кира")]
