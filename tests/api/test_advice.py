"""Hints on request and reviews of finished games over the API (the toy game): the host's switch,
the default (on at a table with a bot and no turn timer), a hint that is one of the caller's legal
moves with its preview and words, and a review made in the background once the game is over."""

from __future__ import annotations

import time

from tests.api.test_rooms import auth, create, error_code, started_room


def _pick_phase(client, room, tokens):
    for token in tokens:
        moves = client.get(f"/api/rooms/{room}/moves", headers=auth(token)).json()
        if moves["moves"]:
            client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                        headers=auth(token))


def test_hints_are_off_by_default_at_a_table_of_people_and_the_host_switches_them(client):
    room, tokens = started_room(client)
    assert client.get(f"/api/rooms/{room}").json()["hints"] is False
    r = client.get(f"/api/rooms/{room}/hint", headers=auth(tokens[0]))
    assert r.status_code == 403 and error_code(r) == "hints_off"
    r = client.put(f"/api/rooms/{room}/hints", json={"hints": True}, headers=auth(tokens[0]))
    assert r.status_code == 409 and error_code(r) == "already_started"

    host = create(client)
    assert client.get(f"/api/rooms/{host['room']}").json()["hints"] is False
    client.post(f"/api/rooms/{host['room']}/bots", json={"level": "random"}, headers=auth(host["token"]))
    assert client.get(f"/api/rooms/{host['room']}").json()["hints"] is True, "a table with a bot: on"
    joined = client.post(f"/api/rooms/{host['room']}/join", json={"name": "Bea"})
    assert joined.status_code == 409  # full: two seats
    r = client.put(f"/api/rooms/{host['room']}/hints", json={"hints": False}, headers=auth(host["token"]))
    assert r.status_code == 200 and r.json()["hints"] is False
    r = client.put(f"/api/rooms/{host['room']}/hints", json={"hints": "yes"}, headers=auth(host["token"]))
    assert r.status_code == 422


def test_a_hint_is_one_of_your_moves_with_its_worth(client):
    host = create(client, name="Ann")
    r = client.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann", "hints": True})
    room, token = r.json()["room"], r.json()["token"]
    bea = client.post(f"/api/rooms/{room}/join", json={"name": "Bea"}).json()["token"]
    client.post(f"/api/rooms/{room}/start", headers=auth(token))
    assert client.get(f"/api/rooms/{room}").json()["hints"] is True
    _pick_phase(client, room, [token, bea])
    legal = client.get(f"/api/rooms/{room}/moves", headers=auth(token)).json()
    answer = client.get(f"/api/rooms/{room}/hint", headers=auth(token)).json()
    assert answer["move"] in legal["moves"] and answer["version"] == legal["version"]
    assert answer["preview"]["points"] == 2 and answer["text"].startswith("The expert would play this")
    r = client.get(f"/api/rooms/{room}/hint", headers=auth(bea))
    assert r.status_code == 403 and error_code(r) == "not_your_turn"
    assert client.get(f"/api/rooms/{room}/hint").status_code == 401
    assert host["room"] != room


def test_a_finished_game_gets_its_review(client):
    room, tokens = started_room(client)
    r = client.get(f"/api/rooms/{room}/review")
    assert r.status_code == 409 and error_code(r) == "not_finished"
    for _ in range(100):
        if client.get(f"/api/rooms/{room}/state").json()["status"] == "finished":
            break
        _pick_phase(client, room, tokens)
    deadline = time.monotonic() + 60
    while True:
        r = client.get(f"/api/rooms/{room}/review")
        if r.status_code == 200 or time.monotonic() > deadline:
            break
        assert error_code(r) == "review_pending" and r.headers["retry-after"]
        time.sleep(0.2)
    assert r.status_code == 200, r.text
    review = r.json()
    assert review["decisions"] > 0 and review["margin"] == 2
    for item in review["items"]:
        assert item["more"] >= 2 and item["text"]
