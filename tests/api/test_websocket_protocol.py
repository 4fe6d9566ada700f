"""The websocket protocol as served (GET /api/websocket): every frame the server sends matches
it, anything not accepted gets an error frame with a code, and closes carry code and reason."""

from __future__ import annotations

import json
from contextlib import ExitStack

import httpx
import jsonschema_rs
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.api.test_rooms import auth, started_room
from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('ws') / 'p.db'}")
    with LiveServer(make_settings(url, **NO_LIMITS)) as live:
        yield live


@pytest.fixture
def client(server):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        yield http


class Socket:
    """A websocket client with the calls the tests read as: send_json, receive_json, closed."""

    def __init__(self, ws) -> None:
        self.ws = ws

    def send_json(self, data) -> None:
        self.ws.send(json.dumps(data))

    def send_text(self, text: str) -> None:
        self.ws.send(text)

    def receive_json(self):
        return json.loads(self.ws.recv(timeout=10))


@pytest.fixture
def open_socket(server):
    with ExitStack() as stack:
        yield lambda room: Socket(stack.enter_context(
            connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{room}", open_timeout=10, max_size=2**22)))


@pytest.fixture
def server_frame(client):
    spec = client.get("/api/websocket").json()
    jsonschema_rs.meta.validate(spec)
    validator = jsonschema_rs.validator_for({**spec, "oneOf": [{"$ref": "#/$defs/ServerFrame"}]})

    def check(frame):
        errors = [e.message for e in validator.iter_errors(frame)]
        assert not errors, (frame, errors[:3])
        return frame

    return check


def closed(ws: Socket):
    """The close frame the server sent, after any frames still waiting."""
    with pytest.raises(ConnectionClosed) as info:
        for _ in range(100):
            ws.ws.recv(timeout=10)
    return info.value.rcvd


def test_the_frames_of_a_game_match_the_served_schema(client, open_socket, server_frame):
    room, tokens = started_room(client)
    ws = open_socket(room)
    if True:
        ws.send_json({"type": "hello", "token": tokens[0]})
        assert server_frame(ws.receive_json())["type"] == "room"
        state = server_frame(ws.receive_json())
        assert state["type"] == "state" and state["seat"] == 0
        moves = client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
        client.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                    headers=auth(tokens[0]))
        assert server_frame(ws.receive_json())["version"] == state["version"] + 1
        ws.send_json({"type": "ping"})
        assert server_frame(ws.receive_json()) == {"type": "pong"}
        ws.send_json({"type": "chat", "text": "Good game"})
        said = server_frame(ws.receive_json())
        assert (said["type"], said["seat"], said["text"]) == ("chat", 0, "Good game")
        # A chat message refused is answered as POST .../chat answers the same body.
        for bad, code in (({"text": 5}, "malformed_request"), ({"text": "hi", "extra": 1}, "malformed_request"),
                          ({"text": " "}, "empty_message")):
            ws.send_json({"type": "chat", **bad})
            error = server_frame(ws.receive_json())
            rest = client.post(f"/api/rooms/{room}/chat", json=bad, headers=auth(tokens[0]))
            assert error["code"] == code == rest.json()["error"]["code"], (bad, error, rest.text)
        ws.send_json({"type": "ping"})  # the socket stays open
        assert ws.receive_json() == {"type": "pong"}


def test_the_client_frames_match_the_served_schema(client):
    spec = client.get("/api/websocket").json()
    validator = jsonschema_rs.validator_for({**spec, "oneOf": [{"$ref": "#/$defs/ClientFrame"}]})
    for frame in ({"type": "hello"}, {"type": "hello", "token": "t", "version": 3}, {"type": "ping"},
                  {"type": "chat", "text": "hi"}, {"type": "chat", "text": "hi", "name": "Sue"}):
        assert validator.is_valid(frame), frame
    for frame in ({"type": "hello", "version": -1}, {"type": "chat"}, {"type": "chat", "text": 5},
                  {"type": "chat", "text": "hi", "extra": 1}, {"type": "move", "move": {}}):
        assert not validator.is_valid(frame), frame


def test_a_hello_ahead_of_the_game_gets_an_error_frame_then_the_current_state(client, open_socket, server_frame):
    room, tokens = started_room(client)
    ws = open_socket(room)
    if True:
        ws.send_json({"type": "hello", "token": tokens[1], "version": 99})
        error = server_frame(ws.receive_json())
        assert error["type"] == "error" and error["code"] == "version_ahead"
        assert server_frame(ws.receive_json())["type"] == "room"
        assert server_frame(ws.receive_json())["version"] == 0


@pytest.mark.parametrize("frame,code", [
    ('{"type": "move", "move": {}}', "unknown_message"),
    ("not json", "malformed_frame"),
    ("[1, 2]", "malformed_frame"),
    ('{"type": 3}', "malformed_frame"),
])
def test_a_frame_the_server_does_not_accept_gets_an_error_frame(client, open_socket, server_frame, frame, code):
    room, _ = started_room(client)
    ws = open_socket(room)
    if True:
        ws.send_json({"type": "hello"})
        ws.receive_json(), ws.receive_json()  # room, state
        ws.send_text(frame)
        error = server_frame(ws.receive_json())
        assert (error["type"], error["code"]) == ("error", code) and error["message"]
        ws.send_json({"type": "ping"})  # the connection stays open
        assert ws.receive_json() == {"type": "pong"}


@pytest.mark.parametrize("hello,code,close", [
    ('{"type": "ping"}', "bad_hello", 1008),
    ('{"type": "hello", "version": -1}', "bad_hello", 1008),
    ('{"type": "hello", "version": "3"}', "bad_hello", 1008),
    ('{"type": "hello", "extra": 1}', "bad_hello", 1008),
    ('{"type": "hello", "token": "nope"}', "bad_token", 1008),
])
def test_a_refused_hello_gets_an_error_frame_and_a_close_with_code_and_reason(client, open_socket, server_frame, hello, code, close):
    room, _ = started_room(client)
    ws = open_socket(room)
    if True:
        ws.send_text(hello)
        error = server_frame(ws.receive_json())
        assert error["code"] == code
        frame = closed(ws)
        assert frame.code == close and frame.reason.startswith(code)


def test_a_frame_over_the_limit_is_closed_with_1009_and_a_reason(client, open_socket):
    """The server runs with the websocket library's limit at 16 KiB (as `serve` does), which
    closes before the application could send a frame; behind a larger limit the application
    sends frame_too_large first (tests/security/test_websocket.py)."""
    room, _ = started_room(client)
    ws = open_socket(room)
    ws.send_text('{"type": "hello", "pad": "' + "x" * 17_000 + '"}')
    frame = closed(ws)
    assert frame.code == 1009 and frame.reason


def test_too_many_frames_get_an_error_frame_and_a_close(client, open_socket, server_frame):
    from app.realtime.frames import RATE_MESSAGES

    room, _ = started_room(client)
    ws = open_socket(room)
    if True:
        ws.send_json({"type": "hello"})
        ws.receive_json(), ws.receive_json()
        try:
            for _ in range(RATE_MESSAGES + 5):
                ws.send_json({"type": "ping"})
        except ConnectionClosed:
            pass  # a server quick enough closes before the last ones are sent; its frames still come
        frames = []
        with pytest.raises(ConnectionClosed) as info:
            for _ in range(100):
                frames.append(ws.receive_json())
        assert server_frame(frames[-1])["code"] == "rate_limited"
        assert info.value.rcvd.code == 1008 and info.value.rcvd.reason.startswith("rate_limited")


def test_the_error_codes_of_the_schema_are_the_server_s(client):
    from app.realtime import frames

    spec = client.get("/api/websocket").json()
    assert spec["x-error-codes"] == frames.ERROR_CODES
    assert spec["x-limits"]["max_frame_bytes"] == frames.MAX_FRAME
