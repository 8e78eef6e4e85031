"""The engine's decision logs in Russian, for the GM's notes (the day's rule decisions).

The engine keeps each decision as an English line with its code (``engine.day_codes.Event``);
the notes show it in Russian by the line's shape. A line whose shape is not known here stays
as the engine wrote it, so nothing is lost (and the page's English check finds it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from engine.day_codes import Reason
from engine.day_votes import detail
from engine.roles import ROLE_NAMES_RU
from poster.night_words import action_ru, refusal_ru, stone_use_ru
from poster.wording import reason_ru

Words = Callable[[re.Match[str]], str]
_SHOWN = {"side": "сторона", "role": "роль"}
_WHEN = {"before": "до", "after": "после"}
_KIND = {
    "vote": "голос",
    "withdraw": "снятие голоса",
    "unvote": "снятие голоса",
    "abstain": "воздержание",
    "pass": "«пас»",
}
_MODES = {"majority": "большинство", "all": "все"}
_REASON_OF_DETAIL = {detail(reason): str(reason) for reason in Reason}


def _why(text: str) -> str:
    """The engine's English detail of a vote not counted, or of a modkill, in Russian."""
    if text in _REASON_OF_DETAIL:
        return reason_ru(_REASON_OF_DETAIL[text])
    if text in {str(reason) for reason in Reason}:
        return reason_ru(text)
    number = re.match(r"^skip number (\d+)( in a row)?$", text)
    if number:
        return f"{number[1]}-й пропуск" + (" подряд" if number[2] else "")
    return {
        "a skip and a missed action": "пропуск и пропущенное действие",
        "a skip, then a missed night action": "пропуск, затем пропущенное ночное действие",
        "an edited vote post": "отредактированный пост с голосом",
        "reveal = none": "раскрытие выключено",
    }.get(text, text)


def _where(text: str) -> str:
    """«12 alive (> 8)» → «живых 12 (> 8)»."""
    return re.sub(r"(\d+) alive", r"живых \1", text)


def _role(role: str) -> str:
    return ROLE_NAMES_RU.get(role, role)


