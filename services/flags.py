"""What waits for the GM's eye: open moderation flags and posts by players already out."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from sqlmodel import col, select

from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Flag, Post, Thread
from mafia_errors import NotFoundError
from mafia_i18n import _
from scraper.detect import make_engine
from services.days import replay
from services.game import now_day
from services.stored_game import open_game


@dataclass(frozen=True, slots=True)
class FlagLine:
    id: int
    kind: str
    evidence: str
    author: str
    at: datetime
    url: str
    text: str


@dataclass(slots=True)
class Waiting:
    flags: list[FlagLine] = field(default_factory=list)
    dead_posts: list[tuple[int, str, str]] = field(default_factory=list)  # day, author, url


def flags_waiting(store: Store, spec: GameSpec, now: datetime) -> Waiting:
    """Open flags with their posts, and every post by a player who was already out."""
    waiting = Waiting()
    with store.reading() as session:
        game = open_game(session, spec)
        game_id = game.game_id
        rows = session.exec(
            select(Flag, Post, Thread)
            .join(Post, col(Post.id) == Flag.post_id)
            .join(Thread, col(Thread.id) == Post.thread_id)
            .where(Flag.game_id == game_id, Flag.status == "open")
            .order_by(col(Post.posted_at))
        ).all()
        for flag, post, thread in rows:
            link = make_engine(thread.engine).post_url(thread.url, post.forum_post_id)
            waiting.flags.append(
                FlagLine(
                    flag.id or 0,
                    flag.kind,
                    flag.evidence,
                    post.author,
                    post.posted_at,
                    link,
                    post.text[:300],
                )
            )
        day = now_day(spec, now)
        if day:
            played = replay(session, game, day, detail=range(1, day + 1))
            waiting.dead_posts = [
                (o.number, author, url)
                for o in played.outcomes.values()
                for author, url in o.dead_posts
            ]
    return waiting


def close_flag(store: Store, flag_id: int) -> None:
    """The GM has looked at this flag: it no longer waits."""
    with store.session() as session:
        flag = session.get(Flag, flag_id)
        if flag is None:
            raise NotFoundError(_("нет пометки #{id}").format(id=flag_id))
        flag.status = "done"
        session.add(flag)
