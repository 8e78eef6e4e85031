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
from nicknames import NickNamer
from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from mafia_i18n import _
from scraper.errors import RosterError
from scraper.layout import other_layout
from scraper.russian_names import same_person
from scraper.translit import (
    EAST_SLAVIC_LETTER,
    IN_RUSSIAN_LETTERS,
    alphabet,
    latin_key,
    latin_keys,
    to_cyrillic,
    vowel_key,
)

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
        # a capital I for l, a digit one for either: one letter for all of them
        "i": "l",
        "1": "l",
        "|": "l",
        "і": "l",
    }
)
_NOT_WORD = re.compile(r"[^\w|]+|_")
_CASES = ("nomn", "gent", "datv", "accs", "ablt", "loct")
_TRAILING_DIGITS = re.compile(r"[\W_]*\d+$")
# "NotAScumbag": Not, A, Scumbag (a one-letter word before a capitalised one starts a part).
_PARTS = re.compile(
    r"[\s_.\-]+|(?<=[a-zа-яё])(?=[A-ZА-ЯЁ])|(?<=[A-ZА-ЯЁ])(?=[A-ZА-ЯЁ][a-zа-яё])"
    r"|(?<=\D)(?=\d)|(?<=\d)(?=\D)"
)
# What a diminutive adds to a name's stem: "Лис-ица", "Ксю-ха", "Гош-ка", "Гош-ан", "Вован",
# "Вась-ка", "Тан-юша", "Марк-уша", "Сов-уха", "Вас-ёк", "Вас-ятка", and the rough augmentative
# "Кот-яра", "Волч-ара", and "Кот-ейка".
_DIMINUTIVE = re.compile(
    r"(?:ь?[хкшчц]|[оеё]?чк|[оеё]ньк|[уюа]шк?|[ую]х|ик|иц|[оеё]к|[ая]н|ун|ус|[иы]ч|ул|[её]н(?:о)?к|"
    r"[яа]р|[яа]тк|[еэ][йи]к|[иы]шк|[иы]чк|[оеё]ш)"
    # then a second suffix and a case ending only ("Волч-ок", "Неон-ч-ик-а", "Волч-ар-а"):
    # "Маркиз" is no diminutive of Марк ("-к-из" ends in neither)
    r"(?:[иоеё]к|ар|ур)?(?:[аяуюеиыо]|ой|ей|ою|ею|ом|ем|ам|ям|ами|ями|ах|ях|ов|ев)?"
)
# A name built of a root and a suffix ("Дим-он", "Ёж-ик"): the root takes other endings too.
_DERIVED = re.compile(r"([а-яё]+?[бвгджзклмнпрстфхцчшщ])(?:он|ан|ян|ик|ок|ек|ус|ка)")
# What follows a root in a short form or a case ending: "Дим-а", "Еж-у", "Дим-ой", "Дим-ка".
_ROOT_ENDING = re.compile(r"(?:[аяуюеиы]|ой|ей|ом|ем|ою)")
# Suffixes that grow a diminutive from a two-letter root ("Ир-очк-а", "Ир-ишк-а" for Ира).
# ("Яг-уш-а", "Яг-ус-я" for Яга: the pet suffixes of Катюша and Маруся, set 88)
# ("Эд-ик", "Ал-ик" for Эд and Ал, set 107)
_ALTERNATED = re.compile(r"[оеё]чк|[иы]шк|[уюа]шк?|[ую]с|[оеё]ньк|ик")
_FINAL_VOWEL = re.compile(r"[аяоеьйиыу]$")
_VOWELS = frozenset("aeiouyаеёиоуыэюяьъй")
_CONSONANTS = re.compile(r"[aeiou*]")
_CASE_ENDING = re.compile(r"(?:ом|ем|ой|ей|ою|а|у|е|ы|и|ю)$")
_SUFFIX_AFTER_MARK = re.compile(r"['’`\-]([а-яё]{1,3})$", re.IGNORECASE)

# Clipped forms forum Russian uses for a word that may be part of a name: "Кэп" for Капитан
# Немо, "Док" for Доктор Ватсон. Declined like any noun: "за Кэпа", "Доку".
_CLIPPED = {
    "кэп": "капитан",
    "кеп": "капитан",
    "док": "доктор",
    "проф": "профессор",
    "сарж": "сержант",
    "лейт": "лейтенант",
}

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


# (ADVB too: "как и" is no start of "Kaktus")
_FUNCTION_POS = frozenset({"PRCL", "CONJ", "PREP", "NPRO", "INTJ", "PRED", "ADVB"})


@lru_cache(maxsize=4096)
def _only_function_words(written: str) -> bool:
    """Every word is a particle, conjunction, preposition, pronoun (a pronominal adjective too)
    or interjection by all of pymorphy's readings ("не то", "ну вот"): such words never name a
    player by likeness."""
    words = written.lower().split()
    if not words or not all(re.fullmatch(r"[а-яё]+", w) for w in words):
        return False  # "Edward'а": a Latin name with a case ending is no function word
    return all(
        all(p.tag.POS in _FUNCTION_POS or "Apro" in p.tag for p in _morph().parse(word))
        for word in words
    )


_LATIN_LOOKALIKES = "AaBCcEeHKkMOoPpTXxy"
_CYRILLIC_LOOKALIKES = "АаВСсЕеНКкМОоРрТХху"
_TO_CYRILLIC = str.maketrans(_LATIN_LOOKALIKES, _CYRILLIC_LOOKALIKES)
_TO_LATIN = str.maketrans(_CYRILLIC_LOOKALIKES, _LATIN_LOOKALIKES)


def _in_one_alphabet(written: str) -> str | None:
    """A word of mixed letters written in the alphabet most of its letters are in, when its
    few others are look-alikes ("Мaшуля" → "Машуля"); None if it is not mixed or cannot be."""
    letters = [c for c in written if c.isalpha()]
    cyrillic = sum(1 for c in letters if "а" <= c.lower() <= "я" or c in "ёЁ")
    latin = sum(1 for c in letters if c.isascii())
    if not cyrillic or not latin or cyrillic == latin:
        return None
    folded = written.translate(_TO_CYRILLIC if cyrillic > latin else _TO_LATIN)
    left = [
        c for c in folded if c.isalpha() and (c.isascii() if cyrillic > latin else not c.isascii())
    ]
    return None if left else folded


@lru_cache(maxsize=1)
def _nick_namer() -> NickNamer:
    return NickNamer()


@lru_cache(maxsize=4096)
def english_given_names(word: str) -> frozenset[str]:
    """The English given names ``word`` is an everyday form of ("mike" → michael, ...), from
    the ``nicknames`` package's table (a maintained list, kept apart from our code)."""
    return frozenset(_nick_namer().canonicals_of(word))


@lru_cache(maxsize=4096)
def _a_first_name(written: str) -> bool:
    """A Cyrillic word pymorphy knows first as a first name ("Киры", "Саша")."""
    word = written.strip().lower()
    if not re.fullmatch(r"[а-яё]{3,}", word):
        return False
    parse = _morph().parse(word)[0]
    return "Name" in parse.tag and _morph().word_is_known(word)


def morph() -> pymorphy3.MorphAnalyzer:
    """The process's one Russian analyzer (its dictionaries are loaded once)."""
    return _morph()


@lru_cache(maxsize=4096)
def declensions(word: str) -> frozenset[str]:
    """Singular case forms of one Cyrillic word (the word itself for anything else)."""
    return frozenset(cased_forms(word))


