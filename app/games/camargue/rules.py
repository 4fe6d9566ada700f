"""Applying a move, turn order and the end of the game (legal moves are in legal.py).

Moves:
- ``{"type": "place", "tile": id, "x": x, "y": y}``: lay a landscape tile from hand
- ``{"type": "helper", "tile": id}``: discard a helper from hand on your own turn for 10 points
- ``{"type": "claim", "tile": id}`` / ``{"type": "pass"}``: the reaction window after a landscape
  tile scored (an out-of-turn helper)
- ``{"type": "set_aside"}``: the turn of a seat with a helper lying in front of it
- ``{"type": "emergency", "x": x, "y": y}``: lay an emergency tile when nothing in hand can be
  played; the turn then goes on
- ``{"type": "stuck"}``: nothing in hand can be played and no emergency tile can be laid
Drawing is automatic.
"""

from __future__ import annotations

from app.engine import Event, Move, State
from app.engine.events import score
from app.engine.grid import ALL_EDGES, BY_BIT

from .content import EMERGENCY_TILES, HELPER_POINTS, HELPER_TILES, LANDSCAPES, TILES
from .scoring import area_cells, placement_points
from .state import put_tile

HELPERS_SHOWING = {land: [t for t, h in HELPER_TILES.items() if land in h["landscapes"]] for land in LANDSCAPES}

# ----- applying moves ----------------------------------------------------------------------------


def apply(state: State, seat: int, move: Move) -> list[Event]:
    kind = move["type"]
    if kind in ("claim", "pass"):
        return _respond(state, seat, move)
    if kind == "stuck":
        state["stuck_run"] += 1
        return [{"type": "stuck", "seat": seat}] + _advance(state, seat)
    state["stuck_run"] = 0
    # int(): a JSON 1.0 (or true) compares equal to the listed 1, so it passes the legality check
    if kind == "emergency":
        return _emergency(state, seat, int(move["x"]), int(move["y"]))
    if kind == "set_aside":
        helper = state["in_front"][seat]
        state["in_front"][seat] = None
        state["discards"][seat].append(helper)
        return [{"type": "set_aside", "seat": seat, "tile": helper}] + _draw(state, seat) + _advance(state, seat)
    if kind == "helper":
        tile = move["tile"]
        state["hands"][seat].remove(tile)
        state["discards"][seat].append(tile)
        events = [{"type": "helper", "seat": seat, "tile": tile}, _score(state, seat, HELPER_POINTS,
                  f"helper tile played on own turn = {HELPER_POINTS}", "helper", code="helper_played", tile=tile)]
        return events + _draw(state, seat) + _advance(state, seat)
    return _place(state, seat, move["tile"], int(move["x"]), int(move["y"]))


def _score(state: State, seat: int, points: int, reason: str, category: str, **params) -> Event:
    state["scores"][seat] += points
    state["breakdown"][seat][category] += points
    line = {"points": points, "reason": reason, "category": category, **params}
    # Kept for the end page's "how every point was scored" (the score history has no codes).
    state.setdefault("scored", [[] for _ in range(state["players"])])[seat].append(line)
    return score(seat, points, reason, category, **params)


def _draw(state: State, seat: int) -> list[Event]:
    if not state["pile"]:
        return []
    tile = state["pile"].pop()
    state["hands"][seat].append(tile)
    return [{"type": "draw", "seat": seat, "pile_size": len(state["pile"]), "secret": {"tile": tile}}]


