"""What a player reads about Camargue's components: names, colours and symbols, log wording,
score categories and the "How to play" summary (written here, in our own words)."""

from __future__ import annotations

from .content import HELPER_TILES, LANDSCAPE_SHAPES, LANDSCAPE_TILES, LANDSCAPES, START_TILE

DIRECTION = {"N": "north", "E": "east", "S": "south", "W": "west"}
SHAPE = {"curve": "curve", "straight": "straight path", "t": "T-junction", "cross": "junction"}
LANDSCAPE = {
    "village": {"name": "Village", "colour": "#d7a86e", "symbol": "⌂", "pattern": "roofs"},
    "water": {"name": "Water", "colour": "#5aa9e6", "symbol": "≈", "pattern": "ripples"},
    "grain": {"name": "Grain", "colour": "#ecd264", "symbol": "⁞", "pattern": "stripes"},
    "forest": {"name": "Forest", "colour": "#4e9a5c", "symbol": "♣", "pattern": "trees"},
    "lavender": {"name": "Lavender", "colour": "#a58bd8", "symbol": "✿", "pattern": "rows"},
}


def shape_name(shape: str, paths: str) -> str:
    kind = shape.split("-")[0]
    if kind == "cross":
        return "junction"
    return f"{SHAPE[kind]} ({'–'.join(DIRECTION[d] for d in paths)})"


def _names() -> dict[str, dict]:
    out: dict[str, dict] = {}
    shapes = {shape: paths for shape, paths, _ in LANDSCAPE_SHAPES}
    for tid, tile in LANDSCAPE_TILES.items():
        shape = tid.split(":", 1)[1][len(tile["landscape"]) + 1:]
        shape = shape[:-2] if shape[-2:] in ("-1", "-2") else shape
        land = LANDSCAPE[tile["landscape"]]["name"]
        out[tid] = {"name": f"{land} {shape_name(shape, shapes[shape])}"}
    for tid, tile in HELPER_TILES.items():
        a, b = (LANDSCAPE[x]["name"] for x in tile["landscapes"])
        out[tid] = {"name": f"{a} and {b.lower()} helper",
                    "description": f"Claims the points of a {a.lower()} or {b.lower()} tile another player lays, or scores 10 on your turn."}
    out[START_TILE] = {"name": "Start tile", "description": "A junction of paths that belongs to no landscape."}
    out["emergency"] = {"name": "Emergency tile", "description": "Laid when none of your tiles fits; it scores nothing."}
    for key, land in LANDSCAPE.items():
        out[key] = {"name": land["name"], "colour": land["colour"], "symbol": land["symbol"], "pattern": land["pattern"]}
    return out


CATALOG = {
    "blurb": "Lay path tiles in a shared landscape; helpers claim points out of turn.",
    "length": "30–45 min",
    "components": _names(),
    "categories": {"landscape": "Landscapes", "helper": "Helpers played", "claim": "Helper claims"},
    "legend": [
        {"title": "Landscapes", "items": [{"key": k} for k in LANDSCAPES]},
        {"title": "Tiles", "items": [
            {"key": START_TILE, "symbol": "✚"}, {"key": "emergency", "symbol": "!"},
            {"name": "Helper tile", "symbol": "☺", "description": "Two landscapes, split across the tile."},
            {"name": "Path", "symbol": "━", "description": "The light lines: a new tile must continue a path and never cut one off."},
        ]},
    ],
    "events": {
        "place": "{seat} laid a {tile}.",
        "draw": "{seat} drew a tile[[: a {secret.tile}]]; {pile_size} left in the pile.",
        "turn": None,
        "helper": "{seat} played the {tile} for 10 points.",
        # A claimed window is said by the claimers' score lines; one nobody claimed takes no line.
        "window": None,
        "responded": None,
        "claim": None,
        "window_unclaimed": None,
        "window_claimed": None,
        "set_aside": "{seat} set aside the {tile}.",
        "emergency": "{seat} laid an emergency tile.",
        "stuck": "{seat} could not play and passes.",
        "game_over": "The game is over.",
        # score codes (the score line adds who, the points and the category)
        "landscape_scored": "{landscape} area of {area} × {edges|n:edge} = {points|points}",
        "helper_played": "played the {tile} on their turn",
        "helper_claimed": "claimed with the {tile}, as {placer|player} scored: {landscape} area of {area} × {edges|n:edge} = {points|points}",
    },
    "help": {
        "goal": "Build the Camargue together, one tile at a time, and score for the landscape areas your tiles join.",
        "turn": [
            "Lay one tile from your hand of three, or play a helper tile for 10 points; then draw back to three.",
            "A tile keeps its orientation (it is never turned), touches the display by at least one edge, continues a path and never cuts a path off.",
            "When another player scores a landscape you hold a helper for, you may lay that helper in front of you and score the same points. While it lies there you cannot do it again, and on your next turn you set it aside instead of laying a tile.",
            "If none of your tiles fits anywhere, you lay an emergency tile, which scores nothing.",
        ],
        "scoring": [
            "A landscape tile scores the size of its landscape area (tiles joined edge to edge) × the number of tiles it touches.",
            "Example: a village tile that joins an area of 6 tiles and touches 3 tiles scores 6 × 3 = 18.",
            "A helper played on your turn scores 10; a claimed helper scores what the other player scored.",
            "The game ends when every tile is played; the most points wins and ties share the win.",
        ],
    },
}
