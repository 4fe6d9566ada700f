"""the address that created a room (for the cap on rooms played by bots alone)

Revision ID: 0002
Revises: 0001
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('rooms', schema=None) as batch_op:
        batch_op.add_column(sa.Column('created_by', sa.String(length=64), nullable=True))
        batch_op.create_index('ix_rooms_created_by_status', ['created_by', 'status'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('rooms', schema=None) as batch_op:
        batch_op.drop_index('ix_rooms_created_by_status')
        batch_op.drop_column('created_by')
