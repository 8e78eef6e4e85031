"""Terminal views: the day's count as a rich table."""

from __future__ import annotations

from rich.table import Table

from mafia_i18n import _
from services.days import DayResult
from services.wording import ROLE_NAMES_RU, SIDE_NAMES_RU


def count_table(number: int, result: DayResult, provisional: bool = False) -> Table:
    """Who has how many votes, from whom, and what happened at the close (``provisional``:
    what would happen if the day closed now)."""
    table = Table(title=_("День {day}: подсчёт голосов").format(day=number), title_justify="left")
    table.add_column(_("Игрок"))
    table.add_column(_("Голосов"), justify="right")
    table.add_column(_("Кто голосовал"))
    table.add_column(_("Итог"))
    voters: dict[str, list[str]] = {}
    for vote in result.standing:
        mark = "" if vote.weight == 1 else f" ×{vote.weight}"
        voters.setdefault(vote.target, []).append(
            vote.voter + mark + (_(" (д)") if vote.early else "")
        )
    for target, count in result.tally.items():
        outcome = []
        if target in result.executed:
            side = result.revealed.get(target)
            shown = SIDE_NAMES_RU.get(side or "") or ROLE_NAMES_RU.get(side or "", side)
            outcome.append(_("казнён") + (f" ({_(shown)})" if side and shown else ""))
        if target in result.penalties:
            skip = _("если не проголосует: +{n}") if provisional else _("пропуск +{n}")
            outcome.append(skip.format(n=result.penalties[target]))
        table.add_row(target, str(count), ", ".join(voters.get(target, [])), "; ".join(outcome))
    modkill = _("модкилл, если не проголосует") if provisional else _("модкилл (второй пропуск)")
    for player in result.modkilled:
        table.add_row(player, "—", "", modkill)
    return table
