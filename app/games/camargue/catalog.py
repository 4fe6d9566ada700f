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
    # A tile's side, as a refusal names it ("on its north side"; other languages decline it).
    for letter, word in DIRECTION.items():
        out[f"edge:{letter}"] = {"name": word}
    return out


# A landscape's score in the rulebook's terms: the tiles of its area × the tiles the laid tile
# touches (the score events' `edges`: its edges that touch a tile, one tile each).
AREA_TIMES_TOUCHED = "{area|n:tile} × {edges|n:tile touched:tiles touched} = {points|points}"

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
        # What the engine proved before offering the move; the hand itself stays hidden
        # (docs/rules/camargue.md, "Emergency tiles").
        "emergency": "None of {seat}'s tiles fits and they hold no helper: they laid an emergency tile, which scores nothing.",
        "stuck": "None of {seat}'s tiles fits and no emergency tile can be laid: the turn passes.",
        "game_over": "The game is over.",
        # score codes (the score line adds who, the points and the category)
        "landscape_scored": "{landscape} area of " + AREA_TIMES_TOUCHED,
        "helper_played": "played the {tile} on their turn",
        "helper_claimed": "claimed with the {tile}, as {placer|player} scored: {landscape} area of " + AREA_TIMES_TOUCHED,
    },
    # What a move would score, said before it is made (the previews; a landscape's words are the
    # score line's own).
    "previews": {
        "helper_played": "A helper played on your turn: {points|points}",
        "helper_claimed": "Claim with the {tile} what {placer|player} scored: {landscape} area of " + AREA_TIMES_TOUCHED,
        "helper_none": "No points now: you hold no helper showing the landscape that scored",
        "helper_kept": "No points now: your helpers stay in your hand (10 points each on your own turn), and your next turn stays a whole turn (after a claim it only sets the helper aside)",
    },
    # Why a move is refused, from the refusal's code and values (app/engine/errors.py): the
    # tile, the tile's side (`{side|edge}`), a seat; never an id.
    "refusals": {
        "wrong_phase": "First answer the helper window: {placer|player} scored {points|points}; claim the same with a matching helper, or pass.",
        "pass_on_your_turn": "“Pass” only answers a helper window: there is no passing on your own turn.",
        "claim_on_your_turn": "A helper claims points only right after another player's tile scores; on your own turn a helper is played for 10 points.",
        "must_set_aside": "A helper lies in front of you: this turn you only set it aside[[ and draw a tile ({pile|n:tile} left in the pile)]].",
        "no_helper_in_front": "No helper lies in front of you, so there is nothing to set aside.",
        "tile_not_in_hand": "That tile is not in your hand[[: {tile}]].",
        "not_a_landscape": "The {tile} is not laid in the display: helpers are played from the hand.",
        "not_a_helper": "The {tile} is a landscape tile, not a helper.",
        "helper_does_not_match": "The {tile} does not show {landscape}, the landscape that scored.",
        "occupied": "That spot is taken: the {tile} lies there.",
        "no_edge_contact": "That spot touches no tile of the display: a tile is laid edge to edge against one (corners do not count).",
        "cuts_off_path": "The {tile} would cut off the path that runs into it on its {side|edge} side.",
        "path_runs_into_edge": "The {tile}'s path on its {side|edge} side would run into an edge without a path.",
        "no_path_continued": "No path of the display runs into that spot, so the {tile} would continue none.",
        "not_an_emergency": "A tile of your hand can still be played, so you may not lay an emergency tile.",
        "can_play": "A tile of your hand can still be played, so you are not stuck.",
        "no_emergency_tiles": "All {total|n:emergency tile} are in the display already.",
        "paths_not_free": "An emergency tile touches exactly one tile, so that its three paths stay free; that spot touches {touching|n:tile}.",
        "can_lay_emergency": "An emergency tile can still be laid ({left} left), so you are not stuck.",
    },
    "help": {
        "goal": "Build the Camargue together, one tile at a time, and score for the landscape areas your tiles join.",
        "turn": [
            "Lay one tile from your hand of three, or play a helper tile for 10 points; then draw back to three.",
            "A tile keeps its orientation (it is never turned), touches the display by at least one edge, continues a path and never cuts a path off.",
            "When another player scores a landscape you hold a helper for, and no helper lies in front of you, you may lay that helper in front of you and score the same points. While it lies there you cannot do it again, and on your next turn you set it aside instead of laying a tile.",
            "If none of your tiles fits anywhere and you hold no helper (a helper in hand is played instead), you lay an emergency tile, which scores nothing; then you play on.",
        ],
        "scoring": [
            "A landscape tile scores the size of its landscape area (tiles joined edge to edge) × the number of tiles it touches.",
            "Example: a village tile that makes a village area of 6 tiles, itself included, and touches 3 tiles scores 6 × 3 = 18.",
            "A helper played on your turn scores 10; a claimed helper scores what the other player scored.",
            "The game ends when every tile is played; the most points wins and ties share the win.",
        ],
    },
}
