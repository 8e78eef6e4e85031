"""Vote patterns of sets 175 to 182 (issue 16): eight ordinary days written blind
(tests/corpus/stranger175-182), measured once on 8ae4ec5 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a four-letter slip two players start alike stays unclear after the start-of-name reading too
  ("лёна": Лёня's start declined, two slips from Лёля);
- taken back: "А, стоп, … Забудьте, не считается";
- the form shown, not cast: after "пишется вот так:", "пишите:", "например:", and a case told
  to the table before a dash ("Передумали совсем — Снимаю голос");
- a vote weighed by an infinitive ("Голос на X пока ставить рано") or judged by a verb of
  seeming ("Голос на X за одну фразу выглядит как повод");
- "Меняю: X" after another sentence; a footer's bar ("Ваня | гл: X | д2"); a frame drawn around
  the call ("║ X на виселицу ║");
- "на Рыжей, не трогаю": an adjective's locative left alone is where the vote stands;
- the vote thread: "Анвоут. Хотя нет, X досрочно, чего уж там" (so be it).
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

ROSTER = "Лёля\nЛёня\nХмурый\nРыжая Бестия\nKimblee | Кимбли\nGlucose | Глюкоза\nTsubasa\nШуршик\n"
POSTS = PostReaders(ROSTER, "Хмурый")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Спасибо, Лёля. Меняю: Glucose", [vote("Glucose")]),
        ("Доброе.<br />—<br />Ваня | гл: Хмурый | д2", [vote("Хмурый")]),
        ("╔═══════╗<br />║  Рыжую на виселицу  ║<br />╚═══════╝", [vote("Рыжая Бестия")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


@pytest.mark.parametrize(
    "text",
    [
        "голосую против Шуршика. А, стоп, у меня ж досрочный. Забудьте, не считается.",
        "Голос пишется одной строкой: <strong>Голос: Ник</strong><br />"
        "Передумали совсем — <strong>Снимаю голос</strong>",
        "Но пишется всё это вот так: Голос: Kimblee. Двоеточие. Полный ник.",
        "Вывод: Шуршик мне не нравится. Голос на Шуршика пока ставить рано.",
        "Голос на Kimblee за одну фразу выглядит как повод, а не как мнение.",
        "Отписываюсь с вокзала. Голос на Рыжей, не трогаю. Всем удачи.",
    ],
)
def test_not_votes(text: str) -> None:
    assert read(text)[0] == []


def test_a_four_letter_slip_two_players_start_alike_is_unclear() -> None:
    assert read("ладно, раз все голосуют. голос: лёна") == ([], [("Лёля", "Лёня")])


def test_vote_thread_so_be_it() -> None:
    assert bare("Анвоут. Хотя нет, Tsubasa досрочно, чего уж там")[0] == [
        ("unvote", None, False),
        vote("Tsubasa", True),
    ]
