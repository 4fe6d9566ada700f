"""What a position sets up for a seat beyond its points (`Game.potential`, used by the bots)."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .board import AIRPORTS, destinations, within
from .content import LOCATIONS, RESERVE_LIMIT, TOKEN_IN_RESERVE_POINTS, UNIVERSAL
from .names import Step
from .state import State, number, sight

_TRIPS: dict[int, dict[int, int]] | None = None


def _trips() -> dict[int, dict[int, int]]:
    """Trips needed between every two locations, if any transport die were at hand: a car
    covers 2 segments of any path, a train 6 segments of railway, a plane links airports."""
    global _TRIPS
    if _TRIPS is None:
        hop = {n: set(within(n, 2, False)) | set(within(n, 6, True)) for n in LOCATIONS}
        for a in AIRPORTS:
            hop[a] |= set(AIRPORTS) - {a}
        trips: dict[int, dict[int, int]] = {}
        for start in LOCATIONS:
            dist = {start: 0}
            frontier = [start]
            while frontier:
                nxt = []
                for cur in frontier:
                    for n in hop[cur]:
                        if n not in dist:
                            dist[n] = dist[cur] + 1
                            nxt.append(n)
                frontier = nxt
            trips[start] = dist
        _TRIPS = trips
    return _TRIPS


def potential(state: State, seat: int) -> float:
    """Planned sights are worth their points (and the equipment that fits them), less for every
    turn still needed to reach them: the tour visits the nearest planned sight next, and only as
    many count as the diary has free slots. When no die on the table can move the seat's pawn,
    the first trip waits a turn and the price of a refresh of the dice (unless the seat is
    refreshing them): dice are rolled only once all are used, so a die nobody can use stays until
    someone refreshes. Tokens over the reserve limit count for nothing, and a refresh begun but
    not paid for costs its price."""
    me = state["seats"][seat]
    if me["pawn"] is None:
        return 0.0
    pending = _pending(state, seat)
    over = max(0, len(me["reserve"]) - RESERVE_LIMIT)
    cost = float(over * TOKEN_IN_RESERVE_POINTS)
    if pending and pending["kind"].startswith("refresh") and not pending["free"]:
        cost += TOKEN_IN_RESERVE_POINTS
    free = sum(1 for e in me["diary"] if e is None)
    if not free or not me["hand"]:
        return -cost
    stalled = not (pending and pending.get("row") == "dice") and not _can_travel(state, me["pawn"])
    total, waiting = _tour(me["pawn"], tuple(me["hand"]), tuple(me["reserve"][:RESERVE_LIMIT]),
                                     free, stalled)
    return total - (cost + waiting)


@lru_cache(maxsize=1 << 16)
def _tour(pawn: int, hand: tuple[str, ...], reserve: tuple[str, ...], free: int,
                    stalled: bool) -> tuple[float, float]:
    """(value of the planned sights, price of waiting for the dice): the tour part of the
    potential, a pure function of these; the searches value the same hands and places over and
    over, so it is cached."""
    trips = _trips()
    left = []
    for card in hand:
        where, points, spaces = _card(card)
        fits = sum(1 for sym in spaces if sym == UNIVERSAL or sym in reserve)
        left.append(_Planned(where, points + 0.5 * min(fits, len(reserve))))
    pos, turns, total, cost = pawn, 0, 0.0, 0.0
    for n in range(min(free, len(left))):
        here = trips[pos]
        k = min(range(len(left)), key=lambda i: (here.get(left[i].where, 9), -left[i].value))
        where, value = left.pop(k)
        turns += here.get(where, 9) + 1
        if n == 0 and where != pos and stalled:
            turns += 1  # the dice must be refreshed (or change) first
            cost += TOKEN_IN_RESERVE_POINTS
        total += value * 0.85 ** turns
        pos = where
    return total, cost


class _Planned(NamedTuple):
    where: int
    value: float


class _Card(NamedTuple):
    where: int
    points: int
    spaces: tuple[str, ...]


@lru_cache(maxsize=None)
def _card(card: str) -> _Card:
    s = sight(card)
    return _Card(number(card), s.points, tuple(s.spaces))


def _pending(state: State, seat: int) -> dict | None:
    turn = state.get("turn")
    if state.get("reaction") or not turn or turn["seat"] != seat:
        return None
    return turn["pending"]


def _can_travel(state: State, pawn: int) -> bool:
    """Whether some die on the table (or one already taken) moves a pawn from `pawn`."""
    turn = state.get("turn")
    if turn and turn["pending"] and turn["pending"]["kind"] == Step.GO:
        return True
    return any(face and _moves(pawn, face) for face in state["dice"])


@lru_cache(maxsize=None)
def _moves(pawn: int, face: str) -> bool:
    return bool(destinations(pawn, face, {}))
