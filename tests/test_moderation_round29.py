"""Moderation rules added after the twenty-ninth stranger's set (tests/corpus/stranger29).

Each rule names a general pattern and is tested on sentences of our own, with clean near-misses:
"недоучка" as a weak insult word, counted when it closes an address or a question to a player
("…, недоучка?"); a negated order to be a strong insult ("Не будь дебилом, Марк" still calls
him one, while "не будь дураком" stays advice); a litotes about the mind said to or of a player
("умом ты не блещешь", "он не блещет интеллектом"). Self-deprecation, criticism of a move,
nicknames that are common words and quotes stay clean.
"""

from __future__ import annotations

import pytest

from scraper.moderation import moderate

NAMES = ("Тимур", "Лада", "Гвоздь", "Кактус", "Барсук")


def kinds_of(text: str) -> set[str]:
    return {f.kind for f in moderate(text, nicknames=NAMES)}


@pytest.mark.parametrize(
    "text",
    [
        # a vocative insult word closing a question or an address
        "Тимур, ты правила хоть открывал, недоучка?",
        "Лада, недоучка, перечитай правила.",
        # a negated order to be a strong insult
        "Не будь идиотом, Тимур.",
        "Лада, не будь кретинкой, голосуй за Барсука.",
        "Не будьте дебилами, все видно по голосам.",
        # a litotes about the mind
        "Тимур, умом ты не блещешь.",
        "Лада не блещет интеллектом, это видно.",
        "Он сообразительностью не блещет, увы.",
    ],
)
def test_insult(text: str) -> None:
    assert "insult" in kinds_of(text), text


@pytest.mark.parametrize(
    "text",
    [
        # the author about himself
        "Я недоучка в этой игре, не судите строго.",
        "Я умом не блещу, но Тимур мафия.",
        # advice with a weak word and a plain negation
        "Не будь дураком, Тимур, проверь Ладу.",
        "Тимур не дебил, он просто устал.",
        # a move, a thing, not a person
        "Этот ход умом не блещет, но сработал.",
        "Тимур, это глупый ход.",
        # nicknames that are common words
        "Гвоздь и Кактус проголосовали за Барсука.",
        # a quote
        "Как говорил учитель: «Не будь идиотом, учи уроки».",
    ],
)
def test_clean(text: str) -> None:
    assert kinds_of(text) == set(), text
