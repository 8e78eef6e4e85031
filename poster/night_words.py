"""Russian words for the night as the GM reads it on the page: actions, Stone uses, refusals.

The engine refuses an order with a one-line English reason (the CLI prints it as is); the page
shows the same reason in Russian, with the engine's words in brackets for a pattern not known
here, so nothing is lost.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.night_facts import GivenOrder

ACTION_NAMES_RU = {
    "kill": "убийство",
    "block": "блок",
    "copy": "копия",
    "check": "проверка",
    "heal": "лечение",
    "link": "связь",
    "search": "поиск",
    "request": "заявка",
    "stone": "Камень",
}
STONE_USES_RU = {
    "check": "проверка",
    "kill": "убийство",
    "block": "блок",
    "heal": "лечение",
    "link": "связь",
    "copy": "копия",
    "mirror": "зеркало",
    "vote_remove": "снять голос",
    "vote_add": "добавить голос",
    "dome": "купол",
    "execution_immunity": "защита от казни",
    "compare": "сравнение",
    "corpse_role": "роль мёртвого",
}


def action_ru(action: str) -> str:
    """A night action's Russian name; an unknown one as written."""
    return ACTION_NAMES_RU.get(action, action)


def stone_use_ru(use: str) -> str:
    return STONE_USES_RU.get(use, use)


def _targets(count: str) -> str:
    return "двух целей" if count == "2" else "одной цели"


_CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)

# (engine's reason, its Russian): the pattern's groups are the names the reason carries.
_REASONS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = tuple(
    (re.compile(pattern), words)
    for pattern, words in (
        (r"^the actor is not alive$", lambda m: "действующий игрок не жив"),
        (r"^one Stone use a night$", lambda m: "Камень — одно использование за ночь"),
        (r"^one night action a night$", lambda m: "одно ночное действие за ночь"),
        (
            r"^(\w+) has no '(\w+)' action$",
            lambda m: f"у этой роли нет действия «{action_ru(m[2])}»",
        ),
        (r"^(\w+) needs (\d) target\(s\)$", lambda m: f"{action_ru(m[1])}: нужно {_targets(m[2])}"),
        (r"^target (.+) is not alive$", lambda m: f"цель {m[1]} не жива"),
        (
            r"^Father's kill needs an executor",
            lambda m: "убийству Отца нужен исполнитель из заявок гомункулов",
        ),
        (
            r"^executor (.+) is not a living homunculus$",
            lambda m: f"исполнитель {m[1]} — не живой гомункул",
        ),
        (r"^(?:stone )?copy needs a living source player$", lambda m: "копии нужен живой игрок"),
        (r"cannot copy a homunculus$", lambda m: "гомункула копировать нельзя"),
        (r"^(.+) does not hold the Stone$", lambda m: f"{m[1]} не держит Камень"),
        (
            r"^the same Stone use \((\w+)\) two nights running$",
            lambda m: f"то же использование Камня («{stone_use_ru(m[1])}») две ночи подряд",
        ),
        (r"^stone (\w+) needs two targets$", lambda m: f"{stone_use_ru(m[1])}: нужно две цели"),
        (r"^stone (\w+) needs a target$", lambda m: f"{stone_use_ru(m[1])}: нужна цель"),
        (r"^(.+) is not a known dead player$", lambda m: f"{m[1]} — не известный мёртвый игрок"),
        (r"^the game is over", lambda m: "игра окончена: ночей больше нет"),
        (
            r"^day (\d+) is still open: night (\d+)",
            lambda m: (
                f"день {m[1]} ещё идёт: приказы ночи {m[2]} принимаются после его "
                "закрытия (иначе их проверял бы предварительный подсчёт)"
            ),
        ),
        (
            r"^night (\d+) is already resolved",
            lambda m: f"ночь {m[1]} уже разрешена: её приказы и итог остаются как есть",
        ),
        (r"^no order #(\d+) in night (\d+)", lambda m: f"в ночи {m[2]} нет приказа №{m[1]}"),
    )
)


def order_ru(order: GivenOrder) -> str:
    """An order as the GM reads it: «камень: зеркало → Алиса (копия Боб)»."""
    action = order.action
    what = f"камень: {stone_use_ru(str(order.use))}" if action == "stone" else action_ru(action)
    on = order.target or ", ".join(order.targets) or ""
    extra = f" (копия {order.source})" if order.source else ""
    extra += f" (исполнитель {order.executor})" if order.executor else ""
    return f"{what} → {on}{extra}".strip()


def refusal_ru(message: str) -> str:
    """Why an order was refused, in Russian (the engine's words in brackets when not known
    here). ``message`` is the reason, or the whole «order refused: ORDER: REASON»."""
    refused = message.startswith(("order refused", "приказ отклонён"))
    reason = message.rpartition(": ")[2] if refused else message
    for pattern, words in _REASONS:
        match = pattern.search(reason)
        if match:
            return words(match)
    if _CYRILLIC.search(reason):  # worded already (the services' errors speak Russian)
        return reason
    return f"приказ не принят ({message})"
