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


class PostReaders:
    """A game thread's reader and a vote thread's reader for one roster, reading posts of one
    author written as a paragraph of forum markup (the pattern tests' common setting)."""

    def __init__(self, roster: str, author: str, departed: str = "") -> None:
        from dataclasses import replace

        from scraper.nicknames import Roster
        from scraper.votes.extract import VoteReader
        from scraper.votes.profile import load_profile

        players = Roster.parse(roster)
        if departed:  # the dead and the GM, written as a roster is
            gone = Roster.parse(departed)
            players = Roster(players.names, players.aliases, gone.aliases)
        self.game = VoteReader(players, load_profile("default"))
        self.bare = VoteReader(players, replace(load_profile("default"), bare_nickname=True))
        self.author = author

    def read(self, text: str) -> Reading:
        return reading(self.game.read_html(f"<p>{text}</p>", author=self.author))

    def read_bare(self, text: str) -> Reading:
        return reading(self.bare.read_html(f"<p>{text}</p>", author=self.author))
