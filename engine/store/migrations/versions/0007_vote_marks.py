"""vote marks: «окончательно» and bold or colour, as the reader saw them

Revision ID: 0007
Revises: 0006

Each vote row says whether it was written final and how it was marked (the day rules'
``final_locks`` and ``require_format``). Votes read before have no marks (``format`` NULL: not
looked at); the readings' key changes with the reader, so every post is read again once.
"""

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("vote") as batch_op:
        batch_op.add_column(
            sa.Column("final", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.add_column(sa.Column("format", sqlmodel.sql.sqltypes.AutoString(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("vote") as batch_op:
        batch_op.drop_column("format")
        batch_op.drop_column("final")
