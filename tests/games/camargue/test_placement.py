"""Placement rules a-d, each with a legal and an illegal case, and the frontier cache."""

import random

import pytest

from app.engine.grid import DIRECTIONS
from app.games.camargue.content import TILES

from .build import GAME, build, place, play, refused

# start crossing at (0,0); a grain T (N, E, S) north of it; a water straight (E, W) east of it
DISPLAY = ((0, 0, "tile:start"), (0, -1, "tile:grain-t-nes-1"), (1, 0, "tile:water-straight-ew"))


def state_with(*hand):
    return build(display=DISPLAY, hands=[list(hand), []])


def test_a_tiles_keep_their_printed_orientation():
    state = state_with("tile:forest-curve-nw", "tile:forest-curve-sw")
    play(state, 0, place("tile:forest-curve-nw", 1, -1))
    # the same curve turned a quarter would be forest-curve-sw: a different tile, refused here
    assert refused(state, 0, place("tile:forest-curve-sw", 1, -1)).code == "path_runs_into_edge"
    assert refused(state, 0, {**place("tile:forest-curve-nw", 1, -1), "rotation": 1}).code == "malformed_move"


def test_b_the_tile_must_share_an_edge_with_the_display():
    state = state_with("tile:lavender-cross-1")
    play(state, 0, place("tile:lavender-cross-1", 0, 1))
    assert refused(state, 0, place("tile:lavender-cross-1", -1, -2)).code == "no_edge_contact"  # corner only
    assert refused(state, 0, place("tile:lavender-cross-1", 5, 5)).code == "no_edge_contact"
    assert refused(state, 0, place("tile:lavender-cross-1", 1, 0)).code == "occupied"


def test_c_the_tile_must_continue_a_path():
    state = state_with("tile:village-curve-ne", "tile:village-curve-es")
    play(state, 0, place("tile:village-curve-ne", 0, 1))  # meets the start tile's south path
    err = refused(state, 0, place("tile:village-curve-es", 1, 1))  # only touches the straight's bare south edge
    assert (err.code, err.params) == ("no_path_continued", {"tile": "tile:village-curve-es"})


def test_d_the_tile_must_not_cut_off_a_path_of_the_display():
    state = state_with("tile:village-curve-es", "tile:village-straight-ns")
    play(state, 0, place("tile:village-straight-ns", 0, 1))
    err = refused(state, 0, place("tile:village-curve-es", 0, 1))  # no north path: the start's path ends
    assert (err.code, err.params) == ("cuts_off_path", {"tile": "tile:village-curve-es", "side": "N"})


def test_d_the_tile_must_not_run_its_path_into_a_bare_edge():
    # (1,-1) touches the grain T's east path and the water straight's bare north edge
    state = state_with("tile:forest-curve-nw", "tile:forest-curve-sw")
    play(state, 0, place("tile:forest-curve-nw", 1, -1))  # west continues, south meets bare against bare
    err = refused(state, 0, place("tile:forest-curve-sw", 1, -1))  # west continues, south runs into a bare edge
    assert (err.code, err.params) == ("path_runs_into_edge", {"tile": "tile:forest-curve-sw", "side": "S"})


def test_helpers_are_not_laid_in_the_display():
    state = state_with("tile:helper-water-grain", "tile:village-cross-1")
    assert refused(state, 0, place("tile:helper-water-grain", 0, 1)).code == "not_a_landscape"
    assert refused(state, 0, place("tile:village-cross-2", 0, 1)).code == "tile_not_in_hand"


def brute_force_placements(state, seat):
    """Rules a-d read straight off the display, without the frontier cache."""
    display = state["display"]
    cells = {(int(k.split(",")[0]) + d.dx, int(k.split(",")[1]) + d.dy) for k in display for d in DIRECTIONS}
    moves = []
    for x, y in sorted(cells):
        if f"{x},{y}" in display:
            continue
        for tile in state["hands"][seat]:
            if TILES[tile]["kind"] != "landscape":
                continue
            paths, shared, continued, cut = TILES[tile]["paths"], 0, False, False
            for d in DIRECTIONS:
                bit, opp = d.bit, d.opposite_bit
                nb = display.get(f"{x + d.dx},{y + d.dy}")
                if nb is None:
                    continue
                shared += 1
                mine, theirs = bool(paths & bit), bool(nb["paths"] & opp)
                continued |= mine and theirs
                cut |= mine != theirs
            if shared and continued and not cut:
                moves.append((tile, x, y))
    return sorted(moves)


@pytest.mark.parametrize("seed", range(4))
def test_listed_placements_are_exactly_rules_a_to_d(seed):
    rng = random.Random(seed)
    state = GAME.setup(3, None, seed)
    while GAME.outcome(state) is None:
        seat = GAME.actors(state)[0]
        legal = GAME.legal_moves(state, seat)
        if state["phase"] == "turn" and state["in_front"][seat] is None:
            listed = sorted((m["tile"], m["x"], m["y"]) for m in legal if m["type"] == "place")
            assert listed == brute_force_placements(state, seat)
        state, _ = GAME.apply(state, seat, rng.choice(legal))
