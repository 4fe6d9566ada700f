"""What each seat (or a spectator) sees, and which component ids stay hidden from it."""

from __future__ import annotations

from .board import AIRPORTS
from .content import CONTESTS, DIARIES, HIGHWAYS, LOCATIONS, RAILWAYS, REGIONS, SIGHTS
from .scoring import score_lines, standing
from .state import State, diary_slots, photos
from .texts import bonus_text, condition_text, contest_text, diary_text


def _static() -> dict:
    """The fixed component set, keyed by number (never by a card id, so it cannot leak one)."""
    return {
        "regions": REGIONS,
        "locations": {
            str(n): loc._asdict() for n, loc in LOCATIONS.items()
        },
        "railways": [list(e) for e in RAILWAYS],
        "highways": [list(e) for e in HIGHWAYS],
        "airports": AIRPORTS,
        "sights": {
            str(n): {**s._asdict(), "spaces": list(s.spaces), "bonus_text": bonus_text(s.bonus)}
            for n, s in SIGHTS.items()
        },
        "diaries": [
            {"name": d["name"],
             "top": [{"type": t, "bonus": b, "text": diary_text(b)} for t, b in d["top"]],
             "bottom": [{"type": t, "condition": c, "text": condition_text(c)} for t, c in d["bottom"]]}
            for d in DIARIES
        ],
        "contests": {str(i): {**c, "text": contest_text(c)} for i, c in CONTESTS.items()},
    }


STATIC = _static()  # served once through Phototour.metadata()["content"], not in every view


def _details(state: State) -> list[list[dict]] | None:
    """At the end, every line of every final score: category, points, code and parameters (the
    end page words them from the catalog) and the English reason."""
    if state["phase"] != "over":
        return None
    return [[{"category": ln.category, "points": ln.points, "code": ln.code, "reason": ln.reason, **ln.params}
             for ln in lines if ln.points] for lines in score_lines(state)]


def view(state: State, seat: int | None) -> dict:
    return {"public": public_view(state), "private": {} if seat is None else private_view(state, seat)}


def public_view(state: State) -> dict:
    scores = standing(state) if state["phase"] != "start" else None
    seats = []
    for s, me in enumerate(state["seats"]):
        known = [c for c in me["hand"] if c not in me["secret"]]
        seats.append({
            "seat": s,
            "pawn": me["pawn"],
            "hand_count": len(me["hand"]),
            "hand_known": known,
            "reserve": list(me["reserve"]),
            "diary": me["diary"],
            "diary_side": "A" if me["diary_id"] is None else "B",
            "diary_id": me["diary_id"],
            "diary_slots": [dict(x) for x in diary_slots(state, s) or []] or None,
            "photos": len(photos(me)),
            "reacted": me["reacted"],
            "bonus_points": me["bonus_points"],
            "chosen": me["choice"] is not None if state["phase"] == "start" else None,
            "score": sum(scores[s].values()) if scores else 0,
            "breakdown": scores[s] if scores else None,
        })
    turn = state["turn"]
    reaction = state["reaction"]
    public = {
        "mode": state["mode"],
        "phase": state["phase"],
        "players": state["n"],
        "first": state["first"],
        "last_round": state["last_round"],
        "active": turn["seat"] if turn else None,
        "turn": turn,
        "reaction": reaction and {"seat": reaction["queue"][0], **reaction},
        "display": state["display"],
        "deck_count": len(state["deck"]),
        "sight_discard": state["sight_discard"],
        "board_tokens": state["board"],
        "bag": state["bag"],
        "bag_count": sum(state["bag"].values()),
        "token_discard": state["token_discard"],
        "dice": state["dice"],
        "contests": state["contests"],
        "seats": seats,
        "content": "phototour-standin-2",  # the contests changed in 2
        "details": _details(state),
    }
    return public


def private_view(state: State, seat: int) -> dict:
    me = state["seats"][seat]
    return {"hand": list(me["hand"]), "dealt": list(me["dealt"]), "choice": me["choice"]}


def hidden_ids(state: State, seat: int | None) -> set[str]:
    hidden = set(state["deck"])
    for s, me in enumerate(state["seats"]):
        if s == seat:
            continue
        hidden.update(me["secret"])
        hidden.update(me["dealt"])
    return hidden
