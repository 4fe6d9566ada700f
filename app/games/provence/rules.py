"""Applying a move, and the flow of the four phases (which moves are legal: legality.py).

Both player phases are simultaneous: every seat that has not committed is an actor, and its
choices stay in its private `pending` until all seats have committed, when they resolve together.
The scene phase is three small steps: pass (choose the card for the left neighbour), orient
(quarter turns and top/under), place (top-left corner). The walking phase is two: photographer,
then drone, or one "stay" that keeps both tokens where they are. "back" returns to the previous step before committing.
"""

from __future__ import annotations

from .content import ROUNDS
from .legality import BACK_TO
from .photos import photo_phase
from .scoring import final_events
from .state import laid, start_phase, waiting, with_laid


def apply(state: dict, seat_no: int, move: dict) -> list[dict]:
    seat = state["seats"][seat_no]
    pend = seat["pending"]
    kind = move["type"]
    if kind == "back":
        pend["stage"] = BACK_TO[pend["stage"]]
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
    elif kind == "stay":
        pend.update(stage="done", photographer=seat["photographer"], drone=seat["drone"])
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
        placed = laid(seat)
        seat["tableau"] = with_laid(seat["tableau"], placed)
        events.append({"type": "scene_placed", "seat": s, "layer": placed["layer"],
                       **{k: placed[k] for k in ("card", "x", "y", "rot")}})
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
        walker = pend["photographer"] != seat["photographer"]
        flyer = pend["drone"] != seat["drone"]
        if walker or flyer:
            code = "walked_both" if walker and flyer else "walked_photographer" if walker else "walked_drone"
            events.append({"type": "walked", "code": code, "seat": s,
                           "photographer": pend["photographer"], "drone": pend["drone"]})
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
