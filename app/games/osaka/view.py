"""What each seat sees. Only the deck is hidden, from everyone; there are no private secrets."""

from __future__ import annotations

from app.engine import copy_state

from . import photobook as pb
from . import scoring
from .content import CARDS, LOCATION
from .legality import claimable_columns, tiles_within_reach
from .state import STREET_LINES


def _visible_cards(state: dict) -> list[str]:
    ids = [c for c in state["area"].values() if c is not None]
    ids += state["start_cards"]
    if state["pending"]:
        ids.append(state["pending"])
    for s in state["seats"]:
        ids += [cid for col in s["book"] for cid in col["cards"]]
    return ids


def view(state: dict, seat: int | None) -> dict:
    """Everything in Osaka is public but the deck's order."""
    return {"public": public_view(state), "private": {}}


def public_view(state: dict) -> dict:
    seats = []
    for i, s in enumerate(state["seats"]):
        seats.append({
            "seat": i,
            "score": s["score"],
            # the 1-9 track and the 10-point marker
            "track": {"marker": s["score"] % 10, "tens": s["score"] - s["score"] % 10},
            "sandals": s["sandals"],
            "pawn": state["pawns"][i],
            "bonus_marker": state["bonus"][i],
            "book": [{"cards": list(col["cards"]), "tile": col["tile"]} for col in s["book"]],
            "cards": pb.card_count(s["book"]),
            "tiles": list(s["tiles"]),
            "largest_zone": pb.book_largest_zone(s["book"]),
            "breakdown": dict(s["breakdown"]),
            # the street's tiles a column of this photobook meets now (the board marks them)
            "within_reach": tiles_within_reach(state, i),
        })
    pawn_at: dict[int, int] = {}
    for i, q in enumerate(state["pawns"]):
        pawn_at.setdefault(q, i)
    street = [{"pos": p, "tile": t, "faces": list(STREET_LINES[p]), "pawn": pawn_at.get(p)}
              for p, t in enumerate(state["street"])]
    public = {
        "phase": state["phase"],
        "turn": state["turn"],
        "round": state["round"],
        "rounds": state["rounds"],
        "last_round": state["last_round"],
        "claim_stage": state["claim_stage"],
        "pending": state["pending"],
        "deck": len(state["deck"]),
        "area": dict(state["area"]),
        "street": street,
        "options": list(state["options"]),
        "shogun": state["shogun"],
        "last_shogunate": copy_state(state.get("last_shogunate")),
        "supply": state["supply"],
        "start_cards": list(state["start_cards"]),
        "seats": seats,
        "cards": {cid: CARDS[cid] for cid in _visible_cards(state)},
        "locations": {t: LOCATION[t] for t in state["street"] if t is not None}
        | {t: LOCATION[t] for s in state["seats"] for t in s["tiles"]},
    }
    if state["phase"] == "claim":
        public["claimable"] = claimable_columns(state, state["turn"])
        # what each claim would score: the location bonus of that column, as the engine scores it
        book = state["seats"][state["turn"]]["book"]
        public["claim_preview"] = [
            {"column": c, "blocks": len(pb.column_blocks(book, c)), "points": got.points, "code": got.code, **got.params}
            for c in public["claimable"] for got in [scoring.tier_bonus(pb.column_blocks(book, c))]]
    return public


def hidden_ids(state: dict, seat: int | None) -> set[str]:
    return set(state["deck"])
