"""The websocket: Origin allowlist, 16 KiB frames, a message rate limit, pings with a timeout, a
hello timeout, and resuming from the client's last version with no gap after a drop."""

from __future__ import annotations

import base64
import json
import os
import random
import socket
import threading
import time

import httpx
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

import app.realtime.ws as ws_module
from app.realtime.frames import RATE_MESSAGES
from tests.conftest import free_port, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS, auth, open_room
from tests.security import figures

MAX_FRAME = 16 * 1024


class Uvicorn:
    """The app under uvicorn in a thread, with the websocket settings a test needs."""

    def __init__(self, settings, **config) -> None:
        import uvicorn

        from app.main import create_app

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(uvicorn.Config(create_app(settings), host="127.0.0.1", port=self.port,
                                                   log_level="warning", lifespan="on", **config))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> "Uvicorn":
        self.thread.start()
        deadline = time.time() + 20
        while not self.server.started:
            assert time.time() < deadline and self.thread.is_alive(), "server did not start"
            time.sleep(0.02)
        return self

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(10)


@pytest.fixture
def sqlite_settings(tmp_path):
    return make_settings(migrated(f"sqlite:///{tmp_path / 'ws.db'}"), **NO_LIMITS)


def ws_url(server, room: str) -> str:
    return f"ws://127.0.0.1:{server.port}/ws/rooms/{room}"


def hello(ws, token: str | None = None, version: int | None = None) -> dict:
    msg = {"type": "hello"}
    if token:
        msg["token"] = token
    if version is not None:
        msg["version"] = version
    ws.send(json.dumps(msg))
    return json.loads(ws.recv(timeout=10))


def new_room(server, game="toy", players=2, start=True):
    with httpx.Client(base_url=server.url, timeout=30) as http:
        return open_room(http, game, players, start=start)


# ----- Origin -------------------------------------------------------------------------------

def test_a_cross_origin_handshake_is_refused_and_clients_without_origin_are_allowed(server):
    room, _ = new_room(server)
    for origin in ["http://evil.example", "null", f"http://127.0.0.1:{server.port}.evil.example",
                   f"https://evil.example/http://127.0.0.1:{server.port}", "http://127.0.0.1"]:
        with pytest.raises(InvalidStatus) as err:
            with connect(ws_url(server, room), origin=origin):
                pass
        assert err.value.response.status_code == 403, origin
    with connect(ws_url(server, room)) as ws:  # no Origin: not a browser
        assert hello(ws)["type"] == "room"
    with connect(ws_url(server, room), origin=f"http://127.0.0.1:{server.port}") as ws:  # same origin
        assert hello(ws)["type"] == "room"


def test_origins_on_the_allowlist_are_accepted(database_url):
    settings = make_settings(database_url, allowed_origins=["https://play.example"], **NO_LIMITS)
    with Uvicorn(settings, ws_max_size=MAX_FRAME) as server:
        room, _ = new_room(server)
        with connect(ws_url(server, room), origin="https://play.example") as ws:
            assert hello(ws)["type"] == "room"
        with pytest.raises(InvalidStatus) as err:
            with connect(ws_url(server, room), origin="https://play.example.evil"):
                pass
        assert err.value.response.status_code == 403


# ----- frame size and message rate -----------------------------------------------------------

def ping_of_size(size: int) -> str:
    head = '{"type": "ping", "pad": "'
    return head + "x" * (size - len(head) - 2) + '"}'


@pytest.mark.parametrize("server_limit", [MAX_FRAME, 1 << 20], ids=["uvicorn-16KiB", "uvicorn-1MiB"])
def test_a_frame_over_16_kib_closes_the_socket_with_1009(sqlite_settings, server_limit):
    """Whatever the server's own limit, the endpoint refuses a frame over 16 KiB."""
    with Uvicorn(sqlite_settings, ws_max_size=server_limit) as server:
        room, _ = new_room(server)
        with connect(ws_url(server, room), max_size=None) as ws:
            assert hello(ws)["type"] == "room"
            ws.send(ping_of_size(MAX_FRAME))  # exactly 16 KiB: fine
            frames = [json.loads(ws.recv(timeout=10)) for _ in range(2)]
            assert {"type": "pong"} in frames
            ws.send(ping_of_size(MAX_FRAME + 1))
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(5):
                    ws.recv(timeout=10)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009


def test_too_many_messages_close_the_socket_with_1008_and_a_steady_pace_does_not(server):
    room, _ = new_room(server)
    with connect(ws_url(server, room)) as ws:
        hello(ws)
        pongs = 0
        with pytest.raises(ConnectionClosed) as closed:
            for _ in range(100):
                ws.send('{"type": "ping"}')
            while True:
                if json.loads(ws.recv(timeout=10))["type"] == "pong":
                    pongs += 1
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
        assert pongs <= RATE_MESSAGES
    with connect(ws_url(server, room)) as ws:
        hello(ws)
        pongs = 0
        for _ in range(18):  # 6 a second for 3 s: fewer than the limit in any second, even bunched up
            ws.send('{"type": "ping"}')
            time.sleep(1 / 6)
        deadline = time.time() + 10
        while pongs < 18 and time.time() < deadline:
            if json.loads(ws.recv(timeout=10))["type"] == "pong":
                pongs += 1
        assert pongs == 18


# ----- pings and timeouts ---------------------------------------------------------------------

