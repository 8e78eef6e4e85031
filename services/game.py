"""A stored game, wired together: set up slots and threads, read votes, replay the days.

The composition root's library: it joins the scraper (votes, flags) with the store and the
day engine. Every step is safe to re-run: votes and flags are re-read from the stored posts,
and the days are replayed from Day 1 with the known deaths.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, insert
from sqlmodel import Session, col, select

from engine.day import DayResult, resolve_day
from engine.day_facts import DayFacts, DayRules, VoteEvent
from engine.flow import GameFlow
from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import (
    Day,
    Draft,
    Flag,
    Game,
    Night,
    PlayerSlot,
    Post,
    PostRevision,
    Thread,
    Vote,
    VoteFix,
    dumps,
    utcnow,
)
from engine.store.posts import thread_posts
from poster.day_post import render_day_post
from poster.drafts import save_draft
from scraper.detect import make_engine
from scraper.http import PoliteClient
from scraper.moderation import moderate
from scraper.nicknames import Roster, skeleton
from scraper.votes.extract import AmbiguousVote, VoteAction, VoteReader
from scraper.votes.profile import VoteProfile, load_profile
from services.scrape import PageCallback, ScrapeReport, scrape_thread


@dataclass(slots=True)
class Ambiguity:
    voter: str
    raw: str
    candidates: tuple[str, ...]
    post_id: str
    url: str


@dataclass(frozen=True, slots=True)
class EditedVote:
    """A post with a vote that was edited: both versions, for the GM."""

    author: str
    url: str
    rule: str
    before: str
    after: str


@dataclass(slots=True)
class DayOutcome:
    """One replayed day: its facts, its result and what the GM must look at."""

    number: int
    facts: DayFacts
    result: DayResult
    post_urls: dict[str, str] = field(default_factory=dict)
    ambiguous: list[Ambiguity] = field(default_factory=list)
    edited_votes: list[EditedVote] = field(default_factory=list)
    flags: list[tuple[str, str, str, str]] = field(default_factory=list)
    dead_posts: list[tuple[str, str]] = field(default_factory=list)


@dataclass(slots=True)
class _DaySeen:
    """What one day's posts showed, besides the votes."""

    post_urls: dict[str, str] = field(default_factory=dict)
    ambiguous: list[Ambiguity] = field(default_factory=list)
    edited_votes: list[EditedVote] = field(default_factory=list)
    flags: list[tuple[str, str, str, str]] = field(default_factory=list)
    dead_posts: list[tuple[str, str]] = field(default_factory=list)


def profile_for(spec: GameSpec) -> VoteProfile:
    return load_profile(spec.profile).with_overrides(spec.profile_overrides)


def roster_for(spec: GameSpec) -> Roster:
    """Canonical names with their aliases and every account that played the slot."""
    aliases = {}
    for p in spec.players:
        accounts = [a for a, _ in spec.accounts_of(p.name) if a != p.name]
        aliases[p.name] = list(dict.fromkeys([*p.aliases, *accounts]))
    return Roster([p.name for p in spec.players], aliases)


def setup_game(store: Store, spec: GameSpec) -> int:
    """Create or update the game, its slots and its threads; returns the game id."""
    with store.session() as session:
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
        slots = {
            s.name: s for s in session.exec(select(PlayerSlot).where(PlayerSlot.game_id == game.id))
        }
        for player in spec.players:
            slot = slots.get(player.name) or PlayerSlot(game_id=game.id, name=player.name)
            slot.role, slot.aliases_json = player.role, dumps(list(player.aliases))
            history = spec.accounts_of(player.name)
            slot.account = history[-1][0]
            slot.accounts_json = dumps(
                [{"account": a, "since": at.isoformat() if at else None} for a, at in history]
            )
            session.add(slot)
        for spec_thread in spec.threads:
            engine = make_engine(spec.engine or "mybb", tz=spec.timezone)
            url = engine.thread_key(spec_thread.url)
            thread = session.exec(select(Thread).where(Thread.url == url)).first()
            if thread is None:
                session.add(
                    Thread(url=url, game_id=game.id, kind=spec_thread.kind, engine=engine.name)
                )
            else:
                thread.game_id, thread.kind = game.id, spec_thread.kind
                session.add(thread)
        return game.id


