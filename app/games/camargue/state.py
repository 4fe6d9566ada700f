"""Setup of a Camargue game and small accessors on its state.

State layout (plain JSON):
- ``display``: "x,y" -> {"tile", "landscape" (None for the start and emergency tiles), "paths" mask}
- ``frontier``: "x,y" -> [x, y, neighbour mask, path mask] for every empty cell touching the
  display; the path mask holds the edges where a neighbour's path runs into the cell. Kept up to
  date on every placement so that legal moves never scan the display.
- ``hands``, ``pile`` (top is the end), ``removed``, ``in_front`` (helper lying in front of a seat
  or None), ``discards`` (helpers played or set aside, per seat), ``scores``, ``breakdown``
- ``phase``: "turn" | "window" | "over"; ``turn``: the seat to move in "turn"
- ``window``: the reaction window after a landscape tile scored, or None
- ``emergency_left``, ``stuck_run`` (consecutive turns in which nobody could play)
- ``round``: the round, from 1: it grows when play comes round the table to a seat at or
  before the one that moved (the score chart's marks; absent from games stored before it)
- ``last`` (once a tile is laid): {"x", "y", "area": cells of the area it scored}
- ``scored`` (once a point is scored): per seat, every score line with its code and parameters
"""

from __future__ import annotations

from app.engine import Rng, State, copy_state
from app.engine.grid import ALL_EDGES, DIRECTIONS, key

from .content import EMERGENCY_TILES, HAND_SIZE, REMOVED_BY_PLAYERS, START, START_TILE, TILES

CATEGORIES = ("landscape", "helper", "claim")


def setup(players: int, seed: int) -> State:
    state: State = {"players": players}
    rng = Rng.attach(state, seed)
    deck = sorted(TILES)
    rng.shuffle(deck)
    removed = [deck.pop() for _ in range(REMOVED_BY_PLAYERS.get(players, 0))]
    hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(players)]
    state.update(
        display={},
        frontier={},
        hands=hands,
        pile=deck,
        removed=removed,
        in_front=[None] * players,
        discards=[[] for _ in range(players)],
        scores=[0] * players,
        breakdown=[{c: 0 for c in CATEGORIES} for _ in range(players)],
        phase="turn",
        turn=0,
        window=None,
        emergency_left=EMERGENCY_TILES,
        stuck_run=0,
        round=1,
    )
    put_tile(state, 0, 0, START_TILE, START["landscape"], ALL_EDGES)
    return state


def copy(state: State) -> State:
    """A copy for the next move: cells of the display and the frontier are never changed in
    place (a laid tile stays, a frontier cell is replaced), so they are shared; everything a
    move changes in place is copied (the window, when open, deeply)."""
    new = dict(state)
    new["display"] = dict(state["display"])
    new["frontier"] = dict(state["frontier"])
    new["hands"] = [list(h) for h in state["hands"]]
    new["pile"] = list(state["pile"])
    new["removed"] = list(state["removed"])
    new["in_front"] = list(state["in_front"])
    new["discards"] = [list(d) for d in state["discards"]]
    new["scores"] = list(state["scores"])
    new["breakdown"] = [dict(b) for b in state["breakdown"]]
    if "scored" in state:  # score lines are never changed once made, only appended to
        new["scored"] = [list(lines) for lines in state["scored"]]
    if state["window"] is not None:
        new["window"] = copy_state(state["window"])
    return new


def put_tile(state: State, x: int, y: int, tile: str, landscape: str | None, paths: int) -> None:
    """Lay a tile on the display and update the frontier around it."""
    k = key((x, y))
    state["display"][k] = {"tile": tile, "landscape": landscape, "paths": paths}
    frontier = state["frontier"]
    frontier.pop(k, None)
    display = state["display"]
    for d in DIRECTIONS:
        nx, ny = x + d.dx, y + d.dy
        nk = f"{nx},{ny}"
        if nk in display:
            continue
        _, _, nmask, pmask = frontier.get(nk) or (nx, ny, 0, 0)
        # A new list, never a change in place: `copy` shares the frontier's cells.
        opp = d.opposite_bit
        frontier[nk] = [nx, ny, nmask | opp, pmask | opp if paths & d.bit else pmask]


def current_actors(state: State) -> list[int]:
    if state["phase"] == "turn":
        return [state["turn"]]
    if state["phase"] == "window":
        w = state["window"]
        return [s for s in w["asked"] if str(s) not in w["choices"]]
    return []
