"""/openapi.json tells the truth: every path's every response has a schema, every error is the
real {"error": {"code", "message"}} body, the limits are the rules', and real answers of every
route validate against what the document declares for their status."""

from __future__ import annotations

import json
import re

import jsonschema_rs
import pytest
from fastapi.testclient import TestClient

from app.api import error_codes
from app.api.openapi import ERRORS
from app.api.operations import OPERATIONS, TAGS
from app.engine import games
from app.engine.schema import DIALECT
from app.services.matches import MAX_NAME
from tests.api.test_rematch import play_to_end
from tests.api.test_rooms import auth



@pytest.fixture(scope="module")
def app_client(tmp_path_factory):
    from app.main import create_app
    from tests.conftest import make_settings, migrated
    from tests.reliability.helpers import NO_LIMITS

    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('openapi') / 'p.db'}")
    settings = make_settings(url, **NO_LIMITS)
    with TestClient(create_app(settings)) as c:
        yield c, settings


@pytest.fixture(scope="module")
def client(app_client):
    return app_client[0]


@pytest.fixture(scope="module")
def spec(client):
    return client.get("/openapi.json").json()


def operations(spec):
    for path, methods in spec["paths"].items():
        for method, op in methods.items():
            yield path, method, op


def test_every_response_of_every_path_has_a_schema_and_errors_are_the_error_body(spec):
    assert "HTTPValidationError" not in json.dumps(spec) and "ValidationError" not in spec["components"]["schemas"]
    seen = 0
    for path, method, op in operations(spec):
        assert op["responses"], (method, path)
        assert "500" in op["responses"], f"{method} {path}: any call can fail"
        for status, response in op["responses"].items():
            schema = response.get("content", {}).get("application/json", {}).get("schema")
            assert schema, f"{method} {path} {status} has no JSON schema"
            assert response.get("description"), (method, path, status)
            if int(status) >= 400:
                assert schema == {"$ref": f"#/components/schemas/Error{status}"}, \
                    f"{method} {path} {status} is not the error body of its status"
            if status == "429":
                assert "Retry-After" in response["headers"], (method, path)
            seen += 1
    assert seen > 40


def test_the_error_body_tokens_and_idempotency_are_declared(spec):
    error = spec["components"]["schemas"]["ErrorBody"]
    assert error["required"] == ["error"]
    detail = spec["components"]["schemas"]["ErrorDetail"]
    assert set(detail["required"]) == {"code", "message"}
    for status, codes in error_codes.by_status().items():
        if status not in ERRORS:
            continue  # answered by the HTTP layer to any path (400 bad_host, 405), not declared per call
        body = spec["components"]["schemas"][f"Error{status}"]
        assert body["required"] == ["error"] and body["properties"]["error"]["allOf"] == [
            {"$ref": "#/components/schemas/ErrorDetail"}]
        assert body["properties"]["error"]["properties"]["code"]["enum"] == codes, status
    assert {"stale_version", "not_your_turn", "room_full"} <= set(spec["components"]["schemas"]["ErrorCode"]["enum"])
    assert spec["components"]["securitySchemes"]["bearer"] == {
        **spec["components"]["securitySchemes"]["bearer"], "type": "http", "scheme": "bearer"}
    by_name = {(m, p): op for p, m, op in operations(spec)}
    for key in [("post", "/api/rooms/{room}/moves"), ("get", "/api/rooms/{room}/moves"),
                ("post", "/api/rooms/{room}/start"), ("post", "/api/rooms/{room}/bots")]:
        assert by_name[key]["security"] == [{"bearer": []}], key
    assert {} in by_name[("get", "/api/rooms/{room}/state")]["security"]  # a spectator needs none
    header = [p for p in by_name[("post", "/api/rooms/{room}/moves")]["parameters"] if p["in"] == "header"]
    assert header and header[0]["name"] == "Idempotency-Key" and header[0]["schema"]["maxLength"] == 128


