"""Bot players. A bot decides from its seat's view and legal moves only, never from the state.

Entry point: `choose(game, level, view, seat, legal, seed)`. Levels:

- ``random``: a uniformly random legal move.
- ``greedy``: the move that scores best now on a deal consistent with the view, plus a per-game
  look at what the move sets up (`Game.potential`).
- ``strong``: paired Monte Carlo search (`search.strong_move`): a few candidate moves, each played
  on the same deals of the unseen components (`Game.determinize`) and the same greedy rollouts,
  the worse half dropped after rounds 4, 8, 16...; docs/bots.md says why, and keeps the
  information-set tree search (`Params(method="ismcts")`) it was measured against.

A game without the two bot hooks (`determinize`, `scores_now`) still gets bots: greedy and
strong then play like random, so a room of bots always finishes.

The search budget per move is `BOT_BUDGET_MS` (default 400 ms) from the environment, or
`configure(budget_ms=..., iterations=...)`; a fixed number of iterations makes a bot repeatable.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from app.engine import Game, Move, Rng, View

LEVELS = ("random", "greedy", "strong")


@dataclass
class BotConfig:
    budget_ms: float = float(os.environ.get("BOT_BUDGET_MS", "400"))
    iterations: int | None = None  # a fixed iteration count (repeatable) instead of a time budget


CONFIG = BotConfig()


def configure(budget_ms: float | None = None, iterations: int | None = None) -> BotConfig:
    """Change the strong bot's budget for this process (simulation, tests)."""
    if budget_ms is not None:
        CONFIG.budget_ms = budget_ms
    CONFIG.iterations = iterations
    return CONFIG


def choose(game: Game, level: str, view: View, seat: int, legal: list[Move], seed: int) -> Move:
    """The move a bot of `level` plays, given only what its seat sees."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    if not legal:
        raise ValueError("a bot needs at least one legal move")
    if len(legal) == 1:
        return legal[0]
    if level == "random" or not has_hooks(game):
        return Rng.attach({}, seed).choice(legal)
    from . import greedy, search

    try:
        if level == "greedy":
            return greedy.greedy_move(game, view, seat, legal, seed)
        return search.strong_move(game, view, seat, legal, seed,
                                  budget_ms=CONFIG.budget_ms, iterations=CONFIG.iterations)
    except NotImplementedError:  # a game that declares the hooks but does not provide them yet
        return Rng.attach({}, seed).choice(legal)


def has_hooks(game: Game) -> bool:
    """Whether the game provides determinize and scores_now (greedy and strong need both)."""
    base = Game
    cls = type(game)
    return cls.determinize is not base.determinize and cls.scores_now is not base.scores_now


def describe() -> list[dict[str, Any]]:
    return [
        {"level": "random", "about": "a uniformly random legal move"},
        {"level": "greedy", "about": "the move that scores best now, with a look at what it sets up"},
        {"level": "strong", "about": "tree search over deals consistent with what it sees"},
    ]
