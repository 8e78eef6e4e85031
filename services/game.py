"""The stored game's commands: set up, scrape, read, count, close, draft.

Each is a thin transaction around the loader (``stored_game``), the readings and the days.
``count_day`` and ``replay_game`` only read unless asked to store (``persist``); ``read_votes``,
``close_day`` and ``draft_day`` are the writers.
"""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from sqlmodel import select

from engine.flow import GameFlow
from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Day, Draft, PlayerSlot
from engine.victory import Victory
from mafia_errors import InputError
from mafia_i18n import _
from poster.day_post import render_day_post
from poster.drafts import save_draft
from scraper.http import PoliteClient
from services.days import Ambiguity, DayOutcome, EditedVote, Replay, replay
from services.readings import read_posts, window_posts, window_posts_by_id
from services.scrape import PageCallback, ScrapeReport, scrape_thread
from services.stored_game import (
    SlotAccounts,
    StoredGame,
    open_game,
    post_window,
    profile_for,
    roster_for,
    state_token,
)
from services.stored_game import (
    setup_game as _setup_game,
)

__all__ = [
    "Ambiguity",
    "DayOutcome",
    "EditedVote",
    "SlotAccounts",
    "StoredGame",
    "close_day",
    "count_day",
    "draft_day",
    "fresh_votes",
    "profile_for",
    "read_votes",
    "replay_days",
    "replay_game",
    "roster_for",
    "scrape_game",
    "setup_game",
]


READ_BATCH = 500


class DayOutOfRangeError(InputError):
    """A day that is not in the game (0, negative, or not come yet)."""


def setup_game(store: Store, spec: GameSpec) -> int:
    """Create or update the game, its slots and its threads; returns the game id."""
    with store.session() as session:
        return _setup_game(session, spec)


def scrape_game(
    store: Store,
    spec: GameSpec,
    delay: float,
    client: PoliteClient | None = None,
    on_page: PageCallback | None = None,
    full: bool = False,
    credentials: tuple[str, str] | None = None,
    now: datetime | None = None,
) -> list[ScrapeReport]:
    """Scrape every thread of the game: new pages and every page of the day being counted
    (its edits and deletions); ``full`` re-reads older pages too."""
    game_id = setup_game(store, spec)
    since = reread_since(spec, now or datetime.now(UTC))
    return [
        scrape_thread(
            store,
            t.url,
            delay=delay,
            engine_name=spec.engine,
            tz=spec.timezone,
            full=full,
            credentials=credentials,
            game_id=game_id,
            kind=t.kind,
            on_page=on_page,
            client=client,
            reread_since=since,
        )
        for t in spec.threads
    ]


def reread_since(spec: GameSpec, now: datetime) -> datetime | None:
    """The opening of the current game day's post window (None before Day 1): every page
    holding a post from then on is read again on each sync."""
    day = now_day(spec, now)
    return post_window(spec, day)[0] if day else None


def read_votes(store: Store, spec: GameSpec) -> int:
    """Read every post of the game that changed since it was last read (a writer); the number
    of votes the game's posts hold."""
    with store.reading() as session:
        game = open_game(session, spec)
        ids = [p.id for p in window_posts(session, game, None, None)]
    votes = 0
    # a few hundred posts a transaction: other writers never wait long for the lock
    for start in range(0, len(ids), READ_BATCH):
        with store.session() as session:
            batch = window_posts_by_id(session, ids[start : start + READ_BATCH])
            readings = read_posts(session, game, batch, True)
            votes += sum(len(v) for v in readings.votes.values())
    return votes


def fresh_votes(store: Store, spec: GameSpec) -> int:
    """Set the game up in the store and read its changed posts; the game's id."""
    game_id = setup_game(store, spec)
    read_votes(store, spec)
    return game_id


def replay_game(
    store: Store, spec: GameSpec, upto: int, persist: bool = False
) -> tuple[list[DayOutcome], GameFlow]:
    """Every day 1..``upto`` counted in full, and the game after the last."""
    with store.session() if persist else store.reading() as session:
        played = replay(
            session, open_game(session, spec), upto, detail=range(1, upto + 1), persist=persist
        )
    return [played.outcomes[n] for n in range(1, upto + 1)], played.flow


