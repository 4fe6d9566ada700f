"""public rooms for the lobby, the host as a seat flag (seats can be reordered), rematches

Revision ID: 0003
Revises: 0002
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('rooms', schema=None) as batch_op:
        batch_op.add_column(sa.Column('public', sa.Boolean(), nullable=False, server_default=sa.false()))
        batch_op.add_column(sa.Column('rematch', sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column('rematch_of', sa.String(length=32), nullable=True))
        batch_op.create_index('ix_rooms_public_status_created', ['public', 'status', 'created_at'], unique=False)
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.add_column(sa.Column('host', sa.Boolean(), nullable=False, server_default=sa.false()))
        batch_op.add_column(sa.Column('invited_from', sa.Integer(), nullable=True))
    # Until now the host was whoever sat at seat 0.
    op.execute(sa.text("UPDATE seats SET host = :yes WHERE seat = 0").bindparams(yes=True))


def downgrade() -> None:
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.drop_column('invited_from')
        batch_op.drop_column('host')
    with op.batch_alter_table('rooms', schema=None) as batch_op:
        batch_op.drop_index('ix_rooms_public_status_created')
        batch_op.drop_column('rematch_of')
        batch_op.drop_column('rematch')
        batch_op.drop_column('public')
