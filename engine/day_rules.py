"""The GM's day options (docs/rules-options.md); the defaults are RULES.md's readings.

``DayRules.from_json(raw, day)`` reads the ``rules`` object of ``day resolve`` or a game
file's ``[day_rules]`` table. Per-day overrides sit under ``days`` (``{"days": {"3":
{"fast_day": true}}}``, ``[day_rules.days.3]`` in TOML) and are applied for that day only.
``DayRules`` is a pydantic dataclass: an unknown key or a wrong value is one line in the
wording of ``engine.validation`` (``day rules: tie: expected one of 'all_die', ...``).
"""

from __future__ import annotations

from datetime import datetime, time, timedelta
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
)
from pydantic.dataclasses import dataclass

from engine.errors import RulesError
from engine.validation import OPTIONS, one_line, validate
from mafia_i18n import N_, _

Tie = Literal[
    "all_die",
    "nobody",
    "first_reached",
    "last_vote_earliest",
    "two_die_else_nobody",
    "gm_decides",
]
EarlyClose = Literal["majority", "all", "off"]
PenaltyTime = Literal["start", "close"]
SkipWhen = Literal["no_vote", "no_post"]
SelfVote = Literal["valid", "skip"]
PassAllowed = Literal["never", "always", "day1", "once"]
ModkillCount = Literal["total", "in_a_row"]
ModkillReveal = Literal["none", "side", "role"]
ImmuneAloneOnTop = Literal["nobody", "next_highest"]
OverLimit = Literal["ignored", "skip"]
EditedVoteRule = Literal["counts", "void", "skip", "modkill"]
RequireFormat = Literal["none", "bold", "colour", "bold_or_colour", "bold_and_colour"]
Reveal = Literal["side", "role", "none"]
RevealCounted = Literal["before_execution", "after_execution"]
TIE_RULES: tuple[str, ...] = get_args(Tie)
Count = Annotated[StrictInt, Field(ge=0)]  # a whole number, 0 or more
WORDS = {"greater_than_equal": N_("должно быть 0 или больше")}


def _clock(raw: Any) -> Any:
    if isinstance(raw, time):
        return raw
    try:
        return time.fromisoformat(str(raw).strip())
    except ValueError:
        raise ValueError(_("не время вроде 20:50: {raw!r}").format(raw=raw)) from None


def _clock_text(text: str) -> str:
    if text:
        _clock(text)
    return text


def _window_text(text: str) -> str:
    if text:
        if "-" not in text:
            raise ValueError(_("ожидается вроде 20:00-21:00"))
        start, _dash, end = text.partition("-")
        _clock(start), _clock(end)
    return text


Clock = Annotated[time, BeforeValidator(_clock)]


@dataclass(frozen=True, slots=True, config=OPTIONS)
class ChangeStep:
    """From ``start`` (a clock time of the day) a voter may change his vote ``limit`` times
    (written ``{from = "20:00", max = 2}``)."""

    start: Annotated[Clock, Field(alias="from")]
    limit: Annotated[Count, Field(alias="max")]


def _by_clock(steps: tuple[ChangeStep, ...]) -> tuple[ChangeStep, ...]:
    return tuple(sorted(steps, key=lambda s: s.start))


