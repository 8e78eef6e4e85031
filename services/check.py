"""``check``: what in the game file disagrees with the thread, before it can skew a count.

A typo in a roster name makes the real account's posts count for nobody and the misspelt slot
skip; an account that is no player but votes is dropped without a word; a roster that is not
the rules' size or two players sharing an alias read votes wrong. Each problem is one line
with its fix; ``day close`` refuses while one stands (unless the GM accepts them).
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz, process
from sqlmodel import col, func, select

from engine.gamefile import GameSpec
from engine.store.db import Store
from engine.store.models import Post
from mafia_i18n import _
from scraper.nicknames import skeleton
from scraper.votes.extract import VoteReader
from services.stored_game import open_game

RULES_SIZE = 15  # the seed's table (RULES.md, "The table")


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing to fix: a code for scripts, the line the GM reads (Russian, then English)."""

    code: str
    text: str

    def __str__(self) -> str:
        return self.text


def check_game(store: Store, spec: GameSpec) -> list[Problem]:
    """Every problem found, in the order a GM would fix them (reads only)."""
    problems = _roster_size(spec) + _shared_aliases(spec)
    with store.reading() as session:
        game = open_game(session, spec)
        if not game.thread_ids:
            return problems
        rows = session.exec(
            select(Post.author, func.count())
            .where(col(Post.thread_id).in_(game.thread_ids), col(Post.deleted_at).is_(None))
            .group_by(col(Post.author))
        ).all()
        posted = {author: int(n) for author, n in rows}
        # a player killed on Night 1 may never have posted: that is no sign of a typo
        gone = {d.player for d in game.spec.deaths if d.phase == ("night", 1)}
        first = game.nights.get(1)
        gone |= {d.player for d in first.deaths} if first else set()
        problems += _silent_accounts(game.spec, posted, gone)
        play = [t for t, kind in game.thread_kinds.items() if kind != "signup"]
        in_play = session.exec(
            select(Post.author)
            .where(col(Post.thread_id).in_(play), col(Post.deleted_at).is_(None))
            .distinct()
        ).all()
        outsiders = _outsiders(game.spec, {a: posted[a] for a in in_play if a in posted})
        if outsiders:
            reader = VoteReader(game.roster, game.profile)
            for author in outsiders:
                posts = session.exec(
                    select(Post).where(
                        col(Post.thread_id).in_(play),
                        Post.author == author,
                        col(Post.deleted_at).is_(None),
                    )
                ).all()
                voting = [p.forum_post_id for p in posts if reader.read_html(p.html).sequence]
                problems.append(_outsider(author, posted[author], voting))
    return problems


def _roster_size(spec: GameSpec) -> list[Problem]:
    size = len(spec.players)
    if size == RULES_SIZE:
        return []
    return [
        Problem(
            "roster_size",
            _("в составе {size} игроков, а по правилам {rules}: проверьте [[players]]").format(
                size=size, rules=RULES_SIZE
            ),
        )
    ]


def _shared_aliases(spec: GameSpec) -> list[Problem]:
    owners: dict[str, set[str]] = {}
    for player in spec.players:
        for written in (player.name, *player.aliases):
            owners.setdefault(skeleton(written), set()).add(player.name)
    out = []
    for key, names in sorted(owners.items()):
        if len(names) > 1:
            both = ", ".join(sorted(names))
            out.append(
                Problem(
                    "shared_alias",
                    _(
                        "имя или псевдоним «{alias}» есть у нескольких игроков ({names}): голос "
                        "с ним не прочитать — уберите его у всех, кроме одного"
                    ).format(alias=key, names=both),
                )
            )
    return out


def _silent_accounts(spec: GameSpec, posted: dict[str, int], gone: set[str]) -> list[Problem]:
    seen = {skeleton(author): author for author in posted}
    out = []
    for player in spec.players:
        if player.name in gone:
            continue
        account = spec.accounts_of(player.name)[-1][0]
        if skeleton(account) in seen:
            continue
        guess = process.extractOne(
            account, list(posted), scorer=fuzz.ratio, processor=lambda s: skeleton(str(s))
        )
        hint = ""
        if guess and guess[1] >= 60 and guess[0] not in _known_accounts(spec):
            hint = _('; похоже на аккаунт «{guess}» (account = "{guess}")').format(guess=guess[0])
        out.append(
            Problem(
                "account_not_seen",
                _(
                    "аккаунт «{account}» (игрок {player}) ни разу не писал в темах игры{hint}"
                ).format(account=account, player=player.name, hint=hint),
            )
        )
    return out


def _known_accounts(spec: GameSpec) -> set[str]:
    known = {a for p in spec.players for a, _at in spec.accounts_of(p.name)}
    return known | set(spec.spectators) | ({spec.gm} if spec.gm else set())


def _outsiders(spec: GameSpec, posted: dict[str, int]) -> list[str]:
    known = {skeleton(a) for a in _known_accounts(spec)}
    return sorted(a for a in posted if skeleton(a) not in known)


def _outsider(author: str, posts: int, voting: list[str]) -> Problem:
    listed = ", ".join(voting[:10]) + (" …" if len(voting) > 10 else "")
    votes = _("; голоса в постах {posts}").format(posts=listed) if voting else ""
    return Problem(
        "not_a_player",
        _(
            "«{author}» пишет в теме игры (постов: {posts}), но не игрок, не ГМ и не зритель"
            '{votes}: добавьте его в [[players]] (account = "{author}") или в [[spectators]]'
        ).format(author=author, posts=posts, votes=votes),
    )
