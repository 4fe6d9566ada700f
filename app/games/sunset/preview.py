"""The hike preview: for each hike (or stay) the rules accept now, the spaces it walks and the
spaces whose landscape the artist could then paint, found by playing the hike on a copy of the
state, so the client shows exactly what the engine would allow (ranger-station refills included).

Only spaces are told, never which landscape a ranger station would deal."""

from __future__ import annotations

from app.engine import State

from .legality import legal_moves, paintable
from .names import MoveType, Step
from .rules import hike
from .state import current_seat


def hike_preview(state: State) -> list[dict]:
    if state["step"] != Step.HIKE:
        return []
    seat = current_seat(state)
    out = []
    for move in legal_moves(state, seat):
        if move["type"] not in (MoveType.HIKE, MoveType.STAY):
            continue
        after = hike_copy(state, seat)
        hike(after, seat, move)
        # The path starts where the artist stands (paint may take the start's landscape too).
        # `paintable` is what the paint step would offer; when it offers nothing, the engine
        # skips the step.
        out.append({**move, "path": after["path"], "paintable": paintable(after, seat)})
    return out


def hike_copy(state: State, seat: int) -> State:
    """A copy of `state` that `rules.hike` may change without touching `state`: the parts a hike
    changes in place are copied (the Wilderness, the path and the turn's record, the landscape
    deck and discards a ranger station deals from, the hiker), the rest is shared."""
    seats = list(state["seats"])
    seats[seat] = dict(seats[seat])
    return {**state, "board": list(state["board"]), "path": list(state["path"]),
            "turn_log": dict(state["turn_log"]), "landscape_deck": list(state["landscape_deck"]),
            "landscape_discard": list(state["landscape_discard"]), "seats": seats}
