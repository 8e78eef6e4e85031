"""incremental reads: per-game votes and flags, post readings, day cache, draft claims

Revision ID: 0005
Revises: 0004

Votes and flags become unique per game (two games may share a thread); ``postreading`` records
which revision of a post each game's votes were read from; ``post.changed_at`` and the day
cache columns let a closed, unchanged day be skipped; drafts get a claim (owner and lease) for
publishing exactly once. The vote and flag tables are rebuilt with their rows, on SQLite and
PostgreSQL alike (a table rebuild keeps the rows; the old unique constraints had no names).
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

import engine.store.models

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

_WHEN = engine.store.models.AwareDateTime(timezone=True)
_TEXT = sqlmodel.sql.sqltypes.AutoString()


def _vote_columns() -> list[sa.Column]:  # type: ignore[type-arg]
    return [
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("game.id"), nullable=False),
        sa.Column("post_id", sa.Integer(), sa.ForeignKey("post.id"), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("voter", _TEXT, nullable=False),
        sa.Column("kind", _TEXT, nullable=False),
        sa.Column("target", _TEXT, nullable=True),
        sa.Column("early", sa.Boolean(), nullable=False),
        sa.Column("raw", _TEXT, nullable=False),
        sa.Column("status", _TEXT, nullable=False),
        sa.Column("candidates_json", _TEXT, nullable=False),
        sa.Column("written", _TEXT, nullable=False),
        sa.Column("how", _TEXT, nullable=False),
        sa.PrimaryKeyConstraint("id"),
    ]


def _flag_columns() -> list[sa.Column]:  # type: ignore[type-arg]
    return [
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("game.id"), nullable=True),
        sa.Column("post_id", sa.Integer(), sa.ForeignKey("post.id"), nullable=False),
        sa.Column("kind", _TEXT, nullable=False),
        sa.Column("evidence", _TEXT, nullable=False),
        sa.Column("status", _TEXT, nullable=False),
        sa.Column("created_at", _WHEN, nullable=True),
        sa.PrimaryKeyConstraint("id"),
    ]


def _rebuild(table: str, columns: list[sa.Column], unique: list[str]) -> None:  # type: ignore[type-arg]
    """Copy ``table`` into a new one with ``unique`` as its only unique key, keeping its rows."""
    names = ", ".join(c.name for c in columns if isinstance(c, sa.Column))
    op.create_table(f"{table}_new", *columns, sa.UniqueConstraint(*unique, name=f"uq_{table}"))
    op.execute(f"INSERT INTO {table}_new ({names}) SELECT {names} FROM {table}")
    op.drop_index(f"ix_{table}_game_id", table_name=table)
    op.drop_index(f"ix_{table}_post_id", table_name=table)
    op.drop_table(table)
    op.rename_table(f"{table}_new", table)
    op.create_index(f"ix_{table}_game_id", table, ["game_id"])
    op.create_index(f"ix_{table}_post_id", table, ["post_id"])
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
            f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
        )


def upgrade() -> None:
    _rebuild("vote", _vote_columns(), ["game_id", "post_id", "seq"])
    _rebuild("flag", _flag_columns(), ["game_id", "post_id", "kind", "evidence"])
    op.create_table(
        "postreading",
        sa.Column("game_id", sa.Integer(), sa.ForeignKey("game.id"), nullable=False),
        sa.Column("post_id", sa.Integer(), sa.ForeignKey("post.id"), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("config_key", _TEXT, nullable=False),
        sa.PrimaryKeyConstraint("game_id", "post_id"),
    )
    with op.batch_alter_table("post") as batch_op:
        batch_op.add_column(sa.Column("changed_at", _WHEN, nullable=True))
    with op.batch_alter_table("thread") as batch_op:
        batch_op.add_column(sa.Column("changed_at", _WHEN, nullable=True))
    op.create_index("ix_post_thread_time", "post", ["thread_id", "posted_at", "changed_at"])
    with op.batch_alter_table("day") as batch_op:
        batch_op.add_column(sa.Column("inputs_key", _TEXT, nullable=False, server_default=""))
        batch_op.add_column(sa.Column("computed_at", _WHEN, nullable=True))
        batch_op.add_column(sa.Column("flow_json", sa.Text(), nullable=False, server_default=""))
    with op.batch_alter_table("draft") as batch_op:
        batch_op.add_column(sa.Column("claim_owner", _TEXT, nullable=True))
        batch_op.add_column(sa.Column("claim_until", _WHEN, nullable=True))


def downgrade() -> None:
    raise NotImplementedError("0005 is not reversible: restore the store from a backup")
