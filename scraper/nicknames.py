"""Resolve what players write ("Котика", "рыжую ведьму", "Shаdow") to canonical roster names.

Both the roster and the text go through one skeleton: Unicode NFKC, case folded, ё as е,
zero-width characters and soft hyphens removed, Latin and Cyrillic look-alike letters (and
a few digits) mapped to one letter, punctuation and spaces dropped. The roster's names and
aliases are declined into every singular case with pymorphy3, so a declined nickname matches
exactly. What still does not match is compared fuzzily; when two players fit, or the best fit
is weak, the answer is "ambiguous" with its candidates: a vote target is never guessed.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pymorphy3
from rapidfuzz import fuzz, process

from scraper.errors import RosterError

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"), None)
# Each look-alike goes to one representative letter (the Cyrillic one where there is one).
_LOOKALIKE = str.maketrans(
    {
        "a": "а",
        "b": "в",
        "c": "с",
        "e": "е",
        "h": "н",
        "k": "к",
        "m": "м",
        "o": "о",
        "p": "р",
        "t": "т",
        "x": "х",
        "y": "у",
        "ё": "е",
        "й": "и",
        "0": "о",
        "3": "з",
        "@": "а",
        "u": "и",
        "n": "п",
        "r": "г",
    }
)
_NOT_WORD = re.compile(r"[\W_]+")
_CASES = ("nomn", "gent", "datv", "accs", "ablt", "loct")
_TRAILING_DIGITS = re.compile(r"[\W_]*\d+$")
_SUFFIX_AFTER_MARK = re.compile(r"['’`\-]([а-яё]{1,3})$", re.IGNORECASE)

PREFIX_MIN = 3
FUZZY_ACCEPT = 88.0
FUZZY_CONSIDER = 72.0
FUZZY_MARGIN = 6.0


def clean(text: str) -> str:
    """NFKC, no zero-width characters, ё as е, lower case; spacing kept."""
    return unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH).lower().replace("ё", "е")


def skeleton(text: str) -> str:
    """The matching key: cleaned, look-alikes merged, punctuation and spaces dropped."""
    return _NOT_WORD.sub("", clean(text)).translate(_LOOKALIKE)


@lru_cache(maxsize=1)
def _morph() -> pymorphy3.MorphAnalyzer:
    return pymorphy3.MorphAnalyzer()


def morph() -> pymorphy3.MorphAnalyzer:
    """The process's one Russian analyzer (its dictionaries are loaded once)."""
    return _morph()


@lru_cache(maxsize=4096)
def declensions(word: str) -> frozenset[str]:
    """Singular case forms of one Cyrillic word (the word itself for anything else).

    Nicknames are nouns or adjectives: other readings (a verb form, say) are ignored, and a
    word pymorphy does not know as a noun is declined by the regular endings instead.
    """
    word = clean(word)
    if not re.fullmatch(r"[а-я]+", word):
        return frozenset({word})
    forms = {word}
    parses = [
        p
        for p in _morph().parse(word)[:3]
        if p.tag.POS in ("NOUN", "ADJF") and p.tag.case in (None, "nomn")
    ]
    for parse in parses[:2]:
        for case in _CASES:
            inflected = parse.inflect({case, "sing"}) or parse.inflect({case})
            if inflected:
                forms.add(inflected.word.replace("ё", "е"))
    if not parses:
        forms |= _regular_forms(word)
    return frozenset(forms)


def _regular_forms(word: str) -> set[str]:
    """Case forms by the regular endings (for nicknames no dictionary knows)."""
    stem, last = word[:-1], word[-1]
    hush = stem[-1:] in set("гкхжчшщ")
    if last == "а":
        return {stem + ("и" if hush else "ы"), stem + "е", stem + "у", stem + "ой", stem + "ою"}
    if last == "я":
        return {stem + "и", stem + "е", stem + "ю", stem + "ей"}
    if last == "й":
        return {stem + "я", stem + "ю", stem + "ем", stem + "е"}
    if last == "ь":
        return {stem + "я", stem + "ю", stem + "ем", stem + "е", stem + "и", stem + "ью"}
    if last in "бвгджзклмнпрстфхцчшщ":
        return {word + "а", word + "у", word + ("ем" if last in "жшчщц" else "ом"), word + "е"}
    return set()


def name_forms(name: str) -> set[str]:
    """Skeletons of every declined form of a (possibly multi-word) name."""
    words = [w for w in re.split(r"[\s_]+", clean(name)) if w]
    if not words:
        return set()
    if len(words) == 1:
        return {skeleton(f) for f in declensions(words[0])} | {skeleton(name)}
    # Decline word by word in the same case; keep the nominative as written too.
    forms = {skeleton(name)}
    per_word = [sorted(declensions(w)) for w in words]
    for case_index in range(len(_CASES)):
        parts = []
        for word, options in zip(words, per_word, strict=True):
            declined = _inflect_case(word, _CASES[case_index])
            parts.append(declined if declined in options else word)
        forms.add(skeleton("".join(parts)))
    return forms


