"""``explain``: how each vote of a post or a player was read, and why it counts or not."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from sqlmodel import col, select

from engine.errors import EngineError
from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Post, Thread
from services.days import DayOutcome
from services.game import replay_days, roster_for
from services.readings import ReadVote, read_posts, window_posts
from services.stored_game import open_game


class ExplainError(EngineError):
    """Nothing to explain under that name."""


def _fate(vote: ReadVote, post: Post, outcomes: list[DayOutcome]) -> str:
    """What became of one read vote at its day's close."""
    if vote.status == "ignored":
        return "ignored by the GM"
    if vote.status == "ambiguous":
        return "not counted: the target is unclear (fix it with `mafia-gm votes fix`)"
    for outcome in outcomes:
        result = outcome.result
        if post.forum_post_id not in outcome.post_urls:
            continue
        for standing in result.standing:
            if (
                standing.ref == post.forum_post_id
                and standing.voter == vote.voter
                and standing.target == vote.target
            ):
                weight = "" if standing.weight == 1 else f", weight {standing.weight}"
                return f"counted at the close of day {outcome.number}{weight}"
        for invalid in result.invalid_votes:
            if invalid.get("ref") == post.forum_post_id and invalid["voter"] == vote.voter:
                why = invalid.get("detail", invalid["reason"])
                return f"not counted on day {outcome.number}: {why}"
        if vote.kind == "unvote":
            return f"withdrawal on day {outcome.number}"
        return f"replaced by a later action of {vote.voter} on day {outcome.number}"
    return "outside every counted day"


def _line(vote: ReadVote, post: Post, outcomes: list[DayOutcome], tz: ZoneInfo) -> str:
    when = post.posted_at.astimezone(tz).strftime("%d.%m %H:%M:%S")
    if vote.kind == "vote" and vote.target:
        what = f"vote {vote.voter} → {vote.target}"
    elif vote.kind == "vote":
        candidates = ", ".join(vote.candidates) or "none"
        what = f"vote {vote.voter} → ? (candidates: {candidates})"
    else:
        what = f"{vote.kind} by {vote.voter}"
    read = f" [read «{vote.written}» {vote.how}]" if vote.written else ""
    early = " (early)" if vote.early else ""
    return (
        f"  {when} post {post.forum_post_id}: «{vote.raw}» → {what}{early}{read}: "
        f"{_fate(vote, post, outcomes)}"
    )


def explain(store: Store, spec: GameSpec, subject: str, days: int) -> list[str]:
    """Lines explaining a post (by forum id) or a player (by name or alias)."""
    tz = ZoneInfo(spec.timezone)
    outcomes = replay_days(store, spec, days)
    with store.reading() as session:
        stored = open_game(session, spec)
        all_posts = window_posts(session, stored, None, None)
        readings = read_posts(session, stored, all_posts, persist=False)
        rows = [(v, p) for p in all_posts for v in readings.votes.get(p.id or -1, [])]
        posts = list(
            session.exec(
                select(Post)
                .join(Thread, col(Thread.id) == Post.thread_id)
                .where(col(Thread.id).in_(stored.thread_ids), Post.forum_post_id == subject)
            )
        )
    if posts:
        post = posts[0]
        lines = [
            f"Post {post.forum_post_id} by {post.author}, "
            f"{post.posted_at.astimezone(tz).isoformat()}:",
            f"  own text: «{post.text}»",
        ]
        if post.quotes:
            lines.append(f"  quotes, never counted: {post.quotes}")
        mine = [(v, p) for v, p in rows if p.id == post.id]
        lines += [_line(v, p, outcomes, tz) for v, p in mine] or ["  no vote read in this post"]
        return lines
    player = roster_for(spec).resolve(subject)
    if not player.resolved:
        raise ExplainError(f"no post or player {subject!r} in this game")
    name = player.target or subject
    lines = [f"{name}:"]
    for outcome in outcomes:
        lines += _player_day(name, outcome)
        lines += [
            _line(v, p, outcomes, tz)
            for v, p in rows
            if v.voter == name and p.forum_post_id in outcome.post_urls
        ]
    return lines


def _player_day(name: str, outcome: DayOutcome) -> list[str]:
    result = outcome.result
    if name not in outcome.facts.players:
        return [f" day {outcome.number}: not in play"]
    standing = next((v for v in result.standing if v.voter == name), None)
    against = [v.voter for v in result.standing if v.target == name and v.weight]
    if name in result.penalties:
        against.append(f"+{result.penalties[name]} for the skip")
    parts = [
        f" day {outcome.number}: vote at the close: {standing.target if standing else 'none'}",
        f"votes against: {result.tally.get(name, 0)}"
        + (f" ({', '.join(against)})" if against else ""),
    ]
    if name in result.modkilled:
        parts.append("modkilled (second skip)")
    if name in result.executed:
        parts.append("executed")
    return ["; ".join(parts)]
