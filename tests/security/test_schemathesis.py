"""schemathesis against the OpenAPI document of a live server: no answer is a 5xx, and every
error answer is {"error": {"code", "message"}}.

Every operation gets a bounded number of generated requests with a fixed seed, first requests that
follow the schema, then requests that break it. A third of them are
aimed at a real room that is being played, with a real seat's token, so that generated bodies
reach the checks behind authentication instead of stopping at 404.
"""

from __future__ import annotations

import time

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, seed, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode

from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS, open_room
from tests.security import figures

EXAMPLES = 30  # per operation and generation mode


@pytest.fixture(scope="module")
def fuzz_server(tmp_path_factory):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 'fuzz.db'}")
    with LiveServer(make_settings(url, **NO_LIMITS)) as server:
        yield server


def test_no_generated_request_gets_a_5xx(fuzz_server):
    with httpx.Client(base_url=fuzz_server.url, timeout=30) as http:
        room, tokens = open_room(http, "camargue", 2)
        open_room_id, _ = open_room(http, "camargue", 3, start=False)
    schema = schemathesis.openapi.from_url(fuzz_server.url + "/openapi.json")
    operations = [op.ok() for op in schema.get_all_operations()]
    assert len(operations) >= 12
    counter = {"cases": 0}
    failures: list[str] = []
    started = time.perf_counter()

    def fuzz(operation, mode):
        @seed(20261130)
        @settings(max_examples=EXAMPLES, deadline=None, database=None, suppress_health_check=list(HealthCheck))
        @given(case=operation.as_strategy(generation_mode=mode))
        def run(case):
            counter["cases"] += 1
            n = counter["cases"]
            if "room" in (case.path_parameters or {}) and n % 3 != 0:
                case.path_parameters["room"] = room if n % 3 == 1 else open_room_id
                case.headers = {**(case.headers or {}), "Authorization": f"Bearer {tokens[n % 2]}"}
            response = case.call(base_url=fuzz_server.url, timeout=30)
            where = f"{operation.method.upper()} {operation.path} {case.path_parameters} {str(case.body)[:200]}"
            if response.status_code >= 500:
                failures.append(f"{response.status_code} for {where}: {response.text[:200]}")
            elif response.status_code >= 400:
                try:
                    error = response.json()["error"]
                    assert isinstance(error["code"], str) and isinstance(error["message"], str)
                except Exception:  # noqa: BLE001
                    failures.append(f"{response.status_code} without the error body for {where}: "
                                    f"{response.text[:200]}")

        return run

    for operation in operations:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):  # valid bodies, then invalid ones
            try:
                fuzz(operation, mode)()
            except Unsatisfiable:
                pass  # nothing to break in this operation's schema (no body, no parameters)
    figures.add("schemathesis cases run", counter["cases"])
    print(f"{counter['cases']} schemathesis cases over {len(operations)} operations in "
          f"{time.perf_counter() - started:.1f} s")
    assert not failures, "\n".join(failures[:20])
