"""One move, applied once: concurrent duplicates, simultaneous commits and Idempotency-Key retries.

Requests are sent from several threads, each with its own connection, released together by a
barrier, against a live server (and, for duplicates across processes, two servers on one database).
"""

from __future__ import annotations

import random
import threading
import time

import httpx
import orjson
import pytest

from tests.conftest import REDIS_URL, LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth, open_room
from tests.security import figures

COPIES = 8


class Volley:
    """`n` clients with open connections that send their requests at the same moment."""

    def __init__(self, urls: list[str]) -> None:
        self.clients = [httpx.Client(base_url=url, timeout=30) for url in urls]
        for c in self.clients:
            c.get("/api/health")  # open the connection now, so the requests leave together

    def post(self, requests: list[tuple[str, dict, dict]]) -> list[httpx.Response]:
        """requests[i] = (path, json, headers), sent by client i."""
        barrier = threading.Barrier(len(requests))
        answers: list[httpx.Response | None] = [None] * len(requests)

        def send(i: int) -> None:
            path, body, headers = requests[i]
            barrier.wait()
            answers[i] = self.clients[i].post(path, json=body, headers=headers)

        threads = [threading.Thread(target=send, args=(i,)) for i in range(len(requests))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert all(a is not None for a in answers)
        return answers  # type: ignore[return-value]

    def close(self) -> None:
        for c in self.clients:
            c.close()


def log_versions(http: httpx.Client, room: str, token: str) -> list[int]:
    return [e["version"] for e in http.get(f"/api/rooms/{room}/log", headers=auth(token)).json()]


@pytest.mark.parametrize("game,players", [("toy", 3), ("camargue", 2), ("sunset", 3)])
def test_identical_moves_sent_at_once_apply_exactly_once(server, game, players):
    rng = random.Random(11)
    volley = Volley([server.url] * COPIES)
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = open_room(http, game, players)
        applied = 0
        for _ in range(25):
            st = http.get(f"/api/rooms/{room}/state").json()
            if st["status"] == "finished":
                break
            seat = rng.choice(st["actors"])
            moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            body = {"version": moves["version"], "move": rng.choice(moves["moves"])}
            answers = volley.post([(f"/api/rooms/{room}/moves", body, auth(tokens[seat]))] * COPIES)
            codes = sorted(a.status_code for a in answers)
            assert codes.count(200) == 1, [(a.status_code, a.text[:120]) for a in answers]
            refused = {a.json()["error"]["code"] for a in answers if a.status_code != 200}
            assert refused <= {"stale_version", "not_your_turn", "game_over"}, refused
            applied += 1
            figures.add("concurrent duplicate requests sent", COPIES)
            after = http.get(f"/api/rooms/{room}/state").json()
            assert after["version"] == st["version"] + 1, "applied once, not more"
        versions = log_versions(http, room, tokens[0])
        assert versions == list(range(1, applied + 1)), "every version once, in order"
    volley.close()


HUBS = ["in-process", pytest.param("redis", marks=pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL unset"))]


@pytest.mark.parametrize("hub", HUBS)
def test_duplicates_sent_to_two_server_processes_apply_exactly_once(database_url, hub):
    """Two servers on one database: the compare-and-set on (room, version) lets one move through."""
    settings = make_settings(database_url, redis_url=REDIS_URL if hub == "redis" else None, **NO_LIMITS)
    with LiveServer(settings) as a, LiveServer(settings) as b:
        volley = Volley([a.url, b.url] * (COPIES // 2))
        rng = random.Random(5)
        with httpx.Client(base_url=a.url, timeout=30) as http, httpx.Client(base_url=b.url, timeout=30) as other:
            room, tokens = open_room(http, "camargue", 2)
            for _ in range(15):
                st = http.get(f"/api/rooms/{room}/state").json()
                seat = st["actors"][0]
                moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
                body = {"version": moves["version"], "move": rng.choice(moves["moves"])}
                answers = volley.post([(f"/api/rooms/{room}/moves", body, auth(tokens[seat]))] * COPIES)
                assert [a.status_code for a in answers].count(200) == 1, [(x.status_code, x.text[:100])
                                                                         for x in answers]
                figures.add("concurrent duplicate requests sent", COPIES)
            versions = log_versions(http, room, tokens[0])
            assert versions == list(range(1, 16))
            assert log_versions(other, room, tokens[0]) == versions
        volley.close()


@pytest.mark.parametrize("game,players,phases", [("toy", 4, 1), ("sunset", 4, 3), ("provence", 4, 3)])
def test_simultaneous_commits_from_every_seat_at_once_all_apply(server, game, players, phases):
    """In a simultaneous phase every actor commits at the same moment, at the version it read."""
    rng = random.Random(3)
    volley = Volley([server.url] * players)
    together = 0
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = open_room(http, game, players)
        for _ in range(400):
            st = http.get(f"/api/rooms/{room}/state").json()
            if st["status"] == "finished" or together >= 24:
                break
            actors = st["actors"]
            requests = []
            for seat in actors:
                moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
                requests.append((f"/api/rooms/{room}/moves",
                                 {"version": moves["version"], "move": rng.choice(moves["moves"])},
                                 auth(tokens[seat])))
            answers = volley.post(requests) if len(actors) > 1 else [
                http.post(requests[0][0], json=requests[0][1], headers=requests[0][2])]
            assert all(a.status_code == 200 for a in answers), [(a.status_code, a.text[:150]) for a in answers]
            if len(actors) > 1:
                together += len(actors)
                figures.add("simultaneous commits sent at once", len(actors))
            after = http.get(f"/api/rooms/{room}/state").json()
            assert after["version"] == st["version"] + len(actors)
    assert together >= phases * players, "the game had simultaneous phases"
    volley.close()


def test_a_retried_move_with_an_idempotency_key_returns_the_first_answer(server):
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = open_room(http, "toy", 2)
        moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()["moves"]
        body = {"version": 0, "move": moves[0]}
        key = {"Idempotency-Key": "pick-1", **auth(tokens[0])}
        first = http.post(f"/api/rooms/{room}/moves", json=body, headers=key)
        assert first.status_code == 200 and first.json()["version"] == 1
        again = http.post(f"/api/rooms/{room}/moves", json=body, headers=key)
        assert again.status_code == 200 and again.json() == first.json(), "the first answer, again"
        assert log_versions(http, room, tokens[0]) == [1], "applied once"

        other = {"version": 0, "move": moves[1]}
        r = http.post(f"/api/rooms/{room}/moves", json=other, headers=key)
        assert r.status_code == 422 and r.json()["error"]["code"] == "idempotency_key_reused"
        assert log_versions(http, room, tokens[0]) == [1], "a reused key with another body changes nothing"

        # The key belongs to the seat: another seat may use the same string for its own move.
        theirs = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[1])).json()["moves"]
        r = http.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": theirs[0]},
                      headers={"Idempotency-Key": "pick-1", **auth(tokens[1])})
        assert r.status_code == 200 and r.json()["version"] == 2 and r.json()["seat"] == 1

        # Later, after the game has moved on, the retry still gets its first answer.
        assert http.post(f"/api/rooms/{room}/moves", json=body, headers=key).json() == first.json()
        assert log_versions(http, room, tokens[0]) == [1, 2]


def test_retries_with_one_key_sent_at_once_apply_once_and_get_one_answer(server):
    volley = Volley([server.url] * COPIES)
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = open_room(http, "camargue", 2)
        for turn in range(10):
            st = http.get(f"/api/rooms/{room}/state").json()
            seat = st["actors"][0]
            moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            body = {"version": moves["version"], "move": moves["moves"][turn % len(moves["moves"])]}
            headers = {"Idempotency-Key": f"turn-{turn}", **auth(tokens[seat])}
            answers = volley.post([(f"/api/rooms/{room}/moves", body, headers)] * COPIES)
            assert all(a.status_code == 200 for a in answers), [(a.status_code, a.text[:100]) for a in answers]
            assert len({a.content for a in answers}) == 1, "every retry gets the first answer"
            figures.add("concurrent duplicate requests sent", COPIES)
        assert log_versions(http, room, tokens[0]) == list(range(1, 11))
    volley.close()


def test_an_idempotency_key_outlives_a_restart(database_url):
    """The first answer is stored with the move: a retry after a restart still gets it."""
    settings = make_settings(database_url, **NO_LIMITS)
    with LiveServer(settings) as first_server, httpx.Client(base_url=first_server.url, timeout=30) as http:
        room, tokens = open_room(http, "toy", 2)
        move = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()["moves"][2]
        headers = {"Idempotency-Key": "k" * 128, **auth(tokens[0])}
        first = http.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": move}, headers=headers)
        assert first.status_code == 200
    with LiveServer(settings) as second_server, httpx.Client(base_url=second_server.url, timeout=30) as http:
        again = http.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": move}, headers=headers)
        assert again.status_code == 200 and again.json() == first.json()
        assert log_versions(http, room, tokens[0]) == [1]
        r = http.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": {"type": "pick", "card": "x"}},
                      headers=headers)
        assert r.status_code == 422 and r.json()["error"]["code"] == "idempotency_key_reused"


@pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL unset")
def test_a_websocket_on_one_server_sees_every_move_made_on_another(database_url):
    """With Redis carrying the wake-ups, a socket on server B learns of every version played on A, in order."""
    import json

    from websockets.sync.client import connect

    settings = make_settings(database_url, redis_url=REDIS_URL, **NO_LIMITS)
    with LiveServer(settings) as a, LiveServer(settings) as b, httpx.Client(base_url=a.url, timeout=30) as http:
        room, tokens = open_room(http, "camargue", 2)
        rng = random.Random(6)
        with connect(f"ws://127.0.0.1:{b.port}/ws/rooms/{room}", max_size=2**22) as ws:
            ws.send(json.dumps({"type": "hello", "token": tokens[1], "version": 0}))
            for _ in range(30):
                st = http.get(f"/api/rooms/{room}/state").json()
                seat = st["actors"][0]
                moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
                assert http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]), json={
                    "version": moves["version"], "move": rng.choice(moves["moves"])}).status_code == 200
            # A socket further behind than memory reaches gets the versions it missed as a log
            # frame's entries, then the current state (docs/api.md): together, every version once.
            versions = []
            while not versions or versions[-1] < 30:
                frame = json.loads(ws.recv(timeout=20))
                if frame["type"] == "state":
                    versions.append(frame["version"])
                elif frame["type"] == "log":
                    versions += sorted({e["version"] for e in frame["entries"]} - set(versions))
            assert versions == list(range(1, 31))


