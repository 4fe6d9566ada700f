"""End to end, as an outside program would: REST calls and websockets against a live server."""

from __future__ import annotations

import json
import random
import threading

import httpx
import pytest
from websockets.sync.client import connect


def auth(token):
    return {"Authorization": f"Bearer {token}"}


class Spectator(threading.Thread):
    """Collects every state frame pushed to a websocket until the game is finished, and the log
    entries of any log frame (the versions a socket far behind missed)."""

    def __init__(self, ws_url: str, token: str | None = None, version: int | None = None) -> None:
        super().__init__(daemon=True)
        self.ws_url, self.token, self.version = ws_url, token, version
        self.frames: list[dict] = []
        self.entries: list[dict] = []
        self.ready = threading.Event()

    def run(self) -> None:
        with connect(self.ws_url, open_timeout=10, max_size=2**22) as ws:
            hello = {"type": "hello"}
            if self.token:
                hello["token"] = self.token
            if self.version is not None:
                hello["version"] = self.version
            ws.send(json.dumps(hello))
            self.ready.set()
            while True:
                frame = json.loads(ws.recv(timeout=60))
                if frame["type"] == "log":
                    assert not self.frames, "a log frame comes before the state frames"
                    self.entries.extend(frame["entries"])
                if frame["type"] == "state":
                    self.frames.append(frame)
                    if frame["status"] == "finished":
                        return


def play_random_game(http: httpx.Client, room: str, tokens: list[str], rng: random.Random) -> dict:
    for _ in range(5000):
        st = http.get(f"/api/rooms/{room}/state").json()
        if st["status"] == "finished":
            return st
        for seat in st["actors"]:
            moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            if not moves["moves"]:
                continue
            r = http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                          json={"version": moves["version"], "move": rng.choice(moves["moves"])})
            assert r.status_code == 200, r.text
    raise AssertionError("the game did not end")


def test_camargue_for_three_over_rest_with_a_websocket_spectator(live_server):
    rng = random.Random(5)
    with httpx.Client(base_url=live_server.url, timeout=30) as http:
        host = http.post("/api/rooms", json={"game": "camargue", "players": 3, "name": "Host"}).json()
        room = host["room"]
        tokens = [host["token"]]
        for name in ("Bea", "Cy"):
            r = http.post(f"/api/rooms/{room}/join", json={"name": name})
            assert r.status_code == 201
            tokens.append(r.json()["token"])
        spectator = Spectator(f"ws://127.0.0.1:{live_server.port}/ws/rooms/{room}")
        spectator.start()
        assert spectator.ready.wait(10)
        assert http.post(f"/api/rooms/{room}/start", headers=auth(host["token"])).status_code == 200
        final = play_random_game(http, room, tokens, rng)
        spectator.join(timeout=60)
        versions = [f["version"] for f in spectator.frames]
        assert versions == list(range(final["version"] + 1)), "every version, in order, no gap"
        assert spectator.frames[-1]["outcome"] == final["outcome"]
        assert all(f["view"]["private"] == {} for f in spectator.frames)
        scores = http.get(f"/api/rooms/{room}/scores").json()
        for seat in range(3):
            assert sum(s["points"] for s in scores if s["seat"] == seat) == final["outcome"]["scores"][seat]


def test_a_reconnecting_client_catches_up_from_its_version(live_server):
    rng = random.Random(9)
    with httpx.Client(base_url=live_server.url, timeout=30) as http:
        host = http.post("/api/rooms", json={"game": "camargue", "players": 2, "name": "Host"}).json()
        room = host["room"]
        guest = http.post(f"/api/rooms/{room}/join", json={"name": "G"}).json()
        http.post(f"/api/rooms/{room}/start", headers=auth(host["token"]))
        tokens = [host["token"], guest["token"]]
        for _ in range(90):  # more versions than the server keeps in memory
            st = http.get(f"/api/rooms/{room}/state").json()
            if st["status"] == "finished":
                break
            seat = st["actors"][0]
            moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                      json={"version": moves["version"], "move": rng.choice(moves["moves"])})
        now = http.get(f"/api/rooms/{room}/state").json()["version"]
        late = Spectator(f"ws://127.0.0.1:{live_server.port}/ws/rooms/{room}", token=guest["token"], version=3)
        late.start()
        assert late.ready.wait(10)
        final = play_random_game(http, room, tokens, rng)
        late.join(timeout=60)
        # Further behind than memory reaches: the versions it missed as log entries, then state frames.
        versions = [e["version"] for e in late.entries] + [f["version"] for f in late.frames]
        assert versions == list(range(4, final["version"] + 1)), "every version once, in order"
        assert late.entries, "further behind than memory reaches: a log frame came"
        log = {e["version"]: e for e in http.get(f"/api/rooms/{room}/log", headers=auth(tokens[1])).json()}
        assert all(("move" in e) == (e["seat"] == 1) for e in late.entries), "its own moves, nobody else's"
        assert all(e["events"] == log[e["version"]]["events"] for e in late.entries if e["seat"] == 1)
        assert all(f["seat"] == 1 for f in late.frames) and now > 3


def test_websocket_refuses_a_bad_token_and_a_foreign_origin(live_server):
    with httpx.Client(base_url=live_server.url, timeout=30) as http:
        host = http.post("/api/rooms", json={"game": "camargue", "players": 2, "name": "Host"}).json()
    url = f"ws://127.0.0.1:{live_server.port}/ws/rooms/{host['room']}"
    with connect(url) as ws:
        ws.send(json.dumps({"type": "hello", "token": "not-a-token"}))
        frame = json.loads(ws.recv(timeout=10))
        assert frame == {"type": "error", "code": "bad_token", "message": frame["message"]}
    from websockets.exceptions import InvalidStatus

    with pytest.raises(InvalidStatus) as err:
        with connect(url, origin="http://evil.example"):
            pass
    assert err.value.response.status_code == 403
    with connect(url, origin=f"http://127.0.0.1:{live_server.port}") as ws:
        ws.send(json.dumps({"type": "hello"}))
        assert json.loads(ws.recv(timeout=10))["type"] == "room"
