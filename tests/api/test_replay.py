"""Replays: every version of a finished game, rebuilt on the server from its seed, options and
move log, is what a spectator was shown live at that version; unfinished rooms have none."""

from __future__ import annotations

from tests.api.test_lobby import auth, code, create, join


def play_through(client, idempotent=False):
    """A two-player toy game played to its end over REST; the spectator's state answer of
    every version, recorded live after each move."""
    host = create(client, 2)
    guest = join(client, host["room"], "Bob")
    room, tokens = host["room"], [host["token"], guest["token"]]
    assert client.post(f"/api/rooms/{room}/start", headers=auth(tokens[0])).status_code == 200
    r = client.get(f"/api/rooms/{room}/replay", params={"version": 0})
    assert r.status_code == 409 and code(r) == "not_finished"
    seen = {}  # version -> the spectator's state answer
    for i in range(60):  # a toy game ends within 14 moves
        st = client.get(f"/api/rooms/{room}/state").json()
        seen[st["version"]] = st
        if st["status"] == "finished":
            return {"room": room, "tokens": tokens, "seen": seen, "version": st["version"]}
        seat = st["actors"][0]
        moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
        headers = {**auth(tokens[seat]), **({"Idempotency-Key": f"move-{i}"} if idempotent else {})}
        r = client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                        headers=headers)
        assert r.status_code == 200, r.text
    raise AssertionError("the toy game did not end")


def test_replay_steps_through_a_finished_game_as_a_spectator_saw_it(client):
    played = play_through(client)
    room, seen = played["room"], played["seen"]
    last = max(seen)
    assert seen[last]["status"] == "finished" and sorted(seen) == list(range(last + 1))
    log = client.get(f"/api/rooms/{room}/log").json()
    for version in range(last + 1):
        r = client.get(f"/api/rooms/{room}/replay", params={"version": version})
        assert r.status_code == 200, r.text
        replayed = r.json()
        live = seen[version]
        assert replayed["view"] == live["view"], f"version {version}"
        assert replayed["view"]["private"] == {}, "a spectator holds no hand"
        for key in ("version", "status", "actors", "outcome", "seat"):
            assert replayed[key] == live[key], (version, key)
        assert replayed["last"] == last
        if version:
            entry = log[version - 1]
            # After the end the replay shows what the log shows: the move and every secret.
            assert (replayed["mover"], replayed["move"], replayed["events"]) == (entry["seat"], entry["move"],
                                                                                entry["events"])
        else:
            assert replayed["move"] is None and replayed["events"] == []
    picks = [e for e in client.get(f"/api/rooms/{room}/replay", params={"version": 1}).json()["events"]
             if e["type"] == "picked"]
    assert picks and "secret" in picks[0], "the picked card is shown once the game is over"
    assert client.get(f"/api/rooms/{room}/replay").json()["version"] == last, "the default is the end"
    for bad in (-1, last + 1):
        r = client.get(f"/api/rooms/{room}/replay", params={"version": bad})
        assert r.status_code == 422 and code(r) == "bad_version"
    r = client.get(f"/api/rooms/{room}/replay", params={"version": "two"})
    assert r.status_code == 422 and code(r) == "malformed_request"
    assert client.get("/api/rooms/nosuchroom0/replay").status_code == 404


def test_no_replay_before_the_end(client):
    host = create(client, 2)
    r = client.get(f"/api/rooms/{host['room']}/replay")
    assert r.status_code == 409 and code(r) == "not_finished"
    join(client, host["room"], "Bob")
    client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
    r = client.get(f"/api/rooms/{host['room']}/replay", params={"version": 0})
    assert r.status_code == 409 and code(r) == "not_finished"
