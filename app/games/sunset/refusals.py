"""Why a move that is not listed is refused: precise codes and messages."""

from __future__ import annotations

from app.engine import IllegalMove, Move, State
from app.engine.grid import unkey

from .content import DIRECTIONS, PLANNING
from .names import MOVE_STEP, MoveType, Phase
from .state import SIZE, artists_at, idx, is_station, on_board
from .trek import for_sale


def why_illegal(state: State, seat: int, move: Move) -> IllegalMove:
    t = move.get("type")
    phase, step = state["phase"], state["step"]
    if t not in MOVE_STEP:
        return IllegalMove("malformed_move", f"there is no move {t!r} in Sunset Over Water")
    wanted = MOVE_STEP[t]
    now = Phase.PLANNING if phase == Phase.PLANNING else step
    if wanted != now:
        return IllegalMove("wrong_step", f"{t!r} is not possible now: the current step is {now}")
    if t == MoveType.PLAN:
        return _why_plan(state, seat, move)
    if t == MoveType.HIKE:
        return _why_hike(state, seat, move)
    if t == MoveType.PAINT:
        return _why_paint(state, seat, move)
    if t == MoveType.SELL:
        cid = move.get("commission")
        if cid not in for_sale(state):
            return IllegalMove("commission_unavailable", f"{cid!r} is not in the commission row")
        return IllegalMove("cannot_fulfil", "your paintings cannot fill every frame of this commission")
    if t == MoveType.FRAME:
        lid = move.get("landscape")
        if lid not in state["seats"][seat]["paintings"] or lid in state["sale"]["landscapes"]:
            return IllegalMove("not_your_painting", f"{lid!r} is not one of your unsold paintings")
        return IllegalMove("frame_mismatch", "this landscape does not fit a frame left on the commission")
    return IllegalMove("illegal_move", f"{t!r} is malformed")


def _why_plan(state: State, seat: int, move: Move) -> IllegalMove:
    hand = state["seats"][seat]["hand"]
    if move.get("card") not in hand:
        return IllegalMove("card_not_in_hand", "choose one of the three planning cards you drew")
    return IllegalMove("bad_return", "return the two other drawn cards to the bottom, in an order you choose")


def _why_hike(state: State, seat: int, move: Move) -> IllegalMove:
    card = PLANNING[state["seats"][seat]["chosen"]]
    d, dist = move.get("dir"), move.get("distance")
    if d not in card["directions"]:
        return IllegalMove("direction_not_allowed", f"your planning card does not allow hiking {d!r}")
    if not isinstance(dist, int) or dist < 1:
        return IllegalMove("malformed_move", "distance is a whole number of spaces, at least 1")
    if dist > card["move"]:
        return IllegalMove("too_far", f"your planning card gives {card['move']} movement points")
    x, y = unkey(state["seats"][seat]["pos"])
    dx, dy = DIRECTIONS[d]
    for n in range(1, dist + 1):
        px, py = x + dx * n, y + dy * n
        if not on_board(px, py):
            return IllegalMove("off_board", "the hike leaves the Wilderness")
        if state["board"][py * SIZE + px] is None:
            return IllegalMove("empty_space", "an artist may not pass through or enter an empty space")
    return IllegalMove("occupied", "an artist may pass through another artist but not end on the same card")


def _why_paint(state: State, seat: int, move: Move) -> IllegalMove:
    p = move.get("pos")
    if state["paint_left"] <= 0:
        return IllegalMove("paint_limit", "you have painted as many landscapes as your planning card allows")
    if p not in state["path"]:
        return IllegalMove("not_on_path", "you may only paint landscapes on this turn's path")
    cell = state["board"][idx(p)]
    if cell is None:
        return IllegalMove("no_card", "there is no landscape on that space")
    if is_station(cell):
        return IllegalMove("ranger_station", "a ranger station cannot be painted")
    if any(o != seat for o in artists_at(state, p)):
        return IllegalMove("occupied", "another artist stands on that landscape")
    return IllegalMove("illegal_move", "the move does not name that landscape correctly")
