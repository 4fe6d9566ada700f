"""What each seat (or a spectator) sees, and which ids it must not see."""

from __future__ import annotations

from app.engine import State

from app.engine.grid import edge_letters

from .content import describe


def _display_entry(cell: dict) -> dict:
    # A placed cell never changes, so its rendering is made once per tile (views are read-only).
    key = (cell["tile"], cell["landscape"], cell["paths"])
    entry = _ENTRIES.get(key)
    if entry is None:
        tile = cell["tile"]
        kind = "start" if tile == "tile:start" else "emergency" if tile.startswith("emergency:") else "landscape"
        entry = _ENTRIES[key] = {"tile": tile, "kind": kind, "landscape": cell["landscape"],
                                 "paths": edge_letters(cell["paths"])}
    return entry


_ENTRIES: dict[tuple, dict] = {}


def public_view(state: State) -> dict:
    n = state["players"]
    w = state["window"]
    public = {
        "phase": state["phase"],
        "turn": state["turn"] if state["phase"] == "turn" else None,
        "display": {k: _display_entry(c) for k, c in state["display"].items()},
        "pile_size": len(state["pile"]),
        "removed_count": len(state["removed"]),
        "emergency_left": state["emergency_left"],
        "stuck_run": state["stuck_run"],
        "seats": [
            {
                "score": state["scores"][s],
                "breakdown": dict(state["breakdown"][s]),
                "hand_size": len(state["hands"][s]),
                "helper_in_front": state["in_front"][s] and describe(state["in_front"][s]),
                "discards": [describe(t) for t in state["discards"][s]],
            }
            for s in range(n)
        ],
        "last": state.get("last"),
        # The end page's "how every point was scored": each line's code and parameters.
        "details": [list(lines) for lines in state.get("scored", [[] for _ in range(n)])] if state["phase"] == "over" else None,
        "window": None if w is None else {
            "placer": w["placer"], "tile": w["tile"], "landscape": w["landscape"], "points": w["points"],
            "reason": w["reason"], "area": w.get("area"), "edges": w.get("edges"), "asked": list(w["asked"]),
            "responded": [s for s in w["asked"] if str(s) in w["choices"]],
        },
    }
    return public


def private_view(state: State, seat: int) -> dict:
    w = state["window"]
    private = {"seat": seat, "hand": [describe(t) for t in state["hands"][seat]]}
    if w is not None and str(seat) in w["choices"]:
        private["window_choice"] = w["choices"][str(seat)]
    return private


def hidden_ids(state: State, seat: int | None) -> set[str]:
    hidden = set(state["pile"]) | set(state["removed"])
    for s, hand in enumerate(state["hands"]):
        if s != seat:
            hidden.update(hand)
    return hidden