_DAY: tuple[tuple[str, Words], ...] = (
    (r"^(.+) votes for himself: a skip$", lambda m: f"{m[1]} голосует за себя: это пропуск"),
    (
        r"^(.+) skips on a fast day: no penalty$",
        lambda m: f"{m[1]} пропускает быстрый день: без штрафа",
    ),
    (r"^(.+) skips: \+(\d+)$", lambda m: f"{m[1]} пропускает: +{m[2]}"),
    (r"^(.+) abstained: not a skipper$", lambda m: f"{m[1]} воздержался(-ась): не пропуск"),
    (r"^(.+) has no vote today$", lambda m: f"{m[1]}: сегодня без голоса"),
    (r"^(.+) posted: not a skipper$", lambda m: f"{m[1]} писал(а) в теме: не пропуск"),
    (
        r"^(.+): modkill \((.*)\)(, side not revealed)?$",
        lambda m: f"{m[1]}: модкилл ({_why(m[2])})" + (", сторона не раскрывается" if m[3] else ""),
    ),
    (r"^(.+)'s (side|role) is published$", lambda m: f"{m[1]}: публикуется {_SHOWN[m[2]]}"),
    (
        r"^a modkill voids the day's result: nobody dies$",
        lambda m: "модкилл отменяет итог дня: никто не казнён",
    ),
    (r"^vote (.+) → (.+) dropped$", lambda m: f"голос {m[1]} → {m[2]} снят"),
    (r"^(.+)'s vote counts (\d+) \(Stone\)$", lambda m: f"голос {m[1]} весит {m[2]} (Камень)"),
    (
        r"^(\d+) alive (before|after) the execution (\(.*\)): the executed player's (side|role) "
        r"is revealed$",
        lambda m: (
            f"живых {_WHEN[m[2]]} казни: {m[1]} {m[3]}: раскрывается {_SHOWN[m[4]]} казнённого"
        ),
    ),
    (
        r"^(\d+) alive (before|after) the execution \((.*)\): nothing revealed$",
        lambda m: f"живых {_WHEN[m[2]]} казни: {m[1]} ({_why(m[3])}): ничего не раскрывается",
    ),
    (
        r"^Crimson Alchemist (.+) explodes and takes (.+) \((\w+)\) with him$",
        lambda m: f"Багровый Алхимик {m[1]} взрывается и забирает с собой {m[2]} ({_role(m[3])})",
    ),
    (
        r"^Pride (.+) dies after absorbing Crimson: the GM asks whom he takes with him$",
        lambda m: (
            f"Гордыня {m[1]} умирает, поглотив Багрового: ведущий спрашивает, кого он "
            "заберёт с собой"
        ),
    ),
    (
        r"^Father (.+) dies: Pride (.+) becomes Father$",
        lambda m: f"Отец {m[1]} умирает: Гордыня {m[2]} становится Отцом",
    ),
    (
        r"^Father (.+) dies: no Pride to succeed him$",
        lambda m: f"Отец {m[1]} умирает: Гордыни, чтобы стать Отцом, нет",
    ),
    (
        r"^Xing Alchemist (.+) dies: Bodyguard (.+) becomes Xing$",
        lambda m: (
            f"Алхимик Ксинга {m[1]} умирает: Телохранитель {m[2]} становится Алхимиком Ксинга"
        ),
    ),
    (r"^no votes counted: nobody is executed$", lambda m: "голосов нет: никто не казнён"),
    (
        r"^(.+) is immune today: not executed$",
        lambda m: f"{m[1]} сегодня неприкосновенен: не казнён",
    ),
    (
        r"^immune player alone on top: the next highest \((.*)\) die$",
        lambda m: f"первым неприкосновенный: казнены следующие ({m[1]})",
    ),
    (
        r"^the immune player on top: nobody is executed$",
        lambda m: "первым неприкосновенный: никто не казнён",
    ),
    (r"^(.+) is executed with (\d+) votes$", lambda m: f"{m[1]} казнён(а): голосов {m[2]}"),
    (
        r"^tie at (\d+) \((.*)\), (.+): all die$",
        lambda m: f"ничья на {m[1]} ({m[2]}), {_where(m[3])}: казнены все",
    ),
    (
        r"^tie at (\d+) \((.*)\), (.+): nobody dies$",
        lambda m: f"ничья на {m[1]} ({m[2]}), {_where(m[3])}: никто не казнён",
    ),
    (
        r"^tie of two at (\d+) \((.*)\): both die$",
        lambda m: f"ничья двоих на {m[1]} ({m[2]}): казнены оба",
    ),
    (
        r"^tie of (\d+) at (\d+): nobody dies$",
        lambda m: f"ничья {m[1]} игроков на {m[2]}: никто не казнён",
    ),
    (
        r"^tie at (\d+) \((.*)\): the GM decides$",
        lambda m: f"ничья на {m[1]} ({m[2]}): решает ведущий",
    ),
    (
        r"^(.+) are tied at the same moment: the GM decides$",
        lambda m: f"{m[1]}: ничья в один и тот же момент: решает ведущий",
    ),
    (
        r"^tie at (\d+) \((.*)\), (.+): (.+) reached it first \((.+)\)$",
        lambda m: (
            f"ничья на {m[1]} ({m[2]}), {_where(m[3])}: {m[4]} набрал(а) столько "
            f"первым(-ой) ({m[5]})"
        ),
    ),
    (
        r"^tie at (\d+) \((.*)\), (.+): (.+) had the earliest last vote \((.+)\)$",
        lambda m: (
            f"ничья на {m[1]} ({m[2]}), {_where(m[3])}: последний голос за {m[4]} "
            f"был раньше всех ({m[5]})"
        ),
    ),
    (
        r"^(.+): (vote|withdraw|unvote|abstain|pass) ?(.*) at (\S+) not counted \((.*)\)$",
        lambda m: f"{m[1]}: {_KIND[m[2]]} {m[3]} в {m[4]} не засчитан(о) ({_why(m[5])})".replace(
            "  ", " "
        ),
    ),
    (
        r"^day closes early at (\S+): (\d+) of (\d+) living players hold an early vote "
        r"\((\w+)\)$",
        lambda m: (
            f"день закрыт досрочно в {m[1]}: досрочный голос у {m[2]} из {m[3]} живых "
            f"({_MODES.get(m[4], m[4])})"
        ),
    ),
    (
        r"^(.+): 'досрочно' on day (\d+) is an ordinary vote$",
        lambda m: f"{m[1]}: «досрочно» в день {m[2]} — обычный голос",
    ),
    (r"^(.+) (withdraw|unvote|abstain|pass)s$", lambda m: f"{m[1]}: {_KIND[m[2]]}"),
    (r"^first count, to (\S+)$", lambda m: f"первый подсчёт, до {m[1]}"),
    (r"^second count, among the survivors$", lambda m: "второй подсчёт, среди выживших"),
    (r"^(.+) votes (.+)$", lambda m: f"{m[1]} голосует за {m[2]}"),
    (
        r"^(.+)'s day counts as a skip \((.*)\)$",
        lambda m: f"{m[1]}: день засчитан как пропуск ({_why(m[2])})",
    ),
)
_DAY_PATTERNS = tuple((re.compile(pattern), words) for pattern, words in _DAY)


