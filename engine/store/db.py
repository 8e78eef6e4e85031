"""Open the store: resolve the database URL, create the SQLite file, run pending migrations."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session

from engine.errors import StoreError

ENV_VAR = "MAFIA_GM_DB"
_HERE = Path(__file__).resolve().parent


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
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


def _alembic_config() -> Config:
    config = Config(str(_HERE / "alembic.ini"))
    config.set_main_option("script_location", str(_HERE / "migrations"))
    return config


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest revision (a no-op when it is there already)."""
    config = _alembic_config()
    head = ScriptDirectory.from_config(config).get_current_head()
    with engine.begin() as connection:
        current = MigrationContext.configure(connection).get_current_revision()
        if current == head:
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
            else:
                self.engine = create_engine(self.url, pool_pre_ping=True)
            migrate(self.engine)
        except (SQLAlchemyError, OSError, ModuleNotFoundError) as exc:
            first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc)
            raise StoreError(f"cannot open the store at {self.safe_url}: {first_line}") from None

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
        """A session committed on success and rolled back on any error."""
        with Session(self.engine, expire_on_commit=False) as session:
            try:
                yield session
                session.commit()
            except BaseException:
                session.rollback()
                raise

    def close(self) -> None:
        self.engine.dispose()
