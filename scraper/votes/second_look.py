"""Posts a careful GM would read again: where the vote reader's answer may be wrong.

The reader never guesses, but it can miss a vote written in a way it does not know, or count a
vote its author took back in words it does not know. This module looks at what was read next
to the post's own text and names the doubts a GM should settle by eye:

- ``vote_unread``: a sentence casts a vote in form (a vote word, a player's name, neither a
  question nor a standing vote, a wish or a refusal) and nothing was read from the post; in a
  separate vote thread, any post that names a player and gave nothing; in the game thread, a
  post that is a player's name alone (a vote where the forum votes by a bold name).
- ``vote_hedged``: a vote was read, and its sentence or the next one jokes, asks, supposes,
  calls on the others or corrects itself ("шучу", "?", "если", "давайте", "ой", "то есть").
- ``early_unclear``: the post speaks of an early vote ("досрочно", "досрочка") and the vote
  read is not early.
- ``early_denied``: an early vote was read, and the post says "не досрочно" or "досрочно: нет".

The checks are word lists on purpose: they are meant to be wide and plain, the GM's own
second reading, not another grammar. ``bench/votes_accuracy.py`` measures how many of the
reader's errors they catch and how many posts they send back to the GM.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from scraper.layout import other_layout
from scraper.votes.extract import Extraction

_I = re.IGNORECASE
_EVIDENCE_MAX = 200
_SENTENCE = re.compile(r"[^.!?…\n]*(?:[.!?…]+|\n|$)")
_WORD = re.compile(r"[^\W\d_][\w-]*")
_LETTER = re.compile(r"[^\W\d_]")
_ONLY_LATIN = re.compile(r"[^а-яёА-ЯЁ]*[A-Za-z][^а-яёА-ЯЁ]*")
# A word that casts a vote in its own form: the noun, the first person, the infinitive, the
# short forms and their usual slips ("гс", "гол.", "голс", "глос"), the Latin ones.
_CASTING = re.compile(
    # the vowels slipped too ("галасую", "Галос"), and Russian typed in Latin ("viselicu")
    r"(?<!\w)(?:г[оаыa]?л[оаыa]?с[ау]?|голосом|гс|гол\.?|гл|гослос|гоолс|"
    r"г[оаы]л[оаы]су\w*|viselic\w*|povesit\w*|"
    r"(?:про|пере)?голосую|голосну\w*|казн(?:ить|ть|ю|им)|kazn\w*|повес(?:ить|ил|им)|вешаю|"
    r"вешать|виселиц\w*|линч\w*|vote|unvote|анвоут|анвот|снимаю|сниму|отзываю|отзову|"
    r"golos\w*|\[голос\]|выбор)(?!\w)",
    _I,
)
# A sentence whose vote word stands, is wished, refused or put off: nothing new to read.
_NOT_CAST = re.compile(
    r"оста[её]тся|оставля\w*|оставлю|сохраня\w*|не\s+меня\w*|никуда\s+не|\bстоит\b|"
    r"\bне\s+(?:\w+\s+)?(?:голосу|став|отда)|\bбы\b|завтра|\bесли\b",
    _I,
)
# A sentence that tells of others' votes or counts them: a verb of voting in the third or
# second person or the past ("ставит голос на Андрея", "сняли голоса", "раздаёшь ты голоса"),
# another's vote ("ваш голос против меня", "голос у них один"), votes counted ("два голоса",
# "шесть голосов").
_TOLD = re.compile(
    r"\b(?:ставит|ставят|ставишь|поставил[аи]?|отдал[аи]?|отда[её]т|отдают|отда[её]шь|"
    r"голосует|голосуют|голосуешь|голосовал[аи]?|проголосовал[аи]?|сменил[аи]?|снял[аи]?|"
    r"сняли|раздаёшь|раздаешь|разда[её]т|пересчитал[аи]?|считает|держит)\b"
    r"|\b(?:ваш|твой|его|её|ее|их|чужой|чей)\s+(?:\w+\s+)?голос"
    r"|\bголос\s+у\s+(?!меня\b)"
    r"|\b(?:\d+|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|оба|обоих)\s+голос"
    r"|\bголосов\b",
    _I,
)
# The author's own act beside the telling: "Голосую против Лисы, она вчера голосовала против
# меня" still casts one.
_OWN_CAST = re.compile(r"\b(?:голосую|проголосую|ставлю|отдаю|кидаю|мой|мою|сво[йю])\b", _I)
# Words that take a vote back, suppose it, ask it, hand it to the crowd or correct it.
_HEDGE = re.compile(
    r"шуч|шутк|не\s+всерь|не\s+счита|не\s+засчит|сгоряча|прикол|представ|допустим|"
    r"\bесли\b(?!\s+(?:что|кто|вдруг\s+кто|кому))|\bбы\b|\bб\b|давайте|давай\b|вешаем|казним|"
    r"\bнет\b|\bхотя\b|\bой\b|тьфу|\bстоп\b|то\s+есть|вернее|\?|\bирони|как\s+же\s+иначе|"
    r"на\s+завтра|\bjk\b|joking|\bif\b|\bwould\b|нравит|в\s+смысле",
    _I,
)
_EARLY = re.compile(r"досро\w*|dosro\w*", _I)
# "не досрочно", "без досрочки", "досрочно: нет", "досрочку не ставлю"
_EARLY_DENIED = re.compile(
    r"(?:\bне|\bбез|\bnot|\bne|\bbez)\s+(?:\w+\s+)?(?:досро|dosro)"
    r"|(?:досро|dosro)\w*\s*(?:[:—-]\s*нет|(?:\w+\s+)?не\b)",
    _I,
)


# The flag kinds a doubt is stored as (services.readings), beside moderation's.
DOUBT_KINDS = ("vote_unread", "vote_hedged", "early_unclear", "early_denied")


@dataclass(frozen=True, slots=True)
class Doubt:
    """One reason to read a post again, with the sentence that raised it."""

    reason: str  # vote_unread | vote_hedged | early_unclear | early_denied
    evidence: str


def second_look(
    found: Extraction,
    names_someone: Callable[[str], bool],
    vote_thread: bool = False,
    by_words: bool = True,
) -> list[Doubt]:
    """The doubts about one post's reading (``found.text``: the author's own text, as read).

    ``names_someone`` tells a word that names a player (``VoteReader.names_someone``);
    ``vote_thread``: the post is in a separate vote thread, where a bare name is a vote;
    ``by_words``: votes are cast in plain words (the Russian profiles). Where only a tag or a
    bold line casts one (mafiascum, TeamLiquid), talk of voting misses no vote.
    """
    sentences = [m.group(0).strip() for m in _SENTENCE.finditer(found.text)]
    sentences = [s for s in sentences if _LETTER.search(s)]  # "…" alone is no sentence
    read = found.sequence
    if not read:
        return _unread(sentences, names_someone, vote_thread) if by_words else []
    out = []
    hedged = _hedged(sentences, found)
    if hedged is not None:
        out.append(Doubt("vote_hedged", _short(hedged)))
    votes = [v for v in found.votes if v.kind == "vote"]
    if votes and not any(v.early for v in votes):
        said = next(
            (s for s in sentences if _EARLY.search(s) and not _EARLY_DENIED.search(s)), None
        )
        if said is not None:
            out.append(Doubt("early_unclear", _short(said)))
    if any(v.early for v in votes):
        denied = next((s for s in sentences if _EARLY_DENIED.search(s)), None)
        if denied is not None:
            out.append(Doubt("early_denied", _short(denied)))
    return out


def _unread(
    sentences: list[str], names_someone: Callable[[str], bool], vote_thread: bool
) -> list[Doubt]:
    for sentence in sentences:
        # "Ujkjc^ Ihfv": a sentence typed wholly with the other keyboard layout, read as meant
        read = other_layout(sentence) if _ONLY_LATIN.fullmatch(sentence) else sentence
        if (
            _CASTING.search(read)
            and not read.endswith("?")
            and not _NOT_CAST.search(read)
            and not (_TOLD.search(read) and not _OWN_CAST.search(read))
            and _names(read, names_someone)
        ):
            return [Doubt("vote_unread", _short(sentence))]
    if vote_thread:
        named = next((s for s in sentences if _names(s, names_someone)), None)
        if named is not None:
            return [Doubt("vote_unread", _short(named))]
    if len(sentences) == 1 and _name_alone(sentences[0], names_someone):
        return [Doubt("vote_unread", _short(sentences[0]))]
    return []


def _name_alone(sentence: str, names_someone: Callable[[str], bool]) -> bool:
    """The sentence is a player's name and nothing else ("**Тануки**.", "Лиса Алиса")."""
    words = _WORD.findall(sentence)
    return 0 < len(words) <= 3 and all(names_someone(w) for w in words)


def _hedged(sentences: list[str], found: Extraction) -> str | None:
    """The first sentence holding a read action whose sentence or the next one hedges (the
    two together when it is the next)."""
    for item in found.sequence:
        key = item.raw[:15]
        at = next((i for i, s in enumerate(sentences) if key and key in s), None)
        if at is None:
            continue
        # "досрочно: нет" says what the early mark is, not that the vote is taken back
        hedges = [_HEDGE.search(_EARLY_DENIED.sub("", s)) for s in sentences[at : at + 2]]
        if hedges[0]:
            return sentences[at]
        if len(hedges) > 1 and hedges[1]:
            return f"{sentences[at]} {sentences[at + 1]}"  # the joke after it shown with it
    return None


def _names(sentence: str, names_someone: Callable[[str], bool]) -> bool:
    return any(names_someone(w) for w in _WORD.findall(sentence))


def _short(sentence: str) -> str:
    return sentence if len(sentence) <= _EVIDENCE_MAX else sentence[: _EVIDENCE_MAX - 1] + "…"
