"""Split a post's content markup into the author's own text, quotes and spoilers.

Votes are read only from the author's own text; quoted and hidden text is kept apart so the
GM can still see it. Block elements become line breaks, so "Голос: Кот" on one line never
runs into the next paragraph. Optionally, bold and coloured spans are wrapped in marker
characters so a rules profile can require a vote to be bold or coloured.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from selectolax.lexbor import LexborHTMLParser, LexborNode

# Private-use characters that never occur in forum text: they bracket emphasised spans.
EMPH_OPEN = "\ue000"
EMPH_CLOSE = "\ue001"

_BLOCKS = "p, div, blockquote, li, tr, h1, h2, h3, h4, h5, h6, dd, dt, pre"
_BOLD = "b, strong"
_COLOURED = "span[style*='color'], font[color], font[style*='color']"
_BLANK_LINES = re.compile(r"\n\s*\n+")
_SPACES = re.compile(r"[ \t\u00a0]+")


@dataclass(frozen=True, slots=True)
class ContentSelectors:
    """Where one forum engine puts quotes, spoilers and the bits that are not the post."""

    quote: str = "blockquote"
    quote_body: str | None = None
    spoiler: str = ".spoiler"
    spoiler_body: str | None = None
    drop: str = ""


@dataclass(frozen=True, slots=True)
class SplitContent:
    """The pieces of one post's content."""

    html: str
    text: str
    quotes: tuple[str, ...]
    spoilers: tuple[str, ...]


def tidy_text(raw: str) -> str:
    """Collapse runs of spaces and blank lines; trim every line."""
    lines = [_SPACES.sub(" ", line).strip() for line in raw.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()


def _add_line_breaks(node: LexborNode) -> None:
    for br in node.css("br"):
        br.insert_after("\n")
    for block in node.css(_BLOCKS):
        block.insert_after("\n")


def _mark_emphasis(node: LexborNode, selectors: str) -> None:
    for emph in node.css(selectors):
        emph.insert_before(EMPH_OPEN)
        emph.insert_after(EMPH_CLOSE)


def _texts(node: LexborNode, outer: str, inner: str | None) -> list[str]:
    found = []
    for box in node.css(outer):
        body = box.css_first(inner) if inner else box
        found.append(tidy_text((body or box).text(deep=True, separator="", strip=False)))
        box.decompose()
    return found


def split_node(
    node: LexborNode,
    selectors: ContentSelectors,
    mark_bold: bool = False,
    mark_coloured: bool = False,
) -> SplitContent:
    """Split a content node in place (the node is consumed)."""
    if selectors.drop:
        for junk in node.css(selectors.drop):
            junk.decompose()
    html = node.inner_html or ""
    _add_line_breaks(node)
    wanted = ", ".join(s for s, on in ((_BOLD, mark_bold), (_COLOURED, mark_coloured)) if on)
    if wanted:
        _mark_emphasis(node, wanted)
    # Spoilers first: on some engines a spoiler box is also a quote box.
    spoilers = _texts(node, selectors.spoiler, selectors.spoiler_body)
    quotes = _texts(node, selectors.quote, selectors.quote_body)
    text = tidy_text(node.text(deep=True, separator="", strip=False))
    return SplitContent(html.strip(), text, tuple(quotes), tuple(spoilers))


def split_html(
    html: str,
    selectors: ContentSelectors,
    mark_bold: bool = False,
    mark_coloured: bool = False,
) -> SplitContent:
    """Split a content fragment given as markup."""
    tree = LexborHTMLParser(f"<div id='mafia-gm-root'>{html}</div>")
    root = tree.css_first("#mafia-gm-root")
    assert root is not None
    return split_node(root, selectors, mark_bold, mark_coloured)
