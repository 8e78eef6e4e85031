"""Moderation flags: мат, insults aimed at players, screenshots or logs of private talk.

Flags are evidence for the GM, never punishment. Text is normalised first (zero-width
characters, look-alike Latin letters and digits, repeated letters) so simple disguises fail.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from scraper.nicknames import clean

_TO_CYRILLIC = str.maketrans(
    {
        "a": "а",
        "e": "е",
        "o": "о",
        "p": "р",
        "c": "с",
        "x": "х",
        "y": "у",
        "k": "к",
        "m": "м",
        "t": "т",
        "h": "н",
        "b": "б",
        "u": "и",
        "3": "з",
        "0": "о",
        "6": "б",
        "@": "а",
        "$": "с",
    }
)
# Obscene roots with the prefixes they take; allow-listed words are checked first.
_MAT = re.compile(
    r"\b(?:[а-я]{0,6})?(?:"
    r"ху[йяеёию]\w*|пизд\w*|пезд\w*|еба\w*|еб[уеи]\w*|ёб\w*|еб\b|ебл\w*|бля\w*|бляд\w*|"
    r"муда[кч]\w*|мудил\w*|залуп\w*|манд[аоуы]\b|сук[аиу]\b|сучк\w*|пидор\w*|пидар\w*|"
    r"гандон\w*|шлюх\w*|хер[ауо]?\b|нахер\w*|похер\w*"
    r")",
)
_ALLOWED = re.compile(
    r"\b(?:хлеб\w*|ребен\w*|оскорбл\w*|колеба\w*|страху\w*|мандарин\w*|скипидар\w*|команд\w*|"
    r"потреб\w*|учеб\w*|гребе\w*|требу\w*|себя|небо\w*|рубл\w*|сукно\w*|херсон\w*|хереc\w*|"
    r"мандат\w*|употреб\w*|истреб\w*|корабл\w*|ансамбл\w*)\b"
)
_INSULTS = re.compile(
    r"\b(?:дебил\w*|идиот\w*|кретин\w*|дегенерат\w*|ублюд\w*|мразь|мрази|урод\w*|тупица|"
    r"даун\w*|чмо|чмошник\w*|скотин\w*|тварь|твари|ничтожеств\w*|придур\w*)\b"
)
_LOG_WORDS = re.compile(r"\b(?:скрин\w*|скриншот\w*|лог\w*|переписк\w*)\b")
_CHAT_LINE = re.compile(r"^\s*\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*[^:\n]{1,40}:\s", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class ModerationFlag:
    kind: str  # "profanity" | "insult" | "log_or_screenshot"
    evidence: str

    def as_json(self) -> dict[str, str]:
        return {"kind": self.kind, "evidence": self.evidence}


def normalise(text: str) -> str:
    """Lower case, no zero-width characters, look-alikes as Cyrillic, repeats folded."""
    lowered = clean(text).translate(_TO_CYRILLIC)
    return re.sub(r"(.)\1{2,}", r"\1", lowered)


def moderate(text: str, html: str = "") -> list[ModerationFlag]:
    """Flags for the author's own text (quotes excluded by the caller)."""
    norm = normalise(text)
    flags: list[ModerationFlag] = []
    for match in _MAT.finditer(norm):
        word = match.group(0)
        if not _ALLOWED.fullmatch(word):
            flags.append(ModerationFlag("profanity", word))
    for match in _INSULTS.finditer(norm):
        flags.append(ModerationFlag("insult", match.group(0)))
    has_image = "<img" in html.lower()
    log_word = _LOG_WORDS.search(norm)
    if (has_image and log_word) or len(_CHAT_LINE.findall(text)) >= 2:
        flags.append(
            ModerationFlag("log_or_screenshot", log_word.group(0) if log_word else "chat log")
        )
    return list(dict.fromkeys(flags))
