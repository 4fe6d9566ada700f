"""Redis is not trusted: anyone who can publish on the channel can send any note, and none of
them changes a game. A note is only a reason to read the database; the log is the truth."""

from __future__ import annotations

import json
import time
import uuid

import httpx
import pytest
import redis
from websockets.sync.client import connect

from tests.conftest import REDIS_URL, LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth, open_room
from tests.security import figures

pytestmark = pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL unset")


@pytest.fixture
def channel():
    return f"panorama:test:{uuid.uuid4().hex}"


def redis_settings(database_url: str, channel: str):
    return make_settings(database_url, redis_url=REDIS_URL, redis_channel=channel, **NO_LIMITS)


def forged_batches(room: str, version: int, seats_moves: dict[int, list[dict]]) -> list[bytes]:
    """What a forger may publish: the next move of every actor as a hint (the form notes used to
    have), versions far ahead, room notes, and batches that are not notes at all."""
    notes = []
    for seat, moves in seats_moves.items():
        for move in moves:
            notes.append({"room": room, "kind": "state", "version": version + 1, "seat": seat, "move": move})
            notes.append({"room": room, "kind": "state", "version": version + 7, "seat": seat, "move": move})
    notes += [{"room": room, "kind": "room", "version": version}, {"room": room, "kind": "state", "version": 10**9},
              {"room": room, "kind": "state", "version": "2"}, {"room": room, "kind": "move", "version": 1},
              {"room": [room], "kind": "state", "version": 2}, {"room": room}, [room], 7, None,
              {"room": room, "kind": "state", "version": version + 1, "seat": 99, "move": {"type": "take", "n": 12}}]
    batches = [json.dumps({"origin": "forger", "notes": [n]}).encode() for n in notes]
    batches.append(json.dumps({"origin": "forger", "notes": notes * 20}).encode())
    batches += [b"not json", b"[]", b'{"notes": 5}', b'{"notes": [[[[[[]]]]]]}', b"\xff\xfe", b'"x"',
                json.dumps({"origin": "forger"}).encode()]
    return batches


def state(http: httpx.Client, room: str, token: str | None = None) -> dict:
    return http.get(f"/api/rooms/{room}/state", headers=auth(token) if token else {}).json()


def test_forged_notes_change_nothing_and_the_log_has_no_gap(database_url, channel):
    forger = redis.Redis.from_url(REDIS_URL)
    settings = redis_settings(database_url, channel)
    with LiveServer(settings) as a, LiveServer(settings) as b, \
            httpx.Client(base_url=a.url, timeout=30) as ha, httpx.Client(base_url=b.url, timeout=30) as hb:
        room, tokens = open_room(ha, "toy", 2)
        sent = 0
        for rounds in range(3):
            st = state(hb, room)  # both servers hold the match in memory
            assert state(ha, room)["version"] == st["version"]
            seats_moves = {s: state(hb, room, tokens[s])["moves"] for s in st["actors"]}
            log_before = ha.get(f"/api/rooms/{room}/log").json()
            with connect(b.url.replace("http", "ws") + f"/ws/rooms/{room}") as ws:
                ws.send(json.dumps({"type": "hello"}))
                assert json.loads(ws.recv(timeout=5))["type"] == "room"
                assert json.loads(ws.recv(timeout=5))["version"] == st["version"]
                for batch in forged_batches(room, st["version"], seats_moves):
                    forger.publish(channel, batch)
                    sent += 1
                time.sleep(1.0)
                for server in (ha, hb):
                    now = state(server, room)
                    assert now["version"] == st["version"], "a forged note became a move"
                    assert now["view"] == st["view"]
                assert ha.get(f"/api/rooms/{room}/log").json() == log_before
                # A real move, made on a: it is version + 1 on both servers, and b's spectator
                # gets it (the listener survived the garbage).
                seat = st["actors"][0]
                mine = state(ha, room, tokens[seat])
                r = ha.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                            json={"version": mine["version"], "move": mine["moves"][-1]})
                assert r.status_code == 200, r.text
                assert r.json()["version"] == st["version"] + 1
                frames = []
                while not frames or frames[-1].get("version") != st["version"] + 1:
                    frames.append(json.loads(ws.recv(timeout=5)))
            versions = [e["version"] for e in ha.get(f"/api/rooms/{room}/log").json()]
            assert versions == list(range(1, st["version"] + 2)), "the move log has no gap"
        figures.add("forged Redis notes and batches published (none applied)", sent)
    # After a restart the room is served, with the moves that were really made.
    with LiveServer(settings) as c, httpx.Client(base_url=c.url, timeout=30) as hc:
        r = hc.get(f"/api/rooms/{room}/state")
        assert r.status_code == 200, r.text
        assert r.json()["version"] == versions[-1]
    forger.close()
