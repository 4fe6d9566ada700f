"""Scoring: the area of the placed tile's landscape times the edges the tile touches; the outcome."""

from __future__ import annotations

from app.engine import Outcome, State
from app.engine.ranking import outcome as ranked_outcome

from app.engine.grid import DIRECTIONS


def area(state: State, x: int, y: int) -> int:
    """Tiles of the landscape at (x, y) connected to it orthogonally, that tile included."""
    display = state["display"]
    land = display[f"{x},{y}"]["landscape"]
    if land is None:
        return 0
    seen = {(x, y)}
    stack = [(x, y)]
    while stack:
        cx, cy = stack.pop()
        for d in DIRECTIONS:
            nxt = (cx + d.dx, cy + d.dy)
            if nxt in seen:
                continue
            t = display.get(f"{nxt[0]},{nxt[1]}")
            if t is not None and t["landscape"] == land:
                seen.add(nxt)
                stack.append(nxt)
    return len(seen)


def touched_edges(state: State, x: int, y: int) -> int:
    """Edges of the tile at (x, y) that touch another tile of the display."""
    display = state["display"]
    return sum(1 for d in DIRECTIONS if f"{x + d.dx},{y + d.dy}" in display)


def placement_points(state: State, x: int, y: int) -> tuple[int, str]:
    """Points for the landscape tile just laid at (x, y), with the arithmetic spelled out."""
    land = state["display"][f"{x},{y}"]["landscape"]
    n, e = area(state, x, y), touched_edges(state, x, y)
    return n * e, f"{land} area of {n} tile{'s' * (n != 1)} x {e} edge{'s' * (e != 1)} = {n * e}"


def outcome(state: State) -> Outcome | None:
    if state["phase"] != "over":
        return None
    return ranked_outcome(state["scores"], state["breakdown"], None, "ties share the win")
