"""The replay check: a game is replayed from setup(seed) and its log when it is first loaded, and
every unfinished game not in memory by a background pass after start-up; a game whose replay
does not match what is stored is reported in the log and is not served (503 corrupt_game),
while every other game is served as before. Start-up itself replays nothing it need not."""

from __future__ import annotations

import concurrent.futures
import itertools
import logging
import time
import types

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, update

from app.db import repository as repo
from app.db.session import normalize_url
from app.main import create_app
from tests.conftest import make_settings
from tests.reliability.helpers import NO_LIMITS, auth, open_room


def corrupt_seed(conn, room: str) -> None:
    conn.execute(update(repo.rooms).where(repo.rooms.c.id == room).values(seed=repo.rooms.c.seed + 1))


def corrupt_move(conn, room: str) -> None:
    conn.execute(update(repo.moves).where(repo.moves.c.room_id == room, repo.moves.c.version == 3)
                 .values(move={"type": "take", "n": 2, "forged": True}))


def corrupt_snapshot(conn, room: str) -> None:
    state = repo.get_room(conn, room)["state"]
    state["pile"] += 5  # a stored state no replay of the log gives
    conn.execute(update(repo.rooms).where(repo.rooms.c.id == room).values(state=state))


def wait_for_check(client, seconds: float = 60.0) -> None:
    """Until the background replay pass has been through every stored game."""
    task = client.app.state.replay_check
    deadline = time.monotonic() + seconds
    while not task.done():
        assert time.monotonic() < deadline, "the background replay check did not finish"
        time.sleep(0.05)


def played_rooms(client, count: int = 2):
    rooms = []
    for _ in range(count):
        room, tokens = open_room(client, "toy", 2)
        for seat in (0, 1):
            moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                        headers=auth(tokens[seat]))
        moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
        client.post(f"/api/rooms/{room}/moves", json={"version": 2, "move": moves["moves"][0]},
                    headers=auth(tokens[0]))
        rooms.append((room, tokens))
    return rooms


@pytest.mark.parametrize("damage", [corrupt_seed, corrupt_move, corrupt_snapshot])
def test_a_game_damaged_after_the_background_pass_is_caught_when_first_loaded(database_url, damage, caplog):
    settings = make_settings(database_url, replay_check_delay_seconds=0, **NO_LIMITS)
    with TestClient(create_app(settings)) as client:
        [(bad, bad_tokens), (good, good_tokens)] = played_rooms(client)
    caplog.set_level(logging.INFO)
    with TestClient(create_app(settings)) as client:
        wait_for_check(client)
        assert [p for p in client.app.state.replay_problems if p["room"] in (bad, good)] == []
        engine = create_engine(normalize_url(database_url))
        with engine.begin() as conn:
            damage(conn, bad)  # while the server runs, the game not in its memory
        engine.dispose()
        r = client.get(f"/api/rooms/{bad}/state")
        assert r.status_code == 503 and r.json()["error"]["code"] == "corrupt_game", r.text
        assert [p["room"] for p in client.app.state.replay_problems if p["room"] in (bad, good)] == [bad]
        assert any(bad in r.getMessage() and r.levelno >= logging.ERROR for r in caplog.records)
        assert client.get(f"/api/rooms/{good}/state").json()["version"] == 3


def test_start_up_loads_only_the_games_the_server_acts_on(database_url):
    settings = make_settings(database_url, bot_delay_ms=60_000, replay_check_delay_seconds=0, **NO_LIMITS)
    with TestClient(create_app(settings)) as client:
        quiet = [room for room, _ in played_rooms(client, 3)]
        busy, busy_tokens = open_room(client, "toy", 2)
        client.post(f"/api/rooms/{busy}/leave", headers=auth(busy_tokens[1]))
    with TestClient(create_app(settings)) as client:
        # (The PostgreSQL database is shared by the tests of a session: only this test's rooms count.)
        held = {m.room_id for m in client.app.state.service.loaded()} & {busy, *quiet}
        assert held == {busy}, "a game with a bot to play is loaded; games that wait for people are not"
        wait_for_check(client)
        held = {m.room_id for m in client.app.state.service.loaded()} & {busy, *quiet}
        assert held == {busy}, "the pass keeps nothing in memory"
        for room in quiet:
            assert client.get(f"/api/rooms/{room}/state").json()["version"] == 3