def test_the_limits_in_the_schemas_are_the_rules(app_client, spec):
    _client, settings = app_client
    create = spec["paths"]["/api/rooms"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert create["properties"]["name"]["maxLength"] == MAX_NAME
    turn = create["properties"]["turn_seconds"]["anyOf"][0]
    assert (turn["minimum"], turn["maximum"]) == (settings.min_turn_seconds, 86400)
    per_game = {alt["properties"]["game"]["const"]: alt["properties"]["players"] for alt in create["oneOf"]}
    assert per_game == {gid: {"type": "integer", "minimum": g.min_players, "maximum": g.max_players}
                        for gid, g in games().items()}
    join = spec["paths"]["/api/rooms/{room}/join"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert join["properties"]["name"]["maxLength"] == MAX_NAME
    move = spec["paths"]["/api/rooms/{room}/moves"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert move == {"$ref": "#/components/schemas/MoveRequest"}
    move = spec["components"]["schemas"]["MoveRequest"]
    assert move["properties"]["version"]["minimum"] == 0 and move["additionalProperties"] is False


class Walker:
    """Calls a route and checks the answer against the document: its status is declared for the
    route, and its body validates against the schema declared for that status."""

    def __init__(self, client, spec) -> None:
        self.client, self.spec = client, spec
        self.called: set[tuple[str, str]] = set()
        self.statuses: dict[tuple[str, str], set[int]] = {}

    def __call__(self, method: str, template: str, expect: set[int], **values_and_kw):
        kw = {k: values_and_kw.pop(k) for k in ("json", "headers", "content", "params") if k in values_and_kw}
        r = self.client.request(method.upper(), template.format(**values_and_kw), **kw)
        op = self.spec["paths"][template][method]
        assert str(r.status_code) in op["responses"], f"{method} {template} answered undeclared {r.status_code}: {r.text}"
        assert r.status_code in expect, f"{method} {template}: {r.status_code} {r.text[:300]}"
        schema = op["responses"][str(r.status_code)]["content"]["application/json"]["schema"]
        root = {"$schema": DIALECT, "components": self.spec["components"], **schema}
        errors = [f"{'/'.join(map(str, e.instance_path))}: {e.message}"
                  for e in jsonschema_rs.validator_for(root).iter_errors(r.json())]
        assert not errors, f"{method} {template} {r.status_code}: {errors[:3]}"
        self.called.add((method, template))
        self.statuses.setdefault((method, template), set()).add(r.status_code)
        return r.json()


def test_real_answers_of_every_route_match_the_document(client, spec):
    walk = Walker(client, spec)
    walk("get", "/api/health", {200})
    walk("get", "/api/games", {200})
    walk("get", "/api/websocket", {200})
    for gid in games():
        walk("get", "/api/games/{game}", {200}, game=gid)
    walk("get", "/api/games/{game}", {404}, game="nope")
    host = walk("post", "/api/rooms", {201}, json={"game": "toy", "players": 3, "name": "Ann"})
    walk("post", "/api/rooms", {422}, json={"game": "toy", "players": 3, "name": ""})
    walk("post", "/api/rooms", {415}, content=b"{}", headers={"Content-Type": "text/plain"})
    room, token = host["room"], host["token"]
    walk("get", "/api/rooms/{room}", {200}, room=room)
    walk("get", "/api/rooms/{room}", {404}, room="nope")
    walk("post", "/api/rooms/{room}/start", {409}, room=room, headers=auth(token))
    bea = walk("post", "/api/rooms/{room}/join", {201}, room=room, json={"name": "Bea"})
    walk("post", "/api/rooms/{room}/bots", {403}, room=room, headers=auth(bea["token"]))
    walk("post", "/api/rooms/{room}/bots", {401}, room=room)
    walk("post", "/api/rooms/{room}/bots", {201}, room=room, headers=auth(token), json={"level": "random"})
    walk("post", "/api/rooms/{room}/join", {409}, room=room, json={"name": "Cy"})
    walk("post", "/api/rooms/{room}/start", {403}, room=room, headers=auth(bea["token"]))
    walk("post", "/api/rooms/{room}/start", {200}, room=room, headers=auth(token))
    walk("get", "/api/rooms/{room}/state", {200}, room=room)
    walk("get", "/api/rooms/{room}/state", {200}, room=room, headers=auth(token))
    walk("get", "/api/rooms/{room}/state", {401}, room=room, headers=auth("not-a-seat"))
    walk("get", "/api/rooms/{room}/moves", {401}, room=room)
    for seat_token in (token, bea["token"]):
        listed = walk("get", "/api/rooms/{room}/moves", {200}, room=room, headers=auth(seat_token))
        if listed["moves"]:
            walk("post", "/api/rooms/{room}/moves", {200, 409}, room=room, headers=auth(seat_token),
                 json={"version": listed["version"], "move": listed["moves"][0]})
    walk("post", "/api/rooms/{room}/moves", {422}, room=room, headers=auth(token),
         json={"version": "0", "move": {"type": "pick", "card": "card:none"}})
    walk("post", "/api/rooms/{room}/moves", {401}, room=room, json={"version": 0, "move": {}})
    walk("post", "/api/rooms/{room}/leave", {200}, room=room, headers=auth(bea["token"]))
    walk("post", "/api/rooms/{room}/return", {200}, room=room, headers=auth(bea["token"]))
    walk("post", "/api/rooms/{room}/leave", {401}, room=room)
    walk("get", "/api/rooms/{room}/scores", {200}, room=room)
    walk("get", "/api/rooms/{room}/log", {200}, room=room)
    walk("get", "/api/rooms/{room}/log", {200}, room=room, headers=auth(token))
    walk_the_lobby_and_chat(walk, room, token, bea["token"])
    walk_seats_before_the_start(walk)
    play_to_end(client, room, [token, bea["token"], None])
    walk_a_finished_room(walk, room, token)
    known = {(m, p) for p, m, _ in operations(spec) if p.startswith("/api/room") or p in (
        "/api/health", "/api/games", "/api/games/{game}", "/api/websocket")}
    missing = {(m, p) for m, p in known - walk.called
               if p in {"/api/rooms", "/api/room-summaries", "/api/health", "/api/games", "/api/games/{game}",
                        "/api/websocket"}
               or p.startswith("/api/rooms/{room}")}
    assert not missing, f"routes of the document the walk did not call: {sorted(missing)}"


def walk_the_lobby_and_chat(walk, room, token, guest):
    walk("post", "/api/rooms", {201}, json={"game": "toy", "players": 2, "name": "Pia", "public": True})
    walk("get", "/api/rooms", {200})
    walk("get", "/api/rooms", {200}, params={"status": "playing", "limit": 1})
    walk("get", "/api/rooms", {422}, params={"status": "lost"})
    walk("get", "/api/rooms", {422}, params={"public": "false"})
    walk("get", "/api/rooms", {422}, params={"limit": "many"})
    walk("get", "/api/room-summaries", {200}, params={"ids": f"{room},nosuchroom0"})
    walk("get", "/api/room-summaries", {422}, params={"ids": ","})
    walk("get", "/api/room-summaries", {422})
    walk("post", "/api/rooms/{room}/chat", {201}, room=room, headers=auth(token), json={"text": "Good game"})
    walk("post", "/api/rooms/{room}/chat", {403}, room=room, json={"text": "hi", "name": "Sue"})
    walk("post", "/api/rooms/{room}/chat", {401}, room=room, headers=auth("not-a-seat"), json={"text": "hi"})
    walk("post", "/api/rooms/{room}/chat", {422}, room=room, headers=auth(token), json={"text": 5})
    walk("post", "/api/rooms/{room}/chat", {422}, room=room, headers=auth(token), json={"text": " "})
    walk("post", "/api/rooms/{room}/chat", {415}, room=room, headers={**auth(token), "Content-Type": "text/plain"},
         content=b'{"text": "hi"}')
    walk("post", "/api/rooms/{room}/chat", {404}, room="nosuchroom0", json={"text": "hi"})
    walk("put", "/api/rooms/{room}/chat/spectators", {403}, room=room, headers=auth(guest), json={"allowed": True})
    walk("put", "/api/rooms/{room}/chat/spectators", {422}, room=room, headers=auth(token), json={"allowed": "yes"})
    walk("put", "/api/rooms/{room}/chat/spectators", {401}, room=room, json={"allowed": True})
    walk("put", "/api/rooms/{room}/chat/spectators", {200}, room=room, headers=auth(token), json={"allowed": True})
    walk("post", "/api/rooms/{room}/chat", {201}, room=room, json={"text": "hi", "name": "Sue"})
    listed = walk("get", "/api/rooms/{room}/chat", {200}, room=room)
    assert [m["name"] for m in listed["messages"]] == ["Ann", "Sue"]
    walk("get", "/api/rooms/{room}/chat", {200}, room=room, params={"after": listed["messages"][0]["id"]})
    walk("get", "/api/rooms/{room}/chat", {422}, room=room, params={"limit": 0})
    walk("get", "/api/rooms/{room}/chat", {404}, room="nosuchroom0")


def walk_seats_before_the_start(walk):
    host = walk("post", "/api/rooms", {201}, json={"game": "toy", "players": 4, "name": "Ann"})
    room, token = host["room"], host["token"]
    guest = walk("post", "/api/rooms/{room}/join", {201}, room=room, json={"name": "Bob"})["token"]
    bot = walk("post", "/api/rooms/{room}/bots", {201}, room=room, headers=auth(token))["seat"]
    walk("patch", "/api/rooms/{room}/seats/{seat}", {200}, room=room, seat=bot, headers=auth(token),
         json={"level": "strong"})
    walk("patch", "/api/rooms/{room}/seats/{seat}", {422}, room=room, seat=bot, headers=auth(token),
         json={"level": "genius"})
    walk("patch", "/api/rooms/{room}/seats/{seat}", {422}, room=room, seat=bot, headers=auth(token), json={"level": 3})
    walk("patch", "/api/rooms/{room}/seats/{seat}", {415}, room=room, seat=bot,
         headers={**auth(token), "Content-Type": "text/plain"}, content=b'{"level": "strong"}')
    walk("patch", "/api/rooms/{room}/seats/{seat}", {409}, room=room, seat=1, headers=auth(token),
         json={"level": "strong"})
    walk("patch", "/api/rooms/{room}/seats/{seat}", {403}, room=room, seat=bot, headers=auth(guest),
         json={"level": "strong"})
    walk("post", "/api/rooms/{room}/order", {200}, room=room, headers=auth(token), json={"order": [1, 0, 2, 3]})
    walk("put", "/api/rooms/{room}/hints", {200}, room=room, headers=auth(token), json={"hints": False})
    walk("put", "/api/rooms/{room}/hints", {403}, room=room, headers=auth(guest), json={"hints": True})
    walk("put", "/api/rooms/{room}/hints", {422}, room=room, headers=auth(token), json={"hints": "on"})
    walk("post", "/api/rooms/{room}/invites", {403}, room=room, headers=auth(guest), json={"name": "Gull"})
    walk("post", "/api/rooms/{room}/invites", {422}, room=room, headers=auth(token), json={"name": ""})
    invited = walk("post", "/api/rooms/{room}/invites", {201}, room=room, headers=auth(token), json={"name": "Gull"})
    walk("post", "/api/rooms/{room}/accept", {401}, room=room, json={"invite": "not-an-invitation"})
    walk("post", "/api/rooms/{room}/accept", {422}, room=room, headers=auth("short"), json={"invite": invited["invite"]})
    walk("post", "/api/rooms/{room}/accept", {201}, room=room, json={"invite": invited["invite"]})
    walk("post", "/api/rooms/{room}/accept", {401}, room=room, json={"invite": invited["invite"]})
    walk("post", "/api/rooms/{room}/invites", {409}, room=room, headers=auth(token), json={"name": "Tern"})
    walk("delete", "/api/rooms/{room}/seats/{seat}", {200}, room=room, seat=invited["seat"], headers=auth(token))
    chosen = walk("put", "/api/rooms/{room}/colour", {200}, room=room, headers=auth(guest), json={"colour": "purple"})
    assert [s["colour"] for s in chosen["seats"] if s["name"] == "Bob"] == ["purple"]
    walk("put", "/api/rooms/{room}/colour", {409}, room=room, headers=auth(token), json={"colour": "purple"})
    walk("put", "/api/rooms/{room}/colour", {422}, room=room, headers=auth(token), json={"colour": "plaid"})
    walk("put", "/api/rooms/{room}/colour", {401}, room=room, json={"colour": "red"})
    walk("put", "/api/rooms/{room}/colour", {404}, room="nosuchroom0", headers=auth(token), json={"colour": "red"})
    walk("post", "/api/rooms/{room}/order", {422}, room=room, headers=auth(token), json={"order": [0, 0, 1, 2]})
    walk("post", "/api/rooms/{room}/order", {422}, room=room, headers=auth(token), json={"order": "0123"})
    walk("post", "/api/rooms/{room}/order", {403}, room=room, headers=auth(guest), json={"order": [1, 0, 2, 3]})
    walk("delete", "/api/rooms/{room}/seats/{seat}", {401}, room=room, seat=bot)
    walk("delete", "/api/rooms/{room}/seats/{seat}", {422}, room=room, seat="first", headers=auth(token))
    walk("delete", "/api/rooms/{room}/seats/{seat}", {404}, room=room, seat=9, headers=auth(token))
    walk("delete", "/api/rooms/{room}/seats/{seat}", {409}, room=room, seat=1, headers=auth(token))  # the host's
    walk("delete", "/api/rooms/{room}/seats/{seat}", {200}, room=room, seat=bot, headers=auth(token))
    walk("delete", "/api/rooms/{room}/seats/{seat}", {403}, room=room, seat=1, headers=auth(guest))
    walk("post", "/api/rooms/{room}/rematch", {409}, room=room, headers=auth(token))
    walk("get", "/api/rooms/{room}/replay", {409}, room=room)
    walk("get", "/api/rooms/{room}/standings", {409}, room=room)
    walk("get", "/api/rooms/{room}/review", {409}, room=room)
    walk("get", "/api/rooms/{room}/hint", {401}, room=room)
    walk("get", "/api/rooms/{room}/hint", {409}, room=room, headers=auth(token))


def walk_a_finished_room(walk, room, token):
    walk("get", "/api/rooms/{room}/replay", {200}, room=room)
    first = walk("get", "/api/rooms/{room}/replay", {200}, room=room, params={"version": 0})
    assert (first["version"], first["mover"], first["move"]) == (0, None, None)
    walk("get", "/api/rooms/{room}/replay", {200}, room=room, params={"version": 1})
    walk("get", "/api/rooms/{room}/replay", {422}, room=room, params={"version": first["last"] + 1})
    walk("get", "/api/rooms/{room}/replay", {422}, room=room, params={"version": "last"})
    walk("get", "/api/rooms/{room}/replay", {404}, room="nosuchroom0")
    walk("get", "/api/rooms/{room}/standings", {200}, room=room)
    walk("get", "/api/rooms/{room}/review", {200, 409}, room=room)
    walk("get", "/api/rooms/{room}/standings", {404}, room="nosuchroom0")
    walk("post", "/api/rooms/{room}/rematch", {401}, room=room)
    again = walk("post", "/api/rooms/{room}/rematch", {201}, room=room, headers=auth(token))
    assert walk("get", "/api/rooms/{room}", {200}, room=room)["rematch"] == again["room"]
    assert walk("get", "/api/rooms/{room}", {200}, room=again["room"])["rematch_of"] == room


def test_the_declared_statuses_are_the_ones_this_server_uses(spec):
    for path, method, op in operations(spec):
        for status in op["responses"]:
            assert int(status) < 400 or int(status) in ERRORS, (method, path, status)


def test_every_operation_has_a_readable_name_and_a_tag(spec):
    names = [op["operationId"] for _p, _m, op in operations(spec)]
    assert len(names) == len(set(names)), "operationIds are unique"
    for path, method, op in operations(spec):
        assert re.fullmatch(r"[a-z]+(?:[A-Z][a-z]+)*", op["operationId"]), (method, path, op["operationId"])
        assert op["tags"] and op["tags"][0] in {t["name"] for t in TAGS}, (method, path)
    assert {(m, p) for p, m, _op in operations(spec)} == set(OPERATIONS), "the table names no route that is gone"
    by_name = {op["operationId"]: op for _p, _m, op in operations(spec)}
    assert {"makeMove", "getState", "getMoves", "createRoom", "joinRoom"} <= set(by_name)
    for name in ("makeMove", "getState", "getMoves"):
        params = {p["name"] for p in by_name[name]["parameters"]}
        assert {"preview", "lang"} <= params, name
    for name in ("listGames", "getGame"):
        assert "lang" in {p["name"] for p in by_name[name]["parameters"]}, name


def test_moves_and_views_are_typed_per_game(spec):
    schemas = spec["components"]["schemas"]
    for gid in games():
        prefix = "".join(part.capitalize() for part in gid.split("_"))
        move, view = schemas[f"{prefix}Move"], schemas[f"{prefix}View"]
        assert move["title"] == f"{prefix}Move" and view["title"] == f"{prefix}View"
        assert "$defs" not in json.dumps(move) + json.dumps(view), "every reference is a component"
    body = schemas["MoveRequest"]["properties"]["move"]
    assert {"$ref": "#/components/schemas/CamargueMove"} in body["anyOf"]
    assert {"$ref": "#/components/schemas/PhototourView"} in schemas["State"]["properties"]["view"]["anyOf"]
    assert schemas["LegalMoves"]["properties"]["moves"]["items"] == {"anyOf": body["anyOf"]}
    die = schemas["PhototourDie"]["properties"]
    assert "as" in die, "the wire name stays; generators name the attribute (as_)"
    refs = set(re.findall(r'"#/components/schemas/([^"]+)"', json.dumps(spec)))
    assert refs <= set(schemas), f"dangling references: {sorted(refs - set(schemas))}"
