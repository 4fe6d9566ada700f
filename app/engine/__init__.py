"""The game-agnostic rules protocol: errors, generator, base class, registry and shared helpers."""

from .errors import IllegalMove
from .game import Event, Game, Move, NoOptions, Outcome, State, View, copy_state
from .registry import games, get_game
from .rng import Rng

__all__ = [
    "Event", "Game", "IllegalMove", "Move", "NoOptions", "Outcome", "Rng", "State", "View",
    "copy_state", "games", "get_game",
]
