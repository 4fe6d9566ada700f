"""Square-grid helpers shared by the games: positions are [x, y] with y growing downwards.

Positions are keyed in JSON state as "x,y" strings (JSON objects need string keys).
"""

from __future__ import annotations

from typing import Iterable, Iterator, NamedTuple

Pos = tuple[int, int]


class Direction(NamedTuple):
    """One of the four orthogonal directions, with every name the games give it: the edge
    letter, the word players read, the step on the grid and the edge's bit in a mask of edges."""

    letter: str  # "N"
    name: str  # "north"
    dx: int
    dy: int
    bit: int  # N=1, E=2, S=4, W=8
    opposite_bit: int


# The four directions in a fixed order: north, east, south, west.
DIRECTIONS: tuple[Direction, ...] = (
    Direction("N", "north", 0, -1, 1, 4),
    Direction("E", "east", 1, 0, 2, 8),
    Direction("S", "south", 0, 1, 4, 1),
    Direction("W", "west", -1, 0, 8, 2),
)
BY_LETTER: dict[str, Direction] = {d.letter: d for d in DIRECTIONS}
BY_BIT: dict[int, Direction] = {d.bit: d for d in DIRECTIONS}
ALL_EDGES = 15
DIRS: dict[str, Pos] = {d.letter: (d.dx, d.dy) for d in DIRECTIONS}
OPPOSITE: dict[str, str] = {d.letter: BY_BIT[d.opposite_bit].letter for d in DIRECTIONS}


def edge_mask(letters: str) -> int:
    """The bit mask of a set of edges written as letters, e.g. "NE" -> 3."""
    m = 0
    for letter in letters:
        m |= BY_LETTER[letter].bit
    return m


_EDGE_LETTERS = ["".join(d.letter for d in DIRECTIONS if m & d.bit) for m in range(ALL_EDGES + 1)]


def edge_letters(mask: int) -> str:
    """The edges of a bit mask as letters in the order N, E, S, W, e.g. 3 -> "NE"."""
    return _EDGE_LETTERS[mask]


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
