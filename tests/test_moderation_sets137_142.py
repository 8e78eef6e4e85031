"""Moderation patterns found by sets 137 to 142 (issue 16), each with sentences of our own.

Measured blind on 4f466c6: set 137 at 1.000 / 1.000 / 0.950 / 0.0 %, set 139 at 1.000
everywhere, set 140 at 0.971 / 1.000 / 0.950 / 4.0 %, set 142 at 1.000 / 1.000 / 0.950 / 0.0 %.
By pattern: a collective numeral counts persons ("Эти двое — два придурка"); the herd named,
then whom it means ("Тупое стадо, вот вы кто"); a Latin nickname written in Russian letters
names its player (Snezhok as "Снежок"); a side called names, then what it did to a player, is
about the side ("Гомункулы в этой игре — гады, Сову не пожалели"), while a reason for the names
("…, раз отдали Ястреба") leaves them aimed at the players.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Сова", "Snezhok", "Dimon_7", "Лиса")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Эти двое связанных — два придурка, и всё тут.", {"insult"}),
        ("Эти трое — идиоты, честное слово.", {"insult"}),
        ("Эти двое связанных играют очень слаженно.", set()),
        ("Безмозглое стадо, вот вы кто.", {"insult"}),
        ("Стадо коров, вот кто там пасётся.", set()),
        ("Снежок со своими гифками как умственно отсталый.", {"insult"}),
        ("Снежок сегодня опять пропал до вечера.", set()),
        ("Гомункулы в этой игре — гады, Сову не пожалели.", set()),
        ("Мирные у нас — сборище кретинов, раз отдали Лису.", {"insult"}),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
