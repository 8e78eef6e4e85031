"""A progress display on standard error while thread pages are read."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from services.scrape import PageCallback, SyncStats, ThreadPage


@contextmanager
def page_progress(console: Console) -> Iterator[PageCallback]:
    """Yield a page callback that advances a bar (pages read of pages known)."""
    progress = Progress(
        TextColumn("[bold]pages"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.description}"),
        console=console,
        transient=True,
    )
    task = progress.add_task("", total=None)

    def on_page(page: ThreadPage, stats: SyncStats) -> None:
        progress.update(
            task,
            total=page.page_count,
            completed=page.number,
            description=f"+{stats.new} new, {stats.edited} edited",
        )

    with progress:
        yield on_page
