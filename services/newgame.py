"""A new game from its sign-up thread: read the sign-ups, propose the roster, deal, draft.

``new_game`` scrapes the sign-up thread into the store, reads who signed up (``scraper.signup``),
writes the game file with the roster in sign-up order (a waiting list, commented out, when more
signed up than there are roles), deals the roles with a recorded seed, and drafts the private
role cards and the opening post. ``deal_game`` deals again from the file after the GM edited
the roster. Too few sign-ups is a one-line error: nothing is written.
"""

from __future__ import annotations

import re
import secrets
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

from sqlmodel import col, select

from engine.deal import STANDARD_SETUP, DealError, check_role_list, deal_roles, load_role_list
from engine.errors import GameFileError
from engine.gamefile import GameSpec, load_game, parse_game, read_game_text
from engine.roles import ROLE_NAMES_RU, ROLES
from engine.store.db import Store
from engine.store.mailbox import PrivateReply
from engine.store.models import Day, Game, NightOrder, PlayerSlot, Post, Thread
from mafia_errors import InputError
from mafia_i18n import _
from poster.drafts import save_draft
from poster.role_cards import Opening, render_opening
from poster.russian import ru_sort_key
from scraper.dates import DEFAULT_TZ
from scraper.detect import make_engine
from scraper.http import DEFAULT_DELAY, PoliteClient
from scraper.signup import Signup, SignupList, SignupPost, read_signups
from services.gamefile_text import NewGameText, PlayerEntry, game_file_text, write_deal
from services.private_replies import draft_role_cards, list_replies
from services.scrape import PageCallback, scrape_thread
from services.stored_game import profile_for, rules_for, setup_game

OPENING = "opening"

__all__ = [
    "DEFAULT_DELAY",
    "Dealt",
    "Proposal",
    "Schedule",
    "deal_game",
    "game_file_beside_store",
    "load_role_list",
    "new_game",
    "role_cards",
]


class SignupCountError(InputError):
    """Fewer sign-ups than roles."""


@dataclass(frozen=True, slots=True)
class Schedule:
    first_day: date | None = None
    opens: time = time(10, 0)
    closes: time = time(22, 0)


def _parsed(kind: type[date] | type[time], value: str, what: str, example: str) -> date | time:
    try:
        return kind.fromisoformat(value)
    except ValueError:
        raise InputError(
            _("{what}: ожидается {example}, а не {value!r}").format(
                what=what, example=example, value=value
            )
        ) from None


def schedule_of(first_day: str | None, opens: str, closes: str) -> Schedule:
    """The schedule from the GM's text: a date like 2026-12-05 and times like 22:30."""
    day = _parsed(date, first_day, "--first-day", "a date like 2026-12-05") if first_day else None
    opening = _parsed(time, opens, "--opens", "a time like 10:00")
    closing = _parsed(time, closes, "--closes", "a time like 22:30")
    assert isinstance(opening, time) and isinstance(closing, time)
    assert day is None or isinstance(day, date)
    return Schedule(day, opening, closing)


def role_name_ru(role: str) -> str:
    return ROLE_NAMES_RU.get(role, role)


@dataclass(slots=True)
class Proposal:
    """What the sign-up thread says: the roster, the waiting list, what the GM should read."""

    signup_url: str
    title: str
    engine: str
    signups: SignupList
    players: list[Signup] = field(default_factory=list)
    waiting: list[Signup] = field(default_factory=list)
    post_url: dict[str, str] = field(default_factory=dict)


@dataclass(slots=True)
class Dealt:
    """A dealt game: its file, roles, seed and the drafts made."""

    path: Path
    spec: GameSpec
    seed: int
    cards: dict[str, int]  # player → private reply id (sent by private message)
    opening: int
    proposal: Proposal | None = None


# -- reading the sign-up thread ------------------------------------------------------------


def read_signup_thread(
    store: Store,
    url: str,
    gm: str | None = None,
    delay: float = DEFAULT_DELAY,
    engine_name: str | None = None,
    tz: str = DEFAULT_TZ,
    client: PoliteClient | None = None,
    on_page: PageCallback | None = None,
) -> Proposal:
    """Scrape the sign-up thread (incrementally) and read its sign-ups from the store."""
    report = scrape_thread(
        store,
        url,
        delay=delay,
        engine_name=engine_name,
        tz=tz,
        kind="signup",
        client=client,
        on_page=on_page,
    )
    engine = make_engine(report.engine, tz=tz)
    with store.session() as session:
        thread = session.exec(select(Thread).where(Thread.url == report.thread_url)).one()
        rows = session.exec(
            select(Post)
            .where(Post.thread_id == thread.id, col(Post.deleted_at).is_(None))
            .order_by(col(Post.posted_at), col(Post.id))
        ).all()
        posts = [
            SignupPost(p.forum_post_id, p.author, p.author_id, p.posted_at, p.text) for p in rows
        ]
        title = thread.title
    signups = read_signups(posts, gm)
    urls = {p.post_id: engine.post_url(report.thread_url, p.post_id) for p in posts}
    return Proposal(report.thread_url, title, report.engine, signups, post_url=urls)


