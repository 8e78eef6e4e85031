"""Dates as forums write them: numeric Russian (``02.12.2026 21:03``) and ISO
(``2026-12-02 21:03:11``, mybb.ru's default) forms, "Сегодня" / "Вчера", epochs.

Forum-local times are read in the forum's time zone (Europe/Moscow by default) and returned
as aware datetimes.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

DEFAULT_TZ = "Europe/Moscow"

_NUMERIC = re.compile(
    r"(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{2,4})\s*,?\s*(?:в\s*)?"
    r"(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2}))?"
)
_ISO = re.compile(
    r"(?<!\d)(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})(?:\s*,?\s*|T)(?:в\s*)?"
    r"(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2}))?"
)
_MONTHS = {
    "янв": 1,
    "фев": 2,
    "мар": 3,
    "апр": 4,
    "мая": 5,
    "май": 5,
    "июн": 6,
    "июл": 7,
    "авг": 8,
    "сен": 9,
    "окт": 10,
    "ноя": 11,
    "дек": 12,
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "may": 5,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
_WORDY = re.compile(
    r"(?P<d>\d{1,2})\s+(?P<mon>[а-яёa-z]{3,})\.?\s+(?P<y>\d{4})(?:\s*г\.?)?\s*,?\s*(?:в\s*)?"
    r"(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2}))?",
    re.IGNORECASE,
)
_MONTH_FIRST = re.compile(
    r"(?P<mon>[a-z]{3,})\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})\s*,?\s*(?:at\s*)?"
    r"(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2}))?\s*(?P<ampm>[ap]\.?m\.?)?",
    re.IGNORECASE,
)
_RELATIVE = re.compile(
    r"(?P<word>сегодня|вчера|today|yesterday)\s*,?\s*(?:в\s*|at\s*)?"
    r"(?P<H>\d{1,2}):(?P<M>\d{2})(?::(?P<S>\d{2}))?",
    re.IGNORECASE,
)


def from_epoch(value: str | int | float) -> datetime:
    """An aware UTC datetime from a Unix timestamp."""
    return datetime.fromtimestamp(int(float(value)), tz=UTC)


def parse_forum_date(
    text: str, tz: str = DEFAULT_TZ, now: datetime | None = None
) -> datetime | None:
    """Read the first date in ``text``; None when there is none."""
    zone = ZoneInfo(tz)
    found = _NUMERIC.search(text)
    if found:
        year = int(found["y"])
        year += 2000 if year < 100 else 0
        day = date(year, int(found["m"]), int(found["d"]))
        return _at(day, found, zone)
    found = _ISO.search(text)
    if found:
        try:
            day = date(int(found["y"]), int(found["m"]), int(found["d"]))
        except ValueError:
            return None
        return _at(day, found, zone)
    found = _WORDY.search(text)
    if found and found["mon"][:3].lower() in _MONTHS:
        day = date(int(found["y"]), _MONTHS[found["mon"][:3].lower()], int(found["d"]))
        return _at(day, found, zone)
    found = _MONTH_FIRST.search(text)
    if found and found["mon"][:3].lower() in _MONTHS:
        day = date(int(found["y"]), _MONTHS[found["mon"][:3].lower()], int(found["d"]))
        hour = int(found["H"])
        ampm = (found["ampm"] or "").lower().replace(".", "")
        if ampm:
            hour = hour % 12 + (12 if ampm == "pm" else 0)
        clock = time(hour, int(found["M"]), int(found["S"] or 0))
        return datetime.combine(day, clock, tzinfo=zone)
    found = _RELATIVE.search(text)
    if found:
        today = (now or datetime.now(UTC)).astimezone(zone).date()
        shift = 1 if found["word"].lower() in ("вчера", "yesterday") else 0
        return _at(today - timedelta(days=shift), found, zone)
    return None


def _at(day: date, found: re.Match[str], zone: ZoneInfo) -> datetime:
    clock = time(int(found["H"]), int(found["M"]), int(found["S"] or 0))
    return datetime.combine(day, clock, tzinfo=zone)
