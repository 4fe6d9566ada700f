"""The registry of games by id. Every package in app/games that exposes `GAME` is registered."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from .errors import IllegalMove
from .game import Game


@cache
def games() -> dict[str, Game]:
    import app.games as pkg

    found: dict[str, Game] = {}
    for mod in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if not mod.ispkg:
            continue
        module = importlib.import_module(f"{pkg.__name__}.{mod.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found[game.id] = game
    return found


def get_game(game_id: str) -> Game:
    try:
        return games()[game_id]
    except KeyError:
        raise IllegalMove("unknown_game", f"there is no game {game_id!r}") from None
