"""hints and reviews: a room's switch for hints, and the review of a finished game kept with it

Revision ID: 0006
Revises: 0005
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('rooms', schema=None) as batch_op:
        batch_op.add_column(sa.Column('hints', sa.Boolean(), nullable=True))
        batch_op.add_column(sa.Column('review', sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('rooms', schema=None) as batch_op:
        batch_op.drop_column('review')
        batch_op.drop_column('hints')
