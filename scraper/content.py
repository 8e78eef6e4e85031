"""Split a post's content markup into the author's own text, quotes and spoilers.

Votes are read only from the author's own text; quoted and hidden text is kept apart so the
GM can still see it. Block elements become line breaks, so "Голос: Кот" on one line never
runs into the next paragraph. Optionally, bold and coloured spans are wrapped in marker
characters so a rules profile can require a vote to be bold or coloured.
"""

from __future__ import annotations

import html as htmlmod
import re
from dataclasses import dataclass
from functools import lru_cache

from selectolax.lexbor import LexborHTMLParser, LexborNode

# Private-use characters that never occur in forum text: they bracket emphasised spans.
EMPH_OPEN = "\ue000"
EMPH_CLOSE = "\ue001"

_BLOCKS = "p, div, blockquote, li, tr, h1, h2, h3, h4, h5, h6, dd, dt, pre"
# mafiascum renders [vote] tags as a span of class bbvote: it reads as bold.
# Bold as forums render [b]: <b>/<strong> (phpBB 3.2+ "text-strong", XenForo, mybb), or an inline
# font-weight style (phpBB 3.0/3.1 prosilver, IPB, vBulletin); vote tags count as marked too.
_BOLD = (
    "b, strong, .bbvote, span.vote, span[style*='font-weight: bold'], "
    "span[style*='font-weight:bold'], span[style*='font-weight: 700'], "
    "span[style*='font-weight:700']"
)
_COLOURED = "span[style*='color'], font[color], font[style*='color']"
_BLANK_LINES = re.compile(r"\n\s*\n+")
_BLOCK_NAMES = "p|div|blockquote|li|tr|h[1-6]|dd|dt|pre|ul|ol|table"
_LINE_BREAK_TAG = re.compile(rf"<br\s*/?>|</?(?:{_BLOCK_NAMES})\b[^>]*>", re.IGNORECASE)
_INVISIBLE = re.compile(r"<(script|style)\b.*?</\1\s*>|<!--.*?-->", re.IGNORECASE | re.DOTALL)
_ANY_TAG = re.compile(r"<[^>]*>")
_SPACES = re.compile(r"[ \t\u00a0\r]+")
_LINE_EDGES = re.compile(r" ?\n ?")


@dataclass(frozen=True, slots=True)
class ContentSelectors:
    """Where one forum engine puts quotes, spoilers and the bits that are not the post."""

    quote: str = "blockquote"
    quote_body: str | None = None
    spoiler: str = ".spoiler"
    spoiler_body: str | None = None
    drop: str = ""
    edit_marker: str = ""


@dataclass(frozen=True, slots=True)
class SplitContent:
    """The pieces of one post's content."""

    html: str
    text: str
    quotes: tuple[str, ...]
    spoilers: tuple[str, ...]
    edit_note: str = ""


# A signature separator line ("--", "___", "———") and everything under it.
_SIGNATURE = re.compile(r"\n[ \t]*(?:-{2,}|_{3,}|—{1,}|={3,}|\*{3,})[ \t]*(?:\n.*)?$", re.DOTALL)


def strip_signature(text: str) -> str:
    """The text without a signature written below a separator line."""
    return _SIGNATURE.sub("", "\n" + text).lstrip("\n")


def tidy_text(raw: str) -> str:
    """Collapse runs of spaces and blank lines; trim every line."""
    text = _LINE_EDGES.sub("\n", _SPACES.sub(" ", raw))
    return _BLANK_LINES.sub("\n\n", text).strip()


def markup_text(markup: str) -> str:
    """Plain text of a markup fragment: block tags and <br> become line breaks."""
    text = markup
    if "<!--" in text or "<script" in text or "<style" in text:
        text = _INVISIBLE.sub("", text)
    text = _LINE_BREAK_TAG.sub("\n", text)
    return tidy_text(htmlmod.unescape(_ANY_TAG.sub("", text)))


def _add_line_breaks(node: LexborNode) -> None:
    for br in node.css("br"):
        br.insert_after("\n")
    for block in node.css(_BLOCKS):
        block.insert_after("\n")


_COLOUR_CODES = {
    "red": ("red", "#ff0000", "#f00", "rgb(255, 0, 0)", "rgb(255,0,0)", "darkred", "crimson"),
    "blue": ("blue", "#0000ff", "#00f", "rgb(0, 0, 255)", "rgb(0,0,255)", "darkblue", "navy"),
}


def _colour_allowed(node: LexborNode, colours: tuple[str, ...]) -> bool:
    if not colours:
        return True
    declared = (
        " ".join((node.attributes.get(a) or "") for a in ("style", "color"))
        .lower()
        .replace(" ", "")
    )
    for colour in colours:
        for code in _COLOUR_CODES.get(colour, (colour,)):
            if code.replace(" ", "") in declared:
                return True
    return False


def _mark_emphasis(
    node: LexborNode, mark_bold: bool, mark_coloured: bool, colours: tuple[str, ...]
) -> None:
    found = []
    if mark_bold:
        found += node.css(_BOLD)
    if mark_coloured:
        found += [n for n in node.css(_COLOURED) if _colour_allowed(n, colours)]
    for emph in found:
        emph.insert_before(EMPH_OPEN)
        emph.insert_after(EMPH_CLOSE)


