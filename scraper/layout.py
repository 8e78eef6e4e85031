"""Words typed on the wrong keyboard layout: Russian typed with the ЙЦУКЕН keys left in QWERTY.

"gbpltw" is "пиздец", "[eqyz" is "хуйня", "lt,bk" is "дебил": every key of the Russian layout
has one Latin letter or sign on it. A run is read back only when the caller accepts the
reading (a known obscene or insulting word), so English words never change.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"
_JCUKEN = "йцукенгшщзхъфывапролджэячсмитьбюё"
_SHIFTED = 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~'
# Either way round: the Latin key to the Cyrillic letter on it, and back.
TO_CYRILLIC = str.maketrans(_QWERTY + _SHIFTED, _JCUKEN + _JCUKEN.upper())
TO_LATIN = str.maketrans(_JCUKEN + _JCUKEN.upper(), _QWERTY + _SHIFTED)
_KEYS = r"A-Za-z\[\]{};:'\"<>,.`~"
# A run of keys with at least one Latin letter; sentence marks after it are no letters ("gbpltw,")
_RUN = re.compile(rf"(?<![\w{_KEYS}])[{_KEYS}]*[A-Za-z][{_KEYS}]*")
_TRAILING = re.compile(r"[.,!?\"]+$")
_LEADING = re.compile(r"^\"+")


def retype(run: str) -> str:
    """The run read as if typed on the Russian layout, lower-cased."""
    return run.translate(TO_CYRILLIC).lower()


def retyped(text: str, accept: Callable[[str, str], bool]) -> str:
    """The text with every Latin run that ``accept(run, reading)`` takes read in Russian."""

    def one(match: re.Match[str]) -> str:
        whole = match.group(0)
        tail = _TRAILING.search(whole)
        head = _LEADING.match(whole)
        start = head.end() if head else 0
        end = tail.start() if tail else len(whole)
        run = whole[start:end]
        if not re.search(r"[A-Za-z]", run):
            return whole
        reading = retype(run)
        return whole[:start] + reading + whole[end:] if accept(run, reading) else whole

    return _RUN.sub(one, text)


def other_layout(word: str) -> str:
    """A word as if typed with the other layout switched on: "Ihfv" is "Шрам", "Кщн" is "Roy"
    (case kept). Only letters and the keys a word may hold are turned."""
    if re.search(r"[а-яёА-ЯЁ]", word):
        return word.translate(TO_LATIN)
    return word.translate(TO_CYRILLIC)
