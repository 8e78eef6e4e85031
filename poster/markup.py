"""BBCode helpers: make text safe to place inside a post."""

from __future__ import annotations

import re

from scraper.bbcode import render_bbcode

# Square brackets in a nickname or quoted text would open BBCode tags; full-width brackets
# look the same to a reader and are inert.
_INERT = str.maketrans({"[": "［", "]": "］"})


def bb_escape(text: object) -> str:
    """Text that cannot open or close a BBCode tag."""
    return str(text).translate(_INERT)


def bb_url(url: str) -> str:
    """A URL safe inside ``[url=...]``."""
    return url.replace("]", "%5D").replace("[", "%5B").replace(" ", "%20")


_BB_TO_MD = [
    (re.compile(r"\[b\](.*?)\[/b\]", re.S), r"**\1**"),
    (re.compile(r"\[i\](.*?)\[/i\]", re.S), r"*\1*"),
    (re.compile(r"\[url=([^\]]+)\](.*?)\[/url\]", re.S), r"[\2](\1)"),
    (re.compile(r"\[/?(?:u|s|color(?:=[^\]]*)?|size(?:=[^\]]*)?)\]"), ""),
]


def bbcode_to_markdown(text: str) -> str:
    """A drafted BBCode post in Markdown, for forums that render Markdown (django-machina)."""
    for pattern, replacement in _BB_TO_MD:
        text = pattern.sub(replacement, text)
    return text.replace("\n", "  \n")


def bbcode_to_html(text: str) -> str:
    """A drafted BBCode post as HTML paragraphs, for forums whose editor sends HTML (Invision):
    the one BBCode renderer's ``reply`` flavour (text escaped first, http(s) links only)."""
    return render_bbcode(text, "reply")


# An invisible signature that survives forums stripping HTML comments: zero-width characters
# spelling the draft's key in binary between two word joiners.
_ZERO, _ONE, _EDGE = "\u200b", "\u200c", "\u2060"


def marker(key: str) -> str:
    bits = "".join(f"{b:08b}" for b in key.encode("ascii"))
    return _EDGE + bits.replace("0", _ZERO).replace("1", _ONE) + _EDGE


def has_marker(text: str, key: str) -> bool:
    return marker(key) in text
