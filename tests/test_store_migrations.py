"""Migrations are all-or-nothing and one process at a time (SQLite and PostgreSQL): a first
run killed at any moment leaves a store that opens, and two first runs at once both work."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from engine.store.db import HEAD_REVISION, Store

ROOT = Path(__file__).resolve().parents[1]
OPEN = "import sys; from engine.store.db import Store; Store(sys.argv[1]); print('opened')"


@pytest.fixture(params=["sqlite", "postgres"])
def new_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], str]]:
    """Make the URL of a new, empty database (no store opened on it yet)."""
    counter = iter(range(1_000_000))
    if request.param == "sqlite":
        yield lambda: f"sqlite:///{tmp_path / f'new{next(counter)}.sqlite3'}"
        return
    import psycopg

    server = request.getfixturevalue("postgres_url")
    admin = server.replace("postgresql+psycopg", "postgresql")

    def make() -> str:
        name = f"m{time.monotonic_ns()}"
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return server.rsplit("/", 1)[0] + f"/{name}"

    yield make


def _opener(url: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", OPEN, url],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def _revision(url: str) -> str:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return str(conn.execute(text("SELECT version_num FROM alembic_version")).scalar())
    finally:
        engine.dispose()


def test_a_first_run_killed_at_any_moment_leaves_a_store_that_opens(
    new_url: Callable[[], str],
) -> None:
    # how long a first run takes here, then kills spread from its start to past its end
    url = new_url()
    start = time.monotonic()
    assert _opener(url).communicate(timeout=300)[0].strip() == "opened"
    whole = time.monotonic() - start
    outcomes = set()
    for step in range(16):
        url = new_url()
        proc = _opener(url)
        time.sleep(whole * (0.3 + step * 0.05))
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=60)
        outcomes.add(proc.returncode)
        store = Store(url)  # never "table game already exists"
        store.close()
        assert _revision(url) == HEAD_REVISION
    assert -signal.SIGKILL in outcomes  # some runs really were killed


def test_two_first_runs_at_once_both_open_the_store(new_url: Callable[[], str]) -> None:
    for _ in range(3):
        url = new_url()
        first, second = _opener(url), _opener(url)
        results = [p.communicate(timeout=300) for p in (first, second)]
        assert [out.strip() for out, _ in results] == ["opened", "opened"], results
        assert _revision(url) == HEAD_REVISION


def test_a_first_run_waits_out_a_lock_held_past_the_busy_timeout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another connection holds the write lock of a new SQLite store past the busy timeout (a
    migration on a loaded machine): the first run waits, tries again once the lock is free, and
    opens, never "database is locked". The wait is seen through the store's own pause, so the
    test measures no time."""
    import sqlite3
    from types import SimpleNamespace

    from engine.store import db

    path = tmp_path / "held.sqlite3"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA journal_mode=WAL")
    holder.execute("BEGIN IMMEDIATE")
    holder.execute("CREATE TABLE other_process (x INTEGER)")
    pauses: list[float] = []

    def pause_then_release(seconds: float) -> None:
        pauses.append(seconds)
        if len(pauses) == 1:
            holder.execute("COMMIT")  # the other process's migration ends while we wait

    monkeypatch.setattr(db, "_BUSY_TIMEOUT_MS", 1)
    monkeypatch.setattr(
        db, "time", SimpleNamespace(monotonic=time.monotonic, sleep=pause_then_release)
    )
    try:
        Store(f"sqlite:///{path}").close()
    finally:
        holder.close()
    assert len(pauses) == 1  # it met the lock, waited once, and went on
    assert _revision(f"sqlite:///{path}") == HEAD_REVISION


def test_votes_are_unique_per_game_after_the_upgrade(tmp_path: Path) -> None:
    """A populated store from before 0005 upgrades; then two games may read the same post."""
    from alembic import command

    from engine.store.db import _alembic_config

    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    config = _alembic_config()
    engine = create_engine(url)
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "0004")
        for slug in ("a", "b"):
            conn.execute(
                text(
                    "INSERT INTO game (slug, name, timezone, profile, seed) "
                    f"VALUES ('{slug}', '', 'Europe/Moscow', 'default', 0)"
                )
            )
        conn.execute(
            text(
                "INSERT INTO thread (url, game_id, kind, engine, mode, title, last_page, "
                "page_count) VALUES ('u', 1, 'game', 'mybb', 'html', '', 1, 1)"
            )
        )
        conn.execute(
            text(
                "INSERT INTO post (thread_id, forum_post_id, author, posted_at, html, text, "
                "quotes_json, spoilers_json, revisions, page) VALUES "
                "(1, '5', 'Алиса', '2026-12-01 10:00:00', '', '', '[]', '[]', 0, 1)"
            )
        )
        conn.execute(
            text(
                "INSERT INTO vote (game_id, post_id, seq, voter, kind, target, early, raw, "
                "status, candidates_json, written, how) VALUES "
                "(1, 1, 0, 'Алиса', 'vote', 'Кот', 0, 'Голос: Кот', 'ok', '[]', '', '')"
            )
        )
        conn.execute(
            text(
                "INSERT INTO flag (game_id, post_id, kind, evidence, status) "
                "VALUES (1, 1, 'profanity', 'x', 'done')"
            )
        )
    engine.dispose()
    store = Store(url)
    with store.engine.begin() as conn:
        assert conn.execute(text("SELECT target FROM vote")).scalar() == "Кот"
        assert conn.execute(text("SELECT status FROM flag")).scalar() == "done"  # GM's close kept
        conn.execute(
            text(
                "INSERT INTO vote (game_id, post_id, seq, voter, kind, target, early, raw, "
                "status, candidates_json, written, how) VALUES "
                "(2, 1, 0, 'Алиса', 'vote', 'Кот', 0, 'Голос: Кот', 'ok', '[]', '', '')"
            )
        )
        conn.execute(
            text(
                "INSERT INTO flag (game_id, post_id, kind, evidence, status) "
                "VALUES (2, 1, 'profanity', 'x', 'open')"
            )
        )
        assert conn.execute(text("SELECT COUNT(*) FROM vote")).scalar() == 2