def _translated(line: str, patterns: tuple[tuple[re.Pattern[str], Words], ...]) -> str:
    for pattern, words in patterns:
        match = pattern.match(line)
        if match:
            return words(match)
    return line


def day_log_ru(entry: Mapping[str, Any] | str) -> str:
    """One decision of the day's log (an entry, or its line) in Russian."""
    line = entry if isinstance(entry, str) else str(entry.get("event", ""))
    return _translated(line, _DAY_PATTERNS)


_CAUSES = {
    "kill": "убийство",
    "absorbed": "поглощение",
    "stone_backfire": "отдача Камня",
    "heal_backfire": "отдача лечения",
    "explosion": "взрыв",
    "link": "связь",
}
_SIDES = {"homunculi": "гомункулы", "town": "город", "loner": "одиночка"}
_DESCRIBED = re.compile(
    r"^(?P<actor>.+?): (?:stone (?P<use>\w+)|(?P<action>\w+)) → (?P<on>[^()]+?)"
    r"(?: \(copying (?P<source>.+?)\))?(?: \(executor (?P<executor>.+?)\))?$"
)


def order_line_ru(described: str) -> str:
    """An order as the engine describes it («X: kill → Y (executor Z)»), in Russian."""
    m = _DESCRIBED.match(described)
    if m is None:
        return described
    what = f"Камень: {stone_use_ru(m['use'])}" if m["use"] else action_ru(m["action"])
    on = "—" if m["on"] == "-" else m["on"]
    extra = f" (копия {m['source']})" if m["source"] else ""
    extra += f" (исполнитель {m['executor']})" if m["executor"] else ""
    return f"{m['actor']}: {what} → {on}{extra}"


def _refused(text: str) -> str:
    """«ORDER (REASON)» in Russian: the split where both the order and the reason are known
    (an order's own brackets and a reason's brackets make the first or last split wrong)."""
    for at in reversed([m.start() for m in re.finditer(r" \(", text)]):
        order, reason = text[:at], text[at + 2 : -1]
        said = refusal_ru(reason)
        if _DESCRIBED.match(order) and not said.startswith("приказ не принят ("):
            return f"{order_line_ru(order)} ({said})"
    return text


def _cause(text: str) -> str:
    cause, _, by = text.partition(", by ")
    return _CAUSES.get(cause, cause) + (f", от {by}" if by else "")


