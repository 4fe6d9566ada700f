"""Legal moves and refusal reasons, from one checker per move kind (see `app.engine.checks`).

Each kind's `refuse` is the whole rule for that kind of move: the phase, the seat, the move's
fields, then the kind's own conditions. The legal list is the kinds' candidates that `refuse`
accepts, so a listed move is never refused and every refusal names the rule that failed
(`legal_moves` takes two shortcuts for speed, each explained there and checked by the tests).
"""

from __future__ import annotations

from app.engine import IllegalMove, Move, State
from app.engine.checks import MoveKind, MoveKinds
from app.engine.grid import BY_BIT

from .content import EMERGENCY_TILES, TILES

TURN_KINDS = ("set_aside", "place", "helper", "emergency", "stuck")
WINDOW_KINDS = ("claim", "pass")
FIELDS: dict[str, set[str]] = {
    "place": {"type", "tile", "x", "y"}, "helper": {"type", "tile"}, "claim": {"type", "tile"},
    "emergency": {"type", "x", "y"}, "set_aside": {"type"}, "stuck": {"type"}, "pass": {"type"},
}


def matching_helpers(state: State, seat: int, landscape: str) -> list[str]:
    return [t for t in state["hands"][seat] if TILES[t]["kind"] == "helper" and landscape in TILES[t]["landscapes"]]


# ----- what every kind checks first ------------------------------------------------------------


def _frame(state: State, seat: int, move: Move) -> IllegalMove | None:
    """The phase, the seat and the fields, for a move of a known kind."""
    kind = move["type"]
    phase = state["phase"]
    if phase == "window":
        w = state["window"]
        if seat not in w["asked"] or str(seat) in w["choices"]:
            return IllegalMove("not_your_turn", "you are not asked in this window, or answered already")
        if kind not in WINDOW_KINDS:
            return IllegalMove("wrong_phase", "answer the helper window first: claim or pass",
                               placer=w["placer"], points=w["points"])
    elif phase == "turn":
        if seat != state["turn"]:
            return IllegalMove("not_your_turn", "it is another seat's turn")
        if kind == "pass":
            return IllegalMove("pass_on_your_turn", "pass only answers a helper window: there is no passing on your own turn")
        if kind == "claim":
            return IllegalMove("claim_on_your_turn", "a helper is claimed only right after another seat's tile scores; "
                               "on your own turn a helper is played for 10 points")
    else:
        return IllegalMove("game_over", "the game is over")
    if move.keys() != FIELDS[kind]:
        return IllegalMove("malformed_move", f"a {kind!r} move has exactly the fields {sorted(FIELDS[kind])}")
    return None


def _turn_frame(state: State, seat: int, move: Move) -> IllegalMove | None:
    """`_frame`, and on a seat's own turn the helper lying in front of it comes first."""
    problem = _frame(state, seat, move)
    if problem is None and state["in_front"][seat] is not None and move["type"] != "set_aside":
        pile = len(state["pile"])  # nothing is drawn once the pile is empty
        return IllegalMove("must_set_aside", "a helper lies in front of you: set it aside this turn"
                           + (" (and draw)" if pile else ""), pile=pile)
    return problem


def _tile_in_hand(state: State, seat: int, tile, kind: str) -> IllegalMove | None:
    if tile not in state["hands"][seat]:
        # The tile is named only when it is a tile the mover named by its id (a string).
        named = {"tile": tile} if isinstance(tile, str) else {}
        return IllegalMove("tile_not_in_hand", "that tile is not in your hand", **named)
    if TILES[tile]["kind"] != kind:
        if kind == "landscape":
            return IllegalMove("not_a_landscape", "a helper is never laid in the display", tile=tile)
        return IllegalMove("not_a_helper", "that tile is a landscape tile, not a helper", tile=tile)
    return None


def laid_name(cell: dict) -> str:
    """The catalog's key naming a laid tile (every emergency tile is named alike)."""
    return "emergency" if cell["tile"].startswith("emergency:") else cell["tile"]


def _spot(state: State, x, y) -> tuple[list | None, IllegalMove | None]:
    """The frontier cell at (x, y), or why no tile can go there at all."""
    if type(x) is not int or type(y) is not int:
        return None, IllegalMove("malformed_move", "x and y are integers")
    k = f"{x},{y}"
    cell = state["frontier"].get(k)
    if cell is not None:
        return cell, None
    if k in state["display"]:
        return None, IllegalMove("occupied", "a tile already lies there", tile=laid_name(state["display"][k]))
    return None, IllegalMove("no_edge_contact", "a tile must touch a tile of the display along an edge")


# ----- your own turn ---------------------------------------------------------------------------


