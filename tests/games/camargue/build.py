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
    state["in_front"] = list(in_front or [None] * players)
    state["emergency_left"] = emergency_left
    return state


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
