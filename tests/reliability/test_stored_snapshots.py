"""A stored game is served only when its log replays to its stored snapshot; a snapshot stored
before a game began to keep a new state key (`Game.added_state_keys`) still matches."""

from __future__ import annotations

import random

import pytest

from app.engine import get_game
from app.services.replay import CorruptGame, replay_stored


def played_until_the_shogun_moved(seed: int = 3, limit: int = 3000):
    """An Osaka game of random moves played until its state holds a Shogunate scoring."""
    game = get_game("osaka")
    state = game.setup(2, None, seed)
    rng = random.Random(seed)
    records = []
    for version in range(1, limit + 1):
        seat = rng.choice(game.actors(state))
        move = rng.choice(game.legal_moves(state, seat))
        state, _ = game.apply(state, seat, move)
        records.append({"version": version, "seat": seat, "move": move})
        if state.get("last_shogunate") is not None:
            return game, state, records
    pytest.fail("the Shogun never moved")


def room(state, version):
    return {"players": 2, "options": None, "seed": 3, "state": state, "state_version": version}


def test_a_snapshot_from_before_the_added_key_is_still_the_replay():
    game, state, records = played_until_the_shogun_moved()
    older = {k: v for k, v in state.items() if k != "last_shogunate"}
    assert replay_stored(game, room(older, len(records)), records)[0] == state
    assert replay_stored(game, room(state, len(records)), records)[0] == state


def test_any_other_difference_is_still_corrupt():
    game, state, records = played_until_the_shogun_moved()
    other = dict(state, round=state["round"] + 1)
    with pytest.raises(CorruptGame):
        replay_stored(game, room(other, len(records)), records)
    # only a key the game declares may be missing
    fewer = {k: v for k, v in state.items() if k != "shogun"}
    with pytest.raises(CorruptGame):
        replay_stored(game, room(fewer, len(records)), records)
