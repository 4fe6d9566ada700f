"""Which moves the rules accept now, and why any other is refused: one checker per move type.

Each move type belongs to one step of the turn (names.MOVE_STEP) and has its candidates (every
move of that type worth trying now) and one `refuse` check that gives the precise reason a move of
that type is refused in its step, or None. The legal list is the candidates of the current step's
types that pass the check, and the refusal of any move a client sends comes from the same table and
the same checks (app.engine.checks), so the two cannot disagree.
"""

from __future__ import annotations

from itertools import permutations

from app.engine import IllegalMove, Move, State
from app.engine.checks import MoveKind, MoveKinds

from .content import COMMISSIONS, DIRECTIONS, LANDSCAPES, PLANNING
from .names import MOVE_STEP, MoveType, Phase
from .scoring import can_complete
from .state import POSITIONS, SIZE, idx, is_station, landscapes_left, on_board, pos_of
from .trek import for_sale, on_sale, station_neighbours


def current_step(state: State) -> str | None:
    return Phase.PLANNING if state["phase"] == Phase.PLANNING else state["step"]


def _no_fields(type_: str) -> tuple[str, str]:
    return ("malformed_move", f'{type_!r} has no fields: {{"type": "{type_}"}}')


def _only(type_: str) -> MoveKind:
    """A move with no fields (stop painting, end the turn, cancel a sale): legal in its step."""
    return MoveKind(type_, lambda state, seat: [{"type": type_}], fallback=_no_fields(type_))


def another_artist_on(state: State, seat: int, pos: str) -> bool:
    """Whether an artist other than `seat`'s stands on `pos`."""
    return artist_on(state, seat, pos) is not None


def artist_on(state: State, seat: int, pos: str) -> int | None:
    """The seat of an artist other than `seat`'s standing on `pos`, or None."""
    for other, st in enumerate(state["seats"]):  # a loop: the checks ask this for every candidate
        if st["pos"] == pos and other != seat:
            return other
    return None


def named(key: str, value: object, table: dict) -> dict:
    """`{key: value}` when the mover named a component of `table` by its id, else nothing: a
    refusal names what was asked for only when it has a name to give."""
    return {key: value} if isinstance(value, str) and value in table else {}


# ----- planning ------------------------------------------------------------------------------


def _plan_candidates(state: State, seat: int) -> list[Move]:
    hand = state["seats"][seat]["hand"]
    if state["solo"]:
        return [{"type": MoveType.PLAN, "card": c} for c in hand]
    # "Returning the 2 used cards to the bottom of their Planning Deck in either order", every day
    # (on the last one the order no longer matters, but either is what a player may do).
    return [{"type": MoveType.PLAN, "card": keep, "bottom": list(order)}
            for keep in hand for order in permutations([c for c in hand if c != keep])]


def _refuse_plan(state: State, seat: int, move: Move) -> IllegalMove | None:
    hand = state["seats"][seat]["hand"]
    card = move.get("card")
    if not isinstance(card, str) or card not in hand:
        return IllegalMove("card_not_in_hand", "choose one of the planning cards in your hand",
                           **named("card", card, PLANNING))
    if state["solo"]:
        if "bottom" in move:
            return IllegalMove("solo_no_return", "in Wanderlust the cards not chosen stay face up: name only the card")
        return None
    rest = [c for c in hand if c != card]
    bottom = move.get("bottom")
    if not isinstance(bottom, list) or len(bottom) != len(rest) or any(c not in bottom for c in rest):
        return IllegalMove("bad_return", "return the two other drawn cards to the bottom of your deck, in either order",
                           cards=rest)
    return None


# ----- hiking --------------------------------------------------------------------------------


def _refuse_stay(state: State, seat: int, move: Move) -> IllegalMove | None:
    # Staying put is a hike of no spaces, and a hike "may not finish" on a card another artist
    # occupies (docs/rules/sunset.md). Only if no hike at all is possible may the artist stay there.
    here = state["seats"][seat]["pos"]
    other = artist_on(state, seat, here)
    if other is not None and can_move(state, seat, MoveType.HIKE):
        return IllegalMove("must_hike_on", "another artist stands on your card and a hike may not finish there: hike on",
                           artist=other)
    return None


def _hike_candidates(state: State, seat: int) -> list[Move]:
    card = PLANNING[state["seats"][seat]["chosen"]]
    here = idx(state["seats"][seat]["pos"])
    return [{"type": MoveType.HIKE, "dir": d, "distance": n}
            for d in card["directions"] for n in range(1, min(card["move"], len(_RAYS[d][here])) + 1)]


