"""Insults made by word formation or borrowed: read where the dictionary has no such word.

An augmentative suffix on an insult's stem ("клоунище", "быдлина", "балбесина", "недоумище"),
"недо-" on a word for a living being ("недоволк", "недоалхимик"), and English insults inside a
Russian sentence ("ты dumbass").
"""

from __future__ import annotations

from collections.abc import Collection
from functools import lru_cache

from scraper.nicknames import _morph

# English name-calling met in Russian posts; "dumb" alone ("dumb luck") counts only when aimed,
# as every weak word does.
ENGLISH = {
    "dumbass": "strong",
    "idiot": "strong",
    "moron": "strong",
    "retard": "strong",
    "asshole": "strong",
    "jerk": "weak",
    "dumb": "weak",
    "stupid": "weak",
    "loser": "weak",
    "clown": "weak",
}
# -ище / -ина / -ара with their case endings
_AUGMENTATIVE = (
    *("ищами", "ищем", "ищей", "ищах", "ище", "ища", "ищу", "ищи"),
    *("иной", "иною", "ина", "ину", "ине", "ины"),
    *("арой", "ара", "ару", "аре", "ары"),
)


@lru_cache(maxsize=20000)
def grown(word: str, vocabulary: Collection[str]) -> bool:
    """An augmentative the dictionary lacks, on the stem of an insult: "бестолочище" (бестолочь).

    A dictionary word counts only as a person ("дурачище"; "свинина" is meat), and the stem
    must be most of the insult (at most two letters cut: "недоум-ище" for "недоумок"); a short
    stem only whole ("хам-ище").
    """
    first = _morph().parse(word)[0]
    if _morph().word_is_known(word) and not (first.tag.POS == "NOUN" and "anim" in first.tag):
        return False
    for ending in _AUGMENTATIVE:
        stem = word[: -len(ending)].replace("ё", "е")
        if word.endswith(ending) and len(stem) >= 3:
            return any(
                insult.replace("ё", "е").startswith(stem)
                and len(insult) - len(stem) <= (2 if len(stem) >= 4 else 0)
                for insult in vocabulary
            )
    return False


@lru_cache(maxsize=20000)
def under_made(word: str) -> bool:
    """ "недо-" on a living being, a word of its own making: "недоволк", "недоалхимик".

    Dictionary words keep their sense ("недоросль", "недоучка" are read as listed or not).
    """
    rest = word[4:]
    if not word.startswith("недо") or len(rest) < 3 or _morph().word_is_known(word):
        return False
    return any(p.tag.POS == "NOUN" and "anim" in p.tag for p in _morph().parse(rest)) and (
        _morph().word_is_known(rest)
    )
