"""Tag syntaxes for votes, as English-language forums write them.

``hashtag`` (TeamLiquid and others): ``##vote NAME``, ``##Vote: NAME``, ``## vote NAME``,
``#vote NAME``; ``##unvote`` withdraws (anything after it on the line is ignored). Text may
stand before the tag on the same line. ``bbtag``: ``[vote]NAME[/vote]`` and ``[unvote]``.
``mafiascum``: the tags (``[vote]NAME[/vote]``, ``[unvote][/unvote]``, as written or rendered
as "VOTE: NAME") and, in the same thread, a bold "Vote: NAME" / "VOTE NAME" / "Unvote".
"""

from __future__ import annotations

import re
from dataclasses import replace

from scraper.content import EMPH_CLOSE, EMPH_OPEN
from scraper.votes.grammar import Phrase

_HASHTAG = re.compile(r"#{1,2}\s*(?P<un>un)?vote\b\s*:?[ \t]*(?P<rest>[^\n#]*)", re.IGNORECASE)
_BBTAG = re.compile(r"\[(?P<un>un)?vote\](?:(?P<rest>[^\[\n]*)\[/(?:un)?vote\])?", re.IGNORECASE)
_BOLD_VOTE = re.compile(
    r"\b(?:(?P<un>un)vote\b(?:\s*:)?"
    # the name may be bold apart: "<b>Vote:</b> <b>Sniper</b>"
    r"|vote\b\s*:?[ \t]*(?P<rest>(?:[^\n\ue000\ue001]|\ue001[ \t]*\ue000)*))",
    re.IGNORECASE,
)
# "My vote goes to <b>Purple Haze</b>": the phrase in prose, the target bold.
_VOTE_GOES = re.compile(
    r"\bmy\s+vote\s+(?:goes\s+to|is\s+on|is\s+for|is)\s+(?P<rest>\ue000[^\n\ue001]*)",
    re.IGNORECASE,
)
# A heading, not a vote: "Vote Count 1.1"
_NOT_A_TARGET = re.compile(r"\s*(?:count|tally|counts)\b", re.IGNORECASE)
# A vote taken back at once: "vote: lemonade  wait, that's me. Ignore.", "jk", "scratch that"
_TAKEN_BACK = re.compile(
    r"^[\s.,!)]*(?:wait,?\s+that'?s\s+me|ignore(?:\s+th(?:at|is))?\b|jk\b|just\s+kidding|"
    r"scratch\s+that|never\s*mind|disregard)",
    re.IGNORECASE,
)
# A tag said "no" to at once: "— no wait, Tea.", "— huh, no, I'm not voting myself", "— no."
_WITHDRAWN = re.compile(
    r"^[ \t]*[—–-]+[ \t]*(?:(?:huh|hmm|oh|um|uh|wait),?[ \t]+)*no\b[,.!]?"
    r"(?:[ \t]+wait\b,?[ \t]*(?P<instead>[^\W\d_][\w' ]{0,24}?)[ \t]*[.!](?:\s|$))?",
    re.IGNORECASE,
)
_NOT_A_NAME = {"that", "that's", "thats", "this", "it", "it's", "i", "i'm", "im", "me", "my"}
# A slip put right in the next line: "VOTE: Ted\nsorry, autocorrect for TT", "I meant TT".
_PUT_RIGHT = re.compile(
    r"^[\s.]*(?:sorry,?\s+)?(?:autocorrect(?:ed)?\s+for|i\s+meant|meant|typo,?\s+(?:for\s+)?)"
    r"\s*(?P<rest>[^\s.,!?]+)",
    re.IGNORECASE,
)
# A vote made to hang on a condition is not counted: "Vote: Sniper42 if no claim in 12 hours".
# "if you ask me" is an aside, not a condition.
_IF = (
    r"(?:if(?!\s+(?:you\s+ask\s+me|anything|i'?m\s+honest|that\s+helps))"
    r"|unless|provided|only\s+when)"
)
_CONDITION = re.compile(rf"\b{_IF}\b", re.IGNORECASE)
_CONDITION_AFTER = re.compile(rf"^[\s,(\[—–-]*{_IF}\b", re.IGNORECASE)
# A vote made in a hypothetical: "If I had to pick, <b>Vote: X</b> would be it",
# "I'd <b>vote: X</b> but…".
_HYPOTHETICAL_BEFORE = re.compile(r"\b(?:if|would|i'?d)\b[^.!?\n]*$", re.IGNORECASE)
_WOULD_BEFORE = re.compile(r"\b(?:would|i'?d|if\s+i\s+had\s+to)\b[^.!?\n]*$", re.IGNORECASE)
# "I'd like both to explain themselves, but for now <b>VOTE: X</b>": the wish ends at "but".
_CONTRAST = re.compile(r"\b(?:but|however|anyway|for\s+now)\b", re.IGNORECASE)
_TRIM = " \t:;,.!?\"'«»()"
MAX_WORDS = 5


def _plain(text: str) -> str:
    return text.replace(EMPH_OPEN, "").replace(EMPH_CLOSE, "")


def _words(rest: str) -> tuple[str, ...]:
    words = [w.strip(_TRIM) for w in _plain(rest).split()]
    return tuple(w for w in words if w)[:MAX_WORDS]