@lru_cache(maxsize=4096)
def cased_forms(word: str) -> dict[str, frozenset[str]]:
    """Each singular case form of one Cyrillic word with the cases it stands for.

    Nicknames are nouns or adjectives: other readings (a verb form, say) are ignored, and a
    word pymorphy does not know as a noun is declined by the regular endings instead. A
    nickname names a person, so its genitive is also its accusative ("против Ника", "на Ника"),
    unless it is feminine ("на Мышь", "на Сову").
    """
    word = clean(word)
    forms: dict[str, set[str]] = {word: {"nomn"}}
    if re.fullmatch(r"[а-я]+\d[а-я]*[бвгджзклмнпрстфхцчшщ]", word):
        # "Ден4ик": a digit drawn for a letter inside the name, declined by its endings
        # ("на Ден4ике", set 235)
        regular = {word: {"nomn"}, **_regular_forms(word)}
        return {form: frozenset(cases) for form, cases in regular.items()}
    if not re.fullmatch(r"[а-я]+", word):
        return {word: frozenset({"nomn"})}
    parses = [
        p
        for p in _morph().parse(word)[:3]
        if p.tag.POS in ("NOUN", "ADJF")
        and p.tag.case in (None, "nomn")
        # a nickname is one being: "Мира" is no plural of "миро" (whose "миро" would then
        # read as Мира's, set 107)
        and not (p.tag.number == "plur" and p.tag.POS == "NOUN")
    ]
    for parse in parses[:2]:
        for case in _CASES:
            inflected = parse.inflect({case, "sing"}) or parse.inflect({case})
            if inflected:
                form = inflected.word.replace("ё", "е")
                forms.setdefault(form, set()).add(case)
                # a feminine in -ь keeps the nominative's form ("на Мышь"; "на Мыши" is where
                # a vote stands), as does any in -а/-я ("на Сову")
                if case == "gent" and parse.tag.gender != "femn":
                    forms[form].add("accs")
    if not parses or word[-1] in "ая":
        # a nickname in -а/-я declines as one whatever word it also spells: "Мира" (not the
        # genitive of "мир") is "Миры", "Мире", "Миру"
        for form, cases in _regular_forms(word).items():
            forms.setdefault(form, set()).update(cases)
    return {form: frozenset(cases) for form, cases in forms.items()}


def _regular_forms(word: str) -> dict[str, set[str]]:
    """Case forms by the regular endings (for nicknames no dictionary knows)."""
    stem, last = word[:-1], word[-1]
    hush = stem[-1:] in set("гкхжчшщ")
    if last == "а":
        return {
            stem + ("и" if hush else "ы"): {"gent"},
            stem + "е": {"datv", "loct"},
            stem + "у": {"accs"},
            stem + "ой": {"ablt"},
            stem + "ою": {"ablt"},
        }
    if last == "я":
        return {
            stem + "и": {"gent"},
            stem + "е": {"datv", "loct"},
            stem + "ю": {"accs"},
            stem + "ей": {"ablt"},
        }
    if last == "й":
        return {
            stem + "я": {"gent", "accs"},
            stem + "ю": {"datv"},
            stem + "ем": {"ablt"},
            stem + "е": {"loct"},
        }
    if last == "ь":
        return {
            stem + "я": {"gent", "accs"},
            stem + "ю": {"datv"},
            stem + "ем": {"ablt"},
            stem + "е": {"loct"},
            stem + "и": {"gent", "datv", "loct"},
            stem + "ью": {"ablt"},
        }
    if last in "бвгджзклмнпрстфхцчшщ":
        forms = {
            word + "а": {"gent", "accs"},
            word + "у": {"datv"},
            word + ("ем" if last in "жшчщц" else "ом"): {"ablt"},
            word + "е": {"loct"},
        }
        if re.search(r"[бвгджзклмнпрстфхцчшщ][оеё]к$", word):
            # "Тапок": the vowel before -к drops in the other cases (Тапк-а, Тапк-у)
            short = word[:-2] + "к"
            forms |= {short + "а": {"gent", "accs"}, short + "у": {"datv"}}
            forms |= {short + "ом": {"ablt"}, short + "е": {"loct"}}
        return forms
    return {}


def _of_its_lemma(word: str) -> dict[str, frozenset[str]]:
    """The case forms of a word that stands in a name in an oblique case only ("тумане" of
    Ёжик в тумане: "Рыцаря Тумана" names it too, set 243)."""
    word = clean(word)
    if not re.fullmatch(r"[а-я]{4,}", word):
        return {}
    parse = _morph().parse(word)[0]
    if parse.tag.POS != "NOUN" or parse.tag.case in (None, "nomn") or parse.normal_form == word:
        return {}
    return cased_forms(parse.normal_form)


def name_forms(name: str) -> set[str]:
    """Skeletons of every declined form of a (possibly multi-word) name."""
    return set(cased_name_forms(name))


def cased_name_forms(name: str) -> dict[str, set[str]]:
    """Skeletons of every declined form of a name, each with the cases it stands for."""
    words = [w for w in re.split(r"[\s_]+", clean(name)) if w]
    if not words:
        return {}
    out: dict[str, set[str]] = {skeleton(name): {"nomn"}}
    if len(words) == 1:
        # "Алхимик1986": the letters decline, the digits after them stay ("Алхимику1986")
        letters = words[0].rstrip("0123456789")
        digits = words[0][len(letters) :]
        for form, cases in cased_forms(letters or words[0]).items():
            out.setdefault(skeleton(form + digits if letters else form), set()).update(cases)
        halves = letters.split("-")
        if not digits and len(halves) > 1 and all(h.isalpha() for h in halves):
            # "Ленка-пенка": both halves of a hyphenated name decline ("Голос Ленки-пенки");
            # the forms above keep the first half as written ("Жан-Поля")
            _decline_together(out, halves)
        humps = _CAMEL_HUMPS.findall(name.strip())
        if not digits and len(humps) > 1 and "".join(humps) == name.strip():
            # "СонныйКот": both Russian words of a name run together decline ("голос за
            # СонногоКота", set 316)
            _decline_together(out, [h.lower() for h in humps])
        return out
    _decline_together(out, words)
    return out


_CAMEL_HUMPS = re.compile(r"[А-ЯЁ][а-яё]+")


def _decline_together(out: dict[str, set[str]], words: list[str]) -> None:
    """Add the forms of a name of several words declined word by word in the same case."""
    per_word = [cased_forms(w) for w in words]

    def declined(case: str) -> str:
        parts = []
        for word, options in zip(words, per_word, strict=True):
            form = _inflect_case(word, case)
            parts.append(form if form in options else word)
        return skeleton("".join(parts))

    # A name is a person's: its accusative is its genitive ("Доктора Ватсона", "Ржавого
    # Гвоздя"), unless a word has an accusative of its own, as feminine words do ("Тёмную
    # Ночь", never "Тёмной Ночи": set 289, "Голос на Тёмной Ночи" says where it stands)
    own_accusative = any(
        _inflect_case(w, "accs") not in (_inflect_case(w, "nomn"), _inflect_case(w, "gent"), w)
        for w in words
    )
    for case in _CASES:
        key = declined(case)
        out.setdefault(key, set()).add(case)
        if case == "gent" and not own_accusative:
            out[key].add("accs")


def _of_last_word(written: str, name: str) -> bool:
    """``written`` grows from the last word of a name of several words ("Гвоздик" from Ржавый
    Гвоздь; "Бабушку" is from the first word of Баба Яга)."""
    words = re.findall(r"[^\W\d_]+", name)
    if len(words) < 2:
        return False
    stem = _FINAL_VOWEL.sub("", clean(words[-1]))
    return len(stem) >= 3 and clean(written).startswith(stem)


# The letter keys by row, as a keyboard lays them out (ЙЦУКЕН and QWERTY)
_KEY_ROWS = ("йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю", "qwertyuiop", "asdfghjkl", "zxcvbnm")


def _next_key_slip(name_key: str, written_key: str) -> bool:
    """One letter typed on a key beside the right one, all else the same ("нина" → "нинв")."""
    if len(name_key) != len(written_key):
        return False
    diff = [(a, b) for a, b in zip(name_key, written_key, strict=True) if a != b]
    if len(diff) != 1:
        return False
    right, typed = diff[0]
    for at, row in enumerate(_KEY_ROWS):
        if right in row:
            i = row.index(right)
            board = _KEY_ROWS[:3] if at < 3 else _KEY_ROWS[3:]
            line = at % 3
            near = {row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)}
            for other in (line - 1, line + 1):  # the rows above and below, a key either side
                if 0 <= other < len(board):
                    near |= {
                        board[other][j] for j in (i - 1, i, i + 1) if 0 <= j < len(board[other])
                    }
            return typed in near
    return False


def _plain_pet_form(written: str, name: str) -> bool:
    """``written`` is the plain "-ик" pet form of a short word of the name ending in a consonant
    ("Котика" for Кот Баюн, sets 98 and 147), never a word's own diminutive lexeme ("Бабушку"
    for Баба Яга, "Лисичку" for Лиса Алиса stay unclear)."""
    text = clean(written)
    return any(
        2 < len(word) <= 4
        and word[-1] not in "аеёиоуыэюяь"
        and re.fullmatch(rf"{re.escape(word)}ик(?:а|у|ом|е|и|ов|ам)?", text) is not None
        for word in re.findall(r"[^\W\d_]+", clean(name))
    )


