"""Legal moves, applying a move, and the flow of the four phases.

Both player phases are simultaneous: every seat that has not committed is an actor, and its
choices stay in its private `pending` until all seats have committed, when they resolve together.
The scene phase is three small steps: pass (choose the card for the left neighbour), orient
(quarter turns and top/under), place (top-left corner). The walking phase is two: photographer,
then drone. "back" returns to the previous step before committing.
"""

from __future__ import annotations

from app.engine import IllegalMove
from app.engine.grid import key, unkey

from .content import ROUNDS
from .geometry import LAYERS, ROTATIONS, Placer, visible
from .photos import photo_phase
from .scoring import final_events
from .state import placing_card, start_phase, waiting


def placer(seat: dict) -> Placer:
    return Placer(seat["tableau"], [unkey(seat["photographer"]), unkey(seat["drone"])])


def orientations(seat: dict) -> list[tuple[int, str]]:
    """(rot, layer) pairs with at least one legal corner for the card being placed."""
    card = placing_card(seat)
    pl = placer(seat)
    return [(r, layer) for layer in LAYERS for r in ROTATIONS if pl.anchors(card, r, layer, first_only=True)]


def meadows(seat: dict) -> list[str]:
    vis = visible(seat["tableau"])
    return [key(p) for p in sorted(vis, key=lambda p: (p[1], p[0])) if vis[p]["t"] == "meadow"]


def legal_moves(state: dict, seat_no: int) -> list[dict]:
    seat = state["seats"][seat_no]
    pend = seat["pending"]
    stage = pend["stage"]
    can_back = {"type": "back"}
    if stage == "pass":
        return [{"type": "pass", "card": c} for c in seat["hand"]]
    if stage == "orient":
        moves = [{"type": "orient", "rot": r, "layer": layer} for r, layer in orientations(seat)]
        return moves + ([can_back] if len(seat["hand"]) > 1 else [])
    if stage == "place":
        anchors = placer(seat).anchors(placing_card(seat), pend["rot"], pend["layer"])
        return [{"type": "place", "x": x, "y": y} for x, y in anchors] + [can_back]
    if stage == "photographer":
        return [{"type": "photographer", "to": m} for m in meadows(seat)]
    if stage == "drone":
        return [{"type": "drone", "to": m} for m in meadows(seat) if m != pend["photographer"]] + [can_back]
    return []


def apply(state: dict, seat_no: int, move: dict) -> list[dict]:
    seat = state["seats"][seat_no]
    pend = seat["pending"]
    kind = move["type"]
    if kind == "back":
        pend["stage"] = {"orient": "pass", "place": "orient", "drone": "photographer"}[pend["stage"]]
        return []
    if kind == "pass":
        pend.update(stage="orient", **{"pass": move["card"]})
        return []
    if kind == "orient":
        pend.update(stage="place", rot=move["rot"], layer=move["layer"])
        return []
    if kind == "place":
        pend.update(stage="done", x=move["x"], y=move["y"])
    elif kind == "photographer":
        pend.update(stage="drone", photographer=move["to"])
        return []
    elif kind == "drone":
        pend.update(stage="done", drone=move["to"])
    events = [{"type": "committed", "seat": seat_no, "phase": state["phase"]}]
    if not waiting(state):
        events += resolve_scene(state) if state["phase"] == "scene" else resolve_walk(state)
    return events


def resolve_scene(state: dict) -> list[dict]:
    """Everyone's placement and passed card take effect at once."""
    seats = state["seats"]
    n = len(seats)
    events = []
    for s, seat in enumerate(seats):
        pend = seat["pending"]
        card = placing_card(seat)
        placed = {"card": card, "x": pend["x"], "y": pend["y"], "rot": pend["rot"]}
        if pend["layer"] == "under":
            seat["tableau"].insert(0, placed)
        else:
            seat["tableau"].append(placed)
        events.append({"type": "scene_placed", "seat": s, "layer": pend["layer"], **placed})
        if pend["pass"] is not None:
            left = (s + 1) % n
            seats[left]["incoming"] = pend["pass"]
            seat["passed"] = pend["pass"]
            events.append({"type": "card_passed", "seat": s, "to": left, "secret": {"card": pend["pass"]}})
        seat["hand"] = []
    state["phase"] = "walk"
    start_phase(state)
    return events


