"""Room chat over REST and the websocket: players always, spectators when the host allows it;
kept with the room; limited in length (422) and rate (429 with Retry-After); cleaned of control
characters; a refused message changes nothing."""

from __future__ import annotations

import json

import httpx
from fastapi.testclient import TestClient
from websockets.sync.client import connect

from app.main import create_app
from tests.api.test_lobby import auth, code, create, join
from tests.conftest import make_settings


def messages(client, room, after=0):
    r = client.get(f"/api/rooms/{room}/chat", params={"after": after})
    assert r.status_code == 200, r.text
    return r.json()["messages"]


def test_players_chat_and_messages_are_kept_with_the_room(client):
    host = create(client, 2)
    bob = join(client, host["room"], "Bob")
    room = host["room"]
    r = client.post(f"/api/rooms/{room}/chat", json={"text": "Good game"}, headers=auth(bob["token"]))
    assert r.status_code == 201, r.text
    first = r.json()
    assert first["seat"] == 1 and first["name"] == "Bob" and first["text"] == "Good game"
    # A name given by a player is not theirs to choose: they write as their seat.
    r = client.post(f"/api/rooms/{room}/chat", json={"text": "<b>hi</b>\x00\x1b[31m\u202e\r\nthere\t!",
                                                    "name": "Mallory"}, headers=auth(host["token"]))
    assert r.status_code == 201 and r.json()["name"] == "Ann"
    assert r.json()["text"] == "<b>hi</b>[31m\nthere !", "markup is kept as text; control characters go"
    got = messages(client, room)
    assert [m["text"] for m in got] == ["Good game", "<b>hi</b>[31m\nthere !"]
    assert messages(client, room, after=first["id"])[0]["id"] == r.json()["id"]
    assert host["token"] not in json.dumps(got) and bob["token"] not in json.dumps(got)
    # The chat is kept across a restart of the server (it lives in the database).
    with TestClient(create_app(make_settings(str(client.app.state.settings.database_url)))) as again:
        assert [m["text"] for m in messages(again, room)] == ["Good game", "<b>hi</b>[31m\nthere !"]


def test_bad_messages_are_refused_and_change_nothing(client):
    host = create(client, 2)
    room, token = host["room"], host["token"]
    for body, status, err in [({"text": "x" * 501}, 422, "message_too_long"),
                              ({"text": " \x00\u202e\n "}, 422, "empty_message"),
                              ({"text": 5}, 422, "malformed_request"),
                              ({"text": "hi", "extra": 1}, 422, "malformed_request")]:
        r = client.post(f"/api/rooms/{room}/chat", json=body, headers=auth(token))
        assert r.status_code == status and code(r) == err, (body, r.text)
    assert client.post(f"/api/rooms/{room}/chat", json={"text": "x" * 500}, headers=auth(token)).status_code == 201
    assert len(messages(client, room)) == 1
    r = client.post(f"/api/rooms/{room}/chat", json={"text": "hi"}, headers=auth("not-a-seat-token"))
    assert r.status_code == 401
    assert client.post("/api/rooms/nosuchroom0/chat", json={"text": "hi"}).status_code == 404
    assert client.get("/api/rooms/nosuchroom0/chat").status_code == 404


def test_too_fast_is_429_with_retry_after(client):
    host = create(client, 2)
    room, token = host["room"], host["token"]
    statuses = [client.post(f"/api/rooms/{room}/chat", json={"text": f"m{i}"}, headers=auth(token)).status_code
                for i in range(8)]  # the burst is 5
    assert statuses[:5] == [201] * 5 and statuses[-1] == 429
    r = client.post(f"/api/rooms/{room}/chat", json={"text": "again"}, headers=auth(token))
    assert r.status_code == 429 and code(r) == "rate_limited"
    assert int(r.headers["retry-after"]) >= 1
    assert len(messages(client, room)) == 5


