"""docs/api.md's move tables are the games' move schemas: every kind of move of every game, with
its fields, and which of them may be left out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.engine import games

DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
GAMES = ["camargue", "osaka", "phototour", "provence", "sunset"]


def doc_table(game: str) -> dict[str, set[str]]:
    text = DOC.read_text()
    start = text.index(f"(`{game}`)\n")
    text = text[start:text.index("\n\n", text.index("|---|", start))]
    rows = re.findall(r"^\| `([a-z_]+)` \| (.*?) \| .* \|$", text, re.M)
    return {kind: {name + optional for name, optional in re.findall(r"`([a-z_]+)`(\??) \(", fields)}
            for kind, fields in rows if fields != "fields"}


@pytest.mark.parametrize("game", GAMES)
def test_the_move_table_of_the_doc_is_the_schema(game):
    schema = games()[game].schemas()["move_schema"]
    expected = {}
    for definition in schema["$defs"].values():
        props, required = definition["properties"], set(definition.get("required", []))
        kind = props["type"]["const"]
        expected[kind] = {name if name in required else f"{name}?" for name in props if name != "type"}
    assert doc_table(game) == expected