def _refuse_hike(state: State, seat: int, move: Move) -> IllegalMove | None:
    card = PLANNING[state["seats"][seat]["chosen"]]
    d, dist = move.get("dir"), move.get("distance")
    chosen = state["seats"][seat]["chosen"]
    if not isinstance(d, str) or d not in card["directions"]:
        return IllegalMove("direction_not_allowed", f"your planning card does not allow hiking {d!r}",
                           card=chosen, dirs=card["directions"], **named("dir", d, DIRECTIONS))
    if type(dist) is not int or dist < 1:
        return IllegalMove("malformed_move", "distance is a whole number of spaces, at least 1")
    if dist > card["move"]:
        return IllegalMove("too_far", f"your planning card gives {card['move']} movement points",
                           card=chosen, points=card["move"], distance=dist)
    return _walk(state, seat, d, dist)


def _ray(i: int, d: str) -> list[int]:
    x, y = i % SIZE, i // SIZE
    dx, dy = DIRECTIONS[d]
    out = []
    while on_board(x + dx, y + dy):
        x, y = x + dx, y + dy
        out.append(y * SIZE + x)
    return out


# The cells a straight hike from each cell passes, in order, up to the edge of the Wilderness.
_RAYS: dict[str, list[list[int]]] = {d: [_ray(i, d) for i in range(SIZE * SIZE)] for d in DIRECTIONS}


def _walk(state: State, seat: int, d: str, dist: int) -> IllegalMove | None:
    """Walk the hike step by step: a ranger station refills its empty neighbours as the artist
    passes it, so a space empty before the hike may be walked into later on the same hike."""
    board = state["board"]
    refilled: set[int] = set()
    supply = -1  # landscapes left to deal, counted at the first station passed
    ray = _RAYS[d][idx(state["seats"][seat]["pos"])]
    for at, i in enumerate(ray[:dist], start=1):
        cell = board[i]
        if cell is None and i not in refilled:
            return IllegalMove("empty_space", "an artist may not pass through or enter an empty space",
                               dir=d, at=at)
        if is_station(cell):
            if supply < 0:
                supply = landscapes_left(state)
            for j in station_neighbours(i):
                if supply > 0 and board[j] is None and j not in refilled:
                    refilled.add(j)
                    supply -= 1
    if dist > len(ray):
        return IllegalMove("off_board", "the hike leaves the Wilderness", dir=d, distance=dist, room=len(ray))
    end = pos_of(ray[dist - 1])
    other = artist_on(state, seat, end)
    if other is not None:
        return IllegalMove("occupied", "an artist may pass through another artist but not end on the same card",
                           artist=other, dir=d, distance=dist)
    return None


# ----- painting ------------------------------------------------------------------------------


def _paint_candidates(state: State, seat: int) -> list[Move]:
    board = state["board"]
    return [{"type": MoveType.PAINT, "pos": p, "card": board[idx(p)]} for p in dict.fromkeys(state["path"])]


def _refuse_paint(state: State, seat: int, move: Move) -> IllegalMove | None:
    p = move.get("pos")
    if state["paint_left"] <= 0:
        chosen = state["seats"][seat]["chosen"]
        return IllegalMove("paint_limit", "you have painted as many landscapes as your planning card allows",
                           card=chosen, paint=PLANNING[chosen]["paint"])
    if p not in state["path"]:
        there = state["board"][idx(p)] if isinstance(p, str) and p in _SPACES else None
        return IllegalMove("not_on_path", "you may only paint landscapes on this turn's path",
                           **({"card": there} if there else {}))
    cell = state["board"][idx(p)]
    if cell is None:
        return IllegalMove("no_card", "there is no landscape on that space")
    if is_station(cell):
        return IllegalMove("ranger_station", "a ranger station cannot be painted")
    other = artist_on(state, seat, p)
    if other is not None:
        return IllegalMove("artist_on_landscape", "another artist stands on that landscape", artist=other, card=cell)
    if move.get("card") != cell:
        return IllegalMove("wrong_card", f"the landscape on {p} is {cell}",
                           card=cell, **named("asked", move.get("card"), LANDSCAPES))
    return None


_SPACES = frozenset(POSITIONS)


# ----- selling -------------------------------------------------------------------------------


def _sell_candidates(state: State, seat: int) -> list[Move]:
    return [{"type": MoveType.SELL, "commission": c} for c in for_sale(state)]


