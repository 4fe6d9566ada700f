"""The load: K concurrent games played with random legal moves over REST, every seat listening
on its websocket; then the ceiling of a trivial endpoint with the same client, and an idle
websocket count for memory."""

from __future__ import annotations

import asyncio
import gc
import random
import re
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

import orjson
import websockets

from .http import HttpConnection


@contextmanager
def collector_paused():
    """The load client's cycle collector waits while a measured phase runs, and catches up first.

    The client holds every table, socket and sample of the run; its collections grew with them
    and paused it for 60 to 600 ms at 3,000 tables of the capacity run (the young generations
    too: a young container that refers to many old objects makes the walk long). Every move in
    flight then looked that much slower, and the step counted the client's pause against the
    server. Reference counting frees nearly everything meanwhile; what waits for the collector
    is the few cycles a phase of seconds makes."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


# A state frame begins {"type":"state","version":V,"status":S,"actors":[...], as the server
# writes it. Reading just that much keeps the client's cost per frame small; a frame that does
# not begin so is read whole.
_HEAD = re.compile(rb'^\{"type":"state","version":(\d+),"status":"(\w+)","actors":\[([\d,]*)\]')


def frame_head(raw: str | bytes) -> tuple[int, str, list[int]] | None:
    """(version, status, actors) of a state frame; None for any other frame."""
    data = raw.encode() if isinstance(raw, str) else raw
    m = _HEAD.match(data)
    if m is not None:
        return int(m[1]), m[2].decode(), [int(a) for a in m[3].split(b",") if a]
    frame = orjson.loads(data)
    if frame.get("type") != "state":
        return None
    return frame["version"], frame["status"], frame["actors"]


def frame_moves(raw: bytes) -> list:
    """The legal moves of a state frame. The server writes the view last (`Match.payload`), so
    the fields before it are read alone when the frame has that shape: a view is most of a
    frame's bytes, and the load client has thousands of frames a second to read."""
    cut = raw.find(b',"view":')
    try:
        frame = orjson.loads(raw[:cut] + b"}") if cut > 0 else None
    except orjson.JSONDecodeError:
        frame = None
    if frame is None or "moves" not in frame:
        frame = orjson.loads(raw)
    return frame.get("moves") or []


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, max(0, int(q * len(values) + 0.999999) - 1))]


@dataclass
class Stats:
    acks: list[float] = field(default_factory=list)
    sent: dict[tuple[str, int], float] = field(default_factory=dict)  # (room, version) -> send time
    seen: dict[tuple[str, int], list[float]] = field(default_factory=dict)
    refused: int = 0
    finished: int = 0


@dataclass
class Seat:
    room: str
    seat: int
    token: str
    server: tuple[str, int]
    players: int


def seat_server(servers, slot: int, seat: int, affinity: str):
    """Where a seat plays: with room affinity (what the proxy of docs/hosting.md does) every
    seat of a game talks to one process; without, the seats of a game are spread over them."""
    return servers[(slot if affinity == "room" else seat) % len(servers)]


async def setup_game(conns: list[HttpConnection], servers, game: str, players: int, label: str,
                     slot: int = 0, affinity: str = "room") -> list[Seat]:
    """Create a room (on the first process, as a proxy would place a call without a room), then
    join and start it where its seats play (`conns` has a connection to every process)."""
    where = [servers.index(seat_server(servers, slot, s, affinity)) for s in range(players)]
    status, host = await conns[0].request("POST", "/api/rooms", {"game": game, "players": players, "name": label})
    assert status == 201, host
    seats = [Seat(host["room"], 0, host["token"], servers[where[0]], players)]
    for s in range(1, players):
        status, joined = await conns[where[s]].request("POST", f"/api/rooms/{host['room']}/join",
                                                       {"name": f"{label}-{s}"})
        assert status == 201, joined
        seats.append(Seat(host["room"], joined["seat"], joined["token"], servers[where[s]], players))
    status, started = await conns[where[0]].request("POST", f"/api/rooms/{host['room']}/start", token=host["token"])
    assert status == 200, started
    return seats


async def setup_games(servers, game: str, players: int, k: int, affinity: str = "room") -> list[list[Seat]]:
    conns = [HttpConnection(*server) for server in servers]
    rooms = [await setup_game(conns, servers, game, players, f"g{i}", i, affinity) for i in range(k)]
    for conn in conns:
        conn.close()
    return rooms


