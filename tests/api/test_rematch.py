"""Play again: one new room per finished room, the same game, options and seats turned by one;
bots keep their level, each person takes the seat kept for them with their old token."""

from __future__ import annotations

import time

from tests.api.test_rooms import auth


def play_to_end(client, room, tokens, seconds=30.0):
    """Humans take their turns; the bot's turns are waited for (bounded in time)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        st = client.get(f"/api/rooms/{room}/state").json()
        if st["status"] == "finished":
            return st
        humans = [s for s in st["actors"] if tokens[s]]
        if not humans:
            time.sleep(0.01)
            continue
        moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[humans[0]])).json()
        if moves["moves"]:
            client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][-1]},
                        headers=auth(tokens[humans[0]]))
    raise AssertionError("the game did not end")


def code(r) -> str:
    return r.json()["error"]["code"]


def finished_room(client):
    host = client.post("/api/rooms", json={"game": "toy", "players": 3, "name": "Ann", "public": True,
                                           "turn_seconds": 3600}).json()
    room = host["room"]
    bob = client.post(f"/api/rooms/{room}/join", json={"name": "Bob"}).json()
    client.post(f"/api/rooms/{room}/bots", json={"level": "random"}, headers=auth(host["token"]))
    early = client.post(f"/api/rooms/{room}/rematch", headers=auth(host["token"]))
    assert early.status_code == 409 and code(early) == "not_finished"
    assert client.post(f"/api/rooms/{room}/start", headers=auth(host["token"])).status_code == 200
    play_to_end(client, room, [host["token"], bob["token"], None])
    return room, host["token"], bob["token"]


def test_play_again_makes_one_room_with_the_seats_turned_and_each_person_invited(client):
    room, ann, bob = finished_room(client)
    old = client.get(f"/api/rooms/{room}").json()
    assert old["status"] == "finished" and old["rematch"] is None
    r = client.post(f"/api/rooms/{room}/rematch", headers=auth(bob))
    assert r.status_code == 201, r.text
    mine = r.json()
    new = client.get(f"/api/rooms/{mine['room']}").json()
    assert client.get(f"/api/rooms/{room}").json()["rematch"] == mine["room"], "the old room links to the new"
    assert new["rematch_of"] == room and new["status"] == "open" and new["game"] == "toy"
    assert new["options"] == old["options"] and new["turn_seconds"] == 3600 and new["public"] is True
    # Old seats Ann, Bob, bot -> new seats Bob, bot, Ann: the first player rotates.
    assert [s["name"] for s in new["seats"]] == ["Bob", old["seats"][2]["name"], "Ann"]
    # Each player keeps the colour they had, though nobody chose one: Ann stays red in seat 2.
    assert [s["colour"] for s in new["seats"]] == [old["seats"][i]["colour"] for i in (1, 2, 0)]
    assert len({s["colour"] for s in new["seats"]}) == 3
    assert mine["seat"] == 0 and new["host"] == 2, "the old host hosts the rematch, whoever asked first"
    assert new["seats"][1]["kind"] == "bot" and new["seats"][1]["level"] == "random"
    assert new["seats"][2]["invited"] is True and new["seats"][0]["invited"] is False
    r = client.post(f"/api/rooms/{mine['room']}/start", headers=auth(mine["token"]))
    assert r.status_code == 403 and code(r) == "not_host"
    # Nobody else can take Ann's seat by joining.
    r = client.post(f"/api/rooms/{mine['room']}/join", json={"name": "Eve"})
    assert r.status_code == 409 and code(r) == "room_full"
    r = client.post(f"/api/rooms/{room}/rematch", headers=auth(ann))
    assert r.status_code == 201 and r.json()["room"] == mine["room"] and r.json()["seat"] == 2
    again = client.post(f"/api/rooms/{room}/rematch", headers=auth(ann))
    assert again.status_code == 409 and code(again) == "already_joined"
    assert client.get(f"/api/rooms/{mine['room']}/state", headers=auth(r.json()["token"])).json()["seat"] == 2
    assert client.post(f"/api/rooms/{mine['room']}/start", headers=auth(r.json()["token"])).status_code == 200
    # A token of the new room is not one of the old, nor the other way round.
    assert client.post(f"/api/rooms/{room}/rematch", headers=auth(mine["token"])).status_code == 401
    assert client.post(f"/api/rooms/{room}/rematch").status_code == 401


def test_a_seat_the_host_removed_is_not_given_back(database_url):
    from fastapi.testclient import TestClient

    from app.main import create_app
    from tests.conftest import make_settings

    with TestClient(create_app(make_settings(database_url, rematch_keep_seconds=0))) as client:
        room, ann, bob = finished_room(client)
        removed_by_the_host(client, room, ann, bob)


def test_the_game_waits_for_a_kept_seat_at_first(client):
    room, ann, bob = finished_room(client)
    mine = client.post(f"/api/rooms/{room}/rematch", headers=auth(ann)).json()
    new = client.get(f"/api/rooms/{mine['room']}").json()
    bob_seat = next(s["seat"] for s in new["seats"] if s["name"] == "Bob")
    r = client.delete(f"/api/rooms/{mine['room']}/seats/{bob_seat}", headers=auth(mine["token"]))
    assert r.status_code == 409 and code(r) == "seat_kept" and int(r.headers["Retry-After"]) > 100
    r = client.post(f"/api/rooms/{room}/rematch", headers=auth(bob))
    assert r.status_code == 201 and r.json()["seat"] == bob_seat


def removed_by_the_host(client, room, ann, bob):
    mine = client.post(f"/api/rooms/{room}/rematch", headers=auth(ann)).json()
    new = client.get(f"/api/rooms/{mine['room']}").json()
    bob_seat = next(s["seat"] for s in new["seats"] if s["name"] == "Bob")
    assert client.delete(f"/api/rooms/{mine['room']}/seats/{bob_seat}", headers=auth(mine["token"])).status_code == 200
    r = client.post(f"/api/rooms/{room}/rematch", headers=auth(bob))
    assert r.status_code == 409 and code(r) == "seat_removed"
