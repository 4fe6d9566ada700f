"""The same malformed input gets the same status and code on every route that takes a body,
on the fast move path and through the FastAPI router alike, and changes nothing."""

from __future__ import annotations

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.api.test_rooms import auth, create

JSON = {"Content-Type": "application/json"}
LONG_NAME = "N" * 41
DEEP = b'{"name": ' + b"[" * 40 + b"]" * 40 + b"}"

# The same fault, put in each route's own body: (route label, headers, raw body).
FAULTS = {
    "not_json": lambda route: (JSON, b'{"name": nope'),
    "json_array": lambda route: (JSON, b"[1, 2]"),
    "text_plain": lambda route: ({"Content-Type": "text/plain"}, VALID[route]),
    "form": lambda route: ({"Content-Type": "application/x-www-form-urlencoded"}, VALID[route]),
    "no_content_type": lambda route: ({}, VALID[route]),
    "unknown_field": lambda route: (JSON, VALID[route][:-1] + b', "extra": 1}'),
    "string_for_number": lambda route: (JSON, WRONG_TYPE[route]),
    "too_deep": lambda route: (JSON, DEEP),
    "too_large": lambda route: (JSON, b'{"name": "' + b"x" * 70_000 + b'"}'),
}
EXPECTED = {
    "not_json": (422, "malformed_request"), "json_array": (422, "malformed_request"),
    "text_plain": (415, "unsupported_media_type"), "form": (415, "unsupported_media_type"),
    "no_content_type": (415, "unsupported_media_type"), "unknown_field": (422, "malformed_request"),
    "string_for_number": (422, "malformed_request"), "too_deep": (422, "malformed_request"),
    "too_large": (413, "body_too_large"),
}
VALID = {
    "create": b'{"game": "toy", "players": 2, "name": "Ann"}',
    "join": b'{"name": "Bea"}',
    "bots": b'{"level": "random"}',
    "move": b'{"version": 0, "move": {"type": "pick", "card": "card:toy-0-0"}}',
}
WRONG_TYPE = {
    "create": b'{"game": "toy", "players": "2", "name": "Ann"}',
    "join": b'{"name": 7}',
    "bots": b'{"level": 3}',
    "move": b'{"version": "0", "move": {"type": "pick", "card": "card:toy-0-0"}}',
}


def via_router(app) -> FastAPI:
    """The application with its fast path skipped: every call goes through the FastAPI router."""

    async def router_only(scope, receive, send):
        await FastAPI.__call__(app, scope, receive, send)

    return router_only


@pytest.fixture(params=["fast path", "router"])
def any_client(request, tmp_path):
    from app.main import create_app
    from tests.conftest import make_settings, migrated

    app = create_app(make_settings(migrated(f"sqlite:///{tmp_path / 'p.db'}"),
                                       rooms_burst=1000, joins_burst=1000))
    with TestClient(app if request.param == "fast path" else via_router(app)) as c:
        yield c


def rooms(client):
    """A room waiting for a seat (join, bots) and a started one of two people (moves)."""
    open_room = create(client, 3)
    playing = create(client, 2)
    r = client.post(f"/api/rooms/{playing['room']}/join", json={"name": "Bea"})
    assert r.status_code == 201
    assert client.post(f"/api/rooms/{playing['room']}/start", headers=auth(playing["token"])).status_code == 200
    return open_room, playing


def call(client, route, open_room, playing, headers, body):
    if route == "create":
        return client.post("/api/rooms", headers=headers, content=body)
    if route == "join":
        return client.post(f"/api/rooms/{open_room['room']}/join", headers=headers, content=body)
    if route == "bots":
        return client.post(f"/api/rooms/{open_room['room']}/bots", content=body,
                           headers={**headers, **auth(open_room["token"])})
    return client.post(f"/api/rooms/{playing['room']}/moves", content=body,
                       headers={**headers, **auth(playing["token"])})


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_the_same_fault_gets_the_same_answer_on_every_route(any_client, fault):
    open_room, playing = rooms(any_client)
    before = (any_client.get(f"/api/rooms/{open_room['room']}").json(),
              any_client.get(f"/api/rooms/{playing['room']}/state", headers=auth(playing["token"])).json())
    answers = {}
    for route in VALID:
        headers, body = FAULTS[fault](route)
        r = call(any_client, route, open_room, playing, headers, body)
        answers[route] = (r.status_code, r.json()["error"]["code"])
        assert r.json()["error"]["message"]
    assert answers == {route: EXPECTED[fault] for route in VALID}
    after = (any_client.get(f"/api/rooms/{open_room['room']}").json(),
             any_client.get(f"/api/rooms/{playing['room']}/state", headers=auth(playing["token"])).json())
    assert after == before, "a refused call changed something"


def test_values_are_refused_by_their_rule_at_any_size(any_client):
    open_room, _ = rooms(any_client)
    for name in (LONG_NAME, "N" * 300, "   "):
        for r in (any_client.post("/api/rooms", json={"game": "toy", "players": 2, "name": name}),
                  any_client.post(f"/api/rooms/{open_room['room']}/join", json={"name": name})):
            assert (r.status_code, r.json()["error"]["code"]) == (422, "bad_name")
    for players in (0, 1, 5, 9, 10_000, -1):
        r = any_client.post("/api/rooms", json={"game": "toy", "players": players, "name": "Ann"})
        assert (r.status_code, r.json()["error"]["code"]) == (422, "bad_player_count")
    for seconds in (1, 86401, -5):
        r = any_client.post("/api/rooms", json={"game": "toy", "players": 2, "name": "A", "turn_seconds": seconds})
        assert (r.status_code, r.json()["error"]["code"]) == (422, "bad_turn_timer")
    for flag in (True, 2.0):  # JSON true and 2.0 are not the integer 2
        r = any_client.post("/api/rooms", json={"game": "toy", "players": flag, "name": "Ann"})
        assert (r.status_code, r.json()["error"]["code"]) == (422, "malformed_request")


def test_a_move_body_with_a_charset_is_json(any_client):
    _, playing = rooms(any_client)
    moves = any_client.get(f"/api/rooms/{playing['room']}/moves", headers=auth(playing["token"])).json()
    r = any_client.post(f"/api/rooms/{playing['room']}/moves",
                        json={"version": moves["version"], "move": moves["moves"][0]},
                        headers={**auth(playing["token"]), "Content-Type": "application/json; charset=utf-8"})
    assert r.status_code == 200, r.text


@pytest.mark.parametrize("data", [
    {"version": 0, "move": {}}, {"version": 3, "move": {"type": "x"}}, {"version": -1, "move": {}},
    {"version": "0", "move": {}}, {"version": True, "move": {}}, {"version": 1.0, "move": {}},
    {"version": None, "move": {}}, {"move": {}}, {"version": 0}, {"version": 0, "move": []},
    {"version": 0, "move": "place"}, {"version": 0, "move": None}, {"version": 0, "move": {}, "x": 1},
    {}, {"version": 2**70, "move": {}},
])
def test_the_written_out_move_check_agrees_with_the_model(data):
    """parse_move_request checks MoveRequest by hand, for speed: the same verdict as the model's."""
    from pydantic import ValidationError

    from app.api.schemas import MoveRequest, move_request_problem

    try:
        MoveRequest.model_validate(data)
        model_ok = data["version"] >= 0
    except ValidationError:
        model_ok = False
    assert (move_request_problem(data) is None) == model_ok
