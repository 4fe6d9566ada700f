"""Players who leave, come back, or let their turn timer run out: a bot keeps the game going."""

from __future__ import annotations

import time

from fastapi.testclient import TestClient
from sqlalchemy import update

from app.db import repository as repo
from app.db.session import make_engine
from app.main import create_app
from tests.conftest import make_settings


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def toy_room(client, turn_seconds=None):
    body = {"game": "toy", "players": 2, "name": "Ann"}
    if turn_seconds:
        body["turn_seconds"] = turn_seconds
    host = client.post("/api/rooms", json=body).json()
    guest = client.post(f"/api/rooms/{host['room']}/join", json={"name": "Bob"}).json()
    assert client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"])).status_code == 200
    return host["room"], [host["token"], guest["token"]]


def wait_for(predicate, seconds=10.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return True
        time.sleep(0.02)
    return False


def test_a_player_who_leaves_is_played_by_a_bot_until_they_return(client):
    room, tokens = toy_room(client)
    r = client.post(f"/api/rooms/{room}/leave", headers=auth(tokens[0]))
    assert r.status_code == 200 and r.json()["seats"][0]["away"] is True
    # The bot makes seat 0's secret pick; seat 1 picks; then seat 0's turns are the bot's too.
    moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[1])).json()
    client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                headers=auth(tokens[1]))
    assert wait_for(lambda: client.get(f"/api/rooms/{room}/state").json()["actors"] == [1])
    r = client.post(f"/api/rooms/{room}/return", headers=auth(tokens[0]))
    assert r.status_code == 200 and r.json()["seats"][0]["away"] is False
    version = client.get(f"/api/rooms/{room}/state").json()["version"]
    moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[1])).json()
    client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                headers=auth(tokens[1]))
    time.sleep(0.3)
    state = client.get(f"/api/rooms/{room}/state").json()
    assert state["actors"] == [0] and state["version"] == version + 1, "the returned player moves again"


def test_leaving_needs_a_seat_token_and_a_running_game(client):
    host = client.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann"}).json()
    r = client.post(f"/api/rooms/{host['room']}/leave", headers=auth(host["token"]))
    assert r.status_code == 409 and r.json()["error"]["code"] == "not_playing"
    assert client.post(f"/api/rooms/{host['room']}/leave").status_code == 401


def test_a_move_by_an_away_player_takes_the_seat_back(client):
    room, tokens = toy_room(client)
    client.app.state.bots.delay = 5  # the bot would wait; the player is quicker
    client.post(f"/api/rooms/{room}/leave", headers=auth(tokens[0]))
    moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
    r = client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                    headers=auth(tokens[0]))
    assert r.status_code == 200
    assert client.get(f"/api/rooms/{room}").json()["seats"][0]["away"] is False


def test_turn_timer_runs_out_and_a_bot_moves(database_url):
    settings = make_settings(database_url, min_turn_seconds=1)
    with TestClient(create_app(settings)) as client:
        room, tokens = toy_room(client, turn_seconds=1)
        seats = client.get(f"/api/rooms/{room}").json()["seats"]
        assert all(s["deadline"] for s in seats), "both actors of the simultaneous pick are timed"
        assert wait_for(lambda: client.get(f"/api/rooms/{room}/state").json()["version"] >= 2, 10)
        seats = client.get(f"/api/rooms/{room}").json()["seats"]
        assert seats[0]["away"] and seats[1]["away"]


def test_deadlines_survive_a_restart(database_url):
    settings = make_settings(database_url, min_turn_seconds=1)
    with TestClient(create_app(settings)) as client:
        room, tokens = toy_room(client, turn_seconds=3600)
        assert client.get(f"/api/rooms/{room}").json()["seats"][0]["deadline"]
    engine = make_engine(database_url)
    with engine.begin() as conn:  # the server is down while the hour passes
        conn.execute(update(repo.seats).where(repo.seats.c.room_id == room)
                     .values(deadline=repo.utcnow().replace(year=2000)))
    engine.dispose()
    with TestClient(create_app(settings)) as client:
        assert wait_for(lambda: client.get(f"/api/rooms/{room}/state").json()["version"] >= 2, 10)
        assert client.get(f"/api/rooms/{room}").json()["seats"][0]["away"] is True