def _texts(node: LexborNode, outer: str, inner: str | None, marked: bool) -> list[str]:
    found = []
    for box in node.css(outer):
        body = (box.css_first(inner) if inner else None) or box
        if marked:
            found.append(tidy_text(body.text(deep=True, separator="", strip=False)))
        else:
            found.append(markup_text(body.inner_html or ""))
        box.decompose()
    return found


@lru_cache(maxsize=64)
def _selector_words(selector: str) -> re.Pattern[str]:
    """Class and tag names in a selector list, to skip queries that cannot match."""
    words = {w.lower() for w in re.split(r"[\s,.#>\[\]=*'\"]+", selector) if w}
    return re.compile("|".join(sorted(map(re.escape, words))))


def split_node(
    node: LexborNode,
    selectors: ContentSelectors,
    mark_bold: bool = False,
    mark_coloured: bool = False,
    colours: tuple[str, ...] = (),
) -> SplitContent:
    """Split a content node in place (the node is consumed)."""
    html = node.inner_html or ""
    lowered = html.lower()
    edit_note = ""
    if selectors.edit_marker and _may_match(lowered, selectors.edit_marker):
        marker = node.css_first(selectors.edit_marker)
        edit_note = marker.text() if marker else ""
    if selectors.drop and _may_match(lowered, selectors.drop):
        for junk in node.css(selectors.drop):
            junk.decompose()
        html = node.inner_html or ""
        lowered = html.lower()
    marked = mark_bold or mark_coloured
    if marked:
        # Emphasis must survive into the text, so walk the tree instead of the markup.
        _add_line_breaks(node)
        _mark_emphasis(node, mark_bold, mark_coloured, colours)
    # Spoilers first: on some engines a spoiler box is also a quote box.
    spoilers, quotes = [], []
    if _may_match(lowered, selectors.spoiler):
        spoilers = _texts(node, selectors.spoiler, selectors.spoiler_body, marked)
    if _may_match(lowered, selectors.quote):
        quotes = _texts(node, selectors.quote, selectors.quote_body, marked)
    if marked:
        text = tidy_text(node.text(deep=True, separator="", strip=False))
    elif spoilers or quotes:
        text = markup_text(node.inner_html or "")
    else:
        text = markup_text(html)
    text, raw_quotes = _lift_raw_quotes(text)
    return SplitContent(html.strip(), text, (*quotes, *raw_quotes), tuple(spoilers), edit_note)


# A quote whose BBCode the forum left as text ("[quote=Лиза]Голос: Мороз[/quote]", the tag
# misspelt "[qoute=Лиза]" so the engine did not render it, set 276): the words between the tags
# are still another's. A closing tag left without its opening: the quote ran from the post's
# start. Read in one pass with a stack, so nested quotes come apart one by one and a hostile
# post of a thousand nested tags costs no more than its length.
_RAW_QUOTE_TAG = re.compile(
    r"\[[ \t]*(?P<close>/)?[ \t]*(?:q[a-z]{2,5}|цитата)[ \t]*(?(close)|(?:=[^\]\n]{0,80})?)\]",
    re.IGNORECASE,
)


def _lift_raw_quotes(text: str) -> tuple[str, tuple[str, ...]]:
    """The author's text without unrendered BBCode quotes, and the quotes' own texts."""
    if "[" not in text:
        return text, ()
    own: list[str] = []
    # each open quote: its opening tag as written, then the pieces of its body
    opened: list[list[str]] = []
    lifted: list[str] = []
    stray_seen = False
    at = 0
    for tag in _RAW_QUOTE_TAG.finditer(text):
        (opened[-1] if opened else own).append(text[at : tag.start()])
        at = tag.end()
        if not tag["close"]:
            opened.append([tag.group(0)])
        elif opened:
            lifted.append("".join(opened.pop()[1:]).strip())
            (opened[-1] if opened else own).append("\n")
        elif not stray_seen:
            stray_seen = True
            lifted.append("".join(own).strip())
            own = ["\n"]
        else:
            own.append(tag.group(0))  # a second stray closing tag stays as written
    (opened[-1] if opened else own).append(text[at:])
    while opened:  # an opening never closed stays text, as written
        unclosed = "".join(opened.pop())
        (opened[-1] if opened else own).append(unclosed)
    return (tidy_text("".join(own)), tuple(lifted)) if lifted else (text, ())


def _may_match(lowered_html: str, selector: str) -> bool:
    return _selector_words(selector).search(lowered_html) is not None


def split_html(
    html: str,
    selectors: ContentSelectors,
    mark_bold: bool = False,
    mark_coloured: bool = False,
    colours: tuple[str, ...] = (),
) -> SplitContent:
    """Split a content fragment given as markup."""
    tree = LexborHTMLParser(f"<div id='mafia-gm-root'>{html}</div>")
    root = tree.css_first("#mafia-gm-root")
    assert root is not None
    return split_node(root, selectors, mark_bold, mark_coloured, colours)
