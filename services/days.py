"""The days of a stored game, counted from the readings, each counted once.

A day's count depends on the game before it (chained through ``StoredGame.day_key``), on its
posts and on the GM's fixes. A counted day is stored with that key, the moment it was
counted and the game's state after it; when the key is the same and no post of its window
changed since, the stored state is used and the day is not replayed. Writing commands store
what they count; reads count in memory and write nothing.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import datetime

from sqlmodel import Session, col, select

from engine.day import DayResult, resolve_day
from engine.day_facts import DayFacts, VoteEvent
from engine.flow import GameFlow
from engine.store.models import Day, Flag, Post, dumps, utcnow
from engine.thread_rules import LogEntry, dead_post_entry, silent_from
from scraper.votes.second_look import DOUBT_KINDS
from services.readings import (
    Readings,
    ReadVote,
    changed_since,
    first_versions,
    read_posts,
    window_posts,
)
from services.stored_game import StoredGame

__all__ = ["Ambiguity", "DayOutcome", "DayResult", "EditedVote", "Replay", "VoteCheck", "replay"]


@dataclass(slots=True)
class Ambiguity:
    voter: str
    raw: str
    candidates: tuple[str, ...]
    post_id: str
    url: str


# A check of its own, not the reader's doubt: the post changed after the GM fixed its vote.
FIX_OUTDATED = "fix_outdated"


@dataclass(frozen=True, slots=True)
class VoteCheck:
    """A player's post whose reading the GM should look at again (scraper.votes.second_look)."""

    post_id: str  # the forum's
    author: str
    kind: str
    evidence: str
    url: str

    def as_json(self) -> dict[str, str]:
        return {
            "post": self.post_id,
            "author": self.author,
            "kind": self.kind,
            "evidence": self.evidence,
            "url": self.url,
        }


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
    """One counted day: its facts, its result and what the GM must look at."""

    number: int
    facts: DayFacts
    result: DayResult
    post_urls: dict[str, str] = field(default_factory=dict)
    ambiguous: list[Ambiguity] = field(default_factory=list)
    edited_votes: list[EditedVote] = field(default_factory=list)
    flags: list[tuple[str, str, str, str]] = field(default_factory=list)
    dead_posts: list[tuple[str, str]] = field(default_factory=list)
    thread_log: list[LogEntry] = field(default_factory=list)
    vote_refs: list[tuple[int, int]] = field(default_factory=list)  # facts.votes[i] ↔ (post, seq)
    posts: int = 0
    vote_checks: list[VoteCheck] = field(default_factory=list)


@dataclass(slots=True)
class _Seen:
    """What reading a day's posts gathers, before the day is counted."""

    events: list[VoteEvent] = field(default_factory=list)
    post_urls: dict[str, str] = field(default_factory=dict)
    ambiguous: list[Ambiguity] = field(default_factory=list)
    edited_votes: list[EditedVote] = field(default_factory=list)
    flags: list[tuple[str, str, str, str]] = field(default_factory=list)
    dead_posts: list[tuple[str, str]] = field(default_factory=list)
    thread_log: list[LogEntry] = field(default_factory=list)
    vote_refs: list[tuple[int, int]] = field(default_factory=list)
    vote_checks: list[VoteCheck] = field(default_factory=list)

    def outcome(self, number: int, facts: DayFacts, result: DayResult, posts: int) -> DayOutcome:
        return DayOutcome(
            number,
            facts,
            result,
            post_urls=self.post_urls,
            ambiguous=self.ambiguous,
            edited_votes=self.edited_votes,
            flags=self.flags,
            dead_posts=self.dead_posts,
            thread_log=self.thread_log,
            vote_refs=self.vote_refs,
            posts=posts,
            vote_checks=self.vote_checks,
        )


@dataclass(slots=True)
class Replay:
    """Days 1..N of a game: the outcomes asked for in detail, and the game after day N."""

    outcomes: dict[int, DayOutcome]
    flow: GameFlow
    replayed: list[int] = field(default_factory=list)  # days counted again (not from the store)


