"""Turn a post's markup into vote actions: ``vote`` / ``unvote`` with canonical targets.

Only the author's own text is read (quotes and spoilers never count). A target that cannot be
resolved with confidence goes to ``ambiguous`` with its candidates instead of being guessed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scraper.content import ContentSelectors, split_html
from scraper.nicknames import Resolution, Roster
from scraper.votes.grammar import Phrase, find_phrases
from scraper.votes.profile import VoteProfile

# Quotes and spoilers as any supported forum marks them; spoilers are removed first.
GENERIC_SELECTORS = ContentSelectors(
    quote=".quote-box, blockquote, .quote, .bbCodeBlock--quote, .ipsQuote, .quotecontent, q",
    spoiler=".spoiler-box, .spoiler, .bbCodeSpoiler, details, .hide-box, .sp-wrap, .ipsSpoiler",
    drop=".lastedit, .post-sig, .signature, .editedby",
)
MAX_TARGET_WORDS = 4


@dataclass(frozen=True, slots=True)
class VoteAction:
    """One counted action: a vote for ``target`` or an unvote (target None)."""

    kind: str
    target: str | None
    early: bool
    raw: str

    def as_json(self) -> dict[str, object]:
        return {"kind": self.kind, "target": self.target, "early": self.early, "raw": self.raw}


@dataclass(frozen=True, slots=True)
class AmbiguousVote:
    """A vote whose target could not be resolved with confidence."""

    raw: str
    candidates: tuple[str, ...]
    early: bool = False
    how: str = ""

    def as_json(self) -> dict[str, object]:
        return {"raw": self.raw, "candidates": list(self.candidates)}


@dataclass(slots=True)
class Extraction:
    """Everything read from one post, in the order written."""

    votes: list[VoteAction] = field(default_factory=list)
    ambiguous: list[AmbiguousVote] = field(default_factory=list)
    sequence: list[VoteAction | AmbiguousVote] = field(default_factory=list)


class VoteReader:
    """Reads votes from posts with one roster and one profile."""

    def __init__(self, roster: Roster, profile: VoteProfile | None = None) -> None:
        self.roster = roster
        self.profile = profile or VoteProfile()

    def read_html(self, html: str) -> Extraction:
        parts = split_html(
            html,
            GENERIC_SELECTORS,
            mark_bold=self.profile.require_bold,
            mark_coloured=self.profile.require_colour,
        )
        return self.read_text(parts.text)

    def read_text(self, text: str) -> Extraction:
        """Read the author's own text (emphasis markers allowed)."""
        out = Extraction()
        phrases = find_phrases(text, self.profile.early_word)
        post_is_early = len(phrases) == 1 and self.profile.early_word in text.lower()
        for phrase in phrases:
            if self._needs_emphasis() and not phrase.emphasised:
                continue
            early = phrase.early or post_is_early
            item = self._resolve(phrase, early)
            if item is None:
                continue
            out.sequence.append(item)
            if isinstance(item, VoteAction):
                out.votes.append(item)
            else:
                out.ambiguous.append(item)
        return out

    def _needs_emphasis(self) -> bool:
        return self.profile.require_bold or self.profile.require_colour

    def _resolve(self, phrase: Phrase, early: bool) -> VoteAction | AmbiguousVote | None:
        if phrase.kind == "unvote":
            return VoteAction("unvote", None, early, phrase.raw)
        words = [w for w in phrase.target_words if w.lower() != self.profile.early_word]
        resolution = self._best(words)
        if resolution.resolved:
            return VoteAction("vote", resolution.target, early, phrase.raw)
        if not phrase.strong:
            return None
        return AmbiguousVote(phrase.raw, resolution.candidates, early, resolution.how)

    def _best(self, words: list[str]) -> Resolution:
        """Longest run of leading words naming exactly one player; else the first word's fit."""
        for size in range(min(len(words), MAX_TARGET_WORDS), 0, -1):
            found = self.roster.exact(" ".join(words[:size]))
            if len(found) == 1:
                return Resolution(next(iter(found)), how="exact")
            if len(found) > 1:
                return Resolution(None, tuple(sorted(found)), how="several players fit")
        fuzzy = [
            self.roster.resolve(" ".join(words[:size]))
            for size in range(1, min(len(words), MAX_TARGET_WORDS) + 1)
        ]
        accepted = {r.target for r in fuzzy if r.resolved}
        if len(accepted) == 1:
            return Resolution(accepted.pop(), how="fuzzy")
        candidates = sorted({c for r in fuzzy for c in r.candidates} | {a for a in accepted if a})
        return Resolution(None, tuple(candidates), how="no confident match")
