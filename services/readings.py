"""Votes and moderation flags read from a game's posts, once per post revision.

A post is read again only when it changed (a new revision) or when what the reading depends
on changed (the roster, the accounts, the profile, the GM: ``StoredGame.reading_key``).
Writing commands store the readings; reads read the stale posts in memory and store nothing.
GM fixes are applied when the votes are loaded, so a fix never needs a post read again.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime

from sqlalchemy import and_, delete, insert
from sqlmodel import Session, col, func, select

from engine.store.models import Flag, Post, PostReading, PostRevision, Vote, VoteFix, dumps, utcnow
from engine.thread_rules import EditedVoteRule
from scraper.moderation import moderate
from scraper.nicknames import skeleton
from scraper.votes import continued
from scraper.votes.extract import AmbiguousVote, VoteAction, VoteReader
from scraper.votes.second_look import second_look
from services.stored_game import StoredGame

_CHUNK = 500  # ids per IN (...) list: far below every database's limit
ADDED_BY_GM = "added by the GM"


@dataclass(frozen=True, slots=True)
class ReadVote:
    """One vote action read from a post, with the GM's fix applied when there is one."""

    post_id: int
    seq: int
    voter: str
    kind: str = "vote"
    target: str | None = None
    early: bool = False
    raw: str = ""
    status: str = "ok"  # ok | ambiguous | fixed | ignored
    candidates: tuple[str, ...] = ()
    written: str = ""
    how: str = ""
    final: bool = False  # «окончательно»
    format: tuple[str, ...] | None = None  # "bold", "colour"; None: not looked at

    @classmethod
    def of_row(cls, row: Vote) -> ReadVote:
        return cls(
            row.post_id,
            row.seq,
            row.voter,
            row.kind,
            row.target,
            row.early,
            row.raw,
            row.status,
            tuple(json.loads(row.candidates_json)),
            row.written,
            row.how,
            row.final,
            tuple(filter(None, row.format.split(","))) if row.format is not None else None,
        )

    def as_row(self, game_id: int) -> dict[str, object]:
        return {
            "game_id": game_id,
            "post_id": self.post_id,
            "seq": self.seq,
            "voter": self.voter,
            "kind": self.kind,
            "target": self.target,
            "early": self.early,
            "raw": self.raw,
            "status": self.status,
            "candidates_json": dumps(list(self.candidates)),
            "written": self.written,
            "how": self.how,
            "final": self.final,
            "format": ",".join(self.format) if self.format is not None else None,
        }

    def fixed(self, fix: VoteFix | None) -> ReadVote:
        if fix is None:
            return self
        if fix.ignore:
            return replace(self, status="ignored", how="ignored by the GM")
        return replace(self, kind="vote", target=fix.target, status="fixed", how="set by the GM")


@dataclass(slots=True)
class Readings:
    """The votes (fixes applied) and the flags of a set of posts."""

    votes: dict[int, list[ReadVote]] = field(default_factory=dict)
    flags: dict[int, list[tuple[str, str]]] = field(default_factory=dict)
    read_again: int = 0
    # posts edited after the GM fixed one of their votes: the fix is not applied any more
    outdated_fixes: set[int] = field(default_factory=set)


def voter_of(game: StoredGame, post: Post) -> str | None:
    """The player slot a post votes for (None: the GM's post, or nobody in the game)."""
    if game.gm_skeleton is not None and skeleton(post.author) == game.gm_skeleton:
        return None
    return game.accounts.slot_for(post.author, post.posted_at)


