"""The GM's day options (docs/rules-options.md); the defaults are RULES.md's readings.

``DayRules.from_json(raw, day)`` reads the ``rules`` object of ``day resolve`` or a game
file's ``[day_rules]`` table. Per-day overrides sit under ``days`` (``{"days": {"3":
{"fast_day": true}}}``, ``[day_rules.days.3]`` in TOML) and are applied for that day only.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, time, timedelta
from typing import Any

from engine.errors import RulesError
from engine.shapes import need_dict, need_int, need_list, options

TIE_RULES = (
    "all_die",
    "nobody",
    "first_reached",
    "last_vote_earliest",
    "two_die_else_nobody",
    "gm_decides",
)
CHOICES: dict[str, tuple[str, ...]] = {
    "early_close": ("majority", "all", "off"),
    "penalty_time": ("start", "close"),
    "skip_when": ("no_vote", "no_post"),
    "self_vote": ("valid", "skip"),
    "pass_allowed": ("never", "always", "day1", "once"),
    "modkill_count": ("total", "in_a_row"),
    "modkill_reveal": ("none", "side", "role"),
    "tie": TIE_RULES,
    "tie_few": TIE_RULES,
    "immune_alone_on_top": ("nobody", "next_highest"),
    "over_limit": ("ignored", "skip"),
    "edited_vote": ("counts", "void", "skip", "modkill"),
    "require_format": ("none", "bold", "colour", "bold_or_colour", "bold_and_colour"),
    "reveal": ("side", "role", "none"),
    "reveal_counted": ("before_execution", "after_execution"),
}


@dataclass(frozen=True, slots=True)
class ChangeStep:
    """From ``start`` (a clock time of the day) a voter may change his vote ``limit`` times."""

    start: time
    limit: int


@dataclass(frozen=True, slots=True)
class DayRules:
    """The day's GM options; defaults are RULES.md's readings."""

    # early close and locking
    early_close: str = "majority"
    early_from_day: int = 3
    final_locks: bool = True
    # skips
    skip_penalty: int = 2
    penalty_time: str = "start"
    skip_when: str = "no_vote"
    self_vote: str = "valid"
    fast_day: bool = False
    pass_allowed: str = "never"
    # modkills
    modkill_after_skips: int = 2
    modkill_count: str = "total"
    modkill_missed_night: bool = False
    modkill_reveal: str = "none"
    modkill_voids_day: bool = False
    drop_modkilled_votes: bool = True
    # ties and immunity
    tie: str = "all_die"
    tie_few: str = "first_reached"
    tie_first_reached_at_or_below: int = 6
    immune_alone_on_top: str = "nobody"
    # vote changes
    max_changes: int = 0
    change_limits: tuple[ChangeStep, ...] = ()
    over_limit: str = "ignored"
    changes_in_new_post: bool = False
    edited_vote: str = "counts"
    # where and how votes are written
    require_format: str = "none"
    vote_window: str = ""
    vote_thread_only: bool = False
    # double days
    double_day: bool = False
    first_deadline: str = ""
    # reveals
    reveal: str = "side"
    reveal_above: int = 10
    reveal_counted: str = "before_execution"

    @classmethod
    def from_json(cls, raw: Any, day: int | None = None) -> DayRules:
        """The options for ``day`` (per-day overrides applied); every override is checked."""
        if raw is None:
            return cls()
        values = dict(need_dict(raw, "'day rule'"))
        overrides = need_dict(values.pop("days", {}), "day rule 'days'")
        rules = _checked(values, "day rule")
        chosen = rules
        for key, extra in overrides.items():
            if not str(key).isdigit():
                raise RulesError(f"day rule 'days' keys must be day numbers, not {key!r}")
            merged = _checked(
                {**values, **need_dict(extra, f"day rule days.{key}")}, f"day {key} rule"
            )
            if day is not None and int(key) == day:
                chosen = merged
        return chosen

    def limit_at(self, clock: time) -> tuple[int, time | None]:
        """The change limit in force at ``clock`` and the moment it is counted from."""
        step = next((s for s in reversed(self.change_limits) if s.start <= clock), None)
        if step is None:
            return self.max_changes, None
        return step.limit, step.start


def moment(anchor: datetime, clock: time) -> datetime:
    """The first instant at or after ``anchor`` showing ``clock`` on the forum's clock."""
    local = anchor.astimezone(anchor.tzinfo)
    at = datetime.combine(local.date(), clock, tzinfo=local.tzinfo)
    return at if at >= local else at + timedelta(days=1)


def window(anchor: datetime, text: str) -> tuple[datetime, datetime] | None:
    """The vote window ``"20:00-21:00"`` of the day that opens at ``anchor``."""
    if not text:
        return None
    start, _, end = text.partition("-")
    opens = moment(anchor, clock(start, "vote_window"))
    closes = moment(opens, clock(end, "vote_window"))
    return opens, closes if closes > opens else closes + timedelta(days=1)


def _checked(values: dict[str, Any], what: str) -> DayRules:
    values = dict(values)
    steps = values.pop("change_limits", None)
    rules = options(DayRules, values, what)
    for key, allowed in CHOICES.items():
        if getattr(rules, key) not in allowed:
            raise RulesError(f"{what} option {key} must be one of: {', '.join(allowed)}")
    for key in ("skip_penalty", "modkill_after_skips", "max_changes", "early_from_day"):
        if getattr(rules, key) < 0:
            raise RulesError(f"{what} option {key} must be 0 or more")
    if rules.vote_window:
        if "-" not in rules.vote_window:
            raise RulesError(f"{what} option vote_window must look like 20:00-21:00")
        window(datetime(2000, 1, 1).astimezone(), rules.vote_window)
    if rules.first_deadline:
        clock(rules.first_deadline, "first_deadline")
    if rules.double_day and not rules.first_deadline:
        raise RulesError(f"{what}: a double day needs first_deadline (like 16:00)")
    if steps is not None:
        rules = replace(rules, change_limits=_steps(steps, what))
    return rules


def _steps(raw: Any, what: str) -> tuple[ChangeStep, ...]:
    out: list[ChangeStep] = []
    for i, item in enumerate(need_list(raw, f"{what} option change_limits")):
        step = need_dict(item, f"change_limits[{i}]")
        if set(step) != {"from", "max"}:
            raise RulesError(f"change_limits[{i}] needs exactly 'from' (20:00) and 'max'")
        limit = need_int(step["max"], f"change_limits[{i}].max")
        if limit < 0:
            raise RulesError(f"change_limits[{i}].max must be 0 (no limit) or more")
        out.append(ChangeStep(clock(step["from"], f"change_limits[{i}].from"), limit))
    return tuple(sorted(out, key=lambda s: s.start))


def clock(raw: Any, what: str) -> time:
    if isinstance(raw, time):
        return raw
    try:
        return time.fromisoformat(str(raw).strip())
    except ValueError:
        raise RulesError(f"{what}: not a time like 20:50: {raw!r}") from None
