"""Previews over the API: `?preview=true` on the moves and the state, and the websocket hello's
`previews`, each a list aligned with the moves, worded in the language asked."""

from __future__ import annotations

import pytest

from tests.api.test_rooms import auth, error_code, started_room
from tests.api.test_websocket_protocol import client, open_socket, server, server_frame  # noqa: F401


def _take_phase(client, room, tokens):
    """Both seats pick their secret card; the turns that take from the pile follow."""
    for token in tokens:
        moves = client.get(f"/api/rooms/{room}/moves", headers=auth(token)).json()
        r = client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                        headers=auth(token))
        assert r.status_code == 200, r.text


def test_moves_with_previews_are_aligned_and_worded(client):
    room, tokens = started_room(client)
    _take_phase(client, room, tokens)
    plain = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
    assert "previews" not in plain, "without the flag nothing changes"
    asked = client.get(f"/api/rooms/{room}/moves?preview=true", headers=auth(tokens[0])).json()
    assert asked["moves"] == plain["moves"] == [{"type": "take", "n": 1}, {"type": "take", "n": 2}]
    assert [p["points"] for p in asked["previews"]] == [1, 2]
    first = asked["previews"][0]
    assert first == {"points": 1, "now": 1, "categories": {"pile": 1}, "seats": [1, 0], "certain": True, "upto": 1,
                     "text": "Pile +1"}
    ru = client.get(f"/api/rooms/{room}/moves?preview=true&lang=ru", headers=auth(tokens[0])).json()
    assert ru["previews"][1]["text"] == "Pile: +2"  # the toy's catalog has no Russian; the frame is ru
    header = client.get(f"/api/rooms/{room}/moves?preview=1", headers={**auth(tokens[0]), "Accept-Language": "ru-RU"})
    assert header.json()["previews"][1]["text"] == "Pile: +2"


def test_the_state_answer_takes_the_same_flag(client):
    room, tokens = started_room(client)
    _take_phase(client, room, tokens)
    state = client.get(f"/api/rooms/{room}/state?preview=true", headers=auth(tokens[0])).json()
    assert len(state["previews"]) == len(state["moves"]) == 2
    waiting = client.get(f"/api/rooms/{room}/state?preview=true", headers=auth(tokens[1])).json()
    assert waiting["moves"] == [] and waiting["previews"] == []
    watching = client.get(f"/api/rooms/{room}/state?preview=true").json()
    assert watching["previews"] == []
    assert "previews" not in client.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json()


@pytest.mark.parametrize("query", ["preview=maybe", "preview=", "preview=TRUE"])
def test_a_bad_flag_is_refused_with_a_code(client, query):
    room, tokens = started_room(client)
    for path in ("moves", "state"):
        r = client.get(f"/api/rooms/{room}/{path}?{query}", headers=auth(tokens[0]))
        assert r.status_code == 422 and error_code(r) == "malformed_request", r.text


def test_a_socket_that_asks_in_its_hello_gets_previews_with_the_current_state(client, open_socket, server_frame):
    room, tokens = started_room(client)
    _take_phase(client, room, tokens)
    ws = open_socket(room)
    ws.send_json({"type": "hello", "token": tokens[0], "previews": True, "lang": "en"})
    assert server_frame(ws.receive_json())["type"] == "room"
    state = server_frame(ws.receive_json())
    assert [p["points"] for p in state["previews"]] == [1, 2]
    plain = open_socket(room)
    plain.send_json({"type": "hello", "token": tokens[0]})
    plain.receive_json()
    assert "previews" not in server_frame(plain.receive_json())
    for bad in ({"previews": "yes"}, {"previews": True, "lang": 5}):
        other = open_socket(room)
        other.send_json({"type": "hello", **bad})
        assert other.receive_json()["code"] == "bad_hello"