def scrape_game(
    store: Store,
    spec: GameSpec,
    delay: float,
    client: PoliteClient | None = None,
    on_page: PageCallback | None = None,
    full: bool = False,
    credentials: tuple[str, str] | None = None,
) -> list[ScrapeReport]:
    """Scrape every thread of the game; ``full`` re-reads old pages too (to catch edits)."""
    game_id = setup_game(store, spec)
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
        )
        for t in spec.threads
    ]


def _game_posts(session: Session, game_id: int) -> list[tuple[Thread, Post]]:
    out: list[tuple[Thread, Post]] = []
    for thread in session.exec(select(Thread).where(Thread.game_id == game_id)):
        assert thread.id is not None
        out += [(thread, post) for post in thread_posts(session, thread.id, include_deleted=False)]
    out.sort(key=lambda tp: (tp[1].posted_at, tp[1].id or 0))
    return out


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


def read_votes(store: Store, spec: GameSpec) -> int:
    """Re-read every stored post of the game into votes and moderation flags.

    GM corrections (``votes fix``) are applied to the votes they name on every read.
    """
    profile = profile_for(spec)
    reader = VoteReader(roster_for(spec), profile)
    accounts = SlotAccounts(spec)
    gm = skeleton(spec.gm) if spec.gm else None
    names = tuple(n for p in spec.players for n in [p.name, *p.aliases])
    votes: list[dict[str, object]] = []
    new_flags: list[dict[str, object]] = []
    with store.session() as session:
        game = session.exec(select(Game).where(Game.slug == spec.slug)).one()
        assert game.id is not None
        known_flags = {
            (f.post_id, f.kind, f.evidence)
            for f in session.exec(select(Flag).where(Flag.game_id == game.id))
        }
        fixes = {
            (f.post_id, f.seq): f
            for f in session.exec(select(VoteFix).where(VoteFix.game_id == game.id))
        }
        originals = _original_markup(session, game.id) if profile.edited_vote == "original" else {}
        for _, post in _game_posts(session, game.id):
            assert post.id is not None
            for flag in moderate(post.text, post.html, names):
                key = (post.id, flag.kind, flag.evidence)
                if key not in known_flags:
                    known_flags.add(key)
                    new_flags.append(
                        {
                            "game_id": game.id,
                            "post_id": post.id,
                            "kind": flag.kind,
                            "evidence": flag.evidence,
                            "status": "open",
                            "created_at": utcnow(),
                        }
                    )
            is_gm = gm is not None and skeleton(post.author) == gm
            author_slot = None if is_gm else accounts.slot_for(post.author, post.posted_at)
            if author_slot is None and not is_gm:
                continue
            markup = originals.get(post.id, post.html)
            for seq, item in enumerate(reader.read_html(markup, author_is_gm=is_gm).sequence):
                voter = item.voter or author_slot
                if voter is None:
                    continue
                votes.append(
                    _vote_row(game.id, post.id, seq, voter, item, fixes.get((post.id, seq)))
                )
        # Bulk statements: building thousands of ORM objects costs more than reading the votes.
        session.execute(delete(Vote).where(col(Vote.game_id) == game.id))
        if votes:
            session.execute(insert(Vote), votes)
        if new_flags:
            session.execute(insert(Flag), new_flags)
    return len(votes)


def _vote_row(
    game_id: int,
    post_id: int,
    seq: int,
    voter: str,
    item: VoteAction | AmbiguousVote,
    fix: VoteFix | None,
) -> dict[str, object]:
    row: dict[str, object] = {
        "game_id": game_id,
        "post_id": post_id,
        "seq": seq,
        "voter": voter,
        "kind": "vote",
        "target": None,
        "early": item.early,
        "raw": item.raw,
        "status": "ok",
        "candidates_json": "[]",
        "written": item.written,
        "how": item.how,
    }
    if isinstance(item, VoteAction):
        row.update(kind=item.kind, target=item.target)
    else:
        row.update(status="ambiguous", candidates_json=dumps(list(item.candidates)))
    if fix is not None:
        if fix.ignore:
            row.update(status="ignored", how="ignored by the GM")
        else:
            row.update(kind="vote", target=fix.target, status="fixed", how="set by the GM")
    return row


def _original_markup(session: Session, game_id: int, text: bool = False) -> dict[int, str]:
    """The first version (markup, or own text) of every edited post of the game."""
    rows = session.exec(
        select(PostRevision)
        .join(Post, col(Post.id) == PostRevision.post_id)
        .join(Thread, col(Thread.id) == Post.thread_id)
        .where(Thread.game_id == game_id, PostRevision.number == 0)
    )
    return {r.post_id: r.text if text else r.html for r in rows}


