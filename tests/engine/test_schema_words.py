"""The published move and view schemas describe what they name: every move kind says what the
move does, every field of a move or a view has a description (docs/api.md promises one), and an
example of every move kind validates."""

from __future__ import annotations

import jsonschema_rs
import pytest

from app.engine import games
from app.engine.playout import playout


def undescribed(schema: dict) -> list[str]:
    """The paths of the properties (and move kinds) that have no description."""
    missing: list[str] = []
    defs = schema.get("$defs", {})

    def walk(node: dict, path: str) -> None:
        for name, prop in (node.get("properties") or {}).items():
            if name == "type" and "const" in prop:
                continue  # a move's kind: the kind itself is described
            target = prop
            if "$ref" in prop and not prop.get("description"):
                target = defs.get(prop["$ref"].rsplit("/", 1)[-1], {})
            if not (prop.get("description") or target.get("description")):
                missing.append(f"{path}.{name}")

    for name, model in defs.items():
        if model.get("type") == "object" or "properties" in model:
            if not model.get("description") and _is_move(model):
                missing.append(f"{name} (the move)")
            walk(model, name)
    walk(schema, schema.get("title", "schema"))
    return missing


def _is_move(model: dict) -> bool:
    return "const" in (model.get("properties", {}).get("type") or {})


@pytest.mark.parametrize("gid", sorted(g for g in games() if g != "toy"))
def test_every_field_and_move_kind_is_described(gid):
    schemas = games()[gid].schemas()
    missing = undescribed(schemas["move_schema"]) + undescribed(schemas["view_schema"])
    assert missing == [], f"{gid}: {len(missing)} without a description: {missing[:20]}"


@pytest.mark.parametrize("gid", sorted(g for g in games() if g != "toy"))
def test_an_example_of_every_move_kind_validates(gid):
    game = games()[gid]
    validator = jsonschema_rs.validator_for(game.schemas()["move_schema"])
    kinds = set(game.schemas()["move_schema"].get("$defs", {}))
    examples: dict[str, dict] = {}
    for options in game.option_variants():
        for seed in (3, 4):
            playout(game, game.max_players, options, seed,
                    on_step=lambda state, seat, move, new, events: examples.setdefault(move["type"], move))
    for move in examples.values():
        assert validator.is_valid(move), move
    assert len(examples) >= max(1, len([k for k in kinds if k[0].isupper()]) // 2)
