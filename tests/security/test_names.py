"""Names and messages cannot mislead: a room's names are unique (a joiner took the host's exact
name), however they are written; combining marks are capped (stacked by the hundred they spill
over the lines around them); a chat message of invisible characters only is refused, as its
error always said. What the browser does with the names is in tests/browser/test_names.py."""

from __future__ import annotations

import pytest

from tests.reliability.helpers import auth
from tests.security import figures

# Names that look like "Ann" beside a seat called Ann.
LOOKALIKES = ["Ann", "ann", "ANN", " Ann ", "A\u200bnn", "Ann\u200d", "Ａｎｎ", "An\u2060n"]
INVISIBLE = ["\u200b", "\u200b\u200c\u200d", "\u3164", "\u2800 \u2800", "\u0301\u0301", "\ufeff", "\u2060\n\u2060",
             "\u115f\u1160", "\u034f"]


def code(r) -> str:
    return r.json()["error"]["code"]


def test_names_are_unique_in_a_room_however_they_are_written(app_client):
    host = app_client.post("/api/rooms", json={"game": "toy", "players": 4, "name": "Ann"}).json()
    room = host["room"]
    before = app_client.get(f"/api/rooms/{room}").json()
    for name in LOOKALIKES:
        r = app_client.post(f"/api/rooms/{room}/join", json={"name": name})
        assert r.status_code == 409 and code(r) == "name_taken", (name, r.text)
        figures.add("names that look like a player's (refused)")
    assert app_client.get(f"/api/rooms/{room}").json() == before, "no seat was taken"
    assert app_client.post(f"/api/rooms/{room}/join", json={"name": "Anna"}).status_code == 201
    # A spectator may not chat under a player's name either.
    app_client.put(f"/api/rooms/{room}/chat/spectators", json={"allowed": True}, headers=auth(host["token"]))
    r = app_client.post(f"/api/rooms/{room}/chat", json={"text": "I resign", "name": "ANNA"})
    assert r.status_code == 409 and code(r) == "name_taken"
    assert app_client.post(f"/api/rooms/{room}/chat", json={"text": "hi", "name": "Sue"}).status_code == 201


def test_bots_keep_names_of_their_own(app_client):
    host = app_client.post("/api/rooms", json={"game": "toy", "players": 4, "name": "Ann"}).json()
    room, token = host["room"], host["token"]
    r = app_client.post(f"/api/rooms/{room}/join", json={"name": "Bot 2 (greedy)"})
    assert r.status_code == 422 and code(r) == "bad_name", "a bot's name is not a person's"
    for _ in range(2):
        assert app_client.post(f"/api/rooms/{room}/bots", headers=auth(token), json={}).status_code == 201
    assert app_client.delete(f"/api/rooms/{room}/seats/1", headers=auth(token)).status_code == 200
    assert app_client.post(f"/api/rooms/{room}/bots", headers=auth(token), json={}).status_code == 201
    names = [s["name"] for s in app_client.get(f"/api/rooms/{room}").json()["seats"] if s["taken"]]
    assert len(set(names)) == len(names) == 3, names


@pytest.mark.parametrize("name, ok", [("Nguy\u1ec5n", True), ("Nguye\u0303\u0302n", True), ("x" + "\u0301" * 4, True),
                                      ("x" + "\u0301" * 5, False), ("Z" + "\u0336\u0334\u0337" * 6, False),
                                      ("\u05e9\u05c1\u05b8\u0591\u05dc\u05d5\u05b9\u05dd", True)])
def test_combining_marks_are_capped_in_names(app_client, name, ok):
    r = app_client.post("/api/rooms", json={"game": "toy", "players": 2, "name": name})
    if ok:
        assert r.status_code == 201, r.text
    else:
        assert r.status_code == 422 and code(r) == "bad_name", r.text


def test_chat_messages_of_invisible_characters_or_stacked_marks_are_refused(app_client):
    host = app_client.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann"}).json()
    room, token = host["room"], host["token"]
    for text in INVISIBLE:
        r = app_client.post(f"/api/rooms/{room}/chat", json={"text": text}, headers=auth(token))
        assert r.status_code == 422 and code(r) == "empty_message", (text, r.text)
        figures.add("chat messages of invisible characters only (refused)")
    r = app_client.post(f"/api/rooms/{room}/chat", json={"text": "Z" + "\u0336" * 40}, headers=auth(token))
    assert r.status_code == 422 and code(r) == "bad_message"
    assert app_client.get(f"/api/rooms/{room}/chat").json()["messages"] == [], "nothing was kept"
    r = app_client.post(f"/api/rooms/{room}/chat", json={"text": "\u200bgg\u200b"}, headers=auth(token))
    assert r.status_code == 201
