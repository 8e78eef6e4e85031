"""Moderation flags: мат, insults aimed at players, screenshots or logs of private talk.

Flags are evidence for the GM, never punishment. The text is read several ways so that common
disguises fail: Unicode NFKC, zero-width characters and soft hyphens removed, Latin, digit and
sign look-alikes mapped to Cyrillic (``@``, ``$``, ``9``, ``z``, ``3.14`` read aloud as "пи"),
repeated and doubled letters folded, letters spaced, dotted or slashed apart joined, ъ/ь
pushed into a root dropped, CamelCase glued words split, masked letters (``х*й``, ``п**дец``,
``бл@ть``) filled in, a digit or dots hiding a root's middle (``х3й``, ``п..ду``), dots
put inside a whole word as a pause (``оху...ели``), short
particles glued in front of a мат word (``нуихуйсним``) split off, Latin transliteration
read back where the Latin words read as Russian (not a foreign name such as "Hui Ka Yan" or
"Huevos rancheros"), digits and masks inside a Latin word included ("p1zdec", "bl@t"), Latin
letters typed for their Cyrillic shapes ("xy9"), Russian typed on the wrong keyboard layout
read back where it makes мат ("gbpltw", scraper.layout), syllables cut by hyphens joined
("о-ху-еть"), a мат word found inside a long run of glued words ("идинахуй") and a word glued
before a мат word ("сукаблять").

мат: the obscene roots, anchored at the start of a word after the Russian prefixes they take
("за-еб-ал", "о-ху-еть", "рас-пизд-яй"), so that innocent words that merely contain the letters
("колебался", "страхуй", "скипидар", "команда", "оскорблять") never match; an allow-list
covers the few innocent words that do start that way.
Not мат (vulgar or euphemistic, the development sets' policy): хер/херня/похер written openly
(behind a mask, "нах*р", it stands for мат), сука, хрен, жопа, блин, ёпрст, шлюха, гондон
(insults when aimed at a player); "манду" among food words is the dish. Insults
(scraper.insults): aimed at a person, never self-deprecation; a quotation whose source the
sentence names ("как говорил Шариков: «…»") is someone else's words and insults no one.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from scraper.insults import find_insults, strength
from scraper.layout import retyped
from scraper.nicknames import _ZERO_WIDTH, _morph, clean
from scraper.translit import (
    EAST_SLAVIC_LETTER,
    IN_RUSSIAN_LETTERS,
    UKRAINIAN_LETTER,
    to_cyrillic,
)

# Words spelled like мат that name a dish ("манду", Korean dumplings): innocent among food words
_DISHES = frozenset({"манду"})
_FOOD = re.compile(
    r"\b(?:кафе|ресторан\w*|столов\w*|заказ\w*|вкусн\w*|кухн\w*|блюд\w*|съел\w*|поел\w*|"
    r"ед[аыу]|еду|ели|едим|готов\w*|свари\w*|жар\w*|пельмен\w*|корейск\w*|китайск\w*|"
    r"доставк\w*|рецепт\w*|обед\w*|ужин\w*|завтрак\w*|порци\w*|с\s+мясом|фарш\w*|соус\w*)\b"
)

# A sentence ends at . ! ? or a line break, never at a name's initial ("Юля Ш. — врунья",
# the twenty-seventh round); "Я." stays a sentence of its own.
# (a line of dialogue goes on after "!" or "?" with its speaker: "— Ты, чудовище! — кричит
# Эдвард" is one sentence)
_SENTENCE_END = re.compile(
    r"(?<=[.!?\n])(?<!(?<![^\W\d_])[А-ЮЁA-Z]\.)(?![ \t]*[—–][ \t]*[а-яё])\s*|\n"
)

_LOOKALIKE_LETTERS = {
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
    "9": "я",
    "z": "з",
    # a Latin d drawn for д inside a Cyrillic word: "бляdь"
    "d": "д",
}
_LOOKALIKE = str.maketrans(_LOOKALIKE_LETTERS)
# Inside a word that mixes the alphabets, a Latin letter with no Cyrillic look-alike is read
# by its sound ("бLять", "6lядь", "сvка"); "n" and "r" are left out, as their shapes (п, г)
# are read too. Never for a word all in Latin letters (transliteration reads those).
_PHONETIC_LETTERS = {"l": "л", "g": "г", "v": "в", "f": "ф", "s": "с", "i": "и", "j": "й"}
_MIXED = str.maketrans({**_LOOKALIKE_LETTERS, **_PHONETIC_LETTERS})
# Look-alikes inside a Cyrillic word, case kept (for insults, which need to see names): a
# Latin b looks like в there, a 3 like е ("д3бил"); the reading with з is tried as well.
_IN_WORD = {**_LOOKALIKE_LETTERS, "b": "в", "3": "е", "i": "и", "і": "и"}
_IN_WORD.update({k.upper(): v.upper() for k, v in list(_IN_WORD.items()) if k.isalpha()})
# "!" and "|" stand for "и" only inside a word ("х!й"), never as punctuation after it
_INNER_MARKS = re.compile(r"(?<=\w)[!|](?=\w)")
_PREFIX = (
    r"(?:во|вз|вы|до|за|из|изъ|на|недо|не|ни|о|об|объ|обо|от|отъ|по|пере|под|подъ|"
    r"при|про|раз|разъ|рас|с|со|съ|у|вь|въ|полу)"
)
_ROOTS = (
    r"ху[йяеёию]\w*|п[иеё]зд\w*|п[ие]сд\w*|пизж\w*|пзд\w*|"
    r"(?:[её]|йо)б(?:а|у|и|л|н|ы|ё|е|с|к|о|ц)\w*|[её]б\b|[её]бть?\w*|"
    # э written for е ("э.б.а.т.ь.", "эбаный"), never "Эбола", "эбонит" or its typo "эбанит"
    r"эба(?:ть|л|н[ыоуня])\w*|"
    r"пох\b|нах\b|поху\b|[её]пт(?:а|ь|ыть)?\b|"
    r"бля(?:д\w*|т\w*|ха\w*|\b)|бл[еэи]а[тд]\w*|иб[ау](?:ц|т|л|н)\w*|"
    # п for б ("ипать", "заипали"), never "Ипатьевский", "Ипатий"
    # "мудаг": the final к written as heard, voiced
    r"ип[ау](?:н|ц)\w*|ипа(?:л|ть\b|ть?ся\b)\w*|муда[кч]\w*|мудаг\b|мудил\w*|мудозвон\w*|мудн\w*|залуп\w*|"
    r"манд(?:а|ы|е|у|ой|ою|ав\w*|ец\w*)\b|"
    r"пид(?:о|а|а?)р\w*|хул[иьяе]\b"
)
# "а" stands only first ("ахуеть"): inside a word it would read "с-а-бля" as мат
# compounds on the е-б root, a prefix allowed between: "долбоёб", "хитровыебанный", "мозгоёб"
_COMPOUND = r"(?:долб[оа]|хитро|мозго|зло)"
_MAT = re.compile(
    rf"\b(?:а?{_PREFIX}{{0,2}})(?:{_ROOTS})|\b{_COMPOUND}{_PREFIX}{{0,2}}(?:[её]|йо)б\w*"
)
_ALLOWED = re.compile(
    r"(?:бляха|бляхи|бляху|блях|херсон\w*|херес\w*|сукно\w*|сукон\w*|ебро|застрахуй\w*|"
    r"страхуй\w*|оскорбл\w*|употребл\w*|истребл\w*|потребл\w*|мандарин\w*|мандат\w*|"
    r"хула\w*|ебург\w*|ебурж\w*|сучья|сучьев|суков|себе\w*|себя|собой|ебай|"
    # foreign names that hold a syllable (the twenty-seventh round): "Хуан Себастьян Элькано";
    # ebonite as Ukrainian spells it ("ебонітовою паличкою")
    # ("Ебису — мой любимый район Токио", set 255: the Tokyo district, the god of luck)
    # ("Ебін тапса, қар да жанады", set 271: a Kazakh proverb's "way", "means")
    r"себаст\w*|хуан\w*|ебон[иі]т\w*|ебису|еб[иі]н|"
    # "сухую" is с-хую only to a regex: the сухой family
    r"сух\w*)$"
)
_MASK = re.compile(r"[*#%@$]")
# хер is a euphemism written openly; hidden behind a mask ("нах*р", "х*рня") it stands for мат
_MASKED_HER = re.compile(rf"(?:{_PREFIX}{{0,2}})хер\w*")
_SPACED = re.compile(r"(?<![\w])(?:\w[ .\-_~/\\]{1,3}){2,}\w(?![\w])")
_FILL = "уеиаояюыёйбздлхн"
_TOKEN = re.compile(r"[\w*#%@$]+")
# Marks pushed between the letters of one word: "пи.здец", "х/у/й", "хъуй", "пиздьец".
_INSIDE_MARKS = re.compile(r"(?<=[а-яё])[./\\ъь'’`](?=[а-яё])")
_CAMEL = re.compile(r"(?<=[a-zа-яё])(?=[A-ZА-ЯЁ])|(?<=[ИВАСУОКЯ])(?=[A-ZА-ЯЁ][a-zа-яё])")
# Words glued in CamelCase: every part a capital and small letters ("ИдиНаХуйСоСвоими")
# (a one-letter Russian word stands as a lone capital: "НуИПиздаболы")
_CAMEL_WORD = re.compile(r"\b(?:[A-ZА-ЯЁ][a-zа-яё]+|[ИВАСУОКЯ](?=[A-ZА-ЯЁ])){2,}\b")
_PI = re.compile(r"3[.,]?14(?=[а-яёa-z])")
# digits and masks may stand inside a Latin word, a digit at its end: "pi$dets", "bl@t", "xy9"
_LATIN_WORD = r"[A-Za-z'](?:[A-Za-z'0-9@$*-]*[A-Za-z'0-9])?"
_LATIN_RUN = re.compile(rf"(?<![\w@$]){_LATIN_WORD}(?:[\s,]+{_LATIN_WORD})*(?![\w@$])")

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


def _read_latin(text: str) -> str:
    """Latin words transliterated back, where they read as Russian.

    One Latin word among Russian ones ("ну pizdec") is read; a run of several is read only
    when another of its words is a Russian word ("Hui ego znaet"), never a run of capitalised
    words (a name: "Hui Ka Yan") or foreign words ("Huevos rancheros").
    """

    def run(match: re.Match[str]) -> str:
        words = re.findall(r"[A-Za-z'0-9@$*]+", match.group(0))
        around = text[max(0, match.start() - 1) : match.end() + 1]
        if re.search(r"[À-ÿ]", around):
            return match.group(0)  # "Lo que manda el corazón": a Romance language's letters
        if len(words) == 1:
            opening = not re.search(r"[^\W\d_]", text[: match.start()].rsplit(".", 1)[-1])
            # (a word of five letters at least: "Hui" opening a sentence is the surname)
            capital_only = re.fullmatch(r"[A-Z][a-z']{4,}", match.group(0)) is not None
            if (
                re.search(r"[A-Z]", match.group(0))
                and not _exclaimed(match)
                # "Zaebali вы со своими…": a capital opening the sentence is only its start
                and not (opening and capital_only and _reads_russian(match.group(0).lower()))
            ):
                return match.group(0)  # "Huy", "eBay" among Russian words: a foreign name
            return to_cyrillic(match.group(0).lower())
        if all(w[:1].isupper() for w in words):
            return match.group(0)
        if any(w.lower() in _ROMANCE for w in words):
            return match.group(0)  # "Manda la vida, como siempre": "vida" is "вида" by chance
        if not any(_reads_russian(w.lower()) for w in words if w.lower() not in _ENGLISH_GLUE):
            return match.group(0)
        # a capitalised word inside the run is a proper name and stays as written: "my cousin
        # lives in Huizhou" (set 134) names a city, whatever it spells in Cyrillic
        return re.sub(
            r"[A-Za-z'0-9@$*]+",
            lambda w: (
                w.group(0)
                if w.start() > 0 and re.fullmatch(r"[A-Z][a-z]{2,}", w.group(0))
                else to_cyrillic(w.group(0).lower())
            ),
            match.group(0),
        )

    return _LATIN_RUN.sub(run, text)


# English words that glue a title together and spell a Russian word once transliterated
# ("the" is "те", "to" is "то"): no sign that the run is Russian ("Huey Lewis and the News").
_ENGLISH_GLUE = frozenset({"the", "and", "of", "to", "in", "on", "at", "by", "for", "from", "with"})
# (and English pronouns and links: "my cousin lives in Huizhou, so I'm up…" is English, set 134)
_ENGLISH_GLUE |= {"my", "so", "me", "we", "he", "it", "is", "am", "up", "i'm", "i"}
# The Romance languages' glue words: a run holding one is Spanish, Italian or French, never
# Russian typed in Latin letters ("Lo que manda el corazón")
_ROMANCE = frozenset(
    # (none that is Russian typed in Latin as well: "por" in "do sih por", "les", "con")
    {"el", "la", "los", "las", "que", "del", "como", "muy", "pero", "avec", "della", "siempre"}
    # and Latin's: "Dura lex, sed lex" (set 127) is no "дура"
    | {"sed", "ergo", "lex"}
)


@lru_cache(maxsize=20000)
def _reads_russian(word: str) -> bool:
    """A Latin word that is Russian: transliterated ("kak"), by the letters' shapes ("cyka" is
    "сука"), or a мат word that opens no foreign word ("zaebali", "blyat"; not "huevos",
    "hule", "ebony", "manda")."""
    read = to_cyrillic(word)
    if len(read) < 2:
        return False
    shape = _shape(word)
    return (
        _morph().word_is_known(read)
        or (shape is not None and _morph().word_is_known(shape))
        or (_is_mat(read) and not read.startswith(("ху", "еб", "манд")))
    )


def _shape(word: str) -> str | None:
    """A lower-case Latin word read by the letters' shapes ("xy9" is "хуя"), when every
    character has a Cyrillic look-alike."""
    if any(c not in _LOOKALIKE_LETTERS for c in word):
        return None
    return word.translate(_LOOKALIKE)


def _shape_word(match: re.Match[str]) -> str:
    """A Latin word read by shape where that reads as Russian, or digits and signs are drawn
    among its letters as letters ("xy9", "6l9" would not: "l" has no look-alike)."""
    word = match.group(0)
    shape = _shape(word)
    if shape is None:
        return word
    if re.search(r"[\d@$]", word) or _morph().word_is_known(shape):
        return shape
    return word


def _exclaimed(match: re.Match[str]) -> bool:
    """A word opening its sentence as an exclamation ("Blyat, я перепутал"), not a name."""
    before = match.string[: match.start()]
    opens = not before.strip() or re.search(r"[.!?\n]\s*$", before) is not None
    return opens and re.match(r"\s*[,!]", match.string[match.end() :]) is not None


def readings(text: str) -> list[str]:
    """The ways the text is read for мат: as written, look-alikes mapped, transliterated, joined."""
    kept = unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH)
    base = _fold(clean(text))
    lookalike = _fold(
        _CYRILLIC_TOKEN.sub(_lookalike_word, _INNER_MARKS.sub("и", _PI.sub("пи", base)))
    )
    views = [base, lookalike]
    latin_words = _fold(clean(_read_latin(kept))) if _HAS_LATIN.search(kept) else base
    joined = _SPACED.sub(_unspaced, lookalike)
    marks_out = _INSIDE_MARKS.sub("", joined)
    views += [latin_words, joined, marks_out, _DOUBLED.sub(r"\1", marks_out + "\n" + latin_words)]
    if _HAS_LATIN.search(base):
        # Latin letters typed for their Cyrillic shapes ("xy9", "cyka"), and Latin letters
        # spaced or underscored apart, transliterated once joined ("h_u_i vam")
        views.append(_LATIN_SHAPE.sub(_shape_word, base))
        if joined != lookalike:
            views.append(_fold(_read_latin(joined)))
    if _SPLIT_SYLLABLE.search(joined):  # a word cut into short pieces: "ни ху я"
        views.append(_join_fragments(joined))
    if "-" in lookalike:
        views.append(_HYPHEN_CUT.sub(_hyphen_masked, lookalike))
        # a letter drawn out across hyphens, the word then joined: "пи-и-и-издец", "бл-я-я-ять"
        if _ACROSS_HYPHEN.search(lookalike):
            views.append(_IN_WORD_HYPHEN.sub("", _ACROSS_HYPHEN.sub(r"\1", lookalike)))
    if _CAMEL_WORD.search(kept):
        views.append(_fold(clean(_CAMEL_WORD.sub(lambda m: _CAMEL.sub(" ", m.group(0)), kept))))
    masked = _DOTTED_OUT.sub(_dots_filled, _DIGIT_IN_WORD.sub(_digits_filled, base))
    if masked != base:  # "х3й", "п..ду", "Б...ь": a мат skeleton with its middle hidden
        views.append(masked)
    # dots put inside a whole word as a pause, no letter hidden: "оху...ели", "пиз...дец"
    paused = _PAUSED.sub(_pause_closed, base)
    if paused != base:
        views.append(paused)
    if _UNDERSCORE_MASK.search(base):  # "х_ю", "п_здец": an underscore masks a letter
        views.append(_UNDERSCORE_MASK.sub("*", base))
    if "_" in base:  # "Х_у_ли" (set 165): underscores only set the letters apart
        views.append(re.sub(r"(?<=[а-яё])_(?=[а-яё])", "", base))
    glued = _GLUED.sub(_unglued, base)
    if glued != base:  # "нуихуйсним": particles glued to a мат word
        views.append(glued)
    if "-" in lookalike:  # syllables cut by hyphens, joined where the whole is мат: "о-ху-еть"
        views.append(_HYPHENATED.sub(_syllables_joined, lookalike))
    if _HAS_LATIN.search(kept):  # the wrong keyboard layout: "gbpltw", "[eqyz"
        views.append(_fold(clean(retyped(kept, _retyped_mat))))
    if UKRAINIAN_LETTER.search(kept):
        # Russian мат in Ukrainian letters: "Піздець", "Заїбали", "єбанутий" (ї and є for е)
        views.append(_fold(clean(kept.translate(IN_RUSSIAN_LETTERS))))
        # ("Заї6али", set 220: a digit for a letter in a Ukrainian word too)
        views.append(_fold(clean(_UKRAINIAN_WORD.sub(_in_russian_letters, kept))))
    if _EMOJI_INSIDE.search(kept):
        # a picture inside a word hides a letter ("х🙊я") or only breaks it ("пи😡здец")
        views.append(_fold(clean(_EMOJI_INSIDE.sub("*", kept))))
        views.append(_fold(clean(_EMOJI_INSIDE.sub("", kept))))
    return list(dict.fromkeys(views))


_UKRAINIAN_WORD = re.compile(rf"\w*{UKRAINIAN_LETTER.pattern}\w*")


def _in_russian_letters(match: re.Match[str]) -> str:
    """A Ukrainian word in Russian letters, its digits and look-alikes read as letters."""
    return match.group(0).translate(IN_RUSSIAN_LETTERS).translate(_LOOKALIKE)


_EMOJI_INSIDE = re.compile(
    "(?<=[а-яёa-z])[\U0001f300-\U0001faff\u2600-\u27bf\ufe0f\u200d]+(?=[а-яёa-z])", re.IGNORECASE
)
# The мат words a phone's autocorrect mangles most, one letter changed ("пизлец", "бдять"),
# and those a long mask is laid over ("п****ц", set 253: four masks or more are too many to
# fill letter by letter)
_COMMON_MAT = (
    "пиздец",
    "блять",
    "блядь",
    "нахуй",
    "похуй",
    "хуйня",
    "хуйню",
    "ебать",
    "заебал",
    "заебали",
    "охуеть",
    "охуел",
    "пиздит",
    "пиздеж",
    "уебан",
    "ебаный",
    "хуево",
    "пиздато",
    "пиздабол",
    "распиздяй",
    "хуйней",
    "охуенно",
    "охуела",
    "бляди",
    "блядство",
    "ебанутый",
    "заебись",
    "уебок",
    "долбоеб",
    "мудак",
    "мудила",
    "пидорас",
    "пидор",
)


@lru_cache(maxsize=20000)
def _typo_of_mat(token: str) -> bool:
    """A word no dictionary knows, one letter from a common мат word: a phone's slip."""
    word = token.lower().replace("ё", "е")
    if len(word) < 5 or not re.fullmatch(r"[а-я]+", word) or _ALLOWED.match(word):
        return False
    if _morph().word_is_known(word):
        return False
    return any(
        len(word) == len(m) and sum(a != b for a, b in zip(word, m, strict=True)) == 1
        for m in _COMMON_MAT
    )


