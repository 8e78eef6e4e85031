"""Votes that run over two posts of one player.

A phone sends a post too soon: "…так что мой голос" and, a minute later, "Кирпичу. Сорян,
телефон отправил раньше времени". Or a name comes out wrong and the next post sets it right:
"Голос: Март" and then "*Марат. Клава западает". Each post alone holds no vote, or the wrong
one; read together they hold the author's vote.

The reader marks both ends of such a pair in one post at a time (so a reading stays a post's
own and can be stored once per revision):

- a vote form left without its name at the very end of a post ("Голос на", "голосую против",
  "Мой голос —") is an unclear vote with no candidate, ``UNFINISHED``;
- a post that opens with a name set right ("*Марат", "Ланселот*", "вернее Marat") and holds no
  vote of its own is an unclear vote with that one candidate, ``SET_RIGHT``;
- a vote that names another player's vote instead of a target ("Голос: туда же, куда и Кот")
  is an unclear vote, ``POINTED``; its candidate is where that player's vote stood then.

``Pairing`` then pairs the posts of one author in one thread: the unfinished post with the
author's next post, which is read again with the vote form carried over; a name set right with
the author's post before it, when that post voted. What it cannot pair stays unclear, in front
of the GM, and is never counted.

``Joiner`` makes the pairs in a run of readings of any shape (the reader's own, the store's
rows) through a ``Side`` that knows that shape, so both read a split vote the same way; it
takes the posts one at a time, so ``votes extract`` streams.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from rapidfuzz.distance import OSA

UNFINISHED = "a vote left unfinished"
POINTED = "a vote pointed at another player's vote"
SET_RIGHT = "a name set right after the author's vote"
BEGUN_BEFORE = "begun in the author's post before"
SET_RIGHT_AFTER = "set right after the author's vote before"
_SLIP = 2  # letters a name set right may differ by from the one voted

_I = re.IGNORECASE
# The vote forms that need a name after them, left at the very end of a post. A full stop
# closes a sentence ("Это мой голос."), so only dots of a pause, a colon or a dash may follow.
_UNFINISHED_END = re.compile(
    r"(?:^|(?<=[\s.!?,;:(]))(?<!это\s)(?<!твой\s)"
    r"(?P<head>(?:мой|свой)\s+голос"
    r"|(?:(?:мой|свой)\s+)?(?:голос(?:ую)?|гс)\s+(?:на|за|против)"
    r"|(?:(?:мой|свой)\s+)?голос\w*\s*(?:[:—–]|-(?=\s*$))"
    r"|(?:смена|перенос)\s+голоса(?:\s+на)?"
    r"|(?:меняю|перевожу|переношу|отдаю|ставлю|кидаю)\s+(?:сво[йе]\s+|мой\s+)?голос(?:\s+на)?)"
    r"[ \t]*(?:\.{2,}|…)?[ \t]*\Z",
    _I,
)
# What opens the next post before the name: the pause taken up again, a dash, a colon.
_TAKEN_UP = re.compile(r"\A[\s.…—–:-]+")
# "*Марат. Клава западает", "Ланселот*, пальцы замёрзли", "вернее Marat!!": a name set right
# as the post's first words (one to three of them).
_WORD = r"[^\W\d_][\w'’-]*(?:\.[^\W\d_][\w'’-]*)*"  # "Dr.Watson" keeps its dot
_NAME_RUN = rf"{_WORD}(?:[ \t]{_WORD}){{0,2}}?"
_SET_RIGHT_OPENING = re.compile(
    rf"\A\s*(?:\*[ \t]*(?P<starred>{_NAME_RUN})|(?P<marked>{_NAME_RUN})[ \t]*\*"
    rf"|(?:вернее|точнее|то\s+есть|в\s+смысле)[ \t]*,?[ \t]*(?P<said>{_NAME_RUN})"
    # "Уточню предыдущее: Марта" (set 300): an unclear vote before settled by its name
    r"|(?:уточн[яю]\w*|поясн[яю]\w*)(?:[ \t]+(?:предыдущ\w+|сво[йе][ \t]+голос|голос))?"
    rf"[ \t]*[:—–][ \t]*(?P<settled>{_NAME_RUN}))"
    r"[ \t]*(?=[.!,;)]|\s*$|\n)",
    _I,
)


# "Голос: туда же, куда и Кот", "Мой голос — как у Лисы": the vote form, and whose vote it follows
_POINTED = re.compile(
    r"(?:^|(?<=[\s.!?,;:(]))(?P<said>(?:(?:мой|свой)\s+)?(?:голос(?:ую)?|гс)\b"
    r"[ \t]*(?:[:—–-][ \t]*)?"
    r"(?:туда\s+же,?\s+куда\s+и|так\s+же,?\s+как\s+и|как\s+и\s+у|как\s+у|"
    r"за\s+того\s+же,?\s+(?:что|кого)\s+и)[ \t]+"
    rf"(?P<name>{_NAME_RUN}))(?=[ \t]*(?:[.!,;)…]|\n|\Z))",
    _I,
)


def pointed_at(text: str) -> tuple[str, str] | None:
    """A vote that names no target but another player whose vote it follows: the phrase and
    the name written ("Голос: туда же, куда и Кот" → "Кот")."""
    found = _POINTED.search(text)
    return (found.group("said"), found.group("name")) if found else None


def unfinished_head(text: str) -> str | None:
    """The vote form a post's own text ends with, its name never written ("Голос на")."""
    found = _UNFINISHED_END.search(text.rstrip())
    return found.group("head") if found else None