def replay_days(store: Store, spec: GameSpec, upto: int) -> list[DayOutcome]:
    return replay_game(store, spec, upto)[0]


def last_day(store: Store, spec: GameSpec, upto: int, persist: bool = False) -> Replay:
    """Day ``upto`` in full (earlier days from the store when still right).

    A read is remembered in this process while nothing it depends on changed in the store
    (the page's live count asks again every 30 seconds, often with nothing new).
    """
    if persist:
        with store.session() as session:
            return replay(session, open_game(session, spec), upto, persist=True)
    with store.reading() as session:
        key = (store.url, spec.slug, upto, state_token(session, spec))
        remembered = _READS.get(key)
        if remembered is not None:
            return remembered
        played = replay(session, open_game(session, spec), upto)
    _READS[key] = played
    while len(_READS) > 32:
        _READS.pop(next(iter(_READS)))
    return played


_READS: dict[tuple[object, ...], Replay] = {}


def check_day_range(day: int, today: int | None = None) -> None:
    """A day the game has: 1..today (1 or more when ``today`` is not known)."""
    limit = f"1..{today}" if today is not None else "1 or more"
    if day < 1 or (today is not None and day > today):
        raise DayOutOfRangeError(
            _("дня {day} в игре ещё нет (дней: {limit})").format(day=day, limit=limit)
        )


def check_day(store: Store, spec: GameSpec, day: int, today: int | None = None) -> None:
    """A day that can be counted: 1..today, with posts stored in its window."""
    check_day_range(day, today)
    with store.reading() as session:
        game = open_game(session, spec)
        lo, hi = game.post_window(day)
        has_posts = bool(window_posts(session, game, lo, hi, limit=1))
    if not has_posts:
        raise DayOutOfRangeError(
            _("нет сохранённых постов дня {day}: запустите `mafia-gm sync GAME.toml`").format(
                day=day
            )
        )


def count_day(store: Store, spec: GameSpec, day: int, persist: bool = False) -> DayOutcome:
    """The count of ``day`` from the stored posts (stored with ``persist``)."""
    return last_day(store, spec, day, persist).outcomes[day]


def day_is_open(spec: GameSpec, outcome: DayOutcome, now: datetime) -> bool:
    """Whether the day can still change at ``now`` (its deadline or early close not reached)."""
    result = outcome.result
    if result.closed_early and result.closed_at <= now:
        return False
    return now < spec.day_window(outcome.number)[1]


def draft_day(
    store: Store,
    spec: GameSpec,
    outcome: DayOutcome,
    victory: Victory | None = None,
    now: datetime | None = None,
    accepted: list[str] | None = None,
    unchecked: list[str] | None = None,
) -> Draft:
    """Draft (or refresh) the day-result post for one counted day; a day still open at ``now``
    gets a provisional count (its own kind of draft, never the day's result)."""
    provisional = now is not None and day_is_open(spec, outcome, now)
    rendered = render_day_post(
        outcome.number,
        outcome.result,
        outcome.post_urls,
        spec.timezone,
        ambiguous=outcome.ambiguous,
        edited_votes=outcome.edited_votes,
        flags=outcome.flags,
        vote_checks=outcome.vote_checks,
        dead_posts=outcome.dead_posts,
        edited_rule=profile_for(spec).edited_vote,
        victory=None if provisional else victory,
        provisional_at=now if provisional else None,
        deadline=spec.day_window(outcome.number)[1],
    )
    with store.session() as session:
        game = open_game(session, spec)
        return save_draft(
            session,
            game.game_id,
            "day_count" if provisional else "day_result",
            outcome.number,
            rendered.title,
            rendered.text,
            rendered.notes + _accepted_notes(accepted or []) + _unchecked_notes(unchecked or []),
        )


