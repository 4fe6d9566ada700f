"""Replaying a stored game's log: the check that a stored game is what its log says, and the
steps of a match rebuilt from the log. Pure: records in, states out."""

from __future__ import annotations

from typing import Any

import orjson

from app.engine import Game
from app.engine.events import event_for

from .match import Match, Step


class CorruptGame(Exception):
    """A stored game whose log does not replay to what is stored."""


def same_state(game: Game, replayed: Any, stored: Any) -> bool:
    """Whether a replayed state is the stored snapshot. A snapshot stored before the game added a
    state key (`Game.added_state_keys`) lacks it and is compared without it, so games stored
    before such a change keep being served."""
    if replayed == stored:
        return True
    if not isinstance(replayed, dict) or not isinstance(stored, dict):
        return False
    newer = replayed.keys() - stored.keys()
    return bool(newer) and newer <= game.added_state_keys and \
        {k: v for k, v in replayed.items() if k not in newer} == stored


def replay_stored(game: Game, room: dict[str, Any], records: list[dict[str, Any]]) -> tuple[Any, int]:
    """Replay a stored game's log from setup(seed); the replay must pass through the stored
    snapshot at its version. Returns the state and version at the end of the log."""
    state = game.setup(room["players"], room["options"], room["seed"])
    version = 0
    if room["state_version"] == 0 and state != room["state"]:
        raise CorruptGame("the stored start is not what setup(seed) deals")
    for rec in records:
        if rec["version"] != version + 1:
            raise CorruptGame(f"the move log has a gap at version {version + 1}")
        state, _events = game.apply(state, rec["seat"], rec["move"])
        version = rec["version"]
        if version == room["state_version"] and not same_state(game, state, room["state"]):
            raise CorruptGame(f"the replay differs from the stored state at version {version}")
    if version < room["state_version"]:
        raise CorruptGame(f"the move log ends at version {version}, before the stored state")
    return state, version


def replay_step(match: Match, rec: dict[str, Any]) -> None:
    if rec["version"] != match.version + 1:
        raise RuntimeError(f"move log of room {match.room_id} has a gap at version {match.version + 1}")
    state, events = match.game.apply(match.state, rec["seat"], rec["move"])
    match.advance(match.make_step(rec["version"], rec["seat"], rec["move"], events, state))


def steps_from_setup(match: Match, records: list[dict[str, Any]]) -> list[Step]:
    """Every version of `match` from setup(seed) through `records`, with its actors."""
    state = match.game.setup(match.players, match.options, match.seed)
    steps = [Step(0, None, None, [], state, match.game.actors(state))]
    for rec in records:
        state, events = match.game.apply(state, rec["seat"], rec["move"])
        steps.append(Step(rec["version"], rec["seat"], rec["move"], events, state, match.game.actors(state)))
    return steps


def replay_answer(match: Match, records: list[dict[str, Any]], version: int) -> bytes:
    """A finished game at `version` as a spectator saw it, rebuilt from setup(seed) and the log:
    the spectator's state answer of that version (through the same view as live play), with the
    move that made it and its events whole (after the end the log reveals every secret)."""
    state = match.game.setup(match.players, match.options, match.seed)
    step = Step(0, None, None, [], state)
    for rec in records[:version]:
        state, events = match.game.apply(state, rec["seat"], rec["move"])
        step = Step(rec["version"], rec["seat"], rec["move"], events, state)
    answer = orjson.loads(match.payload(None, step))
    answer["events"] = [event_for(e, None, revealed=True) for e in step.events]
    answer["mover"], answer["move"] = step.seat, step.move
    answer["last"] = len(records)
    return orjson.dumps(answer)
