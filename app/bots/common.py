"""Small pieces shared by the bots: stepping a dealt state, valuing it, keys of moves."""

from __future__ import annotations

import json

from app.engine import Game, Move, State


def step(game: Game, state: State, seat: int, move: Move) -> State:
    """The state after `seat` plays `move`, which the caller took from that seat's legal moves
    in `state` (so the common checks are skipped; the original state is left unchanged)."""
    after = game.copy(state)
    game._apply(after, seat, move)
    return after


def finished(game: Game, state: State) -> bool:
    return not game._actors(state)


def values(game: Game, state: State) -> list[float]:
    """Points per seat: the final scores once the game is over, else the points so far plus what
    the position sets up for each seat (`potential`)."""
    if finished(game, state):
        outcome = game.outcome(state)
        if outcome is not None:
            return [float(s) for s in outcome["scores"]]
    scores = [float(s) for s in game.scores_now(state)]
    if game.has_potential():
        scores = [p + potential(game, state, s) for s, p in enumerate(scores)]
    return scores


def margins(points: list[float]) -> list[float]:
    """Each seat's points minus the best other seat's: what every bot maximises."""
    if len(points) == 1:
        return list(points)
    out = []
    for s, p in enumerate(points):
        best_other = max(q for o, q in enumerate(points) if o != s)
        out.append(p - best_other)
    return out


def own_value(game: Game, state: State, seat: int) -> float:
    """One seat's points so far plus its potential (cheaper than `values` for one seat)."""
    points = float(game.scores_now(state)[seat])
    return points + potential(game, state, seat)


def potential(game: Game, state: State, seat: int) -> float:
    """The game's `potential` of a dealt state; 0 for a state shape it does not know."""
    try:
        return float(game.potential(state, seat))
    except (KeyError, IndexError, TypeError, ValueError):
        return 0.0


def is_back_step(game: Game, move: Move) -> bool:
    """Whether `move` goes back to a previous sub-step (`Game.back_steps`): bots never take one."""
    return move.get("type") in game.back_steps


def move_key(move: Move) -> str:
    return json.dumps(move, sort_keys=True, separators=(",", ":"))