async def play_seat(seat: Seat, http: HttpConnection, stats: Stats, rng: random.Random, stop_at: float) -> None:
    """Listen on the seat's websocket and move whenever the seat is an actor, until the game ends."""
    host, port = seat.server
    acted = -1
    async with websockets.connect(f"ws://{host}:{port}/ws/rooms/{seat.room}", max_size=2**23,
                                  compression=None) as ws:
        await ws.send(orjson.dumps({"type": "hello", "token": seat.token}).decode())
        while True:
            try:
                raw = await asyncio.wait_for(ws.recv(decode=False), timeout=max(0.05, stop_at - time.perf_counter()))
            except asyncio.TimeoutError:
                return
            now = time.perf_counter()
            head = frame_head(raw)
            if head is None:
                continue
            version, status, actors = head
            stats.seen.setdefault((seat.room, version), []).append(now)
            if status == "finished":
                if seat.seat == 0:
                    stats.finished += 1
                return
            if seat.seat not in actors or version <= acted:
                continue  # nothing to do: the rest of the frame need not be read
            frame = orjson.loads(raw)
            # Act on this version, then on the answers while the seat stays an actor.
            while frame is not None and frame["status"] == "playing" and frame.get("moves") \
                    and frame["version"] > acted and time.perf_counter() < stop_at:
                acted = frame["version"]
                t0 = time.perf_counter()
                stats.sent[(seat.room, frame["version"] + 1)] = t0
                status, answer = await http.request(
                    "POST", f"/api/rooms/{seat.room}/moves",
                    {"version": frame["version"], "move": rng.choice(frame["moves"])}, seat.token)
                if status != 200:
                    stats.refused += 1
                    stats.sent.pop((seat.room, frame["version"] + 1), None)
                    break
                stats.acks.append(time.perf_counter() - t0)
                frame = answer


async def slot(index: int, servers, game: str, players: int, stats: Stats, rng: random.Random,
               stop_at: float, first: list[Seat], affinity: str) -> None:
    """One of the K concurrent games: play it, then start the next, until the time is up."""
    setup = [HttpConnection(*server) for server in servers]
    conns = [HttpConnection(*seat_server(servers, index, s, affinity)) for s in range(players)]
    seats, n = first, 0
    while time.perf_counter() < stop_at:
        await asyncio.gather(*(play_seat(s, conns[s.seat], stats, rng, stop_at) for s in seats))
        n += 1
        if time.perf_counter() < stop_at:
            seats = await setup_game(setup, servers, game, players, f"g{index}-{n}", index, affinity)
    for c in [*setup, *conns]:
        c.close()


async def moves_phase(servers, game: str, players: int, k: int, seconds: float, seed: int,
                      affinity: str = "room") -> dict:
    rooms = await setup_games(servers, game, players, k, affinity)
    stats = Stats()
    rng = random.Random(seed)
    with collector_paused():
        start = time.perf_counter()
        stop_at = start + seconds
        await asyncio.gather(*(slot(i, servers, game, players, stats, random.Random(rng.random()), stop_at,
                                    rooms[i], affinity) for i in range(k)))
        elapsed = max(time.perf_counter(), stop_at) - start
    pushes = []
    for key, t0 in stats.sent.items():
        seen = stats.seen.get(key, [])
        if len(seen) == players:
            pushes.append(max(seen) - t0)
    return {
        "moves": len(stats.acks), "seconds": elapsed, "moves_per_s": len(stats.acks) / elapsed,
        "ack_p50_ms": pct(stats.acks, 0.5) * 1000, "ack_p99_ms": pct(stats.acks, 0.99) * 1000,
        "push_p50_ms": pct(pushes, 0.5) * 1000, "push_p99_ms": pct(pushes, 0.99) * 1000,
        "refused": stats.refused, "finished": stats.finished, "matches": k,
    }


async def ceiling_phase(server: tuple[str, int], concurrency: int, seconds: float, path: str = "/api/health") -> dict:
    conns = [HttpConnection(*server) for _ in range(concurrency)]
    for c in conns:
        for _ in range(4):
            await c.request("GET", path)
    count = [0]
    latencies: list[float] = []
    end = time.perf_counter() + seconds

    async def loop(c: HttpConnection) -> None:
        while time.perf_counter() < end:
            t0 = time.perf_counter()
            await c.request("GET", path)
            latencies.append(time.perf_counter() - t0)
            count[0] += 1

    start = time.perf_counter()
    await asyncio.gather(*(loop(c) for c in conns))
    elapsed = time.perf_counter() - start
    for c in conns:
        c.close()
    return {"ceiling_rps": count[0] / elapsed, "ceiling_p50_ms": pct(latencies, 0.5) * 1000,
            "ceiling_p99_ms": pct(latencies, 0.99) * 1000}


async def sockets_phase(servers, game: str, players: int, n: int, rss) -> dict:
    """Open `n` idle spectator websockets (each said hello and got its frames); report RSS."""
    rooms = await setup_games(servers, game, players, max(1, n // 100))
    before = rss()
    sockets = []
    for i in range(n):
        room = rooms[i % len(rooms)][0].room
        host, port = servers[i % len(servers)]
        ws = await websockets.connect(f"ws://{host}:{port}/ws/rooms/{room}", max_size=2**23, compression=None)
        await ws.send('{"type":"hello"}')
        await ws.recv()
        await ws.recv()
        sockets.append(ws)
    await asyncio.sleep(1.0)
    after = rss()
    for ws in sockets:
        await ws.close()
    return {"sockets": n, "rss_before_sockets_mb": before, "rss_with_sockets_mb": after}
