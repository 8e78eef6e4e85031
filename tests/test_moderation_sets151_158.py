"""Moderation patterns found by sets 151 to 158 (issue 16), each with sentences of our own.

Measured blind on 8b94d41: sets 151, 154 and 158 at 1.000 everywhere; set 153 at 1.000 / 1.000
/ 0.800 / 0.0 %, 155 at insult recall 0.900, 157 at 0.950. By pattern: an English insult said
to the one addressed ("you're such a clown"); a sentence in Ukrainian or Belarusian read in
Russian spelling, also without a letter of their own ("ти тупа як валянок", "ты дурань");
the name-call given as the reason for what the player did ("…, потому что трус и слабак");
a weakling and an idler said of a player; a superlative name-call, a word of place, then the
player after a dash ("Самый тупорылый тут — Паша").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Оксана", "Лявон", "Рой", "Лёлик", "Паша", "Батон")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Рой, you're such a muppet, серьёзно.", {"insult"}),
        ("Паша, you are a complete idiot today.", {"insult"}),
        ("you and the clown from the circus", set()),
        ("Оксано, ти тупий як пень, вибач.", {"insult"}),
        ("Лявон, ты дурань, і гэта ўсё.", {"insult"}),
        ("Ти молодець, як завжди.", set()),
        ("Лёлик ушёл, потому что слабак.", {"insult"}),
        ("Лёлик ушёл, потому что устал.", set()),
        ("Батон у нас — ленивый бездельник.", {"insult"}),
        ("Я слабак в этих играх, признаю.", set()),
        ("Самый тупорылый тут — Паша со своими схемами.", {"insult"}),
        ("Самый глупый тут ход — твой.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
