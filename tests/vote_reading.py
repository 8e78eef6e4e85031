"""What the reader finds in a post, as the pattern tests compare it: (kind, target, early) per
vote and the candidates of each ambiguous one."""

from __future__ import annotations

from scraper.votes.extract import Extraction

Votes = list[tuple[str, str | None, bool]]
Reading = tuple[Votes, list[tuple[str, ...]]]


def reading(found: Extraction) -> Reading:
    return [(v.kind, v.target, v.early) for v in found.votes], [
        a.candidates for a in found.ambiguous
    ]


def vote(target: str, early: bool = False) -> tuple[str, str | None, bool]:
    return ("vote", target, early)