def carried_over(head: str, text: str) -> str:
    """The next post's text read as the rest of ``head``: "Голос на" + "...Омута." reads
    "Голос на Омута."."""
    return f"{head} {_TAKEN_UP.sub('', text, count=1)}"


_HIDDEN = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"))
# What may follow the name that finishes a vote: a stop, a comma, a bracket, a picture, the end
_NAME_ENDS = re.compile(r"[ \t]*(?:[^\w\s]|\n|\Z)")


def name_opens(text: str, written: str) -> bool:
    """The next post opens with the name alone ("Ворону. Энтер нажался…", "Шмеля!!"), not with a
    sentence about the player ("Ворона права, надо подумать")."""
    rest = _TAKEN_UP.sub("", text.translate(_HIDDEN), count=1)
    if not written or not rest.casefold().startswith(written.casefold()):
        return False
    return _NAME_ENDS.match(rest, len(written)) is not None


def begins_with(raw: str, head: str) -> bool:
    """A phrase read from the carried vote form: its first word is one of the form's ("Мой
    голос —" is read from "голос"; "гс" as "голос")."""
    words = {"голос" if w in ("гс", "гc", "гл") else w for w in head.casefold().split()}
    said = raw.casefold().split()
    return bool(said) and said[0] in words


def set_right_name(text: str) -> str | None:
    """The name a post opens with, set right by a star or "вернее" ("*Марат" → "Марат")."""
    found = _SET_RIGHT_OPENING.match(text)
    if not found:
        return None
    return next(found.group(g) for g in ("starred", "marked", "said", "settled") if found.group(g))


@dataclass(frozen=True, slots=True)
class PostEnds:
    """What one post holds at its two ends, as ``plan`` needs it."""

    voter: str | None  # the player who wrote it (None: the GM, or nobody in the game)
    thread: Hashable  # posts pair up only within their thread
    head: str | None = None  # the vote form it leaves unfinished
    # the name it opens with, set right, and whom it names (it voted no other way)
    sets_right: tuple[str, str] | None = None
    # the name its last vote (or unclear vote) was written with, and whom it counted for
    voted_as: tuple[str, str | None] | None = None
    unclear_between: tuple[str, ...] = ()  # whom its last vote, left unclear, may mean
    points_to: str | None = None  # the player whose vote its vote follows
    acts: tuple[tuple[str, str | None], ...] = ()  # its counted acts: ("vote", X), ("unvote", None)


def _sets_right(fixed: tuple[str, str], before: PostEnds) -> bool:
    """The name set right is the one the vote before misspelt, at most two letters apart
    ("Март" → "Марат", "Marta" → "Marat"), or one of those it was unclear between; and that
    vote went to someone else or to nobody. A vote already counted for the player ("Голос:
    Нинв", then "*Нина") is not cast again."""
    if before.voted_as is None:
        return False
    (written, player), (was_written, counted) = fixed, before.voted_as
    near = OSA.distance(written.casefold(), was_written.casefold()) <= _SLIP
    return counted != player and (near or player in before.unclear_between)


@dataclass(frozen=True, slots=True)
class Meeting:
    """What a post's author left in his post before it in the thread."""

    before: int  # that post's place in the run
    head: str | None  # the vote form it left unfinished, which this post may finish
    set_right: bool  # this post sets right the name that post misspelt


@dataclass(slots=True)
class Pairing:
    """The pairs of one run of posts, found one post at a time: each unfinished vote with its
    author's next post in the thread, each name set right with the author's post before, when
    that one voted for the name misspelt; and where each player's vote stands, for the pointed
    votes (whose only candidate is that: the GM decides, as with any unclear vote)."""

    last: dict[tuple[str, Hashable], tuple[int, PostEnds]] = field(default_factory=dict)
    standing: dict[str, str | None] = field(default_factory=dict)

    def meet(self, at: int, post: PostEnds) -> Meeting | None:
        """The author's post before ``post`` (at ``at``) in its thread, if any; ``post`` is
        the last one from now on."""
        if post.voter is None:
            return None
        key = (post.voter, post.thread)
        before = self.last.get(key)
        self.last[key] = (at, post)
        if before is None:
            return None
        place, ends = before
        if ends.head is not None:
            return Meeting(place, ends.head, False)
        return Meeting(place, None, bool(post.sets_right and _sets_right(post.sets_right, ends)))

    def pointed(self, post: PostEnds) -> str | None:
        """Where the player ``post``'s vote points at stands now (None: nowhere)."""
        return self.standing.get(post.points_to) if post.points_to else None

    def stand(self, post: PostEnds) -> None:
        """The post's counted acts move its author's vote."""
        if post.voter is not None:
            for kind, target in post.acts:
                self.standing[post.voter] = target if kind == "vote" else None


