"""What each seat (or a spectator) sees, and which component ids it must not see."""

from __future__ import annotations

from app.engine import State, View

from . import content
from .content import COMMISSIONS, GOALS, INSPIRATIONS, LANDSCAPES, PLANNING
from .ending import end_code
from .goals import goal_text
from .names import Phase, Step
from .rules import actors
from .legality import paintable
from .preview import hike_preview
from .scoring import final_details, scores_now, solo_rank
from .state import POSITIONS, current_seat, is_station


def landscape(cid: str) -> dict:
    return {"id": cid, "features": LANDSCAPES[cid]}


def commission(cid: str | None) -> dict | None:
    if cid is None:
        return None
    return {"id": cid, **COMMISSIONS[cid]}


def planning(cid: str) -> dict:
    return {"id": cid, **PLANNING[cid]}


def goal(gid: str) -> dict:
    return {"id": gid, **GOALS[gid], "text": goal_text(gid)}


def _wilderness(state: State) -> list[dict]:
    """Each space in reading order: its landscape or ranger station, and the artists on it."""
    artists: dict[str, list[int]] = {}
    for s, st in enumerate(state["seats"]):
        artists.setdefault(st["pos"], []).append(s)
    out = []
    for pos, cell in zip(POSITIONS, state["board"]):
        card = station = None
        if cell is not None:
            if is_station(cell):
                station = cell
            else:
                card = landscape(cell)
        out.append({"pos": pos, "card": card, "station": station, "artists": artists.get(pos) or []})
    return out


def view(state: State, viewer: int | None) -> View:
    return {"public": public_view(state), "private": {} if viewer is None else private_view(state, viewer)}


def public_view(state: State) -> dict:
    revealed = state["phase"] != Phase.PLANNING
    scores = scores_now(state)
    seats = []
    for s, st in enumerate(state["seats"]):
        seats.append({
            "seat": s,
            "colour": st["colour"],
            "pos": st["pos"],
            "paintings": [landscape(c) for c in st["paintings"]],
            "commissions": [commission(c) for c in st["commissions"]],
            "goals": [goal(g) for g in st["goals"]],
            "played": [planning(c) for c in st["played"]],
            "planned": st["chosen"] is not None,
            "chosen": planning(st["chosen"]) if revealed and st["chosen"] else None,
            "deck": len(st["deck"]),
            "hand": len(st["hand"]),
            "score": scores[s],
        })
    seat = current_seat(state)
    sale = state["sale"]
    public = {
        "solo": state["solo"],
        "day": state["day"],
        "days": state["days"],
        "phase": state["phase"],
        "step": state["step"],
        "actors": actors(state),
        "current": seat,
        "order": state["order"],
        "wilderness": _wilderness(state),
        "landscape_deck": len(state["landscape_deck"]),
        "landscape_discard": [landscape(c) for c in state["landscape_discard"]],
        "commission_row": [commission(c) for c in state["commission_row"]],
        "commission_preview": commission(state["commission_preview"]),
        "commission_deck": len(state["commission_deck"]),
        "commission_discard": [commission(c) for c in state["commission_discard"]],
        "goal": None if state["goal"] is None else {**goal(state["goal"]), "holder": state["goal_holder"]},
        "goal_deck": len(state["goal_deck"]),
        "goal_discard": [goal(g) for g in state["goal_discard"]],
        "path": list(state["path"]),
        "paint_left": state["paint_left"],
        "paintable": paintable(state, seat) if state["step"] == Step.PAINT else [],
        "hike_preview": hike_preview(state),
        "turn_log": dict(state["turn_log"]) if state["turn_log"] else None,
        "sale": None if sale is None else {"commission": commission(sale["commission"]),
                                           "landscapes": list(sale["landscapes"])},
        "seats": seats,
        "end_reason": state["end_reason"],
        "end_code": end_code(state),
    }
    if state["phase"] == Phase.OVER:
        public["details"] = final_details(state)
    if state["solo"]:
        st = state["seats"][0]
        feature = INSPIRATIONS[state["inspiration"]]
        public["hand"] = [planning(c) for c in st["hand"]]
        public["inspiration"] = {"id": state["inspiration"], "feature": feature}
        public["journal"] = {"id": content.JOURNAL, "cards": [planning(c) for c in st["played"]]}
        public["rank"] = solo_rank(scores[0])
    return public


def private_view(state: State, viewer: int) -> dict:
    if state["solo"]:
        return {}
    st = state["seats"][viewer]
    unknown = len(st["deck"]) - st["known"]
    return {
        "hand": [planning(c) for c in st["hand"]],
        "chosen": planning(st["chosen"]) if st["chosen"] else None,
        # The owner knows which cards are left, but only the order of those it put back.
        "deck_unknown_order": [planning(c) for c in sorted(st["deck"][:unknown])],
        "deck_bottom": [planning(c) for c in st["deck"][unknown:]],
    }


def hidden_ids(state: State, viewer: int | None) -> set[str]:
    hidden = set(state["landscape_deck"]) | set(state["commission_deck"]) | set(state["goal_deck"])
    for s, st in enumerate(state["seats"]):
        if state["solo"]:
            hidden |= set(st["deck"])
        elif s != viewer:
            hidden |= set(st["deck"]) | set(st["hand"])
            if state["phase"] == Phase.PLANNING and st["chosen"]:
                hidden.add(st["chosen"])
    return hidden
