"""Read a sign-up thread: who joins the game and who withdraws, from the players' own words.

A sign-up is what players really write: a line starting with "+", "я в игре", "в деле", "я с
вами", "и я"; a verb of joining in the first person ("записываюсь", "участвую", "сыграю",
"присоединяюсь"), or after "хочу", "буду", "готов(а)", "прошу"; a request to the GM with
"меня" or nothing after it ("запишите меня", "впишите!", "примите в игру"). A withdrawal is
"-", "минус", "пас", a verb of leaving ("выписываюсь", "снимаюсь", "отказываюсь", "сливаюсь",
"передумал(а)"), "выпишите меня", a negated sign-up ("не участвую", "не буду играть") or "не
смогу" with nothing that makes it partial ("не смогу в выходные" is not a withdrawal).

Verbs are recognised by their lemma (pymorphy3), so every form and spelling of a verb counts,
not a list of sentences. What is not sure is not decided: a question ("можно с вами?"),
a hedge ("если", "может", "бы", "подумаю"), or someone else's sign-up ("запишите Кота") make
the post "unclear", for the GM to look at. The last decision in a post is its meaning; an
account's last deciding post replaces its earlier ones. Quotes are never read (only the
author's own text is given here) and the GM's posts never count.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache

from scraper.nicknames import morph, skeleton

JOIN, LEAVE, UNCLEAR = "join", "leave", "unclear"

# Lemmas, as pymorphy3 gives them.
_JOIN_SELF = frozenset(
    [
        "записываться",
        "записаться",
        "вписываться",
        "вписаться",
        "участвовать",
        "поучаствовать",
        "играть",
        "сыграть",
        "присоединяться",
        "присоединиться",
        "вступать",
        "вступить",
        "заявляться",
        "заявиться",
    ]
)
_LEAVE_SELF = frozenset(
    [
        "выписываться",
        "выписаться",
        "сниматься",
        "сняться",
        "отказываться",
        "отказаться",
        "сливаться",
        "слиться",
        "передумать",
        "соскакивать",
        "соскочить",
    ]
)
_JOIN_ASK = frozenset(
    [
        "записать",
        "записывать",
        "вписать",
        "вписывать",
        "взять",
        "брать",
        "принять",
        "принимать",
        "добавить",
        "добавлять",
        "включить",
        "включать",
    ]
)
_LEAVE_ASK = frozenset(
    [
        "выписать",
        "выписывать",
        "вычеркнуть",
        "вычёркивать",
        "вычеркивать",
        "убрать",
        "убирать",
        "снять",
        "снимать",
        "исключить",
        "исключать",
        "удалить",
        "удалять",
    ]
)
_JOIN_DONE = frozenset(["записаться", "вписаться", "присоединиться", "заявиться"])
_LEADING_SELF = frozenset(["я", "уже", "тоже", "вот", "ну", "и", "всё", "все"])
_MODALS = frozenset(
    ["хотеть", "мочь", "смочь", "быть", "просить", "готовый", "желать", "планировать"]
)
_SOFTENERS = frozenset(
    ["пожалуйста", "плиз", "плз", "pls", "please", "уж", "ка", "тоже", "и", "ещё", "еще"]
)
_SELF_OBJECTS = frozenset({"меня", "мя"})

_PLUS_LINE = re.compile(r"^\s*\+[+\d\s!.)(:;=*]*(?P<rest>.*)$")
_MINUS_LINE = re.compile(r"^\s*(?:-|−|—|–|минус)\s*1?\s*[!.)(:;=*\s]*$", re.IGNORECASE)
_MINUS_START = re.compile(r"^\s*(?:минус\b|-\s*1\b|-(?=\s*[,(]))", re.IGNORECASE)
_SENTENCE = re.compile(r"[^.!?\n…]+[.!?…]*")
_CLAUSE_BREAK = re.compile(r"[,;:()«»\"—–]|\s-\s|\b(?:но|хотя|однако|зато|а)\b", re.IGNORECASE)
_TOKEN = re.compile(r"[а-яёa-z]+", re.IGNORECASE)
_HEDGE = re.compile(
    r"\b(?:если|бы|б|может|можно|возможно|наверное|наверно|вероятно|подумаю|посмотрим|"
    r"попробую|не\s+знаю|пока\s+не|кто|когда|вдруг)\b",
    re.IGNORECASE,
)
_LEAD = r"^(?:(?:вс[её]-таки|что|ну|снова|опять|тоже|уже|тогда|и|я|вновь|пожалуй|короче|всё)\s+)*"
_JOIN_PHRASES = re.compile(
    _LEAD + r"(?:в\s+(?:игре|деле)|с\s+вами|за\s+игру)\b"
    r"|^(?:и\s+я|я\s+тоже|я\s+тоже\s+хочу)$"
    r"|\bможно\s+(?:и\s+)?(?:мне\s+)?(?:с\s+вами|в\s+игру)\b"
    r"|\b(?:меня|я)\s+(?:тоже\s+)?в\s+игру\b"
    r"|\b(?:беру|занимаю|забиваю|бронирую|забронирую|займу)\s+(?:\w+\s+)?(?:слот|место|местечко)\b",
    re.IGNORECASE,
)
_LEAVE_PHRASES = re.compile(
    r"^(?:я\s+)?пас\b|\bне\s+в\s+игре\b|\bбез\s+меня\b|\bвыхожу\s+из\s+(?:игры|набора)\b"
    r"|\b(?:выйду|ухожу)\s+из\s+(?:игры|набора)\b|\bне\s+участвую\b|\bне\s+играю\b",
    re.IGNORECASE,
)
_UNABLE = re.compile(
    r"\bне\s+(?:смогу|могу|получится|выйдет|успеваю|успею|потяну|получается)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
# What makes "не смогу ..." partial: a time, a frequency, a part of the game.
_PARTIAL = re.compile(
    r"\b(?:днём|днем|ночью|утром|вечером|выходн\w*|будн\w*|понедельник\w*|вторник\w*|"
    r"сред[уаы]|четверг\w*|пятниц\w*|суббот\w*|воскресень\w*|по\s+\w+|до\s+\w+|после\s+\w+|"
    r"часто|много|постоянно|кажд\w+|иногда|только|сразу|первые|первый|первую|всегда|онлайн)\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def _readings(word: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Every (lemma, grammemes) pymorphy3 gives for ``word``."""
    return tuple(
        (p.normal_form.replace("ё", "е"), frozenset(p.tag.grammemes))
        for p in morph().parse(word.lower())
    )


