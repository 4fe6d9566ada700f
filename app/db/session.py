"""Database engines: SQLite (WAL, foreign keys on) by default, PostgreSQL when the URL names one."""

from __future__ import annotations

import orjson
from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import StaticPool


def normalize_url(url: str) -> str:
    """Accept postgres:// and postgresql:// and use the psycopg 3 driver for both."""
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


def is_sqlite(url: str) -> bool:
    return url.startswith("sqlite")


# JSON columns (snapshots, options, stored answers) through orjson: several times faster than the
# standard library on a game state.
JSON_CODEC = {"json_serializer": lambda value: orjson.dumps(value).decode(), "json_deserializer": orjson.loads}


class ScratchDatabase:
    """A new, empty PostgreSQL database `name` on the server that `url` names; `drop()` removes
    it (the tests' database and the benchmark's)."""

    def __init__(self, url: str, name: str) -> None:
        base = make_url(normalize_url(url))
        self.name = name
        self.admin = create_engine(base, isolation_level="AUTOCOMMIT")
        with self.admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            conn.execute(text(f'CREATE DATABASE "{name}"'))
        self.url = base.set(database=name).render_as_string(hide_password=False)

    def drop(self) -> None:
        with self.admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)'))
        self.admin.dispose()


def make_engine(url: str, synchronous: str = "NORMAL", auto_checkpoint: bool = True) -> Engine:
    """`auto_checkpoint=False`: commits never checkpoint the SQLite log themselves; the server's
    writer runs a `Checkpointer` instead."""
    url = normalize_url(url)
    if is_sqlite(url):
        memory = url in ("sqlite://", "sqlite:///:memory:")
        engine = create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": 30},
            poolclass=StaticPool if memory else None,
            **JSON_CODEC,
        )

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn, _record):  # noqa: ANN001
            cur = dbapi_conn.cursor()
            if not memory:
                cur.execute("PRAGMA journal_mode=WAL")
                if not auto_checkpoint:
                    cur.execute("PRAGMA wal_autocheckpoint=0")
            cur.execute(f"PRAGMA synchronous={synchronous}")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.close()

        return engine
    return create_engine(url, pool_size=10, max_overflow=20, pool_pre_ping=True, **JSON_CODEC)
