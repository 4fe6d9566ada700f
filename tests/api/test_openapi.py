"""/openapi.json tells the truth: every path's every response has a schema, every error is the
real {"error": {"code", "message"}} body, the limits are the rules', and real answers of every
route validate against what the document declares for their status."""

from __future__ import annotations

import json

import jsonschema_rs
import pytest
from fastapi.testclient import TestClient

from app.api.openapi import ERRORS
from app.engine import games
from app.engine.schema import DIALECT
from app.services.matches import MAX_NAME
from tests.api.test_rooms import auth

ERROR_REF = {"$ref": "#/components/schemas/ErrorBody"}


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
                assert schema == ERROR_REF, f"{method} {path} {status} is not the error body"
            if status == "429":
                assert "Retry-After" in response["headers"], (method, path)
            seen += 1
    assert seen > 40


def test_the_error_body_tokens_and_idempotency_are_declared(spec):
    error = spec["components"]["schemas"]["ErrorBody"]
    assert error["required"] == ["error"]
    detail = spec["components"]["schemas"]["ErrorDetail"]
    assert set(detail["required"]) == {"code", "message"}
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
    assert move["properties"]["version"]["minimum"] == 0 and move["additionalProperties"] is False


class Walker:
    """Calls a route and checks the answer against the document: its status is declared for the
    route, and its body validates against the schema declared for that status."""

    def __init__(self, client, spec) -> None:
        self.client, self.spec = client, spec
        self.called: set[tuple[str, str]] = set()
        self.statuses: dict[tuple[str, str], set[int]] = {}

    def __call__(self, method: str, template: str, expect: set[int], **values_and_kw):
        kw = {k: values_and_kw.pop(k) for k in ("json", "headers", "content") if k in values_and_kw}
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
    known = {(m, p) for p, m, _ in operations(spec) if p.startswith("/api/rooms") or p in (
        "/api/health", "/api/games", "/api/games/{game}", "/api/websocket")}
    missing = {(m, p) for m, p in known - walk.called
               if p in {"/api/rooms", "/api/health", "/api/games", "/api/games/{game}", "/api/websocket"}
               or p.startswith("/api/rooms/{room}")}
    assert not missing, f"routes of the document the walk did not call: {sorted(missing)}"


def test_the_declared_statuses_are_the_ones_this_server_uses(spec):
    for path, method, op in operations(spec):
        for status in op["responses"]:
            assert int(status) < 400 or int(status) in ERRORS, (method, path, status)
