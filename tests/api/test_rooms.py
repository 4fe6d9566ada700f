"""The REST contract v1 on the toy game: rooms, seats, start, state, moves and every error."""

from __future__ import annotations

import pytest


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(client, players=2, game="toy", name="Ann"):
    r = client.post("/api/rooms", json={"game": game, "players": players, "name": name})
    assert r.status_code == 201, r.text
    return r.json()


def started_room(client, players=2):
    host = create(client, players)
    seats = [host]
    for i in range(1, players):
        r = client.post(f"/api/rooms/{host['room']}/join", json={"name": f"P{i}"})
        assert r.status_code == 201, r.text
        seats.append({**r.json(), "room": host["room"]})
    r = client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
    assert r.status_code == 200, r.text
    return host["room"], [s["token"] for s in seats]


def error_code(r) -> str:
    return r.json()["error"]["code"]


def test_games_lists_each_game_with_an_options_schema(client):
    r = client.get("/api/games")
    assert r.status_code == 200
    toy = next(g for g in r.json() if g["id"] == "toy")
    assert toy["min_players"] == 2 and toy["options"]["type"] == "object"


def test_create_join_start_and_room_info(client):
    host = create(client, 3)
    assert host["seat"] == 0 and len(host["token"]) >= 40
    room = client.get(f"/api/rooms/{host['room']}").json()
    assert room["status"] == "open" and room["game"] == "toy" and room["players"] == 3
    assert [s["taken"] for s in room["seats"]] == [True, False, False]
    assert "token" not in str(room) and host["token"] not in str(room)
    r = client.post(f"/api/rooms/{host['room']}/join", json={"name": "Bea"})
    assert r.status_code == 201 and r.json()["seat"] == 1
    r = client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
    assert r.status_code == 409 and error_code(r) == "seats_open"
    r = client.post(f"/api/rooms/{host['room']}/bots", json={"level": "random"}, headers=auth(host["token"]))
    assert r.status_code == 201 and r.json()["seat"] == 2
    r = client.post(f"/api/rooms/{host['room']}/join", json={"name": "Late"})
    assert r.status_code == 409 and error_code(r) == "room_full"
    r = client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
    assert r.status_code == 200
    room = client.get(f"/api/rooms/{host['room']}").json()
    assert room["status"] == "playing"
    assert room["seats"][2]["kind"] == "bot"
    r = client.post(f"/api/rooms/{host['room']}/join", json={"name": "Later"})
    assert r.status_code == 409 and error_code(r) == "already_started"


@pytest.mark.parametrize("body,code", [
    ({"game": "nope", "players": 2, "name": "A"}, "unknown_game"),
    ({"game": "toy", "players": 9, "name": "A"}, "bad_player_count"),  # the rule, whatever the count
    ({"game": "toy", "players": "2", "name": "A"}, "malformed_request"),
    ({"game": "toy", "players": 5, "name": "A"}, "bad_player_count"),
    ({"game": "toy", "players": 2, "name": "   "}, "bad_name"),
    ({"game": "toy", "players": 2, "name": "A", "extra": 1}, "malformed_request"),
    ({"game": "toy", "players": 2, "name": "A", "options": {"nope": 1}}, "bad_options"),
])
def test_create_room_refuses_bad_input(client, body, code):
    r = client.post("/api/rooms", json=body)
    assert r.status_code == 422 and error_code(r) == code
    assert r.json()["error"]["message"]


def test_only_the_host_adds_bots_and_starts(client):
    host = create(client, 2)
    guest = client.post(f"/api/rooms/{host['room']}/join", json={"name": "G"}).json()
    r = client.post(f"/api/rooms/{host['room']}/start", headers=auth(guest["token"]))
    assert r.status_code == 403 and error_code(r) == "not_host"
    r = client.post(f"/api/rooms/{host['room']}/start")
    assert r.status_code == 401
    r = client.post(f"/api/rooms/{host['room']}/start", headers=auth("x" * 43))
    assert r.status_code == 401 and error_code(r) == "bad_token"


def test_unknown_room_is_404(client):
    r = client.get("/api/rooms/nosuchroom")
    assert r.status_code == 404 and error_code(r) == "not_found"


