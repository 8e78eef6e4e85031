"""Draft the day-result post (BBCode, Russian) and the GM's private notes from a DayResult."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

from jinja2 import Environment, PackageLoader, StrictUndefined

from engine.day import DayResult
from engine.roles import SIDE_NAMES_RU
from poster.markup import bb_escape, bb_url

_ENV = Environment(
    loader=PackageLoader("poster", "templates"),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    keep_trailing_newline=False,
)
_ENV.filters["bb"] = bb_escape
_ENV.filters["bburl"] = bb_url

FLAG_NAMES_RU = {
    "profanity": "мат",
    "insult": "оскорбление",
    "log_or_screenshot": "скриншот или лог",
    "dead_player": "пишет мёртвый игрок",
}
WINNERS_RU = {
    "homunculi": "Гомункулы",
    "town": "Город (Государственные алхимики)",
    "ishvalan": "Ишварит",
    "crimson": "Багровый Алхимик",
    "greed": "Жадность",
}
NEEDS_RU = {"revenge_target": "кого Гордыня забирает с собой", "tie_break": "кто из равных умирает"}


@dataclass(frozen=True, slots=True)
class RenderedDraft:
    title: str
    text: str
    notes: str


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
    victory: dict[str, Any] | None = None,
) -> RenderedDraft:
    """The public day-result post and the GM-only notes for day ``number``."""
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
        "result": result,
        "rows": list(rows.items()),
        "tally": result.tally,
        "penalties": result.penalties,
        "penalty_size": next(iter(result.penalties.values()), 2),
        "zero_votes": zero,
        "sides": SIDE_NAMES_RU,
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
        "kinds": FLAG_NAMES_RU,
        "dead_posts": dead_posts,
        "needs": NEEDS_RU,
        "urls": post_urls,
        "victory": victory if victory and victory.get("over") else None,
        "winners_ru": WINNERS_RU,
    }
    text = _ENV.get_template("day_result.bbcode.j2").render(context).strip() + "\n"
    notes_raw = _ENV.get_template("gm_notes.txt.j2").render(context)
    notes = "\n".join(line for line in notes_raw.splitlines() if line.strip()) + "\n"
    return RenderedDraft(f"Итоги дня {number}", _squeeze(text), notes)


def _squeeze(text: str) -> str:
    while "\n\n\n" in text:
        text = text.replace("\n\n\n", "\n\n")
    return text
