"""What each seat sees. Only the deck is hidden, from everyone; there are no private secrets."""

from __future__ import annotations

from app.engine import copy_state
from app.engine.memo import JsonMemo

from . import photobook as pb
from .content import CARDS, LOCATION
from .legality import claimable_columns, in_street, locations_within_reach
from .state import STREET_LINES


def _visible_cards(state: dict) -> list[str]:
    ids = [c for c in state["area"].values() if c is not None]
    ids += state["start_cards"]
    if state["pending"]:
        ids.append(state["pending"])
    for s in state["seats"]:
        ids += [cid for col in s["book"] for cid in col["cards"]]
    return ids


# Views show every seat's largest zone and the locations its columns could take at every version;
# both depend on the seat's photobook alone, which changes by a card a turn.
_BOOK_FACTS = JsonMemo(size=8192)


def _book_facts(book: list[dict]) -> dict:
    return _BOOK_FACTS.get(book, lambda: {"largest_zone": pb.largest_zone(pb.blocks(book)),
                                          "locations_within_reach": locations_within_reach(book)})


def view(state: dict, seat: int | None) -> dict:
    """Everything in Osaka is public but the deck's order."""
    return {"public": public_view(state), "private": {}}


def public_view(state: dict) -> dict:
    seats = []
    for i, s in enumerate(state["seats"]):
        facts = _book_facts(s["book"])
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
            "largest_zone": facts["largest_zone"],
            "breakdown": dict(s["breakdown"]),
            # the street's tiles a column of this photobook meets now (the board marks them)
            "within_reach": in_street(state, facts["locations_within_reach"]),
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
        "claim_forgone": bool(state.get("claim_forgone")),
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
        # what each claim would score is its preview (app/games/osaka/worth.py), like every move's
        public["claimable"] = claimable_columns(state, state["turn"])
    return public


def hidden_ids(state: dict, seat: int | None) -> set[str]:
    return set(state["deck"])
