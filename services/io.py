"""Reading the JSON that commands take and shaping the JSON they print."""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

from sqlmodel import select

from engine.store.db import Store
from engine.store.models import Thread
from engine.store.posts import thread_posts
from mafia_errors import InputError
from mafia_i18n import _
from scraper.content import split_html
from scraper.moderation import moderate
from scraper.nicknames import Roster
from scraper.votes.extract import GENERIC_SELECTORS, Extraction

if TYPE_CHECKING:  # the engines are imported only by the commands that resolve
    from engine.day_result import DayResult
    from engine.night_result import NightResult


def iter_jsonl(stream: IO[str]) -> Iterator[dict[str, Any]]:
    """The JSON objects of a JSON Lines stream one at a time, as they come (blank lines
    skipped): a bad line stops the stream with its number, after the good ones before it."""
    for number, line in enumerate(stream, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(
                _("строка {n}: не JSON ({reason})").format(n=number, reason=exc.msg)
            ) from None
        if not isinstance(row, dict):
            raise InputError(_("строка {n}: ожидается объект JSON").format(n=number))
        yield row


def iter_posts(stream: IO[str]) -> Iterator[dict[str, Any]]:
    """The posts of a JSON Lines stream (INTERFACES.md), each field given of the type it must
    have: ``html`` a string, ``author`` and ``thread`` a string or a number."""
    for number, row in enumerate(iter_jsonl(stream), 1):
        for field in ("html", "author", "thread"):
            value = row.get(field)
            if value is None:
                continue
            if not isinstance(value, str) and not (field != "html" and _scalar(value)):
                raise InputError(
                    _("пост {n}: поле «{field}» должно быть строкой").format(n=number, field=field)
                )
        yield row


def _scalar(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def read_json(path: Path) -> dict[str, Any]:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(_("нет такого файла: {path}").format(path=path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(_("не прочитать {path}: {reason}").format(path=path, reason=exc)) from None
    except json.JSONDecodeError as exc:
        raise InputError(
            _("{path}: не JSON ({reason}, строка {line})").format(
                path=path, reason=exc.msg, line=exc.lineno
            )
        ) from None
    if not isinstance(raw, dict):
        raise InputError(_("{path}: ожидается объект JSON").format(path=path))
    return raw


def export_posts(store: Store, thread_url: str | None, tz: str) -> Iterator[dict[str, Any]]:
    """Stored posts in the INTERFACES.md export shape, thread by thread, in thread order."""
    zone = ZoneInfo(tz)
    with store.reading() as session:
        query = select(Thread).order_by(Thread.id)  # type: ignore[arg-type]
        if thread_url:
            query = query.where(Thread.url == thread_url)
        threads = list(session.exec(query))
        if thread_url and not threads:
            raise InputError(
                _("тема {url} не сохранена (сначала прочитайте её: scrape)").format(url=thread_url)
            )
        for thread in threads:
            assert thread.id is not None
            for post in thread_posts(session, thread.id):
                yield {
                    "thread": thread.url,
                    "id": post.forum_post_id,
                    "author": post.author,
                    "author_id": post.author_id,
                    "posted_at": post.posted_at.astimezone(zone).isoformat(),
                    "edited_at": post.edited_at.astimezone(zone).isoformat()
                    if post.edited_at
                    else None,
                    "deleted": post.deleted_at is not None,
                    "html": post.html,
                    "text": post.text,
                    "quotes": post.quotes,
                    "revisions": post.revisions,
                }


def moderate_posts(
    posts: Iterable[dict[str, Any]], roster_path: Path | None
) -> Iterator[dict[str, Any]]:
    """Moderation flags for each post's own text (quotes and spoilers excluded)."""
    roster = Roster.load(roster_path) if roster_path else None
    names: tuple[str, ...] = ()
    if roster is not None:
        names = tuple(n for name in roster.names for n in [name, *roster.aliases.get(name, [])])
    for post in posts:
        html = str(post.get("html", ""))
        own = split_html(html, GENERIC_SELECTORS)
        flags = moderate(own.text, html, names)
        if roster is not None:
            flags = [f for f in flags if not roster.exact(f.evidence)]
        yield {"id": post.get("id"), "flags": [f.as_json() for f in flags]}


def extract_votes(
    roster_path: Path, profile: str | None, gm: str | None, posts: Iterable[dict[str, Any]]
) -> Iterator[dict[str, Any]]:
    """``votes extract``: each post's votes and ambiguous votes (INTERFACES.md), in order, as
    soon as they are settled: a vote a player wrote over two posts is read from both, so a post
    that leaves one unfinished waits for its author's next post in the thread."""
    from scraper.votes.extract import VoteReader, post_joiner
    from scraper.votes.profile import load_profile

    reader = VoteReader(Roster.load(roster_path), load_profile(profile))
    held: deque[dict[str, Any]] = deque()  # the posts given, not yet written out

    def reread(_at: int, head: str) -> Extraction:
        post = held[-1]  # a post is only ever read again as it comes
        return reader.read_html(str(post.get("html", "")), author=_author(post), carried=head)

    joiner = post_joiner(reread)

    def row(found: Extraction) -> dict[str, Any]:
        return {
            "id": held.popleft().get("id"),
            "votes": [v.as_json() for v in found.votes],
            "ambiguous": [a.as_json() for a in found.ambiguous],
        }

    for post in posts:
        author = _author(post)
        by_gm = gm is not None and author.casefold() == gm.casefold()
        held.append(post)
        found = reader.read_html(str(post.get("html", "")), author_is_gm=by_gm, author=author)
        for reading in joiner.add(found, None if by_gm else author, str(post.get("thread") or "")):
            yield row(reading)
    for reading in joiner.close():
        yield row(reading)


def _author(post: dict[str, Any]) -> str:
    return str(post.get("author") or "")


def resolve_day_file(path: Path) -> DayResult:
    """``day resolve``: one day's facts from a JSON file, resolved (no store, no forum); its
    ``as_json()`` is what the command prints."""
    from engine.day import resolve_day
    from engine.day_facts import DayFacts, DayRules

    raw = read_json(path)
    facts = DayFacts.from_json(raw)
    return resolve_day(facts, DayRules.from_json(raw.get("rules"), facts.day))


def resolve_night_file(path: Path) -> NightResult:
    """``night resolve``: one night's facts from a JSON file, resolved (no store); its
    ``as_json()`` is what the command prints."""
    from engine.night import resolve_night
    from engine.night_facts import NightFacts, NightRules

    raw = read_json(path)
    return resolve_night(NightFacts.from_json(raw), NightRules.from_json(raw.get("rules")))