def test_spectators_chat_only_when_the_host_allows_it(client):
    host = create(client, 2)
    bob = join(client, host["room"], "Bob")
    room = host["room"]
    r = client.post(f"/api/rooms/{room}/chat", json={"text": "hello", "name": "Sue"})
    assert r.status_code == 403 and code(r) == "chat_closed"
    r = client.put(f"/api/rooms/{room}/chat/spectators", json={"allowed": True}, headers=auth(bob["token"]))
    assert r.status_code == 403 and code(r) == "not_host"
    assert client.put(f"/api/rooms/{room}/chat/spectators", json={"allowed": True}).status_code == 401
    assert messages(client, room) == [] and client.get(f"/api/rooms/{room}").json()["spectator_chat"] is False
    r = client.put(f"/api/rooms/{room}/chat/spectators", json={"allowed": True}, headers=auth(host["token"]))
    assert r.status_code == 200 and r.json()["spectator_chat"] is True
    r = client.post(f"/api/rooms/{room}/chat", json={"text": "hello"})
    assert r.status_code == 422 and code(r) == "bad_name"
    r = client.post(f"/api/rooms/{room}/chat", json={"text": "hello", "name": "Sue"})
    assert r.status_code == 201 and r.json()["seat"] is None and r.json()["name"] == "Sue"
    client.put(f"/api/rooms/{room}/chat/spectators", json={"allowed": False}, headers=auth(host["token"]))
    assert client.post(f"/api/rooms/{room}/chat", json={"text": "again", "name": "Sue"}).status_code == 403
    assert [m["name"] for m in messages(client, room)] == ["Sue"]


def receive_type(ws, kind, limit=20):
    for _ in range(limit):
        frame = json.loads(ws.recv(timeout=10))
        if frame["type"] == kind:
            return frame
    raise AssertionError(f"no {kind} frame")


def test_chat_over_the_websocket(live_server):
    with httpx.Client(base_url=live_server.url, timeout=10) as client:
        host = create(client, 2)
        bob = join(client, host["room"], "Bob")
        room = host["room"]
        client.post(f"/api/rooms/{room}/chat", json={"text": "before"}, headers=auth(host["token"]))
        url = f"ws://127.0.0.1:{live_server.port}/ws/rooms/{room}"
        with connect(url, open_timeout=10) as watcher, connect(url, open_timeout=10) as player:
            watcher.send(json.dumps({"type": "hello"}))
            player.send(json.dumps({"type": "hello", "token": bob["token"]}))
            assert receive_type(watcher, "chat")["text"] == "before", "the recent chat comes on connecting"
            assert receive_type(player, "chat")["text"] == "before"
            player.send(json.dumps({"type": "chat", "text": "Your turn!"}))
            got = receive_type(watcher, "chat")
            assert (got["text"], got["seat"], got["name"]) == ("Your turn!", 1, "Bob")
            assert receive_type(player, "chat")["text"] == "Your turn!"
            watcher.send(json.dumps({"type": "chat", "text": "me too", "name": "Sue"}))
            assert receive_type(watcher, "error")["code"] == "chat_closed"
            player.send(json.dumps({"type": "chat", "text": "y" * 501}))
            assert receive_type(player, "error")["code"] == "message_too_long"
            for i in range(6):  # one was sent already; the burst is 5
                player.send(json.dumps({"type": "chat", "text": f"fast {i}"}))
            err = receive_type(player, "error")
            assert err["code"] == "rate_limited" and err["retry_after"] >= 1
            # A message written over REST reaches the sockets too.
            client.post(f"/api/rooms/{room}/chat", json={"text": "by rest"}, headers=auth(host["token"]))
            seen = [receive_type(watcher, "chat")["text"] for _ in range(5)]
            assert seen == ["fast 0", "fast 1", "fast 2", "fast 3", "by rest"]
            # The host lets spectators in: the watcher is told by a room frame and may write.
            client.put(f"/api/rooms/{room}/chat/spectators", json={"allowed": True}, headers=auth(host["token"]))
            assert receive_type(watcher, "room")["spectator_chat"] is True
            watcher.send(json.dumps({"type": "chat", "text": "me too", "name": "Sue"}))
            got = receive_type(watcher, "chat")
            assert (got["text"], got["seat"], got["name"]) == ("me too", None, "Sue")
        assert [m["text"] for m in messages(client, room)] == ["before", "Your turn!", "fast 0", "fast 1", "fast 2",
                                                               "fast 3", "by rest", "me too"]
