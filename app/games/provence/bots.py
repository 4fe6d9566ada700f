"""Hook for bots: a full state consistent with one seat's view (scores_now lives in scoring.py)."""

from __future__ import annotations

from app.engine import Rng

from .legality import orientations, placer
from .state import cards_for, placing_card


def _fresh_pending(phase: str, hand_size: int) -> dict | None:
    if phase == "scene":
        return {"stage": "pass" if hand_size > 1 else "orient", "pass": None, "rot": None, "layer": None,
                "x": None, "y": None}
    if phase == "walk":
        return {"stage": "photographer", "photographer": None, "drone": None}
    return None


def determinize(view: dict, seat: int, seed: int) -> dict:
    """A state consistent with `view` (what `seat` sees); unseen cards dealt at random."""
    pub, priv = view["public"], view["private"]
    players = len(pub["seats"])
    state: dict = {"players": players, "round": pub["round"], "phase": pub["phase"], "final": None}
    rng = Rng.attach(state, seed)

    placed = {p["card"] for s in pub["seats"] for p in s["tableau"]}
    own_hand = [c["id"] for c in priv.get("hand", [])]
    known_passed = priv.get("passed")
    if known_passed in own_hand:
        known_passed = None
    pool = [c for c in cards_for(players) if c not in placed and c not in own_hand and c != known_passed]
    rng.shuffle(pool)

    # hidden slots: other seats' hands, every seat's face-down incoming card, then the deck
    slots: list[tuple[int, str]] = []
    for s, ps in enumerate(pub["seats"]):
        if s != seat:
            slots += [(s, "hand")] * ps["hand_size"]
        if ps["has_incoming"]:
            slots.append((s, "incoming"))
    if known_passed is not None:
        # The left neighbour holds it: face down as its incoming card in the walking phase, in
        # its hand from the refill until the next scene phase resolves (then it is placed or
        # passed on, and the view no longer names it).
        left = (seat + 1) % players
        where = "incoming" if pub["phase"] == "walk" else "hand"
        if (left, where) not in slots:
            raise ValueError("the view names a passed card but the left neighbour has no slot for it")
        slots.remove((left, where))
        slots.insert(0, (left, where))
        pool.insert(0, known_passed)

    seats = []
    for s, ps in enumerate(pub["seats"]):
        seats.append({
            "hand": list(own_hand) if s == seat else [],
            "incoming": None,
            "passed": priv.get("passed") if s == seat else None,
            "tableau": [{k: p[k] for k in ("card", "x", "y", "rot")} for p in ps["tableau"]],
            "photographer": ps["photographer"],
            "drone": ps["drone"],
            "markers": ps["markers_left"],
            "pending": None,
        })
    for (s, where), card in zip(slots, pool):
        if where == "hand":
            seats[s]["hand"].append(card)
        else:
            seats[s]["incoming"] = card
    deck = pool[len(slots):]
    assert len(deck) == pub["deck_size"], "the view's card counts are inconsistent"

    state.update(
        deck=deck,
        photos=[{"id": ph["id"], "spots": [list(sp["seats"]) for sp in ph["spots"]]} for ph in pub["photos"]],
        goals=[g["id"] for g in pub["goals"]],
        seats=seats,
    )
    for s, ps in enumerate(pub["seats"]):
        seat_state = seats[s]
        if s == seat:
            seat_state["pending"] = priv.get("pending")
            continue
        pend = _fresh_pending(pub["phase"], ps["hand_size"])
        seat_state["pending"] = pend
        if pend is None or not ps["committed"]:
            continue
        if pub["phase"] == "scene":  # some secret choice that the rules allow
            if len(seat_state["hand"]) > 1:
                pend["pass"] = rng.choice(seat_state["hand"])
            rot, layer = rng.choice(orientations(seat_state))
            x, y = rng.choice(placer(seat_state).anchors(placing_card(seat_state), rot, layer))
            pend.update(stage="done", rot=rot, layer=layer, x=x, y=y)
        else:  # staying put is always legal
            pend.update(stage="done", photographer=seat_state["photographer"], drone=seat_state["drone"])
    return state