def _emphasised(text: str, start: int, end: int) -> bool:
    """True when the tag's first letter lies inside a bold or coloured span."""
    pos = start + 1
    return text.rfind(EMPH_OPEN, 0, pos) > text.rfind(EMPH_CLOSE, 0, pos)


def find_tag_phrases(text: str, syntax: str) -> list[Phrase]:
    """Vote tags in ``text`` in the order written."""
    if syntax == "mafiascum":
        tags = _phrases(text, _BBTAG, strong=True)
        taken = [(p.start, p.end) for p in tags]
        bold = [
            p
            for p in _phrases(text, _BOLD_VOTE, strong=True)
            if p.emphasised and not any(a <= p.start < b for a, b in taken)
        ]
        taken += [(p.start, p.end) for p in bold]
        prose = [
            replace(p, emphasised=True)
            for p in _phrases(text, _VOTE_GOES, strong=True)
            if not any(a <= p.start < b for a, b in taken)
        ]
        found = sorted(tags + bold + prose, key=lambda p: p.start)
        kept = [
            p
            for p in found
            if not _TAKEN_BACK.match(_plain(text[p.end :]))
            and not _conditional(text, p, bold=p in bold)
        ]
        return _put_right(text, _without_withdrawn(text, kept))
    return _phrases(text, _HASHTAG if syntax == "hashtag" else _BBTAG, strong=True)


def _without_withdrawn(text: str, phrases: list[Phrase]) -> list[Phrase]:
    """Drop a vote tag the author says "no" to at once, when he votes again after it.

    "[vote]Plum[/vote] — no wait, Tea.": the vote is Tea; "[vote]the marquis[/vote] — no.
    Sorry, a misclick. VOTE: Tea Leaf": the later vote stands alone. A "no" with no vote
    after it ("VOTE: Captain - no wait, that's me.") leaves the slip for the GM to see.
    """
    out: list[Phrase] = []
    for at, phrase in enumerate(phrases):
        said = _WITHDRAWN.match(_plain(text[phrase.end :])) if phrase.kind == "vote" else None
        if said is None:
            out.append(phrase)
            continue
        instead = said.group("instead")
        if instead and instead.split()[0].lower() not in _NOT_A_NAME:
            out.append(replace(phrase, target_words=_words(instead), raw=instead.strip()))
        elif not any(p.kind == "vote" for p in phrases[at + 1 :]):
            out.append(phrase)
    return out


def _conditional(text: str, phrase: Phrase, bold: bool = False) -> bool:
    """A vote hung on a condition, inside the bold or right after it; a bold "VOTE: X" binds with
    its condition all the same (``bold``), a tag does not."""
    if phrase.kind != "vote":
        return False
    before = _plain(text[max(0, phrase.start - 80) : phrase.start])
    # a condition binds the vote only in its own line ("[vote]X[/vote]<br>If we're pairing…")
    after = _plain(text[phrase.end : phrase.end + 40]).split("\n", 1)[0]
    # a bold vote or a tag after "If …," is placed all the same: the bold binds (mafiascum)
    hedge = _WOULD_BEFORE if phrase.emphasised else _HYPOTHETICAL_BEFORE
    # a bold vote binds with its condition, before or after it (FORMATS.md rule 10; sets 31 and
    # 172: "<b>VOTE: Milo</b> if he does not answer"); a plain one hangs on it
    conditioned = not bold and (
        _CONDITION.search(" ".join(phrase.target_words)) or _CONDITION_AFTER.match(after)
    )
    return bool(
        conditioned
        or hedge.search(_after_contrast(before.split("\n")[-1]))
        or re.match(r"^[^.!?\n]*\bwould\s+be\s+it\b", after, re.IGNORECASE)
    )


def _after_contrast(before: str) -> str:
    """The text after the last "but" / "for now" of a line: what still governs the vote."""
    found = [m.end() for m in _CONTRAST.finditer(before)]
    return before[found[-1] :] if found else before


def _put_right(text: str, phrases: list[Phrase]) -> list[Phrase]:
    """Add the vote a slip is put right with ("sorry, autocorrect for TT") after the slip."""
    out: list[Phrase] = []
    for phrase in phrases:
        out.append(phrase)
        fix = _PUT_RIGHT.match(_plain(text[phrase.end :])) if phrase.kind == "vote" else None
        if fix:
            name = fix.group("rest").strip(_TRIM)
            out.append(replace(phrase, target_words=(name,), raw=name, start=phrase.end))
    return out


def _phrases(text: str, pattern: re.Pattern[str], strong: bool) -> list[Phrase]:
    phrases = []
    for match in pattern.finditer(text):
        unvote = bool(match.groupdict().get("un"))
        rest = match.group("rest") or ""
        words = () if unvote else _words(rest)
        # "Vote Count 1.1" heads a tally; "[vote]Tally[/vote]" names a player all the same
        # ("VOTE: Tally" with its colon names Tally Hoo, set 108)
        heading = (
            pattern is not _BBTAG
            and _NOT_A_TARGET.match(rest)
            and not re.search(r"vote\s*:", _plain(match.group(0)), re.IGNORECASE)
        )
        if not unvote and (not words or heading):
            continue
        raw = _plain(match.group(0)).strip()
        phrases.append(
            Phrase(
                kind="unvote" if unvote else "vote",
                start=match.start(),
                end=match.end(),
                target_words=words,
                strong=strong,
                early=False,
                emphasised=_emphasised(text, match.start(), match.end()),
                raw=raw,
            )
        )
    return phrases
