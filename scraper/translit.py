"""Cross-alphabet keys: a name written in Latin and in Cyrillic letters reduce to one key.

"Voron" and "Ворон", "Джек" and "Jack", "Наиля" and "nailia", "Шадоу Хантер" and "Shadow
Hunter" are the same names to a Russian reader. Both sides are spelled in Latin letters
(Cyrillic by a plain transliteration table) and then reduced: spellings that English and
Russian transliteration write differently for one sound (``w``/``v``, ``ck``/``k``, ``y``/``i``,
``kh``/``h``, ``ow``/``ou``/``o``, doubled letters) become one. The key proposes a candidate;
whether it counts is the caller's decision.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

_CYRILLIC = str.maketrans(
    {
        "а": "a",
        "б": "b",
        "в": "v",
        "г": "g",
        "д": "d",
        "е": "e",
        "ё": "io",
        "ж": "zh",
        "з": "z",
        "и": "i",
        "й": "i",
        "к": "k",
        "л": "l",
        "м": "m",
        "н": "n",
        "о": "o",
        "п": "p",
        "р": "r",
        "с": "s",
        "т": "t",
        "у": "u",
        "ф": "f",
        "х": "h",
        "ц": "ts",
        "ч": "§",
        "ш": "sh",
        "щ": "sh",
        "ъ": "",
        "ы": "i",
        "ь": "",
        "э": "e",
        "ю": "iu",
        "я": "ia",
    }
)
# Applied in order to the Latin spelling of either side.
_REDUCE = [
    ("shch", "sh"),
    ("igh", "ai"),  # English "Knight" is read "Найт"
    ("kn", "n"),
    ("sch", "sh"),
    ("tch", "ch"),
    ("dzh", "j"),
    ("dj", "j"),
    ("kh", "h"),
    ("ck", "k"),
    ("ph", "f"),
    ("qu", "kv"),
    ("q", "k"),
    ("x", "ks"),
    ("w", "v"),
    ("y", "i"),
    ("ee", "i"),
    ("oo", "u"),
    ("ov", "o"),  # "Shadow" (-> shadov) and "Шадоу" (-> shadou) meet at "shado"
    ("ou", "o"),
    ("ei", "e"),
    ("ai", "e"),
]
# A digit written for a letter inside a word: "V0ron", "Z1ata"
_DIGIT_IN_WORD = re.compile(r"(?<=[a-zа-яё])[01345](?=[a-zа-яё])|(?<=[a-zа-яё])[01345]\b")
_DIGIT_LETTERS = {"0": "o", "1": "l", "3": "e", "4": "a", "5": "s"}
# An English vowel made long by a silent final e: "strike" is read "страйк".
_SILENT_E = re.compile(r"([ai])([bdfgklmnpstvz])e\b")
_LONG_VOWEL = {"i": "ai", "a": "ei"}
_C_BEFORE = re.compile(r"c(?=[eiy])")
_NOT_LETTER = re.compile(r"[^a-z§]+")
_VOWELS = re.compile(r"[aeiou]+")
_DOUBLE = re.compile(r"(.)\1+")
_HAS_LATIN = re.compile(r"[a-z]")
_HAS_CYRILLIC = re.compile(r"[а-яё]")
# The letters only Ukrainian writes among the Cyrillic ones: Russian typed with Ukrainian touches
UKRAINIAN_LETTER = re.compile(r"[іїєґІЇЄҐ]")
# Those letters and Belarusian ў, with the Russian letters they stand for in a word both languages
# share: "Палкоўнік" is "Палковник", "Заїбали" is "Заебали", "Їжак" is "Ежак"
EAST_SLAVIC_LETTER = re.compile(r"[іїєґўІЇЄҐЎ]")
IN_RUSSIAN_LETTERS = str.maketrans("іїєґўІЇЄҐЎ", "иеегвИЕЕГВ")


def alphabet(text: str) -> str:
    """ "latin", "cyrillic", "mixed" or "" (no letters) for a lower-cased text."""
    latin = bool(_HAS_LATIN.search(text))
    cyrillic = bool(_HAS_CYRILLIC.search(text))
    if latin and cyrillic:
        return "mixed"
    return "latin" if latin else "cyrillic" if cyrillic else ""


@lru_cache(maxsize=8192)
def latin_key(text: str) -> str:
    """The reduced Latin spelling of a lower-cased name, whichever alphabet it is in."""
    text = _DIGIT_IN_WORD.sub(lambda m: _DIGIT_LETTERS[m.group(0)], text)
    if not _HAS_CYRILLIC.search(text):  # English "Strike", "Mike", "Kate": Страйк, Майк, Кейт
        text = _SILENT_E.sub(lambda m: _LONG_VOWEL[m.group(1)] + m.group(2), text)
    out = _C_BEFORE.sub("s", text.replace("ch", "§")).replace("c", "k")
    out = _NOT_LETTER.sub("", out.translate(_CYRILLIC))
    for written, reduced in _REDUCE:
        out = out.replace(written, reduced)
    return _DOUBLE.sub(r"\1", out.replace("§", "ch"))


def vowel_key(key: str) -> str:
    """A latin key with every run of vowels as one mark: English vowels are read loosely."""
    return _VOWELS.sub("*", key)


# A Latin "h" of its own (not in ch, sh, zh, kh, th, ph, gh): Russian writes it "г" in older or
# German-style renderings ("Hohenheim" is "Гогенгейм", "Hamlet" "Гамлет", "Heine" "Гейне").
_LONE_H = re.compile(r"(?<![csztkpg])h")


# An English "g" before e, i or y is often soft: "Angel" is "Энджел", "Gene" "Джин".
_SOFT_G = re.compile(r"g(?=[eiy])")


# An English "se" closing a word after a vowel is a voiced "з", the "e" silent: "Rose" is
# "Роуз", "Jose" read the English way "Джоуз".
_VOICED_SE = re.compile(r"(?<=[aeiouy])se(?=[^a-z]|$)")


# A French "j" before a vowel is "ж": "Jean-Luc" is "Жан-Люк", "Jacques" "Жак" (set 283).
_FRENCH_J = re.compile(r"j(?=[aeo])")
# An English "w" or "wh" opening a word before a vowel is "у": "White" is "Уайт", "William"
# "Уильям", "Walker" "Уокер" (set 283: "Уайт Раббит" for WhiteRabbit).
_W_AS_U = re.compile(r"(?<![a-z])wh?(?=[aeiou])")


def latin_keys(text: str) -> list[str]:
    """The key of a lower-cased name, and for a Latin name the other readings Russian gives
    its letters: a lone "h" as "г", a "g" before e or i as "дж", a closing "se" as "з", a
    French "j" as "ж", an opening English "w" as "у"."""
    keys = [latin_key(text)]
    if not _HAS_LATIN.search(text) or _HAS_CYRILLIC.search(text):
        return keys
    for letter, reading in (
        (_LONE_H, "g"),
        (_SOFT_G, "j"),
        (_VOICED_SE, "z"),
        (_FRENCH_J, "zh"),
        (_W_AS_U, "u"),
    ):
        if letter.search(text):
            other = latin_key(letter.sub(reading, text))
            if other not in keys:
                keys.append(other)
    return keys


# Russian typed in Latin letters, read back: longest spellings first ("shch" before "sh").
_TO_CYRILLIC = [
    ("shch", "щ"),
    ("sch", "щ"),
    # "y" before a vowel is iotation ("kakaya" is "какая"), so these come before "ay" / "uy"
    ("yo", "ё"),
    ("yu", "ю"),
    ("ya", "я"),
    ("ye", "е"),
    ("uy", "уй"),
    ("iy", "ий"),
    ("ay", "ай"),
    ("oy", "ой"),
    ("ey", "ей"),
    ("yy", "ый"),
    ("zh", "ж"),
    ("kh", "х"),
    ("ts", "ц"),
    ("ch", "ч"),
    ("sh", "ш"),
    ("je", "е"),
    # "j" for iotation as the ISO and Slavic spellings write it: "bljad", "ja dumaju"
    ("ja", "я"),
    ("ju", "ю"),
    ("jo", "ё"),
    ("a", "а"),
    ("b", "б"),
    ("v", "в"),
    ("g", "г"),
    ("d", "д"),
    ("e", "е"),
    ("z", "з"),
    ("i", "и"),
    ("j", "й"),
    ("k", "к"),
    ("l", "л"),
    ("m", "м"),
    ("n", "н"),
    ("o", "о"),
    ("p", "п"),
    ("r", "р"),
    ("s", "с"),
    ("t", "т"),
    ("u", "у"),
    ("f", "ф"),
    ("h", "х"),
    ("c", "ц"),
    ("y", "ы"),
    ("w", "в"),
    ("x", "кс"),
    ("q", "к"),
    ("'", "ь"),
    ("3", "з"),
    ("0", "о"),
    # digits drawn for letters inside a Latin word, as in a Cyrillic one: "p1zdec", "bl9"
    ("1", "и"),
    ("9", "я"),
    ("6", "б"),
    ("4", "ч"),
]
_FINAL_Y = re.compile(r"(?<=[аеёиоуэюя])ы\b")


def to_cyrillic(word: str) -> str:
    """A lower-case Latin word read as Russian typed in Latin letters ("golos" is "голос")."""
    out = word
    for latin, cyrillic in _TO_CYRILLIC:
        out = out.replace(latin, cyrillic)
    # a final "y" after a vowel is й: "dolboklyuy" is "долбоклюй"
    return _FINAL_Y.sub("й", out)


_LATIN_WORD = re.compile(r"(?<![\w@$])[A-Za-z][A-Za-z']*(?![\w@$])")
# Common English words that spell no Russian word in Latin letters: a line of them is English.
_ENGLISH = frozenset(
    [
        "the",
        "is",
        "it",
        "am",
        "be",
        "are",
        "was",
        "were",
        "will",
        "and",
        "of",
        "you",
        "we",
        "my",
        "not",
        "what",
        "how",
        "this",
        "that",
        "with",
        "for",
        "have",
        "has",
        "do",
        "does",
        "can",
        "just",
        "so",
        "but",
        "or",
        "me",
        "he",
        "she",
        "they",
        "at",
        "if",
        "an",
        "as",
        "all",
        "his",
        "her",
        "our",
        "your",
    ]
)
# One-letter Russian words, read back only in a line that reads as Russian ("ya", "i", "v").
_ONE_LETTER = frozenset("явиаоску")


def russian_in_latin(
    line: str, is_russian_word: Callable[[str], bool], is_name: Callable[[str], bool]
) -> str:
    """A line of Russian typed in Latin letters, its Russian words given back their letters
    ("I golos na Vorozheyu mne ne nuzhen" → "И голос на Ворожею мне не нужен").

    The line must read as Russian: two thirds of its Latin words that are no player's name
    (``is_name``) are Russian words once read back (``is_russian_word``), and there are two
    such words and names at least, so that an English line stays as it is. A player's name keeps
    its letters ("Kaznit' Noksa": the resolver reads "Noksa" as Нокс by transliteration), and so
    does a word that reads as no Russian one.
    """
    latin = _LATIN_WORD.findall(line)
    names = [
        w for w in latin if len(w) > 2 and (is_name(w) or is_name(_capital(to_cyrillic(w.lower()))))
    ]
    words = [w for w in latin if w not in names]
    if not words or sum(w.lower() in _ENGLISH for w in words) * 4 >= len(words):
        return line  # an English line ("He is on it now"): some of its words spell Russian ones
    read = {w: to_cyrillic(w.lower()) for w in words}
    for word, cyrillic in read.items():
        # an "e" that opens a word is often э: "eto" is "это", "etot" is "этот"
        if cyrillic[:1] == "е" and is_russian_word("э" + cyrillic[1:]):
            read[word] = "э" + cyrillic[1:]
    russian = {w for w, r in read.items() if len(r) > 1 and is_russian_word(r)}
    counted = [w for w in words if w in russian]
    # one Russian word beside a name is enough only when it is a long one ("Kaznit' Noksa";
    # not "Dr. Watson", where "dr" spells "др")
    alone = len(counted) == 1 and len(counted[0]) >= 5
    if len(counted) < (len(words) * 2 + 2) // 3 or (len(counted) < 2 and not (alone and names)):
        return line
    russian |= {w for w, r in read.items() if r in _ONE_LETTER}

    def back(match: re.Match[str]) -> str:
        word = match.group(0)
        if word not in russian:
            return word
        cyrillic = read[word]
        return _capital(cyrillic) if word[:1].isupper() else cyrillic

    return _LATIN_WORD.sub(back, line)


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]
