"""A day's vote-flow chart from the stored game, for the CLI file and the web page."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from engine.errors import EngineError
from engine.gamefile import GameSpec
from engine.store.db import Store
from mafia_i18n import _
from poster.voteflow import build_flow, render_png, render_svg
from services.game import DayOutcome, check_day, count_day


class ChartError(EngineError):
    """The chart cannot be written as asked."""


def day_chart(
    store: Store, spec: GameSpec, day: int, now: datetime | None = None
) -> tuple[DayOutcome, str]:
    """The day's count and its chart as SVG (a live day drawn up to ``now``)."""
    check_day(store, spec, day)  # no chart of a day with no stored posts
    outcome = count_day(store, spec, day)  # a read: nothing is stored
    return outcome, render_svg(build_flow(outcome.facts, outcome.result, now))


def chart_png(svg: str) -> bytes:
    return render_png(svg)


def save_chart(svg: str, path: Path) -> None:
    """Write the chart as SVG or PNG, by the file's suffix."""
    suffix = path.suffix.lower()
    if suffix == ".png":
        path.write_bytes(render_png(svg))
    elif suffix == ".svg":
        path.write_text(svg, encoding="utf-8")
    else:
        raise ChartError(
            _("{name}: файл должен оканчиваться на .svg или .png").format(name=path.name)
        )
