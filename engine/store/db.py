"""Open the store: resolve the database URL, create the SQLite file, run pending migrations."""

from __future__ import annotations

import importlib
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.exc import OperationalError, SQLAlchemyError
from sqlmodel import Session

from engine.errors import StoreError
from mafia_i18n import _

ENV_VAR = "MAFIA_GM_DB"
_HERE = Path(__file__).resolve().parent
# The newest migration's id. Checked against alembic's scripts by a test, so that opening a
# store that is up to date never imports alembic (a third of the command line's start-up).
HEAD_REVISION = "0007"
_BUSY_TIMEOUT_MS = 10000
# How long a process waits for another one's migration before it gives up. A migration on a
# loaded 2-core machine can hold the write lock longer than one busy timeout.
_MIGRATION_WAIT_S = 300.0


def default_data_dir() -> Path:
    """``data/`` of a source checkout, else a per-user directory."""
    checkout = _HERE.parents[1] / "data"
    if checkout.is_dir():
        return checkout
    return Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "mafia-gm"


def resolve_url(url: str | None = None) -> str:
    """The database URL: the argument, then $MAFIA_GM_DB, then the embedded SQLite file."""
    chosen = url or os.environ.get(ENV_VAR)
    if chosen:
        return chosen
    folder = default_data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'mafia-gm.sqlite3'}"


def _make_parent(url: str) -> None:
    """Create the folder of a SQLite file URL (the file itself is created on first use)."""
    from sqlalchemy.engine import make_url

    database = make_url(url).database
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # pysqlite commits before every DDL statement on its own, so a migration killed half-way
    # left a store that never opened again. Taking transactions into our own hands makes
    # every transaction, DDL included, all-or-nothing (SQLAlchemy's documented recipe).
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    # the wait first: switching a new file to WAL takes a lock another process may hold
    cursor.execute(f"PRAGMA busy_timeout={_BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def _sqlite_begin(connection: Connection) -> None:
    """BEGIN, or BEGIN IMMEDIATE (the write lock at once) when the caller asks for it."""
    immediate = connection.get_execution_options().get("sqlite_immediate", False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _alembic_config() -> Any:
    from alembic.config import Config

    config = Config(str(_HERE / "alembic.ini"))
    config.set_main_option("script_location", str(_HERE / "migrations"))
    return config


def script_head() -> str | None:
    """The newest revision among alembic's scripts (for the test that guards HEAD_REVISION)."""
    from alembic.script import ScriptDirectory

    head: str | None = ScriptDirectory.from_config(_alembic_config()).get_current_head()
    return head


def _current_revision(connection: Connection) -> str | None:
    """The store's revision by a plain query (no alembic import); None for a new store."""
    if connection.dialect.name == "sqlite":
        exists = connection.exec_driver_sql(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name='alembic_version'"
        ).first()
    else:
        exists = connection.execute(text("SELECT to_regclass('alembic_version')")).scalar()
    if not exists:
        return None
    row = connection.exec_driver_sql("SELECT version_num FROM alembic_version").first()
    return str(row[0]) if row else None


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest revision, all or nothing, one process at a time.

    A store that is up to date costs one query. Otherwise the migration runs in one
    transaction holding the write lock (SQLite ``BEGIN IMMEDIATE``, a PostgreSQL advisory
    lock); the revision is read again under the lock, so a second process that waited finds
    the work done. A process killed half-way leaves the store as it was before. A process that
    finds the lock taken waits for it (up to ``_MIGRATION_WAIT_S``), however long the other
    process's migration holds it.
    """
    command: Any = None
    deadline = time.monotonic() + _MIGRATION_WAIT_S
    while True:
        try:
            with engine.connect() as connection:
                if _current_revision(connection) == HEAD_REVISION:
                    return
            if command is None:  # loaded before the lock is taken: held only while migrating
                command = importlib.import_module("alembic.command")
            _migrate_locked(engine, command, _alembic_config())
            return
        except OperationalError as exc:
            if not _locked(exc) or time.monotonic() > deadline:
                raise
        time.sleep(0.2)


def _locked(exc: OperationalError) -> bool:
    """SQLite's answer when another process holds the write lock past the busy timeout."""
    return "database is locked" in str(exc.orig)


def _migrate_locked(engine: Engine, command: Any, config: Any) -> None:
    with (
        engine.connect().execution_options(sqlite_immediate=True) as connection,
        connection.begin(),
    ):
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(7201505)"))
        if _current_revision(connection) == HEAD_REVISION:
            return
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


class Store:
    """A database engine with the schema migrated; hands out sessions."""

    def __init__(self, url: str | None = None) -> None:
        self.url = resolve_url(url)
        try:
            if self.url.startswith("sqlite"):
                _make_parent(self.url)
                self.engine = create_engine(self.url)
                event.listen(self.engine, "connect", _sqlite_pragmas)
                event.listen(self.engine, "begin", _sqlite_begin)
                self._writer: Engine = self.engine.execution_options(sqlite_immediate=True)
            else:
                self.engine = create_engine(self.url, pool_pre_ping=True)
                self._writer = self.engine
            migrate(self.engine)
        except (SQLAlchemyError, OSError, ModuleNotFoundError) as exc:
            first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc)
            raise StoreError(
                _("не открыть хранилище {url}: {reason}").format(
                    url=self.safe_url, reason=first_line
                )
            ) from None

    @property
    def safe_url(self) -> str:
        """The URL without a password, for messages and logs."""
        from sqlalchemy.engine import make_url

        try:
            return make_url(self.url).render_as_string(hide_password=True)
        except Exception:
            return "<unreadable database URL>"

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session that may write, committed on success and rolled back on any error.

        On SQLite it takes the write lock when it begins (``BEGIN IMMEDIATE``): a transaction
        that reads and then writes would otherwise fail at once with "database is locked"
        when another process wrote in between, whatever the busy timeout.
        """
        with Session(self._writer, expire_on_commit=False) as session:
            try:
                yield session
                session.commit()
            except BaseException:
                session.rollback()
                raise

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A session that only reads: it sees one snapshot, never waits for writers, and
        writes nothing (what it would write is rolled back)."""
        # closing without a commit ends the transaction and keeps the loaded rows readable
        with Session(self.engine, expire_on_commit=False) as session:
            yield session

    def close(self) -> None:
        self.engine.dispose()
