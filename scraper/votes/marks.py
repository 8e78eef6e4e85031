"""What a vote carries besides its target: «окончательно», a «пас», bold or colour.

The day rules read these facts (docs/rules-options.md): ``final`` locks a vote without closing
the day, a ``pass`` is a vote for nobody that is no skip where the rules allow it, and
``format`` (``bold``, ``colour``) is what ``require_format`` checks. A vote is bold or
coloured as the reader already judges emphasis: by the first letter of its target as written
(of the keyword for a withdrawal or a pass).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from scraper.content import EMPH_CLOSE, EMPH_OPEN, ContentSelectors, split_html

_I = re.IGNORECASE
_FINAL_WORD = re.compile(r"(?<![\w-])(?:окончательн\w*|final)\b", _I)
_NOT_FINAL = re.compile(r"(?:\bне|\bбез|\bнеокончательн\w*)\s*$", _I)
# "Голос: Ворон. Окончательно." — the word alone in the next sentence
_FINAL_AFTER = re.compile(r"[\s.!,]*\(?(?:окончательн\w*|final)\)?[\s.!]*(?:\n|$)", _I)
_SENTENCE_END = re.compile(r"[.!?\n]")
# A line that is only a pass: "Пас", "Пас.", "Голос: пас", "Пасую (первый день)".
PASS_LINE = re.compile(
    r"^[ \t]*(?:(?:мой[ \t]+)?голос(?:ую)?[ \t]*[:—–-]?[ \t]*)?(?:пас|пасую)\b"
    r"(?:[ \t]*\([^)\n]*\))?[ \t.!]*$",
    _I | re.MULTILINE,
)
# Markup that can make a vote bold or coloured; a post without any needs no second look.
_MARKUP = re.compile(r"<(?:b|strong)\b|font-weight|color", _I)
_BOLD = "bold"
_COLOUR = "colour"


def is_final(text: str, start: int, end: int) -> bool:
    """Whether the sentence of the phrase ``text[start:end]`` says «окончательно» (not
    «не окончательно»), or the next sentence is that word alone."""
    plain = text.replace(EMPH_OPEN, " ").replace(EMPH_CLOSE, " ")
    lo = max((m.end() for m in _SENTENCE_END.finditer(plain, 0, start)), default=0)
    stop = _SENTENCE_END.search(plain, end)
    hi = stop.start() if stop else len(plain)
    for found in _FINAL_WORD.finditer(plain, lo, hi):
        if not _NOT_FINAL.search(plain[max(lo, found.start() - 14) : found.start()]):
            return True
    return bool(stop and stop.group(0) != "\n" and _FINAL_AFTER.match(plain, hi))


def formats(
    html: str, selectors: ContentSelectors, anchors: Sequence[tuple[str, str]]
) -> list[tuple[str, ...] | None]:
    """For each vote (``(raw, written)`` in the order written): ``("bold",)``, ``("colour",)``,
    both or ``()``; None where the vote cannot be found again in the markup."""
    if not _MARKUP.search(html):
        return [() for _ in anchors]
    bold = split_html(html, selectors, mark_bold=True).text
    colour = split_html(html, selectors, mark_coloured=True).text
    plain, bold_at = _plain_index(bold)
    _, colour_at = _plain_index(colour)
    out: list[tuple[str, ...] | None] = []
    cursor = 0
    for raw, written in anchors:
        at = _find(plain, raw, written, cursor)
        if at is None:
            out.append(None)
            continue
        cursor = at + 1
        marks = []
        if _inside(bold, bold_at[at]):
            marks.append(_BOLD)
        if _inside(colour, colour_at[at]):
            marks.append(_COLOUR)
        out.append(tuple(marks))
    return out


def _plain_index(marked: str) -> tuple[str, list[int]]:
    """The text without emphasis markers, and where each of its characters stands in ``marked``."""
    keep = [i for i, ch in enumerate(marked) if ch not in (EMPH_OPEN, EMPH_CLOSE)]
    return "".join(marked[i] for i in keep), keep


def _pattern(words: str) -> re.Pattern[str] | None:
    parts = [re.escape(w) for w in words.split()]
    return re.compile(r"\s+".join(parts), _I) if parts else None


def _find(plain: str, raw: str, written: str, cursor: int) -> int | None:
    """Where the vote's target (or keyword) begins in ``plain``, searching from ``cursor``."""
    phrase = _pattern(raw)
    found = phrase.search(plain, cursor) if phrase else None
    target = _pattern(written)
    if found is not None:
        inner = target.search(plain, found.start(), found.end()) if target else None
        start = inner.start() if inner else found.start()
    elif target is not None and (inner := target.search(plain, cursor)) is not None:
        start = inner.start()
    else:
        return None
    letter = re.search(r"\w", plain[start:])
    return start + letter.start() if letter else start


def _inside(marked: str, pos: int) -> bool:
    """Whether ``pos`` stands inside an emphasised span: nested spans of one kind
    ("<b>Голос: <b>Кот</b>… Ворон</b>") leave the outer one open after the inner closes."""
    before = marked[:pos]
    return before.count(EMPH_OPEN) > before.count(EMPH_CLOSE)
