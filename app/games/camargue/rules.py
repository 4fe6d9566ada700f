"""Legal moves, applying a move, turn order and the end of the game.

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

from app.engine import Event, IllegalMove, Move, State
from app.engine.events import score
from app.engine.grid import ALL_EDGES, BY_BIT

from .content import EMERGENCY_TILES, HELPER_POINTS, TILES
from .scoring import placement_points
from .state import put_tile

# ----- legal moves -------------------------------------------------------------------------------


def placements(state: State, seat: int) -> list[Move]:
    hand = [(t, TILES[t]["paths"]) for t in state["hands"][seat] if TILES[t]["kind"] == "landscape"]
    if not hand:
        return []
    out = []
    for x, y, nmask, pmask in state["frontier"].values():
        if not pmask:
            continue
        for tid, paths in hand:
            if paths & nmask == pmask:
                out.append({"type": "place", "tile": tid, "x": x, "y": y})
    return out


def emergency_spots(state: State) -> list[Move]:
    """Cells touching exactly one tile, on an edge of that tile without a path."""
    return [
        {"type": "emergency", "x": x, "y": y}
        for x, y, nmask, pmask in state["frontier"].values()
        if not pmask and nmask in BY_BIT
    ]


def turn_moves(state: State, seat: int) -> list[Move]:
    if state["in_front"][seat] is not None:
        return [{"type": "set_aside"}]
    moves = placements(state, seat)
    moves += [{"type": "helper", "tile": t} for t in state["hands"][seat] if TILES[t]["kind"] == "helper"]
    if moves:
        return moves
    if state["emergency_left"] > 0:
        moves = emergency_spots(state)
    return moves or [{"type": "stuck"}]


def matching_helpers(state: State, seat: int, landscape: str) -> list[str]:
    return [t for t in state["hands"][seat] if TILES[t]["kind"] == "helper" and landscape in TILES[t]["landscapes"]]


def legal_moves(state: State, seat: int) -> list[Move]:
    if state["phase"] == "turn":
        return turn_moves(state, seat) if seat == state["turn"] else []
    if state["phase"] == "window":
        w = state["window"]
        if seat not in w["eligible"] or str(seat) in w["choices"]:
            return []
        return [{"type": "claim", "tile": t} for t in matching_helpers(state, seat, w["landscape"])] + [
            {"type": "pass"}
        ]
    return []


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
                  f"helper tile played on own turn = {HELPER_POINTS}", "helper")]
        return events + _draw(state, seat) + _advance(state, seat)
    return _place(state, seat, move["tile"], int(move["x"]), int(move["y"]))


def _score(state: State, seat: int, points: int, reason: str, category: str) -> Event:
    state["scores"][seat] += points
    state["breakdown"][seat][category] += points
    return score(seat, points, reason, category)


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
    points, reason = placement_points(state, x, y)
    events: list[Event] = [{"type": "place", "seat": seat, "tile": tile, "x": x, "y": y}]
    events.append(_score(state, seat, points, reason, "landscape"))
    events += _draw(state, seat)
    eligible = [
        s for s in range(state["players"])
        if s != seat and state["in_front"][s] is None and matching_helpers(state, s, info["landscape"])
    ]
    if eligible:
        state["phase"] = "window"
        state["window"] = {
            "placer": seat, "tile": tile, "landscape": info["landscape"], "points": points,
            "reason": reason, "eligible": eligible, "choices": {},
        }
        events.append({"type": "window", "placer": seat, "landscape": info["landscape"], "eligible": eligible})
        return events
    return events + _advance(state, seat)


def _emergency(state: State, seat: int, x: int, y: int) -> list[Event]:
    nmask = state["frontier"][f"{x},{y}"][2]
    n = EMERGENCY_TILES - state["emergency_left"] + 1
    state["emergency_left"] -= 1
    put_tile(state, x, y, f"emergency:{n}", None, ALL_EDGES & ~nmask)
    return [{"type": "emergency", "seat": seat, "x": x, "y": y, "tile": f"emergency:{n}", "points": 0,
             "towards": BY_BIT[nmask].name}]


def _respond(state: State, seat: int, move: Move) -> list[Event]:
    w = state["window"]
    w["choices"][str(seat)] = move.get("tile")
    events: list[Event] = [{"type": "responded", "seat": seat}]
    if len(w["choices"]) < len(w["eligible"]):
        return events
    # Every eligible seat has answered: the claims are revealed and scored together.
    for s in w["eligible"]:
        tile = w["choices"][str(s)]
        if tile is None:
            continue
        state["hands"][s].remove(tile)
        state["in_front"][s] = tile
        events.append({"type": "claim", "seat": s, "tile": tile})
        events.append(_score(state, s, w["points"], f"matching helper: {w['reason']}", "claim"))
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
    state["phase"] = "turn"
    state["turn"] = nxt
    return [{"type": "turn", "seat": nxt}]


# ----- why a move is refused ---------------------------------------------------------------------


def why_illegal(state: State, seat: int, move: Move) -> IllegalMove:
    kind = move.get("type")
    phase = state["phase"]
    if kind not in ("place", "helper", "claim", "pass", "set_aside", "emergency", "stuck"):
        return IllegalMove("malformed_move", f"unknown move type {kind!r}")
    if phase == "window" and kind not in ("claim", "pass"):
        return IllegalMove("wrong_phase", "answer the matching helper window with claim or pass first")
    if phase == "turn" and kind in ("claim", "pass"):
        return IllegalMove("wrong_phase", "claims are made only right after a landscape tile scores")
    legal = legal_moves(state, seat)
    fields = {"place": {"type", "tile", "x", "y"}, "helper": {"type", "tile"}, "claim": {"type", "tile"},
              "emergency": {"type", "x", "y"}}.get(kind, {"type"})
    if set(move) != fields:
        return IllegalMove("malformed_move", f"a {kind!r} move has exactly the fields {sorted(fields)}")
    if phase == "turn" and state["in_front"][seat] is not None and kind != "set_aside":
        return IllegalMove("must_set_aside", "a helper lies in front of you: set it aside (and draw) this turn")
    if kind == "set_aside":
        return IllegalMove("no_helper_in_front", "there is no helper lying in front of you")
    hand = state["hands"][seat]
    if kind in ("place", "helper", "claim"):
        tile = move["tile"]
        if tile not in hand:
            return IllegalMove("tile_not_in_hand", f"{tile!r} is not in your hand")
        info = TILES[tile]
        if kind == "place" and info["kind"] != "landscape":
            return IllegalMove("not_a_landscape", "only landscape tiles are laid in the display")
        if kind in ("helper", "claim") and info["kind"] != "helper":
            return IllegalMove("not_a_helper", f"{tile!r} is not a helper tile")
        if kind == "claim":
            return IllegalMove("helper_does_not_match",
                               f"this helper does not show {state['window']['landscape']}")
        if kind == "place":
            return placement_error(state, info["paths"], move["x"], move["y"])
    if kind == "emergency":
        if any(m["type"] in ("place", "helper") for m in legal):
            return IllegalMove("not_an_emergency", "a tile in your hand can still be played")
        if not state["emergency_left"]:
            return IllegalMove("no_emergency_tiles", "all emergency tiles are in use")
        return emergency_error(state, move["x"], move["y"])
    if kind == "stuck":
        return IllegalMove("can_play", "you can still play a tile")
    return IllegalMove("illegal_move", f"{kind!r} is not a legal move now")


def _spot(state: State, x, y, what: str) -> tuple[list | None, IllegalMove | None]:
    """The frontier cell at (x, y), or why no tile can go there at all."""
    if not isinstance(x, int) or not isinstance(y, int):
        return None, IllegalMove("malformed_move", "x and y are integers")
    if f"{x},{y}" in state["display"]:
        return None, IllegalMove("occupied", "a tile already lies there")
    cell = state["frontier"].get(f"{x},{y}")
    if cell is None:
        return None, IllegalMove("no_edge_contact", f"{what} must touch a tile of the display along an edge")
    return cell, None


def placement_error(state: State, paths: int, x, y) -> IllegalMove:
    cell, error = _spot(state, x, y, "the tile")
    if error is not None:
        return error
    _, _, nmask, pmask = cell
    for d in BY_BIT.values():
        if pmask & d.bit and not paths & d.bit:
            return IllegalMove("cuts_off_path", f"the tile cuts off the path coming from the {d.name}")
        if nmask & d.bit and not pmask & d.bit and paths & d.bit:
            return IllegalMove("cuts_off_path", f"the tile's path runs into the edge without a path to the {d.name}")
    return IllegalMove("no_path_continued", "the tile must continue a path")


def emergency_error(state: State, x, y) -> IllegalMove:
    cell, error = _spot(state, x, y, "the emergency tile")
    if error is not None:
        return error
    if cell[2] not in BY_BIT:
        return IllegalMove("paths_not_free", "the emergency tile's three path edges must stay free")
    return IllegalMove("cuts_off_path", "the emergency tile's edge without a path would cut off a path")
