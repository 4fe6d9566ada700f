"""Greedy: the move that scores best now, plus what it sets up, on a deal from the seat's view.

Games split long turns into small steps (pick a die, then a destination; place a card, then
equip it). A step that scores nothing by itself is judged by the best that the seat's own
following steps of the same turn reach, a few steps deep, so "pick the die" is worth the trip it
allows. Points are the game's `scores_now` plus the game's `potential`.
"""

from __future__ import annotations

from app.engine import Game, IllegalMove, Move, Rng, State, View

from .common import is_back_step, own_value, step

_DEAL_ERRORS = (IllegalMove, KeyError, ValueError, IndexError)

FOLLOW_DEPTH = 2      # own follow-up steps looked at after a move
FOLLOW_NODES = 400    # at most this many states valued per decision
DETOUR = 0.01         # a step after which the seat is still to move costs this much, so the
                      # shortest way to a value wins and steps that go nowhere are not taken


def greedy_move(game: Game, view: View, seat: int, legal: list[Move], seed: int) -> Move:
    """The legal move worth most to the seat (points now plus potential, through its own
    follow-up steps) on one deal consistent with the view; ties are broken at random."""
    rng = Rng.attach({}, seed)
    state = game.determinize(view, seat, seed)
    return best_moves(game, state, seat, legal, rng)[1]


def best_moves(game: Game, state: State, seat: int, legal: list[Move], rng: Rng,
               depth: int = FOLLOW_DEPTH, budget: int = FOLLOW_NODES) -> tuple[float, Move]:
    """(gain, move): the best legal move for `seat` in `state` and how much it gains."""
    best: list[Move] = []
    best_gain = float("-inf")
    for move, gain in zip(legal, gains(game, state, seat, legal, depth, budget)):
        if gain is None:  # the deal disagrees with the view about this move
            continue
        if gain > best_gain + 1e-9:
            best, best_gain = [move], gain
        elif gain >= best_gain - 1e-9:
            best.append(move)
    if not best:
        return 0.0, legal[rng.below(len(legal))]
    return best_gain, best[rng.below(len(best))]


def gains(game: Game, state: State, seat: int, moves: list[Move],
          depth: int = FOLLOW_DEPTH, budget: int = FOLLOW_NODES) -> list[float | None]:
    """What each move gains the seat, through its own follow-up steps; None for a move that does
    not fit this deal or that steps back (`is_back_step`). The moves share the node
    budget."""
    before = own_value(game, state, seat)
    counter = [budget]
    out: list[float | None] = []
    for move in moves:
        if is_back_step(game, move):
            out.append(None)
            continue
        try:
            after = step(game, state, seat, move)
            out.append(_reach(game, after, seat, depth, counter) - before - _idle(game, after, seat))
        except _DEAL_ERRORS:
            out.append(None)
    return out


def _reach(game: Game, state: State, seat: int, depth: int, counter: list[int]) -> float:
    """The seat's value after this state, or after its best own follow-up steps while it is
    still to move (at most `depth` more steps, within the shared node budget)."""
    value = own_value(game, state, seat)
    counter[0] -= 1
    if depth <= 0 or counter[0] <= 0:
        return value
    if seat not in game._actors(state):  # (in a simultaneous phase the others' choices are
        return value                     # secret and wait for everyone: the seat's steps come first)
    moves = game._legal_moves(state, seat)
    if len(moves) > counter[0]:
        return value
    best = float("-inf")  # the seat must take one of its moves: a state it cannot stay in (a 4th
    for m in moves:       # token to discard, a refresh to pay) is worth only what its steps reach
        if counter[0] <= 0:
            break
        if is_back_step(game, m):
            continue
        try:
            after = step(game, state, seat, m)
            v = _reach(game, after, seat, depth - 1, counter) - _idle(game, after, seat)
        except _DEAL_ERRORS:
            continue
        if v > best:
            best = v
    return value if best == float("-inf") else best


def _idle(game: Game, after: State, seat: int) -> float:
    return DETOUR if seat in game._actors(after) else 0.0

