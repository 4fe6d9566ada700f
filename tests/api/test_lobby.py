"""The lobby's lists (public tables, the rooms a browser holds seats in) and seat changes
before the start: remove, bot level, reorder, leave; each refused with a code when it must be."""

from __future__ import annotations

import json

import pytest


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(client, players=2, public=False, name="Ann"):
    r = client.post("/api/rooms", json={"game": "toy", "players": players, "name": name, "public": public})
    assert r.status_code == 201, r.text
    return r.json()


def join(client, room, name):
    r = client.post(f"/api/rooms/{room}/join", json={"name": name})
    assert r.status_code == 201, r.text
    return r.json()


def code(r) -> str:
    return r.json()["error"]["code"]


def listed(client, **params):
    r = client.get("/api/rooms", params={"status": "open", "public": "true", **params})
    assert r.status_code == 200, r.text
    return r.json()


def test_open_tables_list_public_rooms_with_a_free_seat_and_never_private_ones(client):
    public = create(client, 3, public=True, name="Ann")
    private = create(client, 3, public=False, name="Pia")
    full = create(client, 2, public=True, name="Fay")
    join(client, full["room"], "Gus")
    ids = [t["room"] for t in listed(client, limit=50)["rooms"]]
    assert public["room"] in ids
    assert private["room"] not in ids and full["room"] not in ids
    entry = next(t for t in listed(client, limit=50)["rooms"] if t["room"] == public["room"])
    assert entry["host_name"] == "Ann" and entry["game"] == "toy" and entry["taken"] == 1 and entry["players"] == 3
    assert public["token"] not in json.dumps(entry)
    assert client.get(f"/api/rooms/{public['room']}").json()["public"] is True
    # Private rooms are not listed whatever is asked; a bad status is refused.
    r = client.get("/api/rooms", params={"public": "false"})
    assert r.status_code == 422 and code(r) == "private_rooms"
    r = client.get("/api/rooms", params={"status": "lost"})
    assert r.status_code == 422 and code(r) == "bad_status"
    # A started public room is listed as playing, not open.
    host = create(client, 2, public=True)
    join(client, host["room"], "Bob")
    client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
    assert host["room"] not in [t["room"] for t in listed(client, limit=50)["rooms"]]
    playing = client.get("/api/rooms", params={"status": "playing", "limit": 50}).json()["rooms"]
    assert host["room"] in [t["room"] for t in playing]


def test_open_tables_come_a_page_at_a_time_newest_first(client):
    made = [create(client, 2, public=True, name=f"H{i}")["room"] for i in range(5)]
    seen, offset = [], 0
    for _ in range(20):  # bounded: at most 20 pages
        page = listed(client, limit=2, offset=offset)
        assert len(page["rooms"]) <= 2
        seen += [t["room"] for t in page["rooms"]]
        if page["next"] is None:
            break
        offset = page["next"]
    mine = [r for r in seen if r in made]
    assert mine == list(reversed(made)), "every room once, newest first"
    assert client.get("/api/rooms", params={"limit": 0}).status_code == 422


def test_summaries_say_whose_turn_and_name_missing_rooms(client):
    host = create(client, 2)
    guest = join(client, host["room"], "Bob")
    waiting = create(client, 3)
    client.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
    r = client.get("/api/room-summaries", params={"ids": f"{host['room']},{waiting['room']},nosuchroom"})
    assert r.status_code == 200, r.text
    data = r.json()
    assert data["missing"] == ["nosuchroom"]
    first, second = data["rooms"]
    assert first["room"] == host["room"] and first["status"] == "playing" and sorted(first["actors"]) == [0, 1]
    assert second["status"] == "open" and second["actors"] == []
    assert guest["token"] not in r.text and host["token"] not in r.text
    for bad in ("", "a,,b/c", ",".join(["x"] * 51)):
        r = client.get("/api/room-summaries", params={"ids": bad})
        assert r.status_code == 422 and code(r) == "bad_rooms"