def _death_moments(game: StoredGame, flow: GameFlow) -> dict[str, datetime]:
    moments = {}
    for player, cause in flow.causes.items():
        phase, _, rest = cause.partition(" ")
        opens, closes = game.spec.day_window(int(rest.split(":")[0]))
        moments[player] = silent_from(phase, opens, closes)
    return moments


def _looked_at(session: Session, game: StoredGame, post_ids: list[int]) -> set[int]:
    """The posts the GM has looked at again: a vote fixed, or a second look closed."""
    looked = {post_id for post_id, _seq in game.fixes}
    asked = [i for i in post_ids if i not in looked]
    if asked:
        looked.update(
            session.exec(
                select(Flag.post_id).where(
                    Flag.game_id == game.game_id,
                    col(Flag.post_id).in_(asked),
                    col(Flag.kind).in_(DOUBT_KINDS),
                    Flag.status == "done",
                )
            )
        )
    return looked


def _outcome(
    session: Session,
    game: StoredGame,
    number: int,
    flow: GameFlow,
    posts: list[Post],
    readings: Readings,
) -> DayOutcome:
    """Count one day from its posts' readings, with everything the GM must see beside it."""
    opens, closes = game.spec.day_window(number)
    silent = _death_moments(game, flow)
    edited_posts = [p for p in posts if p.revisions > 0 or p.edited_at is not None]
    firsts = first_versions(session, [p.id for p in edited_posts if p.revisions and p.id])
    edited_ids = {p.id for p in edited_posts}
    seen = _Seen()
    checks: list[tuple[int, VoteCheck]] = []
    for post in posts:
        assert post.id is not None
        url = game.post_url(game.thread_urls.get(post.thread_id, ""), post.forum_post_id)
        seen.post_urls[post.forum_post_id] = url
        slot = game.accounts.slot_for(post.author, post.posted_at)
        died_at = silent.get(slot or "")
        dead = False
        if died_at is not None and post.posted_at >= died_at:
            dead = True
            seen.dead_posts.append((slot or post.author, url))
            seen.thread_log.append(dead_post_entry(slot or post.author, post.posted_at, died_at))
        for kind, evidence in readings.flags.get(post.id, []):
            if kind not in DOUBT_KINDS:
                seen.flags.append((post.author, kind, evidence, url))
            elif not dead:  # a dead player's votes count for nothing: no need to read again
                check = VoteCheck(post.forum_post_id, post.author, kind, evidence, url)
                checks.append((post.id, check))
        if post.id in readings.outdated_fixes:
            # edited after the GM's fix: the fix is not applied, the post is read as it is now
            outdated = VoteCheck(
                post.forum_post_id, post.author, FIX_OUTDATED, post.text[:200], url
            )
            seen.vote_checks.append(outdated)
        votes = readings.votes.get(post.id, [])
        where = game.thread_kinds.get(post.thread_id)
        thread = where if where in ("vote", "game") else None
        edited = bool(votes) and post.id in edited_ids
        if edited:
            first = firsts.get(post.id)
            before = first.text if first else ""
            rule = game.profile.edited_vote
            seen.edited_votes.append(EditedVote(post.author, url, rule, before, post.text))
        for vote in votes:  # the day's edited-vote rule decides in the engine
            _add_vote(seen, post, url, vote, edited, thread)
    looked = _looked_at(session, game, [post_id for post_id, _ in checks])
    seen.vote_checks += [check for post_id, check in checks if post_id not in looked]
    # who posted in the day's window: the fact the "not posting is a skip" rule reads
    posted = frozenset(
        slot
        for post in posts
        if (slot := game.accounts.slot_for(post.author, post.posted_at)) is not None
    )
    facts = dataclasses.replace(
        DayFacts.from_json(
            flow.day_input(number, [], opens, closes, missed_night_action=game.missed.get(number))
        ),
        votes=seen.events,
        posted=posted,
    )
    return seen.outcome(number, facts, resolve_day(facts, game.rules(number)), len(posts))


