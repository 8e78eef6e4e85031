"""Moderation patterns found by sets 207 to 214 (issue 16), each with sentences of our own.

Measured blind: 1.000 everywhere for 207, 209, 210 and 211; insult recall 0.950 for 212 (both of
two players called names after a dash) and 0.600 for 214, a sarcastic table's veiled insults. By
pattern, each said to or of a player and never of the author: talking with a player likened to
talking with a beast an adjective describes, a thing cleverer than the player, a single talent
that is a vice, a mind great only in its own head, a life with nothing better to do, neurons
replaced, senile nonsense, a brain that works once a day.
"""

from __future__ import annotations

import pytest

from tests.moderation_reading import kinds

NAMES = ("Мирон", "Майор", "Шпрот", "Мира")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Мира с Мироном два сапога пара — оба кретины.", {"insult"}),
        ("Спорить с Мироном — всё равно что спорить с упрямым бараном.", {"insult"}),
        ("Шпрот, табуретка и то умнее тебя.", {"insult"}),
        ("Майор, твой единственный талант — всех раздражать.", {"insult"}),
        ("Мирон великий стратег, жаль, что только в собственной голове.", {"insult"}),
        ("Шпрот строчит простыни, в жизни ему, видно, заняться нечем.", {"insult"}),
        ("Мирон, у тебя вместо извилин мемы?", {"insult"}),
        ("Майор опять несёт свою старческую чушь.", {"insult"}),
        ("У Шпрота мозг включается раз в сутки.", {"insult"}),
        # never of the author, never a plain remark
        ("Мира с Мироном два сапога пара — оба за Шпрота голосуют.", set()),
        ("Спорить с Мироном — всё равно что спорить с мудрым учителем.", set()),
        ("Мой единственный талант — печь пироги.", set()),
        ("В жизни мне сейчас заняться нечем, вот и сижу тут.", set()),
        ("Сервер включается раз в сутки для бэкапа.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text, NAMES) == want
