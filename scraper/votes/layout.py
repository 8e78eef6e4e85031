"""A vote typed on the wrong keyboard layout, read as the author meant it.

"ujkjc Nfyrbcn" is "голос Танкист" typed with the ЙЦУКЕН layout switched to QWERTY, and
"мщеу" is "vote" typed the other way. Only a run that opens with a vote word so typed is turned
back; the words after it are turned too when they read as the other alphabet's words (a Latin
name typed right, "ujkjc NightWolf", stays as written).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from scraper.layout import TO_CYRILLIC, TO_LATIN

# What a run must open with, once turned: the vote words of either language.
_CYRILLIC_KEYWORD = re.compile(r"(?:голос\w*|досрочн\w*|снимаю|анвоут)", re.IGNORECASE)
_LATIN_KEYWORD = re.compile(r"(?:un)?vote|golos\w*", re.IGNORECASE)
# Words of the wrong layout: Latin letters with the keys that stand for х ъ ж э б ю ё, and
# Cyrillic letters; a trailing "," or "." is punctuation, not б or ю.
_LATIN_RUN = re.compile(r"(?<![\w\[\];'`])[A-Za-z\[\];'`][A-Za-z\[\];'`,.]*[A-Za-z\[\];'`]")
_CYRILLIC_RUN = re.compile(r"(?<![а-яёА-ЯЁA-Za-z])[а-яёА-ЯЁ]+(?![а-яёА-ЯЁA-Za-z])")
_ENGLISH_VOWELS = re.compile(r"[aeiou]", re.IGNORECASE)
_RUSSIAN_VOWELS = re.compile(r"[аеёиоуыэюя]", re.IGNORECASE)
# "ujkjc: Lbvjy", "ujkjc Lbvjy", and "Ujkjc^ Ihfv": Shift+6 is the Russian layout's colon
_BETWEEN = re.compile(r"[ \t]*[:=—–^-]?[ \t]*")
_FOLLOWING = 3  # words after the keyword that may belong to the same mistyped phrase


def fix_layout(text: str) -> str:
    """``text`` with each vote phrase typed on the wrong layout turned back."""
    if re.search(r"[A-Za-z]", text):
        text = _turn(text, _LATIN_RUN, TO_CYRILLIC, _CYRILLIC_KEYWORD, _reads_as_russian)
    if re.search(r"[а-яёА-ЯЁ]", text):
        text = _turn(text, _CYRILLIC_RUN, TO_LATIN, _LATIN_KEYWORD, _reads_as_latin)
    return text


def _turn(
    text: str,
    run: re.Pattern[str],
    table: dict[int, int],
    keyword: re.Pattern[str],
    reads: Callable[[str, str], bool],
) -> str:
    words = list(run.finditer(text))
    pieces: list[str] = []
    at = 0
    index = 0
    while index < len(words):
        word = words[index]
        turned = word.group(0).translate(table)
        if not keyword.fullmatch(turned):
            index += 1
            continue
        pieces += [text[at : word.start()], turned]
        at = word.end()
        index += 1
        if table is TO_CYRILLIC and text.startswith("^", at):
            pieces.append(":")  # the colon typed with the layout switched
            at += 1
        for _ in range(_FOLLOWING):
            if index >= len(words) or not _BETWEEN.fullmatch(text[at : words[index].start()]):
                break  # only words right after it, on the same line
            following = words[index]
            turned = following.group(0).translate(table)
            if not reads(following.group(0), turned):
                break
            pieces += [text[at : following.start()].replace("^", ":"), turned]
            at = following.end()
            index += 1
    return "".join(pieces) + text[at:] if pieces else text


def _reads_as_russian(latin: str, turned: str) -> bool:
    """ "Nfyrbcn" (one English vowel) turns into "Танкист" (two Russian ones): Russian."""
    return _more_vowels(turned, _RUSSIAN_VOWELS, latin, _ENGLISH_VOWELS)


def _reads_as_latin(cyrillic: str, turned: str) -> bool:
    """ "Вшьщт" (no Russian vowel) turns into "Dimon" (two English ones): Latin."""
    return _more_vowels(turned, _ENGLISH_VOWELS, cyrillic, _RUSSIAN_VOWELS)


def _more_vowels(
    turned: str, turned_vowels: re.Pattern[str], typed: str, typed_vowels: re.Pattern[str]
) -> bool:
    """A word reads in the other alphabet when turning it gives it more vowels, enough of them.

    "NightWolf" turned is "ТшпреЦщда": as many vowels as before, so a name typed right stays.
    """
    after = len(turned_vowels.findall(turned))
    return after > len(typed_vowels.findall(typed)) and after * 5 >= len(turned)
