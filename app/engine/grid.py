"""Square-grid helpers shared by the games: positions are [x, y] with y growing downwards.

Positions are keyed in JSON state as "x,y" strings (JSON objects need string keys).
"""

from __future__ import annotations

from typing import Callable, Hashable, Iterable, Iterator

Pos = tuple[int, int]

# Directions in a fixed order: north, east, south, west.
DIRS: dict[str, Pos] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def key(pos: Pos) -> str:
    return f"{pos[0]},{pos[1]}"


def unkey(k: str) -> Pos:
    x, y = k.split(",")
    return int(x), int(y)


def step(pos: Pos, direction: str, n: int = 1) -> Pos:
    dx, dy = DIRS[direction]
    return pos[0] + dx * n, pos[1] + dy * n


def neighbors4(pos: Pos) -> Iterator[tuple[str, Pos]]:
    """(direction, neighbour) for the four orthogonal neighbours."""
    x, y = pos
    for d, (dx, dy) in DIRS.items():
        yield d, (x + dx, y + dy)


def component(start: Hashable, neighbours: Callable[[Hashable], Iterable[Hashable]]) -> set:
    """The connected set containing `start` under a neighbour function (iterative flood fill)."""
    seen = {start}
    stack = [start]
    while stack:
        cur = stack.pop()
        for nxt in neighbours(cur):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def components(cells: Iterable[Hashable], neighbours: Callable[[Hashable], Iterable[Hashable]]) -> list[set]:
    """Connected components of `cells`; `neighbours` should only yield members of `cells`."""
    left = set(cells)
    out = []
    while left:
        comp = component(next(iter(left)), neighbours)
        left -= comp
        out.append(comp)
    return out


def orth_components(cells: Iterable[Pos]) -> list[set[Pos]]:
    """Orthogonally connected groups of grid cells."""
    cellset = set(cells)

    def nb(p):
        return (q for _, q in neighbors4(p) if q in cellset)

    return components(cellset, nb)