_NIGHT: tuple[tuple[str, Words], ...] = (
    (r"^refused: (.+)$", lambda m: f"не выполнено: {_refused(m[1])}"),
    (
        r"^(\d+) players remain: the Stone becomes the Complete Stone$",
        lambda m: f"живых осталось {m[1]}: Камень становится Совершенным",
    ),
    (
        r"^(\d+) deaths \(the drawn threshold is (\d+)\): the Unfinished Stone appears with (.+)$",
        lambda m: (
            f"смертей {m[1]} (порог по жребию {m[2]}): Незавершённый Камень появляется у {m[3]}"
        ),
    ),
    (
        r"^the Stone holder (.+) died at night: the Stone passes to (.+)$",
        lambda m: f"держатель Камня {m[1]} погиб ночью: Камень переходит к {m[2]}",
    ),
    (
        r"^the Stone holder died and nobody can receive the Stone$",
        lambda m: "держатель Камня погиб, и получить Камень некому",
    ),
    (
        r"^the Stone holder (.+) died and no living killer takes it: it appears with (.+)$",
        lambda m: f"держатель Камня {m[1]} погиб, живого убийцы нет: Камень появляется у {m[2]}",
    ),
    (r"^(.+) is absorbed by (.+)$", lambda m: f"{m[1]} поглощён(а): {m[2]}"),
    (r"^(.+) dies \((.+)\)$", lambda m: f"{m[1]} погибает ({_cause(m[2])})"),
    (
        r"^(.+)'s Stone (\w+): backfire set by the GM$",
        lambda m: f"Камень {m[1]} ({stone_use_ru(m[2])}): отдача — решение ведущего",
    ),
    (
        r"^(.+)'s Stone (\w+): backfire ruled out by the GM$",
        lambda m: f"Камень {m[1]} ({stone_use_ru(m[2])}): отдачи нет — решение ведущего",
    ),
    (
        r"^(.+)'s Stone (\w+): backfire chance (\d+%), (backfires|no backfire) \(seeded draw\)$",
        lambda m: (
            f"Камень {m[1]} ({stone_use_ru(m[2])}): шанс отдачи {m[3]}, "
            + ("отдача" if m[4] == "backfires" else "без отдачи")
            + " (жребий по зерну)"
        ),
    ),
    (
        r"^(.+) is dead and does not act: (.+)$",
        lambda m: f"{m[1]} мёртв(а) и не действует: {order_line_ru(m[2])}",
    ),
    (
        r"^(.+) is under the dome and sends nothing: (.+)$",
        lambda m: f"{m[1]} под куполом и ничего не делает: {order_line_ru(m[2])}",
    ),
    (
        r"^Father (.+) is dead: no homunculi kill$",
        lambda m: f"Отец {m[1]} мёртв: убийства гомункулов нет",
    ),
    (
        r"^(.+) is blocked: (.+) does not happen$",
        lambda m: f"{m[1]} заблокирован(а): {order_line_ru(m[2])} не происходит",
    ),
    (
        r"^the mirror of (.+) turns (.+) back on (.+)$",
        lambda m: f"зеркало {m[1]} обращает {order_line_ru(m[2])} против {m[3]}",
    ),
    (
        r"^(.+) lands on (.+) \(backfired dome\)$",
        lambda m: f"{order_line_ru(m[1])} попадает в {m[2]} (отдача купола)",
    ),
    (
        r"^(.+) fails: (.+) under the dome$",
        lambda m: f"{order_line_ru(m[1])} не удаётся: {m[2]} под куполом",
    ),
    (r"^(.+): nothing to do$", lambda m: f"{order_line_ru(m[1])}: делать нечего"),
    (
        r"^(.+) checks (.+): (homunculi|town|loner)( \(backfire: about himself\))?$",
        lambda m: (
            f"{m[1]} проверяет {m[2]}: {_SIDES[m[3]]}" + (" (отдача: о себе)" if m[4] else "")
        ),
    ),
    (r"^(.+) raises the mirror$", lambda m: f"{m[1]} поднимает зеркало"),
    (
        r"^the dome backfires: (.+)'s night action moves onto (.+)$",
        lambda m: f"отдача купола: ночное действие {m[1]} переходит на {m[2]}",
    ),
    (
        r"^(.+) puts a dome over (.+): immune to all night actions, sends none$",
        lambda m: (
            f"{m[1]} ставит купол над {m[2]}: ночные действия на него(неё) не действуют, "
            "сам(а) ничего не делает"
        ),
    ),
    (r"^(.+) blocks (.+)$", lambda m: f"{m[1]} блокирует {m[2]}"),
    (r"^(.+) heals (.+)$", lambda m: f"{m[1]} лечит {m[2]}"),
    (
        r"^(.+) links (.+) and (.+) for a day$",
        lambda m: f"{m[1]} связывает {m[2]} и {m[3]} на день",
    ),
    (
        r"^(.+) removes (.+)'s vote for the day$",
        lambda m: f"{m[1]} лишает {m[2]} голоса на день",
    ),
    (
        r"^(.+) gives (.+) a second vote for the day$",
        lambda m: f"{m[1]} даёт {m[2]} второй голос на день",
    ),
    (
        r"^(.+) makes (.+) immune from execution for the day$",
        lambda m: f"{m[1]} защищает {m[2]} от казни на день",
    ),
    (
        r"^(.+) compares (.+) and (.+): (same|different) side$",
        lambda m: (
            f"{m[1]} сравнивает {m[2]} и {m[3]}: "
            + ("одна сторона" if m[4] == "same" else "разные стороны")
        ),
    ),
    (
        r"^(.+) learns the role of the dead (.+): (\w+)$",
        lambda m: f"{m[1]} узнаёт роль мёртвого {m[2]}: {_role(m[3])}",
    ),
    (
        r"^(.+) copies (.+): (\w+) has no night action to copy$",
        lambda m: f"{m[1]} копирует {m[2]}: у роли «{_role(m[3])}» нет ночного действия",
    ),
    (
        r"^(.+) copies (.+)'s link onto (.+) \(with himself\)$",
        lambda m: f"{m[1]} копирует связь {m[2]}: на {m[3]} (с собой)",
    ),
    (
        r"^(.+) copies (.+)'s (\w+) onto (.+) \(acts at step (\d+)\)$",
        lambda m: f"{m[1]} копирует действие {m[2]} ({action_ru(m[3])}) на {m[4]} (шаг {m[5]})",
    ),
    (
        r"^(.+) searches (.+) for the (\w+): (found|not found)$",
        lambda m: (
            f"{m[1]} ищет у {m[2]} роль «{_role(m[3])}»: "
            + ("найдена" if m[4] == "found" else "не найдена")
        ),
    ),
    (
        r"^(.+) is healed and survives (.+)'s attack$",
        lambda m: f"{m[1]} вылечен(а) и переживает нападение {m[2]}",
    ),
    (
        r"^(.+) is healed: the absorption fails \(GM option\)$",
        lambda m: f"{m[1]} вылечен(а): поглощение не удаётся (по выбору ведущего)",
    ),
    (
        r"^(.+) is healed and survives \((.+)\)$",
        lambda m: f"{m[1]} вылечен(а) и выживает ({order_line_ru(m[2])})",
    ),
    (
        r"^Greed's Absolute Shield stops (.+)$",
        lambda m: f"Абсолютный щит Жадности останавливает {order_line_ru(m[1])}",
    ),
    (
        r"^the Stone's kill backfires on (.+), who is healed and survives$",
        lambda m: f"отдача убийства Камнем: {m[1]} вылечен(а) и выживает",
    ),
    (
        r"^the Stone's kill backfires on (.+): Greed's shield holds$",
        lambda m: f"отдача убийства Камнем на {m[1]}: щит Жадности держит",
    ),
    (
        r"^the Stone's kill backfires: (.+) dies$",
        lambda m: f"отдача убийства Камнем: {m[1]} погибает",
    ),
    (
        r"^the Stone's link backfires: (.+) is linked with (.+)$",
        lambda m: f"отдача связи Камнем: {m[1]} связан(а) с {m[2]}",
    ),
    (
        r"^the Stone's heal backfires: (.+) will die at the next night$",
        lambda m: f"отдача лечения Камнем: {m[1]} умрёт следующей ночью",
    ),
    (
        r"^the Stone's (\w+) backfires: (.+) has no vote tomorrow$",
        lambda m: f"отдача Камня ({stone_use_ru(m[1])}): {m[2]} завтра без голоса",
    ),
    (
        r"^Father (.+) is gone: Pride (.+) becomes Father$",
        lambda m: f"Отца {m[1]} больше нет: Гордыня {m[2]} становится Отцом",
    ),
    (r"^Father (.+) is gone$", lambda m: f"Отца {m[1]} больше нет"),
    (
        r"^the Xing Alchemist (.+) is killed: Bodyguard (.+) becomes Xing$",
        lambda m: f"Алхимик Ксинга {m[1]} убит: Телохранитель {m[2]} становится Алхимиком Ксинга",
    ),
    (
        r"^Pride (.+) dies after absorbing Crimson: the GM asks whom he takes$",
        lambda m: (
            f"Гордыня {m[1]} умирает, поглотив Багрового: ведущий спрашивает, кого он заберёт"
        ),
    ),
    (
        r"^the game is over: (.*) wins?$",
        lambda m: (
            "игра окончена: победили "
            + (", ".join(_winner(w) for w in m[1].split(", ")) if m[1] != "nobody" else "никто")
        ),
    ),
)
_NIGHT_PATTERNS = tuple((re.compile(pattern), words) for pattern, words in _NIGHT)


def _winner(word: str) -> str:
    return _SIDES.get(word) or ROLE_NAMES_RU.get(word, word)


def night_log_ru(entry: Mapping[str, Any] | str) -> str:
    """One step of the night's course (an entry, or its line) in Russian."""
    line = entry if isinstance(entry, str) else str(entry.get("event", ""))
    return _translated(line, _NIGHT_PATTERNS)
