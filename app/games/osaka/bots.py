"""Hooks for bots: a full state consistent with one seat's view, and the scores so far."""

from __future__ import annotations

import copy

from app.engine import Rng, State, View

from .content import TOWN_CARDS


def determinize(view: View, seat: int, seed: int) -> State:
    """Rebuild the public state from the view; the only unseen components are the deck's cards,
    dealt in random order from the town cards that appear nowhere in the view."""
    pub = view["public"]
    seats = pub["seats"]
    state: State = {"players": len(seats)}
    rng = Rng.attach(state, seed)
    seen = set(pub["cards"])
    deck = [c["id"] for c in TOWN_CARDS if c["id"] not in seen]
    rng.shuffle(deck)
    if len(deck) != pub["deck"]:
        raise ValueError("the view does not account for every town card")
    pawns = [s["pawn"] for s in seats]
    state.update(
        deck=deck,
        area=dict(pub["area"]),
        street=[m["tile"] for m in pub["street"]],
        pawns=pawns,
        options=list(pub["options"]),
        shogun=pub["shogun"],
        bonus=[s["bonus_marker"] for s in seats],
        supply=pub["supply"],
        start_cards=list(pub["start_cards"]),
        seats=[
            {"score": s["score"], "sandals": s["sandals"],
             "book": [{"cards": list(c["cards"]), "tile": c["tile"]} for c in s["book"]],
             "tiles": list(s["tiles"]), "breakdown": dict(s["breakdown"]),
             "largest_zone": s["largest_zone"] if pub["phase"] == "over" else 0}
            for s in seats
        ],
        phase=pub["phase"],
        turn=pub["turn"],
        round=pub["round"],
        rounds=pub["rounds"],
        pending=pub["pending"],
        claim_stage=pub["claim_stage"],
        last_round=pub["last_round"],
    )
    if pub.get("claim_forgone"):
        state["claim_forgone"] = True
    if pub.get("last_shogunate") is not None:
        state["last_shogunate"] = copy.deepcopy(pub["last_shogunate"])
    return state


def scores_now(state: State) -> list[float]:
    return [float(s["score"]) for s in state["seats"]]
