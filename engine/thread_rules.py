"""Which posts a day reads, when the dead fall silent, what an edited vote post means.

Pure rules about the thread, beside the day count itself: each returns its answer and the
event-log entry that names the rule, so ``explain`` and the drafts can say why.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum


class EditedVoteRule(StrEnum):
    """What a post with a vote that was edited means (the profile's ``edited_vote``)."""

    LATEST = "latest"  # the text as it stands now counts; the GM sees both versions
    ORIGINAL = "original"  # the text as first posted counts
    SKIP = "skip"  # the post's votes do not count (a common forum rule)


@dataclass(frozen=True, slots=True)
class LogEntry:
    rule: str
    code: str
    event: str

    def as_json(self) -> dict[str, str]:
        return {"rule": self.rule, "code": self.code, "event": self.event}


def day_post_window(
    opens: datetime,
    closes: datetime,
    prev_close: datetime | None,
    next_open: datetime,
) -> tuple[datetime, datetime]:
    """Posts that belong to a day: from the middle of the night before to the middle of the
    night after, so a late vote is shown as late and a morning vote as too early, never both.
    Day 1 reads from 24 hours before it opens (the night before has no earlier day)."""
    before = prev_close if prev_close is not None else opens - timedelta(hours=24)
    return before + (opens - before) / 2, closes + (next_open - closes) / 2


def silent_from(phase: str, opens: datetime, closes: datetime) -> datetime:
    """When a dead player falls silent: a night's dead when the next day opens (their posts
    before the results are announced are fine), a day's dead at that day's deadline."""
    return opens if phase == "night" else closes


def dead_post_entry(player: str, at: datetime, since: datetime) -> LogEntry:
    return LogEntry(
        "dead.silent",
        "dead_player_posted",
        f"{player} posted at {at.isoformat()} but is dead since {since.isoformat()}",
    )
