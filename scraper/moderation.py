"""Moderation flags: мат, insults aimed at players, screenshots or logs of private talk.

Flags are evidence for the GM, never punishment. The text is read several ways so that common
disguises fail: Unicode NFKC, zero-width characters and soft hyphens removed, Latin and digit
look-alikes mapped to Cyrillic, repeated letters folded, letters spaced or dotted apart joined,
masked letters (``х*й``, ``п#здец``) filled in, Latin transliteration read back.

мат: the obscene roots, anchored at the start of a word after the Russian prefixes they take
("за-еб-ал", "о-ху-еть", "рас-пизд-яй"), so that innocent words that merely contain the letters
("колебался", "страхуй", "скипидар", "команда", "оскорблять") never match; an allow-list
covers the few innocent words that do start that way.
Insults: words by their lemma (pymorphy3). Strong ones flag unless the author is talking about
himself; weak ones ("дурак", "козёл", "олень") only when addressed to someone.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from functools import lru_cache

from scraper.nicknames import _morph, clean

_LOOKALIKE = str.maketrans(
    {
        "a": "а",
        "b": "б",
        "c": "с",
        "e": "е",
        "o": "о",
        "p": "р",
        "x": "х",
        "y": "у",
        "k": "к",
        "m": "м",
        "t": "т",
        "h": "н",
        "u": "и",
        "3": "з",
        "0": "о",
        "6": "б",
        "@": "а",
        "$": "с",
        "4": "ч",
        "1": "и",
    }
)
# "!" and "|" stand for "и" only inside a word ("х!й"), never as punctuation after it
_INNER_MARKS = re.compile(r"(?<=\w)[!|](?=\w)")
_TRANSLIT = [
    ("shch", "щ"),
    ("sch", "щ"),
    ("uy", "уй"),
    ("iy", "ий"),
    ("ay", "ай"),
    ("oy", "ой"),
    ("ey", "ей"),
    ("yy", "ый"),
    ("yo", "ё"),
    ("zh", "ж"),
    ("kh", "х"),
    ("ts", "ц"),
    ("ch", "ч"),
    ("sh", "ш"),
    ("yu", "ю"),
    ("ya", "я"),
    ("ye", "е"),
    ("je", "е"),
    ("a", "а"),
    ("b", "б"),
    ("v", "в"),
    ("g", "г"),
    ("d", "д"),
    ("e", "е"),
    ("z", "з"),
    ("i", "и"),
    ("j", "й"),
    ("k", "к"),
    ("l", "л"),
    ("m", "м"),
    ("n", "н"),
    ("o", "о"),
    ("p", "п"),
    ("r", "р"),
    ("s", "с"),
    ("t", "т"),
    ("u", "у"),
    ("f", "ф"),
    ("h", "х"),
    ("c", "ц"),
    ("y", "ы"),
    ("w", "в"),
    ("x", "кс"),
    ("q", "к"),
    ("'", "ь"),
]
_PREFIX = (
    r"(?:а|во|вз|вы|до|за|из|изъ|на|недо|не|ни|о|об|объ|обо|от|отъ|по|пере|под|подъ|"
    r"при|про|раз|разъ|рас|с|со|съ|у|вь|въ)"
)
_ROOTS = (
    r"ху[йяеёию]\w*|пизд\w*|пезд\w*|[её]б(?:а|у|и|л|н|ы|ё|е|с|к)\w*|[её]б\b|[её]бть\w*|"
    r"бля(?:д\w*|т\w*|ха\w*|\b)|муда[кч]\w*|мудил\w*|мудозвон\w*|залуп\w*|"
    r"манд(?:а|ы|е|у|ой|ою|ав\w*|ец\w*)\b|сук(?:а|и|е|у|ой|ин\w*|ам|ами|ах)\b|сучк\w*|сучар\w*|"
    r"пид(?:о|а|а?)р\w*|гандон\w*|шлюх\w*|хер(?:а|у|ом|ня\w*|ов\w*)?\b|хул[иья]\b"
)
_MAT = re.compile(rf"\b{_PREFIX}{{0,2}}(?:{_ROOTS})|\bдолбо[её]б\w*|\bхитро[её]б\w*")
_ALLOWED = re.compile(
    r"(?:бляха|бляхи|бляху|блях|херсон\w*|херес\w*|сукно\w*|сукон\w*|ебро|застрахуй\w*|"
    r"страхуй\w*|оскорбл\w*|употребл\w*|истребл\w*|потребл\w*|мандарин\w*|мандат\w*|"
    r"хула\w*|сучья|сучьев|суков|себе\w*|себя|собой)$"
)
_MASK = re.compile(r"[*#%]")
_SPACED = re.compile(r"(?<![\w])(?:\w[ .\-_~]{1,3}){2,}\w(?![\w])")
_FILL = "уеиаояюыёй"
_TOKEN = re.compile(r"[\w*#%]+")

STRONG_INSULTS = frozenset(
    {
        "дебил",
        "идиот",
        "кретин",
        "дегенерат",
        "ублюдок",
        "мразь",
        "урод",
        "тупица",
        "даун",
        "чмо",
        "чмошник",
        "скотина",
        "тварь",
        "ничтожество",
        "придурок",
        "имбецил",
        "олигофрен",
        "недоумок",
        "быдло",
        "лох",
        "лошара",
        "сволочь",
        "гнида",
        "падла",
        "подонок",
        "шваль",
        "дебилоид",
        "отморозок",
        "выродок",
        "мудак",
        "уёбок",
        "уебок",
        "дрянь",
        "ушлёпок",
        "ушлепок",
        "говнюк",
        "засранец",
        "гад",
        "скот",
        "идиотка",
        "дебилка",
        "кретинка",
        "уродина",
        "дегенератка",
        "тупорылый",
    }
)
# whom an insult can be aimed at besides "ты" / "вы" and nicknames: the players as a group
_PLAYERS = re.compile(r"\b(?:мирн\w*|мафи\w*|гомункул\w*|игрок\w*|город\w*|ведущ\w*|гм)\b")
WEAK_INSULTS = frozenset(
    {
        "дурак",
        "дура",
        "козёл",
        "козел",
        "олень",
        "баран",
        "осёл",
        "осел",
        "овца",
        "корова",
        "свинья",
        "клоун",
        "балбес",
        "болван",
        "тупой",
        "глупый",
        "дурачок",
        "дурочка",
        "лопух",
        "бестолочь",
        "тормоз",
        "неадекват",
        "псих",
        "больной",
    }
)
_SECOND_PERSON = re.compile(
    r"\b(?:ты|тебя|тебе|тобой|тобою|вы|вас|вам|вами|твой|твоя|твоё|твое|"
    r"твои|ваш|ваша|ваше|ваши|иди|пошёл|пошел|пошла|слышь|эй)\b"
)
_SELF = re.compile(r"\b(?:я|меня|мне|мной|сам|сама|самого|самой)\b")
_LOG_WORDS = re.compile(
    r"(?:скрин\w*|скриншот\w*|\bлог\b|\bлоги\b|\bлогов\b|переписк\w*|"
    r"личк\w*|\bлс\b|конф[аеуы]\w*|\bчат\w*|скайп\w*|телеграм\w*|дискорд\w*)"
)
_PRIVATE = re.compile(
    r"(?:личк\w*|\bлс\b|переписк\w*|конф\w*|скайп\w*|телеграм\w*|дискорд\w*|"
    r"\bчат\w*|\bлог\b|\bлоги\b|\bлогов\b|приват\w*)"
)
_CHAT_LINE = re.compile(
    r"^\s*(?:\[?\(?\d{1,2}:\d{2}(?::\d{2})?\)?\]?\s*[^:\n]{1,40}:\s|"
    r"[^:\n\[]{1,40}\s[\[(]\d{1,2}:\d{2}(?::\d{2})?[\])]\s*:?\s)",
    re.MULTILINE,
)


@dataclass(frozen=True, slots=True)
class ModerationFlag:
    kind: str  # "profanity" | "insult" | "log_or_screenshot"
    evidence: str

    def as_json(self) -> dict[str, str]:
        return {"kind": self.kind, "evidence": self.evidence}


def _fold(text: str) -> str:
    return re.sub(r"(\w)\1{2,}", r"\1", text)


def _translit(word: str) -> str:
    out = word
    for latin, cyrillic in _TRANSLIT:
        out = out.replace(latin, cyrillic)
    return out


def readings(text: str) -> list[str]:
    """The ways the text is read: as written, look-alikes mapped, transliterated, joined."""
    base = _fold(clean(text))
    lookalike = _fold(_INNER_MARKS.sub("и", base).translate(_LOOKALIKE))
    latin_words = re.sub(r"[a-z']{3,}", lambda m: _translit(m.group(0)), base)
    joined = _SPACED.sub(lambda m: re.sub(r"[ .\-_~]", "", m.group(0)), lookalike)
    return list(dict.fromkeys([base, lookalike, _fold(latin_words), _fold(joined)]))


@lru_cache(maxsize=20000)
def _is_mat(word: str) -> bool:
    return bool(_MAT.match(word)) and not _ALLOWED.match(word)


def _masked_mat(token: str) -> bool:
    """A word with masked letters ("х*й", "п#здец") that some filling makes obscene."""
    masks = len(_MASK.findall(token))
    if not masks or masks > 3 or len(token) - masks < 1:
        return False
    pieces = _MASK.split(token)
    for fill in itertools.product(_FILL, repeat=masks):
        word = "".join(p + f for p, f in zip(pieces, [*fill, ""], strict=True))
        if _is_mat(word):
            return True
    return False


def _mat_words(reading: str) -> list[str]:
    found = []
    for token in _TOKEN.findall(reading):
        if _MASK.search(token):
            if _masked_mat(token):
                found.append(token)
        elif _is_mat(token):
            found.append(token)
    return found


# Only words that start like an insult need a dictionary look-up (the slow part).
_INSULT_STARTS = re.compile(
    "^(?:" + "|".join(sorted({w[:3] for w in STRONG_INSULTS | WEAK_INSULTS})) + ")"
)


@lru_cache(maxsize=20000)
def _lemma(word: str) -> str:
    return _morph().parse(word)[0].normal_form.replace("ё", "е")


def _insults(reading: str, nicknames: tuple[str, ...]) -> list[str]:
    found = []
    for sentence in re.split(r"[.!?\n]+", reading):
        words = re.findall(r"[а-яё]+", sentence)
        if not words:
            continue
        first = re.match(r"\s*([а-яё]+)\s*,", sentence)  # "Имбецил, читай правила"
        vocative = first is not None and _lemma(first.group(1)) in STRONG_INSULTS | WEAK_INSULTS
        addressed = (
            vocative
            or bool(_SECOND_PERSON.search(sentence))
            or any(n and n in sentence for n in nicknames)
        )
        at_players = bool(_PLAYERS.search(sentence))
        aimed = addressed or at_players or len(words) <= 2
        about_self = bool(_SELF.search(sentence)) and not addressed
        for word in words:
            if not _INSULT_STARTS.match(word):
                continue
            lemma = _lemma(word)
            if lemma in STRONG_INSULTS or word in STRONG_INSULTS:
                if aimed and not about_self:
                    found.append(word)
            elif (lemma in WEAK_INSULTS or word in WEAK_INSULTS) and (
                addressed or (at_players and re.search(rf"[—–-]\s*{word}\b", sentence))
            ):
                found.append(word)
    return found


def moderate(text: str, html: str = "", nicknames: tuple[str, ...] = ()) -> list[ModerationFlag]:
    """Flags for the author's own text (quotes excluded by the caller)."""
    flags: list[ModerationFlag] = []
    seen: set[tuple[str, str]] = set()

    def add(kind: str, evidence: str) -> None:
        if (kind, evidence) not in seen:
            seen.add((kind, evidence))
            flags.append(ModerationFlag(kind, evidence))

    views = readings(text)
    mat_found: list[str] = []
    for view in views:
        mat_found += _mat_words(view)
    unique = list(dict.fromkeys(mat_found))
    for word in unique:
        if not any(word != other and word in other for other in unique):
            add("profanity", word)
    lowered_names = tuple(clean(n) for n in nicknames)
    for word in _insults(views[1] if len(views) > 1 else views[0], lowered_names):
        if not any(word in m or m in word for m in mat_found):
            add("insult", word)
    has_image = "<img" in html.lower()
    lowered = views[0]
    log_word = _LOG_WORDS.search(lowered)
    private = _PRIVATE.search(lowered)
    if (has_image and log_word and private) or len(_CHAT_LINE.findall(text)) >= 2:
        add("log_or_screenshot", log_word.group(0) if log_word else "chat log")
    return flags
