"""The GM's corrections of how a vote was read: set its target, ignore it, or add the vote
the reader missed (a fix numbered after the votes read).

A correction is stored (``votefix``) and applied on every later read of the votes, so it holds
on every recount. When the GM names a player for a written nickname the roster did not know,
the alias to learn is suggested.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from sqlalchemy import and_, update
from sqlmodel import Session, col, select

from engine.errors import EngineError
from engine.store.db import Store
from engine.store.models import Flag, PlayerSlot, Post, Thread, Vote, VoteFix, utcnow
from mafia_i18n import _
from scraper.nicknames import Roster
from scraper.votes.second_look import DOUBT_KINDS


class CorrectionError(EngineError):
    """A correction that cannot be applied (unknown post, player, or vote)."""


@dataclass(frozen=True, slots=True)
class FixReport:
    post_id: str
    seq: int
    target: str | None
    ignored: bool
    suggestion: str | None
    added: bool = False  # no vote was read there: the fix adds one
    replaced: str | None = None  # what an earlier fix of the same vote said


def _find_post(session: Session, post_ref: str, thread_url: str | None) -> tuple[Post, Thread]:
    query = select(Post, Thread).join(Thread, col(Thread.id) == Post.thread_id)
    query = query.where(Post.forum_post_id == post_ref)
    if thread_url:
        query = query.where(Thread.url == thread_url)
    found = list(session.exec(query))
    if not found and thread_url:
        raise CorrectionError(
            _("в теме {thread} нет сохранённого поста {post} (проверьте --thread)").format(
                thread=thread_url, post=post_ref
            )
        )
    if not found:
        raise CorrectionError(
            _("пост {post} не сохранён (сначала прочитайте тему)").format(post=post_ref)
        )
    if len(found) > 1:
        raise CorrectionError(
            _("пост {post} есть в нескольких темах: укажите --thread").format(post=post_ref)
        )
    post, thread = found[0]
    if thread.game_id is None:
        raise CorrectionError(_("пост {post} не в теме игры").format(post=post_ref))
    return post, thread


def _slot_roster(session: Session, game_id: int) -> Roster:
    slots = list(session.exec(select(PlayerSlot).where(PlayerSlot.game_id == game_id)))
    accounts = {
        s.name: [*s.aliases, *(a["account"] for a in json.loads(s.accounts_json or "[]"))]
        for s in slots
    }
    return Roster(
        [s.name for s in slots], {n: [a for a in al if a != n] for n, al in accounts.items()}
    )


def _check_added(
    roster: Roster, post: Post, post_ref: str, seq: int, read: int, ignore: bool
) -> None:
    """A fix where no vote was read adds one: the next after those read, by a player."""
    if seq != read:
        raise CorrectionError(
            _(
                "в посте {post} нет голоса номер {seq}: прочитано {read}, "
                "новый голос — номер {read}"
            ).format(post=post_ref, seq=seq, read=read)
        )
    if ignore:
        raise CorrectionError(
            _("в посте {post} не прочитан голос номер {seq}: снимать нечего").format(
                post=post_ref, seq=seq
            )
        )
    if not roster.exact(post.author):
        raise CorrectionError(
            _("пост {post} написал не игрок ({author}): голос добавить нельзя").format(
                post=post_ref, author=post.author
            )
        )


def fix_vote(
    store: Store,
    post_ref: str,
    target: str | None,
    ignore: bool,
    seq: int | None = None,
    thread_url: str | None = None,
) -> FixReport:
    """Record how the GM reads one vote of one post."""
    if ignore == (target is not None):
        raise CorrectionError(_("укажите --target ИМЯ или --ignore"))
    with store.session() as session:
        post, thread = _find_post(session, post_ref, thread_url)
        assert thread.game_id is not None and post.id is not None
        game_id = thread.game_id
        roster = _slot_roster(session, game_id)
        canonical = None
        if target is not None:
            resolved = roster.resolve(target)
            if not resolved.resolved or resolved.target is None:
                raise CorrectionError(_("в этой игре нет игрока {name!r}").format(name=target))
            canonical = resolved.target
        votes = list(
            session.exec(
                select(Vote)
                .where(Vote.game_id == game_id, Vote.post_id == post.id)
                .order_by(col(Vote.seq))
            )
        )
        if seq is None:
            seq = _which_vote(votes, post_ref)
        read = next((v for v in votes if v.seq == seq), None)
        if read is None:
            _check_added(roster, post, post_ref, seq, len(votes), ignore)
        fix = session.exec(
            select(VoteFix).where(
                VoteFix.game_id == game_id, VoteFix.post_id == post.id, VoteFix.seq == seq
            )
        ).first()
        before = None
        if fix is not None:
            before = _("не считать") if fix.ignore else str(fix.target)
        fix = fix or VoteFix(game_id=game_id, post_id=post.id, seq=seq)
        fix.target, fix.ignore, fix.created_at = canonical, ignore, utcnow()
        fix.written = read.written if read else ""
        session.add(fix)  # applied whenever the votes are loaded: the reading stays as read
        # the GM has looked at the post: its second look waits no more
        session.execute(
            update(Flag)
            .where(
                and_(
                    col(Flag.game_id) == game_id,
                    col(Flag.post_id) == post.id,
                    col(Flag.kind).in_(DOUBT_KINDS),
                )
            )
            .values(status="done")
        )
        suggestion = None
        if canonical and fix.written and canonical not in roster.exact(fix.written):
            suggestion = _(
                "добавьте прозвище {alias!r} игроку {player!r} в файл игры, и такой голос "
                "прочитается без вашей помощи"
            ).format(alias=fix.written, player=canonical)
        return FixReport(post_ref, seq, canonical, ignore, suggestion, read is None, before)


def _which_vote(votes: list[Vote], post_ref: str) -> int:
    """The vote a fix without --seq means: the one unclear vote, or the post's only one (0
    when none was read: the fix adds it); with several, the GM must say which."""
    unclear = [v for v in votes if v.status == "ambiguous"]
    if len(unclear) == 1:
        return unclear[0].seq
    if len(votes) <= 1:
        return votes[0].seq if votes else 0
    listed = "; ".join(f"{v.seq}: «{v.raw}»" for v in votes)
    raise CorrectionError(
        _("в посте {post} прочитано голосов: {count}, укажите --seq ({listed})").format(
            post=post_ref, count=len(votes), listed=listed
        )
    )
