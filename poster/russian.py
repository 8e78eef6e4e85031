"""Russian for the drafts: nicknames declined where a sentence needs a case, and Russian order.

A nickname is declined only when the answer is certain: one Cyrillic dictionary word that
reads as a noun or adjective in the nominative (``Русалка`` → ``Русалки``, ``Ёж`` → ``Ежа``),
or an adjective-and-noun pair that agrees (``Рыжая Ведьма`` → ``Рыжей Ведьмы``), and every
such reading gives the same form. Anything else (Latin names, digits, hyphens, unknown words,
word forms that could be read two ways, longer phrases) stays exactly as written: a name left
alone is plain, a wrongly declined one is an insult to its owner.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from scraper.nicknames import morph

CASES = ("nomn", "gent", "datv", "accs", "ablt", "loct")
_WORD = re.compile(r"[А-Яа-яЁё]+")
_NOMINAL = ("NOUN", "ADJF")
_NOT_A_NAME = {"Apro", "Anum", "Abbr", "Erro", "Dist", "Infr"}


def _shape(word: str) -> str | None:
    """How the word is capitalised: "title", "lower", "upper", or None for anything else."""
    if word.islower():
        return "lower"
    if word.isupper():
        return "upper" if len(word) > 1 else "title"
    if word[0].isupper() and word[1:].islower():
        return "title"
    return None


def _as_written(form: str, original: str) -> str:
    """``form`` with the original's capitalisation, and ``е`` where the writer wrote no ``ё``."""
    if "ё" not in original.lower():
        form = form.replace("ё", "е")
    shape = _shape(original)
    if shape == "upper":
        return form.upper()
    if shape == "title":
        return form[:1].upper() + form[1:]
    return form


def _nominatives(word: str, pos: tuple[str, ...]) -> list[object]:
    """Dictionary readings of ``word`` as a singular (or plural-only) nominative of ``pos``."""
    found = []
    for parse in morph().parse(word.lower()):
        tag = parse.tag
        if not parse.is_known or tag.POS not in pos or tag.case != "nomn":
            continue
        if _NOT_A_NAME & set(tag.grammemes):
            continue
        if tag.number == "sing" or "Pltm" in tag.grammemes:
            found.append(parse)
    return found


def _noun_form(parse: object, case: str) -> str | None:
    inflected = parse.inflect({case})  # type: ignore[attr-defined]
    return inflected.word if inflected else None


def _adjective_form(parse: object, case: str, gender: str | None, animate: bool) -> str | None:
    """The adjective in ``case``, agreeing with its noun (an animate masculine or plural
    accusative takes the genitive's form)."""
    if case == "accs" and animate and gender != "femn":
        case = "gent"
    wanted = {case, gender} if gender else {case, "plur"}
    inflected = parse.inflect(wanted)  # type: ignore[attr-defined]
    return inflected.word if inflected else None


def _single(word: str, case: str) -> set[str]:
    forms: set[str] = set()
    for parse in _nominatives(word, _NOMINAL):
        tag = parse.tag  # type: ignore[attr-defined]
        if tag.POS == "ADJF":  # a substantivised adjective names a person: "Злой" → "Злого"
            gender = tag.gender if tag.number == "sing" else None
            forms.add(_adjective_form(parse, case, gender, True) or "")
        else:
            forms.add(_noun_form(parse, case) or "")
    return forms


def _pair(words: list[str], case: str) -> set[str]:
    """Adjectives followed by their noun, all agreeing in gender and number."""
    *adjectives, noun = words
    forms: set[str] = set()
    adjective_readings = [_nominatives(a, ("ADJF",)) for a in adjectives]
    for head in _nominatives(noun, ("NOUN",)):
        tag = head.tag  # type: ignore[attr-defined]
        gender = tag.gender if tag.number == "sing" else None
        animate = tag.animacy == "anim"
        agreeing = [
            [
                a
                for a in readings
                if a.tag.number == tag.number  # type: ignore[attr-defined]
                and (gender is None or a.tag.gender == gender)  # type: ignore[attr-defined]
            ]
            for readings in adjective_readings
        ]
        for chosen in itertools.product(*agreeing):
            parts = [_adjective_form(a, case, gender, animate) or "" for a in chosen]
            forms.add(" ".join([*parts, _noun_form(head, case) or ""]))
    return forms


@lru_cache(maxsize=4096)
def inflect(name: str, case: str) -> str:
    """``name`` in ``case`` (pymorphy's names: gent, datv, accs, ablt, loct), or as written."""
    if case not in CASES:
        raise ValueError(f"unknown case {case!r}; one of {', '.join(CASES)}")
    words = name.split(" ")
    if case == "nomn" or not 1 <= len(words) <= 3:
        return name
    if not all(_WORD.fullmatch(w) and _shape(w) for w in words):
        return name
    forms = _single(words[0], case) if len(words) == 1 else _pair(words, case)
    if len(forms) != 1 or "" in forms or any(" " in f for f in forms) != (len(words) > 1):
        return name
    declined = next(iter(forms)).split(" ")
    if len(declined) != len(words):
        return name
    return " ".join(_as_written(f, w) for f, w in zip(declined, words, strict=True))


# The Russian alphabet, ё in its own place right after е (never after я, where Unicode puts it).
_ALPHABET = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"
_RANK = {letter: index for index, letter in enumerate(_ALPHABET)}


def _letter_key(char: str) -> tuple[int, int]:
    lower = char.lower()
    if lower in _RANK:
        return (2, _RANK[lower])
    if lower.isdigit():
        return (1, ord(lower))
    if "a" <= lower <= "z":
        return (3, ord(lower))
    if lower.isalpha():
        return (4, ord(lower))
    return (0, 0)  # spaces and punctuation sort first: "Кот Бегемот" before "Котёнок"


def ru_sort_key(name: str) -> tuple[tuple[tuple[int, int], ...], str]:
    """Russian alphabetical order, case-insensitive: digits, Cyrillic (е, ё, ж, ...), Latin."""
    return tuple(_letter_key(c) for c in name.strip()), name


def ru_sorted(names: object) -> list[str]:
    """The names in Russian alphabetical order."""
    return list(sorted(names, key=ru_sort_key))  # type: ignore[call-overload]


def with_number(count: int, noun: str) -> str:
    """``count`` and the noun agreeing with it: "1 игрок", "3 игрока", "11 игроков"."""
    parse = next((p for p in morph().parse(noun) if p.tag.POS == "NOUN"), None)
    agreed = parse.make_agree_with_number(count) if parse else None
    return f"{count} {_as_written(agreed.word, noun) if agreed else noun}"