@dataclass(frozen=True, slots=True)
class Act:
    """One vote, unvote or unclear vote of a post's reading, as ``join`` needs to see it."""

    how: str
    raw: str
    written: str
    unclear: bool
    kind: str = "vote"
    target: str | None = None
    candidates: tuple[str, ...] = ()


def ends_of(acts: Sequence[Act], voter: str | None, thread: Hashable) -> PostEnds:
    """What ``plan`` needs of one post, from its acts in order."""
    unclear = [a for a in acts if a.unclear]
    last = acts[-1] if acts else None
    return PostEnds(
        voter,
        thread,
        head=next((a.raw for a in unclear if a.how == UNFINISHED), None),
        sets_right=next(
            ((a.written, a.candidates[0]) for a in unclear if a.how == SET_RIGHT), None
        ),
        voted_as=(last.written, None if last.unclear else last.target) if last else None,
        unclear_between=last.candidates if last and last.unclear else (),
        points_to=next((a.written for a in unclear if a.how == POINTED), None),
        acts=tuple(
            (a.kind, a.target) for a in acts if not a.unclear and a.kind in ("vote", "unvote")
        ),
    )


R = TypeVar("R")


class Side(Protocol[R]):
    """What ``join`` needs to do to one shape of reading."""

    def acts(self, reading: R) -> Sequence[Act]:
        """The reading's acts in order."""

    def reread(self, at: int, head: str) -> R:
        """Post ``at`` read again as the rest of the vote form ``head``."""

    def without(self, reading: R, how: str) -> R:
        """The reading without its unclear votes marked ``how``."""

    def settled(self, reading: R, counted: bool) -> R:
        """The name set right made the author's vote (``counted``), or dropped as talk."""

    def pointed(self, reading: R, target: str | None) -> R:
        """The pointed vote shown with where the player it follows stood (None: nowhere)."""


@dataclass(slots=True)
class _Held(Generic[R]):
    reading: R
    waiting: bool  # an unfinished vote whose author has not written in the thread since


class Joiner(Generic[R]):
    """The readings of a run of posts in thread order, given one at a time, each vote a player
    wrote over two posts joined: the next post read again with the vote form carried, when it
    opens with the name; a name set right counted when it pairs with the vote before; a pointed
    vote shown with where its player stood. Readings come back in order as soon as nothing
    later can change them: a post that leaves a vote unfinished is held until its author writes
    again in the thread, or until ``wait`` more posts have come (a vote finished further on is
    left unclear, in front of the GM)."""

    def __init__(self, side: Side[R], wait: int = 1000) -> None:
        self.side, self.wait = side, wait
        self.pairing = Pairing()
        self.held: deque[_Held[R]] = deque()
        self.first = 0  # the place of the first post held
        self.count = 0

    def add(self, reading: R, voter: str | None, thread: Hashable) -> list[R]:
        """Post ``reading`` (the next in the run); the readings now settled, in order."""
        at, self.count = self.count, self.count + 1
        side = self.side
        ends = ends_of(side.acts(reading), voter, thread)
        meeting = self.pairing.meet(at, ends)
        before = self._held(meeting.before) if meeting else None
        if meeting and meeting.head is not None and before is not None:
            before.waiting = False
            again = side.reread(at, meeting.head)
            first = side.acts(again)[:1]
            if first and first[0].how.endswith(BEGUN_BEFORE):
                reading = again
                before.reading = side.without(before.reading, UNFINISHED)
            # else the next post does not open with the name: nothing carried over
        if any(a.unclear and a.how == SET_RIGHT for a in side.acts(reading)):
            # a name set right that pairs with no vote before is talk: nothing to show
            reading = side.settled(reading, bool(meeting and meeting.set_right))
        joined = ends_of(side.acts(reading), voter, thread)
        if joined.points_to is not None and voter is not None:
            reading = side.pointed(reading, self.pairing.pointed(joined))
        self.pairing.stand(joined)
        self.held.append(_Held(reading, ends.head is not None and voter is not None))
        return self._settled()

    def close(self) -> list[R]:
        """The readings still held, in order: nothing more will come."""
        out = [h.reading for h in self.held]
        self.first += len(self.held)
        self.held.clear()
        return out

    def _held(self, at: int) -> _Held[R] | None:
        return self.held[at - self.first] if at >= self.first else None

    def _settled(self) -> list[R]:
        out = []
        while self.held and (not self.held[0].waiting or len(self.held) > self.wait):
            out.append(self.held.popleft().reading)
            self.first += 1
        return out


def join(
    readings: Iterable[R],
    voters: Iterable[str | None],
    threads: Iterable[Hashable],
    side: Side[R],
) -> list[R]:
    """``Joiner`` over a whole run at once."""
    joiner = Joiner(side)
    out: list[R] = []
    for reading, voter, thread in zip(readings, voters, threads, strict=True):
        out += joiner.add(reading, voter, thread)
    return out + joiner.close()