def _refuse_sell(state: State, seat: int, move: Move) -> IllegalMove | None:
    cid = move.get("commission")
    if not isinstance(cid, str) or not on_sale(state, cid):
        return IllegalMove("commission_unavailable", f"{cid!r} is not in the commission row",
                           **named("commission", cid, COMMISSIONS))
    if not can_complete(COMMISSIONS[cid]["frames"], [], state["seats"][seat]["paintings"]):
        return IllegalMove("cannot_fulfil", "your paintings cannot fill every frame of this commission", commission=cid)
    return None


def _frame_candidates(state: State, seat: int) -> list[Move]:
    chosen = state["sale"]["landscapes"]
    return [{"type": MoveType.FRAME, "landscape": c} for c in state["seats"][seat]["paintings"] if c not in chosen]


def _refuse_frame(state: State, seat: int, move: Move) -> IllegalMove | None:
    lid = move.get("landscape")
    sale = state["sale"]
    chosen = sale["landscapes"]
    pool = [c for c in state["seats"][seat]["paintings"] if c not in chosen]
    if not isinstance(lid, str) or lid not in pool:
        return IllegalMove("not_your_painting", f"{lid!r} is not one of your unsold paintings left to frame",
                           **named("landscape", lid, LANDSCAPES))
    if not can_complete(COMMISSIONS[sale["commission"]]["frames"], chosen + [lid], [p for p in pool if p != lid]):
        return IllegalMove("frame_mismatch", "this landscape does not fit a frame left on the commission",
                           landscape=lid, commission=sale["commission"])
    return None


def _unknown(state: State, seat: int, move: Move) -> IllegalMove:
    return IllegalMove("malformed_move", f"there is no move {move.get('type')!r} in Sunset Over Water")


_KINDS = {k.type: k for k in [
    MoveKind(MoveType.PLAN, _plan_candidates, _refuse_plan,
             ("malformed_move", 'a plan is {"type": "plan", "card", "bottom": [a, b]} ({"type", "card"} alone)')),
    MoveKind(MoveType.STAY, lambda state, seat: [{"type": MoveType.STAY}], _refuse_stay, _no_fields(MoveType.STAY)),
    MoveKind(MoveType.HIKE, _hike_candidates, _refuse_hike,
             ("malformed_move", 'a hike is {"type": "hike", "dir", "distance"}')),
    MoveKind(MoveType.PAINT, _paint_candidates, _refuse_paint,
             ("malformed_move", 'a paint move is {"type": "paint", "pos", "card"}')),
    _only(MoveType.STOP_PAINTING),
    MoveKind(MoveType.SELL, _sell_candidates, _refuse_sell,
             ("malformed_move", 'a sale is {"type": "sell", "commission"}')),
    _only(MoveType.END_TURN),
    MoveKind(MoveType.FRAME, _frame_candidates, _refuse_frame,
             ("malformed_move", 'a frame move is {"type": "frame", "landscape"}')),
    _only(MoveType.CANCEL_SALE),
]}
KINDS = MoveKinds(*(_KINDS[t] for t in MOVE_STEP), unknown=_unknown)

# The move types of each step, in listing order.
_STEP_TYPES: dict[str, list[str]] = {}
for _type, _step in MOVE_STEP.items():
    _STEP_TYPES.setdefault(_step, []).append(_type)


def legal_moves(state: State, seat: int) -> list[Move]:
    return KINDS.legal(state, seat, _STEP_TYPES.get(current_step(state), []))


def refusal(state: State, seat: int, move: Move) -> IllegalMove | None:
    # The step is checked here, from the same table that picks the kinds listed above; each
    # kind's own check then assumes its step.
    step = MOVE_STEP.get(move.get("type"))
    now = current_step(state)
    if step is not None and step != now:
        return IllegalMove("wrong_step", f"{move['type']!r} is not possible now: the current step is {now}", step=now)
    return KINDS.refusal(state, seat, move)


# ----- what the flow and the view ask of the same checks -------------------------------------


def paintable(state: State, seat: int) -> list[str]:
    """Spaces on this turn's path whose landscape the seat may paint now (in the paint step)."""
    return [m["pos"] for m in KINDS.legal(state, seat, [MoveType.PAINT])]


def can_move(state: State, seat: int, type_: str) -> bool:
    """Whether some move of this type is legal now (in its step); stops at the first one."""
    kind = KINDS.by_type[type_]
    return any(kind.refuse(state, seat, m) is None for m in kind.candidates(state, seat))
