"""The one loader of a stored game: the game file joined with what the store holds.

Every command, the watch and the page get their game from here: the slots with every
substitution (the game file's and those done with ``mafia-gm substitute``), the deaths the GM
recorded, the resolved nights, the GM's vote fixes, the rules profile and the day rules. No
other code assembles a game. ``open_game`` only reads; ``setup_game`` is the one writer of the
game's own rows (game, slots, threads).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlmodel import Session, col, func, select

from engine.day_facts import DayRules
from engine.errors import EngineError
from engine.gamefile import GameSpec, SubstitutionSpec, day_rules_for
from engine.night_facts import NightFacts
from engine.night_missed import missed_actions
from engine.night_result import NightResult
from engine.store.models import (
    Flag,
    Game,
    Night,
    PlayerSlot,
    Substitution,
    Thread,
    VoteFix,
    dumps,
    utcnow,
)
from engine.thread_rules import day_post_window
from mafia_errors import NotFoundError
from mafia_i18n import _
from scraper.detect import make_engine
from scraper.nicknames import Roster, skeleton
from scraper.votes.profile import VoteProfile, load_profile
from scraper.votes.second_look import DOUBT_KINDS


class GameNotStoredError(NotFoundError):
    """The game was never read into the store."""


class SlotAccounts:
    """Which slot a forum account played at a given moment (substitutions included)."""

    def __init__(self, spec: GameSpec) -> None:
        self._spans: dict[str, list[tuple[str, datetime | None, datetime | None]]] = {}
        for player in spec.players:
            history = spec.accounts_of(player.name)
            for (account, start), nxt in zip(history, [*history[1:], None], strict=True):
                end = nxt[1] if nxt else None
                self._spans.setdefault(skeleton(account), []).append((player.name, start, end))

    def slot_for(self, author: str, when: datetime) -> str | None:
        for slot, start, end in self._spans.get(skeleton(author), []):
            if (start is None or when >= start) and (end is None or when < end):
                return slot
        return None

    def knows(self, author: str) -> bool:
        return skeleton(author) in self._spans


def profile_for(spec: GameSpec) -> VoteProfile:
    return load_profile(spec.profile).with_overrides(spec.profile_overrides)


def roster_for(spec: GameSpec) -> Roster:
    """Canonical names with their aliases and every account that played the slot.

    The GM and the spectators play no slot: a vote naming one names nobody, and a weak reading
    of a player's name that one of theirs fits as well is shown to the GM, never counted.
    """
    aliases = {}
    for p in spec.players:
        accounts = [a for a, _ in spec.accounts_of(p.name) if a != p.name]
        aliases[p.name] = list(dict.fromkeys([*p.aliases, *accounts]))
    outside: dict[str, list[str]] = {a: [] for a in (spec.gm, *spec.spectators) if a.strip()}
    return Roster([p.name for p in spec.players], aliases, outside)


def rules_for(spec: GameSpec, profile: VoteProfile, day: int) -> DayRules:
    """Day ``day``'s options: the profile's, the game file's [day_rules], its per-day table.

    The profile's ``edited_vote = "skip"`` (a post's votes do not count once it is edited)
    is the engine's ``void`` unless the day rules say otherwise.
    """
    defaults: dict[str, Any] = {"max_changes": profile.max_changes}
    if profile.edited_vote == "skip":
        defaults["edited_vote"] = "void"
    return day_rules_for(spec, day, defaults)


def _digest(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class StoredGame:
    """A game as the store and its file describe it, ready to count."""

    spec: GameSpec
    game_id: int
    thread_ids: tuple[int, ...]
    thread_urls: dict[int, str]
    thread_kinds: dict[int, str]  # game | vote | signup, as the game file says
    profile: VoteProfile
    roster: Roster
    accounts: SlotAccounts
    post_url: Callable[[str, str], str]
    nights: dict[int, NightResult]
    missed: dict[int, list[str]]  # who missed his action in each resolved night
    fixes: dict[tuple[int, int], VoteFix]
    fixes_changed_at: datetime | None
    posts_changed_at: datetime | None  # the last post stored, edited or deleted in its threads
    reading_key: str  # what reading a post depends on: roster, accounts, profile, GM

    @property
    def gm_skeleton(self) -> str | None:
        return skeleton(self.spec.gm) if self.spec.gm else None

    def post_window(self, number: int) -> tuple[datetime, datetime]:
        return post_window(self.spec, number)

    def rules(self, number: int) -> DayRules:
        return rules_for(self.spec, self.profile, number)

    def recorded_deaths(self, phase: str, number: int) -> list[tuple[str, str]]:
        return [(d.player, d.cause) for d in self.spec.deaths if d.phase == (phase, number)]

    def day_key(self, number: int, previous: str) -> str:
        """What a day's count depends on besides its posts and fixes (chained day to day)."""
        return _digest(
            [
                previous,
                self.reading_key,
                dataclasses.asdict(self.rules(number)),
                [t.isoformat() for t in (*self.spec.day_window(number), *self.post_window(number))],
                self.recorded_deaths("night", number),
                self.recorded_deaths("day", number),
                night.as_json() if (night := self.nights.get(number)) else None,
                self.missed.get(number, []),
                self.spec.seed,
                sorted(self.spec.roles().items()),
            ]
        )


