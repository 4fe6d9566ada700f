"""Hooks for bots: a full state consistent with one seat's view, and the scores so far."""

from __future__ import annotations

from app.engine import Rng, State, View

from app.engine.grid import edge_mask

from .content import TILES
from .state import CATEGORIES, put_tile


def determinize(view: View, seat: int, seed: int) -> State:
    """Rebuild the public state from the view and deal every unseen tile at random.

    Unseen tiles are those in no view: other hands, the pile and the tiles removed with four
    players. Nothing public says who holds a helper (a reaction window asks every seat that could
    hold one by what is public), so every deal of the unseen tiles is as likely. Other seats'
    hidden answers in an open window are taken as passes.
    """
    pub, priv = view["public"], view["private"]
    seats = pub["seats"]
    players = len(seats)
    state: State = {"players": players}
    rng = Rng.attach(state, seed)
    state.update(display={}, frontier={})
    for k, cell in pub["display"].items():
        x, y = (int(v) for v in k.split(","))
        put_tile(state, x, y, cell["tile"], cell["landscape"], edge_mask(cell["paths"]))

    own = [t["id"] for t in priv["hand"]]
    seen = set(own) | {c["tile"] for c in pub["display"].values()}
    for s in seats:
        seen.update(t["id"] for t in s["discards"])
        if s["helper_in_front"]:
            seen.add(s["helper_in_front"]["id"])
    pool = sorted(t for t in TILES if t not in seen)
    rng.shuffle(pool)
    hands = [own if s == seat else [pool.pop() for _ in range(seats[s]["hand_size"])] for s in range(players)]
    pile = [pool.pop() for _ in range(pub["pile_size"])]
    removed = [pool.pop() for _ in range(pub["removed_count"])]

    w = pub["window"]
    window = None
    if w is not None:
        window = {k: w[k] for k in ("placer", "tile", "landscape", "points", "reason", "area", "edges")}
        window["asked"] = list(w["asked"])
        window["choices"] = {str(s): None for s in w["responded"]}
        if "window_choice" in priv:
            window["choices"][str(seat)] = priv["window_choice"]
    state.update(
        hands=hands,
        pile=pile,
        removed=removed,
        in_front=[s["helper_in_front"] and s["helper_in_front"]["id"] for s in seats],
        discards=[[t["id"] for t in s["discards"]] for s in seats],
        scores=[s["score"] for s in seats],
        breakdown=[{c: s["breakdown"][c] for c in CATEGORIES} for s in seats],
        phase=pub["phase"],
        turn=pub["turn"],
        window=window,
        emergency_left=pub["emergency_left"],
        stuck_run=pub["stuck_run"],
        last=pub["last"],
    )
    if pub["details"] is not None:
        state["scored"] = [list(lines) for lines in pub["details"]]
    return state


def scores_now(state: State) -> list[float]:
    return [float(s) for s in state["scores"]]


def potential(state: State, seat: int) -> float:
    """A helper in hand is worth keeping: it can copy another seat's score out of turn (and is
    10 points when discarded), but only while no helper lies in front of the seat."""
    hand = state["hands"][seat]
    helpers = [t for t in hand if TILES.get(t, {}).get("kind") == "helper"]
    if not helpers:
        return 0.0
    blocked = bool(state["in_front"][seat])
    tiles_left = len(state["pile"]) + sum(len(h) for h in state["hands"])
    late = tiles_left < 4 * state["players"]
    return (4.0 if blocked or late else 8.0) * min(len(helpers), 2)
