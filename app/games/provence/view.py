"""What each seat (or a spectator) sees, and which component ids it must not see.

A view holds no object of the state or of the card data (the squares of turned cards are cached
and shared by every game): a caller may change a view in place without harm.
"""

from __future__ import annotations

from .content import GOALS, PHOTO_CARDS, ROUNDS, card_text, parse_card
from .geometry import turned, visible_json
from .scoring import breakdown, totals
from .state import waiting


def _card(card_id: str) -> dict:
    return {"id": card_id, "squares": parse_card(card_text(card_id))}


def _placed(p: dict) -> dict:
    return {**p, "squares": [{"dx": dx, "dy": dy, **sq} for (dx, dy), sq in turned(p["card"], p["rot"])]}


def _placed_ids(state: dict) -> set[str]:
    return {p["card"] for seat in state["seats"] for p in seat["tableau"]}


def view(state: dict, viewer: int | None) -> dict:
    parts = breakdown(state)
    seats = []
    for s, seat in enumerate(state["seats"]):
        pend = seat["pending"]
        seats.append({
            "seat": s,
            "tableau": [_placed(p) for p in seat["tableau"]],
            "visible": visible_json(seat["tableau"]),
            "photographer": seat["photographer"],
            "drone": seat["drone"],
            "markers_left": seat["markers"],
            "hand_size": len(seat["hand"]),
            "has_incoming": seat["incoming"] is not None,
            "committed": pend is not None and pend["stage"] == "done",
            "score": totals(parts[s]),
            "score_total": sum(totals(parts[s]).values()),
        })
    public = {
        "round": state["round"],
        "rounds": ROUNDS,
        "phase": state["phase"],
        "waiting_for": waiting(state),
        "deck_size": len(state["deck"]),
        "photos": [
            {
                "id": ph["id"],
                "pile": PHOTO_CARDS[ph["id"]]["pile"],
                "need": list(PHOTO_CARDS[ph["id"]]["need"]),
                "spots": [
                    {"points": pts, "infinite": i == len(ph["spots"]) - 1, "seats": list(ph["spots"][i])}
                    for i, pts in enumerate(PHOTO_CARDS[ph["id"]]["spots"])
                ],
            }
            for ph in state["photos"]
        ],
        "goals": [{"id": g, **GOALS[g]} for g in state["goals"]],
        "seats": seats,
        "pass_to": "left (seat + 1)",
    }
    if state["phase"] == "over":
        public["details"] = [
            {cat: [{"points": p, "reason": r} for p, r in items] for cat, items in part.items()} for part in parts
        ]
    private: dict = {}
    if viewer is not None:
        seat = state["seats"][viewer]
        placed = _placed_ids(state)
        private = {
            "hand": [_card(c) for c in seat["hand"]],
            "pending": dict(seat["pending"]) if seat["pending"] is not None else None,
            "passed": seat["passed"] if seat["passed"] and seat["passed"] not in placed else None,
        }
    return {"public": public, "private": private}


def hidden_ids(state: dict, viewer: int | None) -> set[str]:
    unseen = set(state["deck"])
    for seat in state["seats"]:
        unseen.update(seat["hand"])
        if seat["incoming"]:
            unseen.add(seat["incoming"])
    if viewer is not None:
        seat = state["seats"][viewer]
        unseen.difference_update(seat["hand"])
        if seat["passed"]:
            unseen.discard(seat["passed"])
    return unseen