def _place(state: State, seat: int, tile: str, x: int, y: int) -> list[Event]:
    info = TILES[tile]
    state["hands"][seat].remove(tile)
    put_tile(state, x, y, tile, info["landscape"], info["paths"])
    scored = placement_points(state, x, y)
    points, reason = scored.points, scored.reason
    state["last"] = {"x": x, "y": y, "area": area_cells(state, x, y, info["landscape"])}
    events: list[Event] = [{"type": "place", "seat": seat, "tile": tile, "x": x, "y": y}]
    # The event (not the kept score line) says where the tile lies, so a log line can point at it.
    events.append({**_score(state, seat, points, reason, "landscape", **scored.params()), "x": x, "y": y})
    events += _draw(state, seat)
    asked = could_claim(state, seat, info["landscape"])
    if asked:
        state["phase"] = "window"
        state["window"] = {
            "placer": seat, "tile": tile, "landscape": info["landscape"], "points": points,
            "reason": reason, "area": scored.area, "edges": scored.edges, "asked": asked, "choices": {},
        }
        events.append({"type": "window", "placer": seat, "landscape": info["landscape"], "asked": asked})
        return events
    return events + _advance(state, seat)


def could_claim(state: State, placer: int, landscape: str) -> list[int]:
    """The seats asked after a landscape tile scores: every other seat that could hold a matching
    helper by what is public, that is with tiles in hand and no helper lying in front of it, as
    long as some helper showing the landscape is out of sight. What is in the hands plays no
    part, so being asked reveals nothing (docs/rules/camargue.md)."""
    in_sight = {t for d in state["discards"] for t in d} | {t for t in state["in_front"] if t}
    if all(t in in_sight for t in HELPERS_SHOWING[landscape]):
        return []
    return [s for s in range(state["players"])
            if s != placer and state["in_front"][s] is None and state["hands"][s]]


def _emergency(state: State, seat: int, x: int, y: int) -> list[Event]:
    nmask = state["frontier"][f"{x},{y}"][2]
    n = EMERGENCY_TILES - state["emergency_left"] + 1
    state["emergency_left"] -= 1
    put_tile(state, x, y, f"emergency:{n}", None, ALL_EDGES & ~nmask)
    state["last"] = {"x": x, "y": y, "area": []}
    return [{"type": "emergency", "seat": seat, "x": x, "y": y, "tile": f"emergency:{n}", "points": 0,
             "towards": BY_BIT[nmask].name}]


def _respond(state: State, seat: int, move: Move) -> list[Event]:
    w = state["window"]
    w["choices"][str(seat)] = move.get("tile")
    events: list[Event] = [{"type": "responded", "seat": seat}]
    if len(w["choices"]) < len(w["asked"]):
        return events
    # Every seat asked has answered: the claims are revealed and scored together.
    for s in w["asked"]:
        tile = w["choices"][str(s)]
        if tile is None:
            continue
        state["hands"][s].remove(tile)
        state["in_front"][s] = tile
        events.append({"type": "claim", "seat": s, "tile": tile})
        line = _score(state, s, w["points"], f"matching helper: {w['reason']}", "claim", code="helper_claimed",
                         tile=tile, placer=w["placer"], landscape=w["landscape"], area=w["area"], edges=w["edges"])
        events.append({**line, "x": state["last"]["x"], "y": state["last"]["y"]})  # the tile the claim copies
    # One event saying how the window ended, so a log can give it a single line.
    claimed = [s for s in w["asked"] if w["choices"][str(s)] is not None]
    events.append({"type": "window_closed", "code": "window_claimed" if claimed else "window_unclaimed",
                   "placer": w["placer"], "landscape": w["landscape"], "points": w["points"],
                   "asked": list(w["asked"]), "claimed": claimed})
    state["window"] = None
    state["phase"] = "turn"
    return events + _advance(state, w["placer"])


def _advance(state: State, seat: int) -> list[Event]:
    """Pass the turn to the next seat on the left that still holds tiles, or end the game."""
    hands = state["hands"]
    holding = [s for s in range(state["players"]) if hands[s]]
    if not holding or state["stuck_run"] >= len(holding):
        state["phase"] = "over"
        state["turn"] = None
        return [{"type": "game_over", "scores": list(state["scores"])}]
    n = state["players"]
    nxt = (seat + 1) % n
    while not hands[nxt]:
        nxt = (nxt + 1) % n
    if nxt <= seat and "round" in state:  # play came round the table: a new round begins
        state["round"] += 1
    state["phase"] = "turn"
    state["turn"] = nxt
    return [{"type": "turn", "seat": nxt}]