def test_host_removes_a_bot_and_a_player_changes_a_level_and_reorders(client):
    host = create(client, 4)
    bob = join(client, host["room"], "Bob")
    room = host["room"]
    r = client.post(f"/api/rooms/{room}/bots", json={"level": "random"}, headers=auth(host["token"]))
    bot = r.json()["seat"]
    r = client.patch(f"/api/rooms/{room}/seats/{bot}", json={"level": "strong"}, headers=auth(host["token"]))
    assert r.status_code == 200, r.text
    assert r.json()["seats"][bot]["level"] == "strong" and r.json()["seats"][bot]["name"].endswith("(strong)")
    r = client.patch(f"/api/rooms/{room}/seats/{bot}", json={"level": "genius"}, headers=auth(host["token"]))
    assert r.status_code == 422 and code(r) == "bad_bot_level"
    r = client.patch(f"/api/rooms/{room}/seats/{bob['seat']}", json={"level": "strong"}, headers=auth(host["token"]))
    assert r.status_code == 409 and code(r) == "not_a_bot"
    # Reorder: Bob first, then the bot, then the free seat, then the host.
    r = client.post(f"/api/rooms/{room}/order", json={"order": [1, 2, 3, 0]}, headers=auth(host["token"]))
    assert r.status_code == 200, r.text
    seats = r.json()["seats"]
    assert [s["name"] for s in seats][:2] == ["Bob", "Bot 1 (strong)"] and seats[3]["name"] == "Ann"
    assert r.json()["host"] == 3 and seats[3]["host"] is True
    # Tokens move with their people: Bob's token is seat 0's now, the host's is seat 3's.
    state = client.get(f"/api/rooms/{room}/state", headers=auth(bob["token"])).json()
    assert state["seat"] == 0
    for bad in ([0, 1, 2], [0, 0, 1, 2], [0, 1, 2, 7]):
        r = client.post(f"/api/rooms/{room}/order", json={"order": bad}, headers=auth(host["token"]))
        assert r.status_code == 422 and code(r) == "bad_order"
    # The host (now at seat 3) removes the bot at seat 1 and Bob at seat 0.
    r = client.delete(f"/api/rooms/{room}/seats/1", headers=auth(host["token"]))
    assert r.status_code == 200 and r.json()["seats"][1]["taken"] is False
    r = client.delete(f"/api/rooms/{room}/seats/0", headers=auth(host["token"]))
    assert r.status_code == 200 and r.json()["seats"][0]["taken"] is False
    r = client.get(f"/api/rooms/{room}/state", headers=auth(bob["token"]))
    assert r.status_code == 401, "a removed player's token no longer fits a seat"
    r = client.delete(f"/api/rooms/{room}/seats/0", headers=auth(host["token"]))
    assert r.status_code == 409 and code(r) == "seat_free"
    r = client.delete(f"/api/rooms/{room}/seats/3", headers=auth(host["token"]))
    assert r.status_code == 409 and code(r) == "host_seat"
    r = client.delete(f"/api/rooms/{room}/seats/9", headers=auth(host["token"]))
    assert r.status_code == 404
    # The freed seats can be taken again.
    assert join(client, room, "Cy")["seat"] == 0


def test_non_hosts_are_refused_and_players_can_leave_an_unstarted_room(client):
    host = create(client, 3)
    room = host["room"]
    bob = join(client, room, "Bob")
    cy = join(client, room, "Cy")
    before = client.get(f"/api/rooms/{room}").json()
    for r in (client.delete(f"/api/rooms/{room}/seats/{cy['seat']}", headers=auth(bob["token"])),
              client.post(f"/api/rooms/{room}/order", json={"order": [2, 1, 0]}, headers=auth(bob["token"])),
              client.patch(f"/api/rooms/{room}/seats/0", json={"level": "strong"}, headers=auth(bob["token"]))):
        assert r.status_code == 403 and code(r) == "not_host"
    assert client.delete(f"/api/rooms/{room}/seats/1").status_code == 401
    assert client.get(f"/api/rooms/{room}").json() == before, "a refusal changes nothing"
    r = client.delete(f"/api/rooms/{room}/seats/{bob['seat']}", headers=auth(bob["token"]))
    assert r.status_code == 200 and r.json()["seats"][bob["seat"]]["taken"] is False
    # Once the game starts the seats are fixed.
    join(client, room, "Dee")
    assert client.post(f"/api/rooms/{room}/start", headers=auth(host["token"])).status_code == 200
    r = client.delete(f"/api/rooms/{room}/seats/{cy['seat']}", headers=auth(cy["token"]))
    assert r.status_code == 409 and code(r) == "already_started"
    r = client.post(f"/api/rooms/{room}/order", json={"order": [2, 1, 0]}, headers=auth(host["token"]))
    assert r.status_code == 409 and code(r) == "already_started"


def test_a_socket_follows_its_seat_when_the_host_reorders(live_server):
    import httpx
    from websockets.sync.client import connect

    with httpx.Client(base_url=live_server.url) as http:
        host = create(http, 2)
        room = host["room"]
        bob = join(http, room, "Bob")
        with connect(f"ws://127.0.0.1:{live_server.port}/ws/rooms/{room}", open_timeout=10) as ws:
            ws.send(json.dumps({"type": "hello", "token": bob["token"]}))
            first = json.loads(ws.recv(timeout=10))
            assert first["type"] == "room" and first["you"] == 1
            http.post(f"/api/rooms/{room}/order", json={"order": [1, 0]}, headers=auth(host["token"]))
            frame = json.loads(ws.recv(timeout=10))
            assert frame["type"] == "room" and frame["you"] == 0 and frame["seats"][0]["name"] == "Bob"
            http.delete(f"/api/rooms/{room}/seats/0", headers=auth(host["token"]))
            frame = json.loads(ws.recv(timeout=10))
            assert frame["type"] == "room" and frame["you"] is None