# An underscore standing for one letter inside a short Cyrillic word, read as a mask: "по х_ю",
# "п_зда"
# (never the underscores that join a nickname's words, "кот_бегемот": a mask in a long word
# fills to no мат)
_UNDERSCORE_MASK = re.compile(r"(?<=\b[а-яё])_(?=[а-яё]{1,4}\b)|(?<=\b[а-яё]{2})_(?=[а-яё]{1,4}\b)")
# A digit standing for a letter inside a Cyrillic word ("х3й", "за3бал")
_DIGIT_IN_WORD = re.compile(r"\b[а-яё]+(?:\d[а-яё]+)+\b")
# Dots standing for the middle of a short word: "п..ду", "б...ь", "бл..ть" (not "ну...да")
_DOTTED_OUT = re.compile(r"(?<![\w.])([а-яё]{1,3})(\.{2,3})([а-яё]{1,4})(?!\w)")
_ROOT_FIRST = re.compile(rf"(?:{_ROOTS})")
# Dots (or an ellipsis) inside a word that hide nothing: "оху...ели" is "охуели" with a pause
_PAUSED = re.compile(r"(?<![\w.])([а-яё]{2,8})(?:\.{2,5}|…)([а-яё]{2,8})(?![\w.])")
# Short particles glued in front of a мат word: "нуихуйсним", "даблядь", "вотпиздец"
_PARTICLES = r"(?:ну|и|а|да|вот|так|ой|эх|ах|ох|ух|же)"
_GLUED = re.compile(rf"\b({_PARTICLES}{{1,3}})([а-яё]{{4,}})\b")


