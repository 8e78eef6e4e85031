"""``explain``: how each vote of a post or a player was read, and why it counts or not."""

from __future__ import annotations

from dataclasses import dataclass
from zoneinfo import ZoneInfo

from sqlmodel import col, select

from engine.day_codes import VoteFate
from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Post, Thread
from mafia_errors import NotFoundError
from poster.wording import fate_ru
from services.days import DayOutcome
from services.game import replay_days, roster_for
from services.readings import ReadVote, read_posts, window_posts
from services.stored_game import open_game


class ExplainError(NotFoundError):
    """Nothing to explain under that name."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """What became of one read vote: the engine's fate on its day, or why it never got there."""

    day: int | None
    fate: VoteFate | None
    status: str  # the reading's status: ok, fixed, ignored, ambiguous
    replaced_by: str | None = None  # the post whose action replaced it

    def words(self) -> str:
        if self.status == "ignored":
            return "не считается: так решил ГМ (ignored by the GM)"
        if self.status == "ambiguous":
            return "не засчитан: неясно, за кого (уточните: mafia-gm votes fix)"
        if self.fate is None or self.day is None:
            return "вне подсчитанных дней (outside every counted day)"
        return fate_ru(self.fate, self.day, self.replaced_by)


def verdicts(outcomes: list[DayOutcome], votes: list[ReadVote]) -> dict[tuple[int, int], Verdict]:
    """Each read vote's verdict, taken from the engine's fates (never worked out again)."""
    where: dict[tuple[int, int], tuple[DayOutcome, int]] = {}
    for outcome in outcomes:
        for index, ref in enumerate(outcome.vote_refs):
            where[ref] = (outcome, index)
    out = {}
    for vote in votes:
        key = (vote.post_id, vote.seq)
        found = where.get(key)
        if found is None or vote.status in ("ignored", "ambiguous"):
            out[key] = Verdict(None, None, vote.status)
            continue
        outcome, index = found
        fate = outcome.result.fates[index]
        by = outcome.facts.votes[fate.by].ref if fate.by is not None else None
        out[key] = Verdict(outcome.number, fate, vote.status, by)
    return out


def _line(vote: ReadVote, post: Post, verdict: Verdict, tz: ZoneInfo) -> str:
    when = post.posted_at.astimezone(tz).strftime("%d.%m %H:%M:%S")
    if vote.kind == "vote" and vote.target:
        what = f"голос {vote.voter} → {vote.target}"
    elif vote.kind == "vote":
        candidates = ", ".join(vote.candidates) or "нет"
        what = f"голос {vote.voter} → ? (кандидаты: {candidates})"
    else:
        what = f"снятие голоса ({vote.kind}) {vote.voter}"
    read = f" [прочитано «{vote.written}»: {vote.how}]" if vote.written else ""
    early = " (досрочный)" if vote.early else ""
    return (
        f"  {when} пост {post.forum_post_id}: «{vote.raw}» → {what}{early}{read}: {verdict.words()}"
    )


def explain(store: Store, spec: GameSpec, subject: str, days: int) -> list[str]:
    """Lines explaining a post (by forum id) or a player (by name or alias)."""
    tz = ZoneInfo(spec.timezone)
    outcomes = replay_days(store, spec, days)  # a read: nothing is stored
    with store.reading() as session:
        stored = open_game(session, spec)
        all_posts = window_posts(session, stored, None, None)
        readings = read_posts(session, stored, all_posts, persist=False)
        rows = [(v, p) for p in all_posts for v in readings.votes.get(p.id or -1, [])]
        judged = verdicts(outcomes, [v for v, _ in rows])
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
            f"Пост {post.forum_post_id}, автор {post.author}, "
            f"{post.posted_at.astimezone(tz).isoformat()}:",
            f"  свой текст: «{post.text}»",
        ]
        if post.quotes:
            lines.append(f"  цитаты (никогда не считаются): {post.quotes}")
        mine = [(v, p) for v, p in rows if p.id == post.id]
        lines += [_line(v, p, judged[(v.post_id, v.seq)], tz) for v, p in mine] or [
            "  в этом посте голосов нет"
        ]
        return lines
    player = roster_for(spec).resolve(subject)
    if not player.resolved:
        raise ExplainError(f"нет поста или игрока {subject!r} в этой игре (no post or player)")
    name = player.target or subject
    lines = [f"{name}:"]
    for outcome in outcomes:
        lines += _player_day(name, outcome)
        lines += [
            _line(v, p, judged[(v.post_id, v.seq)], tz)
            for v, p in rows
            if v.voter == name and p.forum_post_id in outcome.post_urls
        ]
    return lines


def _player_day(name: str, outcome: DayOutcome) -> list[str]:
    result = outcome.result
    if name not in outcome.facts.players:
        return [f" день {outcome.number}: не в игре"]
    standing = next((v for v in result.standing if v.voter == name), None)
    against = [v.voter for v in result.standing if v.target == name and v.weight]
    if name in result.penalties:
        against.append(f"+{result.penalties[name]} за пропуск")
    parts = [
        f" день {outcome.number}: голос к закрытию: {standing.target if standing else 'нет'}",
        f"голосов против: {result.tally.get(name, 0)}"
        + (f" ({', '.join(against)})" if against else ""),
    ]
    if name in result.modkilled:
        parts.append("модкилл")
    if name in result.executed:
        parts.append("казнён(а)")
    return ["; ".join(parts)]
