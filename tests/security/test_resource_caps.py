"""Resource caps: rooms played by bots alone are capped per creating address, and the strong
bots of a process think one at a time, within a share of a core."""

from __future__ import annotations

import threading
import time

import httpx
import pytest

import app.bots as bots
from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth
from tests.security import figures


def bot_room(http: httpx.Client, game: str = "camargue", level: str = "strong", turn_seconds=None):
    body = {"game": game, "players": 2, "name": "Host"}
    if turn_seconds:
        body["turn_seconds"] = turn_seconds
    host = http.post("/api/rooms", json=body).json()
    assert http.post(f"/api/rooms/{host['room']}/bots", headers=auth(host["token"]),
                     json={"level": level}).status_code == 201
    assert http.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"])).status_code == 200
    return host["room"], host["token"]


def test_rooms_played_by_bots_alone_are_capped_per_address(database_url):
    settings = make_settings(database_url, bot_rooms_per_address=2, bot_delay_ms=60_000, min_turn_seconds=1,
                             **NO_LIMITS)
    with LiveServer(settings) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        rooms = [bot_room(http) for _ in range(3)]
        for i, (room, token) in enumerate(rooms):
            r = http.post(f"/api/rooms/{room}/leave", headers=auth(token))
            figures.add("bot-only room requests against the cap")
            if i < 2:
                assert r.status_code == 200 and r.json()["seats"][0]["away"]
            else:
                assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_bot_rooms", r.text
                assert http.get(f"/api/rooms/{room}").json()["seats"][0]["away"] is False, "refused: unchanged"
        # A room where a person still plays is not a bot room: its players may leave and return.
        host = http.post("/api/rooms", json={"game": "toy", "players": 3, "name": "Host"}).json()
        guest = http.post(f"/api/rooms/{host['room']}/join", json={"name": "Guest"}).json()
        http.post(f"/api/rooms/{host['room']}/bots", headers=auth(host["token"]))
        http.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
        assert http.post(f"/api/rooms/{host['room']}/leave", headers=auth(host["token"])).status_code == 200
        assert http.post(f"/api/rooms/{host['room']}/leave", headers=auth(guest["token"])).status_code == 429
        # Taking a seat back frees a place under the cap.
        assert http.post(f"/api/rooms/{rooms[0][0]}/return", headers=auth(rooms[0][1])).status_code == 200
        assert http.post(f"/api/rooms/{rooms[2][0]}/leave", headers=auth(rooms[2][1])).status_code == 200
        # A turn timer that runs out does not get round the cap: the seat waits for its player.
        timed, _token = bot_room(http, game="toy", level="greedy", turn_seconds=1)
        time.sleep(2.5)
        seats = http.get(f"/api/rooms/{timed}").json()["seats"]
        assert seats[0]["away"] is False and seats[0]["deadline"] is not None, seats


def test_strong_bots_think_one_at_a_time_within_their_share_of_a_core(database_url, monkeypatch):
    share, burst, window = 0.25, 0.5, 4.0
    spans: list[tuple[float, float]] = []
    lock = threading.Lock()
    real = bots.choose

    def timed(game, level, view, seat, legal, seed):
        started = time.monotonic()
        try:
            return real(game, level, view, seat, legal, seed)
        finally:
            if level == "strong":
                with lock:
                    spans.append((started, time.monotonic()))

    monkeypatch.setattr(bots, "choose", timed)
    settings = make_settings(database_url, bot_budget_ms=100, bot_delay_ms=0, bot_think_share=share,
                             bot_think_burst_seconds=burst, bot_rooms_per_address=10, **NO_LIMITS)
    with LiveServer(settings) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        began = time.monotonic()
        for _ in range(4):
            room, token = bot_room(http)
            assert http.post(f"/api/rooms/{room}/leave", headers=auth(token)).status_code == 200
        time.sleep(window)
        with lock:
            inside = [(max(a, began), min(b, began + window)) for a, b in spans if a < began + window]
    thought = sum(b - a for a, b in inside if b > a)
    figures.add("strong-bot moves timed under the thinking budget", len(inside))
    assert len(inside) >= 3, "the bots did think"
    # One move may overrun its budget past the balance; beyond that the share holds.
    assert thought <= burst + share * window + 0.35, f"{thought:.2f} s of thinking in {window} s"
    ordered = sorted(spans)
    overlaps = [(x, y) for x, y in zip(ordered, ordered[1:]) if y[0] < x[1] - 0.005]
    assert not overlaps, f"{len(overlaps)} strong bots thought at the same time"
