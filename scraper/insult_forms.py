"""Insults made by word formation or borrowed: read where the dictionary has no such word.

An augmentative suffix on an insult's stem ("клоунище", "быдлина", "балбесина", "недоумище"),
"недо-" on a word for a living being ("недоволк", "недоалхимик"), a feminine or endearing
suffix on an insult ("лохушка", "ослица", "шизофреничка", "дурынка"), a diminutive of an
insulting adjective ("тупенький", "глупенькая"), a rhyming name-call glued to a name by a
hyphen ("Петюнька-тупенька", "Галочка-дурочка"), and English insults inside a Russian sentence
("ты dumbass").
"""

from __future__ import annotations

import re
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


# A feminine or endearing suffix with its case endings: лох-ушка, осл-ица, шизофрен-ичка (-ик),
# дур-ынка (дура), олен-иха (олень), and the stems they are put on
_FEMININE = re.compile(r"([а-яё]{2,}?)(ушк|юшк|ынк|ичк|иц|их)(?:а|и|е|у|ой|ою|ей|ею)")
_FLEETING = re.compile(r"([бвгджзклмнпрстфхцчшщ])([бвгджзклмнпрстфхцчшщ])$")


@lru_cache(maxsize=20000)
def feminine(word: str, vocabulary: Collection[str]) -> bool:
    """A feminine or endearing form of an insult the list holds as its masculine or plain
    word: "лохушка" (лох), "ослица" (осёл, the vowel dropped), "шизофреничка" (шизофреник),
    "дурынка" (дура), "олениха" (олень).

    The word is unknown to the dictionary or a word for a person there ("ослица"); a word of
    its own ("больница", "пшеница", "дурочка" as listed) is read as the dictionary has it.
    """
    match = _FEMININE.fullmatch(word.replace("ё", "е"))
    if not match:
        return False
    first = _morph().parse(word)[0]
    if _morph().word_is_known(word) and not (first.tag.POS == "NOUN" and "anim" in first.tag):
        return False
    stem, suffix = match.groups()
    bases = {stem, stem + "а"}
    if suffix == "ичк":
        bases.add(stem + "ик")
    if suffix == "их":  # "олен-иха": the female of an animal whose name is an insult
        bases.add(stem + "ь")
    if suffix == "иц":  # "осл-ица": the fleeting vowel of "осёл" put back
        bases |= {_FLEETING.sub(r"\1е\2", stem), _FLEETING.sub(r"\1ё\2", stem)}
    return any(base in vocabulary for base in bases)


# A diminutive adjective: the dictionary's lemma in -енький / -онький ("глуп-енький")
_DIMINUTIVE = re.compile(r"([а-яё]{3,}?)(?:еньк|оньк)ий")


@lru_cache(maxsize=20000)
def diminutive(word: str, vocabulary: Collection[str]) -> bool:
    """A diminutive of an insulting adjective the list holds (the forty-fourth round):
    "тупенькая" (тупой), "глупенький" (глупый). Softened, it is read as a weak word, one that
    needs the person addressed or named ("ты просто тупенькая"); "хорошенький" is no insult.
    """
    first = _morph().parse(word)[0]
    if first.tag.POS not in ("ADJF", "ADJS"):
        return False
    match = _DIMINUTIVE.fullmatch(str(first.normal_form).replace("ё", "е"))
    if not match:
        return False
    stem = match.group(1)
    return any(stem + ending in vocabulary for ending in ("ый", "ой", "ий"))


# the ending an insult's stem is read without: "туп-ой", "дур-а", "глуп-ый"
_STEM_ENDING = re.compile(r"(?:ый|ий|ой|ая|ое|ь|а|я|о|е)$")


@lru_cache(maxsize=20000)
def _shared_start(one: str, other: str) -> int:
    """How many first letters two words share."""
    return next(
        (i for i, (a, b) in enumerate(zip(one, other, strict=False)) if a != b),
        min(len(one), len(other)),
    )


def rhymed(word: str, vocabulary: Collection[str]) -> bool:
    """A rhyming name-call glued to a name by a hyphen (the forty-seventh round):
    "Светочка-тупеточка", "Петюнька-глупенька", "Машка-дурашка".

    Two parts of four letters or more end alike (their last three letters), and the second
    starts with the stem of an insult the list holds, three letters or more ("туп" of
    "тупой"); rhymes with no insult ("Ванька-встанька", "Шалтай-болтай") stay clean.
    """
    parts = word.split("-")
    if len(parts) != 2 or min(len(p) for p in parts) < 4 or parts[0][-3:] != parts[1][-3:]:
        return False
    rest = parts[1].replace("ё", "е")
    first = parts[0].replace("ё", "е")
    return any(
        (len(stem) >= 3 and rest.startswith(stem) and rest != stem)
        # the twenty-seventh round: four letters of the stem are enough when the name has none
        # of them ("Тимоха-Тормоха" of "тормоз", "Маргоша-Маразмоша" of "маразматик")
        or (
            len(stem) >= 5
            and (shared := _shared_start(rest, stem)) >= 4
            and shared > _shared_start(rest, first)
        )
        for insult in vocabulary
        for stem in [_STEM_ENDING.sub("", insult.replace("ё", "е"))]
    )