def post_window(spec: GameSpec, number: int) -> tuple[datetime, datetime]:
    """The posts that belong to day ``number`` (``engine.thread_rules.day_post_window``)."""
    opens, closes = spec.day_window(number)
    prev_close = spec.day_window(number - 1)[1] if number > 1 else None
    return day_post_window(opens, closes, prev_close, spec.day_window(number + 1)[0])


def with_stored_substitutions(session: Session, spec: GameSpec) -> GameSpec:
    """The game file's substitutions plus those performed with ``mafia-gm substitute``."""
    game = session.exec(select(Game).where(Game.slug == spec.slug)).first()
    if game is None:
        return spec
    rows = session.exec(select(Substitution).where(Substitution.game_id == game.id))
    extra = tuple(SubstitutionSpec(r.slot, r.account, r.at) for r in rows)
    return dataclasses.replace(spec, substitutions=spec.substitutions + extra)


# Bumped when the reader reads new facts from a post: every post is read again once.
# 2: «окончательно», «пас», bold and colour; 3: the second look; 4: a vote left unfinished
# and a name set right, paired across two posts (scraper.votes.continued)
READER_FACTS = 4


def _reading_key(spec: GameSpec, profile: VoteProfile) -> str:
    return _digest(
        {
            "reader": READER_FACTS,
            "threads": sorted((t.url, t.kind) for t in spec.threads),  # a vote thread reads names
            "players": [
                [p.name, list(p.aliases), [(a, str(t)) for a, t in spec.accounts_of(p.name)]]
                for p in spec.players
            ],
            "profile": dataclasses.asdict(profile),
            "gm": spec.gm,
        }
    )


def open_game(session: Session, spec: GameSpec) -> StoredGame:
    """The stored game of ``spec``, read only; a clear error when it was never synced."""
    game = session.exec(select(Game).where(Game.slug == spec.slug)).first()
    if game is None or game.id is None:
        raise GameNotStoredError(
            _("игры {slug!r} ещё нет в хранилище: запустите `mafia-gm sync GAME.toml`").format(
                slug=spec.slug
            )
        )
    spec = with_stored_substitutions(session, spec)
    profile = profile_for(spec)
    # A game's threads are the ones its file names: two games may share a thread.
    keys = make_engine(spec.engine or "mybb", tz=spec.timezone)
    kinds = {keys.thread_key(t.url): t.kind for t in spec.threads}
    urls = list(kinds)
    threads = list(session.exec(select(Thread).where(col(Thread.url).in_(urls))))
    detected = next((t.engine for t in threads if t.engine), "mybb")
    engine = make_engine(spec.engine or detected, tz=spec.timezone)
    rows = list(session.exec(select(Night).where(Night.game_id == game.id)))
    nights = {n.number: NightResult.from_json(json.loads(n.result_json)) for n in rows}
    fixes = {
        (f.post_id, f.seq): f
        for f in session.exec(select(VoteFix).where(VoteFix.game_id == game.id))
    }
    fixes_at = session.exec(
        select(func.max(col(VoteFix.created_at))).where(VoteFix.game_id == game.id)
    ).one()
    return StoredGame(
        spec=spec,
        game_id=game.id,
        thread_ids=tuple(t.id for t in threads if t.id is not None),
        thread_urls={t.id: t.url for t in threads if t.id is not None},
        thread_kinds={t.id: kinds.get(t.url, "game") for t in threads if t.id is not None},
        profile=profile,
        roster=roster_for(spec),
        accounts=SlotAccounts(spec),
        post_url=engine.post_url,
        nights=nights,
        missed={n.number: _missed(n.input_json) for n in rows},
        fixes=fixes,
        fixes_changed_at=fixes_at,
        posts_changed_at=max((t.changed_at for t in threads if t.changed_at), default=None),
        reading_key=_reading_key(spec, profile),
    )


