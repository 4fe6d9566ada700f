"""The client package's types are the server's: each game's generated moves and views are what its
schemas make now (`python -m app client-types --check`), the answers' TypedDicts have the fields
of the OpenAPI document's components, and a type checker reads a move of a game's own type."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import typing
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import panorama_client
from panorama_client import types
from tests.conftest import make_settings, migrated

ROOT = Path(__file__).resolve().parents[2]
ANSWERS = ["SeatInfo", "Room", "Preview", "Outcome", "State", "LegalMoves", "BotInvited", "SeatEvent"]


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    from app.main import create_app

    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('types') / 'p.db'}")
    with TestClient(create_app(make_settings(url))) as client:
        return client.get("/openapi.json").json()


@pytest.mark.timeout(120)
def test_the_generated_game_types_are_what_the_schemas_make_now():
    done = subprocess.run([sys.executable, "-m", "app", "client-types", "--check"], capture_output=True, text=True,
                          timeout=110)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", ANSWERS)
def test_an_answer_s_typed_dict_has_the_fields_of_its_component(spec, name):
    fields = set(typing.get_type_hints(getattr(types, name)))
    assert fields == set(spec["components"]["schemas"][name]["properties"]), name


@pytest.mark.timeout(200)
def test_a_type_checker_reads_a_game_s_moves(tmp_path):
    call = tmp_path / "call.py"
    call.write_text(textwrap.dedent("""
        from panorama_client.games import camargue, phototour

        place: camargue.Move = {"type": "place", "tile": "tile:water-t-nes-2", "x": 0, "y": -1}
        die: phototour.Die = {"type": "die", "die": 0, "as": "train"}
        wrong: camargue.Place = {"type": "place", "tile": "tile:water-t-nes-2", "x": "0", "y": -1}
    """))
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", "--cache-dir", str(tmp_path / "cache"),
                           str(call)], capture_output=True, text=True, timeout=190,
                          env={**os.environ, "MYPYPATH": str(ROOT / "clients" / "python")})
    errors = done.stdout.strip().splitlines()
    assert len(errors) == 1 and "call.py:6" in errors[0] and '"x"' in errors[0], done.stdout


def test_the_package_says_what_it_exports():
    assert {"Panorama", "Seat", "Bot", "ApiError"} <= set(panorama_client.__all__)
