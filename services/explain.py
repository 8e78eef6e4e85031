"""``explain``: how each vote of a post or a player was read, and why it counts or not."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from sqlmodel import col, select

from engine.day_codes import VoteFate
from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Post, Thread
from mafia_errors import NotFoundError
from mafia_i18n import N_, _
from poster.wording import fate_ru
from services.days import DayOutcome
from services.game import check_day_range, now_day, replay_days, roster_for
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
            return _("не считается: так решил ГМ")
        if self.status == "ambiguous":
            return _("не засчитан: неясно, за кого (уточните: mafia-gm votes fix)")
        if self.fate is None or self.day is None:
            return _("вне подсчитанных дней")
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


_HOW = {
    "exact": N_("точно"),
    "an initial": N_("по первой букве"),
    "several players fit": N_("подходят несколько игроков"),
    "unknown": N_("неизвестно"),
    "transliteration": N_("транслитерацией"),
    "several players": N_("несколько игроков"),
    "the first consonants of the name": N_("первые согласные имени"),
    "start of the name": N_("начало имени"),
    "a unique part of the name": N_("единственная часть имени"),
    "a diminutive of the name": N_("уменьшительная форма имени"),
    "one edit from the name": N_("одна правка от имени"),
    "set by the GM": N_("так решил ГМ"),
}
_SCORED = {"fuzzy": N_("сходство {score}%"), "weak match": N_("слабое сходство {score}%")}


def how_words(how: str) -> str:
    """The vote reader's note on how a name was matched, in the GM's language."""
    if how in _HOW:
        return _(_HOW[how])
    head, _sep, tail = how.rpartition(": ")
    if head and tail in _HOW:
        return f"{how_words(head)}: {_(_HOW[tail])}"
    named, _sep, means = how.rpartition(", by ")
    if named and means in _HOW:
        return f"{named}, {_(_HOW[means])}"
    kind, _sep, score = how.rpartition(" ")
    if kind in _SCORED and score.isdigit():
        return _(_SCORED[kind]).format(score=score)
    return how


_KINDS = {"abstain": N_("воздержание"), "pass": N_("«пас»")}
_WITHDRAW = N_("снятие голоса")


def _line(vote: ReadVote, post: Post, verdict: Verdict, tz: ZoneInfo) -> str:
    when = post.posted_at.astimezone(tz).strftime("%d.%m %H:%M:%S")
    if vote.kind == "vote" and vote.target:
        what = _("голос {voter} → {target}").format(voter=vote.voter, target=vote.target)
    elif vote.kind == "vote":
        candidates = ", ".join(vote.candidates) or _("нет")
        what = _("голос {voter} → ? (кандидаты: {candidates})").format(
            voter=vote.voter, candidates=candidates
        )
    else:
        kind = _(_KINDS.get(vote.kind, _WITHDRAW))
        what = _("{kind}: {voter}").format(kind=kind, voter=vote.voter)
    read = (
        _(" [прочитано «{written}»: {how}]").format(written=vote.written, how=how_words(vote.how))
        if vote.written
        else ""
    )
    early = _(" (досрочный)") if vote.early else ""
    return _("  {when} пост {post}: «{raw}» → {what}{early}{read}: {verdict}").format(
        when=when,
        post=post.forum_post_id,
        raw=vote.raw or _("голос добавлен ГМ"),
        what=what,
        early=early,
        read=read,
        verdict=verdict.words(),
    )


def explain(
    store: Store, spec: GameSpec, subject: str, days: int, now: datetime | None = None
) -> list[str]:
    """Lines explaining a post (by forum id) or a player (by name or alias), replaying the
    game up to day ``days``: one the game has reached by ``now`` (or at all, without it)."""
    check_day_range(days, max(1, now_day(spec, now)) if now is not None else None)
    tz = ZoneInfo(spec.timezone)
    outcomes = replay_days(store, spec, days)  # a read: nothing is stored
    with store.reading() as session:
        stored = open_game(session, spec)
        all_posts = window_posts(session, stored, None, None)
        readings = read_posts(session, stored, all_posts, persist=False)
        rows = [(v, p) for p in all_posts for v in readings.votes.get(p.id or -1, [])]
        judged = verdicts(outcomes, [v for v, _post in rows])
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
            _("Пост {post}, автор {author}, {at}:").format(
                post=post.forum_post_id,
                author=post.author,
                at=post.posted_at.astimezone(tz).isoformat(),
            ),
            _("  свой текст: «{text}»").format(text=post.text),
        ]
        if post.quotes:
            lines.append(_("  цитаты (никогда не считаются): {quotes}").format(quotes=post.quotes))
        mine = [(v, p) for v, p in rows if p.id == post.id]
        lines += [_line(v, p, judged[(v.post_id, v.seq)], tz) for v, p in mine] or [
            _("  в этом посте голосов нет")
        ]
        return lines
    player = roster_for(spec).resolve(subject)
    if not player.resolved:
        raise ExplainError(
            _("нет поста или игрока {subject!r} в этой игре").format(subject=subject)
        )
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
        return [_(" день {day}: не в игре").format(day=outcome.number)]
    standing = next((v for v in result.standing if v.voter == name), None)
    against = [v.voter for v in result.standing if v.target == name and v.weight]
    if name in result.penalties:
        against.append(_("+{n} за пропуск").format(n=result.penalties[name]))
    parts = [
        _(" день {day}: голос к закрытию: {target}").format(
            day=outcome.number, target=standing.target if standing else _("нет")
        ),
        _("голосов против: {n}").format(n=result.tally.get(name, 0))
        + (f" ({', '.join(against)})" if against else ""),
    ]
    if name in result.modkilled:
        parts.append(_("модкилл"))
    if name in result.executed:
        parts.append(_("казнён(а)"))
    return ["; ".join(parts)]
