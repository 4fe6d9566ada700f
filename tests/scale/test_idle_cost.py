"""What tables and websockets at rest cost, bounded loosely: each bound is several times what
`python -m app bench --idle` measured (docs/benchmarks.md), so these tests catch a regression
of several times, not a change of a few percent. The load back from the database is bounded
by the work it does (moves replayed, statements run), not by a clock."""

from __future__ import annotations

import asyncio
import gc
import os
import random
import signal
import subprocess
import sys
import time
import tracemalloc
import urllib.request

import orjson
import pytest
import websockets
from fastapi.testclient import TestClient
from sqlalchemy import event

from app.cli import migrate
from app.engine import get_game
from app.main import create_app
from tests.conftest import free_port, make_settings, run_coroutine

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = ("camargue", "provence", "osaka", "phototour", "sunset")

# Measured (bench --idle, docs/benchmarks.md): about 180 KB of RSS per table after 10 moves
# (tracemalloc sees about 140 KB here) and 25 to 31 KB per idle websocket.
TABLE_KB_BOUND = 600
SOCKET_KB_BOUND = 150


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play_table(client, game: str, players: int, moves: int, rng: random.Random) -> tuple[str, list[str], int]:
    host = client.post("/api/rooms", json={"game": game, "players": players, "name": "A"}).json()
    tokens = [host["token"]]
    for s in range(1, players):
        tokens.append(client.post(f"/api/rooms/{host['room']}/join", json={"name": f"P{s}"}).json()["token"])
    assert client.post(f"/api/rooms/{host['room']}/start", headers=auth(tokens[0])).status_code == 200
    state = client.get(f"/api/rooms/{host['room']}/state").json()
    for _ in range(moves):
        if state["status"] != "playing":
            break
        seat = rng.choice(state["actors"])
        legal = client.get(f"/api/rooms/{host['room']}/moves", headers=auth(tokens[seat])).json()
        r = client.post(f"/api/rooms/{host['room']}/moves", headers=auth(tokens[seat]),
                        json={"version": legal["version"], "move": rng.choice(legal["moves"])})
        assert r.status_code == 200, r.text
        state = r.json()
    return host["room"], tokens, state["version"]


@pytest.fixture
def app_client(tmp_path):
    url = f"sqlite:///{tmp_path / 'idle.db'}"
    migrate(url)
    with TestClient(create_app(make_settings(url, rooms_burst=1000, joins_burst=1000))) as client:
        yield client


def table_kb(db_path: str) -> float:
    """Traced KB per table at rest after 10 moves, in this process alone."""
    url = f"sqlite:///{db_path}"
    migrate(url)
    with TestClient(create_app(make_settings(url, rooms_burst=1000, joins_burst=1000))) as client:
        rng = random.Random(3)
        play_table(client, "camargue", 2, 2, rng)  # warm every import and cache first
        for game in GAMES:
            play_table(client, game, 2, 1, rng)
        gc.collect()
        tracemalloc.start()
        try:
            before = tracemalloc.get_traced_memory()[0]
            n = 25
            for i in range(n):
                play_table(client, GAMES[i % len(GAMES)], 2 + i % 3, 10, rng)
            gc.collect()
            return (tracemalloc.get_traced_memory()[0] - before) / n / 1024
        finally:
            tracemalloc.stop()


def test_a_table_at_rest_costs_a_bounded_amount_of_memory(tmp_path):
    # Measured in a process of its own: a test worker that ran the browser tests keeps their live
    # server in a thread, whose bots' allocations tracemalloc counts too (642 KB a table, once).
    code = f"from tests.scale.test_idle_cost import table_kb; print(table_kb({str(tmp_path / 'idle.db')!r}))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    per_table_kb = float(done.stdout.strip().splitlines()[-1])
    print(f"traced KB per table at rest: {per_table_kb:.1f}")
    assert 0 < per_table_kb < TABLE_KB_BOUND


def test_loading_a_table_back_replays_each_move_once_in_a_few_statements(app_client, monkeypatch):
    rng = random.Random(5)
    service = app_client.app.state.service
    for game in GAMES:
        room, tokens, version = play_table(app_client, game, 3, 20, rng)
        seen = app_client.get(f"/api/rooms/{room}/state", headers=auth(tokens[1])).json()
        del service._matches[room]  # as the sweep drops a table at rest
        applied = {"n": 0}
        statements = {"n": 0}

        def count_statement(*_args, **_kw):
            statements["n"] += 1

        match_game = get_game(game)
        real_apply = match_game.apply

        def counting_apply(*args, **kw):
            applied["n"] += 1
            return real_apply(*args, **kw)

        event.listen(service.engine, "before_cursor_execute", count_statement)
        monkeypatch.setattr(match_game, "apply", counting_apply)
        try:
            again = app_client.get(f"/api/rooms/{room}/state", headers=auth(tokens[1])).json()
        finally:
            monkeypatch.undo()
            event.remove(service.engine, "before_cursor_execute", count_statement)
        assert again == seen
        assert applied["n"] == version, (game, applied, version)
        assert statements["n"] <= 4, (game, statements)


async def _open_sockets(port: int, rooms: list[tuple[str, list[str]]], n: int) -> list:
    sockets = []
    seats = [(room, token) for room, tokens in rooms for token in tokens]
    for i in range(n):
        room, token = seats[i % len(seats)]
        ws = await websockets.connect(f"ws://127.0.0.1:{port}/ws/rooms/{room}", compression=None,
                                      ping_interval=None, open_timeout=10)
        await ws.send(orjson.dumps({"type": "hello", "token": token}).decode())
        await asyncio.wait_for(ws.recv(), 10)
        await asyncio.wait_for(ws.recv(), 10)
        sockets.append(ws)
    return sockets


def _rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise AssertionError("no VmRSS")


def test_an_idle_websocket_costs_a_bounded_amount_of_memory(tmp_path):
    import httpx

    url = f"sqlite:///{tmp_path / 'sockets.db'}"
    migrate(url)
    port = free_port()
    env = dict(os.environ, DATABASE_URL=url, LOG_LEVEL="warning", MAX_CONNECTIONS_PER_ADDRESS="2000",
               MAX_CONNECTIONS="4000", ROOMS_BURST="1000", JOINS_BURST="1000")
    proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
                            env=env, cwd=ROOT)
    try:
        deadline = time.time() + 60
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=1)
                break
            except OSError:
                assert proc.poll() is None and time.time() < deadline, "server did not start"
                time.sleep(0.1)
        rng = random.Random(7)
        with httpx.Client(base_url=f"http://127.0.0.1:{port}") as http:
            rooms = [play_table(http, GAMES[i % len(GAMES)], 2, 3, rng)[:2] for i in range(20)]

        async def measure() -> float:
            warm = await _open_sockets(port, rooms, 40)  # the first sockets grow pools once
            for ws in warm:
                await ws.close()
            await asyncio.sleep(0.5)
            before = _rss_kb(proc.pid)
            n = 400
            sockets = await _open_sockets(port, rooms, n)
            await asyncio.sleep(1.0)
            after = _rss_kb(proc.pid)
            for ws in sockets:
                await ws.close()
            return (after - before) / n

        per_socket_kb = run_coroutine(measure())
        print(f"RSS KB per idle websocket: {per_socket_kb:.1f}")
        assert per_socket_kb < SOCKET_KB_BOUND
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