@pytest.mark.parametrize("damage", [corrupt_seed, corrupt_move, corrupt_snapshot])
def test_a_game_whose_replay_differs_is_reported_and_not_served(database_url, damage, caplog):
    settings = make_settings(database_url, replay_check_delay_seconds=0, **NO_LIMITS)
    with TestClient(create_app(settings)) as client:
        rooms = []
        for _ in range(2):
            room, tokens = open_room(client, "toy", 2)
            for seat in (0, 1):
                moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
                client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                            headers=auth(tokens[seat]))
            moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
            client.post(f"/api/rooms/{room}/moves", json={"version": 2, "move": moves["moves"][0]},
                        headers=auth(tokens[0]))
            rooms.append((room, tokens))
    (bad, bad_tokens), (good, good_tokens) = rooms
    engine = create_engine(normalize_url(database_url))
    with engine.begin() as conn:
        damage(conn, bad)
    engine.dispose()

    caplog.set_level(logging.INFO)
    with TestClient(create_app(settings)) as client:
        # Nobody asks for the games: the background pass finds the bad one.
        wait_for_check(client)
        assert [p["room"] for p in client.app.state.replay_problems if p["room"] in (bad, good)] == [bad]
        assert any(bad in r.getMessage() and r.levelno >= logging.ERROR for r in caplog.records), \
            "the mismatch is reported in the log"
        for path, token in [(f"/api/rooms/{bad}/state", None), (f"/api/rooms/{bad}/state", bad_tokens[0]),
                            (f"/api/rooms/{bad}/moves", bad_tokens[1]), (f"/api/rooms/{bad}/log", None)]:
            r = client.get(path, headers=auth(token) if token else {})
            assert r.status_code == 503 and r.json()["error"]["code"] == "corrupt_game", (path, r.status_code, r.text)
        r = client.post(f"/api/rooms/{bad}/moves", json={"version": 3, "move": {"type": "take", "n": 1}},
                        headers=auth(bad_tokens[1]))
        assert r.status_code == 503 and r.json()["error"]["code"] == "corrupt_game"
        # The other game is served and plays on.
        st = client.get(f"/api/rooms/{good}/state", headers=auth(good_tokens[1])).json()
        assert st["status"] == "playing" and st["version"] == 3
        moves = client.get(f"/api/rooms/{good}/moves", headers=auth(good_tokens[1])).json()
        r = client.post(f"/api/rooms/{good}/moves", json={"version": 3, "move": moves["moves"][0]},
                        headers=auth(good_tokens[1]))
        assert r.status_code == 200 and r.json()["version"] == 4


def test_a_corrupt_game_is_not_served_over_the_websocket_either(database_url):
    import json

    import httpx
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect

    from tests.conftest import LiveServer

    settings = make_settings(database_url, replay_check_delay_seconds=0, **NO_LIMITS)
    with LiveServer(settings) as live, httpx.Client(base_url=live.url, timeout=30) as http:
        room, tokens = open_room(http, "toy", 2)
        move = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()["moves"][0]
        http.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": move}, headers=auth(tokens[0]))
    engine = create_engine(normalize_url(database_url))
    with engine.begin() as conn:
        corrupt_seed(conn, room)
    engine.dispose()
    with LiveServer(settings) as live:
        with connect(f"ws://127.0.0.1:{live.port}/ws/rooms/{room}") as ws:
            ws.send(json.dumps({"type": "hello", "token": tokens[1]}))
            frame = json.loads(ws.recv(timeout=10))
            assert frame["type"] == "error" and frame["code"] == "corrupt_game"
            with pytest.raises(ConnectionClosed):
                ws.recv(timeout=10)


def test_the_background_pass_rests_nine_times_as_long_as_each_replay_took(database_url, monkeypatch):
    """Back to back, the replays (on a thread sharing the interpreter with the event loop) slowed
    every move while they ran; each game's replay is now followed by a rest nine times its length."""
    import asyncio

    from app.services import matches as matches_module

    settings = make_settings(database_url, replay_check_delay_seconds=3600, **NO_LIMITS)
    with TestClient(create_app(settings)) as client:
        played_rooms(client, 3)
        service = client.app.state.service
    service._matches.clear()  # as in a process that holds none of them
    took = [0.02, 0.05, 0.0001]  # each replay's length, in turn: the rest is at least `pause`
    calls = itertools.count()

    def clock():  # begin, end, begin, end...: a replay starts at each whole second
        n = next(calls)
        return n // 2 + (took[n // 2 % 3] if n % 2 else 0.0)

    rests: list[float] = []

    async def sleep(seconds):
        rests.append(seconds)
        await asyncio.sleep(0)

    # The service's own asyncio with its rests recorded; run on a thread of its own, since a
    # browser test before this one may leave an event loop running on this one.
    monkeypatch.setattr(matches_module, "asyncio", types.SimpleNamespace(sleep=sleep, to_thread=asyncio.to_thread))
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        checked = pool.submit(asyncio.run, service.verify_stored(delay=0, pause=0.005, clock=clock)).result()
    assert checked >= 3  # a shared database may hold other tests' games too
    assert rests[0] == 0  # the delay before the pass
    assert rests[1:] == pytest.approx([max(0.005, 9 * took[i % 3]) for i in range(checked)])
