"""Read night orders from what players write to the GM in Russian.

"Проверяю Кота", "Лечу Алису", "Блок на Ежа", "Копирую у Лисы на Кота", "Камень: лечение на
Алису", "Убиваем Лису, исполнитель Похоть", "Выбираю заявку Похоти". A message is cut into
clauses (lines and sentences); a clause with an action word gives one order, its players read
with the roster (declined forms, aliases, look-alike letters). Verbs are recognised by their
lemma (pymorphy3), so every person and tense of a verb counts, plus the slang of the games
("блочу", "хилю", "чекаю"). Nothing is guessed: a reading is ``sure`` only when the action and
every player are exact; otherwise it says why it is not, and a message with no order at all is
unreadable. This module knows text only: whether the writer's role has that action is the
caller's question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache

import pymorphy3

from scraper.nicknames import Roster, clean

# lemma (or slang beginning) → the action it names
_LEMMAS: dict[str, str] = {
    "проверять": "check",
    "проверить": "check",
    "проверка": "check",
    "смотреть": "check",
    "посмотреть": "check",
    "лечить": "heal",
    "вылечить": "heal",
    "лечение": "heal",
    "спасать": "heal",
    "спасти": "heal",
    "блок": "block",
    "блокировать": "block",
    "заблокировать": "block",
    "блокировка": "block",
    "копировать": "copy",
    "скопировать": "copy",
    "копия": "copy",
    "копирование": "copy",
    "убивать": "kill",
    "убить": "kill",
    "убийство": "kill",
    "стрелять": "kill",
    "выстрелить": "kill",
    "выстрел": "kill",
    "связывать": "link",
    "связать": "link",
    "связь": "link",
    "соединять": "link",
    "соединить": "link",
    "искать": "search",
    "поиск": "search",
    "найти": "search",
    "заявка": "request",
    "выбирать": "pick",
    "выбрать": "pick",
    "пропускать": "pass",
    "пропуск": "pass",
    "зеркало": "mirror",
    "отражение": "mirror",
    "отразить": "mirror",
    "купол": "dome",
    "иммунитет": "execution_immunity",
    "неприкосновенность": "execution_immunity",
    "сравнивать": "compare",
    "сравнить": "compare",
    "сравнение": "compare",
}
_SLANG = (("блоч", "block"), ("блок", "block"), ("хил", "heal"), ("чек", "check"))
_EXECUTOR = {"исполнитель", "исполнять", "исполнить", "исполнение", "выполнять", "выполнить"}
_STONE = {"камень"}
_MAIN_ACTIONS = ("kill", "block", "copy", "check", "heal", "link", "search")
STONE_ONLY = ("mirror", "dome", "execution_immunity", "compare", "vote_remove", "vote_add")
_VOTE_REMOVE = {"снимать", "снять", "убирать", "убрать", "забирать", "забрать", "отнимать"}
_VOTE_ADD = {"добавлять", "добавить", "давать", "дать", "прибавлять", "двойной", "удвоить"}
# words that sit between the action and its players
_FILLER_WORDS = (
    "на у с со в во к и а от для по за это этой эту этого ночь ночью сегодня я мы хочу хотим "
    "буду будем цель игрока игрок пожалуйста плз моё мое мой действие нд ход свой своё свое "
    "заявку заявки заявка голос голоса роль трупа труп лечение тогда лучше всё все же ещё "
    "еще среди ишварит ишварита багровый багрового алхимик алхимика ксинга ксинг"
)
_FILLER = frozenset(_FILLER_WORDS.split())
_CLAUSE = re.compile(r"[\n.!?;]+")
_WORD = re.compile(r"[\w\-']+|->|→|=>|\+")
_ARROWS = {"->", "→", "=>"}


@dataclass(frozen=True, slots=True)
class ReadOrder:
    """One order read from a clause; ``action`` is a night action, ``stone`` (with ``use``),
    ``request`` (a homunculus's kill request), ``pick`` (Father picks the request of
    ``source``) or ``pass`` (no action tonight)."""

    action: str
    raw: str
    target: str | None = None
    targets: tuple[str, ...] = ()
    source: str | None = None
    executor: str | None = None
    use: str | None = None
    sure: bool = True
    doubts: tuple[str, ...] = ()
    candidates: tuple[str, ...] = ()

    def as_order(self, actor: str) -> dict[str, object]:
        """The order in the night input's shape (INTERFACES.md)."""
        order: dict[str, object] = {"actor": actor, "action": self.action}
        if self.target:
            order["target"] = self.target
        if self.targets:
            order["targets"] = list(self.targets)
        for key in ("source", "executor", "use"):
            value = getattr(self, key)
            if value:
                order[key] = value
        return order


