"""Draft the GM's announcements: night start, day start (with the night's results), and the
reminder before the deadline naming who has not voted and what a skip costs."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from engine.night_result import NightResult
from poster.night_post import render_night_post
from poster.render import RenderedDraft, render_post
from poster.russian import ru_sorted, with_number

_ORDINALS = {2: "второй", 3: "третий", 4: "четвёртый"}


def when_ru(moment: datetime, tz: str) -> str:
    """``30.11 в 22:30 (МСК)``: a deadline as the forum's players read it."""
    local = moment.astimezone(ZoneInfo(tz))
    label = "МСК" if tz == "Europe/Moscow" else tz
    return f"{local:%d.%m} в {local:%H:%M} ({label})"


def duration_ru(span: timedelta) -> str:
    """``2 часа``, ``1 час 30 минут``, ``45 минут``."""
    minutes = max(0, int(span.total_seconds() // 60))
    hours, rest = divmod(minutes, 60)
    parts = [with_number(hours, "час")] if hours else []
    if rest or not hours:
        parts.append(with_number(rest, "минута"))
    return " ".join(parts)


def _alive(names: Sequence[str]) -> dict[str, Any]:
    return {"alive": ru_sorted(names), "alive_count": len(names)}


def render_night_start(
    number: int, alive: Sequence[str], until: datetime, tz: str
) -> RenderedDraft:
    context = {"number": number, "until": when_ru(until, tz), **_alive(alive)}
    return RenderedDraft(
        f"Ночь {number}",
        render_post("night_start.bbcode.j2", context),
        f"Опубликуйте в начале ночи {number}; ночные действия принимаются до "
        f"{when_ru(until, tz)}.\n",
    )


def render_day_start(
    number: int,
    night: NightResult,
    alive: Sequence[str],
    until: datetime,
    tz: str,
    *,
    early: bool,
    penalty: int,
    modkill_reveal: str = "none",
) -> RenderedDraft:
    """The night's results (``poster.night_post``) followed by the day's opening."""
    night_post = render_night_post(number, night)
    no_vote = [p for p, m in night.day_modifiers.items() if m.vote_nullified]
    context = {
        "night_text": night_post.text.strip(),
        "number": number,
        "until": when_ru(until, tz),
        "linked": night.linked,
        "no_vote": ru_sorted(no_vote),
        "early": early,
        "penalty": penalty,
        "modkill_reveal": modkill_reveal,
        **_alive(alive),
    }
    return RenderedDraft(
        f"Итоги ночи {number}, день {number}",
        render_post("day_start.bbcode.j2", context),
        night_post.notes,
    )


def render_reminder(
    number: int,
    silent: Sequence[str],
    last_chance: Sequence[str],
    deadline: datetime,
    post_at: datetime,
    tz: str,
    *,
    penalty: int,
    modkill_after: int,
    read_up_to: datetime | None,
    modkill_reveal: str = "none",
) -> RenderedDraft:
    """Who has not voted yet, and what a skip costs each of them."""
    context = {
        "number": number,
        "left": duration_ru(deadline - post_at),
        "until": when_ru(deadline, tz),
        "silent": ru_sorted(silent),
        "last_chance": ru_sorted(last_chance),
        "penalty": penalty,
        "modkill_ordinal": _ORDINALS.get(modkill_after, f"{modkill_after}-й"),
        "modkill_reveal": modkill_reveal,
    }
    read = f"по сообщениям, прочитанным до {when_ru(read_up_to, tz)}" if read_up_to else ""
    notes = (
        f"Опубликовать {when_ru(post_at, tz)} (за {duration_ru(deadline - post_at)} до конца "
        f"дня). Список не проголосовавших — {read or 'по прочитанным сообщениям'}: сделайте "
        "`mafia-gm sync` и составьте напоминание заново перед публикацией.\n"
    )
    return RenderedDraft(
        f"Напоминание, день {number}", render_post("reminder.bbcode.j2", context), notes
    )
