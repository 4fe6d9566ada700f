"""Constructed Camargue states for the rule tests."""

from __future__ import annotations

from app.engine import get_game
from app.engine.grid import ALL_EDGES, edge_mask
from app.games.camargue.content import START_TILE, TILES
from app.games.camargue.state import put_tile

GAME = get_game("camargue")


def build(players=2, display=((0, 0, START_TILE),), hands=None, pile=None, turn=0, scores=None,
          in_front=None, emergency_left=5, seed=1):
    """A state with exactly this display, these hands and this pile (top of the pile is its end).

    Display entries are (x, y, tile id) or (x, y, "emergency:n", "path edges").
    """
    state = GAME.setup(players, None, seed)
    state["display"], state["frontier"] = {}, {}
    for entry in display:
        x, y, tile = entry[:3]
        if tile == START_TILE:
            put_tile(state, x, y, tile, None, ALL_EDGES)
        elif tile.startswith("emergency:"):
            put_tile(state, x, y, tile, None, edge_mask(entry[3]))
        else:
            put_tile(state, x, y, tile, TILES[tile]["landscape"], TILES[tile]["paths"])
    state["hands"] = [list(h) for h in (hands or [[] for _ in range(players)])]
    if pile is None:
        used = {e[2] for e in display} | {t for h in state["hands"] for t in h}
        pile = [t for t in sorted(TILES) if t not in used]
    state["pile"] = list(pile)
    state["removed"] = []
    state["turn"] = turn
    state["scores"] = list(scores or [0] * players)
    # Points scored before are landscape points: the breakdown adds up to the scores, as in play.
    state["breakdown"] = [{"landscape": n, "helper": 0, "claim": 0} for n in state["scores"]]
    state["in_front"] = list(in_front or [None] * players)
    state["emergency_left"] = emergency_left
    return state


def from_start(placements, hands, scores=None, players=2):
    """A state whose display grew from the start tile by legal placements only, each played
    through the rules in turn (so it could arise in play), then these hands and scores, with
    seat 0 to move. Placements are (x, y, tile id)."""
    state = build(players=players, hands=[[] for _ in range(players)])
    for x, y, tile in placements:
        seat = state["turn"]
        state["hands"][seat].append(tile)
        state, _ = pass_window(play(state, seat, place(tile, x, y))[0])
    state["hands"] = [list(h) for h in hands]
    state["pile"] = [t for t in state["pile"] if all(t not in h for h in hands)]
    state["turn"], state["phase"] = 0, "turn"
    state["scores"] = list(scores or [0] * players)
    state["breakdown"] = [{"landscape": n, "helper": 0, "claim": 0} for n in state["scores"]]
    return state


# The rulebook's worked examples 2 and 3 as displays grown from the start tile by legal
# placements (`from_start`): the tile of the example is then laid at (2, 0), resp. (0, 1).
EXAMPLE_2 = [
    (1, 0, "tile:forest-cross-1"),      # east of the start tile
    (1, -1, "tile:water-cross-2"),      # north of the forest crossing
    (2, -1, "tile:water-straight-ew"),  # east of the water crossing
]
EXAMPLE_3 = [
    (1, 0, "tile:village-curve-sw"),
    (1, 1, "tile:village-t-nes-1"),
    (1, 2, "tile:village-t-new-1"),
    (2, 2, "tile:water-t-new-1"),
    (0, 2, "tile:village-cross-1"),
    (-1, 0, "tile:village-curve-ne"),   # diagonal to the example's tile: not part of its area
    (-1, 2, "tile:village-t-new-2"),
    (-1, -1, "tile:village-t-nsw-1"),
]


def play(state, seat, move):
    """Apply a move through the public protocol (so it must be legal)."""
    return GAME.apply(state, seat, move)


def refused(state, seat, move):
    """The IllegalMove raised for `move`."""
    from app.engine import IllegalMove

    try:
        GAME.apply(state, seat, move)
    except IllegalMove as err:
        return err
    raise AssertionError(f"{move} was accepted")


def place(tile, x, y):
    return {"type": "place", "tile": tile, "x": x, "y": y}


def scores_of(events):
    return [(e["seat"], e["points"], e["reason"]) for e in events if e["type"] == "score"]


def pass_window(state):
    """Every seat still to answer the open reaction window passes; the events of the last pass."""
    events = []
    while state["phase"] == "window":
        state, events = GAME.apply(state, GAME.actors(state)[0], {"type": "pass"})
    return state, events
