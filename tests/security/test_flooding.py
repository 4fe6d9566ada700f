"""A websocket that floods the server with protocol pings (control frames, which the websocket
layer answers below the application) is closed with a code, and everybody else is served as
before. The issue's attack: one socket sent about two million pings in ten seconds, was never
closed, kept a core busy, and moved the health check from 5 ms to a median of 759 ms."""

from __future__ import annotations

import json
import time

import httpx
from websockets.sync.client import connect

from app.realtime.frames import RATE_MESSAGES
from app.server import PARSE_SLICE
from tests.conftest import migrated
from tests.reliability.helpers import ServerProcess, open_room
from tests.security import figures
from tests.security.availability import HealthProbe, Reader, bound, close_code, idle_median, raw_websocket, \
    server_frames

FLOOD_SECONDS = 6.0
MAX_CONNECTIONS = 300
PING = b"\x89\x80" + b"\x5a\x17\xc3\x01"  # an empty ping, masked as every client frame is
BURST = PING * 20_000  # 120 KB: twenty thousand pings a send


def flood(port: int, room: str, until: float) -> dict:
    """One socket says hello and sends pings as fast as the server takes them, until it is
    closed or `until`; what it sent and how it ended."""
    sock = raw_websocket(port, room)
    reader = Reader(sock)
    sock.settimeout(1.0)
    began, sent = time.monotonic(), 0
    while time.monotonic() < until and reader.closed_at is None:
        try:
            sock.sendall(BURST)
            sent += len(BURST) // len(PING)
        except TimeoutError:
            continue
        except OSError:
            break  # the server closed the socket
    # Ended by the attack's end, not by the server: its close may not have been read yet.
    cut = reader.closed_at is None and time.monotonic() >= until
    try:
        sock.shutdown(2)
    except OSError:
        pass
    reader.join(10)
    sock.close()
    closed = reader.closed_at if reader.closed_at is not None and reader.closed_at < until + 5 else None
    return {"sent": sent, "cut": cut, "code": close_code(bytes(reader.data)), "data": bytes(reader.data),
            "seconds": (closed - began) if closed is not None else None}


def test_a_socket_flooding_pings_is_closed_and_the_others_keep_their_latency(tmp_path):
    url = migrated(f"sqlite:///{tmp_path / 'flood.db'}")
    with ServerProcess(url, tmp_path / "server.log", {"LOG_LEVEL": "warning"}) as server:
        with httpx.Client(base_url=server.url, timeout=30) as http:
            room, _tokens = open_room(http, "camargue", 2)
        idle = idle_median(server.url)
        with connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{room}") as player:
            player.send(json.dumps({"type": "hello"}))
            assert json.loads(player.recv(timeout=10))["type"] == "room"
            with HealthProbe(server.url) as probe:
                until = time.monotonic() + FLOOD_SECONDS
                floods = [flood(server.port, room, until)]
                # Closed, the attacker connects again and floods again, for as long as the attack lasts.
                while time.monotonic() < until and len(floods) < MAX_CONNECTIONS:
                    floods.append(flood(server.port, room, until))
            # The player's socket, open all along, is still served at once.
            player.send('{"type": "ping"}')
            deadline = time.monotonic() + 5
            while json.loads(player.recv(timeout=5))["type"] != "pong":
                assert time.monotonic() < deadline
        loaded = probe.median
        print(f"health: idle median {idle:.1f} ms, during the flood {loaded:.1f} ms over {len(probe.latencies)} "
              f"probes; {len(floods)} flooding sockets, {sum(f['sent'] for f in floods)} pings sent")
        figures.add("protocol pings written by flooding sockets (the server read one slice of each)",
                    sum(f["sent"] for f in floods))
        figures.add("flooding sockets closed with 1008", sum(f["code"] == 1008 for f in floods))
        first = floods[0]
        assert first["code"] == 1008, f"the first flooding socket was not closed with 1008 ({first['sent']} pings sent)"
        assert first["seconds"] is not None and first["seconds"] < 2.0, first["seconds"]
        errors = [json.loads(p) for op, p in server_frames(first["data"]) if op == 0x1]
        assert errors and errors[-1]["code"] == "rate_limited", errors
        pongs = sum(op == 0xA for op, _p in server_frames(first["data"]))
        # The websocket layer parses a slice at a time: the flood is cut within the slice that crossed the limit.
        assert pongs <= RATE_MESSAGES + PARSE_SLICE // len(PING), "the rest of the flood is not answered"
        # Every socket the server closed was closed with 1008; only the last one may have been cut
        # by the end of the attack itself, before the server's close was read.
        assert all(f["code"] == 1008 for f in floods if not f["cut"]), [f["code"] for f in floods]
        assert not any(f["cut"] for f in floods[:-1])
        assert probe.failures == 0
        assert loaded <= bound(idle), f"health {loaded:.1f} ms during the flood against {idle:.1f} ms at rest"