def _add_vote(
    seen: _Seen,
    post: Post,
    url: str,
    vote: ReadVote,
    edited: bool,
    thread: str | None,
) -> None:
    if vote.status == "ignored":
        return
    if vote.status == "ambiguous":
        seen.ambiguous.append(
            Ambiguity(vote.voter, vote.raw, vote.candidates, post.forum_post_id, url)
        )
        return
    seen.events.append(
        VoteEvent(
            post.posted_at,
            vote.voter,
            vote.kind,
            vote.target,
            vote.early,
            post.forum_post_id,
            final=vote.final,
            edited=edited,
            format=vote.format,
            thread=thread,
        )
    )
    seen.vote_refs.append((vote.post_id, vote.seq))


def _still_right(session: Session, game: StoredGame, row: Day | None, key: str) -> bool:
    """Whether a stored count of the day is still the count (same inputs, no post changed)."""
    if row is None or row.inputs_key != key or not row.flow_json or row.computed_at is None:
        return False
    if game.fixes_changed_at is not None and game.fixes_changed_at > row.computed_at:
        return False
    if game.posts_changed_at is None or game.posts_changed_at <= row.computed_at:
        return True  # nothing in the game's threads changed since: no need to look closer
    lo, hi = game.post_window(row.number)
    return not changed_since(session, game, lo, hi, row.computed_at)


def _flow_json(flow: GameFlow) -> str:
    return dumps(flow.as_json())


def _flow_of(text: str) -> GameFlow:
    return GameFlow.from_json(json.loads(text))


def replay(
    session: Session,
    game: StoredGame,
    upto: int,
    *,
    detail: Collection[int] | None = None,
    persist: bool = False,
) -> Replay:
    """Play the stored game from Night 1 through day ``upto``.

    Each night is its stored result when the GM resolved it with the tool, else the deaths
    the game file records. Days in ``detail`` (default: the last) are counted in full; the
    others come from the store when their stored count is still right. With ``persist``
    every day counted is stored with its key.
    """
    started = utcnow()
    wanted = {upto} if detail is None else set(detail)
    rows = {d.number: d for d in session.exec(select(Day).where(Day.game_id == game.game_id))}
    flow = GameFlow.start(game.spec.roles(), game.spec.seed)
    out = Replay({}, flow)
    for number in range(1, upto + 1):
        # the key holds the game as it stood before this day's night: a change to an earlier
        # day that changes who is alive, the skips or the Stone changes every later key
        key = game.day_key(number, _flow_json(flow))
        row = rows.get(number)
        if number not in wanted and _still_right(session, game, row, key):
            assert row is not None
            flow = out.flow = _flow_of(row.flow_json)
            continue
        if number in game.nights:
            flow.apply_night(number, game.nights[number])
        else:
            flow.apply_recorded_deaths("night", number, game.recorded_deaths("night", number))
        lo, hi = game.post_window(number)
        posts = window_posts(session, game, lo, hi)
        outcome = _outcome(
            session, game, number, flow, posts, read_posts(session, game, posts, persist)
        )
        flow.apply_day(number, outcome.result)
        flow.apply_recorded_deaths("day", number, game.recorded_deaths("day", number))
        out.replayed.append(number)
        if number in wanted:
            out.outcomes[number] = outcome
        if persist:
            rows[number] = _store_day(session, game, number, outcome.result, key, started, flow)
    return out


def _store_day(
    session: Session,
    game: StoredGame,
    number: int,
    result: DayResult,
    key: str,
    computed_at: datetime,
    flow: GameFlow,
) -> Day:
    opens, closes = game.spec.day_window(number)
    row = session.exec(select(Day).where(Day.game_id == game.game_id, Day.number == number)).first()
    row = row or Day(game_id=game.game_id, number=number, opens_at=opens, closes_at=closes)
    row.opens_at, row.closes_at = opens, closes
    row.result_json = dumps(result.as_json())
    row.inputs_key, row.computed_at, row.flow_json = key, computed_at, _flow_json(flow)
    session.add(row)
    session.flush()
    return row
