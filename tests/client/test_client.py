"""The client library (app/client) against a live server on 127.0.0.1: a whole game through
`states` and `act`, idempotent moves, waiting out a 429, resuming the websocket across a
server restart; and, with a scripted transport, the retries it must make and must not make."""

from __future__ import annotations

import json
import random
import time
from contextlib import closing

import httpx
import pytest

from panorama_client import ApiError, Panorama
from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS


@pytest.fixture(scope="module")
def db_url(tmp_path_factory):
    return migrated(f"sqlite:///{tmp_path_factory.mktemp('client') / 'p.db'}")


@pytest.fixture(scope="module")
def server(db_url):
    with LiveServer(make_settings(db_url, **NO_LIMITS)) as live:
        yield live


def test_a_seat_plays_a_whole_game_through_states_and_act(server):
    table = Panorama(server.url)
    me = table.create_room("camargue", players=2, name="Ann")
    assert me.seat == 0 and me.add_bot("random") == 1
    assert me.start()["status"] == "playing"
    rng = random.Random(5)
    with closing(me.states()) as states:
        for state in states:
            if state["status"] == "finished":
                break
            while state is not None and state["status"] == "playing" and me.seat in state["actors"]:
                state = me.act(lambda st, moves: rng.choice(moves), state)
            if state is not None and state["status"] == "finished":
                break
    final = me.state()
    assert final["status"] == "finished" and state["outcome"] == final["outcome"]
    assert me.moves_made > 10
    assert sum(e["points"] for e in me.scores() if e["seat"] == 0) == final["outcome"]["scores"][0]
    assert table.game("camargue")["move_schema"]["$schema"].endswith("2020-12/schema")


def test_a_move_sent_twice_with_its_key_moves_once(server):
    table = Panorama(server.url)
    me = table.create_room("toy", players=2, name="Ann")
    bea = table.join(me.room, "Bea")
    me.start()
    listed = me.moves()
    first = me.move(listed["version"], listed["moves"][0], key="k-1")
    again = me.move(listed["version"], listed["moves"][0], key="k-1")
    assert again == first and me.state()["version"] == first["version"] == listed["version"] + 1
    with pytest.raises(ApiError) as err:
        me.move(listed["version"], listed["moves"][1], key="k-1")
    assert (err.value.status, err.value.code) == (422, "idempotency_key_reused")
    assert bea.act(lambda st, moves: moves[0])["version"] == first["version"] + 1


def test_a_429_is_waited_out_as_retry_after_says(db_url):
    waits = []

    def sleep(seconds):
        waits.append(seconds)
        time.sleep(seconds)

    settings = make_settings(db_url, rooms_per_minute=60, rooms_burst=1)  # one room a second
    with LiveServer(settings) as live:
        table = Panorama(live.url, sleep=sleep)
        table.create_room("toy", players=2, name="A")
        second = table.create_room("toy", players=2, name="B")  # 429 first, then created
        assert second.room and waits and waits[0] == 1.0  # Retry-After: whole seconds, at least 1
        impatient = Panorama(live.url, retries=0)
        with pytest.raises(ApiError) as err:
            impatient.create_room("toy", players=2, name="C")
        assert err.value.status == 429 and err.value.retry_after >= 1


def test_the_websocket_resumes_after_the_server_restarts(db_url):
    with LiveServer(make_settings(db_url, **NO_LIMITS)) as live:
        table = Panorama(live.url)
        me = table.create_room("toy", players=3, name="Ann")
        bea, cy = table.join(me.room, "Bea"), table.join(me.room, "Cy")
        me.start()
        states = me.states(latest=False, idle=2.0)
        assert next(states)["version"] == 0
        bea.act(lambda st, moves: moves[0])
        assert next(states)["version"] == 1
    # The server is gone; moves are made on a new process while the seat's socket is down.
    with LiveServer(make_settings(db_url, **NO_LIMITS), port=live.port):
        cy.act(lambda st, moves: moves[0])
        assert next(states)["version"] == 2, "the seat resumed from its last version, with no gap"
        states.close()


# ----- the retry rules, on a scripted transport ---------------------------------------------------

