"""What laying one card changes in a tableau's scene points and goal values, worked out near the
card only: the groups it touches, the squares it shows. The previews ask it of every turn, layer
and corner of a card (some 1,300 placements at the pass step), where scoring each whole tableau
afresh would take a tenth of a second; `scoring` stays the reference, and the tests hold the two
equal on every placement of many games.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import NamedTuple

from .content import GOALS, TOWN_POINTS
from .geometry import Pos, dims, turned

# The terrains whose orthogonal groups score or make a goal (lavender by growth direction).
GROUPED = ("lavenderV", "lavenderH", "wheat", "town", "forest")
_AROUND = ((0, -1), (1, 0), (0, 1), (-1, 0))


def kind(sq: dict | None) -> str | None:
    if sq is None:
        return None
    t = sq["t"]
    return t + sq["dir"] if t == "lavender" else t


class Laid(NamedTuple):
    """A tableau's scene points by category and its goals' values after a card is laid."""

    scenes: dict[str, int]
    goals: list[int]


class Base:
    """One tableau's visible squares, their groups and what they score, found once (shared by
    every placement asked of it: never change it)."""

    def __init__(self, vis: dict[Pos, dict]) -> None:
        self.vis = vis
        self.kinds = {p: kind(sq) for p, sq in vis.items()}
        kinds = self.kinds.get
        self.group_of: dict[str, dict[Pos, int]] = {k: {} for k in GROUPED}
        self.groups: dict[str, list[frozenset]] = {k: [] for k in GROUPED}
        for p, k in self.kinds.items():
            if k in self.group_of and p not in self.group_of[k]:
                group = frozenset(_flood(k, p, kinds))
                self.groups[k].append(group)
                for q in group:
                    self.group_of[k][q] = len(self.groups[k]) - 1
        self.sizes = {k: Counter(len(g) for g in self.groups[k]) for k in GROUPED}
        self.largest = {k: max(self.sizes[k], default=0) for k in GROUPED}
        self.scores = {"wheat": [_wheat_score(g, kinds) for g in self.groups["wheat"]],
                       "town": [_town_score(g, vis.get) for g in self.groups["town"]]}
        self.points = {k: sum(v) for k, v in self.scores.items()}
        self.facing = Counter(sq["t"] for sq in vis.values() if sq.get("face") == "N")
        self.crooked = sum(1 for sq in vis.values() if sq["t"] == "sunflower" and sq.get("face") != "N")
        self.meetings = sum(1 for (x, y), k in self.kinds.items() if k == "lavenderV"
                            for dx, dy in _AROUND if kinds((x + dx, y + dy)) == "lavenderH")

    def lay(self, card: str, x: int, y: int, rot: int, layer: str, goals: tuple[str, ...]) -> Laid:
        vis = self.vis
        shown = {(x + dx, y + dy): sq for (dx, dy), sq in turned(card, rot)
                 if layer == "top" or (x + dx, y + dy) not in vis}
        shown_kinds = {q: kind(sq) for q, sq in shown.items()}
        base_kinds = self.kinds

        def kind_at(q: Pos) -> str | None:
            k = shown_kinds.get(q)
            return base_kinds.get(q) if k is None else k

        def at(q: Pos) -> dict | None:
            sq = shown.get(q)
            return vis.get(q) if sq is None else sq

        # a terrain none of the shown squares had or has keeps its squares, so its groups
        changed = {*shown_kinds.values(), *(base_kinds.get(q) for q in shown)}
        near = _near(x, y, rot)
        base_near = [(q, base_kinds.get(q)) for q in near]
        new_near = [(q, kind_at(q)) for q in near]
        largest = dict(self.largest)
        points = dict(self.points)
        for k in GROUPED:
            if k not in changed:
                continue
            group_of = self.group_of[k]
            old = {group_of[q] for q, bk in base_near if bk == k}
            starts = [q for q, nk in new_near if nk == k]
            if not old and not starts:
                continue
            sizes = self.sizes[k].copy()
            for i in old:
                sizes[len(self.groups[k][i])] -= 1
            seen: set[Pos] = set()
            new = []
            for q in starts:
                if q not in seen:
                    group = _flood(k, q, kind_at)
                    seen |= group
                    new.append(group)
                    sizes[len(group)] += 1
            largest[k] = max((s for s, n in sizes.items() if n > 0), default=0)
            if k == "wheat":
                points[k] += sum(_wheat_score(g, kind_at) for g in new) - sum(self.scores[k][i] for i in old)
            elif k == "town":
                points[k] += sum(_town_score(g, at) for g in new) - sum(self.scores[k][i] for i in old)
        facing = self.facing.copy()
        crooked = self.crooked
        meetings = self.meetings
        for q, sq in shown.items():
            before = vis.get(q)
            for s, sign in ((before, -1), (sq, 1)):
                if s is None:
                    continue
                if s.get("face") == "N":
                    facing[s["t"]] += sign
                elif s["t"] == "sunflower":
                    crooked += sign
            kq, kb = shown_kinds[q], base_kinds.get(q)
            for dx, dy in _AROUND:  # meetings along the changed squares, each pair once
                n = (q[0] + dx, q[1] + dy)
                if n in shown and n < q:
                    continue
                meetings += _meets(kq, kind_at(n)) - _meets(kb, base_kinds.get(n))
        v, h = largest["lavenderV"], largest["lavenderH"]
        lavender = max(v, h) + 2 * min(v, h) - 3 * meetings
        scenes = {"lavender": lavender, "wheat": points["wheat"], "sunflowers": 2 * facing["sunflower"] - 3 * crooked,
                  "towns": points["town"]}
        values = []
        for goal in goals:
            g = GOALS[goal]
            if g["kind"] == "facing":
                values.append(facing[g["terrain"]])
            elif g["terrain"] == "lavender":
                values.append(max(v, h))
            else:
                values.append(largest[g["terrain"]])
        return Laid(scenes, values)


def _flood(k: str, start: Pos, kind_at) -> set[Pos]:
    group = {start}
    stack = [start]
    while stack:
        x, y = stack.pop()
        for q in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if q not in group and kind_at(q) == k:
                group.add(q)
                stack.append(q)
    return group


def _wheat_score(group, kind_at) -> int:
    """2 a square inside a 2 x 2 block of wheat, else 1; a lone square scores nothing."""
    if len(group) < 2:
        return 0
    two: set[Pos] = set()
    for x, y in group:  # each block by its top-left square
        block = ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))
        if all(q in group for q in block):
            two.update(block)
    return 2 * len(two) + (len(group) - len(two))


def _town_score(group, at) -> int:
    shops = {at(p)["shop"] for p in group}
    return TOWN_POINTS[min(len(shops), max(TOWN_POINTS))]


@lru_cache(maxsize=4096)
def _near(x: int, y: int, rot: int) -> tuple[Pos, ...]:
    """The squares of a card laid at x, y turned `rot`, and their neighbours."""
    w, h = dims(rot)
    return tuple((x + i, y + j) for j in range(-1, h + 1) for i in range(-1, w + 1)
                 if (0 <= i < w) or (0 <= j < h))


def _meets(a: str | None, b: str | None) -> int:
    return int((a == "lavenderV" and b == "lavenderH") or (a == "lavenderH" and b == "lavenderV"))


@lru_cache(maxsize=256)
def base(placed: tuple) -> Base:
    """The `Base` of a tableau by `placed_key` (shared: never change it)."""
    from .geometry import kept_visible

    return Base(kept_visible(placed))