def _inflect_case(word: str, case: str) -> str:
    if not re.fullmatch(r"[а-я]+", word):
        return word
    parsed = _morph().parse(word)[0]
    inflected = parsed.inflect({case, "sing"}) or parsed.inflect({case})
    return inflected.word.replace("ё", "е") if inflected else word


@dataclass(frozen=True, slots=True)
class Resolution:
    """The answer for one written nickname: a player, or ambiguous with candidates."""

    target: str | None
    candidates: tuple[str, ...] = ()
    how: str = ""

    @property
    def resolved(self) -> bool:
        return self.target is not None


@dataclass
class Roster:
    """Canonical names with aliases, and an index of every declined form."""

    names: list[str]
    aliases: dict[str, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._index: dict[str, set[str]] = {}
        seen: dict[str, str] = {}
        for name in self.names:
            key = skeleton(name)
            if not key:
                raise RosterError(f"roster: empty name {name!r}")
            if key in seen:
                raise RosterError(f"roster: {name!r} is listed twice (as {seen[key]!r})")
            seen[key] = name
        for name in self.names:
            for written in [name, *self.aliases.get(name, [])]:
                forms = name_forms(written)
                bare = _TRAILING_DIGITS.sub("", written)
                if bare != written and len(skeleton(bare)) >= 3:
                    forms |= name_forms(bare)
                for form in forms:
                    self._index.setdefault(form, set()).add(name)
        self._keys = list(self._index)

    @classmethod
    def parse(cls, text: str, source: str = "roster") -> Roster:
        """Read the roster format: ``Name | alias | alias`` a line, ``#`` comments."""
        names: list[str] = []
        aliases: dict[str, list[str]] = {}
        for number, line in enumerate(text.splitlines(), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split("|")]
            if not parts[0]:
                raise RosterError(f"{source}:{number}: a line with aliases but no name")
            names.append(parts[0])
            aliases[parts[0]] = [p for p in parts[1:] if p]
        if not names:
            raise RosterError(f"{source}: no players listed")
        return cls(names, aliases)

    @classmethod
    def load(cls, path: Path) -> Roster:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise RosterError(f"cannot read roster {path}: {exc}") from None
        return cls.parse(text, str(path))

    def exact(self, written: str) -> set[str]:
        """Players whose name, alias or declined form is exactly ``written``."""
        key = skeleton(written)
        found = set(self._index.get(key, set()))
        if not found:
            stripped = _SUFFIX_AFTER_MARK.sub("", clean(written).strip())
            found = set(self._index.get(skeleton(stripped), set()))
        return found

    def resolve(self, written: str) -> Resolution:
        """One player, or ambiguous with every candidate that fits."""
        found = self.exact(written)
        if len(found) == 1:
            return Resolution(next(iter(found)), how="exact")
        if len(found) > 1:
            return Resolution(None, tuple(sorted(found)), how="several players fit")
        prefixed = self.prefix(written)
        if len(prefixed) == 1:
            return Resolution(next(iter(prefixed)), how="start of the name")
        if len(prefixed) > 1:
            return Resolution(None, tuple(sorted(prefixed)), how="starts several names")
        return self._fuzzy(written)

    def prefix(self, written: str) -> set[str]:
        """Players one of whose names starts with ``written`` (at least 3 letters)."""
        key = skeleton(written)
        if len(key) < PREFIX_MIN:
            return set()
        return {p for k in self._keys if k.startswith(key) for p in self._index[k]}

    def _fuzzy(self, written: str) -> Resolution:
        key = skeleton(written)
        if len(key) < 3:
            return Resolution(None, how="unknown")
        best: dict[str, float] = {}
        for match_key, score, _ in process.extract(
            key, self._keys, scorer=fuzz.ratio, limit=12, score_cutoff=FUZZY_CONSIDER
        ):
            for player in self._index[match_key]:
                best[player] = max(best.get(player, 0.0), score)
        if not best:
            return Resolution(None, how="unknown")
        ranked = sorted(best.items(), key=lambda item: -item[1])
        top_player, top_score = ranked[0]
        close = [p for p, s in ranked if top_score - s < FUZZY_MARGIN]
        if top_score >= FUZZY_ACCEPT and len(close) == 1:
            return Resolution(top_player, how=f"fuzzy {top_score:.0f}")
        return Resolution(None, tuple(sorted(close)), how=f"weak match {top_score:.0f}")