@dataclass(frozen=True, slots=True, config=OPTIONS)
class DayRules:
    """The day's GM options; defaults are RULES.md's readings."""

    # early close and locking
    early_close: EarlyClose = "majority"
    early_from_day: Count = 3
    final_locks: StrictBool = True
    # skips
    skip_penalty: Count = 2
    penalty_time: PenaltyTime = "start"
    skip_when: SkipWhen = "no_vote"
    self_vote: SelfVote = "valid"
    fast_day: StrictBool = False
    pass_allowed: PassAllowed = "never"
    # modkills
    modkill_after_skips: Count = 2
    modkill_count: ModkillCount = "total"
    modkill_missed_night: StrictBool = False
    modkill_reveal: ModkillReveal = "none"
    modkill_voids_day: StrictBool = False
    drop_modkilled_votes: StrictBool = True
    # ties and immunity
    tie: Tie = "all_die"
    tie_few: Tie = "first_reached"
    tie_first_reached_at_or_below: StrictInt = 6
    immune_alone_on_top: ImmuneAloneOnTop = "nobody"
    # vote changes
    max_changes: Count = 0
    change_limits: Annotated[tuple[ChangeStep, ...], AfterValidator(_by_clock)] = ()
    over_limit: OverLimit = "ignored"
    changes_in_new_post: StrictBool = False
    edited_vote: EditedVoteRule = "counts"
    # where and how votes are written
    require_format: RequireFormat = "none"
    vote_window: Annotated[StrictStr, AfterValidator(_window_text)] = ""
    vote_thread_only: StrictBool = False
    # double days
    double_day: StrictBool = False
    first_deadline: Annotated[
        StrictStr, AfterValidator(_clock_text), Field(validate_default=True)
    ] = ""
    # reveals
    reveal: Reveal = "side"
    reveal_above: StrictInt = 10
    reveal_counted: RevealCounted = "before_execution"

    @field_validator("first_deadline")
    @classmethod
    def _double_day_needs_a_deadline(cls, value: str, info: ValidationInfo) -> str:
        if info.data.get("double_day") and not value:
            raise ValueError(_("двойному дню нужен first_deadline (вроде 16:00)"))
        return value

    @classmethod
    def from_json(
        cls, raw: Any, day: int | None = None, source: str = "day rules", one_based: bool = False
    ) -> DayRules:
        """The options for ``day`` (per-day overrides applied); every override is checked."""
        if raw is None:
            return cls()
        given = validate(_WithDays, raw, source, RulesError, one_based)
        values = dict(given.model_extra or {})
        chosen = _read(values, source, one_based)
        for key, extra in given.days.items():
            merged = _read({**values, **extra}, f"{source}: days.{key}", one_based)
            if day is not None and int(key) == day:
                chosen = merged
        return chosen

    def limit_at(self, clock: time) -> tuple[int, time | None]:
        """The change limit in force at ``clock`` and the moment it is counted from."""
        step = next((s for s in reversed(self.change_limits) if s.start <= clock), None)
        if step is None:
            return self.max_changes, None
        return step.limit, step.start


def _day_numbers(days: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    for key in days:
        if not key.isdigit():
            raise ValueError(_("ключи — номера дней, а не {key!r}").format(key=key))
    return days


class _WithDays(BaseModel):
    """The rules object's shape: the options (checked by ``DayRules``) and ``days``."""

    model_config = ConfigDict(strict=True, extra="allow", frozen=True)

    days: Annotated[dict[StrictStr, dict[StrictStr, Any]], AfterValidator(_day_numbers)] = Field(
        default_factory=dict
    )


_RULES = TypeAdapter(DayRules)
# The values of every option with a fixed set (the property tests draw from these).
CHOICES: dict[str, tuple[str, ...]] = {
    "early_close": get_args(EarlyClose),
    "penalty_time": get_args(PenaltyTime),
    "skip_when": get_args(SkipWhen),
    "self_vote": get_args(SelfVote),
    "pass_allowed": get_args(PassAllowed),
    "modkill_count": get_args(ModkillCount),
    "modkill_reveal": get_args(ModkillReveal),
    "tie": TIE_RULES,
    "tie_few": TIE_RULES,
    "immune_alone_on_top": get_args(ImmuneAloneOnTop),
    "over_limit": get_args(OverLimit),
    "edited_vote": get_args(EditedVoteRule),
    "require_format": get_args(RequireFormat),
    "reveal": get_args(Reveal),
    "reveal_counted": get_args(RevealCounted),
}


def _read(values: dict[str, Any], source: str, one_based: bool) -> DayRules:
    try:
        return _RULES.validate_python(values)
    except ValidationError as exc:
        raise RulesError(one_line(exc, source, one_based, WORDS)) from None


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


def clock(raw: Any, what: str) -> time:
    """``raw`` (``"20:50"`` or a time) as a clock time; ``what`` names it in the error."""
    try:
        value: time = _clock(raw)
    except ValueError as exc:
        raise RulesError(f"{what}: {exc}") from None
    return value
