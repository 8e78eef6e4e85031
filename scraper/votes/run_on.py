"""Lines typed on a phone with no punctuation at all, cut where a new act begins.

"снимаю гс с иры гс полкан досрочно", "хотя нет передумал голсую против маркуса": a phone
writer runs a withdrawal and a vote, or a change of mind and the vote it brings, into one
line. Read whole, the first clause swallows the second. A full stop is put back before a vote
word that opens a new act, where nothing before it on the line governs it:

- the word before is no negation, no pronoun or adjective of the vote ("мой голос", "последний
  голос"), no verb before the vote noun ("отдаю голос", "отдай голос", "Маркус решил голос на
  ирэн") and no player's name
  ("кот голос на сову": another's vote, told) unless a preposition takes the name ("снимаю
  гс с иры гс полкан");
- none of the five words before it is a wish, a plan or a condition ("если он промолчит
  голосую за X").

Lines with any punctuation are left alone: there the writer's own marks cut the clauses.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from scraper.votes.grammar import _tag

_I = re.IGNORECASE
# Any mark a writer cuts clauses with, the line's own; a line with one is not run on.
_PUNCTUATED = re.compile(r"[.,!?;:()\"«»…—–]|\s-\s")
# The vote words (abbreviations and slips are spelled out by then) that open an act.
_ACT = re.compile(r"(?<=\S)[ \t]+(?=(?:голос|голосую|гс|гл|снимаю|анвоут|унвот)(?![\w-]))", _I)
# A word that takes the vote word after it as part of its own clause.
_GOVERNS = re.compile(
    r"(?:не|ни|бы|б|или|что|чтобы|чтоб|как|где|когда|если|это|этот|тот|вот|мой|моя|свой|"
    r"твой|его|ее|её|их|чей|наш|ваш|за|на|против|в|во|с|со|у|к|от|по|о|об|про|до|без|через|"
    r"уже|ещё|еще|тоже|также|весь|всего|один|лишь|только|даже|"
    # a word of wanting or needing ("отдаю голос", a verb before the vote noun, is _verb's)
    r"хочу|хотел\w*|буду|будет|могу|можно|надо|нужно|стоит"
    # an adjective or a possessive: "последний голос", "свой голос", "мой голос"
    r"|\w+(?:ый|ий|ой|ая|яя|ое|ее|ие|ые|ую|юю|ого|его))",
    _I,
)
# What before the act makes it a wish, a plan or a condition, not an act done.
_HEDGED = re.compile(
    r"\b(?:если|бы|б|может|можно|наверн\w*|хочу|хотел\w*|буду|будет|будем|собира\w*|планиру\w*|"
    r"думаю|предлага\w*|давайте|давай|надо|нужно|стоит|завтра|потом|позже|вечером|когда|кто|"
    r"чтобы|чтоб|не)\b",
    _I,
)
# A name taken off before: "снимаю гс с иры гс полкан": the name ends the withdrawal ("за
# тапка голосую", "на вишню голос": the name the vote word's own target, written first)
_GOVERNED = re.compile(r"\b(?:с|со|от)\s+(?:[^\W\d_]+\s+)?$", _I)
# The vote word as a noun, what a verb before it may take: "отдай голос"
_NOUN = re.compile(r"(?:голос|гс|гл)(?![\w-])", _I)
# How many words before the act a wish or a condition reaches ("я думаю что вишню слили зря и
# кто громче всех топил тот и гомункул голос милан": the opinion is long done by the act)
_HEDGE_REACH = 5
_WORD = re.compile(r"[^\W\d_][\w-]*$")


def break_run_on(text: str, names_someone: Callable[[str], bool]) -> str:
    """``text`` with a full stop put back before each act a run-on line starts anew."""
    return "\n".join(_broken(line, names_someone) for line in text.split("\n"))


def _broken(line: str, names_someone: Callable[[str], bool]) -> str:
    if _PUNCTUATED.search(line) or len(line.split()) < 4:
        return line
    out: list[str] = []
    start = 0
    for gap in _ACT.finditer(line):
        before = line[start : gap.start()]
        last = _WORD.search(before)
        if (
            last is None
            or _GOVERNS.fullmatch(last.group(0))
            or (_NOUN.match(line, gap.end()) and _verb(last.group(0)))
            or (names_someone(last.group(0)) and not _GOVERNED.search(before[: last.start()]))
            or _HEDGED.search(" ".join(before.split()[-_HEDGE_REACH:]))
        ):
            continue
        out.append(before + ".")
        start = gap.start()
    out.append(line[start:])
    return "".join(out)


def _verb(word: str) -> bool:
    """A verb the vote noun after it may belong to: "отдай голос за Лиса" (an order), "Маркус
    решил голос на ирэн" (what another did, the infinitive left out)."""
    return _tag(word.lower()).POS in ("VERB", "INFN")
