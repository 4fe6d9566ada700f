"""The Camargue component set.

This is a stand-in set with the rulebook's counts: 80 landscape tiles (16 for each of the five
landscapes), 10 helper tiles (one for each pair of landscapes), 5 emergency tiles and 1 start tile.
A licensed tile list can replace `LANDSCAPE_SHAPES`, `LANDSCAPES` and the id scheme below without
code changes, as long as every tile keeps a landscape and a set of path edges.

Tiles are never rotated (the emblem fixes the orientation), so every orientation is its own tile.
Path edges are a bit mask of `app.engine.grid` directions (N=1, E=2, S=4, W=8).
"""

from __future__ import annotations

from itertools import combinations

from app.engine.grid import ALL_EDGES, edge_letters, edge_mask

LANDSCAPES = ["village", "water", "grain", "forest", "lavender"]


# shape name -> (path edges, copies per landscape): 4 curves, 2 straights, 8 T-junctions, 2 crossings.
LANDSCAPE_SHAPES: list[tuple[str, str, int]] = [
    ("curve-ne", "NE", 1),
    ("curve-es", "ES", 1),
    ("curve-sw", "SW", 1),
    ("curve-nw", "NW", 1),
    ("straight-ns", "NS", 1),
    ("straight-ew", "EW", 1),
    ("t-nes", "NES", 2),
    ("t-esw", "ESW", 2),
    ("t-nsw", "NSW", 2),
    ("t-new", "NEW", 2),
    ("cross", "NESW", 2),
]

HAND_SIZE = 3
HELPER_POINTS = 10
EMERGENCY_TILES = 5
START_TILE = "tile:start"
# With four players two tiles leave the game unseen so that every seat has as many turns.
REMOVED_BY_PLAYERS = {4: 2}


def _landscape_tiles() -> dict[str, dict]:
    tiles = {}
    for land in LANDSCAPES:
        for shape, paths, copies in LANDSCAPE_SHAPES:
            for i in range(1, copies + 1):
                tid = f"tile:{land}-{shape}" + (f"-{i}" if copies > 1 else "")
                tiles[tid] = {"kind": "landscape", "landscape": land, "paths": edge_mask(paths)}
    return tiles


def _helper_tiles() -> dict[str, dict]:
    return {
        f"tile:helper-{a}-{b}": {"kind": "helper", "landscapes": [a, b]}
        for a, b in combinations(LANDSCAPES, 2)
    }


LANDSCAPE_TILES = _landscape_tiles()
HELPER_TILES = _helper_tiles()
TILES: dict[str, dict] = {**LANDSCAPE_TILES, **HELPER_TILES}
# The start tile is a crossing that belongs to no landscape (see docs/rules/camargue.md).
START = {"kind": "start", "landscape": None, "paths": ALL_EDGES}

assert len(LANDSCAPE_TILES) == 80 and len(HELPER_TILES) == 10
assert all(sum(1 for t in LANDSCAPE_TILES.values() if t["landscape"] == l) == 16 for l in LANDSCAPES)


def is_helper(tile_id: str) -> bool:
    return TILES[tile_id]["kind"] == "helper"


def describe(tile_id: str) -> dict:
    """A tile as a renderer sees it."""
    t = TILES[tile_id]
    if t["kind"] == "helper":
        return {"id": tile_id, "kind": "helper", "landscapes": list(t["landscapes"])}
    return {"id": tile_id, "kind": "landscape", "landscape": t["landscape"], "paths": edge_letters(t["paths"])}
