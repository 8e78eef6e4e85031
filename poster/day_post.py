"""Draft the day-result post (BBCode, Russian) and the GM's private notes from a DayResult."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from engine.day import DayResult
from engine.roles import ROLE_NAMES_RU, SIDE_NAMES_RU
from engine.victory import Victory
from poster.log_words import day_log_ru
from poster.render import NEEDS_RU, WINNERS_RU, RenderedDraft, render_notes, render_post
from poster.wording import VOTE_CHECK_NAMES

FLAG_NAMES_RU = {
    "profanity": "мат",
    "insult": "оскорбление",
    "log_or_screenshot": "скриншот или лог",
    "dead_player": "пишет мёртвый игрок",
    **VOTE_CHECK_NAMES,  # the notes are Russian: the words as written, untranslated
}


def _rule_lines(result: DayResult) -> list[tuple[str, str, int]]:
    """The rules' decisions for the notes, each said once with how many times it was taken
    (forty early votes on Day 1 are one line "×40", not forty)."""
    counted: dict[tuple[str, str], int] = {}
    for entry in result.log:
        if entry["rule"] in ("day.1", "day.9"):
            continue
        key = (entry["rule"], day_log_ru(entry["event"]))
        counted[key] = counted.get(key, 0) + 1
    return [(rule, text, times) for (rule, text), times in counted.items()]


@dataclass(frozen=True, slots=True)
class _Row:
    voter: str
    target: str
    url: str
    weight: int
    early: bool


def render_day_post(
    number: int,
    result: DayResult,
    post_urls: dict[str, str],
    tz: str = "Europe/Moscow",
    ambiguous: Sequence[Any] = (),
    edited_votes: Sequence[Any] = (),
    flags: Sequence[tuple[str, str, str, str]] = (),
    dead_posts: Sequence[tuple[str, str]] = (),
    edited_rule: str = "latest",
    victory: Victory | None = None,
    heading: str | None = None,
    provisional_at: datetime | None = None,
    deadline: datetime | None = None,
    vote_checks: Sequence[Any] = (),
) -> RenderedDraft:
    """The public day-result post and the GM-only notes for day ``number``; with
    ``provisional_at`` a count of a day still open (who *would* be executed, penalties pending)."""
    zone = ZoneInfo(tz)
    if provisional_at is not None:
        at = provisional_at.astimezone(zone).strftime("%H:%M")
        label = "МСК" if tz == "Europe/Moscow" else tz
        heading = heading or f"Предварительный подсчёт на {at} ({label}), день {number}"
    heading = heading or f"Итоги дня {number}"
    rows: dict[str, list[_Row]] = {target: [] for target in result.tally}
    zero = []
    for vote in result.standing:
        row = _Row(
            vote.voter, vote.target, post_urls.get(vote.ref or "", ""), vote.weight, vote.early
        )
        if vote.weight == 0:
            zero.append(row)
        else:
            rows.setdefault(vote.target, []).append(row)
    context = {
        "day": {"number": number},
        "heading": heading,
        "result": result,
        "rows": list(rows.items()),
        "tally": result.tally,
        "penalties": result.penalties,
        "penalty_size": next(iter(result.penalties.values()), 2),
        "zero_votes": zero,
        "sides": SIDE_NAMES_RU,
        "roles": ROLE_NAMES_RU,  # a day rule may reveal the role (reveal = "role")
        "closed_at": result.closed_at.astimezone(ZoneInfo(tz)).strftime("%d.%m.%Y в %H:%M"),
        "ambiguous": ambiguous,
        "edited_votes": edited_votes,
        "edited_rule": edited_rule,
        "edited_rule_ru": {
            "latest": "считается последняя версия",
            "original": "считается исходная версия",
            "skip": "голос из отредактированного сообщения не считается",
        },
        "flags": flags,
        "vote_checks": vote_checks,
        "rule_lines": _rule_lines(result),
        "kinds": FLAG_NAMES_RU,
        "dead_posts": dead_posts,
        "needs": NEEDS_RU,
        "urls": post_urls,
        "victory": victory if victory and victory.over else None,
        "winners_ru": WINNERS_RU,
        "provisional": provisional_at is not None,
        "deadline": deadline.astimezone(zone).strftime("%d.%m в %H:%M") if deadline else "",
    }
    return RenderedDraft(
        heading,
        render_post("day_result.bbcode.j2", context),
        render_notes("gm_notes.txt.j2", context),
    )
