"""Moderation patterns found by sets 233 to 238 (issue 16), each with sentences of our own.

Measured blind on 920fef6: 1.000 everywhere for 237; insult recall 0.950 for 233 and 234, 0.650
for 236 (sarcasm and veiled insults); 238 (a role-play day) 0.944 / 1.000 / 0.950 / 8.0 %. By
pattern: sent off to get treated ("иди лечи маразм"); a mind not burdening its owner, a wish for
some brain, "ты … без мозгов", the mind of a hen or a stool; "как игрок" makes a line that
names the character the player's; a stage direction in stars, then a dash, opens a
character's line (fiction, never an insult; without the dash the author speaks).
"""

from __future__ import annotations

import pytest

from tests.moderation_reading import kinds


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Мирон, иди лечи нервы, а не в мафию играй.", {"insult"}),
        ("Умом ты, Kat, не обременена.", {"insult"}),
        ("Шпрот, тебе бы хоть немного мозгов.", {"insult"}),
        ("Kat, ты просто кукла без мозгов.", {"insult"}),
        ("Мирон у нас игрок с интеллектом табуретки.", {"insult"}),
        ("Шпрот, ты как игрок полный идиот, и персонаж тебя не спасёт.", {"insult"}),
        ("*Мирон щёлкает пальцами* А если серьёзно, Kat, ты дура.", {"insult"}),
        # never the doctor told to heal, the author, a pet, a character's stage line
        ("Доктор, лечи Мирона сегодня.", set()),
        ("Я сегодня без мозгов, простите.", set()),
        ("Рыбке с интеллектом курицы в аквариуме хорошо.", set()),
        ("*Оливия смотрит на брата* — Мирон, ты позор семьи.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