def _fillings(word: str, hidden: list[int]) -> list[str]:
    """The word with the letters at the hidden positions filled every way (one letter each)."""
    out = []
    for fill in itertools.product(_FILL, repeat=len(hidden)):
        letters = list(word)
        for at, letter in zip(hidden, fill, strict=True):
            letters[at] = letter
        out.append("".join(letters))
    return out


def _digits_filled(match: re.Match[str]) -> str:
    word = match.group(0)
    hidden = [i for i, c in enumerate(word) if c.isdigit()]
    if len(hidden) > 2:
        return word
    if any(_is_mat(w) for w in _fillings(word, hidden)):
        return "".join("*" if i in hidden else c for i, c in enumerate(word))
    return word


def _dots_filled(match: re.Match[str]) -> str:
    """A dotted-out word masked when a мат root starts its filling at once (never "не...то")."""
    head, dots, tail = match.groups()
    word = head + dots + tail
    hidden = list(range(len(head), len(head) + len(dots)))
    if any(_ROOT_FIRST.match(w) and _is_mat(w) for w in _fillings(word, hidden)):
        return head + "*" * len(dots) + tail  # the evidence shows the mask as written
    return word


def _pause_closed(match: re.Match[str]) -> str:
    """The two halves joined when together they make a мат word ("оху...ели"); "ну...да" and
    "не...то" stay apart."""
    joined = match.group(1) + match.group(2)
    return joined if _is_mat(joined) else match.group(0)


