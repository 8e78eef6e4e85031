"""Russian words for the engine's reasons, for what the GM reads on the page and the chart."""

from __future__ import annotations

from engine.day_codes import Fate, Reason, VoteFate
from mafia_i18n import N_, _

_REASONS: dict[str, str] = {
    Reason.BEFORE_OPEN: N_("до начала дня"),
    Reason.AFTER_DEADLINE: N_("после окончания дня"),
    Reason.AFTER_EARLY_CLOSE: N_("после досрочного закрытия дня"),
    Reason.VOTER_NOT_ALIVE: N_("голосующий не в игре"),
    Reason.EARLY_LOCKED: N_("досрочный голос менять нельзя"),
    Reason.FINAL_LOCKED: N_("голос «окончательно» менять нельзя"),
    Reason.CHANGE_LIMIT: N_("исчерпан лимит смен голоса"),
    Reason.SAME_POST_CHANGE: N_("смена голоса — только новым постом"),
    Reason.TARGET_INVALID: N_("цель мертва, поглощена или неизвестна"),
    Reason.LINKED: N_("связанные игроки не голосуют друг против друга"),
    Reason.PASS_NOT_ALLOWED: N_("«пас» сегодня не разрешён"),
    Reason.PASS_USED: N_("«пас» уже использован в этой игре"),
    Reason.OUTSIDE_VOTE_WINDOW: N_("вне времени голосования"),
    Reason.NOT_IN_VOTE_THREAD: N_("голос не в теме голосования"),
    Reason.UNMARKED: N_("голос не выделен жирным или цветом"),
    Reason.EDITED: N_("голос в отредактированном посте"),
    Reason.SKIP_IMPOSED: N_("день игрока уже засчитан как пропуск"),
    Reason.SELF_VOTE: N_("голос за себя считается пропуском"),
}


def reason_ru(reason: str) -> str:
    """The reason code in Russian; an unknown one is shown as the engine wrote it."""
    return _(_REASONS[reason]) if reason in _REASONS else reason


# The vote reader's second look (scraper.votes.second_look) and a fix gone stale
# (services.days): the page and the day's notes word them alike.
VOTE_CHECK_NAMES = {
    "vote_unread": N_("проверьте голос: похоже на голос, но он не прочитан"),
    "vote_hedged": N_("проверьте голос: рядом шутка, условие, вопрос или поправка"),
    "early_unclear": N_("проверьте голос: «досрочно» упомянуто, голос прочитан обычным"),
    "early_denied": N_("проверьте голос: прочитан досрочным, а рядом «не досрочно»"),
    "fix_outdated": N_("пост изменён после вашей поправки: она не применена, прочитайте заново"),
}
_FLAG_KINDS = {
    "profanity": N_("мат"),
    "insult": N_("оскорбление"),
    "log_or_screenshot": N_("лог или скриншот"),
    **VOTE_CHECK_NAMES,
}


def flag_kind_ru(kind: str) -> str:
    return _(_FLAG_KINDS[kind]) if kind in _FLAG_KINDS else kind


def fate_ru(fate: VoteFate, day: int, replaced_by: str | None = None) -> str:
    """What became of a vote, as ``explain`` says it (the engine's fate, worded)."""
    why = f": {reason_ru(str(fate.reason))}" if fate.reason is not None else ""
    said = _fate_words(fate, replaced_by)
    return said.format(day=day, why=why, weight=fate.weight, post=replaced_by)


def _fate_words(fate: VoteFate, replaced_by: str | None) -> str:
    kind = fate.fate
    if kind is Fate.COUNTED:
        if fate.weight in (None, 1):
            return _("засчитан при закрытии дня {day}")
        return _("засчитан при закрытии дня {day}, вес {weight}")
    if kind is Fate.REPLACED:
        if replaced_by:
            return _("заменён более поздним действием того же игрока (пост {post}), день {day}")
        return _("заменён более поздним действием того же игрока, день {day}")
    if kind is Fate.WITHDRAWN:
        return _("снятие голоса, в силе к закрытию дня {day}")
    if kind is Fate.ABSTAINED:
        return _("воздержание («пас»), в силе к закрытию дня {day}")
    if kind is Fate.REJECTED:
        return _("не засчитан в день {day}{why}")
    if kind is Fate.VOIDED:
        return _("аннулирован в день {day}{why}")
    if kind is Fate.COUNTED_AS_SKIP:
        return _("засчитан как пропуск в день {day}{why}")
    if kind is Fate.DROPPED_MODKILLED_VOTER:
        return _("снят в день {day}: голосовавший получил модкилл")
    return _("снят в день {day}: цель получила модкилл")


_DRAFT_STATUSES = {
    "drafted": N_("черновик"),
    "approved": N_("одобрен"),
    "published": N_("опубликован"),
    "superseded": N_("заменён новой версией"),
    "rejected": N_("отклонён"),
    "sent": N_("отправлен"),
}


def draft_status_ru(status: str) -> str:
    """A draft's (or a private reply's) state in Russian."""
    return _(_DRAFT_STATUSES[status]) if status in _DRAFT_STATUSES else status