def replay_game(store: Store, spec: GameSpec, upto: int) -> tuple[list[DayOutcome], GameFlow]:
    """Play the stored game from Night 1 through day ``upto``.

    Each night is its stored result when the GM resolved it with the tool, else the deaths the
    game file records; each day is counted from the stored votes. Every day's result is stored.
    """
    profile = profile_for(spec)
    rules = DayRules.from_json({"max_changes": profile.max_changes, **spec.day_rules})
    engine = make_engine(spec.engine or "mybb", tz=spec.timezone)
    flow = GameFlow.start(spec.roles(), spec.seed)
    outcomes: list[DayOutcome] = []
    with store.session() as session:
        game = session.exec(select(Game).where(Game.slug == spec.slug)).one()
        assert game.id is not None
        nights = {
            n.number: json.loads(n.result_json)
            for n in session.exec(select(Night).where(Night.game_id == game.id))
        }
        posts = _game_posts(session, game.id)
        by_post: dict[int, list[Vote]] = {}
        for vote in sorted(
            session.exec(select(Vote).where(Vote.game_id == game.id)), key=lambda v: v.seq
        ):
            by_post.setdefault(vote.post_id, []).append(vote)
        accounts = SlotAccounts(spec)
        originals = _original_markup(session, game.id, text=True)
        flags_by_post: dict[int, list[Flag]] = {}
        for flag in session.exec(select(Flag).where(Flag.game_id == game.id)):
            flags_by_post.setdefault(flag.post_id, []).append(flag)
        for number in range(1, upto + 1):
            if number in nights:
                flow.apply_night(number, nights[number])
            else:
                flow.apply_recorded_deaths("night", number, _recorded(spec, "night", number))
            opens, closes = spec.day_window(number)
            seen, events = _collect_day(
                posts,
                by_post,
                flags_by_post,
                accounts,
                flow.alive,
                _post_range(spec, number),
                engine.post_url,
                profile.edited_vote,
                originals,
                _death_moments(spec, flow),
            )
            facts = dataclasses.replace(
                DayFacts.from_json(flow.day_input(number, [], opens, closes)), votes=events
            )
            result = resolve_day(facts, rules)
            outcome = DayOutcome(
                number,
                facts,
                result,
                seen.post_urls,
                seen.ambiguous,
                seen.edited_votes,
                seen.flags,
                seen.dead_posts,
            )
            _store_day(session, game.id, number, opens, closes, result)
            outcomes.append(outcome)
            flow.apply_day(number, result)
            flow.apply_recorded_deaths("day", number, _recorded(spec, "day", number))
    return outcomes, flow


def replay_days(store: Store, spec: GameSpec, upto: int) -> list[DayOutcome]:
    """Count days 1..``upto`` in order (nights in between); stores each result."""
    return replay_game(store, spec, upto)[0]


def fresh_votes(store: Store, spec: GameSpec) -> int:
    """Set the game up in the store and re-read its votes from the posts; the game's id."""
    game_id = setup_game(store, spec)
    read_votes(store, spec)
    return game_id


def count_day(store: Store, spec: GameSpec, day: int) -> DayOutcome:
    """The count of ``day`` from the stored posts: the game set up, votes re-read, replayed."""
    fresh_votes(store, spec)
    return replay_days(store, spec, day)[-1]


def _death_moments(spec: GameSpec, flow: GameFlow) -> dict[str, datetime]:
    """When each dead player fell silent: a night's dead when the next day opens (their posts
    before the results are announced are fine), a day's dead at that day's deadline."""
    moments = {}
    for player, cause in flow.causes.items():
        phase, _, rest = cause.partition(" ")
        number = int(rest.split(":")[0])
        opens, closes = spec.day_window(number)
        moments[player] = opens if phase == "night" else closes
    return moments


def _recorded(spec: GameSpec, phase: str, number: int) -> list[tuple[str, str]]:
    return [(d.player, d.cause) for d in spec.deaths if d.phase == (phase, number)]