def _unglued(match: re.Match[str]) -> str:
    """Particles split off a word no dictionary knows when a мат root starts what remains."""
    word = match.group(0)
    particles, rest = match.groups()
    if _ROOT_FIRST.match(rest) and _is_mat(rest) and not _morph().word_is_known(word):
        return particles + " " + rest
    return word


def _hyphen_masked(match: re.Match[str]) -> str:
    """A hyphen read as a hidden letter ("х-й"), unless it joins two words of their own
    ("Ой-бай, Батыр", set 271: a Kazakh "oh my", no мат)."""
    left, right = match.group(1), match.group(2)
    if len(left) >= 2 and len(right) >= 2 and all(_morph().word_is_known(p) for p in (left, right)):
        return match.group(0)
    return f"{left}*{right}"


def _syllables_joined(match: re.Match[str]) -> str:
    """A word cut into syllables by hyphens joined when the whole is мат ("о-ху-еть").

    Words of their own joined by a hyphen stay apart: "бляха-муха" is no "бляхамуха".
    """
    word = match.group(0)
    pieces = word.split("-")
    if all(len(p) >= 3 and _morph().word_is_known(p) for p in pieces):
        return word
    joined = word.replace("-", "")
    return joined if _is_mat(joined) else word


def _retyped_mat(run: str, reading: str) -> bool:
    """A run typed on the wrong layout that reads as мат.

    A sign among the keys ("[" for х, "," for б) is no English word; a run of letters alone
    must read as a word the dictionary knows ("gbpltw": "пиздец").
    """
    if not _is_mat(reading):
        return False
    return not run.isalpha() or _morph().word_is_known(reading)


