"""A game's history is read a bounded piece at a time and built once: `/log` comes in pages, a
websocket far behind gets the log entries it missed (never a rebuilt game), a replay is rebuilt
from a checkpoint and shared. Runaway games are bounded: moves are limited per seat, and a game
has a most number of versions."""

from __future__ import annotations

import json
import logging
import time

import httpx
import pytest
from fastapi.testclient import TestClient
from websockets.sync.client import connect

from app.engine import get_game
from app.main import create_app
from app.services import history
from app.services.gamelog import LOG_PAGE
from tests.api.test_lobby import auth, code, create, join
from tests.api.test_replay import play_through
from tests.conftest import LiveServer, make_settings, migrated
from tests.support.stored import store_game


@pytest.fixture
def db(tmp_path) -> str:
    return migrated(f"sqlite:///{tmp_path / 'history.db'}")


def test_the_log_comes_a_page_at_a_time_with_a_link_to_the_next(db):
    room, tokens, last = store_game(db, "camargue", 4, versions=200)
    with TestClient(create_app(make_settings(db))) as client:
        whole = client.get(f"/api/rooms/{room}/log", headers=auth(tokens[2]))
        assert whole.status_code == 200 and "next" not in whole.links
        assert [e["version"] for e in whole.json()] == list(range(1, last + 1))
        pages, url = [], f"/api/rooms/{room}/log?limit=64"
        while url:
            r = client.get(url, headers=auth(tokens[2]))
            assert r.status_code == 200 and len(r.json()) <= 64
            pages.append(r.json())
            url = r.links.get("next", {}).get("url")
        assert [len(p) for p in pages] == [64, 64, 64, last - 192]
        assert [e for p in pages for e in p] == whole.json()
        assert all(("move" in e) == (e["seat"] == 2) for e in whole.json()), "its own moves only, while it runs"
        spectator = client.get(f"/api/rooms/{room}/log", params={"after": 150, "limit": 10}).json()
        assert [e["version"] for e in spectator] == list(range(151, 161))
        assert all("move" not in e for e in spectator)
        assert client.get(f"/api/rooms/{room}/log", params={"after": last}).json() == []
        for params in ({"limit": 0}, {"limit": LOG_PAGE + 1}, {"after": -1}, {"after": 2**31}, {"after": "x"}):
            r = client.get(f"/api/rooms/{room}/log", params=params)
            assert r.status_code == 422 and code(r) == "malformed_request", params


def test_a_socket_far_behind_gets_the_log_entries_it_missed_and_nothing_is_replayed(db, monkeypatch):
    room, tokens, last = store_game(db, "phototour", 2, versions=700, seed=1)
    assert last == 700
    game = get_game("phototour")
    with LiveServer(make_settings(db)) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        assert http.get(f"/api/rooms/{room}/state").json()["version"] == last  # loaded: replayed once
        applied = []
        real = game.apply
        monkeypatch.setattr(game, "apply", lambda *a, **kw: applied.append(1) or real(*a, **kw))
        for token in (None, tokens[1]):
            with connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{room}", max_size=None) as ws:
                ws.send(json.dumps({"type": "hello", "version": 0, **({"token": token} if token else {})}))
                assert json.loads(ws.recv(timeout=10))["type"] == "room"
                log = json.loads(ws.recv(timeout=10))
                state = json.loads(ws.recv(timeout=10))
            assert log["type"] == "log" and state["type"] == "state" and state["version"] == last
            # The last 500 versions missed; GET /log has the ones before.
            assert [e["version"] for e in log["entries"]] == list(range(last - LOG_PAGE, last))
            headers = auth(token) if token else {}
            older = http.get(f"/api/rooms/{room}/log", params={"limit": last - LOG_PAGE - 1}, headers=headers).json()
            assert [e["version"] for e in older] == list(range(1, last - LOG_PAGE))
            same = http.get(f"/api/rooms/{room}/log", params={"after": last - LOG_PAGE - 1}, headers=headers).json()
            assert same[:LOG_PAGE] == log["entries"], "the socket's entries are the log's, for the same viewer"
        assert applied == [], "no move of the game was applied again"


def test_a_replay_is_built_once_and_each_version_from_a_checkpoint(client, monkeypatch):
    played = play_through(client)
    room, last = played["room"], played["version"]
    built = []
    real = history.checkpoints
    monkeypatch.setattr(history, "checkpoints", lambda *a: built.append(1) or real(*a))
    answers = [client.get(f"/api/rooms/{room}/replay", params={"version": v}).json() for v in range(last + 1)]
    again = [client.get(f"/api/rooms/{room}/replay", params={"version": v}).json() for v in range(last + 1)]
    assert built == [1], "the game was replayed once for all its versions"
    assert answers == again and [a["version"] for a in answers] == list(range(last + 1))


def test_moves_are_limited_per_seat_and_the_refusal_says_when_to_try_again(db):
    with TestClient(create_app(make_settings(db, moves_per_minute=60, moves_burst=3))) as client:
        host = create(client, 2)
        guest = join(client, host["room"], "Bob")
        room, tokens = host["room"], [host["token"], guest["token"]]
        assert client.post(f"/api/rooms/{room}/start", headers=auth(tokens[0])).status_code == 200

        def move(seat):
            moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            return client.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                               json={"version": moves["version"], "move": moves["moves"][0]})

        # Six moves at once in the room, three per seat: each seat has a burst of three of its own.
        for _ in range(3):
            assert move(0).status_code == 200 and move(1).status_code == 200
        before = client.get(f"/api/rooms/{room}/state").json()
        refused = move(0)
        assert refused.status_code == 429 and code(refused) == "rate_limited"
        wait = int(refused.headers["Retry-After"])
        assert 1 <= wait <= 2
        assert client.get(f"/api/rooms/{room}/state").json() == before, "a refused move changes nothing"
        time.sleep(wait)
        assert move(0).status_code == 200, "after Retry-After the seat moves again"


def test_a_game_stops_at_the_most_versions_a_game_may_have_and_its_bots_rest(db, caplog):
    with TestClient(create_app(make_settings(db, max_versions=5))) as client:
        host = create(client, 2)
        room, token = host["room"], host["token"]
        assert client.post(f"/api/rooms/{room}/bots", headers=auth(token), json={"level": "random"}).status_code == 201
        assert client.post(f"/api/rooms/{room}/start", headers=auth(token)).status_code == 200
        with caplog.at_level(logging.WARNING, logger="panorama.bots"):
            for _ in range(100):
                st = client.get(f"/api/rooms/{room}/state", headers=auth(token)).json()
                if st["version"] >= 5:
                    break
                if 0 in st["actors"]:
                    r = client.post(f"/api/rooms/{room}/moves", headers=auth(token),
                                    json={"version": st["version"], "move": st["moves"][0]})
                    assert r.status_code in (200, 409), r.text
                time.sleep(0.02)
            assert st["version"] == 5 and st["status"] == "playing"
            time.sleep(0.3)  # the bot would have moved by now
            st = client.get(f"/api/rooms/{room}/state", headers=auth(token)).json()
            assert st["version"] == 5
            if 0 in st["actors"]:
                r = client.post(f"/api/rooms/{room}/moves", headers=auth(token),
                                json={"version": st["version"], "move": st["moves"][0]})
                assert r.status_code == 409 and code(r) == "version_limit"
            match = client.app.state.service._matches[room]
            assert not match.bot_tasks
        assert not [r for r in caplog.records if "refused" in r.getMessage()], "the bot does not try and fail"