def name_parts(name: str) -> list[str]:
    """The words a GM reads a name by: "Shadow Hunter", "Ксюша_Ли", "ShadowHunter", "Mr.Green".

    Words are split at spaces, underscores, dots, lower-to-upper case changes and between
    letters and digits. A name of one word has no parts.
    """
    pieces = [p for p in _PARTS.split(unicodedata.normalize("NFKC", name)) if p]
    return pieces if len(pieces) > 1 else []


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
    transliterated: bool = False  # found only through the other alphabet

    @property
    def resolved(self) -> bool:
        return self.target is not None


# A letter written three times or more in a row: a shout or a sigh, not the name's spelling.
_STRETCHED = re.compile(r"([^\W\d_])\1{2,}")


# The readings of a name plain enough to stand against a weak reading of another's: never a slip
# of a letter or a fuzzy likeness ("Void" is no slip of a dead OldGreg's)
_PLAIN_READINGS = (
    "exact",
    "one word of the name",
    "start of the name",
    "the start of the name, declined",
    "a diminutive of the name",
)


def _as_written(name: str) -> str:
    """A name compared letter by letter: its case, ё and hidden characters aside."""
    return clean(name).strip().lower().replace("ё", "е")


# A Latin title in a nickname, as a Russian player says it ("Dr.Watson" is "Доктор Ватсон")
_TITLES_IN_RUSSIAN = {
    "dr": "доктор",
    "doc": "доктор",
    "doctor": "доктор",
    "mr": "мистер",
    "mrs": "миссис",
    "miss": "мисс",
    "ms": "мисс",
    "sir": "сэр",
    "lord": "лорд",
    "lady": "леди",
    "capt": "капитан",
    "captain": "капитан",
    "prof": "профессор",
}