def _landscapes_in_hand(state: State, seat: int) -> list[str]:
    return [t for t in state["hands"][seat] if TILES[t]["kind"] == "landscape"]


def fits(paths: int, nmask: int, pmask: int) -> bool:
    """Rules b-d on a frontier cell: the tile's paths on the shared edges are exactly the paths
    running in (which cuts off nothing), and at least one runs in (it continues a path)."""
    return pmask != 0 and paths & nmask == pmask


# fits() for every (paths, nmask, pmask), at index paths | nmask << 4 | pmask << 8: a list index
# is much cheaper than a call, and placements are tried by the hundred on every turn.
_FITS = [fits(i & 15, i >> 4 & 15, i >> 8) for i in range(1 << 12)]


def place_candidates(state: State, seat: int) -> list[Move]:
    """Every landscape tile in hand on every empty cell it fits: exactly the placements that
    `refuse_place` accepts."""
    if state["phase"] != "turn" or seat != state["turn"] or state["in_front"][seat] is not None:
        return []
    hand = [(t, TILES[t]["paths"]) for t in _landscapes_in_hand(state, seat)]
    if not hand:
        return []
    out = []
    for x, y, nmask, pmask in state["frontier"].values():
        if pmask:
            cell = nmask << 4 | pmask << 8
            for t, paths in hand:
                if _FITS[paths | cell]:
                    out.append({"type": "place", "tile": t, "x": x, "y": y})
    return out


def refuse_place(state: State, seat: int, move: Move) -> IllegalMove | None:
    # Written out rather than composed of the helpers above: it runs once for every listed
    # placement, and the checks stay in the same order as in `_turn_frame`.
    if state["phase"] != "turn" or seat != state["turn"] or move.keys() != FIELDS["place"]:
        return _frame(state, seat, move)
    if state["in_front"][seat] is not None:
        return _turn_frame(state, seat, move)
    tile = move["tile"]
    if tile not in state["hands"][seat] or TILES[tile]["kind"] != "landscape":
        return _tile_in_hand(state, seat, tile, "landscape")
    x, y = move["x"], move["y"]
    cell = state["frontier"].get(f"{x},{y}") if type(x) is int and type(y) is int else None
    if cell is None:
        return _spot(state, x, y)[1]
    paths, nmask, pmask = TILES[tile]["paths"], cell[2], cell[3]
    if _FITS[paths | nmask << 4 | pmask << 8]:
        return None
    return _misfit(tile, paths, nmask, pmask)


def _misfit(tile: str, paths: int, nmask: int, pmask: int) -> IllegalMove:
    """Why a tile does not fit a frontier cell (rules c and d); `side` is the tile's edge (N, E,
    S or W), named through the catalog's "edge:" words."""
    for d in BY_BIT.values():
        if pmask & d.bit and not paths & d.bit:
            return IllegalMove("cuts_off_path", f"the tile cuts off the path coming from the {d.name}", tile=tile, side=d.letter)
        if nmask & d.bit and not pmask & d.bit and paths & d.bit:
            return IllegalMove("path_runs_into_edge", f"the tile's path runs into the edge without a path to the {d.name}",
                               tile=tile, side=d.letter)
    return IllegalMove("no_path_continued", "no path of the display runs into that spot", tile=tile)


def helper_candidates(state: State, seat: int) -> list[Move]:
    if state["phase"] != "turn" or seat != state["turn"]:
        return []
    return [{"type": "helper", "tile": t} for t in state["hands"][seat] if TILES[t]["kind"] == "helper"]


def refuse_helper(state: State, seat: int, move: Move) -> IllegalMove | None:
    return _turn_frame(state, seat, move) or _tile_in_hand(state, seat, move["tile"], "helper")


def set_aside_candidates(state: State, seat: int) -> list[Move]:
    return [{"type": "set_aside"}]


def refuse_set_aside(state: State, seat: int, move: Move) -> IllegalMove | None:
    problem = _frame(state, seat, move)
    if problem is None and state["in_front"][seat] is None:
        return IllegalMove("no_helper_in_front", "there is no helper lying in front of you")
    return problem


def can_play_from_hand(state: State, seat: int) -> bool:
    """Whether a tile in hand can be played: any helper, or a landscape tile that fits a cell."""
    hand = state["hands"][seat]
    if any(TILES[t]["kind"] == "helper" for t in hand):
        return True
    paths = [TILES[t]["paths"] for t in hand]
    return any(_FITS[p | nmask << 4 | pmask << 8] for _, _, nmask, pmask in state["frontier"].values() for p in paths)


