"""A game written straight into the database, as a server would have stored it after playing it:
quicker than playing hundreds of moves through a server, and any length (a runaway Phototour)."""

from __future__ import annotations

import random
import uuid

from sqlalchemy import insert

from app.db import repository as repo
from app.db.models import utcnow
from app.db.session import make_engine
from app.engine import get_game
from app.services.tokens import hash_token, new_token


def store_game(url: str, game_id: str, players: int, versions: int | None = None, options: dict | None = None,
               seed: int = 7) -> tuple[str, list[str], int]:
    """A room of `game_id` played with random moves for `versions` versions (None: to its end),
    every seat a person; returns (room, tokens by seat, last version)."""
    game = get_game(game_id)
    options = game.parse_options(options).model_dump(mode="json")
    rng = random.Random(seed)
    state = game.setup(players, options, seed)
    log = []
    while game.outcome(state) is None and (versions is None or len(log) < versions):
        seat = rng.choice(sorted(game.actors(state)))
        move = rng.choice(game.legal_moves(state, seat))
        state, events = game.apply(state, seat, move)
        log.append({"version": len(log) + 1, "seat": seat, "move": move, "events": events})
    finished = game.outcome(state) is not None
    if versions is not None and len(log) < versions:
        raise ValueError(f"{game_id} from seed {seed} ended at version {len(log)}, before {versions}: choose another seed")
    room, tokens, now = f"s{uuid.uuid4().hex[:20]}", [new_token() for _ in range(players)], utcnow()
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            conn.execute(insert(repo.rooms).values(
                id=room, game=game_id, players=players, options=options, seed=seed, state=state,
                state_version=len(log), status="finished" if finished else "playing", turn_seconds=None,
                created_at=now, updated_at=now))
            conn.execute(insert(repo.seats), [
                {**repo.FREE_SEAT, "room_id": room, "seat": s, "name": f"P{s}", "token_hash": hash_token(tokens[s]),
                 "taken": True, "host": s == 0} for s in range(players)])
            for part in range(0, len(log), 1000):
                conn.execute(insert(repo.moves), [{**r, "room_id": room, "created_at": now}
                                                  for r in log[part:part + 1000]])
    finally:
        engine.dispose()
    return room, tokens, len(log)
