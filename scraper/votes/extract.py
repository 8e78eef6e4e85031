"""Turn a post's markup into vote actions: ``vote`` / ``unvote`` with canonical targets.

Only the author's own text is read (quotes and spoilers never count). A target that cannot be
resolved with confidence goes to ``ambiguous`` with its candidates instead of being guessed.
The rules profile chooses the syntax (Russian phrases, ``##vote`` or ``[vote]`` tags), whether
a vote must be bold or coloured, the abstain words, and whether the GM may relay votes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from scraper.content import EMPH_CLOSE, EMPH_OPEN, ContentSelectors, split_html
from scraper.nicknames import Resolution, Roster
from scraper.votes.grammar import Phrase, early_pattern, find_phrases
from scraper.votes.profile import VoteProfile
from scraper.votes.tags import find_tag_phrases

# Quotes and spoilers as any supported forum marks them; spoilers are removed first.
GENERIC_SELECTORS = ContentSelectors(
    quote=".quote-box, blockquote, .quote, .bbCodeBlock--quote, .ipsQuote, .quotecontent, q",
    spoiler=".spoiler-box, .spoiler, .bbCodeSpoiler, details, .hide-box, .sp-wrap, .ipsSpoiler",
    drop=".lastedit, .post-sig, .signature, .editedby",
)
MAX_TARGET_WORDS = 4
_EITHER = {"или", "либо", "or", "/", "и"}
# "Голос Бориса: Алиса" written by the GM: a vote relayed in a player's name.
_RELAY = re.compile(
    r"(?:^|[\n.!])\s*голос\s+(?:игрока\s+)?(?P<voter>[^:\n—–-]{2,40}?)\s*[:—–-]\s*(?P<target>[^\n]+)",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class VoteAction:
    """One counted action: ``vote`` for ``target``, ``unvote``, or ``abstain``."""

    kind: str
    target: str | None
    early: bool
    raw: str
    written: str = ""
    how: str = ""
    voter: str | None = None  # set when the GM relays a player's vote

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "kind": self.kind,
            "target": self.target,
            "early": self.early,
            "raw": self.raw,
        }
        if self.voter:
            out["voter"] = self.voter
        return out


@dataclass(frozen=True, slots=True)
class AmbiguousVote:
    """A vote whose target could not be resolved with confidence."""

    raw: str
    candidates: tuple[str, ...]
    early: bool = False
    how: str = ""
    written: str = ""
    voter: str | None = None

    def as_json(self) -> dict[str, object]:
        return {"raw": self.raw, "candidates": list(self.candidates)}


@dataclass(slots=True)
class Extraction:
    """Everything read from one post, in the order written."""

    votes: list[VoteAction] = field(default_factory=list)
    ambiguous: list[AmbiguousVote] = field(default_factory=list)
    sequence: list[VoteAction | AmbiguousVote] = field(default_factory=list)

    def add(self, item: VoteAction | AmbiguousVote) -> None:
        self.sequence.append(item)
        if isinstance(item, VoteAction):
            self.votes.append(item)
        else:
            self.ambiguous.append(item)


class VoteReader:
    """Reads votes from posts with one roster and one profile."""

    def __init__(self, roster: Roster, profile: VoteProfile | None = None) -> None:
        self.roster = roster
        self.profile = profile or VoteProfile()
        words = "|".join(map(re.escape, self.profile.abstain_words))
        self._abstain = (
            re.compile(rf"^\s*(?:голос\s*:?\s*)?(?:{words})\b", re.I | re.M) if words else None
        )

    def own_text(self, html: str) -> str:
        """The author's own text, with emphasis marked when the profile needs it."""
        return split_html(
            html,
            GENERIC_SELECTORS,
            mark_bold=self.profile.require_bold,
            mark_coloured=self.profile.require_colour,
            colours=self.profile.colours,
        ).text

    def read_html(self, html: str, author_is_gm: bool = False) -> Extraction:
        return self.read_text(self.own_text(html), author_is_gm)

    def read_text(self, text: str, author_is_gm: bool = False) -> Extraction:
        """Read the author's own text (emphasis markers allowed)."""
        out = Extraction()
        if author_is_gm:
            if self.profile.gm_relay:
                for relayed in self._relayed(text):
                    out.add(relayed)
            return out
        phrases = self._phrases(text)
        plain = text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")
        early = early_pattern(self.profile.early_word)
        post_is_early = len(phrases) == 1 and early.search(plain) is not None
        for phrase in phrases:
            if self._needs_emphasis() and not phrase.emphasised:
                continue
            item = self._resolve(phrase, phrase.early or post_is_early)
            if item is not None:
                out.add(item)
        return out

    def _phrases(self, text: str) -> list[Phrase]:
        if self.profile.syntax == "russian":
            phrases = find_phrases(text, self.profile.early_word)
        else:
            phrases = find_tag_phrases(text, self.profile.syntax)
        if self._abstain is not None:
            taken = {p.start for p in phrases}
            for match in self._abstain.finditer(
                text.replace(EMPH_OPEN, " ").replace(EMPH_CLOSE, " ")
            ):
                if not any(abs(match.start() - s) <= 2 for s in taken):
                    phrases.append(
                        Phrase(
                            "abstain",
                            match.start(),
                            match.end(),
                            (),
                            True,
                            False,
                            True,
                            match.group(0).strip(),
                        )
                    )
            phrases.sort(key=lambda p: p.start)
        return phrases

    def _needs_emphasis(self) -> bool:
        return self.profile.require_bold or self.profile.require_colour

    def _resolve(self, phrase: Phrase, early: bool) -> VoteAction | AmbiguousVote | None:
        if phrase.kind in ("unvote", "abstain"):
            return VoteAction(phrase.kind, None, early, phrase.raw)
        early_word = early_pattern(self.profile.early_word)
        words = [w for w in phrase.target_words if not early_word.fullmatch(w)]
        if words and words[0].lower() in self.profile.abstain_words:
            return VoteAction("abstain", None, early, phrase.raw)
        resolution, written = self._best(words)
        if resolution.resolved:
            return VoteAction(
                "vote",
                resolution.target,
                early,
                _up_to(phrase.raw, written),
                written,
                resolution.how,
            )
        if not phrase.strong:
            return None
        return AmbiguousVote(
            phrase.raw,
            resolution.candidates,
            early,
            resolution.how,
            " ".join(words[:MAX_TARGET_WORDS]),
        )

    def _best(self, words: list[str]) -> tuple[Resolution, str]:
        """Longest run of leading words naming exactly one player; else the best fit."""
        joined = [i for i, w in enumerate(words[:MAX_TARGET_WORDS]) if w.lower() in _EITHER]
        if joined and 0 < joined[0] < len(words) - 1:
            # "Голос: Кот или Ёжик": two players named, a careful GM counts neither.
            left, _ = self._best(words[: joined[0]])
            right, _ = self._best(words[joined[0] + 1 :])
            names = {r.target for r in (left, right) if r.target} | {
                c for r in (left, right) for c in r.candidates
            }
            if len(names) != 1:
                return Resolution(None, tuple(sorted(names)), how="two players named"), ""
        for size in range(min(len(words), MAX_TARGET_WORDS), 0, -1):
            written = " ".join(words[:size])
            found: set[str] = self.roster.exact(written)
            if len(found) == 1:
                target = next(iter(found))
                others = self._named_after(words, size, target)
                if others:
                    return Resolution(
                        None, tuple(sorted({target, *others})), how="words of two players"
                    ), written
                return Resolution(target, how="exact"), written
            if len(found) > 1:
                return Resolution(None, tuple(sorted(found)), how="several players fit"), written
        tries = [
            (self.roster.resolve(" ".join(words[:size])), " ".join(words[:size]))
            for size in range(min(len(words), MAX_TARGET_WORDS), 0, -1)
        ]
        accepted = {r.target for r, _ in tries if r.target is not None}
        if len(accepted) == 1:
            chosen = accepted.pop()
            resolution, written = next((r, w) for r, w in tries if r.target == chosen)
            others = self._named_after(words, len(written.split()), chosen)
            if others:
                return Resolution(
                    None, tuple(sorted({chosen, *others})), how="words of two players"
                ), written
            return resolution, written
        candidates = sorted(
            {c for r, _ in tries for c in r.candidates} | {a for a in accepted if a}
        )
        how = "no confident match" if not accepted else "different players fit"
        return Resolution(None, tuple(candidates), how=how), " ".join(words[:1])

    def _named_after(self, words: list[str], used: int, target: str | None) -> set[str]:
        """Other players named exactly by the next words of the target phrase."""
        named: set[str] = set()
        for word in words[used : used + 2]:
            found = self.roster.exact(word)
            if len(found) == 1 and target not in found:
                named |= found
        return named

    def _relayed(self, text: str) -> list[VoteAction | AmbiguousVote]:
        """Votes the GM posts in players' names: "Голос Бориса: Алиса"."""
        plain = text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")
        found: list[VoteAction | AmbiguousVote] = []
        for match in _RELAY.finditer(plain):
            voter = self.roster.resolve(match.group("voter").strip())
            if not voter.resolved:
                continue
            words = [w.strip(":;,.!?\"'«»()") for w in match.group("target").split()]
            words = [w for w in words if w]
            marker = early_pattern(self.profile.early_word)
            early = marker.search(match.group("target")) is not None
            words = [w for w in words if not marker.fullmatch(w)]
            resolution, written = self._best(words)
            raw = match.group(0).strip(" \n.!")
            if resolution.resolved:
                found.append(
                    VoteAction(
                        "vote", resolution.target, early, raw, written, resolution.how, voter.target
                    )
                )
            else:
                found.append(
                    AmbiguousVote(
                        raw,
                        resolution.candidates,
                        early,
                        resolution.how,
                        " ".join(words[:1]),
                        voter.target,
                    )
                )
        return found


def _up_to(raw: str, written: str) -> str:
    """The phrase as written, cut after the words that named the target."""
    at = raw.find(written)
    if at < 0 or not written:
        return raw
    rest = raw[at + len(written) :]
    # keep a trailing early marker or closing tag written right after the name
    tail = re.match(r"[\s,(]*(?:досрочно|early)\)?|\[/vote\]", rest, re.IGNORECASE)
    return raw[: at + len(written)] + (tail.group(0) if tail else "")