@dataclass
class Roster:
    """Canonical names with aliases, and indexes of every form a GM would read them by.

    Exact forms (names and aliases in every case), then the words of multi-word names and
    their acronyms, then the start of a name, a diminutive, one edit (a typo or two letters
    swapped), the other alphabet, and last a fuzzy match. Each tier answers only when one
    player fits; two players at the same tier make the answer ambiguous.
    """

    names: list[str]
    aliases: dict[str, list[str]] = field(default_factory=dict)
    # players no longer in the game (the dead, the GM), with their aliases: a vote for one names
    # nobody, and a weak reading of a living name that fits one too is not counted
    departed: dict[str, list[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        living = {skeleton(n) for n in self.names}
        gone = [n for n in self.departed if skeleton(n) and skeleton(n) not in living]
        self._gone = Roster(gone, {n: self.departed[n] for n in gone}) if gone else None
        self._index: dict[str, dict[str, set[str]]] = {}
        self._parts: dict[str, set[str]] = {}
        self._initials: dict[str, set[str]] = {}
        self._stems: dict[str, set[str]] = {}
        # stems of one-word names and aliases: a diminutive of these is the player's own
        self._whole_stems: set[str] = set()
        self._whole_roots: set[str] = set()
        self._roots: dict[str, set[str]] = {}
        self._turned: dict[str, dict[str, set[str]]] = {}
        # forms of a name read only with its trailing digits left off ("Дима" for Дима2010)
        self._without_digits: dict[str, set[str]] = {}
        self._resolved: dict[tuple[str, str | None], Resolution] = {}
        self._latin: dict[str, set[tuple[str, str]]] = {}
        self._latin_cases: dict[tuple[str, str], set[str]] = {}
        seen: dict[str, str] = {}
        for name in self.names:
            key = skeleton(name)
            if not key:
                raise RosterError(_("состав: пустое имя {name!r}").format(name=name))
            if key in seen:
                raise RosterError(
                    _("состав: {name!r} указан дважды (как {first!r})").format(
                        name=name, first=seen[key]
                    )
                )
            seen[key] = name
        for name in self.names:
            for written in [name, *self.aliases.get(name, [])]:
                self._add_written(name, written)
        self._keys = list(self._index)
        self._part_keys = list(self._parts)
        self._latin_keys = list(self._latin)
        self._vowel_keys: dict[str, set[tuple[str, str]]] = {}
        for key, players in self._latin.items():
            if len(_CONSONANTS.sub("", key)) >= 2:
                self._vowel_keys.setdefault(vowel_key(key), set()).update(players)

    def _add_written(self, name: str, written: str) -> None:
        forms = cased_name_forms(written)
        bare = _TRAILING_DIGITS.sub("", written)
        if bare != written and len(skeleton(bare)) >= 3:
            for form, cases in cased_name_forms(bare).items():
                if form not in forms:
                    self._without_digits.setdefault(form, set()).add(name)
                forms.setdefault(form, set()).update(cases)
        for form, cases in forms.items():
            self._index.setdefault(form, {}).setdefault(name, set()).update(cases)
        words = [clean(w) for w in re.split(r"[\s_]+", written) if w]
        for word in words:
            self._add_latin(name, word, cased_forms(word))
        if len(words) > 1:
            self._add_latin(name, written, {clean(written): frozenset()})
        if len(words) == 2:  # "Немо Капитан", "Nemo Kapitan": the two words turned round
            turned = f"{words[1]} {words[0]}"
            for form, cases in cased_name_forms(turned).items():
                self._turned.setdefault(form, {}).setdefault(name, set()).update(cases)
            self._add_latin(name, turned, {turned: frozenset()})
        parts = name_parts(written)
        for part in parts:  # "Найт" for the Knight of DarkKnight
            if len(part) >= 4 and part[:1].isalpha():
                self._add_latin(name, clean(part), cased_forms(part))
        for word in parts or words[:1]:
            self._add_stem(name, clean(word))
        if len(words) == 1 and len(parts) <= 1:
            kept, kept_roots = self._stems, self._roots
            self._stems, self._roots = {}, {}
            self._add_stem(name, clean(words[0]))
            self._whole_stems |= set(self._stems)
            self._whole_roots |= set(self._roots)
            self._stems, self._roots = kept, kept_roots
        for part in parts:
            for form in cased_forms(part) | (_of_its_lemma(part) if len(parts) > 1 else {}):
                key = skeleton(form)
                if len(key) >= 2:
                    self._parts.setdefault(key, set()).add(name)

        for part in parts or words:
            title = _TITLES_IN_RUSSIAN.get(part.lower())
            for form in cased_forms(title) if title else ():
                # "Доктор" for the Dr. of Dr.Watson (set 301), and for Doc itself (set 309):
                # the title as it is said
                self._parts.setdefault(skeleton(form), set()).add(name)
        letters = [p for p in parts if p[:1].isalpha()]
        if len(letters) >= 2:
            initials = "".join(p[0] for p in letters)
            self._initials.setdefault(skeleton(initials), set()).add(name)
            if parts[-1].isdigit():  # "no42" for night_owl_42
                self._initials.setdefault(skeleton(initials + parts[-1]), set()).add(name)
            if "Mc" in letters[1:-1]:
                # "TRM" for TheRealMcCoy (set 320): "Mc" opens its surname, one word with it
                # ("TMT" for TownieMcTownface, its "Mc" a word, stays)
                joined = [p for i, p in enumerate(letters) if i == 0 or letters[i - 1] != "Mc"]
                self._initials.setdefault(skeleton("".join(p[0] for p in joined)), set()).add(name)

    def _add_stem(self, name: str, word: str) -> None:
        """The stem a diminutive grows from: "лис" (Лис), "ксюш" (Ксюша), "ёл" (Ёлка)."""
        stem = word if len(word) <= 3 else _FINAL_VOWEL.sub("", word)
        if alphabet(stem) != "cyrillic":
            return
        if len(stem) >= 3:
            self._stems.setdefault(stem.replace("й", "и"), set()).add(name)
            if "э" in stem:  # "Дэн" is spoken Ден: "Денчик" (set 101)
                self._stems.setdefault(stem.replace("й", "и").replace("э", "е"), set()).add(name)
        if len(word) == 2 and not _FINAL_VOWEL.search(word):  # "Эд": Эд-ик (set 107)
            self._stems.setdefault(word, set()).add(name)
        if len(word) == 3 and _FINAL_VOWEL.search(word):  # "Ира": Ир-ишк-а, Ир-очк-а
            self._stems.setdefault(word[:2].replace("й", "и"), set()).add(name)
        if stem.endswith("к") and len(stem) >= 3:  # к alternates with ч: Ёлка, Ёл-очк-а
            self._stems.setdefault(stem[:-1].replace("й", "и"), set()).add(name)
        if stem.endswith("х") and len(stem) >= 4:  # х alternates with ш: Петруха, Петру-шк-а
            self._stems.setdefault(stem[:-1].replace("й", "и") + "ш", set()).add(name)
        root = _DERIVED.fullmatch(stem)
        if root:  # "Димон" and "Дима", "Ёжик" and "Ежа": one root under two suffixes
            self._roots.setdefault(root.group(1).replace("й", "и"), set()).add(name)

    def _add_latin(self, name: str, written: str, forms: dict[str, frozenset[str]]) -> None:
        for form in forms:
            for key in latin_keys(form):
                if len(key) >= 3:
                    self._latin.setdefault(key, set()).add((name, alphabet(form)))
                    self._latin_cases.setdefault((key, name), set()).update(forms[form])

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
                raise RosterError(
                    _("{source}:{n}: строка с прозвищами, но без имени").format(
                        source=source, n=number
                    )
                )
            names.append(parts[0])
            aliases[parts[0]] = [p for p in parts[1:] if p]
        if not names:
            raise RosterError(_("{source}: игроки не указаны").format(source=source))
        return cls(names, aliases)

    @classmethod
    def load(cls, path: Path) -> Roster:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise RosterError(
                _("не прочитать состав {path}: {reason}").format(path=path, reason=exc)
            ) from None
        return cls.parse(text, str(path))

    def exact(self, written: str, case: str | None = None) -> set[str]:
        """Players whose name, alias or declined form is exactly ``written``.

        When two players fit and ``case`` is given (the case the vote phrase governs: "против
        Ника" is genitive), the one whose form is in that case is kept if he alone is.
        """
        key = skeleton(written)
        found = self._index.get(key)
        if not found:
            stripped = _SUFFIX_AFTER_MARK.sub("", clean(written).strip())
            found = self._index.get(skeleton(stripped))
        if not found and " " in written.strip():
            found = self._turned.get(key)
        if not found:
            return set()
        if written.islower() and _only_function_words(written):
            # "голосую за то, чтобы…": a function word in small letters is no capitals'
            # abbreviation ("ТО" for Тихий Омут, set 106)
            found = {p: c for p, c in found.items() if not self._abbreviated_as(p, written)}
            if not found:
                return set()
        if len(found) > 1 and case:
            in_case = {p for p, cases in found.items() if case in cases}
            if len(in_case) == 1:
                return in_case
            if case in ("nomn", "datv"):
                # "Голос: Вороне": no preposition, so never the prepositional (Ворон's
                # "о Вороне"); only the dative of Ворона is left
                spoken = {p for p, cases in found.items() if cases - {"loct"}}
                if len(spoken) == 1:
                    return spoken
            if case == "nomn":
                # "Мой голос — Алексу": after a separator the vote is given to someone, the
                # dative (Алекс's), not the accusative a verb would need (Алекса's "Алексу")
                given = {p for p, cases in found.items() if "datv" in cases}
                if len(given) == 1:
                    return given
        if len(found) > 1:
            # "Голос: Маша" with Маша and Маша_2 (set 289): one's whole name or alias as
            # written, the other's only once its digits are cut
            # ("Маша_", set 289: the mark of the cut written, both still fit)
            as_written = _as_written(written)
            whole = {
                p for p in found if as_written in map(_as_written, (p, *self.aliases.get(p, ())))
            }
            if len(whole) == 1:
                return whole
        return set(found)

    def _halves_of_two(self, written: str) -> set[str]:
        """The players two underscored parts of ``written`` name, when each names another."""
        parts = [p for p in clean(written).split("_") if p]
        if len(parts) != 2:
            return set()
        named = [self.exact(p) or self.part(p) or self.spelled_across(p) for p in parts]
        if not all(len(n) == 1 for n in named) or named[0] == named[1]:
            return set()
        return named[0] | named[1]

    def exact_rivals(self, written: str, found: set[str]) -> set[str]:
        """Other players an exact reading of one player names just as well in the other
        alphabet: "Дима" is Дима2010's without his digits, and Dima_pro's first word in
        Cyrillic (set 232); "Kира", in letters of both alphabets, is Кира's and Kira's (set
        235); or by another first name the form declines ("Евгению", set 331). The GM asks."""
        if len(found) != 1:
            return set()
        text = clean(written)
        if alphabet(text) == "mixed" and text.isalpha():  # ("Aleks'а": a case ending set off)
            twins = {p for p, a in self._latin.get(latin_key(text), set()) if a == "latin"}
            return twins - found
        named = self.other_first_name(written, next(iter(found)))
        if not found & self._without_digits.get(skeleton(written), set()):
            return named
        return (self.spelled_across(written) - found) | named

    def other_first_name(self, written: str, player: str) -> set[str]:
        """Other players a declined form of ``player``'s name calls by another first name it is
        a form of: "Евгению" is Евгения's accusative, and the dative of Евгений, the full name
        of Женя (set 331); "Сашке" is only Сашка's."""
        word = clean(written)
        if alphabet(word) != "cyrillic":
            return set()
        own = {clean(n) for n in (player, *self.aliases.get(player, []))}
        lemmas = {clean(p.normal_form) for p in _morph().parse(word) if "Name" in p.tag}
        if word in lemmas or word in own:
            return set()  # a name in the nominative, or as the roster has it, is the one it says
        # only a first name of another person, full or short ("Ника", declined, is Ника's or
        # Ник's by its case, as the phrase reads it)
        return {
            other
            for lemma in lemmas - own
            for form in same_person(lemma)
            for other in self.exact(form)
        } - {player}

    def cases_of(self, written: str, player: str) -> set[str]:
        """The cases in which ``written`` is a form of ``player``'s name (empty if it is not)."""
        return set(self._index.get(skeleton(written), {}).get(player, set()))

    def translit_cases(self, written: str, player: str) -> set[str]:
        """The cases of ``player``'s name that ``written`` spells in the other alphabet.

        "Dimone" is "Димоне" (locative) typed in Latin letters: a translit line is Russian.
        """
        for key in (clean(written), latin_key(clean(written))):
            if (key, player) in self._latin_cases:
                return set(self._latin_cases[key, player])
        return set()

    def part(self, written: str) -> set[str]:
        """Players one word of whose name is ``written``: "Лорда", "Hunter", "2000"."""
        return set(self._parts.get(skeleton(written), set()))

    def resolve(self, written: str, case: str | None = None) -> Resolution:
        """One player, or ambiguous with every candidate that fits (remembered per roster)."""
        key = (written, case)
        if key not in self._resolved:
            if len(self._resolved) > 20000:
                self._resolved.clear()
            self._resolved[key] = self._beside_the_departed(
                written, self._resolve(written, case), case
            )
        return self._resolved[key]

    def departed_named(self, written: str) -> bool:
        """``written`` is exactly the name (any case) or an alias of a player no longer in it,
        or a word of four letters or more of one such name ("гс Граф" for the dead Граф
        Монте-Кристо, set 229)."""
        if self._gone is None:
            return False
        if self._gone.exact(written):
            return True
        return (
            len(skeleton(written)) >= 4
            and not _only_function_words(written)
            and len(self._gone.part(written)) == 1
        )

    def _beside_the_departed(
        self, written: str, found: Resolution, case: str | None = None
    ) -> Resolution:
        """A weak reading of a living name that a departed player's name fits as well is only a
        candidate ("Кот" with Kotangens alive and Пан Котофей dead, set 139); the departed name
        written whole names nobody living."""
        if self._gone is None:
            return found
        if self._gone.exact(written):
            if (
                found.resolved
                and case
                and case in self.cases_of(written, str(found.target))
                and not any(case in self._gone.cases_of(written, n) for n in self._gone.names)
            ):
                return found  # "против Лиса": living Лис's genitive, never dead Лиса's
            if found.resolved and found.how.startswith("exact"):
                # "Мираж" dead, Мираж_2 alive: both by that form
                return Resolution(None, (str(found.target),), how=f"{found.how}, and departed")
            # ("Ежевика" dead, only a weak likeness of Ёжик's alive: hers, set 187)
            return Resolution(None, how="a departed player's name")
        if not found.resolved:
            return found
        if found.how.startswith("exact") or found.how.endswith("by transliteration"):
            # ("Мира" for Mira, the dead Мираж's name starting so: a whole name, in the other
            # alphabet, over the start of another's, set 337)
            return found
        gone = self._gone.resolve(written)
        key = skeleton(written)
        # ("Кот": the start of Пан Котофей's second word, set 139)
        word_start = len(key) >= PREFIX_MIN and any(k.startswith(key) for k in self._gone._parts)
        if word_start or (
            (gone.resolved or gone.candidates) and gone.how.startswith(_PLAIN_READINGS)
        ):
            return Resolution(
                None, (str(found.target),), how=f"{found.how}, and a departed player's name too"
            )
        return found

    def _resolve(self, written: str, case: str | None) -> Resolution:
        found = self.exact(written, case)
        if len(found) == 1:
            rivals = self.exact_rivals(written, found)
            if rivals:
                both = tuple(sorted(found | rivals))
                return Resolution(None, both, how="exact, and another's name as well")
            return Resolution(next(iter(found)), how="exact")
        halves = self._halves_of_two(written) if not found else set()
        if len(halves) > 1:
            # "Sasha_77" with Sasha and Александр77 alive, "Oksana_BY" with Oksana_UA and
            # Алеся_BY (sets 235, 232): each part another player's, halves of two names joined
            return Resolution(None, tuple(sorted(halves)), how="parts of two players' names")
        if EAST_SLAVIC_LETTER.search(written):
            # "Палкоўнік 2010", "Расті" (set 220): a Belarusian or Ukrainian spelling of the
            # name read in Russian letters first
            russian = self._resolve(written.translate(IN_RUSSIAN_LETTERS), case)
            if russian.resolved:
                return Resolution(russian.target, how=f"{russian.how}, in Russian letters")
        folded = _in_one_alphabet(written) if not found else None
        if folded is not None:
            # "Мaшуля" with a Latin "a" (set 320): the look-alike letters read in the alphabet
            # of the rest of the word, then every reading as usual
            unmixed = self._resolve(folded, case)
            if unmixed.resolved:
                return Resolution(unmixed.target, how=f"{unmixed.how}, look-alike letters unmixed")
            return unmixed
        if not found and _STRETCHED.search(written):
            # "Мишеее", "Пандааа": a letter held in a shout is written once
            for once in (_STRETCHED.sub(r"\1", written), _STRETCHED.sub(r"\1\1", written)):
                again = self.exact(once, case)
                if len(again) == 1:
                    return Resolution(next(iter(again)), how="exact, a letter stretched")
        key = skeleton(written)
        if len(key) == 1:  # "Н.": an initial is never enough, whoever it could be
            starts = {p for k, ps in self._index.items() if k[:1] == key for p in ps}
            return Resolution(None, tuple(sorted(starts)), how="an initial")
        if len(found) > 1:
            return Resolution(None, tuple(sorted(found)), how="several players fit")
        marked = _SUFFIX_AFTER_MARK.search(written.strip())
        if marked and marked.start() >= 3:
            # "Edward'а", "Nox'у": a case ending set off by a mark, on any reading of the name
            bare = self._resolve(written.strip()[: marked.start()], None)
            if bare.target or bare.candidates:
                return bare
        if _only_function_words(written):
            # "не то", "ну это": particles and pronouns are no name, however close they come
            return Resolution(None, how="no name: only function words")
        for tier, how in (
            (self.part, "one word of the name"),
            (self.initials, "the name's initials"),
            (self.word_starts, "the start of each word of the name"),
            (self.consonants, "the first consonants of the name"),
            (self.compound_initials, "the initials of the words run together in the name"),
            (self.without_vowels, "the name's consonants, its vowels left out"),
            (self.prefix, "start of the name"),
            (self.declined_prefix, "the start of the name, declined"),
            (self.inside, "a unique part of the name"),
            (self.latin_word_start, "the start of a word inside the name"),
            (self.pet_form, "an English pet form of the name"),
            (self.diminutive, "a diminutive of the name"),
            (self.full_name, "the same first name, full or short"),
            (self.clipped, "a clipped form of a word of the name"),
            (self.one_edit, "one edit from the name"),
        ):
            players = tier(written)
            if tier == self.one_edit and len(players) == 1 and " " not in written.strip():
                # "Котя": one letter from Мотя, and Кот- starts Котлета: a short form too
                # ("Серый Вокл", two words, is one slip in Серый Волк's whole name, set 115)
                players |= self._short_of(written)
                # ("Тота" with Тоша and Тоня alive: in four letters, two slips of a name that
                # starts the same are as likely as one, set 156)
                players |= self._two_slips_of_four(written)
                players |= self._two_slips_of_five(written)
                if (
                    len(players) == 1
                    and (_a_first_name(written) or self._near_a_word_only(written, players))
                    and self._other_initial(written, players)
                ):
                    # "Киры" one letter from Мира: a first name of its own (a dead player's, a
                    # stranger's) is no typo of another; the GM asks (set 80)
                    return Resolution(None, tuple(players), how=f"{how}, but a name of its own")
            if (
                tier == self.diminutive
                and len(players) == 1
                and not self._whole_diminutive(written)
                and _common_word(clean(written))
                # ("Гвоздик" for Ржавый Гвоздь, set 108: the diminutive of the name's last
                # word, its head noun, names him)
                and not _of_last_word(written, next(iter(players)))
                and not _plain_pet_form(written, next(iter(players)))
            ):
                # "Бабушку" for Баба Яга: a dictionary word with a meaning of its own that is
                # also a diminutive of one word of a longer name, two weak readings stacked;
                # the GM is told whom it may mean, nothing is counted ("Мотечку" stays Мотя's)
                return Resolution(None, tuple(players), how=f"{how}, of one word only")
            if tier == self.part and len(players) == 1:
                rivals = (
                    self._words_going_on(written)
                    | self._diminutives_of_word(written)
                    # "storm": a word of StormCrow, and the end of quietstorm (set 117); "arrow"
                    # inside Sparrowhawk is no edge of it (set 120)
                    | self._at_an_edge(written)
                    # ("Серый": a word of Серый Кардинал, and Серёжа_Т's first name in the
                    # street's pet form, set 211)
                    | self.full_name(written)
                    # ("Mike": a word of BigMike, and the everyday form of MichaelScott's first
                    # name, set 320)
                    | self.given_name_of(written)
                    # ("Ивана": Иван Грозный's first word declined, and one letter from Иванна,
                    # set 242)
                    | {p for p in self.one_edit(written) if " " not in p}
                ) - players
                if rivals:
                    # "pine": a word of Pine Marten, and the start of Pinecone just as well
                    both = tuple(sorted(players | rivals))
                    return Resolution(None, both, how=f"{how}, and a part of another's name")
            if tier == self.diminutive and len(players) == 1:
                rough = re.search(r"х(?:а|и|у|е|ой|ою)?$", clean(written)) is not None
                # ("Василик": one letter from Василёк, and from Vasilisk13 in Russian letters,
                # set 197: a slip as likely as a pet form)
                slipped = self.one_edit(written) - players
                if not rough:  # a pet form beats another Cyrillic name's slip ("Нинка": Нина)
                    slipped = {p for p in slipped if alphabet(p) == "latin"}
                if slipped:
                    # "Мариху": a rough form in -х- of Марика, and one letter from Мариша (set
                    # 124); "Нинка" stays Нина's, its -к- the usual diminutive
                    both = tuple(sorted(players | slipped))
                    return Resolution(None, both, how=f"{how}, and one edit from another's")
                rivals = {
                    other
                    for other in self._diminutives_of(next(iter(players))) - players
                    if clean(other)[:3] == clean(written)[:3]
                    # ("Женечка": Женя's diminutive, and Евгения's first name in its pet form,
                    # set 331)
                } | (self.full_name(written) - players)
                if rivals:
                    # "Сашка" with Саша and Сашенька alive: a diminutive of the one name, and
                    # the other player's name is one of them too
                    both = tuple(sorted(players | rivals))
                    return Resolution(None, both, how=f"{how}, as another's name is")
            # ("Ольха": inside Вольха's name, and one letter from Ольга's alias, set 89)
            if tier in (self.prefix, self.declined_prefix, self.inside) and len(players) == 1:
                # "Лёла" is as near Лёва as Лёля, "Марко" as near Марго as Марк (FORMATS.md rule 8)
                # ("лёна": Лёня's start declined, and two slips from Лёля, set 177)
                rivals = (
                    (self.one_edit(written) - players)
                    or (self._two_slips_of_four(written) - players)
                    or (
                        self._vowel_slip_of_start(written) - players
                        if tier == self.prefix
                        else set()
                    )
                )
                if rivals:
                    # "Март": the start of Марта, and one letter from Марк just as well
                    both = tuple(sorted(players | rivals))
                    return Resolution(None, both, how=f"{how}, and one edit from another's")
                named = self.full_name(written) - players
                if named:
                    # "Саша": the start of Сашенька, and the first name of Sanya_K called Саня
                    # (set 204)
                    both = tuple(sorted(players | named))
                    return Resolution(None, both, how=f"{how}, and another's first name")
            if tier == self.initials and len(players) == 1:
                run = self.compound_initials(written, capitalised=True) - players
                if run:
                    # "BW": BlueWren's initials, and the words run together in Bookworm (set 254)
                    both = tuple(sorted(players | run))
                    return Resolution(None, both, how=f"{how}, and another's words run together")
            if tier == self.full_name and len(players) == 1:
                # ("Вовку": Вова's pet form, and one letter from "Волку", a word of Серый_Волк
                # only, set 320: a slip in one word of a longer name is the weaker reading)
                slipped = {
                    p
                    for p in self.one_edit(written) - players
                    if not self._near_a_word_only(written, {p})
                }
                if slipped:
                    # "Иришка": Ирина's pet form, and one letter from Ириска (set 256)
                    both = tuple(sorted(players | slipped))
                    return Resolution(None, both, how=f"{how}, and one edit from another's")
            if tier == self.one_edit and len(players) == 1:
                # ("Вилу": one letter from Вита's "Виту", and from Vika's "Вику" in Cyrillic,
                # set 228: a slip as likely for either)
                slipped = self._slip_across(written) - players
                if slipped:
                    both = tuple(sorted(players | slipped))
                    return Resolution(
                        None, both, how=f"{how}, and from another's in the other alphabet"
                    )
            if len(players) == 1:
                crossed = self.spelled_across(written) - players
                weak = (self.one_edit, self.declined_prefix)
                whole = self.transliterated(written) if tier in weak else set()
                if len(whole) == 1 and not whole & players:
                    # "Senya": Сеня's whole name in Latin letters, and only one letter from
                    # Sonya: the exact spelling wins over the slip (set 87); "Миры", Mira's
                    # whole name declined, over the start of Мирон's (set 337)
                    player = next(iter(whole))
                    return Resolution(
                        player, how=f"{written} → {player}, by transliteration", transliterated=True
                    )
                if crossed:
                    # "Капитан": a word of Капитан Немо, and Kapitan_Flint's in Latin letters
                    both = tuple(sorted(players | crossed))
                    return Resolution(None, both, how=f"{how}, and another in the other alphabet")
                return Resolution(next(iter(players)), how=how)
            if len(players) > 1:
                return Resolution(None, tuple(sorted(players)), how=f"{how}: several players")
        phonetic = self.phonetic(written)
        if len(phonetic) == 1:
            return Resolution(next(iter(phonetic)), how="the genitive spelled as heard")
        turned = self.exact(other_layout(written.strip()), case) if len(written) >= 3 else set()
        if len(turned) == 1:
            # "Ihfv" is "Шрам", "Кщн" is "Roy": the whole name typed with the layout switched
            return Resolution(next(iter(turned)), how="typed on the other keyboard layout")
        # "нет" reads "net" like "Night": a function word names nobody in the other alphabet
        crossed = set() if _only_function_words(written) else self.transliterated(written)
        if len(crossed) == 1:
            player = next(iter(crossed))
            started = self._started_across(written) - crossed
            if started:
                # "голос: макс" with Max_Power and Maxim2001 alive (set 283): one's word, and
                # the start of another's name, both in the other alphabet
                both = tuple(sorted(crossed | started))
                return Resolution(None, both, how="transliteration, and the start of another's")
            return Resolution(
                player, how=f"{written} → {player}, by transliteration", transliterated=True
            )
        if len(crossed) > 1:
            return Resolution(None, tuple(sorted(crossed)), how="transliteration: several players")
        if alphabet(clean(written)) == "latin":
            started = self.prefix(to_cyrillic(clean(written)))
            if started:
                # "vote: Mart" with Марта and Мартын (set 231): the start of a name in the other
                # alphabet, two weak readings stacked, is only shown to the GM
                return Resolution(
                    None, tuple(sorted(started)), how="the start of a name in the other alphabet"
                )
        return self._fuzzy(written)

    def _abbreviated_as(self, player: str, written: str) -> bool:
        """The player is written so only as an abbreviation in capitals ("ТО")."""
        forms = [
            f for f in (player, *self.aliases.get(player, ())) if skeleton(f) == skeleton(written)
        ]
        return bool(forms) and all(f.isupper() for f in forms)

    def _at_an_edge(self, written: str) -> set[str]:
        """Players whose name or alias is ``written`` run together with a word of three letters
        or more, at its start or its end ("quiet·storm"; "sp·arrow" is one word, not two)."""
        key = skeleton(written)
        found = set()
        for player in self.inside(written):
            for written_form in (player, *self.aliases.get(player, ())):
                form = skeleton(written_form)
                rest = len(form) - len(key)
                if len(name_parts(written_form)) > 1:
                    # "ElizaDoolittle" marks its own words: "little" inside Doolittle is none of
                    # them (mafiascum set 302), a whole word is read by its own tier
                    continue
                if rest >= 3 and (form.startswith(key) or form.endswith(key)):
                    found.add(player)
        return found

    def starting_with(self, letters: str) -> set[str]:
        """Players whose name or an alias starts with ``letters`` (ё read as е, any case)."""
        key = clean(letters)
        return {
            player
            for player in self.names
            for form in (player, *self.aliases.get(player, ()))
            if clean(form).startswith(key)
        }

    def initials(self, written: str) -> set[str]:
        """Players whose multi-word name has these initials ("ASN" for "A Simple Name").

        Capitalised pieces may keep a few letters of their word: "TMcT" for TownieMcTownface.
        """
        key = skeleton(written)
        if len(key) < 2:
            return set()
        found = set(self._initials.get(key, set()))
        if (
            2 <= len(key) <= 4
            and written.strip(" .").isupper()
            and alphabet(clean(written)) == "cyrillic"
        ):
            # "СК" (set 220): sasha_kotov's initials in the other alphabet as well as Серый
            # Кардинал's own
            crossed = latin_key(clean(written.strip(" .")))
            for name in self.names:
                parts = [p for p in name_parts(name) if p[:1].isalpha()]
                heads = "".join(p[0] for p in parts).lower()
                if len(parts) == len(key) and crossed and latin_key(heads) == crossed:
                    found.add(name)
        pieces = re.findall(r"[A-ZА-ЯЁ][a-zа-яё]*", written.strip(" ."))
        if found or len(pieces) < 2 or "".join(pieces) != written.strip(" ."):
            return found
        for name in self.names:
            parts = [p.lower() for p in name_parts(name) if p[:1].isalpha()]
            if len(parts) == len(pieces) and all(
                part.startswith(piece.lower()) for part, piece in zip(parts, pieces, strict=True)
            ):
                found.add(name)
        return found

    def word_starts(self, written: str) -> set[str]:
        """Players each word of whose name starts with the written word in turn: "Cap
        Obvious" for Captain_Obvious (not Captain Planet), "Стар Мельник"."""
        pieces = [clean(w) for w in written.split()]
        if len(pieces) < 2 or any(len(p) < 2 for p in pieces):
            return set()
        found: set[str] = set()
        for name in self.names:
            parts = [p.lower() for p in name_parts(name) if p[:1].isalpha()]
            if len(parts) == len(pieces) and all(
                part.startswith(piece) for part, piece in zip(parts, pieces, strict=True)
            ):
                found.add(name)
        return found

    def consonants(self, written: str) -> set[str]:
        """Players whose name's first consonants a capitalised short form spells ("SN": Sniper).

        The first letter is the name's own; then only its consonants, in order and from the
        start: "SN" for Sniper42 but not for Scum_Hunter ("SC").
        """
        word = written.strip(" .")
        if not (2 <= len(word) <= 4 and word.isalpha() and word.isupper()):
            return set()
        key = word.lower()
        found = set()
        for name in self.names:
            letters = [c for c in clean(name) if c.isalpha()]
            if not letters or letters[0] != key[0]:
                continue
            spine = letters[0] + "".join(c for c in letters[1:] if c not in _VOWELS)
            if spine.startswith(key):
                found.add(name)
        return found

    def without_vowels(self, written: str) -> set[str]:
        """Players one word of whose name or alias is ``written`` with its vowels put back: "Шрм"
        (Шрам), "Мстнг" (Мустанг), a fast chat's shorthand. Three consonants at least, all of the
        word's, in order; a written vowel rules it out."""
        key = clean(written.strip(" ."))
        if len(key) < 3 or not key.isalpha() or any(c in _VOWELS for c in key):
            return set()
        return {
            name
            for name in self.names
            for form in (name, *self.aliases.get(name, ()))
            for word in re.split(r"[\W_\d]+", clean(form))
            if len(word) > len(key) and "".join(c for c in word if c not in _VOWELS) == key
        }

    def compound_initials(self, written: str, capitalised: bool = False) -> set[str]:
        """Players whose one-word lower-case name runs words together that these letters start
        ("QM" for quietmoth, "qr" for quietriot): its first letter, then the others in order
        after it, none of them in the name's first two letters."""
        word = written.strip(" .")
        if not (2 <= len(word) <= 3 and word.isascii() and word.isalpha()):
            return set()
        key = word.lower()
        found = set()
        for name in self.names:
            # ("Bookworm" for "BW", set 254: with ``capitalised``, a capital first letter too,
            # only ever as a rival of another reading)
            shape = r"[a-zA-Z][a-z]{4,}" if capitalised else r"[a-z]{5,}"
            if not re.fullmatch(shape, name) or name[0].lower() != key[0]:
                continue
            at = 2
            for letter in key[1:]:
                at = name.lower().find(letter, at)
                if at < 0:
                    break
                at += 1
            else:
                found.add(name)
        return found

    def pet_form(self, written: str) -> set[str]:
        """Players an English pet form names: the start of the name with -y/-ie ("Tally" for
        Tallulah_Gray, "Jonny" for Jonathan)."""
        word = written.strip(" .").lower()
        found = self.given_name_of(word)
        pet = re.fullmatch(r"([a-z]{3,})(?:y|ie|ey)", word)
        if pet is None:
            return found
        stem = pet.group(1)
        if stem[-1] == stem[-2]:
            stem = stem[:-1]  # "Jonny", "Tally": the letter doubled before -y is written once
        return found | {
            name
            for name in self.names
            for part in (name, *name_parts(name))
            if part.isascii() and len(part) > len(word) - 1 and part.lower().startswith(stem)
        }

    def given_name_of(self, written: str) -> set[str]:
        """Players one word of whose Latin name is an English given name ``written`` is the
        everyday form of: "Mike" for MichaelScott, "Liz" for Elizabeth Bennet (set 320)."""
        word = written.strip(" .").lower()
        if not re.fullmatch(r"[a-z]{2,}", word):
            return set()
        full = english_given_names(word)
        return {
            name
            for name in self.names
            for part in name_parts(name)
            if part.isascii() and part.lower() in full and part.lower() != word
        }

    def inside(self, written: str) -> set[str]:
        """Players whose name holds ``written`` (4+ letters) somewhere inside it."""
        key = skeleton(written)
        if len(key) < 4:
            return set()
        return {p for k in self._keys if key in k for p in self._index[k]}

    def latin_word_start(self, written: str) -> set[str]:
        """Players a later word of whose Latin name starts with ``written`` ("Boj" for
        MrBojangles, set 224); the name's own start is the prefix tier's."""
        if alphabet(clean(written)) != "latin":
            return set()
        return self._words_going_on(written) - self.prefix(written)

    def _words_going_on(self, written: str) -> set[str]:
        """Players a word of whose name or alias starts with ``written`` and goes on
        ("Pinecone" for "pine", "Bobby Tables" for "Bob"): as plausible a reading as one word
        of a longer name."""
        key = skeleton(written)
        if len(key) < PREFIX_MIN:
            return set()
        # "Mac": the start of the Macbeth in LadyMacbeth as well, a word glued into one name
        return {
            name
            for name in self.names
            for form in (name, *self.aliases.get(name, []))
            for word in form.split()
            for piece in (word, *name_parts(word))
            if (k := skeleton(piece)) != key and k.startswith(key)
        }

    def prefix(self, written: str) -> set[str]:
        """Players one of whose names starts with ``written`` (at least 3 letters)."""
        key = skeleton(written)
        if len(key) < PREFIX_MIN:
            return set()
        return {p for k in self._keys if k.startswith(key) for p in self._index[k]}

    def declined_prefix(self, written: str) -> set[str]:
        """Players a short form names once its case ending is gone: "Морта" (Морт-, Mortimer),
        "Кисти" (Кист-, Кисточка), "Кисы" (Кис-: Кисель and Кисточка alike)."""
        word = clean(written)
        if alphabet(word) != "cyrillic":
            return set()
        stem = _CASE_ENDING.sub("", word)
        if stem == word or _FINAL_VOWEL.search(stem):
            return set()
        return self.prefix(stem)

    def diminutive(self, written: str) -> set[str]:
        """Players whose one-word name or alias this word extends as a diminutive ("Лисица")."""
        word = clean(written).replace("й", "и")
        if len(word) < 3 or alphabet(word) != "cyrillic":
            return set()
        found = {
            p
            for stem, players in self._stems.items()
            if word.startswith(stem)
            and _DIMINUTIVE.fullmatch(word[len(stem) :])
            and (len(stem) >= 3 or _ALTERNATED.match(word[len(stem) :]))
            for p in players
        }
        rooted = set()
        for root, players in self._roots.items():
            rest = word[len(root) :]
            if word.startswith(root) and (
                _ROOT_ENDING.fullmatch(rest) or _DIMINUTIVE.fullmatch(rest)
            ):
                rooted |= players
        # "Мирочки" grows from Мира's own stem; Мирон only shares the root "мир" under a suffix
        # of its own (set 131): the stem's player wins where there is one
        return found or rooted

    def full_name(self, written: str) -> set[str]:
        """Players a first name calls by its other form: "Варвара" (any case) for Варя, "Саша"
        for Александр, "Женя" for Евгения and for the Евгений of "Евгений Палыч"."""
        word = clean(written)
        if alphabet(word) != "cyrillic" or len(word) < 3:
            return set()
        forms = {word} | {p.normal_form for p in _morph().parse(word) if "Name" in p.tag}
        return {
            player
            for form in forms
            for other in same_person(form)
            # ("Димон": Дима2010's, and Dima_pro's first word in Latin letters, set 232)
            for player in self.exact(other) | self.part(other) | self.spelled_across(other)
        }

    def _near_keys(self, key: str) -> list[tuple[str, float, set[str]]]:
        """The forms of names and of their words at most one edit from ``key`` (a skeleton),
        with the distance and the players they belong to."""
        return [
            (match, score, set(players_of[match]))
            for keys, players_of in ((self._keys, self._index), (self._part_keys, self._parts))
            for match, score, _index in process.extract(
                key, keys, scorer=OSA.distance, score_cutoff=1, limit=None
            )
            if len(match) >= 3
        ]

    def _near_a_word_only(self, written: str, players: set[str]) -> bool:
        """Only a word of the player's longer name is one edit away, never a form of the whole
        name ("Knight" for the Night of Night Heron, set 235)."""
        near = [(match, owners) for match, _score, owners in self._near_keys(skeleton(written))]
        return bool(near) and not any(
            owners & players and match in self._index for match, owners in near
        )

    def _other_initial(self, written: str, players: set[str]) -> bool:
        """The written word starts with another letter than every form of the player's name
        one edit away: "Киры" for Мира is another name, "Васелисы" for Василиса a slip."""
        key = skeleton(written)
        forms = [match for match, _score, owners in self._near_keys(key) if owners & players]
        return bool(forms) and all(form[:1] != key[:1] for form in forms)

    def _diminutives_of_word(self, written: str) -> set[str]:
        """Players a word of whose name is a diminutive of ``written`` ("Сашка" of Сашка_Т, a
        diminutive of "Саша"): "Саша" is a word of Саша Белый, and calls Сашка_Т just as well
        (set 79)."""
        stem = _FINAL_VOWEL.sub("", clean(written))
        if len(stem) < 3:
            return set()
        found = set()
        for player in self.names:
            for word in re.split(r"[\s_.]+", player):
                key = clean(word)
                if key != clean(written) and key.startswith(stem) and self.diminutive(word):
                    found.add(player)
        return found

    def _diminutives_of(self, player: str) -> set[str]:
        """Other players whose own name is a diminutive of ``player``'s whole stem ("Сашенька"
        of Саша; not "Маришка" of Марк, which only shares its first letters)."""
        stem = _FINAL_VOWEL.sub("", clean(player))
        return {
            other
            for other in self.names
            if other != player
            and len(other.split()) == 1
            and clean(other).startswith(stem)
            and player in self.diminutive(other)
        }

    def _whole_diminutive(self, written: str) -> bool:
        """The diminutive grows from a whole one-word name or alias ("Лемурчик", "Вишенка")."""
        word = clean(written).replace("й", "и")
        return any(
            word.startswith(stem) and _DIMINUTIVE.fullmatch(word[len(stem) :])
            for stem in self._whole_stems
        ) or any(word.startswith(root) for root in self._whole_roots)

    def phonetic(self, written: str) -> set[str]:
        """Players a genitive written as heard names: "Ржевскава", "Серова" (-ого said "-ова")."""
        word = clean(written)
        if alphabet(word) != "cyrillic" or not re.search(r"[оа]ва$|ева$", word):
            return set()
        said = word[:-3] + ("его" if word.endswith("ева") else "ого")
        return self.exact(said) or self.part(said)

    def clipped(self, written: str) -> set[str]:
        """Players a clipped word names ("Кэпа": Капитан Немо), in any case."""
        word = clean(written)
        full = _CLIPPED.get(word) or _CLIPPED.get(_CASE_ENDING.sub("", word))
        if full is None:
            return set()
        return self.exact(full) or self.part(full)

    def one_edit(self, written: str) -> set[str]:
        """Players at one typo or one swap of two neighbours from ``written`` (4+ letters; a
        3-letter word only when it is as near two players, "кат" for Кот and Кит, so that the
        GM is asked: one letter of three is too much to read a name by)."""
        key = skeleton(written)
        if len(key) < 3:
            return set()
        found: set[str] = set()
        spelled = False  # "kit": Кит's own spelling in the other alphabet, no typo
        for _match, score, players in self._near_keys(key):
            found |= players
            spelled = spelled or score == 0
        # a Latin word of three letters near Cyrillic names is read by transliteration ("kit" is
        # Кит), not here; among Latin names it is a typo like any other ("Roe": Roy or Rose)
        crossed = re.search(r"[A-Za-z]", written) and any(alphabet(p) != "latin" for p in found)
        if len(key) == 3 and (spelled or len(found) < 2 or crossed):
            return set()
        return found

    def _two_slips_of_four(self, written: str) -> set[str]:
        """Players whose own four-letter name or alias (no case form) shares the word's first
        two letters and is two slips from it: "Тота" and Тоня. A slip onto the next key of a
        player's name is one typo and no rivalry ("Нинв" is Нина's, sets 17 and 22)."""
        key = skeleton(written)
        if len(key) != 4:
            return set()
        own = {
            skeleton(form): name
            for name in self.names
            for form in (name, *self.aliases.get(name, []))
            if len(skeleton(form)) == 4 and skeleton(form)[:2] == key[:2]
        }
        # only a letter typed for another in a player's own name, not one added or lost ("Roya"
        # is Roy's genitive)
        swapped = [k for k in own if OSA.distance(k, key) == 1]
        if not swapped or any(_next_key_slip(k, key) for k in swapped):
            return set()
        return {name for k, name in own.items() if OSA.distance(k, key) == 2}

    def _two_slips_of_five(self, written: str) -> set[str]:
        """Players whose own five-letter name or alias starts with the word's first three letters
        and differs from it in the last two: "Марся" and Марта (set 260), as near as Маруся's
        letter left out. Only when the one edit that names a player is a letter added or left
        out, never one typed for another."""
        key = skeleton(written)
        if len(key) != 5 or any(len(k) == len(key) for k, _, _ in self._near_keys(key)):
            return set()
        return {
            name
            for name in self.names
            for form in (name, *self.aliases.get(name, []))
            if len(skeleton(form)) == 5
            and skeleton(form)[:3] == key[:3]
            and OSA.distance(skeleton(form), key) == 2
        }

    def _vowel_slip_of_start(self, written: str) -> set[str]:
        """Players whose name starts as a short cut does but for one vowel typed for another
        past the first letter: "ири" cuts Ирина, and Ирэн's "ирэ" as well (set 237)."""
        key = skeleton(written)
        if not PREFIX_MIN <= len(key) <= 4:
            return set()
        found = set()
        for k, players in self._index.items():
            start = k[: len(key)]
            if len(start) != len(key) or start == key:
                continue
            slips = [i for i, (a, b) in enumerate(zip(start, key, strict=True)) if a != b]
            if len(slips) == 1 and slips[0] > 0 and {start[slips[0]], key[slips[0]]} <= _VOWELS:
                found |= set(players)
        return found

    def _slip_across(self, written: str) -> set[str]:
        """Players of the other alphabet whose name's stem is one letter from the stem of
        ``written`` (not its first letter): "Вил-у" and Vik-a."""
        text = clean(written)
        script = alphabet(text)
        if script != "cyrillic":
            return set()
        stem = latin_key(_CASE_ENDING.sub("", text))
        if len(stem) < 3:
            return set()
        found = set()
        whole = latin_key(text)
        for key, entries in self._latin.items():
            # ("Лилиа": one letter from Лилия, and from Lilith read aloud, "Лилит", set 246)
            spoken = re.sub(r"(?<=[a-z])h", "", key.replace("ph", "f").replace("ck", "k"))
            other = key[:-1] if key[-1:] in "aeiouy" else key
            whole_slip = (
                len(whole) >= 5 and spoken[:1] == whole[:1] and OSA.distance(whole, spoken) == 1
            )
            stem_slip = (
                len(other) == len(stem)
                and other[0] == stem[0]
                and sum(a != b for a, b in zip(other, stem, strict=True)) == 1
            )
            if whole_slip or stem_slip:
                found |= {p for p, a in entries if a != script}
        return found

    def _short_of(self, written: str) -> set[str]:
        """Players whose longer name this word's first letters start, as a short form does."""
        key = skeleton(written)
        return {
            p
            for k in self._keys
            # ("Маркизв", one letter from Маркиз, starts no Маркус: all but its last letter
            # must start the other name, set 138)
            if len(k) > len(key) and k.startswith(key[: max(PREFIX_MIN, len(key) - 1)])
            for p in self._index[k]
        }

    def spelled_across(self, written: str, shortest: int = 4) -> set[str]:
        """Players one of whose words ``written`` spells exactly in the other alphabet (a
        Cyrillic word declined too: "Элрика" is Edward Elric's "Elric" as well as Эл Элрик's)."""
        text = clean(written)
        script = alphabet(text)
        if script not in ("latin", "cyrillic"):
            return set()
        forms = {text}
        if script == "cyrillic":
            forms |= {p.normal_form for p in _morph().parse(text)[:2]}
        keys = {key for key in map(latin_key, forms) if len(key) >= shortest}
        return {p for key in keys for p, a in self._latin.get(key, set()) if a != script}

    def _started_across(self, written: str) -> set[str]:
        """Players a name in the other alphabet of whom starts with ``written`` read across."""
        text = clean(written)
        script = alphabet(text)
        key = latin_key(text)
        # ("Найт", key "net": Knight's word, and Nightingale's start, set 309: four letters
        # written are enough where their key is shorter)
        if not script or len(key) < 3 or len(text) < 4:
            return set()
        return {
            player
            for other in self._latin_keys
            if other != key and other.startswith(key)
            for player, written_in in self._latin[other]
            if written_in != script
        }

    def transliterated(self, written: str) -> set[str]:
        """Players whose name in the other alphabet reads as ``written`` ("Voron", "Джек").

        A Cyrillic word may carry a Russian case ending on a Latin name ("Хантера").
        """
        text = clean(written)
        script = alphabet(text)  # "mixed" ("Wороn"): either alphabet may be the other one
        if not script:
            return set()
        keys = [latin_key(text)]
        bare = _CASE_ENDING.sub("", text) if script == "cyrillic" else text
        if bare != text and len(bare) >= 3:
            keys.append(latin_key(bare))
        keys = [k for k in keys if len(k) >= 3]

        def other(entries: set[tuple[str, str]]) -> set[str]:
            return {p for p, a in entries if a != script}

        for key in keys:
            found = other(self._latin.get(key, set()))
            if found:
                return found
        for key in (k for k in keys if len(k) >= 5):
            found = set()
            for match, _score, _index in process.extract(
                key, self._latin_keys, scorer=OSA.distance, score_cutoff=1, limit=None
            ):
                found |= other(self._latin[match])
            if found:
                return found
        for key in keys:
            found = other(self._vowel_keys.get(vowel_key(key), set()))
            if found:
                return found
        return set()

    def _fuzzy(self, written: str) -> Resolution:
        key = skeleton(written)
        if len(key) < 3:
            return Resolution(None, how="unknown")
        best: dict[str, float] = {}
        for match_key, score, _index in process.extract(
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


def _common_word(word: str) -> bool:
    """A dictionary word that is no personal name: "бабушку" ("Ксюшеньки" is a name's form)."""
    if not _morph().word_is_known(word):
        return False
    return not {"Name", "Surn", "Patr"} & set(_morph().parse(word)[0].tag.grammemes)
