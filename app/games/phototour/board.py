"""The map as graphs: who is adjacent to whom, and where a trip can end."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .content import HIGHWAYS, LOCATIONS, RAILWAYS

ALL: dict[int, list[int]] = {n: [] for n in LOCATIONS}
RAIL: dict[int, list[int]] = {n: [] for n in LOCATIONS}
for a, b in RAILWAYS:
    for g in (ALL, RAIL):
        g[a].append(b)
        g[b].append(a)
for a, b in HIGHWAYS:
    ALL[a].append(b)
    ALL[b].append(a)
for g in (ALL, RAIL):
    for v in g.values():
        v.sort()

AIRPORTS = sorted(n for n, loc in LOCATIONS.items() if loc.airport)
HAS_RAIL = {n for n, v in RAIL.items() if v}


@lru_cache(maxsize=None)
def within(start: int, segments: int, rail_only: bool) -> tuple[int, ...]:
    """Locations reachable in 1..segments segments, the start excluded (the map is fixed, so
    each answer is kept: legal moves ask it constantly)."""
    graph = RAIL if rail_only else ALL
    seen = {start}
    frontier = [start]
    for _ in range(segments):
        nxt = []
        for cur in frontier:
            for n in graph[cur]:
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    seen.discard(start)
    return tuple(sorted(seen))


def destinations(start: int, mode: str, mods: dict) -> Sequence[int]:
    """Where a trip of `mode` (car, train, plane, step) from `start` may end under this turn's mods."""
    if mode == "car":
        return within(start, 2 + mods.get("range_car", 0), False)
    if mode == "train":
        return within(start, 6 + mods.get("range_train", 0), True)
    if mode == "step":
        return ALL[start]
    if mode == "plane":
        if start not in AIRPORTS and not mods.get("take_off_anywhere"):
            return []
        if mods.get("land_anywhere") and start in AIRPORTS:
            return [n for n in LOCATIONS if n != start]
        return [n for n in AIRPORTS if n != start]
    raise ValueError(mode)
