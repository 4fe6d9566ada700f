"""Each game's moves and views as components of the OpenAPI document, so a generator types them.

A game's `move_schema` and `view_schema` (app/engine/schema.py) become `<Game>Move` (a union
of its move kinds, told apart by `type`) and `<Game>View`, their definitions `<Game><Name>`. The
move call's body, the state's `view` and `moves` and the legal moves refer to them: a move or a
view is one of the games' (`anyOf`: the game is the room's, which the body does not repeat).
"""

from __future__ import annotations

from typing import Any

from app.engine import Game

SCHEMAS = "#/components/schemas/"
MOVE_PATH = "/api/rooms/{room}/moves"


def component_prefix(game_id: str) -> str:
    return "".join(part.capitalize() for part in game_id.replace("-", "_").split("_"))


def _rename_refs(node: Any, prefix: str) -> Any:
    if isinstance(node, dict):
        out = {k: _rename_refs(v, prefix) for k, v in node.items() if k != "$schema"}
        ref = out.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/$defs/"):
            out["$ref"] = SCHEMAS + prefix + ref.removeprefix("#/$defs/")
        mapping = out.get("discriminator", {}).get("mapping") if isinstance(out.get("discriminator"), dict) else None
        if mapping:
            out["discriminator"] = {**out["discriminator"], "mapping": {
                k: SCHEMAS + prefix + v.removeprefix("#/$defs/") for k, v in mapping.items()}}
        return out
    if isinstance(node, list):
        return [_rename_refs(v, prefix) for v in node]
    return node


def game_components(game: Game) -> dict[str, dict[str, Any]]:
    """`<Game>Move`, `<Game>View` and every definition they use, named for the game."""
    prefix = component_prefix(game.id)
    out: dict[str, dict[str, Any]] = {}
    for kind, schema in (("Move", game.schemas()["move_schema"]), ("View", game.schemas()["view_schema"])):
        schema = _rename_refs(schema, prefix)
        # A generator names a model after its title: the component's own name keeps the
        # games' models apart (Osaka's Place is not Provence's).
        for name, definition in schema.pop("$defs", {}).items():
            out[prefix + name] = {**definition, "title": prefix + name}
        out[prefix + kind] = {**schema, "title": prefix + kind,
                              "description": f"{game.title}: a {kind.lower()} (GET /api/games/{game.id} `{kind.lower()}_schema`)"}
    return out


def add_game_components(spec: dict[str, Any], games: dict[str, Game]) -> None:
    """Add every game's components and point the move body, states and legal moves at them."""
    schemas = spec["components"]["schemas"]
    moves, views = [], []
    for gid, game in sorted(games.items()):
        for name, definition in game_components(game).items():
            schemas[name] = definition
        moves.append({"$ref": f"{SCHEMAS}{component_prefix(gid)}Move"})
        views.append({"$ref": f"{SCHEMAS}{component_prefix(gid)}View"})
    any_move = {"anyOf": moves}
    for name in ("State", "Replay", "LegalMoves"):
        props = schemas.get(name, {}).get("properties", {})
        if "moves" in props:
            props["moves"] = {**props["moves"], "items": any_move}
        if "view" in props:
            props["view"] = {"anyOf": [*views, {"type": "null"}], "description": props["view"].get("description", "")}
    content = spec["paths"][MOVE_PATH]["post"]["requestBody"]["content"]["application/json"]
    body = schemas["MoveRequest"] = content["schema"]
    body["properties"]["move"] = {**any_move, "description": body["properties"]["move"].get("description", "")}
    content["schema"] = {"$ref": f"{SCHEMAS}MoveRequest"}