def _retyped_insult(run: str, reading: str) -> bool:
    return bool(strength(reading))


_ENGLISH_I = re.compile(r"\bI(?:['’]m|\s+am|\s+was)\b")


def insult_readings(text: str) -> list[str]:
    """The text as insults are read: case kept (names matter), disguises undone."""
    kept = _STRETCHED.sub(r"\1", unicodedata.normalize("NFKC", text).translate(_ZERO_WIDTH))
    mixed = _DISGUISED_WORD.sub(_cyrillic_word, kept)
    views = [kept, mixed]
    if _INNER_MARKS.search(kept):  # "Ид!от": "!" or "|" for и inside a word
        views.append(_DISGUISED_WORD.sub(_cyrillic_word, _INNER_MARKS.sub("и", kept)))
    if _MASK.search(kept):  # "к*за", "д@бил": a masked letter filled where that makes an insult
        views.append(_MASKED_WORD.sub(_insult_filled, kept))
    if "3" in kept:  # "д3бил" (е) and "и3верг" (з)
        views.append(_DISGUISED_WORD.sub(_cyrillic_word, _THREE_AS_Z.sub("з", kept)))
    if _HAS_LATIN.search(kept):
        # ("I'm such an idiot, voted Marta", set 220: the English "I" is the author, as "я" is)
        views.append(_read_latin_kept(_ENGLISH_I.sub("я", kept)))
        views.append(retyped(kept, _retyped_insult))  # "lt,bk": дебил on the wrong layout
    joined = _INSIDE_DOTS.sub("", _SPACED.sub(_unspaced, mixed))
    views.append(_join_fragments(joined) if _FRAGMENTS.search(joined) else joined)
    if "-" in kept:  # "ту-пи-ца"; "пр-и-дурок", "бара-ан" where the whole is an insult
        views.append(_SYLLABLES.sub(lambda m: m.group(0).replace("-", ""), kept))
        views.append(_HYPHENATED.sub(_hyphens_joined, kept))
    if _CAMEL_WORD.search(kept):  # "ИдиотыВыВсе"
        views.append(_CAMEL_WORD.sub(lambda m: _CAMEL.sub(" ", m.group(0)), kept))
    if EAST_SLAVIC_LETTER.search(kept) or _NEIGHBOUR_WORD.search(kept):
        views.append(_in_russian_spelling(kept))
    if _LONG_SMALL_WORD.search(kept):  # "санятыничтожество", "закройрот" (set 333)
        views.append(_LONG_SMALL_WORD.sub(_spaces_put_back, kept))
    return list(dict.fromkeys(_AFTER_CONSONANT_E.sub("е", v) for v in views))


_RUN_SHORT_WORDS = frozenset({"ты", "вы", "он", "ну", "же"})  # the two-letter words it may hold
# A long word in small Cyrillic letters: words typed without spaces may hide in it
_LONG_SMALL_WORD = re.compile(r"(?<![\w-])[а-яё]{8,30}(?![\w-])")


def _spaces_put_back(match: re.Match[str]) -> str:
    """A word no dictionary knows, read as two or three it does with the spaces put back
    ("санятыничтожество" → "саня ты ничтожество"); anything else as written."""
    word = match.group(0)
    split = _run_together(word)
    return " ".join(split) if split else word


@lru_cache(maxsize=4096)
def _run_together(word: str) -> tuple[str, ...] | None:
    """The fewest known words (two or three, of three letters or more but for "ты" and a few
    like it) ``word`` is made of, or None when it is a word itself or no such reading exists."""
    known = _morph().word_is_known
    if known(word):
        return None
    for parts in (2, 3):
        for cuts in itertools.combinations(range(2, len(word) - 1), parts - 1):
            bounds = (0, *cuts, len(word))
            pieces = tuple(word[a:b] for a, b in itertools.pairwise(bounds))
            if all((len(p) >= 3 or p in _RUN_SHORT_WORDS) and known(p) for p in pieces) and any(
                len(p) >= 4 for p in pieces
            ):
                return pieces
    return None


# A sentence in Ukrainian or Belarusian letters is read in Russian spelling (set 153: "ты
# дурань, і гэта не лечыцца"), and so is one with their words Russian never writes ("ти тупа
# як валянок" has no letter of their own)
_NEIGHBOUR_WORD = re.compile(r"\b(?:ти|як|що|це|але|вибач|гэта|што|і)\b", re.IGNORECASE)
# The neighbours' own words an insult is built with, in Russian
_NEIGHBOUR_WORDS = {"як": "как", "ти": "ты", "дурань": "дурень", "валянок": "валенок"}


