"""The one BBCode renderer: forum BBCode to HTML.

Two uses. The mybb.ru JSON API may return a post's BBCode source; rendering it to the markup
the pages use (quote-box, spoiler-box, strong, colour spans) lets one content splitter serve
both (``flavour="page"``). A drafted post goes to a forum whose editor sends HTML (Invision)
as paragraphs (``flavour="reply"``). All text is escaped first, so nothing in a nickname can
become a tag; unknown tags stay as text; only http(s) links become links. Hand-written: the
BBCode libraries on PyPI render their own markup, not the forum's, and these few tags are all
that matter for votes, quotes and the drafts.
"""

from __future__ import annotations

import html
import re

_TAG = re.compile(r"\[(/?)(\w+)(?:=([^\]]*))?\]")
_PAGE_TAGS = {"b": "strong", "i": "em", "u": "em", "s": "del", "code": "pre"}
_REPLY_TAGS = {"b": "strong", "i": "em", "u": "u", "s": "s", "code": "pre"}
_COLOUR = re.compile(r"^#?[0-9a-zA-Z]{1,20}$")
_URL = re.compile(r"^https?://[^\s\"<>]+$")
_DROPPED = ("size", "font", "align")  # look only: the text stays, the tag goes


def render_bbcode(source: str, flavour: str = "page") -> str:
    """HTML for a BBCode message (``page``: as the mybb.ru family's pages show it; ``reply``:
    paragraphs a forum's HTML editor accepts)."""
    simple = _PAGE_TAGS if flavour == "page" else _REPLY_TAGS
    out: list[str] = []
    stack: list[str] = []
    pos = 0
    for tag in _TAG.finditer(source):
        out.append(_text(source[pos : tag.start()], flavour))
        pos = tag.end()
        closing, name, arg = tag.group(1) == "/", tag.group(2).lower(), tag.group(3)
        if name in _DROPPED:
            continue
        rendered = _close(name, stack, simple) if closing else _open(name, arg, stack, simple)
        out.append(rendered if rendered is not None else html.escape(tag.group(0)))
    out.append(_text(source[pos:], flavour))
    while stack:
        out.append(_close(stack[-1], stack, simple) or "")
    return "<p>" + "".join(out) + "</p>"


def _text(chunk: str, flavour: str) -> str:
    escaped = html.escape(chunk, quote=flavour != "page")
    return escaped.replace("\n", "<br>" if flavour == "page" else "</p><p>")


def _open(name: str, arg: str | None, stack: list[str], simple: dict[str, str]) -> str | None:
    if name in simple:
        stack.append(name)
        return f"<{simple[name]}>"
    if name == "url" and arg and _URL.match(arg.strip("\"' ")):
        stack.append(name)
        return f'<a href="{html.escape(arg.strip(chr(34) + chr(39) + " "))}">'
    if name == "color" and arg and _COLOUR.match(arg.strip("\"' ")):
        stack.append(name)
        return f'<span style="color: {arg.strip(chr(34) + chr(39) + " ")}">'
    if name == "quote":
        stack.append(name)
        cite = f"<cite>{html.escape(arg.strip(chr(34)))} написал(а):</cite>" if arg else ""
        return f'</p><div class="quote-box">{cite}<blockquote><p>'
    if name in ("spoiler", "hide"):
        stack.append(name)
        title = html.escape(arg.strip('"')) if arg else "Спойлер"
        return f'</p><div class="quote-box spoiler-box"><div>{title}</div><blockquote><p>'
    return None


def _close(name: str, stack: list[str], simple: dict[str, str]) -> str | None:
    if name not in stack:
        return None
    out = []
    while stack:
        top = stack.pop()
        if top in simple:
            out.append(f"</{simple[top]}>")
        elif top == "color":
            out.append("</span>")
        elif top == "url":
            out.append("</a>")
        else:
            out.append("</p></blockquote></div><p>")
        if top == name:
            break
    return "".join(out)
