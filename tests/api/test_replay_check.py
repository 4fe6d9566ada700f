"""The start-up check replays unfinished games and refuses to serve one whose log disagrees."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import update

from app.db import repository as repo
from app.db.session import make_engine
from app.main import create_app
from tests.conftest import make_settings


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def test_a_tampered_log_is_reported_and_not_served(database_url):
    settings = make_settings(database_url)
    with TestClient(create_app(settings)) as client:
        host = client.post("/api/rooms", json={"game": "toy", "players": 2, "name": "A"}).json()
        guest = client.post(f"/api/rooms/{host['room']}/join", json={"name": "B"}).json()
        client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
        for token in (host["token"], guest["token"]):
            moves = client.get(f"/api/rooms/{host['room']}/moves", headers=auth(token)).json()
            client.post(f"/api/rooms/{host['room']}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                        headers=auth(token))
        healthy = client.post("/api/rooms", json={"game": "toy", "players": 2, "name": "C"}).json()["room"]
    engine = make_engine(database_url)
    with engine.begin() as conn:
        conn.execute(update(repo.moves).where(repo.moves.c.room_id == host["room"], repo.moves.c.version == 1)
                     .values(move={"type": "pick", "card": "card:toy-0-9"}))
    engine.dispose()
    with TestClient(create_app(settings)) as client:
        r = client.get(f"/api/rooms/{host['room']}/state")  # the first load replays the log
        assert r.status_code == 503 and r.json()["error"]["code"] == "corrupt_game"
        problems = client.app.state.replay_problems
        assert [p["room"] for p in problems if p["room"] == host["room"]] == [host["room"]]
        assert client.get(f"/api/rooms/{healthy}").status_code == 200
