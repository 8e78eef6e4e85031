"""Moderation patterns found by sets 131 to 136 (issue 16), each with sentences of our own.

Measured blind on d6b3b41: set 131 at 1.000 / 0.933 / 0.950 / 0.0 %, sets 133 and 134 at
0.972 / 1.000 / 1.000 / 4.0 %, set 136 at 1.000 everywhere. By pattern: мат spelt with spaces
after a one-letter word ("это ж п и з д е ц"); a strong name-call after "у нас" counted from the
links ("Ёжик в тумане у нас безмозглый"); English pronouns are no sign of Russian in Latin
letters, and a capitalised word inside a Latin run is a proper name ("my cousin lives in
Huizhou"); a role with its genitive judged on its play
("Отец гомункулов — мерзкое существо, но играет он красиво").
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Лиса", "Ёжик в тумане", "Ёжик", "Rusty_Fox")


def kinds(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Лиса, это ж п и з д е ц, а не довод.", {"profanity"}),
        ("ты и д и о т, Лиса", {"insult"}),  # "и" is no word of its own here
        ("Ёжик в тумане у нас безмозглый, голосует за мёртвых.", {"insult"}),
        ("my brother lives in Huizhou, so I'm up late, sorry", set()),
        ("Отец гомункулов — мерзкое существо, но играет он красиво.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