def test_the_server_is_configured_with_pings_a_ping_timeout_and_a_16_kib_frame_limit(monkeypatch):
    import uvicorn

    from app import cli

    seen = {}
    monkeypatch.setattr(uvicorn, "run", lambda *a, **kw: seen.update(kw))
    cli.serve("127.0.0.1", 0)
    assert seen["ws_max_size"] == MAX_FRAME
    assert 0 < seen["ws_ping_interval"] <= 60 and 0 < seen["ws_ping_timeout"] <= 60


def raw_socket(server, room: str) -> socket.socket:
    """A websocket client that says hello and then never answers a ping (a dead peer)."""
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /ws/rooms/{room} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    assert head.startswith(b"HTTP/1.1 101"), head
    payload, mask = b'{"type": "hello"}', os.urandom(4)
    sock.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
    return sock


def seconds_until_closed(sock: socket.socket, limit: float) -> float:
    started = time.time()
    sock.settimeout(0.2)
    while time.time() - started < limit:
        try:
            if sock.recv(65536) == b"":
                return time.time() - started
        except TimeoutError:
            pass
    return float("inf")


def test_a_peer_that_stops_answering_pings_is_dropped(sqlite_settings):
    with Uvicorn(sqlite_settings, ws_ping_interval=0.3, ws_ping_timeout=0.3) as server:
        room, _ = new_room(server)
        assert seconds_until_closed(raw_socket(server, room), 5) < 5
    with Uvicorn(sqlite_settings, ws_ping_interval=None, ws_ping_timeout=None) as server:  # the control
        room, _ = new_room(server)
        assert seconds_until_closed(raw_socket(server, room), 1.5) == float("inf")


def test_a_client_that_never_says_hello_is_closed(sqlite_settings, monkeypatch):
    monkeypatch.setattr(ws_module, "HELLO_TIMEOUT", 0.5)
    with Uvicorn(sqlite_settings) as server:
        room, _ = new_room(server)
        with connect(ws_url(server, room)) as ws:
            frame = json.loads(ws.recv(timeout=5))
            assert frame["type"] == "error" and frame["code"] == "bad_hello"
            with pytest.raises(ConnectionClosed) as closed:
                ws.recv(timeout=5)
            assert closed.value.rcvd.code == 1008


def test_the_application_ping_is_answered(server):
    room, _ = new_room(server)
    with connect(ws_url(server, room)) as ws:
        hello(ws)
        ws.send('{"type": "ping"}')
        frames = [json.loads(ws.recv(timeout=10)) for _ in range(2)]
        assert {"type": "pong"} in frames


# ----- resume after a drop ----------------------------------------------------------------------

def test_a_client_dropped_again_and_again_resumes_with_no_gap(server):
    """A seat's socket is cut every few frames while the game goes on; each reconnection names the
    last version seen, and the versions received (as state frames, or as the log entries of a
    log frame when it was away longer than memory keeps versions), put together, are every
    version exactly once."""
    room, tokens = new_room(server, "camargue", 2)
    done = threading.Event()
    errors: list = []

    def play() -> None:
        rng = random.Random(4)
        try:
            with httpx.Client(base_url=server.url, timeout=30) as http:
                while True:
                    st = http.get(f"/api/rooms/{room}/state").json()
                    if st["status"] == "finished":
                        return
                    seat = st["actors"][0]
                    moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
                    http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                              json={"version": moves["version"], "move": rng.choice(moves["moves"])})
                    time.sleep(0.01)
        except Exception as exc:  # noqa: BLE001
            errors.append(exc)
        finally:
            done.set()

    rng = random.Random(8)
    seen: list[int] = []
    last = None
    drops = 0
    player = threading.Thread(target=play, daemon=True)
    with connect(ws_url(server, room)) as ws:  # the first connection sees version 0 before play starts
        hello(ws, tokens[1])
        frame = json.loads(ws.recv(timeout=10))
        seen.append(frame["version"])
        last = frame["version"]
    player.start()
    finished = False
    while not finished:
        with connect(ws_url(server, room), max_size=2**22) as ws:
            assert hello(ws, tokens[1], last)["type"] == "room"
            for _ in range(rng.randint(1, 6)):
                frame = json.loads(ws.recv(timeout=30))
                if frame["type"] == "log":  # away longer than memory keeps versions: their log entries
                    seen.extend(e["version"] for e in frame["entries"])
                    last = seen[-1]
                    continue
                if frame["type"] != "state":
                    continue
                assert frame["seat"] == 1
                seen.append(frame["version"])
                last = frame["version"]
                if frame["status"] == "finished":
                    finished = True
                    break
        drops += 1  # the socket is closed without warning the server, mid-stream
    player.join(30)
    assert not errors, errors
    assert seen == list(range(seen[-1] + 1)), "every version once, in order, across every drop"
    assert drops >= 10
    figures.add("websocket reconnections resumed without a gap", drops)


def test_the_16_kib_limit_counts_bytes_not_characters(sqlite_settings):
    with Uvicorn(sqlite_settings, ws_max_size=1 << 20) as server:
        room, _ = new_room(server)
        with connect(ws_url(server, room), max_size=None) as ws:
            assert hello(ws)["type"] == "room"
            ws.send('{"type": "ping", "pad": "' + "\u20ac" * 16_000 + '"}')
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(5):
                    ws.recv(timeout=10)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009


def test_the_hello_is_held_to_16_kib_too(sqlite_settings):
    with Uvicorn(sqlite_settings, ws_max_size=1 << 20) as server:
        room, _ = new_room(server)
        with connect(ws_url(server, room), max_size=None) as ws:
            ws.send(json.dumps({"type": "hello", "pad": "x" * 100_000}))
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(5):
                    ws.recv(timeout=10)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