class PostReader:
    """Reads one post of a game into votes and flags (no store access)."""

    def __init__(self, game: StoredGame) -> None:
        self.game = game
        self.reader = VoteReader(game.roster, game.profile)
        # a separate vote thread takes a post that is only a name as a vote for that player
        self.vote_thread = VoteReader(game.roster, replace(game.profile, bare_nickname=True))
        self.names = tuple(n for p in game.spec.players for n in [p.name, *p.aliases])
        self.gm = game.gm_skeleton

    def read(
        self, post: Post, markup: str, carried: str | None = None
    ) -> tuple[list[ReadVote], list[tuple[str, str]]]:
        """The post's votes and flags; ``carried``: the vote form the author's post before left
        unfinished, read as this post's first words."""
        assert post.id is not None
        flags = [(f.kind, f.evidence) for f in moderate(post.text, post.html, self.names)]
        is_gm = self.gm is not None and skeleton(post.author) == self.gm
        author_slot = voter_of(self.game, post)
        if author_slot is None and not is_gm:
            return [], flags
        votes = []
        reader = self.vote_thread if self.game.thread_kinds.get(post.thread_id) == "vote" else None
        found = (reader or self.reader).read_html(
            markup, author_is_gm=is_gm, author=author_slot, carried=carried
        )
        if not is_gm:  # what the GM should read again: a flag of its own kind, closed by the GM
            doubts = second_look(
                found,
                self.reader.names_someone,
                vote_thread=reader is not None,
                by_words=self.game.profile.syntax == "russian",
            )
            flags += [(d.reason, d.evidence) for d in doubts]
        for seq, item in enumerate(found.sequence):
            voter = item.voter or author_slot
            if voter is not None:
                votes.append(_read_vote(post.id, seq, voter, item))
        return votes, flags


def _read_vote(post_id: int, seq: int, voter: str, item: VoteAction | AmbiguousVote) -> ReadVote:
    common = ReadVote(post_id, seq, voter, early=item.early, raw=item.raw)
    common = replace(common, written=item.written, how=item.how)
    if isinstance(item, VoteAction):
        return replace(
            common, kind=item.kind, target=item.target, final=item.final, format=item.format
        )
    return replace(common, status="ambiguous", candidates=tuple(item.candidates))


def _chunks(ids: list[int]) -> Iterable[list[int]]:
    for start in range(0, len(ids), _CHUNK):
        yield ids[start : start + _CHUNK]


def first_versions(session: Session, post_ids: list[int]) -> dict[int, PostRevision]:
    """The version each edited post had when first stored (its revision 0)."""
    out: dict[int, PostRevision] = {}
    for chunk in _chunks(post_ids):
        rows = session.exec(
            select(PostRevision).where(
                col(PostRevision.post_id).in_(chunk), PostRevision.number == 0
            )
        )
        out.update({r.post_id: r for r in rows})
    return out


def read_posts(session: Session, game: StoredGame, posts: list[Post], persist: bool) -> Readings:
    """The readings of ``posts``: stored where fresh, read again where not.

    With ``persist`` the posts read again are stored (their old votes replaced, new flags
    added, the revision recorded); without it nothing is written.
    """
    ids = [p.id for p in posts if p.id is not None]
    fresh: set[int] = set()
    revisions = {p.id: p.revisions for p in posts}
    for chunk in _chunks(ids):
        rows = session.exec(
            select(PostReading.post_id, PostReading.revision, PostReading.config_key).where(
                PostReading.game_id == game.game_id, col(PostReading.post_id).in_(chunk)
            )
        )
        fresh.update(
            pid for pid, rev, key in rows if key == game.reading_key and revisions[pid] == rev
        )
    out = Readings()
    fresh_ids = [i for i in ids if i in fresh]
    for chunk in _chunks(fresh_ids):
        for row in session.exec(
            select(Vote)
            .where(Vote.game_id == game.game_id, col(Vote.post_id).in_(chunk))
            .order_by(col(Vote.post_id), col(Vote.seq))
        ):
            out.votes.setdefault(row.post_id, []).append(ReadVote.of_row(row))
        for flag in session.exec(
            select(Flag).where(Flag.game_id == game.game_id, col(Flag.post_id).in_(chunk))
        ):
            out.flags.setdefault(flag.post_id, []).append((flag.kind, flag.evidence))
    stale = [p for p in posts if p.id is not None and p.id not in fresh]
    if stale:
        _read_stale(session, game, stale, out, persist)
    _join_split_votes(session, game, posts, out)
    changed = {p.id: p.changed_at for p in posts}
    out.outdated_fixes = {
        post_id
        for (post_id, _seq), fix in game.fixes.items()
        if post_id in changed and _outdated(fix, changed[post_id])
    }
    for post_id, votes in out.votes.items():
        if post_id not in out.outdated_fixes:
            out.votes[post_id] = [v.fixed(game.fixes.get((post_id, v.seq))) for v in votes]
    _add_missed(game, posts, out)
    return out


