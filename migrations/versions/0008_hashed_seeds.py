"""hashed seeds: every stored seed rewritten so that its game deals as before

The generator's first state used to be `seed * GAMMA + c` (mod 2**64); it is now a hash of the seed
(app/engine/rng.py `seed_state`). A stored game must replay from its seed exactly as it was
played, so each stored seed becomes the seed whose hash is the old first state. The arithmetic is
written out here, not imported, so that this revision means the same whatever the code becomes.

Revision ID: 0008
Revises: 0007
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None

MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
OLD_INCREMENT = 0x2545F4914F6CDD1D
M1, M2 = 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


def _unshift(z: int, k: int) -> int:
    """The inverse of z ^ (z >> k) on 64 bits."""
    x = z
    for _ in range(64 // k + 1):
        x = z ^ (x >> k)
    return x & MASK


def unmix64(z: int) -> int:
    z = _unshift(z & MASK, 31)
    z = _unshift((z * pow(M2, -1, 1 << 64)) & MASK, 27)
    return _unshift((z * pow(M1, -1, 1 << 64)) & MASK, 30)


def signed(x: int) -> int:
    x &= MASK
    return x - (1 << 64) if x >= 1 << 63 else x


def hashed_seed(old_seed: int) -> int:
    """The seed whose hash is the first state the old rule gave `old_seed`."""
    return signed(unmix64((old_seed * GAMMA + OLD_INCREMENT) & MASK) - GAMMA)


def old_seed(new_seed: int) -> int:
    """The inverse: a seed the old rule starts where `new_seed` now starts."""
    from_hash = (new_seed + GAMMA) & MASK
    z = from_hash
    z = ((z ^ (z >> 30)) * M1) & MASK
    z = ((z ^ (z >> 27)) * M2) & MASK
    state = z ^ (z >> 31)
    return signed((state - OLD_INCREMENT) * pow(GAMMA, -1, 1 << 64))


rooms = sa.table('rooms', sa.column('id', sa.String), sa.column('seed', sa.BigInteger))


def _rewrite(convert) -> None:
    conn = op.get_bind()
    rows = conn.execute(sa.select(rooms.c.id, rooms.c.seed).where(rooms.c.seed.is_not(None))).all()
    for room_id, seed in rows:
        conn.execute(rooms.update().where(rooms.c.id == room_id).values(seed=convert(seed)))


def upgrade() -> None:
    _rewrite(hashed_seed)


def downgrade() -> None:
    _rewrite(old_seed)