def _missed(input_json: str) -> list[str]:
    """Who missed his action in a resolved night, from the orders it was resolved with."""
    try:
        return missed_actions(NightFacts.from_json(json.loads(input_json)))
    except (EngineError, ValueError):
        return []  # a night stored before its input was kept: nobody is known to have missed


def setup_game(session: Session, spec: GameSpec) -> int:
    """Create or update the game, its slots and its threads; returns the game id.

    Substitutions done with the tool are kept: a slot's account is the newest one.
    """
    game = session.exec(select(Game).where(Game.slug == spec.slug)).first()
    if game is None:
        game = Game(slug=spec.slug, created_at=utcnow())
    game.name, game.timezone, game.profile, game.seed = (
        spec.name,
        spec.timezone,
        spec.profile,
        spec.seed,
    )
    session.add(game)
    session.flush()
    assert game.id is not None
    spec = with_stored_substitutions(session, spec)
    slots = {
        s.name: s for s in session.exec(select(PlayerSlot).where(PlayerSlot.game_id == game.id))
    }
    for player in spec.players:
        slot = slots.get(player.name) or PlayerSlot(game_id=game.id, name=player.name)
        slot.role, slot.aliases_json = player.role, dumps(list(player.aliases))
        history = spec.accounts_of(player.name)
        slot.account = history[-1][0]
        if len(history) == 1:  # the file's own account (a substitute's id is not known)
            slot.account_id = player.user_id or None
        slot.accounts_json = dumps(
            [{"account": a, "since": at.isoformat() if at else None} for a, at in history]
        )
        session.add(slot)
    for spec_thread in spec.threads:
        engine = make_engine(spec.engine or "mybb", tz=spec.timezone)
        url = engine.thread_key(spec_thread.url)
        thread = session.exec(select(Thread).where(Thread.url == url)).first()
        if thread is None:
            session.add(Thread(url=url, game_id=game.id, kind=spec_thread.kind, engine=engine.name))
        else:
            thread.game_id, thread.kind = game.id, spec_thread.kind
            session.add(thread)
    session.flush()
    return game.id


def state_token(session: Session, spec: GameSpec) -> tuple[object, ...]:
    """A few cheap facts that change whenever anything a count reads changes in the store:
    the posts of the game's threads, the GM's fixes, the nights, the substitutions, the second
    looks closed."""
    game = session.exec(select(Game).where(Game.slug == spec.slug)).first()
    if game is None:
        return ("not stored",)
    keys = make_engine(spec.engine or "mybb", tz=spec.timezone)
    urls = [keys.thread_key(t.url) for t in spec.threads]
    threads = sorted(
        (t.id, str(t.changed_at))
        for t in session.exec(select(Thread).where(col(Thread.url).in_(urls)))
    )
    fixes = session.exec(
        select(func.count(), func.max(col(VoteFix.created_at))).where(VoteFix.game_id == game.id)
    ).one()
    nights = session.exec(
        select(func.count(), func.max(col(Night.resolved_at))).where(Night.game_id == game.id)
    ).one()
    subs = session.exec(
        select(func.count(), func.max(col(Substitution.at))).where(Substitution.game_id == game.id)
    ).one()
    looked_at = session.exec(  # a second look closed takes its post off the count's list
        select(func.count()).where(
            Flag.game_id == game.id, col(Flag.kind).in_(DOUBT_KINDS), Flag.status == "done"
        )
    ).one()
    spec_digest = hashlib.sha256(repr(spec).encode()).hexdigest()
    return (
        game.id,
        spec_digest,
        tuple(threads),
        tuple(map(str, fixes)),
        tuple(map(str, nights)),
        tuple(map(str, subs)),
        looked_at,
    )
