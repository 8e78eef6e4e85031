"""Vote patterns of sets 183 to 190 (issue 16): eight ordinary days written blind
(tests/corpus/stranger183-190), measured once on b050a93 before they were read.

Each rule names the general pattern a set showed; the sentences are our own:
- a line copied from another's post with ">" is his words ("> Голосую против X");
- the early mark with a concession after it ("Досрочно, хоть сегодня это и не работает");
- a correction names where the vote goes ("исправляю на X"); the vote thread's "было X,
  стало Y";
- the deed weighed after a dash ("повесить X сейчас — самое логичное");
- a cause set off by a dash opens the call ("Раз уж выбирать из двух — X на виселицу"), the
  table's we-form after it stays the table's;
- a player named as disliked, then a colon telling what he did ("не нравится X: голос на Y"),
  and a numbered line of a list ("3) X — голос на Y ни на чём") are his, told;
- "Голос против X никуда не денется" writes the form again (rule 3);
- a dead player's name only weakly like a living one's is the dead one's ("Ежевика", Ёжик alive).
"""

from __future__ import annotations

import pytest

from tests.vote_reading import PostReaders, vote

ROSTER = (
    "Бармалей\nКеша1987 | Кеша\nШрам88 | Шрам\nСерый Кардинал | Кардинал\nКинжал\nGrey Wolf\n"
    "Ёжик в тумане | Ёжик\nВолчара\n"
)
POSTS = PostReaders(ROSTER, "Бармалей", departed="Ежевика\n")
read = POSTS.read
bare = POSTS.read_bare


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("&gt; Голосую против Шрама.<br />+ согласен. гс Кеша", [vote("Кеша1987")]),
        (
            "Кешеньку на виселицу. Досрочно, хоть сегодня это и не работает.",
            [vote("Кеша1987", True)],
        ),
        ("исправляю на Кардинала. слишком уж он рулит", [vote("Серый Кардинал")]),
        (
            "Шрам, без обид, но повесить Шрама сейчас — самое логичное.<br />"
            "Так что голос на Кинжала.",
            [vote("Кинжал")],
        ),
        ("Раз уж выбирать из двух — Кинжал на виселицу, без досрочки.", [vote("Кинжал")]),
        (
            "Мне больше не нравится Grey Wolf: голос на Ёжика с аргументом «молчит».<br />"
            "<strong>Голос: Grey Wolf</strong>",
            [vote("Grey Wolf")],
        ),
        (
            "1) Кинжал — шумный.<br />3) Grey Wolf — голос на Ёжика ни на чём.<br />"
            "Итого голос — Grey Wolf",
            [vote("Grey Wolf")],
        ),
        ("Голос против Волчары никуда не денется.", [vote("Волчара")]),
    ],
)
def test_votes(text: str, want: list[object]) -> None:
    assert read(text)[0] == want


def test_a_dead_players_name_weakly_like_a_living_one_is_hers() -> None:
    found = read("Голос: Ежевика<br />ой. она же умерла. пардон<br />Голос: Кинжал")
    assert found == ([vote("Кинжал")], [()])


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("было Кинжал, стало Шрам88", [vote("Шрам88")]),
        ("было винни, стало шрам88", [vote("Шрам88")]),
    ],
)
def test_vote_thread(text: str, want: list[object]) -> None:
    assert bare(text)[0] == want