def _split(proposal: Proposal, size: int) -> None:
    joined = proposal.signups.joined
    if len(joined) < size:
        names = ", ".join(s.account for s in joined) or "nobody"
        raise SignupCountError(
            _(
                "записалось {n} на {size} ролей ({names}): дождитесь ещё записей "
                "или укажите --roles с ролями: {n}"
            ).format(n=len(joined), size=size, names=names)
        )
    proposal.players, proposal.waiting = joined[:size], joined[size:]


# -- the new game file -----------------------------------------------------------------------


def _slug(url: str) -> str:
    numbers = re.findall(r"\d+", url.split("//", 1)[-1].split("/", 1)[-1])
    return f"game-{numbers[-1]}" if numbers else "game"


def _entry(signup: Signup, proposal: Proposal, role: str | None = None) -> PlayerEntry:
    when = signup.at.strftime("%d.%m %H:%M")
    note = f"записался {when}: {proposal.post_url.get(signup.post_id, signup.post_id)}"
    return PlayerEntry(signup.account, signup.account, signup.user_id, role, note)


def _remarks(proposal: Proposal) -> list[str]:
    book = proposal.signups
    lines = [f"ГМ (его сообщения не считаются записью): {book.gm}"]
    for signup in book.withdrawn:
        url = proposal.post_url.get(signup.post_id, signup.post_id)
        lines.append(f"Выписался: {signup.account} ({url})")
    for signup in book.unclear:
        url = proposal.post_url.get(signup.post_id, signup.post_id)
        text = " ".join(signup.text.split())[:120]
        lines.append(f"Проверьте сами (не засчитано): {signup.account}: «{text}» ({url})")
    return lines


def new_game(
    store: Store,
    signup_url: str,
    out: Path,
    *,
    roles: Sequence[str] | None = None,
    seed: int | None = None,
    gm: str | None = None,
    schedule: Schedule = Schedule(),
    game_url: str | None = None,
    timezone: str = DEFAULT_TZ,
    delay: float = DEFAULT_DELAY,
    engine_name: str | None = None,
    client: PoliteClient | None = None,
    on_page: PageCallback | None = None,
    now: datetime | None = None,
) -> Dealt:
    """Propose the roster from the sign-up thread, write the game file, deal, draft."""
    setup = tuple(roles) if roles else STANDARD_SETUP
    check_role_list(setup)
    proposal = read_signup_thread(
        store, signup_url, gm, delay, engine_name, timezone, client, on_page
    )
    _split(proposal, len(setup))
    seed = seed if seed is not None else secrets.randbelow(10**9)
    names = [s.account for s in proposal.players]
    dealt = deal_roles(names, setup, seed)
    today = (now or datetime.now(UTC)).astimezone(ZoneInfo(timezone)).date()
    text = game_file_text(
        NewGameText(
            slug=_slug(proposal.signup_url),
            name=proposal.title or "Новая игра",
            engine=proposal.engine,
            timezone=timezone,
            seed=seed,
            gm=proposal.signups.gm,
            first_day=schedule.first_day or today + timedelta(days=1),
            opens=schedule.opens,
            closes=schedule.closes,
            signup_url=proposal.signup_url,
            game_url=game_url,
            players=[_entry(s, proposal, dealt[s.account]) for s in proposal.players],
            waiting=[_entry(s, proposal) for s in proposal.waiting],
            remarks=_remarks(proposal),
        )
    )
    spec = parse_game(tomllib.loads(text), str(out))  # never write a file that will not load
    _write(out, text)
    result = _draft(store, spec, out)
    result.proposal = proposal
    return result


