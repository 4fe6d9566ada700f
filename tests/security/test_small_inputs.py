"""Small inputs that used to answer 500: deep JSON, names with control or invisible characters,
odd room ids and keys, and websocket hellos that are not a small JSON object. Every one gets a
4xx with a code (or a websocket close code) and the server logs no unhandled exception."""

from __future__ import annotations

import json
import logging

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tests.reliability.helpers import auth, open_room
from tests.security import figures


def nested(depth: int, key: str | None = "a") -> str:
    """JSON text nested `depth` levels deep (built as text: the encoder itself would recurse)."""
    if key:
        return f'{{"{key}": ' * depth + "1" + "}" * depth
    return "[" * depth + "1" + "]" * depth


def deep_text(depth: int) -> str:
    return "[" * depth + "]" * depth


BAD_NAMES = [
    "nul\x00name", "bell\x07", "esc\x1b[31m", "\x7fdel", "bidi\u202eevil", "iso\u2066late\u2069", "lrm\u200e",
    "\u200b", "\u200b\u200c\u200d", "\u3164", "\u2800\u2800", "\ufeff", "\u115f\u1160", "\u034f",
    "\ud800lone",
]


def well_formed_error(r: httpx.Response, status: int | tuple[int, ...]) -> str:
    statuses = (status,) if isinstance(status, int) else status
    assert r.status_code in statuses, (r.status_code, r.text[:300])
    body = r.json()["error"]
    assert body["code"] and body["message"]
    figures.add("small hostile inputs tried (4xx with a code, no 5xx)")
    return body["code"]


@pytest.fixture
def no_unhandled(caplog):
    caplog.set_level(logging.ERROR)
    yield
    crashes = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not crashes, [r.getMessage() for r in crashes]


def test_deep_json_in_any_body_is_refused_with_422(server, no_unhandled):
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = open_room(http, "camargue", 2)
        st = http.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json()
        seat = st["actors"][0]
        for depth in (40, 1000, 5000, 20000):
            for shape in ("a", None):
                body = f'{{"version": {st["version"]}, "move": {{"type": "place", "tile": {nested(depth, shape)}}}}}'
                for key in (None, f"deep-{depth}-{shape}"):
                    headers = {**auth(tokens[seat]), "Content-Type": "application/json"}
                    if key:
                        headers["Idempotency-Key"] = key
                    well_formed_error(http.post(f"/api/rooms/{room}/moves", content=body, headers=headers), (413, 422))
                well_formed_error(http.post("/api/rooms", content='{"game": "camargue", "players": 2, "name": "Deep", '
                                            f'"options": {{"x": {nested(depth, shape)}}}}}',
                                            headers={"Content-Type": "application/json"}), (413, 422))
                well_formed_error(http.post(f"/api/rooms/{room}/bots", content=f'{{"level": {nested(depth)}}}',
                                            headers={**auth(tokens[0]), "Content-Type": "application/json"}),
                                  (409, 413, 422))
            well_formed_error(http.post("/api/rooms", content=deep_text(depth),
                                        headers={"Content-Type": "application/json"}), 422)
        # Nothing of that was applied.
        assert http.get(f"/api/rooms/{room}/state").json()["version"] == st["version"]


def test_names_with_control_direction_or_only_invisible_characters_are_refused(server, no_unhandled):
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room = http.post("/api/rooms", json={"game": "toy", "players": 3, "name": "Host"}).json()["room"]
        for name in BAD_NAMES:
            body = json.dumps({"game": "toy", "players": 2, "name": name})
            assert well_formed_error(http.post("/api/rooms", content=body,
                                               headers={"Content-Type": "application/json"}), 422) \
                in ("bad_name", "malformed_request"), name
            assert well_formed_error(http.post(f"/api/rooms/{room}/join", content=json.dumps({"name": name}),
                                               headers={"Content-Type": "application/json"}), 422) \
                in ("bad_name", "malformed_request"), name
        seats = http.get(f"/api/rooms/{room}").json()["seats"]
        assert [s["taken"] for s in seats] == [True, False, False], "no refused name took a seat"
        # Names people use are still welcome: accents, scripts, emoji with joiners.
        for name in ("Zoë", "李小龙", "Анна", "👩\u200d👩\u200d👧 family", "O'Brien-Smith"):
            assert http.post("/api/rooms", json={"game": "toy", "players": 2, "name": name}).status_code == 201


def test_odd_room_ids_and_idempotency_keys_get_a_4xx(server, no_unhandled):
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = open_room(http, "toy", 2)
        for bad in ("%00", "a%00b", "%C0%80", "x" * 300, "%F0%9F%98%80", "..%2F..", "%ED%A0%80"):
            for path in ("state", "moves", "log", "scores"):
                well_formed_error(http.get(f"/api/rooms/{bad}/{path}"), (401, 404))
            well_formed_error(http.get(f"/api/rooms/{bad}"), 404)
            well_formed_error(http.post(f"/api/rooms/{bad}/join", json={"name": "A"}), 404)
        st = http.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json()
        for key in ("é" * 10, "ÿ\x80", "a b" * 50):  # control characters never get past the HTTP parser
            headers = [*auth(tokens[0]).items(), ("Idempotency-Key", key.encode("latin-1"))]
            r = http.post(f"/api/rooms/{room}/moves", headers=headers,
                          json={"version": st["version"], "move": st["moves"][0]})
            well_formed_error(r, 422)
        assert http.get(f"/api/rooms/{room}/state").json()["version"] == st["version"]


def close_code(server, room: str, send) -> int:
    with connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{room}", max_size=2**20) as ws:
        send(ws)
        try:
            for _ in range(5):
                ws.recv(timeout=5)
        except ConnectionClosed as closed:
            figures.add("small hostile inputs tried (4xx with a code, no 5xx)")
            return closed.rcvd.code if closed.rcvd else -1
    raise AssertionError("the socket was not closed")


def test_bad_hellos_are_closed_with_a_code(server, no_unhandled):
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, _ = open_room(http, "toy", 2)
    hellos = [deep_text(7000), deep_text(50), f'{{"type": "hello", "token": {nested(1000)}}}', nested(40), '{"type": "hello", "version": 1e400}', '"hello"', "null",
              '{"type": "hello", "token": "\\u0000"}', '{"type": "hello", "version": true}']
    for text in hellos:
        assert close_code(server, room, lambda ws, t=text: ws.send(t)) == 1008, text[:40]
    assert close_code(server, room, lambda ws: ws.send(b"\x00\x01binary")) == 1003
    assert close_code(server, room, lambda ws: ws.send(json.dumps({"type": "hello"}).encode())) == 1003
