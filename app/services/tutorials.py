"""Guided first games (app/engine/tutorial.py): a room where the learner sits at seat 0 and the
other seats play the script's moves, dealt from the script's seed."""

from __future__ import annotations

import asyncio
from typing import Any

from app.db import repository as repo
from app.engine import get_game
from app.engine.tutorial import Tutorial, load, next_bot_move

from .errors import ServiceError
from .match import Match
from .matches import MatchService, clean_name
from .tokens import hash_token, new_room_id, new_token

SCRIPTED = "script"  # the bot level of a tutorial's scripted seats


def tutorial_of(game_id: str) -> Tutorial:
    try:
        game = get_game(game_id)
    except Exception:
        raise ServiceError(404, "unknown_game", f"there is no game {game_id!r}") from None
    tutorial = load(game)
    if tutorial is None:
        raise ServiceError(404, "no_tutorial", f"{game.title} has no guided game yet")
    return tutorial


async def start_tutorial(service: MatchService, game_id: str, name: str, created_by: str | None) -> dict[str, Any]:
    """A new tutorial room, started: {room, seat: 0, token}."""
    tutorial = tutorial_of(game_id)
    name = clean_name(name)
    room_id, token = new_room_id(), new_token()
    rows = [{"seat": 0, "name": name, "kind": "human", "taken": True, "host": True, "token_hash": hash_token(token)}]
    rows += [{"seat": s, "name": f"Bot {s} ({SCRIPTED})", "kind": "bot", "bot_level": SCRIPTED, "taken": True}
             for s in range(1, tutorial.players)]
    await service.writer.write(lambda conn: repo.insert_room(
        conn, room_id, game_id, tutorial.players, tutorial.options, None, created_by, False, seat_rows=rows, hints=False))
    await service.start(room_id, 0, seed=tutorial.seed)
    return {"room": room_id, "seat": 0, "token": token}


async def scripted_move(service: MatchService, match: Match, seat: int) -> Any:
    """The next scripted move of a tutorial's seat (the moves it made so far are counted in the
    log), or None past its script."""
    tutorial = load(match.game)
    if tutorial is None:
        return None

    def made() -> int:
        with service.engine.connect() as conn:
            return sum(1 for r in repo.moves_after(conn, match.room_id, 0) if r["seat"] == seat)

    return next_bot_move(tutorial, seat, await asyncio.to_thread(made))
