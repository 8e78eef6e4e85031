"""Vote patterns of sets 101 to 106 (issue 16): six ordinary days written blind
(tests/corpus/stranger101-106), measured once on f003fb0 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a name first with "мой голос" after it is its target only when no colon or dash brings
  another ("Таму мой голос: X" votes X; "Хмаре мой голос: первый же…" gives the reason);
- "я своё сказала: голос…": the author's own word, no report of another's;
- "Голос оставляю: X": the form written again (FORMATS.md rule 3);
- Ukrainian: "Переголосовую: X", a vote described after "— це …";
- "Мой ГС: X": the short vote word after "мой";
- a function word in small letters is no capitals' abbreviation ("за то" is not ТО);
- a pet form of an alias spelt with "э" ("Денчик" for Дэн);
- the vote thread: a name and a remark after a bracket-smile ("Sonya )) проверка"), a joke
  told not to count ("шучу, не считать"), a name said to the one quoted ("Феникс, смело"),
  a sound alone is no name ("лол", "фух").
"""

from __future__ import annotations

import pytest

from scraper.nicknames import Roster
from tests.vote_reading import PostReaders, vote

POSTS = PostReaders(
    "Лиса | Лисичка\nГром77 | Гром\nПолковник\nВинри\nЭнви\nТихий Омут | ТО\nДенис | Дэн\n",
    "Энви",
)
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Короче мой голос: Полковник.", [vote("Полковник")]),
        ("Лисе мой голос: первый же голос дня и без причины.", [vote("Лиса")]),
        ("Пусть спорят, а я своё сказал: голос против Грома.", [vote("Гром77")]),
        ("Голос оставляю: Винри", [vote("Винри")]),
        ("Переголосовую: Гром.", [vote("Гром77")]),
        ("Мой ГС: Лиса, без изменений.", [vote("Лиса")]),
        ("голос ТО", [vote("Тихий Омут")]),
        ("Голосую против Денчика.", [vote("Денис")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "Кстати, голосую за то, чтобы ведущий выложил итоги.",  # "то" is no ТО
        "Голос проти Грома з формулюванням «а чого чекати» — це вагон.",
        "Голос против Грома с таким доводом — это вагон.",
        "Голос оставляю на Громе.",  # where it stands
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Винри )) проверка связи", [vote("Винри")]),
        ("Гром <img src='s.gif' alt=':P' /> шучу, не считать", []),
        ("лол", []),
        ("фух", []),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want


def test_a_name_said_to_the_one_quoted_is_no_vote() -> None:
    quoted = '<blockquote class="quote-box"><cite>Гром77 написал(а):</cite><p>Лиса</p></blockquote>'
    reader = POSTS.bare
    said = reader.read_html(quoted + "<p>Гром, смело</p>", author="Энви")
    assert said.votes == []
    # his own act after the name stands: "Гром, повторяю" votes him back
    again = reader.read_html(quoted + "<p>Гром, повторяю</p>", author="Энви")
    assert [v.target for v in again.votes] == ["Гром77"]


def test_an_abbreviation_in_capitals_matches_only_in_capitals() -> None:
    roster = Roster.parse("Тихий Омут | ТО\nЛиса\n")
    assert roster.exact("ТО") == {"Тихий Омут"}
    assert roster.exact("то") == set()