@dataclass(frozen=True, slots=True)
class Reading:
    """What one message says: its orders in the order written, and what could not be read."""

    orders: tuple[ReadOrder, ...] = ()
    unreadable: tuple[str, ...] = ()
    doubts: tuple[str, ...] = field(default_factory=tuple)

    @property
    def sure(self) -> bool:
        return bool(self.orders) and not self.unreadable and all(o.sure for o in self.orders)


@lru_cache(maxsize=1)
def _morph() -> pymorphy3.MorphAnalyzer:
    return pymorphy3.MorphAnalyzer()


@lru_cache(maxsize=8192)
def lemmas(word: str) -> frozenset[str]:
    """Every dictionary form of a word (a verb form may belong to two verbs: "лечу")."""
    word = clean(word)
    return frozenset({word} | {p.normal_form.replace("ё", "е") for p in _morph().parse(word)})


def _action_of(word: str) -> str | None:
    forms = lemmas(word)
    for form in forms:
        if form in _LEMMAS:
            return _LEMMAS[form]
    low = clean(word)
    return next((action for start, action in _SLANG if low.startswith(start)), None)


@dataclass
class _Names:
    """Players found in a run of words, in order, with how sure each one is."""

    found: list[str] = field(default_factory=list)
    doubts: list[str] = field(default_factory=list)
    candidates: list[str] = field(default_factory=list)


def find_names(words: list[str], roster: Roster) -> _Names:
    """Players named in ``words``: exact spans (longest first), then careful single words."""
    names = _Names()
    i = 0
    while i < len(words):
        word = words[i]
        if clean(word) in _FILLER or word in _ARROWS or word == "+" or _action_of(word):
            i += 1
            continue
        for span in (3, 2, 1):
            if i + span > len(words):
                continue
            exact = roster.exact(" ".join(words[i : i + span]))
            if len(exact) == 1:
                names.found.append(next(iter(exact)))
                i += span
                break
            if len(exact) > 1 and span == 1:
                names.doubts.append(f"«{word}»: подходят {', '.join(sorted(exact))}")
                names.candidates += sorted(exact)
                i += 1
                break
        else:
            resolution = roster.resolve(word) if len(clean(word)) >= 3 else None
            if resolution and resolution.target:
                names.found.append(resolution.target)
                names.doubts.append(f"«{word}» прочитано как {resolution.target}")
            elif resolution and resolution.candidates:
                names.doubts.append(f"«{word}»: подходят {', '.join(resolution.candidates)}")
                names.candidates += list(resolution.candidates)
            i += 1
    return names


def clauses(text: str) -> list[str]:
    """The message cut into clauses: lines, then sentences (commas stay inside a clause)."""
    return [c.strip() for c in _CLAUSE.split(text) if c.strip()]