@pytest.mark.parametrize("servers", [1, 2])
def test_concurrent_joins_never_give_one_seat_twice(database_url, servers):
    """Twelve people join a room with three free seats at the same moment (on one server or two
    sharing the database): three get a seat each, the others are told the room is full."""
    settings = make_settings(database_url, **NO_LIMITS)
    with LiveServer(settings) as a, LiveServer(settings) as b:
        urls = [a.url, b.url][:servers]
        volley = Volley([urls[i % servers] for i in range(12)])
        with httpx.Client(base_url=a.url, timeout=30) as http:
            host = http.post("/api/rooms", json={"game": "toy", "players": 4, "name": "H"}).json()
            room = host["room"]
            if servers == 2:  # the second server has the open room in memory too
                assert httpx.get(f"{b.url}/api/rooms/{room}").status_code == 200
            answers = volley.post([(f"/api/rooms/{room}/join", {"name": f"J{i}"}, {}) for i in range(12)])
            won = [a.json() for a in answers if a.status_code == 201]
            refused = [a for a in answers if a.status_code != 201]
            assert sorted(w["seat"] for w in won) == [1, 2, 3], [(x.status_code, x.text[:80]) for x in answers]
            assert all(r.status_code == 409 and r.json()["error"]["code"] == "room_full" for r in refused)
            figures.add("concurrent joins sent", 12)
            assert http.post(f"/api/rooms/{room}/start", headers=auth(host["token"])).status_code == 200
            for w in won:  # each token is its own seat
                assert http.get(f"/api/rooms/{room}/state", headers=auth(w["token"])).json()["seat"] == w["seat"]
        volley.close()


@pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL unset")
def test_retries_with_one_key_sent_to_two_servers_at_once_get_the_first_answer(database_url):
    """A client retrying through a load balancer reaches both processes: every retry gets the
    first answer, and the move is applied once."""
    settings = make_settings(database_url, redis_url=REDIS_URL, **NO_LIMITS)
    with LiveServer(settings) as a, LiveServer(settings) as b:
        volley = Volley([a.url, b.url] * (COPIES // 2))
        refused = []
        with httpx.Client(base_url=a.url, timeout=30) as http, httpx.Client(base_url=b.url, timeout=30) as other:
            room, tokens = open_room(http, "camargue", 2)
            for turn in range(10):
                for client in (http, other):  # both processes have caught up with the last move
                    deadline = time.time() + 10
                    while client.get(f"/api/rooms/{room}/state").json()["version"] != turn:
                        assert time.time() < deadline, "a process did not catch up"
                        time.sleep(0.02)
                seat = http.get(f"/api/rooms/{room}/state").json()["actors"][0]
                moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
                body = {"version": moves["version"], "move": moves["moves"][0]}
                headers = {"Idempotency-Key": f"turn-{turn}", **auth(tokens[seat])}
                answers = volley.post([(f"/api/rooms/{room}/moves", body, headers)] * COPIES)
                figures.add("concurrent duplicate requests sent", COPIES)
                refused += [(turn, x.status_code, x.json()["error"]["code"]) for x in answers if x.status_code != 200]
                assert len({orjson.dumps(x.json(), option=orjson.OPT_SORT_KEYS) for x in answers
                            if x.status_code == 200}) == 1, "one answer"
            assert log_versions(http, room, tokens[0]) == list(range(1, 11)), "applied once each"
        volley.close()
        assert not refused, f"retries refused instead of getting the first answer: {refused}"
