"""Square-grid helpers shared by the games: positions are [x, y] with y growing downwards.

Positions are keyed in JSON state as "x,y" strings (JSON objects need string keys).
"""

from __future__ import annotations

from typing import Iterable, Iterator

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


def orth_components(cells: Iterable[Pos]) -> list[set[Pos]]:
    """Orthogonally connected groups of grid cells. A flood fill written out on tuples: bots
    score thousands of positions a move, and this runs in every one of them."""
    left = set(cells)
    out = []
    while left:
        first = left.pop()
        group = {first}
        stack = [first]
        while stack:
            x, y = stack.pop()
            for q in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
                if q in left:
                    left.remove(q)
                    stack.append(q)
                    group.add(q)
        out.append(group)
    return out
