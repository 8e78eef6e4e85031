"""private messages: the GM's messages, orders accepted from them, private replies

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

import engine.store.models

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_STR = sqlmodel.sql.sqltypes.AutoString
_WHEN = engine.store.models.AwareDateTime


def upgrade() -> None:
    op.create_table(
        "private_message",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("forum_message_id", _STR(), nullable=False),
        sa.Column("conversation", _STR(), nullable=False),
        sa.Column("sender", _STR(), nullable=False),
        sa.Column("sender_id", _STR(), nullable=True),
        sa.Column("recipient", _STR(), nullable=False),
        sa.Column("outgoing", sa.Boolean(), nullable=False),
        sa.Column("posted_at", _WHEN(timezone=True), nullable=False),
        sa.Column("subject", _STR(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("html", sa.Text(), nullable=False),
        sa.Column("first_seen_at", _WHEN(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("game_id", "forum_message_id"),
    )
    op.create_index("ix_private_message_game_id", "private_message", ["game_id"])
    op.create_index("ix_private_message_posted_at", "private_message", ["posted_at"])
    op.create_table(
        "accepted_order",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("night", sa.Integer(), nullable=False),
        sa.Column("message_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("night_order_id", sa.Integer(), nullable=True),
        sa.Column("order_json", sa.Text(), nullable=False),
        sa.Column("accepted_at", _WHEN(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"]),
        sa.ForeignKeyConstraint(["message_id"], ["private_message.id"]),
        sa.ForeignKeyConstraint(["night_order_id"], ["nightorder.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("message_id", "seq"),
    )
    op.create_index("ix_accepted_order_game_id", "accepted_order", ["game_id"])
    op.create_index("ix_accepted_order_night", "accepted_order", ["night"])
    op.create_index("ix_accepted_order_message_id", "accepted_order", ["message_id"])
    op.create_table(
        "private_reply",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("kind", _STR(), nullable=False),
        sa.Column("night", sa.Integer(), nullable=True),
        sa.Column("player", _STR(), nullable=False),
        sa.Column("account", _STR(), nullable=False),
        sa.Column("subject", _STR(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("status", _STR(), nullable=False),
        sa.Column("approved_hash", _STR(), nullable=True),
        sa.Column("claim_owner", _STR(), nullable=True),
        sa.Column("claim_until", _WHEN(timezone=True), nullable=True),
        sa.Column("forum_message_id", _STR(), nullable=True),
        sa.Column("created_at", _WHEN(timezone=True), nullable=True),
        sa.Column("approved_at", _WHEN(timezone=True), nullable=True),
        sa.Column("sent_at", _WHEN(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["game_id"], ["game.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_private_reply_game_id", "private_reply", ["game_id"])


def downgrade() -> None:
    op.drop_table("private_reply")
    op.drop_table("accepted_order")
    op.drop_table("private_message")
