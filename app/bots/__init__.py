"""Bot players. A bot decides from its seat's view and legal moves only, never from the state."""

from __future__ import annotations

from typing import Any

from app.engine import Game, Move, Rng, View

LEVELS = ("random", "greedy", "strong")


def choose(game: Game, level: str, view: View, seat: int, legal: list[Move], seed: int) -> Move:
    """The move a bot of `level` plays, given only what its seat sees."""
    if len(legal) == 1:
        return legal[0]
    if level == "random":
        return Rng.attach({}, seed).choice(legal)
    from .search import greedy_move, strong_move

    if level == "greedy":
        return greedy_move(game, view, seat, legal, seed)
    if level == "strong":
        return strong_move(game, view, seat, legal, seed)
    raise ValueError(f"unknown bot level {level!r}")


def describe() -> list[dict[str, Any]]:
    return [
        {"level": "random", "about": "a uniformly random legal move"},
        {"level": "greedy", "about": "the move that scores best now, with a short look ahead"},
        {"level": "strong", "about": "Monte Carlo search over deals consistent with what it sees"},
    ]
