"""Alembic environment: the URL comes from the same Settings as the server (or from the caller)."""

from __future__ import annotations

from alembic import context

from app.db.models import Base
from app.db.session import make_engine, normalize_url
from app.settings import get_settings

config = context.config
url = config.attributes.get("database_url") or get_settings().database_url


def run_offline() -> None:
    context.configure(url=normalize_url(url), target_metadata=Base.metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    engine = make_engine(url)
    with engine.connect() as connection:
        context.configure(
            connection=connection, target_metadata=Base.metadata, render_as_batch=connection.dialect.name == "sqlite"
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
