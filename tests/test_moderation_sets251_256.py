"""Moderation patterns found by sets 251 to 256 (issue 16), each with sentences of our own.

Measured blind on 9662b15: 1.000 everywhere for 251, 252 and 256; 253 мат 0.933, insult 0.950;
255 precision 0.970, insult 0.850. By pattern: мат behind a long mask (four letters or more
hidden, laid over common мат words), an old nag, the anime forum's "бака", a slug compared,
and a foreign place name that holds a мат syllable ("Ебису").
"""

from __future__ import annotations

import pytest

from tests.moderation_reading import kinds


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Ну и п****ц у вас тут творится.", {"profanity"}),
        ("Опять этот п****ж про роли, надоело.", {"profanity"}),
        ("Лиса, ты старая кляча, сиди тихо.", {"insult"}),
        ("Мирон, ты бака, и это не лечится.", {"insult"}),
        ("У тебя, Лиса, мозгов как у слизня.", {"insult"}),
        # a long mask over no мат word, a place, a horse
        ("Мой пароль от форума: к****а, не скажу.", set()),
        ("Ебису — район Токио, летом поеду туда за раменом.", set()),
        ("На ферме жила старая кляча по кличке Зорька.", set()),
    ],
)
def test_kinds(text: str, want: set[str]) -> None:
    assert kinds(text) == want
