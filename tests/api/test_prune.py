"""python -m app prune: rooms idle for ROOM_RETENTION_DAYS (finished or abandoned) go with their
moves, scores, chat and stored answers; recent ones and every room without the setting stay."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta

from sqlalchemy import func, select, update

from app.db import repository as repo
from app.db.models import utcnow
from app.db.session import make_engine
from tests.api.test_lobby import auth, create, join
from tests.api.test_replay import play_through


def count(conn, table, room):
    return conn.execute(select(func.count()).select_from(table).where(table.c.room_id == room)).scalar_one()


def backdate(engine, room, days):
    then = utcnow() - timedelta(days=days)
    with engine.begin() as conn:
        conn.execute(update(repo.rooms).where(repo.rooms.c.id == room).values(updated_at=then, created_at=then))
        conn.execute(update(repo.moves).where(repo.moves.c.room_id == room).values(created_at=then))
        conn.execute(update(repo.chat).where(repo.chat.c.room_id == room).values(created_at=then))


def prune_cli(database_url, *args, days=None):
    env = {**os.environ, "DATABASE_URL": database_url}
    env.pop("ROOM_RETENTION_DAYS", None)
    if days is not None:
        env["ROOM_RETENTION_DAYS"] = str(days)
    done = subprocess.run([sys.executable, "-m", "app", "prune", *args], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_prune_removes_old_finished_and_abandoned_rooms_with_everything_kept_with_them(client, database_url):
    old_done = play_through(client, idempotent=True)
    client.post(f"/api/rooms/{old_done['room']}/chat", json={"text": "Good game"}, headers=auth(old_done["tokens"][0]))
    rematch = client.post(f"/api/rooms/{old_done['room']}/rematch", headers=auth(old_done["tokens"][0])).json()
    abandoned = create(client, 2)
    join(client, abandoned["room"], "Bob")
    client.post(f"/api/rooms/{abandoned['room']}/start", headers=auth(abandoned["token"]))
    recent_done = play_through(client)
    # An old room in which someone wrote yesterday is not idle.
    talked = create(client, 2)
    engine = make_engine(database_url)
    try:
        for room in (old_done["room"], abandoned["room"], talked["room"]):
            backdate(engine, room, 40)
        client.post(f"/api/rooms/{talked['room']}/chat", json={"text": "still here"}, headers=auth(talked["token"]))
        with engine.connect() as conn:
            assert count(conn, repo.idem, old_done["room"]) > 0 and count(conn, repo.chat, old_done["room"]) == 1
            assert count(conn, repo.scores, old_done["room"]) > 0
        assert "kept forever; nothing removed" in prune_cli(database_url)
        dry = prune_cli(database_url, "--dry-run", days=30)
        assert "would remove 2 rooms" in dry and old_done["room"] in dry and abandoned["room"] in dry
        out = prune_cli(database_url, days=30)
        moves = old_done["version"]  # every move of the finished game; the abandoned one has none
        assert out.startswith(f"removed 2 rooms, 4 seats, {moves} moves, "), out
        assert "1 chat messages" in out and "stored answers" in out
        assert old_done["room"] in out and abandoned["room"] in out and recent_done["room"] not in out
        with engine.connect() as conn:
            for room in (old_done["room"], abandoned["room"]):
                assert repo.get_room(conn, room) is None
                for table in (repo.seats, repo.moves, repo.scores, repo.idem, repo.chat):
                    assert count(conn, table, room) == 0, (room, table.name)
            for room in (recent_done["room"], talked["room"], rematch["room"]):
                assert repo.get_room(conn, room) is not None
            assert repo.get_room(conn, rematch["room"])["rematch_of"] is None, "no link to a removed room"
        assert "nothing removed" in prune_cli(database_url, days=30)
    finally:
        engine.dispose()
