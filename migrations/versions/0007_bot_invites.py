"""bot invitations: a seat kept for an outside bot, and tokens found across rooms

Revision ID: 0007
Revises: 0006
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.add_column(sa.Column('outside_bot', sa.Boolean(), nullable=False, server_default=sa.false()))
        batch_op.add_column(sa.Column('invite_hash', sa.String(length=64), nullable=True))
        batch_op.create_index('ix_seats_token_hash', ['token_hash'])


def downgrade() -> None:
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.drop_index('ix_seats_token_hash')
        batch_op.drop_column('invite_hash')
        batch_op.drop_column('outside_bot')
