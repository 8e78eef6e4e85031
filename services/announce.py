"""The GM's announcements as drafts: night start, day start with the night's results, and the
reminder before the day's deadline. Each is drafted from the stored game and kept with
``poster.drafts.save_draft`` (kinds ``night_start``, ``day_start``, ``reminder``, by number).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlmodel import col, func, select

from engine.flow import GameFlow
from engine.gamefile import GameSpec
from engine.night_result import NightResult
from engine.store.db import Store
from engine.store.models import Draft, Thread
from mafia_errors import InputError
from mafia_i18n import _
from poster.announce import render_day_start, render_night_start, render_reminder
from poster.drafts import save_draft
from poster.render import RenderedDraft
from services.game import last_day, setup_game
from services.nights import flow_before_night
from services.stored_game import open_game


class AnnounceError(InputError):
    """An announcement that cannot be drafted yet (a night not resolved, a day not in the game)."""


def _check_number(what: str, number: int) -> None:
    if number < 1:
        raise AnnounceError(
            _("{what} {number}: такого нет в игре (счёт с 1)").format(what=what, number=number)
        )


def _save(store: Store, spec: GameSpec, kind: str, number: int, draft: RenderedDraft) -> Draft:
    with store.session() as session:
        game = open_game(session, spec)
        return save_draft(session, game.game_id, kind, number, draft.title, draft.text, draft.notes)


def _not_over(flow: GameFlow) -> None:
    if flow.victory and flow.victory.over:
        raise AnnounceError(
            _("игра окончена: {winners}").format(winners=", ".join(flow.victory.winners))
        )


def night_start(store: Store, spec: GameSpec, number: int) -> Draft:
    """ "Наступила ночь N": the living players and the deadline for night actions (the
    opening of day N)."""
    _check_number("night", number)
    setup_game(store, spec)
    flow = flow_before_night(store, spec, number)
    _not_over(flow)
    until = spec.day_window(number)[0]
    draft = render_night_start(number, list(flow.alive), until, spec.timezone)
    return _save(store, spec, "night_start", number, draft)


def _recorded_night(spec: GameSpec, number: int) -> NightResult | None:
    """A night the GM recorded in the game file only (its dead), shaped as a night result."""
    dead = [d.player for d in spec.deaths if d.phase == ("night", number)]
    if not dead:
        return None
    return NightResult(announced_dead=dead)


def day_start(store: Store, spec: GameSpec, number: int) -> Draft:
    """ "Итоги ночи N … День N, голосование до …": the night's public results (resolved with
    ``mafia-gm night close`` or recorded in the game file) and the day's opening."""
    _check_number("day", number)
    setup_game(store, spec)
    with store.session() as session:
        game = open_game(session, spec)
        stored = game.nights.get(number)
        rules = game.rules(number)
    flow = flow_before_night(store, spec, number)
    night = stored or _recorded_night(spec, number)
    if night is None:
        raise AnnounceError(
            _(
                "ночь {night} не разрешена: запустите `mafia-gm night close GAME --night {night}` "
                "или запишите её погибших в файл игры"
            ).format(night=number)
        )
    if stored:
        flow.apply_night(number, stored)
    else:
        flow.apply_recorded_deaths("night", number, [(p, "kill") for p in night.announced_dead])
    until = spec.day_window(number)[1]
    draft = render_day_start(
        number,
        night,
        list(flow.alive),
        until,
        spec.timezone,
        early=number >= rules.early_from_day,
        penalty=rules.skip_penalty,
        modkill_reveal=rules.modkill_reveal,
    )
    return _save(store, spec, "day_start", number, draft)


def reminder(store: Store, spec: GameSpec, number: int, before: timedelta) -> Draft:
    """The reminder to post ``before`` the deadline of day ``number``: who has not voted by the
    posts read so far (run ``sync`` first), and who would be modkilled by this skip."""
    _check_number("day", number)
    if before <= timedelta(0):
        raise AnnounceError(_("напоминание выходит до дедлайна: укажите положительное время"))
    setup_game(store, spec)
    with store.session() as session:
        game = open_game(session, spec)
        rules = game.rules(number)
        read_at = session.exec(
            select(func.max(col(Thread.last_scraped_at))).where(
                col(Thread.id).in_(list(game.thread_ids))
            )
        ).one()
    played = last_day(store, spec, number)
    outcome = played.outcomes[number]
    silent = list(outcome.result.skippers)
    last_chance = [
        p for p in silent if outcome.facts.skips.get(p, 0) + 1 >= rules.modkill_after_skips
    ]
    deadline = spec.day_window(number)[1]
    draft = render_reminder(
        number,
        silent,
        last_chance,
        deadline,
        deadline - before,
        spec.timezone,
        penalty=rules.skip_penalty,
        modkill_after=rules.modkill_after_skips,
        read_up_to=_aware(read_at),
        modkill_reveal=rules.modkill_reveal,
    )
    return _save(store, spec, "reminder", number, draft)


def _aware(moment: datetime | None) -> datetime | None:
    return moment.replace(tzinfo=UTC) if moment and moment.tzinfo is None else moment


KINDS = ("night-start", "day-start", "reminder")


def announce(
    store: Store,
    spec: GameSpec,
    kind: str,
    night: int | None = None,
    day: int | None = None,
    before_hours: float = 2.0,
) -> Draft:
    """One announcement by name, as the CLI and the page ask for it."""
    if kind not in KINDS:
        raise AnnounceError(
            _("неизвестное объявление {kind!r}: одно из {kinds}").format(
                kind=kind, kinds=", ".join(KINDS)
            )
        )
    if kind == "night-start":
        if night is None:
            raise AnnounceError(_("night-start: нужен --night N"))
        return night_start(store, spec, night)
    if day is None:
        raise AnnounceError(_("{kind}: нужен --day N").format(kind=kind))
    if kind == "day-start":
        return day_start(store, spec, day)
    return reminder(store, spec, day, timedelta(hours=before_hours))
