"""Vote patterns of sets 95 to 100 (issue 16): six ordinary days written blind
(tests/corpus/stranger95-100), measured once on 4c3a130 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- the early mark set as its own sentence with a picture after it ("Досрочно 🔒");
- a vote word right after a participle describes a vote, casts none ("отнятый голос X");
- "голос не меняю, X." writes the form again when the name alone ends the sentence; said on
  to him ("…, X, даже не проси") or telling of him, it is talk;
- "X досрочно." followed by a count of the early votes is a line of that count;
- a whole name of no one living, broken off for a vote that follows, is still shown to the
  GM (sets 96, 98 and 100, and four earlier ones, label it so); a clipped "Мар…" is not;
- the vote thread: "Смена: X", "Пока X" (for now), a bracket-smile ending an aside before
  the name.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

POSTS = PostReaders(
    "Лиса | Лисичка\nГром77 | Гром\nПолковник\nВинри\nЭнви\nТорт с вишней | Торт\n", "Энви"
)
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Голосую против Грома. Досрочно 🔒", [vote("Гром77", early=True)]),
        ("Казнить Лису, досрочно 😤 и хватит.", [vote("Лиса", early=True)]),
        ("Всё решено, голос не меняю, Полковник.", [vote("Полковник")]),
        ("ну всё, голос Винри", [vote("Винри")]),
        ("Голос: Пончик<br />ой, его же ночью убили. Голос: Гром", [vote("Гром77")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Итог: снятый голос Грома ничего не решил.",  # a vote described by a participle
        "голос не меняю, Гром, даже не уговаривай.",  # said on to him
        "голос не меняю, полковник всё равно мутный.",  # told of him
        "Голос не меняю, я на Лисе.",  # where it stands
        "Лиса досрочно. Считаю досрочные: Гром, Винри, Лиса — три.",  # a line of a count
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


def test_a_whole_name_of_no_one_living_broken_off_is_still_shown() -> None:
    assert read("Голос: Пончик<br />ой, его же ночью убили. Голос: Гром") == (
        [vote("Гром77")],
        [()],
    )
    # a clipped start broken off is a slip, not a name
    assert read("Голос: Мар... чёрт. Короче: голос против Грома") == ([vote("Гром77")], [])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Смена: Полковник. Ответ меня не убедил.", [vote("Полковник")]),
        ("Пока Торт. Но думаю.", [vote("Торт с вишней")]),
        ("ой. не та вкладка, скопировал старое) Лиса", [vote("Лиса")]),
    ],
)
def test_vote_thread_votes(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want
