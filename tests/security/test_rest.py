"""REST hardening: a body size limit, strict input models (unknown fields refused), and per-client
rate limits on room creation and joining (429 rate_limited)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, func, select

from app.db import repository as repo
from app.db.session import normalize_url
from app.main import create_app
from tests.conftest import free_port, make_settings
from tests.reliability.helpers import auth, open_room

LIMIT = 64 * 1024  # the default max_body_bytes


def error_code(r: httpx.Response) -> str:
    return r.json()["error"]["code"]


# ----- body size ------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/api/rooms", "/api/rooms/{room}/join", "/api/rooms/{room}/moves",
                                  "/api/rooms/{room}/bots"])
def test_a_body_over_the_limit_is_refused_with_413(app_client, path):
    room, tokens = open_room(app_client, "toy", 2, start=path.endswith("moves"))
    url = path.format(room=room)
    before = app_client.get(f"/api/rooms/{room}").json()
    big = b'{"name": "' + b"x" * LIMIT + b'"}'
    r = app_client.post(url, content=big, headers={"Content-Type": "application/json", **auth(tokens[0])})
    assert r.status_code == 413, (r.status_code, r.text[:200])

    def chunks():  # no Content-Length: the limit holds for a streamed body too
        for _ in range(LIMIT // 4096 + 2):
            yield b" " * 4096

    r = app_client.post(url, content=chunks(), headers={"Content-Type": "application/json", **auth(tokens[0])})
    assert r.status_code == 413 and error_code(r) == "body_too_large", (r.status_code, r.text[:200])
    assert app_client.get(f"/api/rooms/{room}").json() == before, "nothing changed"


def test_the_413_answer_to_a_declared_length_is_the_json_error(app_client):
    big = b'{"name": "' + b"x" * LIMIT + b'"}'
    r = app_client.post("/api/rooms", content=big, headers={"Content-Type": "application/json"})
    assert r.status_code == 413 and error_code(r) == "body_too_large"


def test_a_body_just_under_the_limit_is_read(app_client):
    room, tokens = open_room(app_client, "toy", 2)
    body = b'{"version": 0, "move": {"type": "pick", "card": "' + b"c" * (LIMIT - 200) + b'"}}'
    r = app_client.post(f"/api/rooms/{room}/moves", content=body,
                        headers={"Content-Type": "application/json", **auth(tokens[0])})
    assert r.status_code == 422 and error_code(r) == "illegal_move"


# ----- strict input -----------------------------------------------------------------------------

def test_unknown_fields_and_wrong_types_are_refused_everywhere(app_client):
    host = app_client.post("/api/rooms", json={"game": "toy", "players": 3, "name": "H"}).json()
    room, h = host["room"], auth(host["token"])
    cases = [
        ("/api/rooms", {"game": "toy", "players": 2, "name": "A", "admin": True}, {}, "malformed_request"),
        ("/api/rooms", {"game": "toy", "players": "two", "name": "A"}, {}, "malformed_request"),
        ("/api/rooms", {"game": "toy", "players": 2, "name": ["A"]}, {}, "malformed_request"),
        ("/api/rooms", {"game": "toy", "players": 2, "name": "A", "options": {"seed": 1}}, {}, "bad_options"),
        ("/api/rooms", {"game": "toy", "players": 2, "name": "A", "options": []}, {}, "malformed_request"),
        ("/api/rooms", [], {}, "malformed_request"),
        (f"/api/rooms/{room}/join", {"name": "B", "seat": 0}, {}, "malformed_request"),
        (f"/api/rooms/{room}/join", {"name": "B", "token": "mine"}, {}, "malformed_request"),
        (f"/api/rooms/{room}/bots", {"level": "random", "seat": 2}, h, "malformed_request"),
    ]
    for path, body, headers, code in cases:
        r = app_client.post(path, json=body, headers=headers)
        assert r.status_code == 422 and error_code(r) == code, (path, body, r.status_code, r.text)
    info = app_client.get(f"/api/rooms/{room}").json()
    assert [s["taken"] for s in info["seats"]] == [True, False, False], "no refused call took a seat"
    started, started_tokens = open_room(app_client, "toy", 2)
    h = auth(started_tokens[0])
    move = app_client.get(f"/api/rooms/{started}/moves", headers=h).json()["moves"][0]
    bad_moves = [
        {"version": 0, "move": move, "seat": 1},
        {"version": 0, "move": move, "token": started_tokens[1]},
        {"version": True, "move": move},
        {"version": 0.0, "move": move},
        {"version": "0", "move": move},
        {"version": -1, "move": move},
        {"version": 0, "move": [move]},
        {"version": 0},
        {"move": move},
        [0, move],
        "move",
    ]
    for body in bad_moves:
        r = app_client.post(f"/api/rooms/{started}/moves", json=body, headers=h)
        assert r.status_code == 422 and error_code(r) == "malformed_request", (body, r.status_code, r.text)
    for raw in [b"{", b"", b"\xff\xfe", b'{"version": 0, "move": {}} trailing']:
        r = app_client.post(f"/api/rooms/{started}/moves", content=raw,
                            headers={"Content-Type": "application/json", **h})
        assert r.status_code == 422 and error_code(r) == "malformed_request", (raw, r.status_code, r.text)
    r = app_client.post(f"/api/rooms/{started}/moves", json={"version": 0, "move": {**move, "extra": 1}}, headers=h)
    assert r.status_code == 422 and error_code(r) == "illegal_move", "a move with an unknown field is not listed"
    assert app_client.get(f"/api/rooms/{started}/state").json()["version"] == 0, "nothing was applied"


def test_an_idempotency_key_over_128_characters_is_refused(app_client):
    room, tokens = open_room(app_client, "toy", 2)
    move = app_client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()["moves"][0]
    r = app_client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": move},
                        headers={"Idempotency-Key": "k" * 129, **auth(tokens[0])})
    assert r.status_code == 422
    assert app_client.get(f"/api/rooms/{room}/state").json()["version"] == 0


# ----- rate limits ------------------------------------------------------------------------------

def count_rooms(database_url: str) -> int:
    engine = create_engine(normalize_url(database_url))
    with engine.connect() as conn:
        n = conn.execute(select(func.count()).select_from(repo.rooms)).scalar_one()
    engine.dispose()
    return n


def test_room_creation_is_rate_limited_per_client(database_url):
    settings = make_settings(database_url, rooms_per_minute=1, rooms_burst=3, joins_per_minute=1000, joins_burst=1000)
    app = create_app(settings)
    body = {"game": "toy", "players": 2, "name": "A"}
    with TestClient(app, client=("203.0.113.5", 4000)) as client:
        clock = {"now": 1000.0}
        app.state.room_limit.clock = lambda: clock["now"]
        for _ in range(3):
            assert client.post("/api/rooms", json=body).status_code == 201
        rooms = count_rooms(database_url)
        for _ in range(5):
            r = client.post("/api/rooms", json=body, headers={"X-Forwarded-For": "198.51.100.1"})
            assert r.status_code == 429 and error_code(r) == "rate_limited" and r.json()["error"]["message"]
        assert count_rooms(database_url) == rooms, "a refused call creates nothing"
        other = TestClient(app, client=("203.0.113.6", 4000))  # another client is not held back
        assert other.post("/api/rooms", json=body).status_code == 201
        clock["now"] += 61  # a minute later, one more
        assert client.post("/api/rooms", json=body).status_code == 201
        assert client.post("/api/rooms", json=body).status_code == 429


def test_joining_is_rate_limited_per_client(database_url):
    settings = make_settings(database_url, rooms_per_minute=1000, rooms_burst=1000, joins_per_minute=1, joins_burst=2)
    app = create_app(settings)
    with TestClient(app, client=("203.0.113.7", 4000)) as client:
        host = client.post("/api/rooms", json={"game": "toy", "players": 4, "name": "H"}).json()
        for name in ("B", "C"):
            assert client.post(f"/api/rooms/{host['room']}/join", json={"name": name}).status_code == 201
        r = client.post(f"/api/rooms/{host['room']}/join", json={"name": "D"})
        assert r.status_code == 429 and error_code(r) == "rate_limited"
        seats = client.get(f"/api/rooms/{host['room']}").json()["seats"]
        assert [s["taken"] for s in seats] == [True, True, True, False], "the refused join took no seat"
        other = TestClient(app, client=("203.0.113.8", 4000))
        assert other.post(f"/api/rooms/{host['room']}/join", json={"name": "D"}).status_code == 201


def test_a_forged_forwarded_for_header_does_not_escape_the_limit_of_the_real_server(tmp_path):
    """`python -m app serve` trusts no X-Forwarded-For unless FORWARDED_ALLOW_IPS names the proxy."""
    db = f"sqlite:///{tmp_path / 'limits.db'}"
    env = {**os.environ, "DATABASE_URL": db, "ROOMS_BURST": "2", "ROOMS_PER_MINUTE": "1", "LOG_LEVEL": "warning"}
    env.pop("FORWARDED_ALLOW_IPS", None)
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-m", "app", "migrate"], env=env, cwd=root, check=True, capture_output=True)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
                            env=env, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.time() + 60
        while True:
            try:
                httpx.get(url + "/api/health")
                break
            except httpx.HTTPError:
                assert time.time() < deadline and proc.poll() is None
                time.sleep(0.1)
        body = {"game": "camargue", "players": 2, "name": "A"}
        codes = [httpx.post(url + "/api/rooms", json=body, headers={"X-Forwarded-For": f"10.0.0.{i}"}).status_code
                 for i in range(5)]
        assert codes == [201, 201, 429, 429, 429]
    finally:
        proc.terminate()
        proc.wait(20)
