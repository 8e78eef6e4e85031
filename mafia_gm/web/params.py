"""What a request may ask for: numbers in range, ids a row can have, local paths to go back to.

Every number a page takes from its address or its form (through ``forms``) is checked here
before any work starts, so no request can replay a game for a day that does not exist. A
refusal is a ``PageError``: a 4xx with a Russian message first and the English one in brackets.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from mafia_errors import InputError
from mafia_i18n import _, current

LARGEST_ID = 2**63 - 1  # the largest integer SQLite and PostgreSQL keys hold


class PageError(InputError):
    """A request the page refuses, with the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def named(russian: str, english: str) -> str:
    """A field's name in the GM's language (the faces name each field in both)."""
    return russian if current() == "ru" else english


def number(text: object, low: int, high: int, russian: str, english: str) -> int:
    """``text`` as a whole number in ``low..high``; ``russian``/``english`` name what it is."""
    value = str(text if text is not None else "").strip()
    if not value.isascii() or not value.isdigit():
        raise PageError(
            _("{what}: нужно число, а не {value!r}").format(
                what=named(russian, english), value=value[:40]
            )
        )
    if len(value) > 20 or not low <= int(value) <= high:
        shown = value if len(value) <= 20 else value[:20] + "…"
        raise PageError(
            _("{what} {shown} вне игры: можно от {low} до {high}").format(
                what=named(russian, english), shown=shown, low=low, high=high
            ),
            404,
        )
    return int(value)


def day(text: object, last: int) -> int:
    """A day of the game: 1 up to the last day there is."""
    if last < 1:
        raise PageError(_("Игра ещё не дошла до первого дня"), 404)
    return number(text, 1, last, "День", "day")


def night(text: object, last_day: int) -> int:
    """A night: Night 1 up to the night after the last day."""
    return number(text, 1, last_day + 1, "Ночь", "night")


def row_id(text: object, russian: str, english: str) -> int:
    """The id of a stored row (a draft, a flag)."""
    return number(text, 1, LARGEST_ID, russian, english)


def local_path(back: str, fallback: str = "/") -> str:
    """``back`` when it is a path on this site, else ``fallback``: never a redirect off-site
    (``//host``, a scheme, ``/\\host``, or a control character a browser drops)."""
    if (
        not back.startswith("/")
        or back.startswith("//")
        or "\\" in back
        or any(ord(char) < 0x21 or ord(char) == 0x7F for char in back)
    ):
        return fallback
    parts = urlsplit(back)
    return back if not parts.scheme and not parts.netloc else fallback