def read_clause(clause: str, roster: Roster) -> ReadOrder | None:
    """The order one clause gives, or None when it names no action."""
    words = _WORD.findall(clause)
    stone = bool(words) and bool(lemmas(words[0]) & _STONE)
    if stone:
        words = words[1:]
    found = [(i, _action_of(w)) for i, w in enumerate(words)]
    actions = [(i, a) for i, a in found if a]
    if any(a == "pick" for _, a in actions):  # "выбираю заявку X": the pick, not a request
        actions = [(i, a) for i, a in actions if a != "request"]
    elif any(a == "request" for _, a in actions):  # "заявка: убить X" is one request
        actions = [(i, a) for i, a in actions if a != "kill"]
    executor_at = next((i for i, w in enumerate(words) if lemmas(w) & _EXECUTOR), None)
    vote_use = _vote_use(words)
    if vote_use and stone:
        actions = [(0, vote_use)]
    if not actions:
        return None
    at, action = actions[0]
    doubts: list[str] = []
    if len({a for _, a in actions}) > 1:
        doubts.append("в одной фразе несколько действий: " + ", ".join(a for _, a in actions))
    use: str | None = None
    if stone:
        use, action = action, "stone"
        if use in ("request", "pick", "pass", "search"):
            doubts.append(f"камнем нельзя: {use}")
    elif action in STONE_ONLY:
        doubts.append(f"«{words[at]}» — действие камня, а слова «камень» нет")
        use, action = action, "stone"
    if action == "pass":
        return ReadOrder("pass", clause)
    before, after = words[:at], words[at + 1 :]
    executor: str | None = None
    if executor_at is not None and executor_at > at:
        tail = find_names(words[executor_at + 1 :], roster)
        executor = tail.found[0] if tail.found else None
        doubts += tail.doubts
        if executor is None:
            doubts.append("исполнитель не прочитан")
        after = words[at + 1 : executor_at]
    names = find_names(after, roster)
    if not names.found and not names.candidates:
        names = find_names(before, roster)
    doubts += names.doubts
    return _shape(clause, action, use, names, executor, doubts, after)


def _vote_use(words: list[str]) -> str | None:
    forms = set().union(*(lemmas(w) for w in words)) if words else set()
    if "голос" not in forms:
        return None
    if forms & _VOTE_REMOVE:
        return "vote_remove"
    if forms & _VOTE_ADD:
        return "vote_add"
    return None


def _shape(
    raw: str,
    action: str,
    use: str | None,
    names: _Names,
    executor: str | None,
    doubts: list[str],
    after: list[str],
) -> ReadOrder:
    kind = use or action
    found = names.found
    want = {"copy": 2, "link": 2, "compare": 2, "mirror": 0, "dome": 0}.get(kind, 1)
    if kind == "dome" and found:
        want = 1
    source: str | None = None
    target: str | None = None
    targets: tuple[str, ...] = ()
    if action == "pick":
        source = found[0] if found else None
        if len(found) != 1:
            doubts.append("не ясно, чью заявку выбрали")
    elif kind == "copy":
        if len(found) == 2:
            source, target = _copy_pair(found, after)
        else:
            doubts.append("для копирования нужны двое: у кого и на кого")
    elif want == 2:
        if len(found) == 2:
            targets = (found[0], found[1])
        else:
            doubts.append(f"нужны два игрока, прочитано: {len(found)}")
    elif want == 1:
        if len(found) == 1:
            target = found[0]
        elif not found:
            doubts.append("цель не прочитана")
        else:
            doubts.append("несколько целей: " + ", ".join(found))
    elif found:
        doubts.append("лишние имена: " + ", ".join(found))
    return ReadOrder(
        action=action,
        raw=raw,
        target=target,
        targets=targets,
        source=source,
        executor=executor,
        use=use,
        sure=not doubts,
        doubts=tuple(doubts),
        candidates=tuple(names.candidates),
    )


def _copy_pair(found: list[str], words: list[str]) -> tuple[str, str]:
    """(source, target) of a copy: "у X на Y", "X на Y", "X -> Y", and "на Y у X"."""
    lowered = [clean(w) for w in words]
    if "у" in lowered and "на" in lowered and lowered.index("на") < lowered.index("у"):
        return found[1], found[0]
    return found[0], found[1]


def read_message(text: str, roster: Roster) -> Reading:
    """Every order in a message, and the clauses that name players but no action."""
    orders: list[ReadOrder] = []
    loose: list[str] = []
    for clause in clauses(text):
        order = read_clause(clause, roster)
        if order is not None:
            orders.append(order)
        elif find_names(_WORD.findall(clause), roster).found:
            loose.append(clause)
    if not orders:
        return Reading((), tuple(loose) or (text.strip(),))
    doubts = tuple(f"ещё имена без действия: «{c}»" for c in loose)
    if doubts:
        orders = [replace(o, sure=False, doubts=(*o.doubts, *doubts)) for o in orders]
    return Reading(tuple(orders), (), doubts)