def _collect_day(
    posts: list[tuple[Thread, Post]],
    by_post: dict[int, list[Vote]],
    flags_by_post: dict[int, list[Flag]],
    accounts: SlotAccounts,
    alive: dict[str, str],
    post_range: tuple[datetime, datetime],
    post_url: Callable[[str, str], str],
    edited_vote: str,
    originals: dict[int, str],
    deaths: dict[str, datetime],
) -> tuple[_DaySeen, list[VoteEvent]]:
    """The vote events of one day's posts, and what else the GM must see in them."""
    lo, hi = post_range
    seen = _DaySeen()
    events: list[VoteEvent] = []
    for thread, post in posts:
        if not lo <= post.posted_at < hi:
            continue
        url = post_url(thread.url, post.forum_post_id)
        seen.post_urls[post.forum_post_id] = url
        author_slot = accounts.slot_for(post.author, post.posted_at)
        died_at = deaths.get(author_slot or "")
        if died_at is not None and post.posted_at >= died_at:
            seen.dead_posts.append((author_slot or post.author, url))
        for flag in flags_by_post.get(post.id or -1, []):
            seen.flags.append((post.author, flag.kind, flag.evidence, url))
        post_votes = by_post.get(post.id or -1, [])
        if post_votes and (post.revisions > 0 or post.edited_at is not None):
            before = originals.get(post.id or -1, "")
            seen.edited_votes.append(EditedVote(post.author, url, edited_vote, before, post.text))
            if edited_vote == "skip":
                continue
        for vote in post_votes:
            if vote.status == "ignored":
                continue
            if vote.status == "ambiguous":
                candidates = tuple(json.loads(vote.candidates_json))
                seen.ambiguous.append(
                    Ambiguity(vote.voter, vote.raw, candidates, post.forum_post_id, url)
                )
            else:
                events.append(
                    VoteEvent(
                        post.posted_at,
                        vote.voter,
                        vote.kind,
                        vote.target,
                        vote.early,
                        post.forum_post_id,
                    )
                )
    return seen, events


def _post_range(spec: GameSpec, number: int) -> tuple[datetime, datetime]:
    """Posts that belong to a day: from the middle of the night before to the middle of the
    night after, so a late vote is shown as late and a morning vote as too early, never both."""
    opens, closes = spec.day_window(number)
    prev_close = spec.day_window(number - 1)[1] if number > 1 else opens - timedelta(hours=24)
    next_open = spec.day_window(number + 1)[0]
    return prev_close + (opens - prev_close) / 2, closes + (next_open - closes) / 2


def _store_day(
    session: Session,
    game_id: int,
    number: int,
    opens: datetime,
    closes: datetime,
    result: DayResult,
) -> None:
    row = session.exec(select(Day).where(Day.game_id == game_id, Day.number == number)).first()
    row = row or Day(game_id=game_id, number=number, opens_at=opens, closes_at=closes)
    row.opens_at, row.closes_at = opens, closes
    row.result_json = dumps(result.as_json())
    session.add(row)


def draft_day(
    store: Store, spec: GameSpec, outcome: DayOutcome, victory: dict[str, Any] | None = None
) -> Draft:
    """Draft (or refresh) the day-result post for one replayed day."""
    rendered = render_day_post(
        outcome.number,
        outcome.result,
        outcome.post_urls,
        spec.timezone,
        ambiguous=outcome.ambiguous,
        edited_votes=outcome.edited_votes,
        flags=outcome.flags,
        dead_posts=outcome.dead_posts,
        edited_rule=profile_for(spec).edited_vote,
        victory=victory,
    )
    with store.session() as session:
        game = session.exec(select(Game).where(Game.slug == spec.slug)).one()
        assert game.id is not None
        return save_draft(
            session,
            game.id,
            "day_result",
            outcome.number,
            rendered.title,
            rendered.text,
            rendered.notes,
        )


def close_day(store: Store, spec: GameSpec, number: int) -> tuple[DayOutcome, Draft]:
    """Count day ``number`` as final: record the close, update the slots, draft the post."""
    outcomes, flow = replay_game(store, spec, number)
    outcome = outcomes[-1]
    with store.session() as session:
        game = session.exec(select(Game).where(Game.slug == spec.slug)).one()
        day = session.exec(select(Day).where(Day.game_id == game.id, Day.number == number)).one()
        day.closed_at = outcome.result.closed_at
        session.add(day)
        for slot in session.exec(select(PlayerSlot).where(PlayerSlot.game_id == game.id)):
            slot.alive = slot.name in flow.alive
            slot.died = flow.causes.get(slot.name, "")
            slot.skips = outcome.result.skips.get(slot.name, 0)
            session.add(slot)
    return outcome, draft_day(store, spec, outcome, flow.victory)
