"""Russian words for the engine's reasons, for what the GM reads on the page and the chart."""

from __future__ import annotations

from engine.day_codes import Fate, Reason, VoteFate

_REASONS: dict[str, str] = {
    Reason.BEFORE_OPEN: "до начала дня",
    Reason.AFTER_DEADLINE: "после окончания дня",
    Reason.AFTER_EARLY_CLOSE: "после досрочного закрытия дня",
    Reason.VOTER_NOT_ALIVE: "голосующий не в игре",
    Reason.EARLY_LOCKED: "досрочный голос менять нельзя",
    Reason.FINAL_LOCKED: "голос «окончательно» менять нельзя",
    Reason.CHANGE_LIMIT: "исчерпан лимит смен голоса",
    Reason.SAME_POST_CHANGE: "смена голоса — только новым постом",
    Reason.TARGET_INVALID: "цель мертва, поглощена или неизвестна",
    Reason.LINKED: "связанные игроки не голосуют друг против друга",
    Reason.PASS_NOT_ALLOWED: "«пас» сегодня не разрешён",
    Reason.PASS_USED: "«пас» уже использован в этой игре",
    Reason.OUTSIDE_VOTE_WINDOW: "вне времени голосования",
    Reason.NOT_IN_VOTE_THREAD: "голос не в теме голосования",
    Reason.UNMARKED: "голос не выделен жирным или цветом",
    Reason.EDITED: "голос в отредактированном посте",
    Reason.SKIP_IMPOSED: "день игрока уже засчитан как пропуск",
    Reason.SELF_VOTE: "голос за себя считается пропуском",
}


def reason_ru(reason: str) -> str:
    """The reason code in Russian; an unknown one is shown as the engine wrote it."""
    return _REASONS.get(reason, reason)


_FLAG_KINDS = {
    "profanity": "мат",
    "insult": "оскорбление",
    "log_or_screenshot": "лог или скриншот",
}


def flag_kind_ru(kind: str) -> str:
    return _FLAG_KINDS.get(kind, kind)


def fate_ru(fate: VoteFate, day: int, replaced_by: str | None = None) -> str:
    """What became of a vote, as ``explain`` says it (the engine's fate, worded)."""
    why = f": {reason_ru(str(fate.reason))}" if fate.reason is not None else ""
    kind = fate.fate
    if kind is Fate.COUNTED:
        weight = "" if fate.weight in (None, 1) else f", вес {fate.weight}"
        return f"засчитан при закрытии дня {day}{weight}"
    if kind is Fate.REPLACED:
        later = f" (пост {replaced_by})" if replaced_by else ""
        return f"заменён более поздним действием того же игрока{later}, день {day}"
    if kind is Fate.WITHDRAWN:
        return f"снятие голоса, в силе к закрытию дня {day}"
    if kind is Fate.ABSTAINED:
        return f"воздержание («пас»), в силе к закрытию дня {day}"
    if kind is Fate.REJECTED:
        return f"не засчитан в день {day}{why}"
    if kind is Fate.VOIDED:
        return f"аннулирован в день {day}{why}"
    if kind is Fate.COUNTED_AS_SKIP:
        return f"засчитан как пропуск в день {day}{why}"
    if kind is Fate.DROPPED_MODKILLED_VOTER:
        return f"снят в день {day}: голосовавший получил модкилл"
    return f"снят в день {day}: цель получила модкилл"


_DRAFT_STATUSES = {
    "drafted": "черновик",
    "approved": "одобрен",
    "published": "опубликован",
    "superseded": "заменён новой версией",
    "rejected": "отклонён",
    "sent": "отправлен",
}


def draft_status_ru(status: str) -> str:
    """A draft's (or a private reply's) state in Russian."""
    return _DRAFT_STATUSES.get(status, status)