def _join_split_votes(session: Session, game: StoredGame, posts: list[Post], out: Readings) -> None:
    """Votes a player wrote over two posts (``scraper.votes.continued.join``), joined in the
    readings. Nothing here is stored: the pairs are found again each time, from the stored
    readings, and only the posts that finish a vote are read again."""
    before = [out.votes.get(p.id or 0, []) for p in posts]
    after = continued.join(
        before,
        [voter_of(game, p) for p in posts],
        [p.thread_id for p in posts],
        _StoredSide(session, game, posts),
    )
    for post, was, now in zip(posts, before, after, strict=True):
        if now is not was and post.id is not None:
            out.votes[post.id] = now


class _StoredSide:
    """``continued.join`` on the store's readings: a post read again is read as the profile
    says an edited vote counts (its first version, or its last)."""

    def __init__(self, session: Session, game: StoredGame, posts: list[Post]) -> None:
        self.session, self.game, self.posts = session, game, posts
        self.reader: PostReader | None = None

    def acts(self, reading: list[ReadVote]) -> list[continued.Act]:
        return [
            continued.Act(
                v.how, v.raw, v.written, v.status == "ambiguous", v.kind, v.target, v.candidates
            )
            for v in reading
        ]

    def reread(self, at: int, head: str) -> list[ReadVote]:
        post = self.posts[at]
        assert post.id is not None
        self.reader = self.reader or PostReader(self.game)
        html = post.html
        if post.revisions and self.game.profile.edited_vote == EditedVoteRule.ORIGINAL:
            first = first_versions(self.session, [post.id]).get(post.id)
            html = first.html if first else html
        return self.reader.read(post, html, carried=head)[0]

    def without(self, reading: list[ReadVote], how: str) -> list[ReadVote]:
        return [v for v in reading if not (v.how == how and v.status == "ambiguous")]

    def settled(self, reading: list[ReadVote], counted: bool) -> list[ReadVote]:
        fixed = continued.SET_RIGHT
        return [
            replace(
                v, kind="vote", target=v.candidates[0], status="ok", how=continued.SET_RIGHT_AFTER
            )
            if v.how == fixed and v.status == "ambiguous"
            else v
            for v in reading
            if counted or not (v.how == fixed and v.status == "ambiguous")
        ]

    def pointed(self, reading: list[ReadVote], target: str | None) -> list[ReadVote]:
        return [
            replace(v, candidates=(target,) if target else ())
            if v.how == continued.POINTED and v.status == "ambiguous"
            else v
            for v in reading
        ]


def _outdated(fix: VoteFix, post_changed: datetime | None) -> bool:
    """The post was edited (or deleted) after the GM's fix: the fix read another text."""
    return bool(fix.created_at and post_changed and post_changed > fix.created_at)


def _add_missed(game: StoredGame, posts: list[Post], out: Readings) -> None:
    """A vote the GM set where the reader read none ("votes fix" on a post read empty, or one
    past its last vote): counted as the GM's, in the order of its number."""
    set_by_gm: dict[int, list[tuple[int, str]]] = {}
    for (post_id, seq), fix in game.fixes.items():
        if fix.target and not fix.ignore and post_id not in out.outdated_fixes:
            set_by_gm.setdefault(post_id, []).append((seq, fix.target))
    for post in posts:
        if post.id not in set_by_gm:
            continue
        votes = out.votes.get(post.id, [])
        read = {v.seq for v in votes}
        voter = game.accounts.slot_for(post.author, post.posted_at)
        added = [(seq, target) for seq, target in set_by_gm[post.id] if seq not in read]
        if not added or voter is None:
            continue
        votes += [
            ReadVote(post.id, seq, voter, target=target, status="fixed", how=ADDED_BY_GM)
            for seq, target in added
        ]
        out.votes[post.id] = sorted(votes, key=lambda v: v.seq)


