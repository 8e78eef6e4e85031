"""Terminal views: the day's count as a rich table."""

from __future__ import annotations

from rich.table import Table

from services.days import DayResult
from services.wording import ROLE_NAMES_RU, SIDE_NAMES_RU


def count_table(number: int, result: DayResult) -> Table:
    """Who has how many votes, from whom, and what happened at the close."""
    table = Table(title=f"День {number}: подсчёт голосов", title_justify="left")
    table.add_column("Игрок")
    table.add_column("Голосов", justify="right")
    table.add_column("Кто голосовал")
    table.add_column("Итог")
    voters: dict[str, list[str]] = {}
    for vote in result.standing:
        mark = "" if vote.weight == 1 else f" ×{vote.weight}"
        voters.setdefault(vote.target, []).append(
            vote.voter + mark + (" (д)" if vote.early else "")
        )
    for target, count in result.tally.items():
        outcome = []
        if target in result.executed:
            side = result.revealed.get(target)
            shown = SIDE_NAMES_RU.get(side or "") or ROLE_NAMES_RU.get(side or "", side)
            outcome.append("казнён" + (f" ({shown})" if side else ""))
        if target in result.penalties:
            outcome.append(f"пропуск +{result.penalties[target]}")
        table.add_row(target, str(count), ", ".join(voters.get(target, [])), "; ".join(outcome))
    for player in result.modkilled:
        table.add_row(player, "—", "", "модкилл (второй пропуск)")
    return table
