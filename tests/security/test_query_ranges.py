"""Every integer parameter of the API (query or path) is range-checked before it reaches the
database: `GET /chat?after=` past 2^63 answered 500 on SQLite, and past 2^31 on PostgreSQL.
The OpenAPI document declares each one's range, and the extremes are sent to every route that
has one, on both databases: each is answered, or refused with a 4xx and a code; never a 5xx."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from tests.api.test_replay import play_through
from tests.conftest import make_settings
from tests.reliability.helpers import NO_LIMITS, auth, open_room
from tests.security import figures

EXTREMES = [-2**63 - 1, -2**63, -2**31 - 1, -1, 0, 1, 2**31 - 1, 2**31, 2**32, 2**53 + 1, 2**63 - 1, 2**63, 2**64,
            10**30, "1e3", "0x10", "-0", "+5", " 7", "9" * 400]
BODIES = {"patch": {"level": "strong"}}


@pytest.fixture
def client(database_url):
    with TestClient(create_app(make_settings(database_url, **NO_LIMITS)), raise_server_exceptions=False) as c:
        yield c


def integer_parameters(spec):
    """(method, path, parameter) for every integer parameter of the document."""
    for path, methods in spec["paths"].items():
        for method, op in methods.items():
            for param in op.get("parameters", []):
                schema = param.get("schema", {})
                kinds = {schema.get("type")} | {s.get("type") for s in schema.get("anyOf", [])}
                if "integer" in kinds:
                    yield method, path, param


def bounds(param) -> tuple:
    """The range of an integer parameter: on its schema (where it holds for numbers alone) or on
    the integer alternative of it."""
    schema = param["schema"]
    for part in [schema, *schema.get("anyOf", [])]:
        if "minimum" in part and "maximum" in part:
            return part["minimum"], part["maximum"]
    return None, None


def test_every_integer_parameter_declares_its_range(client):
    spec = client.get("/openapi.json").json()
    found = list(integer_parameters(spec))
    assert len(found) >= 7
    for method, path, param in found:
        low, high = bounds(param)
        assert low is not None and high is not None and high <= 2**31 - 1, (method, path, param["name"])


def test_the_extremes_of_every_integer_parameter_get_an_answer_or_a_4xx(client):
    spec = client.get("/openapi.json").json()
    playing, tokens = open_room(client, "toy", 2)
    waiting = client.post("/api/rooms", json={"game": "toy", "players": 3, "name": "Host"}).json()
    finished = play_through(client)
    rooms = {"/api/rooms/{room}/replay": (finished["room"], finished["tokens"][0]),
             "/api/rooms/{room}/seats/{seat}": (waiting["room"], waiting["token"])}
    sent = 0
    for method, path, param in integer_parameters(spec):
        room, token = rooms.get(path, (playing, tokens[0]))
        for value in EXTREMES:
            values = {"room": room, "seat": 1}
            query = {}
            if param["in"] == "path":
                values[param["name"]] = value
            else:
                query[param["name"]] = value
            url = path.format(**values)
            r = client.request(method.upper(), url, params=query, headers=auth(token), json=BODIES.get(method))
            sent += 1
            assert r.status_code < 500, f"{method.upper()} {url} {query}: {r.status_code} {r.text[:200]}"
            if r.status_code >= 400:
                assert r.json()["error"]["code"], (method, url, query)
    figures.add("extreme integers sent to every integer parameter (no 5xx)", sent)
