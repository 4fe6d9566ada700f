"""Per-game heuristics: what a position sets up for a seat, beyond the points it has scored.

`potential(game, state, seat)` is an estimate, in points, of what `seat` can still make of the
position: a helper kept in hand, a photo half framed, a set one card short. Greedy adds the change
in potential to a move's immediate points; the search adds it to the scores where it stops
playing on. Heuristics read only the state they are given, which the bots always deal from their
own view (`Game.determinize`), so they never see more than the seat may.

A game without an entry has potential 0: greedy is then purely "best points now".
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from app.engine import Game, State

Potential = Callable[[State, int], float]

_POTENTIAL: dict[str, Potential] = {}


def register(game_id: str) -> Callable[[Potential], Potential]:
    def deco(fn: Potential) -> Potential:
        _POTENTIAL[game_id] = fn
        return fn

    return deco


def has_potential(game: Game) -> bool:
    return game.id in _POTENTIAL


def potential(game: Game, state: State, seat: int) -> float:
    fn = _POTENTIAL.get(game.id)
    if fn is None:
        return 0.0
    try:
        return float(fn(state, seat))
    except (KeyError, IndexError, TypeError, ValueError):  # a state shape the heuristic does not know
        return 0.0


# ----- steps back -----------------------------------------------------------------------------

# Move types that return to the previous sub-step of a turn (or abandon one). Bots never take
# them: each decision is judged on a fresh deal of the hidden components, so the best choice may
# differ from one sub-step to the next, and going back and forth could last for ever.
BACK_STEPS: dict[str, frozenset[str]] = {
    "provence": frozenset({"back"}),           # placing -> orienting -> passing a card
    "phototour": frozenset({"cancel"}),        # abandoning a refresh before paying
    "sunset": frozenset({"cancel_sale"}),      # abandoning a sale while framing
}


def is_back_step(game: Game, move: dict) -> bool:
    steps = BACK_STEPS.get(game.id)
    return bool(steps) and move.get("type") in steps


# ----- Camargue -------------------------------------------------------------------------------

@register("camargue")
def _camargue(state: State, seat: int) -> float:
    """A helper in hand is worth keeping: it can copy another seat's score out of turn (and is
    10 points when discarded), but only while no helper lies in front of the seat."""
    from app.games.camargue.content import TILES

    hand = state["hands"][seat]
    helpers = [t for t in hand if TILES.get(t, {}).get("kind") == "helper"]
    if not helpers:
        return 0.0
    blocked = bool(state["in_front"][seat])
    tiles_left = len(state["pile"]) + sum(len(h) for h in state["hands"])
    late = tiles_left < 4 * state["players"]
    return (4.0 if blocked or late else 8.0) * min(len(helpers), 2)


# ----- Phototour ------------------------------------------------------------------------------

_PHOTOTOUR_TRIPS: dict[int, dict[int, int]] | None = None


def _phototour_trips() -> dict[int, dict[int, int]]:
    """Trips needed between every two locations, if any transport die were at hand: a car
    covers 2 segments of any path, a train 6 segments of railway, a plane links airports."""
    global _PHOTOTOUR_TRIPS
    if _PHOTOTOUR_TRIPS is None:
        from app.games.phototour.board import AIRPORTS, within
        from app.games.phototour.content import LOCATIONS

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
        _PHOTOTOUR_TRIPS = trips
    return _PHOTOTOUR_TRIPS


@register("phototour")
def _phototour(state: State, seat: int) -> float:
    """Planned sights are worth their points (and the equipment that fits them), less for every
    turn still needed to reach them: the tour visits the nearest planned sight next, and only as
    many count as the diary has free slots. When no die on the table can move the seat's pawn,
    the first trip waits a turn and the price of a refresh of the dice (unless the seat is
    refreshing them): dice are rolled only once all are used, so a die nobody can use stays until
    someone refreshes. Tokens over the reserve limit count for nothing, and a refresh begun but
    not paid for costs its price."""
    from app.games.phototour.content import RESERVE_LIMIT, TOKEN_IN_RESERVE_POINTS

    me = state["seats"][seat]
    if me["pawn"] is None:
        return 0.0
    pending = _phototour_pending(state, seat)
    over = max(0, len(me["reserve"]) - RESERVE_LIMIT)
    cost = float(over * TOKEN_IN_RESERVE_POINTS)
    if pending and pending["kind"].startswith("refresh") and not pending["free"]:
        cost += TOKEN_IN_RESERVE_POINTS
    free = sum(1 for e in me["diary"] if e is None)
    if not free or not me["hand"]:
        return -cost
    stalled = not (pending and pending.get("row") == "dice") and not _phototour_can_travel(state, me["pawn"])
    total, waiting = _phototour_tour(me["pawn"], tuple(me["hand"]), tuple(me["reserve"][:RESERVE_LIMIT]),
                                     free, stalled)
    return total - (cost + waiting)


@lru_cache(maxsize=1 << 16)
def _phototour_tour(pawn: int, hand: tuple[str, ...], reserve: tuple[str, ...], free: int,
                    stalled: bool) -> tuple[float, float]:
    """(value of the planned sights, price of waiting for the dice): the tour part of the
    potential, a pure function of these; the searches value the same hands and places over and
    over, so it is cached."""
    from app.games.phototour.content import TOKEN_IN_RESERVE_POINTS

    trips = _phototour_trips()
    left = []
    for card in hand:
        where, points, spaces = _phototour_card(card)
        fits = sum(1 for sym in spaces if sym == "any" or sym in reserve)
        left.append((where, points + 0.5 * min(fits, len(reserve))))
    pos, turns, total, cost = pawn, 0, 0.0, 0.0
    for n in range(min(free, len(left))):
        here = trips[pos]
        k = min(range(len(left)), key=lambda i: (here.get(left[i][0], 9), -left[i][1]))
        where, value = left.pop(k)
        turns += here.get(where, 9) + 1
        if n == 0 and where != pos and stalled:
            turns += 1  # the dice must be refreshed (or change) first
            cost += TOKEN_IN_RESERVE_POINTS
        total += value * 0.85 ** turns
        pos = where
    return total, cost


@lru_cache(maxsize=None)
def _phototour_card(card: str) -> tuple[int, int, tuple[str, ...]]:
    """(location, points, equipment spaces) of a sight card."""
    from app.games.phototour.state import number, sight

    _title, _kind, points, spaces, _bonus = sight(card)
    return number(card), points, tuple(spaces)


def _phototour_pending(state: State, seat: int) -> dict | None:
    turn = state.get("turn")
    if state.get("reaction") or not turn or turn["seat"] != seat:
        return None
    return turn["pending"]


def _phototour_can_travel(state: State, pawn: int) -> bool:
    """Whether some die on the table (or one already taken) moves a pawn from `pawn`."""
    turn = state.get("turn")
    if turn and turn["pending"] and turn["pending"]["kind"] == "go":
        return True
    return any(face and _phototour_moves(pawn, face) for face in state["dice"])


@lru_cache(maxsize=None)
def _phototour_moves(pawn: int, face: str) -> bool:
    from app.games.phototour.board import destinations

    return bool(destinations(pawn, face, {}))
