"""The store on SQLite and PostgreSQL: migrations, aware times, posts with revisions."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest
from sqlalchemy import inspect
from sqlmodel import select

from engine.errors import StoreError
from engine.store.db import Store
from engine.store.models import Game, Thread
from engine.store.posts import sync_page, thread_posts
from scraper.model import ParsedPost


def post(pid: str, minute: int, text: str = "привет") -> ParsedPost:
    return ParsedPost(
        pid,
        "Алиса",
        "7",
        datetime(2026, 12, 1, 10, minute, tzinfo=UTC),
        None,
        f"<p>{text}</p>",
        text,
    )


def test_migrations_create_every_table(any_store: Store) -> None:
    tables = set(inspect(any_store.engine).get_table_names())
    assert {
        "game",
        "thread",
        "post",
        "postrevision",
        "playerslot",
        "day",
        "vote",
        "flag",
        "draft",
        "alembic_version",
    } <= tables
    Store(any_store.url).close()  # a second open is a no-op migration


def test_times_come_back_aware_and_equal(any_store: Store) -> None:
    moscow = timezone(timedelta(hours=3))
    when = datetime(2026, 12, 2, 21, 3, 15, tzinfo=moscow)
    with any_store.session() as s:
        s.add(Game(slug="g", created_at=when))
    with any_store.session() as s:
        got = s.exec(select(Game)).one().created_at
    assert got == when and got is not None and got.tzinfo is not None


def test_naive_time_is_refused(store: Store) -> None:
    with pytest.raises(Exception, match="naive datetime"), store.session() as s:
        s.add(Game(slug="n", created_at=datetime(2026, 1, 1)))


def test_sync_page_is_idempotent_and_keeps_revisions(any_store: Store) -> None:
    with any_store.session() as s:
        thread = Thread(url="http://x/viewtopic.php?id=1")
        s.add(thread)
        s.flush()
        first = sync_page(s, thread, 1, [post("1", 0), post("2", 1)], True, True)
        again = sync_page(s, thread, 1, [post("1", 0), post("2", 1)], True, True)
        edited = sync_page(s, thread, 1, [post("1", 0), post("2", 1, "Голос: Кот")], True, True)
        gone = sync_page(s, thread, 1, [post("2", 1, "Голос: Кот")], True, True)
        assert (first.new, again.unchanged, edited.edited, gone.deleted) == (2, 2, 1, 1)
        rows = thread_posts(s, thread.id or 0)
        assert [r.forum_post_id for r in rows] == ["1", "2"]
        assert rows[0].deleted_at is not None and rows[1].revisions == 1


def test_unreachable_database_is_a_clear_error() -> None:
    with pytest.raises(StoreError, match="не открыть хранилище"):
        Store("postgresql+psycopg://nobody:secret@127.0.0.1:1/none")
    with pytest.raises(StoreError) as info:
        Store("postgresql+psycopg://nobody:secret@127.0.0.1:1/none")
    assert "secret" not in str(info.value)


def test_upgrade_from_0001_keeps_stored_votes(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A game that started on schema 0001 upgrades mid-way without losing its votes."""
    from alembic import command
    from sqlalchemy import create_engine, text

    from engine.store.db import _alembic_config

    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    config = _alembic_config()
    engine = create_engine(url)
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.upgrade(config, "0001")
        conn.execute(
            text(
                "INSERT INTO game (slug, name, timezone, profile, seed) "
                "VALUES ('g', '', 'Europe/Moscow', 'default', 0)"
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
                "INSERT INTO post (thread_id, forum_post_id, author, posted_at, html, "
                "text, quotes_json, spoilers_json, revisions, page) VALUES "
                "(1, '5', 'Алиса', '2026-12-01 10:00:00', '', '', '[]', '[]', 0, 1)"
            )
        )
        conn.execute(
            text(
                "INSERT INTO vote (game_id, post_id, seq, voter, kind, target, early, "
                "raw, status, candidates_json) VALUES "
                "(1, 1, 0, 'Алиса', 'vote', 'Кот', 0, 'Голос: Кот', 'ok', '[]')"
            )
        )
    engine.dispose()
    store = Store(url)
    with store.engine.connect() as conn:
        row = conn.execute(text("SELECT target, written, how FROM vote")).one()
        version = conn.execute(text("SELECT version_num FROM alembic_version")).scalar()
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(config).get_current_head()
    assert tuple(row) == ("Кот", "", "") and version == head
