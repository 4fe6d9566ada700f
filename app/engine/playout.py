"""Random playouts of any registered game, engine only (conformance tests, simulation, bots)."""

from __future__ import annotations

from typing import Any, Callable

from .game import Event, Game, Move, State
from .rng import Rng

# Chooses a move for a seat: (state, seat, legal moves) -> move.
Policy = Callable[[State, int, list[Move]], Move]

MAX_STEPS = 20_000


def random_policy(seed: int) -> Policy:
    holder: dict[str, Any] = {}
    rng = Rng.attach(holder, seed)

    def choose(state: State, seat: int, legal: list[Move]) -> Move:
        return rng.choice(legal)

    return choose


def playout(
    game: Game,
    players: int,
    options: dict[str, Any] | None,
    seed: int,
    policies: list[Policy] | None = None,
    on_step: Callable[[State, int, Move, State, list[Event]], None] | None = None,
) -> tuple[State, list[tuple[int, Move]]]:
    """Play one game to its end; return the final state and the move log [(seat, move)].

    With several actors (simultaneous phases, reaction windows) the actors move in seat order,
    which is one of the orders a server may see.
    """
    if policies is None:
        policies = [random_policy(seed * 31 + s) for s in range(players)]
    state = game.setup(players, options, seed)
    log: list[tuple[int, Move]] = []
    for _ in range(MAX_STEPS):
        if game.outcome(state) is not None:
            return state, log
        actors = game.actors(state)
        if not actors:
            raise AssertionError("no actors before the game is over")
        seat = actors[0]
        legal = game.legal_moves(state, seat)
        if not legal:
            raise AssertionError(f"actor {seat} has no legal move")
        move = policies[seat](state, seat, legal)
        new_state, events = game.apply(state, seat, move, legal)
        if on_step is not None:
            on_step(state, seat, move, new_state, events)
        log.append((seat, move))
        state = new_state
    raise AssertionError(f"game did not end within {MAX_STEPS} moves")


def replay(game: Game, players: int, options: dict[str, Any] | None, seed: int, log: list[tuple[int, Move]]) -> State:
    """Rebuild a state from setup and the move log."""
    state = game.setup(players, options, seed)
    for seat, move in log:
        state, _ = game.apply(state, seat, move)
    return state