def test_moves_state_and_errors_change_nothing(client):
    room, tokens = started_room(client)
    spectator = client.get(f"/api/rooms/{room}/state").json()
    assert spectator["seat"] is None and spectator["status"] == "playing" and spectator["actors"] == [0, 1]
    assert spectator["view"]["private"] == {} and spectator["outcome"] is None
    mine = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
    assert mine["version"] == 0 and len(mine["moves"]) == 3
    before = client.get(f"/api/rooms/{room}/state").json()

    bad = [
        ({"version": 0, "move": {"type": "pick", "card": "card:toy-1-0"}}, tokens[0], 422, "illegal_move"),
        ({"version": 0, "move": {"type": "bogus"}}, tokens[0], 422, "illegal_move"),
        ({"version": 0}, tokens[0], 422, "malformed_request"),
        ({"version": 0, "move": mine["moves"][0], "x": 1}, tokens[0], 422, "malformed_request"),
        ({"version": 5, "move": mine["moves"][0]}, tokens[0], 409, "stale_version"),
        ({"version": 0, "move": mine["moves"][0]}, "nope", 401, "bad_token"),
    ]
    for body, token, status, code in bad:
        r = client.post(f"/api/rooms/{room}/moves", json=body, headers=auth(token))
        assert (r.status_code, error_code(r)) == (status, code), (body, r.text)
    r = client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": mine["moves"][0]})
    assert r.status_code == 401
    assert client.get(f"/api/rooms/{room}/state").json() == before

    r = client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": mine["moves"][0]}, headers=auth(tokens[0]))
    assert r.status_code == 200 and r.json()["version"] == 1 and r.json()["seat"] == 0
    # Simultaneous phase: seat 1 still moves at version 0, its moves did not change.
    theirs = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[1])).json()["moves"]
    r = client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": theirs[0]}, headers=auth(tokens[1]))
    assert r.status_code == 200 and r.json()["version"] == 2
    # Now it is seat 0's turn; seat 1 is refused with 403, and an old version is stale for seat 0.
    r = client.post(f"/api/rooms/{room}/moves", json={"version": 2, "move": {"type": "take", "n": 1}}, headers=auth(tokens[1]))
    assert r.status_code == 403 and error_code(r) == "not_your_turn"
    r = client.post(f"/api/rooms/{room}/moves", json={"version": 1, "move": {"type": "take", "n": 1}}, headers=auth(tokens[0]))
    assert r.status_code == 409 and error_code(r) == "stale_version"


def play_to_end(client, room, tokens):
    while True:
        st = client.get(f"/api/rooms/{room}/state").json()
        if st["status"] == "finished":
            return st
        seat = st["actors"][0]
        moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
        r = client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][-1]},
                        headers=auth(tokens[seat]))
        assert r.status_code == 200, r.text


def test_play_to_the_end_with_scores_and_log(client):
    room, tokens = started_room(client)
    final = play_to_end(client, room, tokens)
    assert final["outcome"]["scores"] == [6, 6] and final["outcome"]["winners"] == [0, 1]
    scores = client.get(f"/api/rooms/{room}/scores").json()
    assert sum(s["points"] for s in scores) == 12
    assert all({"seat", "points", "reason", "version", "category"} <= set(s) for s in scores)
    r = client.post(f"/api/rooms/{room}/moves", json={"version": final["version"], "move": {"type": "take", "n": 1}},
                    headers=auth(tokens[0]))
    assert r.status_code == 409 and error_code(r) == "game_over"
    log = client.get(f"/api/rooms/{room}/log").json()
    assert log[0]["events"][0].get("secret")  # the game is over: everything is revealed


def test_log_hides_secret_choices_while_playing(client):
    room, tokens = started_room(client)
    moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()["moves"]
    client.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": moves[0]}, headers=auth(tokens[0]))
    card = moves[0]["card"]
    assert card not in client.get(f"/api/rooms/{room}/log").text
    assert card not in client.get(f"/api/rooms/{room}/log", headers=auth(tokens[1])).text
    assert card not in client.get(f"/api/rooms/{room}/state", headers=auth(tokens[1])).text
    assert card in client.get(f"/api/rooms/{room}/log", headers=auth(tokens[0])).text


def test_bots_finish_a_room_of_bots(client):
    import time

    host = create(client, 3)
    for _ in range(2):
        client.post(f"/api/rooms/{host['room']}/bots", json={"level": "random"}, headers=auth(host["token"]))
    client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
    deadline = time.time() + 20
    while time.time() < deadline:
        st = client.get(f"/api/rooms/{host['room']}/state", headers=auth(host["token"])).json()
        if 0 in st["actors"]:
            moves = client.get(f"/api/rooms/{host['room']}/moves", headers=auth(host["token"])).json()
            client.post(f"/api/rooms/{host['room']}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                        headers=auth(host["token"]))
        if st["status"] == "finished":
            return
        time.sleep(0.01)
    pytest.fail("bots did not finish the game")
