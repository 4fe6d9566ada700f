"""One source of legality: the legal list and the refusal reasons come from the same checkers."""

import pytest

from app.engine.playout import playout
from app.games.camargue.content import TILES

from .build import GAME, build, place, refused

DISPLAY = ((0, 0, "tile:grain-curve-ne"), (1, 1, "tile:lavender-curve-ne"))
STUCK_HAND = ["tile:water-curve-ne", "tile:forest-curve-ne", "tile:village-curve-ne"]


def every_move_of_the_seat(state, seat):
    """Every move of every kind a seat could send with values from its hand and around the
    display: a superset of the legal ones."""
    cells = set()
    for k in state["display"]:
        x, y = (int(v) for v in k.split(","))
        cells.update({(x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1), (x + 1, y + 1)})
    hand = state["hands"][seat]
    moves = [{"type": t} for t in ("set_aside", "stuck", "pass")]
    moves += [{"type": t, "tile": tile} for t in ("helper", "claim") for tile in hand]
    moves += [place(tile, x, y) for tile in hand for x, y in sorted(cells)]
    moves += [{"type": "emergency", "x": x, "y": y} for x, y in sorted(cells)]
    return moves


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 4), (5, 5)])
def test_a_move_is_listed_exactly_when_it_is_not_refused(players, seed):
    checked = {"n": 0}

    def on_step(state, seat, move, new_state, events):
        if checked["n"] > 400:
            return
        for actor in GAME.actors(state):
            legal = GAME.legal_moves(state, actor)
            for m in every_move_of_the_seat(state, actor):
                reason = GAME.refusal(state, actor, m)
                assert (reason is None) == (m in legal), (m, reason)
                checked["n"] += 1

    playout(GAME, players, None, seed, on_step=on_step)
    assert checked["n"] > 400


def test_the_emergency_and_stuck_moves_are_listed_exactly_when_not_refused():
    state = build(display=DISPLAY, hands=[list(STUCK_HAND), ["tile:water-cross-1"]])
    for m in every_move_of_the_seat(state, 0):
        assert (GAME.refusal(state, 0, m) is None) == (m in GAME.legal_moves(state, 0)), m
    assert refused(state, 0, {"type": "stuck"}).code == "can_lay_emergency"


def test_refusals_name_the_rule_that_failed():
    state = build(display=DISPLAY, hands=[["tile:water-cross-1", "tile:helper-water-grain"], ["tile:grain-cross-1"]])
    assert refused(state, 0, {"type": "rotate"}).code == "malformed_move"
    assert refused(state, 0, {**place("tile:water-cross-1", 0, -1), "turn": 1}).code == "malformed_move"
    assert refused(state, 0, {"type": "place", "tile": "tile:water-cross-1", "x": 0}).code == "malformed_move"
    assert refused(state, 0, place("tile:water-cross-1", True, -1)).code == "malformed_move"
    assert refused(state, 0, place("tile:water-cross-1", 0.0, -1)).code == "malformed_move"
    assert refused(state, 0, place("tile:water-cross-1", 0, 0)).code == "occupied"
    assert refused(state, 0, place(["tile:water-cross-1"], 0, -1)).code == "tile_not_in_hand"
    assert refused(state, 0, {"type": "emergency", "x": -1, "y": 0}).code == "not_an_emergency"
    assert refused(state, 0, {"type": "stuck"}).code == "can_play"
    assert refused(state, 0, {"type": "pass"}).code == "pass_on_your_turn"
    assert refused(state, 0, {"type": "set_aside"}).code == "no_helper_in_front"
    assert refused(state, 0, {"type": "helper", "tile": "tile:grain-cross-1"}).code == "tile_not_in_hand"
    assert GAME.refusal(state, 1, place("tile:grain-cross-1", 0, -1)).code == "not_your_turn"


def test_a_placement_refusal_says_which_edge_is_wrong():
    state = build(hands=[["tile:water-curve-ne"], []])  # the start crossing alone at (0, 0)
    assert TILES["tile:water-curve-ne"]["paths"] == 1 | 2  # paths north and east
    assert GAME.refusal(state, 0, place("tile:water-curve-ne", 0, 1)) is None
    assert GAME.refusal(state, 0, place("tile:water-curve-ne", -1, 0)) is None
    north = refused(state, 0, place("tile:water-curve-ne", 0, -1))
    assert (north.code, north.params) == ("cuts_off_path", {"tile": "tile:water-curve-ne", "side": "S"})
    east = refused(state, 0, place("tile:water-curve-ne", 1, 0))
    assert (east.code, east.params) == ("cuts_off_path", {"tile": "tile:water-curve-ne", "side": "W"})
