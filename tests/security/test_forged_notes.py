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


FLOOD_SECONDS = 3.0


def test_a_flood_of_forged_notes_holds_up_no_move(database_url, channel):
    """The issue's forger halved the moves a server could take: every note read the database
    under the match's lock. Now a note that brings nothing takes no lock, and a flood of them
    costs a read every REST_AFTER_NOTHING seconds at most; a real move made elsewhere still comes
    through at once."""
    import threading

    from app.services.sync import REST_AFTER_NOTHING

    forger = redis.Redis.from_url(REDIS_URL)
    settings = redis_settings(database_url, channel)
    with LiveServer(settings) as a, LiveServer(settings) as b, \
            httpx.Client(base_url=a.url, timeout=30) as ha, httpx.Client(base_url=b.url, timeout=30) as hb:
        room, tokens = open_room(ha, "phototour", 2)  # a game that lasts
        assert state(hb, room)["version"] == state(ha, room)["version"]  # both hold the match
        sync = a.server.config.app.state.service.sync
        locked, reads = [], []
        real_catch_up, real_probe = sync.catch_up, getattr(sync, "changed_in_database", None)

        async def counting_catch_up(match):
            locked.append(1)
            return await real_catch_up(match)

        async def counting_probe(match):
            reads.append(1)
            return await real_probe(match)

        sync.catch_up = counting_catch_up
        if real_probe is not None:
            sync.changed_in_database = counting_probe
        stop, published = threading.Event(), []

        def flood() -> None:
            version = state(ha, room)["version"]
            while not stop.is_set():
                notes = [{"room": room, "kind": kind, "version": version + 1 + i % 50}
                         for i, kind in enumerate(["state", "room"] * 10)]
                for note in notes:
                    forger.publish(channel, json.dumps({"origin": "forger", "notes": [note]}))
                forger.publish(channel, json.dumps({"origin": "forger", "notes": notes * 30}))
                published.append(len(notes) + 1)

        flooder = threading.Thread(target=flood, daemon=True)
        began = time.monotonic()
        flooder.start()
        moves = 0
        try:
            while time.monotonic() - began < FLOOD_SECONDS:  # a player plays on a meanwhile
                st = state(ha, room, tokens[0])
                seat = st["actors"][0]
                mine = state(ha, room, tokens[seat])
                r = ha.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                            json={"version": mine["version"], "move": mine["moves"][0]})
                assert r.status_code == 200, r.text
                moves += 1
            # A real move made on b reaches a at once, flood or not.
            st = state(ha, room)
            seat = st["actors"][0]
            mine = state(ha, room, tokens[seat])
            assert hb.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                           json={"version": mine["version"], "move": mine["moves"][0]}).status_code == 200
            made = time.monotonic()
            while state(ha, room)["version"] != mine["version"] + 1:
                assert time.monotonic() - made < 1.0, "a real note waited behind the forged ones"
                time.sleep(0.01)
        finally:
            stop.set()
            flooder.join(10)
        seconds = time.monotonic() - began
        print(f"{sum(published)} forged publishes in {seconds:.1f} s: {len(reads)} reads, {len(locked)} catch-ups "
              f"under the lock; {moves} moves made on a meanwhile")
        figures.add("forged notes published in a flood (no lock taken for them)", sum(published))
        # The real move made on b takes the lock; so may a read that lands between one of a's own
        # commits and its update of memory (it sees a version memory has not yet). Before: 147
        # catch-ups under the lock in such a run on SQLite, 92 on PostgreSQL.
        assert len(locked) <= 5, "forged notes took the match's lock"
        assert len(reads) <= seconds / REST_AFTER_NOTHING + 10
