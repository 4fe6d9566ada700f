"""The names of Sunset Over Water's phases, trek steps and move types, in one place.

They are plain strings (they travel in JSON states, moves and views, and a client's "hike" must
equal the engine's), gathered here so that every module spells them the same way.
"""

from __future__ import annotations


class Phase:
    PLANNING = "planning"
    TREK = "trek"
    OVER = "over"


class Step:
    """The steps of a trek turn, in order (`FRAME` is the sub-step of one sale)."""

    HIKE = "hike"
    PAINT = "paint"
    SELL = "sell"
    FRAME = "frame"


class MoveType:
    PLAN = "plan"
    HIKE = "hike"
    STAY = "stay"
    PAINT = "paint"
    STOP_PAINTING = "stop_painting"
    SELL = "sell"
    END_TURN = "end_turn"
    FRAME = "frame"
    CANCEL_SALE = "cancel_sale"


# When each move type may be made (the planning phase, or a step of the trek), in the order the
# legal moves are listed.
MOVE_STEP: dict[str, str] = {
    MoveType.PLAN: Phase.PLANNING,
    MoveType.STAY: Step.HIKE,
    MoveType.HIKE: Step.HIKE,
    MoveType.PAINT: Step.PAINT,
    MoveType.STOP_PAINTING: Step.PAINT,
    MoveType.SELL: Step.SELL,
    MoveType.END_TURN: Step.SELL,
    MoveType.FRAME: Step.FRAME,
    MoveType.CANCEL_SALE: Step.FRAME,
}
