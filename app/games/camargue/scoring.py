"""Scoring: the area of the placed tile's landscape times the edges the tile touches; the outcome."""

from __future__ import annotations

from typing import NamedTuple

from app.engine import Outcome, State
from app.engine.ranking import outcome as ranked_outcome

from app.engine.grid import DIRECTIONS, unkey


class SpotScore(NamedTuple):
    """What a landscape tile scores at a spot: its area's size times the tiles it touches."""
    landscape: str
    area: int
    edges: int

    @property
    def points(self) -> int:
        return self.area * self.edges

    @property
    def reason(self) -> str:
        n, e = self.area, self.edges
        return f"{self.landscape} area of {n} tile{'s' * (n != 1)} x {e} edge{'s' * (e != 1)} = {self.points}"

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
    """What a `land` tile scores at (x, y): the same count before it is laid (the planning
    preview) and after (the score itself)."""
    return SpotScore(land, len(area_cells(state, x, y, land)), touched_edges(state, x, y))


class SpotScores:
    """`spot_score` for the empty cells of one display, many at a time (the spot preview asks for
    every legal placement). Each landscape area is walked once, whichever cells touch it; a tile
    at an empty cell joins the areas of its landscape around it, which are disjoint, so its area
    is 1 plus their sizes. The tiles around a cell are those its frontier entry's neighbour mask
    names (kept up to date by `put_tile`), so its touched edges are the bits of that mask."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.display = state["display"]
        self.frontier = state["frontier"]
        self._around: dict[str, list[str]] = {}  # a frontier cell's key -> the tiles' keys around it
        self._area_of: dict[str, int] = {}  # a laid cell's key -> the index of its area
        self._sizes: list[int] = []

    def score(self, k: str, land: str) -> SpotScore:
        """What a `land` tile scores on the frontier cell `k`."""
        around = self._around.get(k)
        if around is None:
            around = self._around[k] = self._laid_around(k)
        area, joined = 1, []
        for nk in around:
            if self.display[nk]["landscape"] == land:
                a = self._area_of.get(nk)
                if a is None:
                    a = self._walk(nk, land)
                if a not in joined:
                    joined.append(a)
                    area += self._sizes[a]
        return SpotScore(land, area, len(around))

    def _laid_around(self, k: str) -> list[str]:
        x, y, nmask, _ = self.frontier[k]
        return [f"{x + d.dx},{y + d.dy}" for d in DIRECTIONS if nmask & d.bit]

    def _walk(self, k: str, land: str) -> int:
        """The index given to the area of the laid `land` cell `k`, not met yet."""
        area = len(self._sizes)
        cells = area_cells(self.state, *unkey(k), land)
        for c in cells:
            self._area_of[c] = area
        self._sizes.append(len(cells))
        return area


def placement_points(state: State, x: int, y: int) -> SpotScore:
    """The score of the landscape tile just laid at (x, y)."""
    return spot_score(state, x, y, state["display"][f"{x},{y}"]["landscape"])


def outcome(state: State) -> Outcome | None:
    if state["phase"] != "over":
        return None
    return ranked_outcome(state["scores"], state["breakdown"], None, "ties share the win")