def _write(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise GameFileError(
            _("не записать {path}: {reason}").format(path=path, reason=exc)
        ) from None


# -- dealing (again) -------------------------------------------------------------------------


def _file_players(path: Path) -> tuple[str, dict[str, object], list[dict[str, object]]]:
    text = read_game_text(path)
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise GameFileError(
            _("{path}: ошибка TOML: {reason}").format(path=path, reason=exc)
        ) from None
    players = raw.get("players")
    if not isinstance(players, list) or not players:
        raise GameFileError(_("{path}: players: нужна хотя бы одна запись").format(path=path))
    return text, raw, players


def _setup_for(players: list[dict[str, object]], roles: Sequence[str] | None) -> tuple[str, ...]:
    """The roles to deal: the GM's list; else the roles the file already holds, when every
    player has one; else the standard table for 15 players."""
    if roles:
        return tuple(roles)
    held = [p.get("role") for p in players]
    if all(isinstance(r, str) and r in ROLES for r in held):
        return tuple(str(r) for r in held)
    if len(players) == len(STANDARD_SETUP):
        return STANDARD_SETUP
    raise DealError(
        _("игроков {n} и нет списка ролей: укажите --roles ФАЙЛ с ролями: {n}").format(
            n=len(players)
        )
    )


def deal_game(
    store: Store, path: Path, seed: int | None = None, roles: Sequence[str] | None = None
) -> Dealt:
    """Deal the roles again to the file's roster (the file's seed unless ``seed``), rewrite the
    roles and the seed in the file, and draft the cards and the opening post again."""
    text, raw, players = _file_players(path)
    names = [str(p.get("name", "")).strip() for p in players]
    setup = _setup_for(players, roles)
    game = raw.get("game") if isinstance(raw.get("game"), dict) else {}
    file_seed = game.get("seed") if isinstance(game, dict) else None
    seed = seed if seed is not None else file_seed if isinstance(file_seed, int) else 0
    dealt = deal_roles(names, setup, seed)
    for player in players:
        player["role"] = dealt[str(player.get("name", "")).strip()]
    parse_game(raw, str(path))  # the roster and the rest must load before anything is written
    _refuse_started(store, raw)
    new_text = write_deal(text, dealt, seed, str(path))
    spec = parse_game(tomllib.loads(new_text), str(path))
    _write(path, new_text)
    return _draft(store, spec, path)


def _refuse_started(store: Store, raw: dict[str, object]) -> None:
    """Roles are never dealt again once the game has begun (a night order or a counted day)."""
    game = raw.get("game")
    slug = game.get("slug") if isinstance(game, dict) else None
    with store.session() as session:
        row = session.exec(select(Game).where(Game.slug == slug)).first()
        if row is None:
            return
        begun = session.exec(select(NightOrder.id).where(NightOrder.game_id == row.id)).first()
        begun = begun or session.exec(select(Day.id).where(Day.game_id == row.id)).first()
    if begun is not None:
        raise DealError(_("игра {slug!r} началась: роли заново не раздать").format(slug=slug))


def _tz_label(timezone: str) -> str:
    return "МСК" if timezone == "Europe/Moscow" else timezone


def _draft(store: Store, spec: GameSpec, path: Path) -> Dealt:
    """Store the game, draft the opening post and every role card (private replies, sent by
    private message); cards of players no longer in the roster are superseded, their slots
    removed."""
    roles = spec.roles()
    opens, _ = spec.day_window(1)
    first_rules = rules_for(spec, profile_for(spec), 1)
    opening = render_opening(
        Opening(
            game_name=spec.name or spec.slug,
            gm=spec.gm,
            players=list(roles),
            roles=list(roles.values()),
            tz_label=_tz_label(spec.timezone),
            night_until=opens.strftime("%d.%m.%Y %H:%M"),
            first_day=spec.first_day.strftime("%d.%m.%Y"),
            opens=spec.opens.strftime("%H:%M"),
            closes=spec.closes.strftime("%H:%M"),
            skip_penalty=first_rules.skip_penalty,
            modkill_reveal=first_rules.modkill_reveal,
        )
    )
    with store.session() as session:
        game_id = setup_game(session, spec)
        first = save_draft(
            session, game_id, OPENING, None, opening.title, opening.text, opening.notes
        )
        assert first.id is not None
        opening_id = first.id
        for slot in session.exec(select(PlayerSlot).where(PlayerSlot.game_id == game_id)):
            if slot.name not in roles:
                session.delete(slot)
    cards = {reply.player: reply.id or 0 for reply in draft_role_cards(store, spec)}
    return Dealt(path, load_game(path), spec.seed, cards, opening_id)


def game_file_beside_store(store: Store, signup_url: str) -> Path:
    """Where the page writes a new game's file unless the GM says: next to the SQLite store
    (the working directory for another database), named after the sign-up thread."""
    url = store.url
    folder = Path(url.split("///", 1)[1]).parent if url.startswith("sqlite:///") else Path()
    return folder / f"{_slug(signup_url)}.toml"


def role_cards(store: Store, spec: GameSpec) -> list[PrivateReply]:
    """The game's role cards (private replies to send by private message), by player in
    Russian alphabetical order."""
    cards = list_replies(store, spec, None, "role_card")
    return sorted(cards, key=lambda card: ru_sort_key(card.player))
