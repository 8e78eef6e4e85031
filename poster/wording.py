"""Russian words for the engine's reasons, for what the GM reads on the page and the chart."""

from __future__ import annotations

import re

_REASONS = {
    "after the early close": "после досрочного закрытия дня",
    "before the day opened": "до начала дня",
    "at or after the deadline": "после окончания дня",
    "voter is not alive in the game": "голосующий не в игре",
    "an early vote cannot be changed": "досрочный голос менять нельзя",
    "target is dead, absorbed or unknown": "цель мертва, поглощена или неизвестна",
    "linked players cannot vote against each other": (
        "связанные игроки не голосуют друг против друга"
    ),
}
_LIMIT = re.compile(r"^vote change limit reached \((\d+) a day\)$")


def reason_ru(reason: str) -> str:
    """The reason in Russian; an unknown one is shown as the engine wrote it."""
    if reason in _REASONS:
        return _REASONS[reason]
    found = _LIMIT.match(reason)
    if found:
        return f"исчерпан лимит смен голоса ({found.group(1)} в день)"
    return reason


_FLAG_KINDS = {
    "profanity": "мат",
    "insult": "оскорбление",
    "log_or_screenshot": "лог или скриншот",
}


def flag_kind_ru(kind: str) -> str:
    return _FLAG_KINDS.get(kind, kind)
