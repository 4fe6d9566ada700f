"""Scoring: the area of the placed tile's landscape times the tiles it touches; the outcome."""

from __future__ import annotations

from typing import NamedTuple

from app.engine import Outcome, State
from app.engine.ranking import outcome as ranked_outcome

from app.engine.grid import DIRECTIONS


class SpotScore(NamedTuple):
    """What a landscape tile scores at a spot: its area's size times the tiles it touches.
    `edges` counts the tile's edges that touch another tile, one tile each (the rulebook's
    "count the edges that the tile touches"); the words say tiles touched."""
    landscape: str
    area: int
    edges: int

    @property
    def points(self) -> int:
        return self.area * self.edges

    @property
    def reason(self) -> str:
        n, e = self.area, self.edges
        return f"{self.landscape} area of {n} tile{'s' * (n != 1)} x {e} tile{'s' * (e != 1)} touched = {self.points}"

    def params(self) -> dict:
        return {"code": "landscape_scored", "landscape": self.landscape, "area": self.area, "edges": self.edges}


def area_cells(state: State, x: int, y: int, land: str | None) -> list[str]:
    """The cells of the `land` area that a tile of `land` at (x, y) belongs to, that cell included
    (whether or not the tile is laid yet); none for a tile of no landscape."""
    if land is None:
        return []
    display = state["display"]
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
    return [f"{cx},{cy}" for cx, cy in sorted(seen)]


def touched_edges(state: State, x: int, y: int) -> int:
    """Edges of a tile at (x, y) that touch another tile of the display."""
    display = state["display"]
    return sum(1 for d in DIRECTIONS if f"{x + d.dx},{y + d.dy}" in display)


def spot_score(state: State, x: int, y: int, land: str) -> SpotScore:
    """What a `land` tile scores at (x, y), once it is laid there."""
    return SpotScore(land, len(area_cells(state, x, y, land)), touched_edges(state, x, y))


def placement_points(state: State, x: int, y: int) -> SpotScore:
    """The score of the landscape tile just laid at (x, y)."""
    return spot_score(state, x, y, state["display"][f"{x},{y}"]["landscape"])


def standing(state: State) -> list[dict[str, int]]:
    """Each seat's points by category if the game ended now: every point is scored as it is
    made, so what it has, and a claim made in the open helper window, which cannot be taken back
    and scores the window's points when the last seat answers, whatever the others answer. (Only
    the mover's own claim is known to its previews: they are worked out on its view.)"""
    out = [dict(b) for b in state["breakdown"]]
    w = state["window"]
    if w is not None:
        for s, tile in w["choices"].items():
            if tile is not None:
                out[int(s)]["claim"] += w["points"]
    return out


def outcome(state: State) -> Outcome | None:
    if state["phase"] != "over":
        return None
    final = standing(state)
    return ranked_outcome([sum(b.values()) for b in final], final, None, "ties share the win")
