"""Matches at rest leave memory and come back from the database unchanged."""

from __future__ import annotations

import json
import time

import httpx
from websockets.sync.client import connect

from app.services.matches import FINISHED_REST

from .test_rooms import auth, create, play_to_end, started_room


def service_of(client):
    return client.app.state.service


def later(seconds: float) -> float:
    return time.monotonic() + seconds


def test_a_finished_match_keeps_one_version_then_leaves_memory(client):
    service = service_of(client)
    room, tokens = started_room(client)
    final = play_to_end(client, room, tokens)
    seen = client.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json()
    match = service._matches[room]
    assert len(match.history) > 1
    service.sweep(later(FINISHED_REST - 1))
    assert len(match.history) > 1
    service.sweep(later(FINISHED_REST + 1))  # trimmed, not dropped yet
    assert service._matches[room] is match and len(match.history) == 1 and match.version == final["version"]
    service.sweep(later(service.settings.idle_match_seconds + 1))
    assert room not in service._matches
    assert client.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json() == seen
    assert client.get(f"/api/rooms/{room}/state").json() == final
    assert client.get(f"/api/rooms/{room}/scores").status_code == 200


def test_an_idle_match_reloads_where_it_was_and_play_goes_on(client):
    service = service_of(client)
    room, tokens = started_room(client)
    moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
    r = client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": moves["moves"][0]},
                    headers=auth(tokens[0]))
    assert r.status_code == 200
    before = client.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json()
    assert service.sweep(later(service.settings.idle_match_seconds + 1)) >= 1
    assert room not in service._matches
    assert client.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json() == before
    assert play_to_end(client, room, tokens)["status"] == "finished"


def test_a_watched_match_stays_in_memory(live_server):
    service = live_server.server.config.app.state.service
    with httpx.Client(base_url=live_server.url) as http:
        room, _tokens = started_room(http)
        with connect(f"ws://127.0.0.1:{live_server.port}/ws/rooms/{room}", open_timeout=10) as ws:
            ws.send(json.dumps({"type": "hello"}))
            assert json.loads(ws.recv(timeout=10))["type"] == "room"
            service.sweep(later(service.settings.idle_match_seconds + 1))
            assert room in service._matches
        deadline = time.time() + 10
        while service.hub.has_subscribers(room) and time.time() < deadline:
            time.sleep(0.02)
        service.sweep(later(service.settings.idle_match_seconds + 1))
        assert room not in service._matches


def test_a_match_with_a_bot_seat_or_a_turn_timer_stays_in_memory(client):
    service = service_of(client)
    host = create(client)
    r = client.post(f"/api/rooms/{host['room']}/bots", json={"level": "random"}, headers=auth(host["token"]))
    assert r.status_code == 201
    assert client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"])).status_code == 200
    timed = client.post("/api/rooms", json={"game": "toy", "players": 2, "name": "T", "turn_seconds": 600}).json()
    client.post(f"/api/rooms/{timed['room']}/join", json={"name": "U"})
    assert client.post(f"/api/rooms/{timed['room']}/start", headers=auth(timed["token"])).status_code == 200
    service.sweep(later(service.settings.idle_match_seconds + 1))
    assert host["room"] in service._matches and timed["room"] in service._matches
