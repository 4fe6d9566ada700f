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


def checkpoints(match: Match, records: list[dict[str, Any]], every: int) -> list[Any]:
    """The states of `match` at versions 0, every, 2 * every, ... through `records`."""
    state = match.game.setup(match.players, match.options, match.seed)
    book = [state]
    for rec in records:
        state, _events = match.game.apply(state, rec["seat"], rec["move"])
        if rec["version"] % every == 0:
            book.append(state)
    return book


def replay_answer(match: Match, state: Any, records: list[dict[str, Any]], last: int) -> bytes:
    """A finished game as a spectator saw it after `records` were applied to `state` (the game at
    the version before the first of them; setup(seed) for version 0): the spectator's state answer
    of that version (through the same view as live play), with the move that made it and its
    events whole (after the end the log reveals every secret)."""
    step = Step(0, None, None, [], state)
    for rec in records:
        state, events = match.game.apply(state, rec["seat"], rec["move"])
        step = Step(rec["version"], rec["seat"], rec["move"], events, state)
    answer = orjson.loads(match.payload(None, step))
    answer["events"] = [event_for(e, None, revealed=True) for e in step.events]
    answer["mover"], answer["move"] = step.seat, step.move
    answer["last"] = last
    return orjson.dumps(answer)


def standings_history(match: Match, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The running "score if the game ended now" of a finished game, replayed from setup(seed):
    every seat's total at the start, at the end of each round (`Game.round_of`; for a game
    without rounds, wherever a total moved) and at the end, where it is the final score."""
    game = match.game
    state = game.setup(match.players, match.options, match.seed)

    def totals(st: Any) -> list[int]:
        return [sum(parts.values()) for parts in game.standing(st)]

    marks = [{"version": 0, "round": game.round_of(state), "scores": totals(state), "end": False}]
    round_now = marks[0]["round"]
    for rec in records:
        state, _events = game.apply(state, rec["seat"], rec["move"])
        if game.outcome(state) is not None:
            break
        turned = game.round_of(state)
        if round_now is not None:
            if turned != round_now:
                # The move that turned the round ended it (its scoring included).
                marks.append({"version": rec["version"], "round": round_now, "scores": totals(state), "end": False})
                round_now = turned
        else:
            scores = totals(state)
            if scores != marks[-1]["scores"]:
                marks.append({"version": rec["version"], "round": None, "scores": scores, "end": False})
    outcome = game.outcome(state)
    final = [s for s in outcome["scores"]] if outcome else totals(state)
    marks.append({"version": records[-1]["version"] if records else 0, "round": round_now, "scores": final, "end": True})
    return marks
