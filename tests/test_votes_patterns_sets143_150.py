"""Vote patterns of sets 143 to 150 (issue 16): eight ordinary days written blind
(tests/corpus/stranger143-150), measured once on 4f4ed39 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a joke after a picture ends its sentence too ("…! шучу-шучу 😹");
- a relative clause before the colon ("для тех кто в танке ещё раз: X на виселицу") is no
  condition, and a condition after the target-first vote ("за X голосую, если он …") is;
- a reminder is no condition ("…, если ты не заметила"); "я сама за X голосую" is the author's;
- the vote asked to stand ("Меняю голос на X, можно??") stands;
- a practice vote told not to count on the next line ("(это тренировка!! не считайте …)");
- the author of himself in the third person: "Голос <his name in the genitive>: X", "<his name>
  переводит голос на X";
- the withdrawal word taken back ("не анвоут") or given to another ("засчитает тебе анвоут");
- "будет" in the sentence before puts no standing vote in place ("… будет стыдно. X, голос на
  тебе оставляю");
- the plain "-ик" pet form of a short first word names the player ("Котика" for Кот Баюн);
- a dead player's name written small is shown unclear ("голос: тень, он мне…");
- the vote thread: a name with the star of a correction ("X* пальцы не проснулись"), talk back
  about the author ("X, а я уж испугался"), "Снимаю голос с X" then a name.
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

ROSTER = "Кот Баюн\nТуман\nБарри | Барри Чоппер\nОгненный Полковник | Полковник\nМарко\nЛиса\n"
POSTS = PostReaders(ROSTER, "Огненный Полковник", departed="Тень\n")
MARKO = PostReaders(ROSTER, "Марко")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ладно, для тех кто в танке ещё раз: Лису на виселицу, без изменений.", [vote("Лиса")]),
        ("Туман, я сама за Барри голосую, если ты не заметила.", [vote("Барри")]),
        ("Ой, не успела! Меняю голос на Туман, можно??", [vote("Туман")]),
        ("<strong>Голос Огненного Полковника: Барри.</strong>", [vote("Барри")]),
        ("Меняю голос на Котика, больно довольный он.", [vote("Кот Баюн")]),
        ("Анвоут. Голос: Лиса", [("unvote", None, False), vote("Лиса")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


def test_the_author_of_himself_in_the_third_person() -> None:
    assert MARKO.read("Марко переводит голос на Барри.")[0] == [vote("Барри")]
    assert MARKO.read("Голос Огненного Полковника: Барри.")[0] == []  # another's, told


@pytest.mark.parametrize(
    "text",
    [
        "Казнить Лису, чтоб камень к кому-нибудь полезному ушёл! шучу-шучу 😹",
        "за Барри голосую, если он не ответит.",
        "Пробую:<br />Голос: Лиса<br />(это тренировка!! не считайте пожалуйста)",
        "Анвоут. нет, подождите, не анвоут, это я вслух думаю",
        "Барри ахах, ГМ сейчас засчитает тебе анвоут",
        "когда вскроется — вам будет стыдно. Туман, голос на тебе оставляю, мне не жалко.",
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


def test_a_dead_players_name_written_small_is_unclear() -> None:
    assert read("голос: тень, он мне ещё вчера не понравился") == ([], [()])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Туман* пальцы не проснулись", [vote("Туман")]),
        ("Лиса, а я уж испугался :D", []),
        (
            "Снимаю голос с Тумана.<br /><strong>Лиса</strong>",
            [("unvote", None, False), vote("Лиса")],
        ),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want