def _lemmas(word: str, wanted: frozenset[str], *grammemes: str) -> bool:
    """True when a reading of ``word`` has a lemma in ``wanted`` and every grammeme given."""
    wanted = frozenset(w.replace("ё", "е") for w in wanted)
    return any(
        lemma in wanted and all(g in tags for g in grammemes) for lemma, tags in _readings(word)
    )


@dataclass(frozen=True, slots=True)
class _Signal:
    kind: str
    at: int


def _self_or_nobody(tokens: list[str], after: int) -> bool | None:
    """After an imperative: True for "меня" or nothing, False for someone else."""
    for token in tokens[after + 1 :]:
        low = token.lower()
        if low in _SOFTENERS:
            continue
        # "меня", or a place: "примите в игру", "запишите на игру"
        return low in _SELF_OBJECTS or low in ("в", "на", "к")
    return True


def _verb_signals(tokens: list[str]) -> list[_Signal]:
    found: list[_Signal] = []
    for index, token in enumerate(tokens):
        negated = index > 0 and tokens[index - 1].lower() in ("не", "нет")
        kind: str | None = None
        if _lemmas(token, _JOIN_SELF, "1per", "sing"):
            kind = LEAVE if negated else JOIN
        elif _lemmas(token, _JOIN_DONE, "past") and all(
            t.lower() in _LEADING_SELF for t in tokens[:index]
        ):
            kind = JOIN  # "Записалась)", "я уже вписался"
        elif _lemmas(token, _JOIN_SELF, "past") and "бы" in (t.lower() for t in tokens):
            kind = UNCLEAR  # "я бы сыграл"
        elif _lemmas(token, _LEAVE_SELF, "1per", "sing") or _lemmas(token, _LEAVE_SELF, "past"):
            kind = None if negated else LEAVE
        elif _lemmas(token, _JOIN_ASK | _LEAVE_ASK, "impr"):
            joining = _lemmas(token, _JOIN_ASK, "impr")
            mine = _self_or_nobody(tokens, index)
            if negated:
                kind = None
            elif not mine:
                kind = UNCLEAR  # "запишите Кота": someone else's sign-up, for the GM to decide
            else:
                kind = JOIN if joining else LEAVE
        elif _lemmas(token, _JOIN_SELF | _JOIN_ASK | _LEAVE_SELF | _LEAVE_ASK, "INFN"):
            kind = _infinitive(tokens, index)
        if kind is not None:
            found.append(_Signal(kind, index))
    return found


def _infinitive(tokens: list[str], index: int) -> str | None:
    """A sign-up or withdrawal infinitive counts after a first-person modal: "хочу играть",
    "буду участвовать", "прошу выписать меня", "готова сыграть"; "не" before the modal
    reverses a sign-up."""
    token = tokens[index]
    modal_at = next(
        (
            i
            for i in range(index - 1, max(-1, index - 4), -1)
            if _lemmas(tokens[i], _MODALS, "1per") or _lemmas(tokens[i], _MODALS, "ADJS")
        ),
        None,
    )
    if modal_at is None:
        return None
    negated = modal_at > 0 and tokens[modal_at - 1].lower() == "не"
    joining = _lemmas(token, _JOIN_SELF) or (
        _lemmas(token, _JOIN_ASK) and _self_or_nobody(tokens, index) is True
    )
    if joining:
        return LEAVE if negated else JOIN
    return None if negated else LEAVE