def _read_stale(
    session: Session, game: StoredGame, stale: list[Post], out: Readings, persist: bool
) -> None:
    reader = PostReader(game)
    original = game.profile.edited_vote == EditedVoteRule.ORIGINAL
    firsts = (
        first_versions(session, [p.id for p in stale if p.revisions and p.id]) if original else {}
    )
    new_votes: list[dict[str, object]] = []
    new_flags: list[tuple[int, str, str]] = []
    for post in stale:
        assert post.id is not None
        first = firsts.get(post.id)
        votes, flags = reader.read(post, first.html if first else post.html)
        out.votes[post.id] = votes
        out.flags[post.id] = flags
        new_votes += [v.as_row(game.game_id) for v in votes]
        new_flags += [(post.id, kind, evidence) for kind, evidence in flags]
    out.read_again = len(stale)
    if persist:
        _store(session, game, stale, new_votes, new_flags)


def _store(
    session: Session,
    game: StoredGame,
    stale: list[Post],
    votes: list[dict[str, object]],
    flags: list[tuple[int, str, str]],
) -> None:
    # Bulk statements: building thousands of ORM objects costs more than reading the votes.
    ids = [p.id for p in stale if p.id is not None]
    known: set[tuple[int, str, str]] = set()
    for chunk in _chunks(ids):
        # no ORM objects of these rows are loaded: nothing in the session to synchronise
        session.execute(
            delete(Vote)
            .where(and_(col(Vote.game_id) == game.game_id, col(Vote.post_id).in_(chunk)))
            .execution_options(synchronize_session=False)
        )
        session.execute(
            delete(PostReading)
            .where(
                and_(col(PostReading.game_id) == game.game_id, col(PostReading.post_id).in_(chunk))
            )
            .execution_options(synchronize_session=False)
        )
        known.update(
            (f.post_id, f.kind, f.evidence)
            for f in session.exec(
                select(Flag).where(Flag.game_id == game.game_id, col(Flag.post_id).in_(chunk))
            )
        )
    if votes:
        session.execute(insert(Vote), votes)
    now = utcnow()
    rows = [
        {
            "game_id": game.game_id,
            "post_id": pid,
            "kind": k,
            "evidence": e,
            "status": "open",
            "created_at": now,
        }
        for pid, k, e in dict.fromkeys(flags)
        if (pid, k, e) not in known
    ]
    if rows:
        session.execute(insert(Flag), rows)
    session.execute(
        insert(PostReading),
        [
            {
                "game_id": game.game_id,
                "post_id": p.id,
                "revision": p.revisions,
                "config_key": game.reading_key,
            }
            for p in stale
        ],
    )


def window_posts(
    session: Session,
    game: StoredGame,
    lo: datetime | None,
    hi: datetime | None,
    limit: int | None = None,
) -> list[Post]:
    """The game's live posts with ``lo <= posted_at < hi``, in thread order."""
    if not game.thread_ids:
        return []
    query = select(Post).where(
        col(Post.thread_id).in_(game.thread_ids), col(Post.deleted_at).is_(None)
    )
    if lo is not None:
        query = query.where(Post.posted_at >= lo)
    if hi is not None:
        query = query.where(Post.posted_at < hi)
    if limit is not None:
        query = query.limit(limit)
    rows = list(session.exec(query))
    rows.sort(key=lambda p: (p.posted_at, p.id or 0))
    return rows


def changed_since(
    session: Session, game: StoredGame, lo: datetime, hi: datetime, since: datetime
) -> bool:
    """Whether any post of the window (deleted ones too) was stored, edited or deleted after
    ``since``: the one question that decides whether a counted day is still right."""
    if not game.thread_ids:
        return False
    latest = session.exec(
        select(func.max(col(Post.changed_at))).where(
            col(Post.thread_id).in_(game.thread_ids), Post.posted_at >= lo, Post.posted_at < hi
        )
    ).one()
    return latest is not None and _aware(latest) > since


def _aware(value: datetime) -> datetime:
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value


def window_posts_by_id(session: Session, ids: list[int | None]) -> list[Post]:
    """These posts (by store id), in thread order."""
    wanted = [i for i in ids if i is not None]
    rows = list(session.exec(select(Post).where(col(Post.id).in_(wanted)))) if wanted else []
    rows.sort(key=lambda p: (p.posted_at, p.id or 0))
    return rows