def close_day(
    store: Store,
    spec: GameSpec,
    number: int,
    accepted: list[str] | None = None,
    unchecked: list[str] | None = None,
) -> tuple[DayOutcome, Draft]:
    """Count day ``number`` as final: record the close, update the slots, draft the post
    (with the ``check`` problems the GM ``accepted``, or that the watch found ``unchecked``)."""
    with store.session() as session:
        game = open_game(session, spec)
        played = replay(session, game, number, persist=True)
        outcome, flow = played.outcomes[number], played.flow
        day = session.exec(
            select(Day).where(Day.game_id == game.game_id, Day.number == number)
        ).one()
        day.closed_at = outcome.result.closed_at
        session.add(day)
        for slot in session.exec(select(PlayerSlot).where(PlayerSlot.game_id == game.game_id)):
            slot.alive = slot.name in flow.alive
            slot.died = flow.causes.get(slot.name, "")
            slot.skips = outcome.result.skips.get(slot.name, 0)
            session.add(slot)
    return outcome, draft_day(
        store, spec, outcome, flow.victory, accepted=accepted, unchecked=unchecked
    )


def now_day(spec: GameSpec, now: datetime) -> int:
    """The number of the day that opened last (0 before Day 1)."""
    number = 0
    while spec.day_window(number + 1)[0] <= now and number < 366:
        number += 1
    return number


def count_and_draft(
    store: Store, spec: GameSpec, day: int, now: datetime
) -> tuple[DayOutcome, Draft]:
    """``count``: the game set up, the day checked and counted (stored), its post drafted."""
    setup_game(store, spec)
    check_day(store, spec, day, now_day(spec, now))
    outcome = count_day(store, spec, day, persist=True)
    return outcome, draft_day(store, spec, outcome, now=now)


class ProblemsStandError(InputError):
    """``day close`` while ``check`` finds problems the GM has not accepted."""


def close_checked(
    store: Store, spec: GameSpec, day: int, now: datetime, accept_problems: bool = False
) -> tuple[DayOutcome, Draft]:
    """``day close``: the game set up, the day checked, the game file checked against the
    thread (problems refuse the close unless the GM accepts them, which the notes record)."""
    from services.check import check_game

    setup_game(store, spec)
    check_day(store, spec, day, now_day(spec, now))
    problems = check_game(store, spec)
    if problems and not accept_problems:
        more = _(" (и ещё: {n})").format(n=len(problems) - 1) if len(problems) > 1 else ""
        raise ProblemsStandError(
            _(
                "{problem}{more}; исправьте файл игры (см. `mafia-gm check GAME.toml`) или "
                "закройте с --accept-problems"
            ).format(problem=problems[0], more=more)
        )
    return close_day(store, spec, day, accepted=[str(p) for p in problems])


def sync_game(
    store: Store,
    spec: GameSpec,
    delay: float,
    on_page: PageCallback | None = None,
    client: PoliteClient | None = None,
) -> list[ScrapeReport]:
    """``sync``: scrape every thread (with the GM's login when set), then read the posts that
    changed, so that every later read finds its votes and flags stored."""
    from services.credentials import forum_credentials

    url = spec.threads[0].url if spec.threads else ""
    reports = scrape_game(
        store, spec, delay, client=client, on_page=on_page, credentials=forum_credentials(url)
    )
    read_votes(store, spec)
    today = now_day(spec, datetime.now(UTC))
    if today:
        last_day(store, spec, today, persist=True)  # days stored: the next reads start warm
    return reports


def _accepted_notes(problems: list[str]) -> str:
    return _problem_notes("ГМ закрыл день, приняв проблемы проверки (--accept-problems):", problems)


def _unchecked_notes(problems: list[str]) -> str:
    return _problem_notes(
        "ВНИМАНИЕ: день закрыт автоматически (наблюдение за игрой), а проверка игры нашла "
        "проблемы; закрытие дня вручную не прошло бы, пока их не исправят. Исправьте файл "
        "игры и закройте день заново или одобряйте, только убедившись, что подсчёт верен:",
        problems,
    )


def _problem_notes(heading: str, problems: list[str]) -> str:
    """The GM notes' paragraph on ``check`` problems: the heading, then one line each."""
    if not problems:
        return ""
    lines = "\n".join(f"- {p}" for p in problems)
    return f"\n{heading}\n{lines}\n"


def provisional_label(spec: GameSpec, outcome: DayOutcome, now: datetime) -> str:
    """ "HH:MM (МСК)" while the day is open (its count is provisional), else ""."""
    if not day_is_open(spec, outcome, now):
        return ""
    zone = ZoneInfo(spec.timezone)
    label = "МСК" if spec.timezone == "Europe/Moscow" else spec.timezone
    return f"{now.astimezone(zone).strftime('%H:%M')} ({label})"
