"""A Redis outage leaves no server stale. Two servers reach Redis through a proxy the test cuts
during moves: while it is down, a server reads the database for the rooms watched there and
checks a refusal that depends on the version against the database; once it is subscribed again
it catches up every room it holds."""

from __future__ import annotations

import json
import threading
import time
import uuid
from urllib.parse import urlsplit

import httpx
import pytest
from websockets.sync.client import connect

from tests.conftest import REDIS_URL, LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth, open_room
from tests.reliability.tcpproxy import TcpProxy
from tests.security import figures

pytestmark = pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL unset")

OUTAGES = 3
POLL = 1.0  # redis_poll_seconds of the servers under test


@pytest.fixture
def proxy():
    redis_url = urlsplit(REDIS_URL)
    assert redis_url.hostname == "127.0.0.1"
    p = TcpProxy(redis_url.port or 6379)
    yield p
    p.close()


def wait_for(predicate, seconds: float):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def version(http: httpx.Client, room: str) -> int:
    return http.get(f"/api/rooms/{room}/state").json()["version"]


def move_on(http: httpx.Client, room: str, tokens: list[str]) -> int:
    """The actor in turn (the toy game's take phase) takes one; returns the new version."""
    st = http.get(f"/api/rooms/{room}/state").json()
    seat = st["actors"][0]
    r = http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                  json={"version": st["version"], "move": {"type": "take", "n": 1}})
    assert r.status_code == 200, r.text
    return r.json()["version"]


def take_phase_room(http: httpx.Client) -> tuple[str, list[str]]:
    room, tokens = open_room(http, "toy", 2)
    for seat in (0, 1):
        st = http.get(f"/api/rooms/{room}/state", headers=auth(tokens[seat])).json()
        assert http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                         json={"version": st["version"], "move": st["moves"][0]}).status_code == 200
    return room, tokens


class Spectator:
    """A websocket on one server, recording the versions it is sent."""

    def __init__(self, url: str, room: str) -> None:
        self.versions: list[int] = []
        self.url = url.replace("http", "ws") + f"/ws/rooms/{room}"
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        with connect(self.url) as ws:
            ws.send(json.dumps({"type": "hello"}))
            while not self._stop.is_set():
                try:
                    frame = json.loads(ws.recv(timeout=0.2))
                except TimeoutError:
                    continue
                except Exception:
                    return
                if frame["type"] == "state":
                    self.versions.append(frame["version"])

    def close(self) -> None:
        self._stop.set()
        self.thread.join(5)


def test_after_a_redis_outage_no_server_stays_stale(database_url, proxy):
    settings = make_settings(database_url, redis_url=f"redis://127.0.0.1:{proxy.port}/0",
                             redis_channel=f"panorama:test:{uuid.uuid4().hex}", redis_poll_seconds=POLL,
                             **NO_LIMITS)
    with LiveServer(settings) as a, LiveServer(settings) as b, \
            httpx.Client(base_url=a.url, timeout=30) as ha, httpx.Client(base_url=b.url, timeout=30) as hb:
        watched, idle, turn = (take_phase_room(ha) for _ in range(3))
        for room, _ in (watched, idle, turn):
            assert version(hb, room) == version(ha, room)  # b holds all three
        spectator = Spectator(b.url, watched[0])
        assert wait_for(lambda: spectator.versions, 5)
        try:
            for outage in range(OUTAGES):
                proxy.cut()
                time.sleep(0.2)
                v_idle = version(hb, idle[0])
                new_watched, new_idle = move_on(ha, watched[0], watched[1]), move_on(ha, idle[0], idle[1])
                move_on(ha, turn[0], turn[1])
                cut_at = time.monotonic()
                # While Redis is down: the watched room is read from the database ...
                assert wait_for(lambda: new_watched in spectator.versions, 2 * POLL + 3), \
                    f"outage {outage}: the spectator on b froze"
                figures.add("Redis outages: watched-room catch-up while down, ms (sum)",
                            round((time.monotonic() - cut_at) * 1000))
                # ... a player whose turn b does not know of yet is not refused ...
                r = hb.post(f"/api/rooms/{turn[0]}/moves", headers=auth(turn[1][version(ha, turn[0]) % 2]),
                            json={"version": version(ha, turn[0]), "move": {"type": "take", "n": 1}})
                assert r.status_code == 200, f"outage {outage}: {r.status_code} {r.text}"
                # ... and the room nobody watches on b waits for Redis.
                assert version(hb, idle[0]) == v_idle
                proxy.restore()
                restored_at = time.monotonic()
                assert wait_for(lambda: version(hb, idle[0]) == new_idle, 15), \
                    f"outage {outage}: b still serves version {version(hb, idle[0])} of the idle room"
                figures.add("Redis outages survived (proxy cut during moves)")
                figures.add("Redis outages: catch-up of an unwatched room after Redis returned, ms (sum)",
                            round((time.monotonic() - restored_at) * 1000))
                # Notes flow again: a move on a reaches b's spectator within a second.
                time.sleep(0.5)
                sent = time.monotonic()
                new_watched = move_on(ha, watched[0], watched[1])
                assert wait_for(lambda: new_watched in spectator.versions, 3)
                assert time.monotonic() - sent < 1.5
        finally:
            spectator.close()

