"""Guided first games over the API (the toy game's script in tests/support/tutorial.json): the
script with its words, a room started from the script's seed where the other seats play the
script, and a room flagged as a tutorial."""

from __future__ import annotations

import time

from tests.api.test_rooms import auth, error_code


def test_the_script_and_a_guided_room(client):
    assert "toy" in client.get("/api/learn").json()
    script = client.get("/api/learn/toy").json()
    assert script["players"] == 2 and len(script["lessons"]) == 5
    assert set(script["texts"]) >= {"lesson1", "end"}
    r = client.post("/api/learn/toy", json={"name": "Ann"})
    assert r.status_code == 201, r.text
    room, token = r.json()["room"], r.json()["token"]
    info = client.get(f"/api/rooms/{room}").json()
    assert info["tutorial"] is True and info["status"] == "playing" and info["hints"] is False
    assert [s["kind"] for s in info["seats"]] == ["human", "bot"]
    # The learner plays the lessons' moves; the scripted seat answers with the script's.
    for lesson in script["lessons"]:
        deadline = time.monotonic() + 20
        while True:
            moves = client.get(f"/api/rooms/{room}/moves", headers=auth(token)).json()
            if lesson["expect"] in moves["moves"] or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        r = client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": lesson["expect"]},
                        headers=auth(token))
        assert r.status_code == 200, (lesson, r.text)


def test_unknown_games_and_games_without_a_guided_game(client):
    r = client.get("/api/learn/nosuchgame")
    assert r.status_code == 404 and error_code(r) == "unknown_game"
    r = client.post("/api/learn/nosuchgame", json={})
    assert r.status_code == 404
