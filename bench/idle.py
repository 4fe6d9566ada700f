"""What tables and sockets at rest cost (`python -m app bench --idle`).

Three phases on a server of the bench's own: tables played a few moves and left alone (RSS
per table); idle websockets on them (RSS per socket); and, after the server restarted on the
same database so that no table is in memory, the first read of a table (which loads it from
the database and replays its log) against a second read (from memory).
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass
from typing import Callable

import orjson
import websockets

from .capacity import GAMES, PLAYERS, SOCKET_OPTIONS, Pool
from .driver import pct


@dataclass
class IdleTable:
    game: str
    players: int
    room: str
    tokens: list[str]
    version: int = 0


async def open_tables(server: tuple[str, int], n: int, moves: int, seed: int, concurrency: int = 16) -> list[IdleTable]:
    """`n` tables of the five games (2 to 4 seats), each started and played `moves` random legal
    moves (fewer if it ends first)."""
    pool = Pool(server, concurrency)
    rng = random.Random(seed)
    tables: list[IdleTable] = []
    todo = list(range(n))

    async def one(i: int) -> IdleTable:
        game, players = GAMES[i % len(GAMES)], PLAYERS[(i // len(GAMES)) % len(PLAYERS)]
        status, host = await pool.request("POST", "/api/rooms", {"game": game, "players": players, "name": f"i{i}"})
        assert status == 201, host
        tokens = [host["token"]]
        for s in range(1, players):
            status, joined = await pool.request("POST", f"/api/rooms/{host['room']}/join", {"name": f"i{i}-{s}"})
            assert status == 201, joined
            tokens.append(joined["token"])
        status, state = await pool.request("POST", f"/api/rooms/{host['room']}/start", token=tokens[0])
        assert status == 200, state
        table = IdleTable(game, players, host["room"], tokens)
        status, state = await pool.request("GET", f"/api/rooms/{table.room}/state")
        for _ in range(moves):
            if state["status"] != "playing" or not state["actors"]:
                break
            seat = rng.choice(state["actors"])
            status, legal = await pool.request("GET", f"/api/rooms/{table.room}/moves", token=tokens[seat])
            if status != 200 or not legal["moves"]:
                break
            status, state = await pool.request("POST", f"/api/rooms/{table.room}/moves",
                                               {"version": legal["version"], "move": rng.choice(legal["moves"])},
                                               tokens[seat])
            assert status == 200, state
        table.version = state["version"]
        return table

    async def worker():
        while todo:
            tables.append(await one(todo.pop()))

    await asyncio.gather(*(worker() for _ in range(concurrency)))
    pool.close()
    return tables


async def open_sockets(server: tuple[str, int], tables: list[IdleTable], n: int) -> list:
    """`n` websockets, one per seat of the tables in turn, each after its hello and first frames."""
    seats = [(t, s) for t in tables for s in range(t.players)]
    host, port = server
    sockets = []
    for i in range(n):
        table, seat = seats[i % len(seats)]
        ws = await websockets.connect(f"ws://{host}:{port}/ws/rooms/{table.room}", **SOCKET_OPTIONS)
        await ws.send(orjson.dumps({"type": "hello", "token": table.tokens[seat]}).decode())
        await ws.recv()  # the room
        await ws.recv()  # the state
        sockets.append(ws)
    return sockets


async def sockets_phase(server, tables: list[IdleTable], n: int, rss: Callable[[], float]) -> dict:
    before = rss()
    sockets = await open_sockets(server, tables, n)
    await asyncio.sleep(2.0)
    after = rss()
    for ws in sockets:
        await ws.close()
    return {"sockets": n, "rss_before_sockets_mb": before, "rss_with_sockets_mb": after,
            "kb_per_socket": (after - before) * 1024 / n if n else float("nan")}


async def reload_phase(server, tables: list[IdleTable], rss: Callable[[], float]) -> dict:
    """On a server that has just started: the first read of each table (a load from the
    database with its replay) and a second read (from memory), one table at a time."""
    pool = Pool(server, 1)
    await pool.request("GET", "/api/health")
    before = rss()
    first: dict[str, list[float]] = {}
    second: list[float] = []
    for table in tables:
        t0 = time.perf_counter()
        status, state = await pool.request("GET", f"/api/rooms/{table.room}/state")
        t1 = time.perf_counter()
        assert status == 200 and state["version"] == table.version, state
        await pool.request("GET", f"/api/rooms/{table.room}/state")
        second.append(time.perf_counter() - t1)
        first.setdefault(table.game, []).append(t1 - t0)
    after = rss()
    pool.close()
    every = [v for values in first.values() for v in values]
    return {"reloaded": len(tables), "load_p50_ms": pct(every, 0.5) * 1000, "load_p99_ms": pct(every, 0.99) * 1000,
            "memory_read_p50_ms": pct(second, 0.5) * 1000,
            "load_p50_ms_by_game": {g: round(pct(v, 0.5) * 1000, 2) for g, v in sorted(first.items())},
            "kb_per_reloaded_table": (after - before) * 1024 / len(tables) if tables else float("nan")}
