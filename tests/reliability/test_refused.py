"""A refused move changes nothing: not the seat's away flag, not the database, no room frame.

A player who left (a bot plays the seat) takes the seat back by moving, but only by a move that
is applied; a move refused for any reason (403, 409, 422) leaves the bot playing."""

from __future__ import annotations

import json

import httpx
import pytest
from sqlalchemy import select
from websockets.sync.client import connect

from app.db.models import Seat
from app.db.session import make_engine
from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth, open_room
from tests.security import figures


@pytest.fixture
def slow_bot_server(database_url):
    # The bot waits a minute before it moves: the test acts on the away seat meanwhile.
    with LiveServer(make_settings(database_url, bot_delay_ms=60_000, **NO_LIMITS)) as live:
        yield live, database_url


def away_in_database(url: str, room: str, seat: int) -> bool:
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            return conn.execute(select(Seat.away).where(Seat.room_id == room, Seat.seat == seat)).scalar_one()
    finally:
        engine.dispose()


def refused_moves(http: httpx.Client, room: str, token: str, seat: int) -> list[tuple[dict, int]]:
    """Moves the seat may send that the rules or the service refuse, with the expected status."""
    st = http.get(f"/api/rooms/{room}/state", headers=auth(token)).json()
    if seat not in st["actors"]:
        return [({"version": st["version"], "move": {"type": "take", "n": 1}}, 403)]
    legal = st["moves"][0]
    return [
        ({"version": st["version"], "move": {"type": "pick", "card": "card:toy-9-9"}}, 422),  # not listed
        ({"version": st["version"], "move": {"type": "nonsense"}}, 422),
        ({"version": st["version"] + 5, "move": legal}, 409),  # a version that does not exist yet
    ]


def test_a_refused_move_from_an_away_seat_leaves_it_away_and_writes_nothing(slow_bot_server):
    server, url = slow_bot_server
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = open_room(http, "toy", 2)
        # Seat 0 picks; seat 1 is still to pick (an actor) when it leaves.
        st = http.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json()
        assert http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[0]),
                         json={"version": st["version"], "move": st["moves"][0]}).status_code == 200
        for phase in ("actor", "not an actor"):
            assert http.post(f"/api/rooms/{room}/leave", headers=auth(tokens[1])).json()["seats"][1]["away"]
            with connect(server.url.replace("http", "ws") + f"/ws/rooms/{room}") as ws:
                ws.send(json.dumps({"type": "hello"}))
                assert json.loads(ws.recv(timeout=5))["type"] == "room"
                assert json.loads(ws.recv(timeout=5))["type"] == "state"
                log_before = http.get(f"/api/rooms/{room}/log").json()
                for body, status in refused_moves(http, room, tokens[1], 1):
                    r = http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[1]), json=body)
                    assert r.status_code == status, (phase, body, r.text)
                    figures.add("refused moves from an away seat (nothing changed)")
                    assert http.get(f"/api/rooms/{room}").json()["seats"][1]["away"] is True, phase
                    assert away_in_database(url, room, 1) is True, phase
                with pytest.raises(TimeoutError):
                    frame = ws.recv(timeout=0.5)
                    raise AssertionError(f"a refused move sent a frame: {frame}")
                assert http.get(f"/api/rooms/{room}/log").json() == log_before
            if phase == "actor":
                # Seat 1 comes back by a move that is applied, and the game goes to seat 0's turn.
                st = http.get(f"/api/rooms/{room}/state", headers=auth(tokens[1])).json()
                r = http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[1]),
                              json={"version": st["version"], "move": st["moves"][0]})
                assert r.status_code == 200
                assert http.get(f"/api/rooms/{room}").json()["seats"][1]["away"] is False
                assert 1 not in r.json()["actors"]
