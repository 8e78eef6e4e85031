"""Find vote phrases in a post's own text, in the order written.

A phrase is a vote ("Голос: X", "голосую против X", "отдаю голос за X"), a change ("меняю
голос на X") or a withdrawal ("снимаю голос"). Strong phrases (with a colon, "против", "за")
report an unreadable target as ambiguous; weak ones ("Голос Кот" at a line start) count only
when the target is a known player. Not counted: negations, questions, hypotheticals and
intentions ("если бы", "завтра буду голосовать"), and someone else's vote ("его голос").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from scraper.content import EMPH_CLOSE, EMPH_OPEN

_I = re.IGNORECASE
_WORD = r"[^\W\d_][\w'’\-]*"

# Each pattern ends where the target text starts; its name says what it is.
_RUSSIAN: list[tuple[str, str, bool]] = [
    ("unvote", r"\b(?:снимаю|отменяю|отзываю|убираю)\s+(?:сво[йе]\s+|мой\s+)?голос\w*", True),
    ("unvote", r"\bголос\s+(?:снимаю|отменяю|отзываю|убираю)\b", True),
    ("unvote", r"\b(?:анвот|unvote)\b", True),
    (
        "vote",
        r"\b(?:меняю|перевожу|переношу|переставляю)\s+(?:сво[йе]\s+|мой\s+)?голос"
        r"(?:\s+с\s+\S+(?:\s+\S+)?)?\s+(?:на|против|за)\s+",
        True,
    ),
    ("vote", r"\bголос\s+(?:меняю|перевожу|переношу)\s+(?:на|против|за)\s+", True),
    ("vote", r"\bпереголосовываю\s+(?:на|против|за)\s+", True),
    ("vote", r"\b(?:отдаю|оставляю)\s+(?:сво[йе]\s+|мой\s+)?голос\s+(?:за|против|на)?\s*", True),
    ("vote", r"\b(?:досрочн\w+\s+)?голос\s*(?:[:=>→]|-+>?|—|–)\s*", True),
    ("vote", r"\b(?:досрочн\w+\s+)?голос(?:ую)?\s+(?:против|за|на)\s+", True),
    ("vote", r"\bголосую\s+", False),
    ("vote", r"^\s*(?:мой\s+)?голос\s+", False),
]
_COMPILED = [(kind, re.compile(p, _I), strong) for kind, p, strong in _RUSSIAN]

_NOT_MINE = re.compile(r"\b(?:его|ее|её|их|твой|ваш|чей|чей-то|свой)\s*$", _I)
_HYPOTHETICAL = re.compile(
    r"\b(?:если|бы|б|завтра|потом|позже|может|можно|наверн\w*|хочу|хотел\w*|планирую|"
    r"собираюсь|буду|будет|будем|стоит|предлагаю|давайте|советую|кто|когда)\b",
    _I,
)
_NEGATION = re.compile(r"\b(?:не|нет|ни)\b[^,;:—]*$", _I)
_CLAUSE_END = re.compile(r"[.!?;,()\[\]\n«»\"]|\s(?:потому|так как|ибо|т\.к\.|т\.е\.)", _I)
_FILLER = {"казнь", "казни", "повес", "повешение", "линч", "игрока", "игрок", "ника", "ник"}
_SENTENCE = re.compile(r"[^.!?\n]*[.!?]*")


@dataclass(frozen=True, slots=True)
class Phrase:
    """A vote phrase found in the text, before its target is resolved."""

    kind: str
    start: int
    end: int
    target_words: tuple[str, ...]
    strong: bool
    early: bool
    emphasised: bool
    raw: str


def find_phrases(text: str, early_word: str = "досрочно") -> list[Phrase]:
    """Every vote phrase in ``text`` in the order written (emphasis markers allowed)."""
    found: list[Phrase] = []
    for sentence in _SENTENCE.finditer(text):
        chunk = sentence.group(0)
        if not chunk.strip():
            continue
        found += _in_sentence(chunk, sentence.start(), early_word)
    found.sort(key=lambda p: p.start)
    return found


def _plain(text: str) -> str:
    return text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")


def _in_sentence(chunk: str, offset: int, early_word: str) -> list[Phrase]:
    question = chunk.rstrip().endswith("?")
    taken: list[tuple[int, int]] = []
    phrases = []
    for kind, pattern, strong in _COMPILED:
        for match in pattern.finditer(chunk):
            if any(a <= match.start() < b for a, b in taken):
                continue
            before = _plain(chunk[: match.start()])
            if (
                question
                or _NOT_MINE.search(before)
                or _HYPOTHETICAL.search(before)
                or _NEGATION.search(before)
            ):
                taken.append((match.start(), len(chunk)))
                continue
            words, end = ([], match.end()) if kind == "unvote" else _target(chunk, match.end())
            if kind == "vote" and not words:
                continue
            line = _line_around(chunk, match.start())
            early = early_pattern(early_word).search(_plain(line)) is not None
            if kind == "unvote":
                emphasised = _inside_emphasis(chunk, _first_letter(chunk, match.start(), end))
            else:
                emphasised = _inside_emphasis(chunk, _first_letter(chunk, match.end(), end))
            raw = _plain(chunk[match.start() : end]).strip(" :—-")
            taken.append((match.start(), end))
            phrases.append(
                Phrase(
                    kind,
                    offset + match.start(),
                    offset + end,
                    tuple(words),
                    strong,
                    early,
                    emphasised,
                    raw,
                )
            )
    return phrases


def _target(chunk: str, start: int) -> tuple[list[str], int]:
    """The words after a vote keyword, up to the end of the clause (fillers dropped)."""
    rest = chunk[start:]
    stop = _CLAUSE_END.search(rest)
    span = rest[: stop.start()] if stop else rest
    words: list[str] = []
    for word in re.finditer(r"\S+", span):
        token = _plain(word.group(0)).strip(":;,.!?\"'«»()")
        if not token:
            continue
        if not words and token.lower() in _FILLER:
            continue
        words.append(token)
        if len(words) >= 5:
            return words, start + word.end()
    return words, start + len(span.rstrip())


def _line_around(chunk: str, pos: int) -> str:
    line_start = chunk.rfind("\n", 0, pos) + 1
    line_end = chunk.find("\n", pos)
    return chunk[line_start : line_end if line_end >= 0 else len(chunk)]


@lru_cache(maxsize=8)
def early_pattern(early_word: str) -> re.Pattern[str]:
    """The early marker by its stem: "досрочно", "досрочный", "Досрочно!"."""
    stem = early_word[:-1] if len(early_word) > 4 else early_word
    return re.compile(rf"\b{re.escape(stem)}\w*", re.IGNORECASE)


def _first_letter(chunk: str, start: int, end: int) -> int:
    """Where the target's first letter stands (the keyword's end for a withdrawal)."""
    found = re.search(r"\w", chunk[start:end])
    return start + found.start() if found else start


def _inside_emphasis(chunk: str, pos: int) -> bool:
    """True when ``pos`` lies inside a bold or coloured span."""
    return chunk.rfind(EMPH_OPEN, 0, pos + 1) > chunk.rfind(EMPH_CLOSE, 0, pos + 1)
