"""Seats and tokens: long random secrets, stored only as hashes, compared in constant time, never
logged, bound to one room and one seat, and checked on every REST call and websocket message."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import random
import re
import string
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, select
from websockets.sync.client import connect

from app.db import repository as repo
from app.db.session import normalize_url
from tests.conftest import free_port
from tests.reliability.helpers import NO_LIMITS_ENV, auth, open_room

URLSAFE = set(string.ascii_letters + string.digits + "-_")

# Every call under /api/rooms/{room}, by how it treats the caller's token.
TOKEN_REQUIRED = [("POST", "/bots"), ("POST", "/start"), ("GET", "/moves"), ("POST", "/moves"),
                  ("POST", "/leave"), ("POST", "/return"), ("DELETE", "/seats/{seat}"), ("PATCH", "/seats/{seat}"),
                  ("POST", "/order"), ("POST", "/rematch"), ("PUT", "/chat/spectators"), ("POST", "/invites"),
                  ("PUT", "/colour"), ("GET", "/hint"), ("PUT", "/hints")]
# A chat message without a token is a spectator's (refused unless the host allows spectators).
TOKEN_OPTIONAL = [("GET", "/state"), ("GET", "/log"), ("POST", "/chat")]
# An outside bot's bearer token on /accept is its own from other rooms, which it keeps: it is
# checked for its form, never against this room's seats (the invitation is what proves the seat).
NO_TOKEN = [("GET", ""), ("POST", "/join"), ("GET", "/scores"), ("GET", "/chat"), ("GET", "/replay"),
            ("GET", "/standings"), ("POST", "/accept"), ("GET", "/review")]


BODIES = {"/moves": {"version": 0, "move": {"type": "x"}}, "/join": {"name": "N"}, "/seats/{seat}": {"level": "strong"},
          "/order": {"order": [1, 0]}, "/chat": {"text": "hi"}, "/chat/spectators": {"allowed": True},
          "/invites": {"name": "Gull"}, "/colour": {"colour": "red"}, "/hints": {"hints": True}}


def call(client, method: str, room: str, suffix: str, headers: dict) -> httpx.Response:
    url = f"/api/rooms/{room}{suffix.replace('{seat}', '1')}"
    if method in ("GET", "DELETE"):
        return client.request(method, url, headers=headers)
    return client.request(method, url, json=BODIES.get(suffix), headers=headers)


def test_every_room_call_is_classified_by_how_it_checks_tokens(app_client):
    """A new call under a room must be added here, with a token check, before this test passes."""
    paths = app_client.get("/openapi.json").json()["paths"]
    found = {(method.upper(), path.removeprefix("/api/rooms/{room}"))
             for path, item in paths.items() if path.startswith("/api/rooms/{room}") for method in item}
    assert found == set(TOKEN_REQUIRED + TOKEN_OPTIONAL + NO_TOKEN)


def test_tokens_are_long_random_secrets(app_client):
    tokens = []
    for _ in range(10):
        room, room_tokens = open_room(app_client, "toy", 4, start=False)
        tokens += room_tokens
    assert len(set(tokens)) == len(tokens) == 40
    for token in tokens:
        assert len(token) >= 43 and set(token) <= URLSAFE, token  # 256 bits, base64url
    # no structure: characters spread over the whole alphabet, no shared prefix
    assert len(set("".join(tokens))) >= 60
    assert len({t[:6] for t in tokens}) == len(tokens)


def test_tokens_are_stored_only_as_hashes(app_client, database_url):
    room, tokens = open_room(app_client, "toy", 3)
    for seat in range(3):
        moves = app_client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
        app_client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": moves["moves"][0]},
                        headers={"Idempotency-Key": f"k{seat}", **auth(tokens[seat])})
    engine = create_engine(normalize_url(database_url))
    with engine.connect() as conn:
        seats = repo.get_seats(conn, room)
        everything = []
        for table in (repo.rooms, repo.seats, repo.moves, repo.scores, repo.idem):
            key = table.c.id if table is repo.rooms else table.c.room_id
            everything += [str(tuple(r)) for r in conn.execute(select(table).where(key == room))]
    engine.dispose()
    for seat, token in enumerate(tokens):
        assert seats[seat]["token_hash"] == hashlib.sha256(token.encode()).hexdigest()
        assert not any(token in row for row in everything), "a raw token is stored"
    if database_url.startswith("sqlite"):
        path = Path(database_url.removeprefix("sqlite:///"))
        raw = b"".join(p.read_bytes() for p in path.parent.glob(path.name + "*"))  # the file and its WAL
        assert raw and not any(t.encode() in raw for t in tokens), "a raw token is in the database file"


def test_tokens_are_compared_in_constant_time_without_an_early_exit(app_client, monkeypatch):
    room, tokens = open_room(app_client, "toy", 4)
    calls: list[tuple] = []
    real = hmac.compare_digest

    def recording(a, b):
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", recording)
    counts = []
    for token in [tokens[0], tokens[3], "x" * 43, tokens[1][:-1] + ("A" if tokens[1][-1] != "A" else "B")]:
        calls.clear()
        r = app_client.get(f"/api/rooms/{room}/state", headers=auth(token))
        assert r.status_code in (200, 401)
        counts.append(len(calls))
        assert all(token not in (a, b) for a, b in calls), "hashes are compared, not raw tokens"
        assert any(a == hashlib.sha256(token.encode()).hexdigest() for a, _ in calls)
    assert counts == [4, 4, 4, 4], "every seat's hash is compared, whichever seat matches (or none)"


def test_the_websocket_hello_compares_hashes_in_constant_time(server, monkeypatch):
    with httpx.Client(base_url=server.url) as http:
        room, tokens = open_room(http, "toy", 4)
    calls: list[tuple] = []
    real = hmac.compare_digest
    monkeypatch.setattr(hmac, "compare_digest", lambda a, b: calls.append((a, b)) or real(a, b))
    for token in (tokens[2], "y" * 43):
        calls.clear()
        with connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{room}") as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            assert json.loads(ws.recv(timeout=10))["type"] in ("room", "error")
        assert len(calls) == 4 and all(token not in c for c in calls)


def test_a_token_is_bound_to_one_room_and_one_seat(app_client):
    room, tokens = open_room(app_client, "toy", 3)
    other, other_tokens = open_room(app_client, "toy", 3)
    for method, suffix in TOKEN_REQUIRED + TOKEN_OPTIONAL:
        for token in other_tokens:
            r = call(app_client, method, room, suffix, auth(token))
            assert r.status_code == 401 and r.json()["error"]["code"] == "bad_token", (method, suffix, r.text)
    # Seat 1's token is seat 1, nothing else.
    st = app_client.get(f"/api/rooms/{room}/state", headers=auth(tokens[1])).json()
    assert st["seat"] == 1 and set(st["view"]["private"]["hand"]) <= {f"card:toy-1-{i}" for i in range(3)}
    mine = app_client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[1])).json()["moves"]
    assert all(m["card"].startswith("card:toy-1-") for m in mine)
    theirs = app_client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()["moves"]
    r = app_client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": theirs[0]}, headers=auth(tokens[1]))
    assert r.status_code == 422, "seat 0's card cannot be played with seat 1's token"
    for suffix in ("/start", "/bots"):
        r = app_client.post(f"/api/rooms/{room}{suffix}", headers=auth(tokens[1]))
        assert r.status_code in (403, 409) and r.json()["error"]["code"] in ("not_host", "already_started")
    # Seat 1 moves; then it is no longer an actor, and its token cannot move for seat 2.
    r = app_client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": mine[0]}, headers=auth(tokens[1]))
    assert r.status_code == 200 and r.json()["seat"] == 1
    seat2 = app_client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[2])).json()["moves"]
    r = app_client.post(f"/api/rooms/{room}/moves", json={"version": 1, "move": seat2[0]}, headers=auth(tokens[1]))
    assert r.status_code == 403 and r.json()["error"]["code"] == "not_your_turn"


@pytest.mark.parametrize("header", ["Bearer", "Bearer ", "Basic dXNlcjpwYXNz", "bearer-x y", "Token abc",
                                    "Bearer " + "x" * 43, "Bearer " + "é" * 10])
def test_every_call_that_reads_a_token_refuses_a_bad_one(app_client, header):
    room, tokens = open_room(app_client, "toy", 2)
    before = app_client.get(f"/api/rooms/{room}/state").json()
    for method, suffix in TOKEN_REQUIRED + TOKEN_OPTIONAL:
        r = call(app_client, method, room, suffix, {"Authorization": header.encode("utf-8")})
        assert r.status_code == 401, (method, suffix, header, r.status_code, r.text)
        assert r.json()["error"]["code"] in ("bad_token", "token_required")
        assert "x" * 43 not in r.text, "the token is not echoed"
    for method, suffix in TOKEN_REQUIRED:
        r = call(app_client, method, room, suffix, {})
        assert r.status_code == 401 and r.json()["error"]["code"] == "token_required"
    assert app_client.get(f"/api/rooms/{room}/state").json() == before, "refused calls change nothing"


def test_websocket_hello_is_checked_against_the_room_and_later_messages_change_no_seat(server):
    from websockets.exceptions import ConnectionClosed

    http = httpx.Client(base_url=server.url, timeout=30)
    room, tokens = open_room(http, "toy", 2)
    _other, other_tokens = open_room(http, "toy", 2)
    url = f"ws://127.0.0.1:{server.port}/ws/rooms/{room}"
    for bad in [other_tokens[0], "x" * 43, tokens[0][:-2], 12345]:
        with connect(url) as ws:
            ws.send(json.dumps({"type": "hello", "token": bad}))
            frame = json.loads(ws.recv(timeout=10))
            assert frame["type"] == "error" and frame["code"] in ("bad_token", "bad_hello")
            assert str(bad) not in json.dumps(frame)
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(timeout=10)
            assert closed.value.rcvd.code == 1008
    with connect(url) as ws:
        ws.send(json.dumps({"type": "hello", "token": tokens[1]}))
        assert json.loads(ws.recv(timeout=10))["type"] == "room"
        first = json.loads(ws.recv(timeout=10))
        assert first["type"] == "state" and first["seat"] == 1
        # A second hello naming another seat's token does not switch seats.
        ws.send(json.dumps({"type": "hello", "token": tokens[0]}))
        assert json.loads(ws.recv(timeout=10))["type"] == "error"
        move = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()["moves"][0]
        http.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": move}, headers=auth(tokens[0]))
        frame = json.loads(ws.recv(timeout=10))
        while frame["type"] != "state":
            frame = json.loads(ws.recv(timeout=10))
        assert frame["seat"] == 1 and frame["version"] == 1
        assert move["card"] not in json.dumps(frame), "seat 0's secret pick is not shown to seat 1"
    http.close()


# ----- never logged --------------------------------------------------------------------------

def play_toy_game(client, room: str, tokens: list[str]) -> None:
    for _ in range(200):
        st = client.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json()
        if st["status"] == "finished":
            return
        seat = st["actors"][0]
        moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
        client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][-1]},
                    headers={"Idempotency-Key": f"v{moves['version']}", **auth(tokens[seat])})
        client.get(f"/api/rooms/{room}/log", headers=auth(tokens[seat]))
    raise AssertionError("the game did not end")


def test_no_token_is_logged_in_process(server, caplog):
    caplog.set_level(logging.DEBUG)
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access", "panorama", "websockets.server", "fastapi"):
        caplog.set_level(logging.DEBUG, logger=name)
    app_client = httpx.Client(base_url=server.url, timeout=30)
    room, tokens = open_room(app_client, "toy", 3)
    with connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{room}") as ws:
        ws.send(json.dumps({"type": "hello", "token": tokens[2]}))
        ws.recv(timeout=10)
    for bad in ["x" * 43, tokens[0] + "x"]:
        app_client.get(f"/api/rooms/{room}/state", headers=auth(bad))
    app_client.post(f"/api/rooms/{room}/leave", headers=auth(tokens[1]))
    app_client.post(f"/api/rooms/{room}/return", headers=auth(tokens[1]))
    play_toy_game(app_client, room, tokens)
    assert caplog.records, "something was logged at DEBUG"
    # The application's own loggers at DEBUG (the protocol library's frame trace is checked with
    # the server process below).
    server_records = [r for r in caplog.records if r.name.startswith(("panorama", "fastapi", "uvicorn.access"))
                      or r.name == "root" or (r.name == "uvicorn.error" and not r.getMessage()[:2] in ("< ", "> "))]
    assert server_records, "the server logged something at DEBUG"
    for r in server_records:
        text = f"{r.name} {r.getMessage()} {r.__dict__}"
        for token in tokens:
            assert token not in text and token[:16] not in text, text[:2000]


@pytest.mark.parametrize("level", ["info", "debug"])
def test_no_token_is_logged_by_the_server_process(tmp_path, level):
    """`python -m app serve`, a whole game with websockets, leave/return and refused tokens."""
    db = f"sqlite:///{tmp_path / 'logs.db'}"
    env = {**os.environ, **NO_LIMITS_ENV, "DATABASE_URL": db, "LOG_LEVEL": level, "BOT_DELAY_MS": "0"}
    subprocess.run([sys.executable, "-m", "app", "migrate"], env=env, check=True, capture_output=True, timeout=120)
    port = free_port()
    out = tmp_path / "server.log"
    with open(out, "wb") as sink:
        proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
                                env=env, stdout=sink, stderr=subprocess.STDOUT,
                                cwd=Path(__file__).resolve().parents[2])
        try:
            url = f"http://127.0.0.1:{port}"
            deadline = time.time() + 60
            while True:
                try:
                    if httpx.get(url + "/api/health").status_code == 200:
                        break
                except httpx.HTTPError:
                    time.sleep(0.1)
                assert time.time() < deadline and proc.poll() is None, out.read_text()
            rng = random.Random(1)
            with httpx.Client(base_url=url, timeout=30) as http:
                room, tokens = open_room(http, "sunset", 2)
                sockets = []
                for token in tokens:
                    ws = connect(f"ws://127.0.0.1:{port}/ws/rooms/{room}", max_size=2**22).__enter__()
                    ws.send(json.dumps({"type": "hello", "token": token}))
                    sockets.append(ws)
                with connect(f"ws://127.0.0.1:{port}/ws/rooms/{room}") as bad:
                    bad.send(json.dumps({"type": "hello", "token": tokens[0] + "x"}))
                    bad.recv(timeout=10)
                http.get(f"/api/rooms/{room}/state", headers=auth(tokens[1] + "y"))
                http.post(f"/api/rooms/{room}/leave", headers=auth(tokens[1]))
                http.post(f"/api/rooms/{room}/return", headers=auth(tokens[1]))
                for _ in range(400):
                    st = http.get(f"/api/rooms/{room}/state").json()
                    if st["status"] == "finished":
                        break
                    seat = rng.choice(st["actors"])
                    moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
                    if not moves["moves"]:
                        continue  # the game moved on meanwhile
                    http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                              json={"version": moves["version"], "move": rng.choice(moves["moves"])})
                assert st["status"] == "finished"
                for ws in sockets:
                    ws.close()
        finally:
            proc.terminate()
            proc.wait(20)
    text = out.read_text(errors="replace")
    assert re.search(r"Application startup complete", text), text[:500]
    for token in tokens:
        assert token not in text and token[:16] not in text, "a token is in the server's output"