def _in_russian_spelling(text: str) -> str:
    """Ukrainian "и" as Russian "ы" after a consonant, "і" as "и", "ў" as "в", and a few
    words of their own: only to read insults, never shown."""

    def word(match: re.Match[str]) -> str:
        found = match.group(0)
        lowered = found.lower()
        if lowered in _NEIGHBOUR_WORDS:
            russian = _NEIGHBOUR_WORDS[lowered]
            return russian.capitalize() if found[:1].isupper() else russian
        return found

    spelled = re.sub(r"[^\W\d_]+", word, text)
    return spelled.translate(IN_RUSSIAN_LETTERS)


# ("д@бил": an "@" inside a Cyrillic word masks a letter as "*" does, set 70)
_MASKED_WORD = re.compile(r"\b[а-яёА-ЯЁ]+(?:[*#%@][а-яёА-ЯЁ]*)+")
_VOWELS = "аеиоуыяюё"
_CONSONANTS = "бвгджзйклмнпрстфхцчшщ"


def _insult_filled(match: re.Match[str]) -> str:
    """A masked word filled when one filling is an insult ("к*за", "д*б*л", "к*етин").

    Two masks are filled with vowels; a single one with any letter (a consonant hidden
    beside a vowel: "к*етин").
    """
    word = match.group(0)
    masks = len(_MASK.findall(word))
    if masks > 2:
        return word
    pieces = _MASK.split(word)
    letters = _VOWELS if masks > 1 else _VOWELS + _CONSONANTS
    for fill in itertools.product(letters, repeat=masks):
        filled = "".join(p + f for p, f in zip(pieces, [*fill, ""], strict=True))
        if strength(filled.lower()):
            return filled
    return word


def _hyphens_joined(match: re.Match[str]) -> str:
    """A word cut by hyphens joined back, when the whole is an insult or мат ("пр-и-дурок").

    A letter drawn out across a hyphen ("бара-а-ан") is read once. Ordinary hyphenated words
    ("кто-то", "по-моему") stay as written: joined, they are no insult.
    """
    word = match.group(0)
    for joined in (word.replace("-", ""), _ACROSS_HYPHEN.sub(r"\1", word).replace("-", "")):
        lowered = joined.lower()
        if strength(lowered) or _is_mat(lowered):
            return joined
    return word


def _lookalike_word(match: re.Match[str]) -> str:
    return match.group(0).translate(_MIXED)


def _unspaced(match: re.Match[str]) -> str:
    joined = _SPACERS.sub("", match.group(0))
    # "это ж п и з д е ц" (set 131): a one-letter word before the spaced letters is a word of
    # its own ("ж", "в", "а"), kept apart from them
    first = match.group(0)[:1].lower()
    if (
        len(joined) > 4
        and first in _ONE_LETTER_WORDS
        and match.group(0)[1:2] == " "
        and not _is_mat(joined.lower())
        # ("Ну и у р о д же ты", set 177: an insult spaced after a one-letter word too)
        and (_is_mat(joined[1:].lower()) or strength(joined[1:].lower()))
    ):
        return f"{match.group(0)[:1]} {joined[1:]}"
    last = joined[-1:].lower()
    if (
        len(joined) > 4
        and last in ("и", "а")
        and match.group(0)[-2:-1] == " "
        and strength(joined[:-1].lower())
    ):
        # "Пельмень — у р о д и трус" (set 166): the conjunction after the spaced letters is a
        # word of its own
        return f"{joined[:-1]} {joined[-1]}"
    return joined


_ONE_LETTER_WORDS = frozenset("жвксуоаия")


def _cyrillic_word(match: re.Match[str]) -> str:
    word = match.group(0)
    return "".join(_IN_WORD.get(c, c) for c in word)


def _read_latin_kept(text: str) -> str:
    """Latin words read back as Russian, keeping a capital letter where one was written."""

    def word(match: re.Match[str]) -> str:
        read = to_cyrillic(match.group(0).lower())
        return read[:1].upper() + read[1:] if match.group(0)[:1].isupper() else read

    read = _read_latin(text)
    if read == text:
        return text
    return re.sub(r"[A-Za-z']+", word, text)


_HAS_LATIN = re.compile(r"[A-Za-z]")
_LATIN_SHAPE = re.compile(r"(?<![\w@$])[a-z0-9@$]*[a-z][a-z0-9@$]*(?![\w@$])")
# A word with at least one Cyrillic letter, or signs and digits alone: look-alikes are read
# there ("xyйня", "х$й", "6ля", a mask kept among them: "X*евый"); a word all in Latin letters
# is read by transliteration only.
_CYRILLIC_TOKEN = re.compile(r"[\w@$*#%]*[а-яё][\w@$*#%]*|(?<![\w@$])[\d@$]+(?![\w@$])")
# A short word cut in two by a hyphen: "бл-ть" is "бл*ть"
_HYPHEN_CUT = re.compile(r"(?<![\w-])([а-яё]{1,3})-([а-яё]{1,3})(?![\w-])")
_DOUBLED = re.compile(r"(\w)\1+")
_STRETCHED = re.compile(r"(\w)\1{2,}")
_SPACERS = re.compile(r"[ .\-_~/\\]")
# a piece of two letters or fewer that is no word of its own ("ху" in "ни ху я")
_SPLIT_SYLLABLE = re.compile(
    r"(?<!\w)(?!(?:не|ни|же|ли|бы|да|то|по|на|за|из|от|до|во|со|ко|об)\b)[а-яё]{1,2}"
    r"(?=\s[а-яё])|(?<=[а-яё]\s)(?!(?:в|у|с|к|о|и|а|я)\b)[а-яё](?!\w)"
)
_IN_WORD_HYPHEN = re.compile(r"(?<=[а-яё])-(?=[а-яё])")
_HYPHENATED = re.compile(r"\b[а-яёА-ЯЁ]+(?:-[а-яёА-ЯЁ]+)+\b")
_ACROSS_HYPHEN = re.compile(r"([а-яёА-ЯЁ])(?:-\1)+", re.IGNORECASE)
_SYLLABLES = re.compile(r"\b[а-яёА-ЯЁ]{1,3}(?:-[а-яёА-ЯЁ]{1,3}){2,}\b")
_INSIDE_DOTS = re.compile(r"(?<=[а-яёА-ЯЁ])[./](?=[а-яёА-ЯЁ])")
_THREE_AS_Z = re.compile(r"(?<=[а-яёА-ЯЁ])3(?=[а-яёА-ЯЁ])")
# A Cyrillic word with a Latin letter, digit or sign inside: "идиoт", "деб1л", "чм0", "бл@"
_DISGUISED_WORD = re.compile(
    r"\b(?=[\w@]*[а-яёА-ЯЁ])(?=[\w@]*[A-Za-z0-9@])[\w@]+|(?<!\w)@\w+|\w+@(?!\w)"
)
# "дэбил": э written for е after a consonant (never "это", "эй" at a word's start)
_AFTER_CONSONANT_E = re.compile(r"(?<=[бвгджзклмнпрстфхцчшщБВГДЖЗКЛМНПРСТФХЦЧШЩ])э")
_FRAGMENTS = re.compile(r"[а-яёА-ЯЁ]+(?: [а-яёА-ЯЁ]+)+")
_SHORT_WORDS = frozenset(
    [
        "в",
        "у",
        "с",
        "к",
        "о",
        "и",
        "а",
        "не",
        "ни",
        "же",
        "ли",
        "бы",
        "да",
        "то",
        "по",
        "на",
        "за",
        "из",
        "от",
        "до",
        "во",
        "со",
        "ко",
        "об",
    ]
)


