"""Tag syntaxes for votes, as English-language forums write them.

``hashtag`` (TeamLiquid and others): ``##vote NAME``, ``##Vote: NAME``, ``## vote NAME``,
``#vote NAME``; ``##unvote`` withdraws (anything after it on the line is ignored). Text may
stand before the tag on the same line. ``bbtag``: ``[vote]NAME[/vote]`` and ``[unvote]``.
``mafiascum``: the tags (``[vote]NAME[/vote]``, ``[unvote][/unvote]``, as written or rendered
as "VOTE: NAME") and, in the same thread, a bold "Vote: NAME" / "VOTE NAME" / "Unvote".
"""

from __future__ import annotations

import re

from scraper.content import EMPH_CLOSE, EMPH_OPEN
from scraper.votes.grammar import Phrase

_HASHTAG = re.compile(r"#{1,2}\s*(?P<un>un)?vote\b\s*:?[ \t]*(?P<rest>[^\n#]*)", re.IGNORECASE)
_BBTAG = re.compile(r"\[(?P<un>un)?vote\](?:(?P<rest>[^\[\n]*)\[/(?:un)?vote\])?", re.IGNORECASE)
_BOLD_VOTE = re.compile(
    r"\b(?:(?P<un>un)vote\b(?:\s*:)?|vote\b\s*:?[ \t]*(?P<rest>[^\n\ue001]*))", re.IGNORECASE
)
_TRIM = " \t:;,.!?\"'«»()"
MAX_WORDS = 5


def _plain(text: str) -> str:
    return text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")


def _words(rest: str) -> tuple[str, ...]:
    words = [w.strip(_TRIM) for w in _plain(rest).split()]
    return tuple(w for w in words if w)[:MAX_WORDS]


def _emphasised(text: str, start: int, end: int) -> bool:
    """True when the tag's first letter lies inside a bold or coloured span."""
    pos = start + 1
    return text.rfind(EMPH_OPEN, 0, pos) > text.rfind(EMPH_CLOSE, 0, pos)


def find_tag_phrases(text: str, syntax: str) -> list[Phrase]:
    """Vote tags in ``text`` in the order written."""
    if syntax == "mafiascum":
        tags = _phrases(text, _BBTAG, strong=True)
        taken = [(p.start, p.end) for p in tags]
        bold = [
            p
            for p in _phrases(text, _BOLD_VOTE, strong=True)
            if p.emphasised and not any(a <= p.start < b for a, b in taken)
        ]
        return sorted(tags + bold, key=lambda p: p.start)
    return _phrases(text, _HASHTAG if syntax == "hashtag" else _BBTAG, strong=True)


def _phrases(text: str, pattern: re.Pattern[str], strong: bool) -> list[Phrase]:
    phrases = []
    for match in pattern.finditer(text):
        unvote = bool(match.group("un"))
        rest = match.group("rest") or ""
        words = () if unvote else _words(rest)
        if not unvote and not words:
            continue
        raw = _plain(match.group(0)).strip()
        phrases.append(
            Phrase(
                kind="unvote" if unvote else "vote",
                start=match.start(),
                end=match.end(),
                target_words=words,
                strong=strong,
                early=False,
                emphasised=_emphasised(text, match.start(), match.end()),
                raw=raw,
            )
        )
    return phrases
