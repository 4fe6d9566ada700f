"""Setup and small accessors on the state.

State layout:
    players, round (1..10), phase ("scene" | "walk" | "over"), deck [card ids],
    photos [{"id", "spots": [[seats] per spot, highest first, the last is infinity]}],
    goals [goal ids face up],
    seats [{"hand", "incoming" (card passed to this seat this round), "passed" (the card this seat
            passed last, while it is unplaced), "tableau" [placements bottom to top],
            "photographer", "drone" ("x,y"), "markers" (left), "pending" (this phase's uncommitted
            choice, private) }],
    rng, final (None until the end).
"""

from __future__ import annotations

from app.engine import Rng
from app.engine.grid import key

from .content import GOAL_CARDS, HAND, MARKERS, PHOTO_CARDS, PHOTO_PICKS, SCENE_CARDS, START_CARDS
from .geometry import visible


def cards_for(players: int) -> list[str]:
    return [cid for cid, c in SCENE_CARDS.items() if c["min_players"] <= players]


def setup(players: int, seed: int) -> dict:
    state: dict = {"players": players, "round": 1, "phase": "scene", "final": None}
    rng = Rng.attach(state, seed)
    deck = cards_for(players)
    rng.shuffle(deck)

    photos = []
    for pile, count in PHOTO_PICKS.items():
        pool = [pid for pid, c in PHOTO_CARDS.items() if c["pile"] == pile]
        for pid in rng.sample(pool, count):
            photos.append({"id": pid, "spots": [[] for _ in PHOTO_CARDS[pid]["spots"]]})
    goal_cards = rng.sample(GOAL_CARDS, 2)
    goals = [card[rng.below(2)] for card in goal_cards]

    starts = rng.sample(list(START_CARDS), players)
    seats = []
    for s in range(players):
        tableau = [{"card": starts[s], "x": 0, "y": 0, "rot": 0}]
        vis = visible(tableau)
        scooter = next(p for p, sq in vis.items() if sq.get("scooter"))
        trees = sorted(p for p, sq in vis.items() if sq.get("tree"))
        seats.append({
            "hand": [deck.pop() for _ in range(HAND)],
            "incoming": None,
            "passed": None,
            "tableau": tableau,
            "photographer": key(scooter),
            "drone": key(rng.choice(trees)),
            "markers": MARKERS,
            "pending": None,
        })
    state.update(deck=deck, photos=photos, goals=goals, seats=seats)
    start_phase(state)
    return state


def start_phase(state: dict) -> None:
    """Give every seat a fresh pending choice for the current phase."""
    for seat in state["seats"]:
        if state["phase"] == "scene":
            stage = "pass" if len(seat["hand"]) > 1 else "orient"
            seat["pending"] = {"stage": stage, "pass": None, "rot": None, "layer": None, "x": None, "y": None}
        elif state["phase"] == "walk":
            seat["pending"] = {"stage": "photographer", "photographer": None, "drone": None}
        else:
            seat["pending"] = None


def copy_for_move(state: dict) -> dict:
    """A copy of the state that a move may change without touching `state` (see rules.py): every
    dict and list a move changes in place is new, and the rest, which moves only read (the cards
    laid on tableaux, the goals), is shared."""
    return {
        **state,
        "deck": list(state["deck"]),
        "photos": [{**photo, "spots": [list(spot) for spot in photo["spots"]]} for photo in state["photos"]],
        "seats": [{**seat, "hand": list(seat["hand"]), "tableau": list(seat["tableau"]),
                   "pending": None if seat["pending"] is None else dict(seat["pending"])}
                  for seat in state["seats"]],
    }


def waiting(state: dict) -> list[int]:
    """Seats that still have to commit their choice in this phase."""
    if state["phase"] == "over":
        return []
    return [s for s, seat in enumerate(state["seats"]) if seat["pending"]["stage"] != "done"]


def placing_card(seat: dict) -> str:
    """The card a seat is placing this round (the one it does not pass)."""
    passing = seat["pending"]["pass"]
    return next(c for c in seat["hand"] if c != passing)


def laid(seat: dict) -> dict | None:
    """The placement a seat has committed in this scene phase ({card, x, y, rot, layer}), secret
    until every seat has committed; None before it commits and outside the scene phase."""
    pend = seat["pending"]
    if pend is None or pend["stage"] != "done" or "x" not in pend:
        return None
    return {"card": placing_card(seat), "x": pend["x"], "y": pend["y"], "rot": pend["rot"], "layer": pend["layer"]}


def with_laid(tableau: list[dict], placed: dict | None) -> list[dict]:
    """The tableau with a placement added: tucked under every card, or on top of them."""
    if placed is None:
        return tableau
    card = {k: placed[k] for k in ("card", "x", "y", "rot")}
    return [card, *tableau] if placed["layer"] == "under" else [*tableau, card]


def walked(seat: dict) -> tuple[str, str] | None:
    """The squares (photographer, drone) a seat has committed its tokens to in this walking
    phase, secret until every seat has walked; None before it commits and outside the walk."""
    pend = seat["pending"]
    if pend is None or pend["stage"] != "done" or "drone" not in pend:
        return None
    return pend["photographer"], pend["drone"]