def _join_fragments(text: str) -> str:
    """Words broken into short pieces joined back when the whole is an insult ("кр е тин")."""

    def run(match: re.Match[str]) -> str:
        tokens = match.group(0).split(" ")
        out: list[str] = []
        i = 0
        while i < len(tokens):
            for size in range(min(4, len(tokens) - i), 1, -1):
                piece = tokens[i : i + size]
                short = [t for t in piece if len(t) <= 2]
                if not short or all(t.lower() in _SHORT_WORDS for t in short):
                    continue
                word = "".join(piece)
                # a piece that is a whole bad word already was never cut ("хуя вы все на")
                whole = any(strength(t.lower()) or _is_mat(t.lower()) for t in piece)
                if (
                    not whole
                    and 4 <= len(word) <= 14
                    and (strength(word.lower()) or _is_mat(word.lower()))
                ):
                    out.append(word)
                    i += size
                    break
            else:
                out.append(tokens[i])
                i += 1
        return " ".join(out)

    return _FRAGMENTS.sub(run, text)


@lru_cache(maxsize=20000)
def _is_mat(word: str) -> bool:
    return bool(_MAT.match(word)) and not _ALLOWED.match(word)


def _masked_mat(token: str) -> bool:
    """A word with masked letters ("х*й", "п#здец") that some filling makes obscene."""
    masks = len(_MASK.findall(token))
    if masks > 3 and len(token) - masks >= 2:
        plain = token.lower().replace("ё", "е")
        laid = re.compile("".join("[а-я]" if _MASK.fullmatch(c) else re.escape(c) for c in plain))
        return any(laid.fullmatch(word) for word in _COMMON_MAT)
    if not masks or masks > 3 or len(token) - masks < 1:
        return False
    pieces = _MASK.split(token)
    for fill in itertools.product(_FILL, repeat=masks):
        word = "".join(p + f for p, f in zip(pieces, [*fill, ""], strict=True))
        if _is_mat(word) or _MASKED_HER.fullmatch(word):
            return True
    return False


def _mat_words(reading: str, glued: bool = False) -> list[str]:
    """мат words in one reading; with ``glued``, words glued before a мат word too."""
    found = []
    for token in _TOKEN.findall(reading):
        if _MASK.search(token):
            if _masked_mat(token):
                found.append(token)
        elif _is_mat(token) or (glued and _glued_to_mat(token)):
            found.append(token)
    return found


# where a мат word may start inside a run of glued words
_ROOT_INSIDE = re.compile(r"(?=ху[йяеёию]|п[иеё]зд|[её]б|бля|муда|пид|на|по|за|вы|от|до|у)")
# roots no innocent word is made of ("кол-ебание" is not one of them)
_PLAIN_ROOT = re.compile(r"\w{0,4}?(?:ху[йяеёию]|п[иеё]зд|бля[дт])")
# the short words a glued run is made of besides the dictionary's longer ones
_GLUE_SHORT = frozenset({"ну", "вы", "мы", "он", "ты", "их", "уж", "ж", "я", *_SHORT_WORDS})


@lru_cache(maxsize=20000)
def _glued_mat(token: str) -> bool:
    """A мат word inside a long run of words glued together: "идинахуй", "вотэтопиздец".

    The run is no dictionary word, what stands before the мат word splits into words ("иди",
    "вот" + "это"), and the мат word is a plain root ("хуй", "пизд", "бляд") or a dictionary
    word followed by words, so a word with the letters inside ("колебаться") never counts.
    """
    if len(token) < 8 or not token.isalpha() or _morph().word_is_known(token):
        return False
    if _vowel_typo(token):
        return False  # "оскарблять": "оскорблять" with an unstressed vowel written as heard
    for start in (m.start() for m in _ROOT_INSIDE.finditer(token)):
        rest = token[start:]
        if not start or not _is_mat(rest) or not _words_only(token[:start]):
            continue
        if _spanned(token, start):
            continue
        if _PLAIN_ROOT.match(rest) or any(
            _is_mat(rest[:end]) and _morph().word_is_known(rest[:end]) and _words_only(rest[end:])
            for end in range(4, len(rest) + 1)
        ):
            return True
    return False


def _spanned(token: str, start: int) -> bool:
    """An innocent dictionary word runs across where the мат word would start ("оскорблять")."""
    words = _morph().dictionary.words
    return any(
        len(word) >= 5 and k + len(word) > start + 1 and not _is_mat(word)
        for k in range(start)
        for word in words.prefixes(token[k:])
    )


@lru_cache(maxsize=20000)
def _words_only(text: str) -> bool:
    """The text splits into short function words and dictionary words of three letters or more."""
    if not text:
        return True
    return any(
        (piece in _GLUE_SHORT or (len(piece) >= 3 and _plain_word(piece)))
        and _words_only(text[size:])
        for size in range(1, len(text) + 1)
        for piece in [text[:size]]
    )


