"""Shared fixtures: a real local forum server, a real SQLite store, and PostgreSQL when present."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from engine.store.db import Store
from tests.forums.localforum import LocalForum
from tests.forums.mybb_markup import ForumPost

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def forum() -> Iterator[LocalForum]:
    with LocalForum() as server:
        yield server


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    db = Store(f"sqlite:///{tmp_path / 'store.sqlite3'}")
    yield db
    db.close()


def make_posts(count: int, start: int = 100, base: datetime | None = None) -> list[ForumPost]:
    """``count`` posts one minute apart, authors cycling through five players."""
    base = base or datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    authors = ["Лунный Кот", "Shadow_99", "Рыжая Ведьма", "Ёжик", "Алиса"]
    return [
        ForumPost(
            start + i,
            authors[i % 5],
            10 + i % 5,
            base + timedelta(minutes=i),
            f"Сообщение номер {i}. [quote=Кот]Голос: Алиса[/quote] Голос: {authors[(i + 1) % 5]}",
        )
        for i in range(count)
    ]


# -- PostgreSQL: a throwaway server from initdb/pg_ctl, run as the postgres user -------------


def _pg_bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    for candidate in sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), reverse=True):
        return str(candidate)
    return None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _as_postgres(cmd: list[str]) -> list[str]:
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *cmd]
    return cmd


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    initdb, pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
    if not initdb or not pg_ctl:
        pytest.skip("PostgreSQL binaries (initdb, pg_ctl) are not installed on this machine")
    try:
        import psycopg  # noqa: F401
    except ImportError:
        pytest.skip("psycopg is not installed")
    folder = Path(tempfile.mkdtemp(prefix="mafia-gm-pg-"))
    os.chmod(folder, 0o777)
    data = folder / "data"
    port = _free_port()
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    subprocess.run(
        _as_postgres(
            [initdb, "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C"]
        ),
        check=True,
        capture_output=True,
    )
    subprocess.run(
        _as_postgres(
            [
                pg_ctl,
                "-D",
                str(data),
                "-l",
                str(folder / "log"),
                "-w",
                "-o",
                f"-p {port} -k {folder} -c listen_addresses=127.0.0.1",
                "start",
            ]
        ),
        check=True,
        capture_output=True,
    )
    url = f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        yield url
    finally:
        subprocess.run(
            _as_postgres([pg_ctl, "-D", str(data), "-m", "immediate", "stop"]), capture_output=True
        )
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def pg_store(postgres_url: str) -> Iterator[Store]:
    """A fresh database on the throwaway PostgreSQL server for each test."""
    import psycopg

    name = f"t{time.monotonic_ns()}"
    admin = postgres_url.replace("postgresql+psycopg", "postgresql")
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    db = Store(postgres_url.rsplit("/", 1)[0] + f"/{name}")
    yield db
    db.close()


@pytest.fixture(params=["sqlite", "postgres"])
def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """The store on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        db = Store(f"sqlite:///{tmp_path / 'any.sqlite3'}")
        yield db
        db.close()
    else:
        yield request.getfixturevalue("pg_store")
