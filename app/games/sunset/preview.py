"""The hike preview: for each hike (or stay) the rules accept now, the spaces it walks and the
spaces whose landscape the artist could then paint, found by playing the move on a copy of the
state, so the client shows exactly what the engine would allow (ranger-station refills included).

Only spaces are told, never which landscape a ranger station would deal."""

from __future__ import annotations

from app.engine import State, copy_state
from app.engine.grid import key, unkey

from .content import DIRECTIONS
from .legality import legal_moves, paintable
from .names import MoveType, Step
from .rules import apply
from .state import current_seat


def hike_preview(state: State) -> list[dict]:
    if state["step"] != Step.HIKE:
        return []
    seat = current_seat(state)
    out = []
    for move in legal_moves(state, seat):
        if move["type"] not in (MoveType.HIKE, MoveType.STAY):
            continue
        after = copy_state(state)
        apply(after, seat, move)
        out.append({**move, "path": _path(state, move),
                    "paintable": paintable(after, seat) if after["step"] == Step.PAINT else []})
    return out


def _path(state: State, move: dict) -> list[str]:
    """The spaces a hike walks, its start first (paint may take the start's landscape too)."""
    # Computed here: `apply` may have ended the turn on the copy, which clears its path.
    x, y = unkey(state["seats"][current_seat(state)]["pos"])
    out = [key((x, y))]
    if move["type"] == MoveType.HIKE:
        dx, dy = DIRECTIONS[move["dir"]]
        for _ in range(move["distance"]):
            x, y = x + dx, y + dy
            out.append(key((x, y)))
    return out