def resolve_walk(state: dict) -> list[dict]:
    """Tokens move at once; then the photo phase, and the refill phase or the end of the game."""
    events = []
    for s, seat in enumerate(state["seats"]):
        pend = seat["pending"]
        if (pend["photographer"], pend["drone"]) != (seat["photographer"], seat["drone"]):
            events.append({"type": "walked", "seat": s, "photographer": pend["photographer"], "drone": pend["drone"]})
        seat["photographer"], seat["drone"] = pend["photographer"], pend["drone"]
    events += photo_phase(state)
    if state["round"] >= ROUNDS:  # exception 2: no refill in the final round
        state["phase"] = "over"
        start_phase(state)
        events += final_events(state)
        events.append({"type": "game_over"})
        return events
    for s, seat in enumerate(state["seats"]):
        # exception 1: when the deck is empty (second to last round) only the passed card is taken
        seat["hand"] = [seat["incoming"]] + ([state["deck"].pop()] if state["deck"] else [])
        seat["incoming"] = None
        events.append({"type": "refilled", "seat": s, "hand_size": len(seat["hand"])})
    state["round"] += 1
    state["phase"] = "scene"
    start_phase(state)
    events.append({"type": "round_started", "round": state["round"]})
    return events


def why_illegal(state: dict, seat_no: int, move: dict) -> IllegalMove:
    seat = state["seats"][seat_no]
    pend = seat["pending"]
    stage = pend["stage"]
    kind = move.get("type")
    expected = {"pass": "pass", "orient": "orient", "place": "place", "photographer": "photographer", "drone": "drone"}
    fields = {"back": set(), "pass": {"card"}, "orient": {"rot", "layer"}, "place": {"x", "y"},
              "photographer": {"to"}, "drone": {"to"}}
    if kind in fields and set(move) != fields[kind] | {"type"}:
        return IllegalMove("malformed_move", f"a {kind!r} move has exactly the fields {sorted(fields[kind])}")
    if kind == "back":
        return IllegalMove("nothing_to_undo", "there is no earlier step to return to")
    if kind not in expected.values():
        return IllegalMove("malformed_move", f"unknown move type {kind!r}")
    if kind != expected.get(stage):
        return IllegalMove("wrong_step", f"the current step is {stage!r}, not {kind!r}")
    if kind == "pass":
        return IllegalMove("card_not_in_hand", "you can only pass a card from your hand")
    if kind == "orient":
        if move.get("rot") not in ROTATIONS or move.get("layer") not in LAYERS:
            return IllegalMove("malformed_move", "rot is 0-3 quarter turns and layer is 'top' or 'under'")
        return IllegalMove("no_room", "the card has no legal position in this orientation")
    if kind == "place":
        x, y = move.get("x"), move.get("y")
        if not isinstance(x, int) or not isinstance(y, int):
            return IllegalMove("malformed_move", "a placement is {type, x, y} with integer x and y")
        problem = placer(seat).problem(placing_card(seat), x, y, pend["rot"], pend["layer"])
        if problem:
            return IllegalMove(*problem)
        return IllegalMove("illegal_move", "that placement is not allowed")
    to = move.get("to")
    vis = visible(seat["tableau"])
    try:
        pos = unkey(to)
    except (AttributeError, ValueError):
        return IllegalMove("malformed_move", 'a destination is "x,y"')
    if pos not in vis or vis[pos]["t"] != "meadow":
        return IllegalMove("not_meadow", "tokens may only stand on a visible meadow square")
    if kind == "drone" and to == pend["photographer"]:
        return IllegalMove("square_taken", "a meadow square holds only one token")
    return IllegalMove("illegal_move", "that move is not allowed")
