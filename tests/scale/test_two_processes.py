"""Two server processes on one PostgreSQL database and one Redis: moves made through one reach
websockets held by the other, and the same move sent through both applies once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import urllib.request

import httpx
import pytest
from websockets.sync.client import connect

from tests.conftest import PG_URL, REDIS_URL, free_port

pytestmark = pytest.mark.skipif(not (PG_URL and REDIS_URL), reason="needs TEST_DATABASE_URL and TEST_REDIS_URL")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def auth(token):
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def two_servers(pg_database):
    env = dict(os.environ, DATABASE_URL=pg_database, REDIS_URL=REDIS_URL, BOT_DELAY_MS="0", LOG_LEVEL="warning")
    procs = []
    urls = []
    for _ in range(2):
        port = free_port()
        procs.append(subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
                                      env=env, cwd=ROOT))
        urls.append(f"http://127.0.0.1:{port}")
    try:
        for url, proc in zip(urls, procs):
            deadline = time.time() + 30
            while True:
                try:
                    urllib.request.urlopen(url + "/api/health", timeout=1)
                    break
                except OSError:
                    assert proc.poll() is None and time.time() < deadline, "server did not start"
                    time.sleep(0.1)
        yield urls
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=10)


def start_game(a: httpx.Client, b: httpx.Client):
    host = a.post("/api/rooms", json={"game": "camargue", "players": 2, "name": "A"}).json()
    guest = b.post(f"/api/rooms/{host['room']}/join", json={"name": "B"})
    assert guest.status_code == 201
    assert a.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"])).status_code == 200
    return host["room"], [host["token"], guest.json()["token"]]


def test_a_move_posted_on_one_process_reaches_a_websocket_on_the_other(two_servers):
    with httpx.Client(base_url=two_servers[0]) as a, httpx.Client(base_url=two_servers[1]) as b:
        room, tokens = start_game(a, b)
        frames, ready = [], threading.Event()

        def listen():
            with connect(two_servers[1].replace("http", "ws") + f"/ws/rooms/{room}") as ws:
                ws.send(json.dumps({"type": "hello", "token": tokens[1], "version": 0}))
                ready.set()
                while len([f for f in frames if f["type"] == "state"]) < 3:
                    frame = json.loads(ws.recv(timeout=10))
                    frame["at"] = time.perf_counter()
                    frames.append(frame)

        listener = threading.Thread(target=listen, daemon=True)
        listener.start()
        assert ready.wait(10)
        sent = []
        for _ in range(3):
            st = a.get(f"/api/rooms/{room}/state").json()
            seat = st["actors"][0]
            moves = a.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            sent.append(time.perf_counter())
            r = a.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                       json={"version": moves["version"], "move": moves["moves"][0]})
            assert r.status_code == 200
        listener.join(timeout=10)
        states = [f for f in frames if f["type"] == "state"]
        assert [f["version"] for f in states] == [1, 2, 3], "every version, in order"
        for frame in states:
            assert frame["at"] - sent[frame["version"] - 1] < 1.0, "pushed across processes within a second"


def test_the_same_move_through_both_processes_applies_once(two_servers):
    with httpx.Client(base_url=two_servers[0]) as a, httpx.Client(base_url=two_servers[1]) as b:
        for _ in range(5):
            room, tokens = start_game(a, b)
            b.get(f"/api/rooms/{room}/state")  # both processes hold the match in memory
            moves = a.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
            body = {"version": moves["version"], "move": moves["moves"][0]}
            answers = []
            barrier = threading.Barrier(2)

            def send(client):
                barrier.wait()
                answers.append(client.post(f"/api/rooms/{room}/moves", headers=auth(tokens[0]), json=body).status_code)

            threads = [threading.Thread(target=send, args=(c,)) for c in (a, b)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            assert sorted(answers)[0] == 200 and sorted(answers)[1] in (403, 409), answers
            log = a.get(f"/api/rooms/{room}/log").json()
            assert [e["version"] for e in log] == [1]
            # the other process reads the log when the note comes: soon, not at once
            deadline = time.monotonic() + 5
            while b.get(f"/api/rooms/{room}/state").json()["version"] != 1 and time.monotonic() < deadline:
                time.sleep(0.05)
            assert b.get(f"/api/rooms/{room}/state").json()["version"] == 1
