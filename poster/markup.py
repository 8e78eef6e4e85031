"""BBCode helpers: make text safe to place inside a post."""

from __future__ import annotations

# Square brackets in a nickname or quoted text would open BBCode tags; full-width brackets
# look the same to a reader and are inert.
_INERT = str.maketrans({"[": "［", "]": "］"})


def bb_escape(text: object) -> str:
    """Text that cannot open or close a BBCode tag."""
    return str(text).translate(_INERT)


def bb_url(url: str) -> str:
    """A URL safe inside ``[url=...]``."""
    return url.replace("]", "%5D").replace("[", "%5B").replace(" ", "%20")
