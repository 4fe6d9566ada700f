"""A client generated from /openapi.json by a well-kept generator (openapi-python-client) types a
move call: mypy accepts a call with a move of the game's own type and refuses one whose move has a
field of the wrong type; the generated call then makes a real move on a live server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import httpx
import pytest

from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS, auth

CONFIG = "post_hooks: []\nproject_name_override: panorama-api\npackage_name_override: panorama_api\n"

TYPED_CALL = """
from panorama_api import AuthenticatedClient
from panorama_api.api.play import make_move
from panorama_api.models import CamarguePlace, Error409, Error422, MoveRequest, State

client = AuthenticatedClient(base_url="http://127.0.0.1:8000", token="a-seat-token")
move = CamarguePlace(type_="place", tile="tile:water-t-nes-2", x={x}, y=-1)
answer = make_move.sync("m85kRJxKXLo", client=client, body=MoveRequest(version=0, move=move),
                        idempotency_key="k-1")
if isinstance(answer, State):
    version: int = answer.version
elif isinstance(answer, (Error409, Error422)):
    code: str = answer.error.code
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('generated') / 'p.db'}")
    with LiveServer(make_settings(url, **NO_LIMITS)) as live:
        yield live


@pytest.fixture(scope="module")
def generated(server, tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("generated-client")
    (tmp / "openapi.json").write_text(json.dumps(httpx.get(f"{server.url}/openapi.json").json()))
    (tmp / "config.yaml").write_text(CONFIG)
    done = subprocess.run([sys.executable, "-m", "openapi_python_client", "generate", "--path", "openapi.json",
                           "--config", "config.yaml", "--output-path", "out", "--meta", "none"],
                          cwd=tmp, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "Warning" not in done.stdout + done.stderr, "every part of the document was generated:\n" + done.stdout[-3000:]
    # importable as `panorama_api` by both tests, whichever runs first (or alone on its worker)
    (tmp / "panorama_api").symlink_to(tmp / "out", target_is_directory=True)
    return tmp


def mypy(folder: Path, code: str) -> subprocess.CompletedProcess:
    (folder / "call.py").write_text(textwrap.dedent(code))
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--cache-dir",
                           str(folder / ".mypy_cache"), "--follow-imports", "silent", "call.py"],
                          cwd=folder, capture_output=True, text=True, timeout=400,
                          env={**os.environ, "MYPYPATH": str(folder)})


@pytest.mark.timeout(600)
def test_a_generated_client_type_checks_a_move_call(generated):
    good = mypy(generated, TYPED_CALL.format(x="0"))
    assert good.returncode == 0, good.stdout[-3000:]
    bad = mypy(generated, TYPED_CALL.format(x='"0"'))
    assert bad.returncode == 1 and "call.py:7" in bad.stdout and '"x"' in bad.stdout, bad.stdout[-3000:]


@pytest.mark.timeout(300)
def test_the_generated_call_makes_a_move(generated, server):
    sys.path.insert(0, str(generated))
    try:
        from panorama_api import AuthenticatedClient
        from panorama_api.api.play import make_move
        from panorama_api.models import MoveRequest, State
    finally:
        sys.path.remove(str(generated))
    host = httpx.post(f"{server.url}/api/rooms", json={"game": "camargue", "players": 2, "name": "Ann"}).json()
    httpx.post(f"{server.url}/api/rooms/{host['room']}/bots", headers=auth(host["token"]), json={"level": "random"})
    httpx.post(f"{server.url}/api/rooms/{host['room']}/start", headers=auth(host["token"]))
    state = httpx.get(f"{server.url}/api/rooms/{host['room']}/state", headers=auth(host["token"])).json()
    client = AuthenticatedClient(base_url=server.url, token=host["token"])
    body = MoveRequest.from_dict({"version": state["version"], "move": state["moves"][0]})
    answer = make_move.sync(host["room"], client=client, body=body, idempotency_key="generated-1")
    assert isinstance(answer, State) and answer.version == state["version"] + 1