_PROPER = frozenset({"Name", "Surn", "Patr", "Geox", "Orgn", "Abbr"})
# Unstressed vowels written as heard: the typos a glued-run reading must not take for мат
_VOWEL_SWAPS = {"а": "о", "о": "а", "е": "и", "и": "е", "я": "е"}


def _vowel_typo(token: str) -> bool:
    """One vowel changed makes a dictionary word ("оскарблять" → "оскорблять")."""
    return any(
        _morph().word_is_known(token[:at] + _VOWEL_SWAPS[letter] + token[at + 1 :])
        for at, letter in enumerate(token)
        if letter in _VOWEL_SWAPS
    )


@lru_cache(maxsize=20000)
def _plain_word(piece: str) -> bool:
    """A dictionary word that is no name: "оскар" + "блять" is a typo of "оскорблять"."""
    if not _morph().word_is_known(piece):
        return False
    return not _PROPER & set(_morph().parse(piece)[0].tag.grammemes)


# Sent off with the obscene word cut to its first letter: "пошёл ты на х..", "иди в п***"
_SENT_TO = re.compile(
    r"\b(?:пош[её]л|пошла|пошли|пошлите|иди|идите|пойди|ступай|вали|катись)\s+"
    r"(?:(?:ты|вы|бы|уже)\s+)?(на\s?х(?:\.{2,}|…|[*#%]+)|в\s?п(?:\.{2,}|…|[*#%]+))"
    r"(?![а-яё])"  # "в п..ду" is the whole word masked, read as such
)


@lru_cache(maxsize=20000)
def _glued_to_mat(token: str) -> bool:
    """A word glued before a мат word, the whole unknown: "сукаблять", "вотпиздец".

    Read on the text as written only (a view with ь dropped makes "колебатся" of a known
    word). The first part is a known word and no name ("Оскар": a typo "оскарблять" stays
    clean), of four letters or more before "бля" (verbs end so: "углублять", its typo
    "угублять"); the second a мат word of four letters or more, not on the е-б root, which
    typos of "колебаться", "огребать" would glue on.
    """
    if len(token) < 7 or not re.fullmatch(r"[а-яё]+", token) or _morph().word_is_known(token):
        return False
    for cut in range(3, len(token) - 3):
        head, tail = token[:cut], token[cut:]
        if tail[0] in "её" or (cut < 4 and tail.startswith("бл")):
            continue
        if _is_mat(tail) and _plain_word(head):
            return True
    return False


# "Ебонит... то есть эбонит": a slip the author corrects at once
_CORRECTION = re.compile(
    r"(\w+)(?:\.{2,}|…|,|!)?\s*(?:то\s+есть|в\s+смысле|точнее|ой)\s*,?\s*(\w+)"
)


def _corrected(reading: str) -> set[str]:
    """Words the author corrects at once into an innocent word one letter away."""
    slips = set()
    for match in _CORRECTION.finditer(reading):
        slip, meant = match.groups()
        if not _is_mat(meant) and _one_letter_apart(slip, meant):
            slips.add(slip)
    return slips


def _one_letter_apart(a: str, b: str) -> bool:
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1
    short, long = sorted((a, b), key=len)
    return len(long) - len(short) == 1 and any(
        long[:i] + long[i + 1 :] == short for i in range(len(long))
    )


# A quotation whose source the sentence names is someone else's words, whatever its
# punctuation: "Как говорил Шариков: «В очередь, сукины дети!»" (мат in it still counts)
_ATTRIBUTED = re.compile(
    r"(\b(?:говорил|говорила|сказал|сказала|писал|писала|говорится|сказано|пел|пела)"
    r"[^«\"“\n]{0,40}:)\s*(?:«[^»\n]*»|\"[^\"\n]*\"|“[^”\n]*”)",
    re.IGNORECASE,
)


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
    for number, view in enumerate(views):
        mat_found += _mat_words(view, glued=number < 2)
    # glued runs as written (a view with ь dropped would hide "оскорблять" in "оскорблятнелзя")
    mat_found += [t for t in _TOKEN.findall(views[0]) if _glued_mat(t)]
    mat_found += [t for t in _TOKEN.findall(views[0]) if _typo_of_mat(t)]
    # ("бл9ць", set 232: a digit drawn for a letter in a мат word's Belarusian spelling)
    mat_found += [t for t in _TOKEN.findall(views[1]) if t not in views[0] and _typo_of_mat(t)]
    sent = _SENT_TO.search(views[0])  # "пошёл ты на х..": the word left out is мат
    if sent:
        mat_found.append(sent.group(1))
    corrected = _corrected(views[0])
    if _FOOD.search(views[0]):
        corrected |= _DISHES
    mat_found = [w for w in mat_found if w not in corrected]
    unique = list(dict.fromkeys(mat_found))
    for word in unique:
        if not any(word != other and word in other for other in unique):
            add("profanity", word)
    # a name read as insults are: "Мэй" is "Мей" there, as "дэбил" is "дебил"
    lowered_names = tuple(
        dict.fromkeys(
            n for name in nicknames for n in (clean(name), _AFTER_CONSONANT_E.sub("е", clean(name)))
        )
    )
    # a Latin nickname written in Russian letters: "Снежок" for Snezhok (set 140)
    lowered_names += tuple(to_cyrillic(n) for n in lowered_names if re.fullmatch(r"[a-z]{3,}", n))
    sentences = [
        s
        for view in insult_readings(text)
        for s in _SENTENCE_END.split(_ATTRIBUTED.sub(r"\1 ", view))
    ]
    for word in dict.fromkeys(find_insults(sentences, lowered_names)):
        if not any(word in m or m in word for m in mat_found):
            add("insult", word)
    has_image = "<img" in html.lower()
    lowered = views[0]
    log_word = _LOG_WORDS.search(lowered)
    private = _PRIVATE.search(lowered)
    if (has_image and log_word and private) or len(_CHAT_LINE.findall(text)) >= 2:
        add("log_or_screenshot", log_word.group(0) if log_word else "chat log")
    return flags
