"""Insults made by a phrase whose words are harmless alone.

- A contemptuous comparison of a person with another living being: "Сантехник ты, а не
  детектив", "Лёва — дворник, а не аналитик" (never "я сантехник, а не программист").
- A contempt marker beside a word for a living being, opening the sentence as an address or
  said of someone: "Бухгалтер хренов, хватит", "Таксист недоделанный", "ты бегемот
  неповоротливый" (never "неповоротливый бегемот в зоопарке", no one addressed).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from functools import lru_cache

from scraper.nicknames import _morph

# Adjectives that turn a word for a living being into name-calling ("хренов", "недоделанный")
MARKERS = re.compile(
    r"(?:хренов|гр[её]бан|долбан|недоделанн|соплив|набит|болотн|неповоротлив|горохов|"
    r"безголов|размал[её]ванн|бестолков|облезл|плешив)\w*"
)
# Nouns for people that say nothing about them: "Лёха — новичок, а не мафия" is a claim
_NEUTRAL = frozenset(
    {
        *("человек", "игрок", "новичок", "новенький", "девушка", "парень", "мужчина"),
        *("женщина", "девочка", "мальчик", "житель", "горожанин", "друг", "союзник"),
        *("враг", "участник", "ребёнок", "ребенок", "мирный", "мирная"),
    }
)
_YOU = r"(?:ты|вы)"
# "X ты, а не Y" (a vocative may stand between: "Вахтёрша ты, Валентина Петровна, а не игрок")
_YOU_NOT = re.compile(
    rf"(?:^|[,.!?;:]\s*)([а-яё]+)\s+{_YOU}\b(?:\s*,[^,.!?]{{1,40}},)?\s*,?\s*а\s+не\s+([а-яё]+)"
)
# "Ливси — ветеринар, а не доктор": a person named, then what he is instead of what he plays
_DASH_NOT = re.compile(
    r"(?:^|[,.!?;:]\s*)([\w-]+)\s*[—–-]\s*([а-яё]+)\s*,\s*а\s+не\s+([а-яё]+)", re.IGNORECASE
)


@lru_cache(maxsize=20000)
def living(word: str) -> bool:
    """Some nominative reading is an animate noun: "сантехник", "бегемот", "вахтёрша"."""
    return any(
        p.tag.POS == "NOUN" and "anim" in p.tag and p.tag.case == "nomn"
        for p in _morph().parse(word)
    )


def _compared(low: str, high: str, roles: Collection[str]) -> bool:
    """One living being put in another's place, neither a plain word for a person."""
    first = str(_morph().parse(low)[0].normal_form)
    return (
        living(low)
        and living(high)
        and low not in _NEUTRAL
        and first not in _NEUTRAL
        and first not in roles
    )


def contemptuous_comparison(
    sentence: str, names: Collection[str], roles: Collection[str], person: Collection[str]
) -> str:
    """ "Сантехник ты, а не детектив", "Ливси — ветеринар, а не доктор": the phrase, or ""."""
    lowered = sentence.lower()
    for match in _YOU_NOT.finditer(lowered):
        if _compared(match.group(1), match.group(2), roles):
            return match.group(0).strip(" ,.!?;:")
    for match in _DASH_NOT.finditer(sentence):
        subject = match.group(1)
        named = subject.lower() in names or subject.lower() in person or subject[:1].isupper()
        low, high = match.group(2).lower(), match.group(3).lower()
        if named and subject.lower() not in roles and _compared(low, high, roles):
            return match.group(0).strip(" ,.!?;:")
    return ""


def marked(lowered: list[str], at: int, insult: Callable[[str], str]) -> str:
    """A contempt marker beside a living being or an insult: "бухгалтер хренов", or ""."""
    if not MARKERS.fullmatch(lowered[at]):
        return ""
    for i in (at - 1, at + 1):
        inside = 0 <= i < len(lowered) and not MARKERS.match(lowered[i])
        if inside and (living(lowered[i]) or insult(lowered[i])):
            return " ".join(lowered[min(i, at) : max(i, at) + 1])
    return ""