def _clause_signals(clause: str) -> list[str]:
    text = clause.strip(" \t!.?…)(*=:;")
    if not text:
        return []
    signals: list[_Signal] = []
    tokens = _TOKEN.findall(text)
    for pattern, kind in ((_JOIN_PHRASES, JOIN), (_LEAVE_PHRASES, LEAVE)):
        for match in pattern.finditer(text):
            signals.append(_Signal(kind, len(_TOKEN.findall(text[: match.start()]))))
    unable = _UNABLE.search(text)
    if unable:
        rest = unable.group("rest")
        rest_tokens = _TOKEN.findall(rest)
        infinitive = next(
            (t for t in rest_tokens if any("INFN" in tags for _, tags in _readings(t))), None
        )
        partial = _PARTIAL.search(rest) or (
            infinitive is not None and not _lemmas(infinitive, _JOIN_SELF)
        )
        if not partial:
            signals.append(_Signal(LEAVE, len(_TOKEN.findall(text[: unable.start()]))))
    signals += [s for s in _verb_signals(tokens) if not _covered(s, signals)]
    signals.sort(key=lambda s: s.at)
    return [s.kind for s in signals]


def _covered(signal: _Signal, phrases: list[_Signal]) -> bool:
    """A verb that a phrase already read ("не участвую") is not read twice."""
    return any(abs(p.at - signal.at) <= 1 for p in phrases)


def _line_signals(line: str) -> list[str]:
    plus = _PLUS_LINE.match(line)
    if plus:
        rest = plus.group("rest")
        return [JOIN, *_line_signals(rest)] if rest.strip() else [JOIN]
    if _MINUS_LINE.match(line):
        return [LEAVE]
    kinds: list[str] = []
    minus = _MINUS_START.match(line)
    if minus:
        kinds.append(LEAVE)
        line = line[minus.end() :]
    for sentence in _SENTENCE.findall(line):
        unsure = sentence.rstrip().endswith("?")
        for clause in _CLAUSE_BREAK.split(sentence):
            unsure = unsure or _HEDGE.search(clause) is not None  # a hedge governs what follows
            found = _clause_signals(clause)
            kinds += [UNCLEAR] if found and unsure else found
    return kinds


def read_intent(text: str) -> str | None:
    """What a post says about its author's place in the game: JOIN, LEAVE, UNCLEAR or None.

    The last sign-up or withdrawal written decides; a post with only unsure ones is UNCLEAR.
    """
    kinds: list[str] = []
    for line in text.splitlines():
        kinds += _line_signals(line)
    decided = [k for k in kinds if k != UNCLEAR]
    if decided:
        return decided[-1]
    return UNCLEAR if kinds else None


# -- a whole thread ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SignupPost:
    """One post of a sign-up thread, as the reader needs it (own text only)."""

    post_id: str
    author: str
    author_id: str | None
    posted_at: datetime
    text: str


@dataclass(frozen=True, slots=True)
class Signup:
    """An account in the game: from the post that put it there."""

    account: str
    user_id: str | None
    post_id: str
    at: datetime
    text: str


@dataclass(slots=True)
class SignupList:
    """The sign-ups in thread order, the withdrawals (of accounts that stayed out), and the
    posts the GM should read."""

    gm: str
    joined: list[Signup] = field(default_factory=list)
    withdrawn: list[Signup] = field(default_factory=list)
    unclear: list[Signup] = field(default_factory=list)


def _account_key(post: SignupPost) -> str:
    return f"id:{post.author_id}" if post.author_id else f"name:{skeleton(post.author)}"


def read_signups(posts: Iterable[SignupPost], gm: str | None = None) -> SignupList:
    """The accounts signed up at the end of the thread, in the order they (last) joined.

    ``gm``: the GM's account (default: the author of the thread's first post); his posts never
    count. A repeated sign-up keeps the first place; a withdrawal and a new sign-up go to the end.
    """
    ordered = list(posts)
    gm_name = gm if gm is not None else (ordered[0].author if ordered else "")
    gm_key = skeleton(gm_name)
    book = SignupList(gm_name)
    current: dict[str, Signup] = {}
    for post in ordered:
        if skeleton(post.author) == gm_key:
            continue
        intent = read_intent(post.text)
        key = _account_key(post)
        entry = Signup(post.author, post.author_id, post.post_id, post.posted_at, post.text)
        if intent == JOIN and key not in current:
            current[key] = entry
        elif intent == LEAVE and key in current:
            del current[key]
            book.withdrawn.append(entry)
        elif intent == UNCLEAR:
            book.unclear.append(entry)
    book.joined = list(current.values())
    back = {(s.user_id, skeleton(s.account)) for s in book.joined}
    book.withdrawn = [s for s in book.withdrawn if (s.user_id, skeleton(s.account)) not in back]
    return book
