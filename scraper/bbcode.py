"""Render forum BBCode to the mybb.ru family's HTML, so API posts split like page posts.

The mybb.ru JSON API returns a post's BBCode source; rendering it to the same markup the
pages use (quote-box, spoiler-box, strong, colour spans) lets one content splitter serve both.
Hand-written because it only needs the handful of tags that matter for votes and quotes.
"""

from __future__ import annotations

import html
import re

_TAG = re.compile(r"\[(/?)(\w+)(?:=([^\]]*))?\]")
_SIMPLE = {"b": "strong", "i": "em", "u": "em", "s": "del", "code": "pre"}
_COLOUR = re.compile(r"^#?[0-9a-zA-Z]{1,20}$")


def render_bbcode(source: str) -> str:
    """HTML for a BBCode message; unknown tags are kept as text, all text is escaped."""
    out: list[str] = []
    stack: list[str] = []
    pos = 0
    for tag in _TAG.finditer(source):
        out.append(_text(source[pos : tag.start()]))
        pos = tag.end()
        closing, name, arg = tag.group(1) == "/", tag.group(2).lower(), tag.group(3)
        rendered = _close(name, stack) if closing else _open(name, arg, stack)
        out.append(rendered if rendered is not None else html.escape(tag.group(0)))
    out.append(_text(source[pos:]))
    while stack:
        out.append(_close(stack[-1], stack) or "")
    return "<p>" + "".join(out) + "</p>"


def _text(chunk: str) -> str:
    return html.escape(chunk, quote=False).replace("\n", "<br>")


def _open(name: str, arg: str | None, stack: list[str]) -> str | None:
    if name in _SIMPLE:
        stack.append(name)
        return f"<{_SIMPLE[name]}>"
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


def _close(name: str, stack: list[str]) -> str | None:
    if name not in stack:
        return None
    out = []
    while stack:
        top = stack.pop()
        if top in _SIMPLE:
            out.append(f"</{_SIMPLE[top]}>")
        elif top == "color":
            out.append("</span>")
        else:
            out.append("</p></blockquote></div><p>")
        if top == name:
            break
    return "".join(out)