def scripted(answers):
    """A transport that answers from `answers` in order and records every request."""
    seen = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        status, body, headers = answer
        return httpx.Response(status, json=body, headers=headers)

    return httpx.MockTransport(handle), seen


def error(code):
    return {"error": {"code": code, "message": code}}


STATE = {"version": 4, "status": "playing", "actors": [0], "seat": 0, "outcome": None, "events": [],
         "moves": [], "view": {"public": {}, "private": {}}}


def test_a_move_is_retried_with_the_same_key_after_busy_and_a_lost_connection():
    transport, seen = scripted([(503, error("busy"), {}), httpx.ReadTimeout("lost"),
                                (429, error("rate_limited"), {"Retry-After": "2"}), (200, STATE, {})])
    waits = []
    seat = Panorama("http://table", sleep=waits.append, transport=transport).seat("r", "tok", 0)
    assert seat.move(4, {"type": "take", "n": 1}) == STATE
    keys = {r.headers["idempotency-key"] for r in seen}
    assert len(seen) == 4 and len(keys) == 1, "every retry carries the first key"
    assert waits[2] == 2.0 and json.loads(seen[0].content) == {"version": 4, "move": {"type": "take", "n": 1}}


def test_a_room_is_never_created_twice_after_a_lost_connection():
    transport, seen = scripted([httpx.ReadTimeout("lost"), (201, {"room": "r", "seat": 0, "token": "t"}, {})])
    with pytest.raises(httpx.ReadTimeout):
        Panorama("http://table", sleep=lambda s: None, transport=transport).create_room("toy", 2, "Ann")
    assert len(seen) == 1


def test_act_chooses_again_when_the_game_moved_on():
    moved = {**STATE, "version": 5, "moves": [{"type": "b"}]}
    transport, seen = scripted([
        (200, {**STATE, "moves": [{"type": "a"}]}, {}),
        (409, {"error": {"code": "stale_version", "message": "moved on", "params": {"version": 5}}}, {}),
        (200, moved, {}),
        (200, {**moved, "version": 6}, {}),
    ])
    chosen = []
    seat = Panorama("http://table", sleep=lambda s: None, transport=transport).seat("r", "tok", 0)
    answer = seat.act(lambda st, moves: chosen.append((st["version"], moves[0])) or moves[0])
    assert answer["version"] == 6 and chosen == [(4, {"type": "a"}), (5, {"type": "b"})]
    assert [json.loads(r.content)["version"] for r in seen if r.method == "POST"] == [4, 5]
    assert [r.method for r in seen] == ["GET", "POST", "GET", "POST"], "the state carries the moves: no GET /moves"


def test_act_waits_when_it_is_not_the_seat_s_turn():
    transport, _ = scripted([(200, {**STATE, "moves": [{"type": "a"}]}, {}),
                             (403, {"error": {"code": "not_your_turn", "message": "wait", "params": {"actors": [1]}}},
                              {})])
    seat = Panorama("http://table", sleep=lambda s: None, transport=transport).seat("r", "tok", 0)
    assert seat.act(lambda st, moves: moves[0]) is None


def test_an_error_carries_what_a_program_acts_on():
    transport, _ = scripted([(409, {"error": {"code": "stale_version", "message": "moved on",
                                              "params": {"version": 9}}}, {})])
    seat = Panorama("http://table", sleep=lambda s: None, transport=transport).seat("r", "tok", 0)
    with pytest.raises(ApiError) as err:
        seat.move(4, {"type": "a"})
    assert (err.value.code, err.value.params) == ("stale_version", {"version": 9})


def test_a_push_older_than_the_answer_to_the_seat_s_own_move_is_not_acted_on():
    transport, seen = scripted([(200, {**STATE, "version": 7, "moves": [{"type": "b"}]}, {}),
                                (200, {**STATE, "version": 8}, {})])
    seat = Panorama("http://table", sleep=lambda s: None, transport=transport).seat("r", "tok", 0)
    seat.latest = 6  # the answer to its own move was version 6; a frame of version 5 arrives late
    chosen = []
    seat.act(lambda st, moves: chosen.append(st["version"]) or moves[0], {**STATE, "version": 5,
                                                                         "moves": [{"type": "a"}]})
    assert chosen == [7] and seen[0].method == "GET", "it fetched the state instead of choosing from the old one"