def _no_tile_fits(state: State, seat: int, move: Move) -> IllegalMove | None:
    """The emergency and stuck moves: the engine proves that nothing in hand can be played."""
    problem = _turn_frame(state, seat, move)
    if problem is None and can_play_from_hand(state, seat):
        if move["type"] == "stuck":
            return IllegalMove("can_play", "you can still play a tile of your hand")
        return IllegalMove("not_an_emergency", "a tile of your hand can still be played")
    return problem


def emergency_candidates(state: State, seat: int) -> list[Move]:
    """Cells touching exactly one tile, on an edge of that tile without a path (none while a
    tile in hand can be played: `refuse_emergency` would refuse them all)."""
    if state["phase"] != "turn" or seat != state["turn"] or not state["emergency_left"]:
        return []
    if can_play_from_hand(state, seat):
        return []
    return [{"type": "emergency", "x": x, "y": y}
            for x, y, nmask, pmask in state["frontier"].values() if not pmask and nmask in BY_BIT]


def refuse_emergency(state: State, seat: int, move: Move) -> IllegalMove | None:
    problem = _no_tile_fits(state, seat, move)
    if problem is not None:
        return problem
    if not state["emergency_left"]:
        return IllegalMove("no_emergency_tiles", "all emergency tiles are in use", total=EMERGENCY_TILES)
    cell, problem = _spot(state, move["x"], move["y"])
    if problem is not None:
        return problem
    if cell[2] not in BY_BIT:
        return IllegalMove("paths_not_free", "the emergency tile's three path edges must stay free",
                           touching=bin(cell[2]).count("1"))
    if cell[3]:
        return IllegalMove("cuts_off_path", "the emergency tile's edge without a path would cut off a path",
                           tile="emergency", side=BY_BIT[cell[2]].letter)
    return None


def stuck_candidates(state: State, seat: int) -> list[Move]:
    return [{"type": "stuck"}]


def refuse_stuck(state: State, seat: int, move: Move) -> IllegalMove | None:
    problem = _no_tile_fits(state, seat, move)
    if problem is None and state["emergency_left"] and emergency_candidates(state, seat):
        return IllegalMove("can_lay_emergency", "an emergency tile can still be laid", left=state["emergency_left"])
    return problem


# ----- the reaction window ---------------------------------------------------------------------


def claim_candidates(state: State, seat: int) -> list[Move]:
    if state["phase"] != "window":
        return []
    return [{"type": "claim", "tile": t} for t in matching_helpers(state, seat, state["window"]["landscape"])]


def refuse_claim(state: State, seat: int, move: Move) -> IllegalMove | None:
    problem = _frame(state, seat, move) or _tile_in_hand(state, seat, move["tile"], "helper")
    w = state["window"]
    if problem is None and w["landscape"] not in TILES[move["tile"]]["landscapes"]:
        return IllegalMove("helper_does_not_match", f"this helper does not show {w['landscape']}",
                           tile=move["tile"], landscape=w["landscape"])
    return problem


def pass_candidates(state: State, seat: int) -> list[Move]:
    return [{"type": "pass"}]


def refuse_pass(state: State, seat: int, move: Move) -> IllegalMove | None:
    return _frame(state, seat, move)


def _unknown(state: State, seat: int, move: Move) -> IllegalMove:
    return IllegalMove("malformed_move", f"unknown move type {move.get('type')!r}")


KINDS = MoveKinds(
    MoveKind("set_aside", set_aside_candidates, refuse_set_aside),
    MoveKind("place", place_candidates, refuse_place),
    MoveKind("helper", helper_candidates, refuse_helper),
    MoveKind("emergency", emergency_candidates, refuse_emergency),
    MoveKind("stuck", stuck_candidates, refuse_stuck),
    MoveKind("claim", claim_candidates, refuse_claim),
    MoveKind("pass", pass_candidates, refuse_pass),
    unknown=_unknown,
)


def legal_moves(state: State, seat: int) -> list[Move]:
    phase = state["phase"]
    if phase == "turn":
        if seat != state["turn"]:
            return []
        # Two shortcuts, because bots list moves constantly. Placements are listed without asking
        # their checker again: there are dozens each turn, and `place_candidates` builds each
        # from a tile in hand, a frontier cell and the fits table, which is where `refuse_place`
        # accepts a move. The emergency and stuck moves are last resorts, refused whenever
        # anything else is legal, so they are only tried when nothing else is. The conformance
        # suite and test_legal.py check that no listed move is refused.
        moves = KINDS.legal(state, seat, ("set_aside",)) + place_candidates(state, seat)
        moves += KINDS.legal(state, seat, ("helper",))
        return moves or KINDS.legal(state, seat, ("emergency", "stuck"))
    if phase == "window":
        return KINDS.legal(state, seat, WINDOW_KINDS)
    return []


def refusal(state: State, seat: int, move: Move) -> IllegalMove | None:
    return KINDS.refusal(state, seat, move)
