"""The scene phase placement rules 1-5, each with a legal and an illegal case."""

import pytest

from app.games.provence.geometry import Placer, dims, turned
from app.games.provence.legality import legal_moves, refusal

from .helpers import GAME, fresh

START = {"card": "start:1", "x": 0, "y": 0, "rot": 0}  # G@ G* / F W / G* Tc
CHURCH_CARD = "card:scene-04"  # C F / C F / L| G
PLAIN = "card:scene-03"  # W W / W W / F F


def board(*extra):
    """Seat 0 with the starting card (+ extra placements), photographer (0,0), drone (1,0)."""
    state = fresh(2)
    seat = state["seats"][0]
    seat["tableau"] = [START, *extra]
    seat["photographer"], seat["drone"] = "0,0", "1,0"
    return state


def placer(state):
    seat = state["seats"][0]
    return Placer(seat["tableau"], [(0, 0), (1, 0)])


def problem(state, card, x, y, rot=0, layer="top"):
    p = placer(state).problem(card, x, y, rot, layer)
    return p and p[0]


def to_place_stage(state, card, rot=0, layer="top"):
    seat = state["seats"][0]
    other = "card:scene-01" if card != "card:scene-01" else "card:scene-02"
    seat["hand"] = [card, other]
    seat["pending"].update(stage="place", rot=rot, layer=layer, **{"pass": other})
    return state


# ----- rule 1: either orientation -----------------------------------------------------------------

def test_rule1_cards_turn_upright_or_sideways():
    assert dims(0) == (2, 3) and dims(1) == (3, 2)
    squares = {pos: sq for pos, sq in turned(CHURCH_CARD, 1)}
    assert squares[(2, 0)]["t"] == "church" and squares[(1, 0)]["t"] == "church"
    assert squares[(2, 0)]["face"] == "E"
    assert squares[(0, 0)] == {"t": "lavender", "dir": "H", "card": CHURCH_CARD, "i": 4}
    upside = {pos: sq for pos, sq in turned(CHURCH_CARD, 2)}
    assert upside[(1, 0)]["dir"] == "V" and upside[(1, 2)]["face"] == "S"


def test_rule1_sideways_placement_is_legal_and_listed():
    state = board()
    assert problem(state, PLAIN, 2, 0, rot=1) is None
    moves = legal_moves(to_place_stage(state, PLAIN, rot=1), 0)
    assert {"type": "place", "x": 2, "y": 0} in moves


def test_orient_step_lists_turns_and_layers():
    state = board()
    seat = state["seats"][0]
    seat["hand"] = [PLAIN, "card:scene-01"]
    seat["pending"].update(stage="orient", **{"pass": "card:scene-01"})
    moves = legal_moves(state, 0)
    assert {"type": "orient", "rot": 3, "layer": "top"} in moves
    assert {"type": "orient", "rot": 0, "layer": "under"} in moves
    assert {"type": "back"} in moves
    err = refusal(state, 0, {"type": "orient", "rot": 5, "layer": "top"})
    assert err.code == "malformed_move"


# ----- rule 2: touching, covering or tucked under ----------------------------------------------

def test_rule2_touching_is_legal():
    assert problem(board(), PLAIN, 2, 0) is None


def test_rule2_gap_is_illegal():
    assert problem(board(), PLAIN, 3, 0) == "not_touching"


def test_rule2_diagonal_contact_is_not_touching():
    assert problem(board(), PLAIN, 2, 3) == "not_touching"


def test_rule2_covering_is_legal():
    assert problem(board(), PLAIN, 0, 1) is None


def test_rule2_tucking_under_is_legal():
    assert problem(board(), PLAIN, 0, 1, layer="under") is None


def test_tucking_needs_a_card_above():
    assert problem(board(), PLAIN, 2, 0, layer="under") == "nothing_above"


# ----- rule 3: a square stays visible ----------------------------------------------------------

def test_rule3_fully_hidden_card_is_illegal():
    assert problem(board(), PLAIN, 0, 0, layer="under") == "no_square_visible"


def test_rule3_one_visible_square_is_enough():
    state = board({"card": PLAIN, "x": 0, "y": 3, "rot": 0})  # tableau now 2 x 6
    assert problem(state, "card:scene-02", 0, 4, rot=0, layer="under") is None  # row 6 shows


def test_tucked_card_shows_only_uncovered_squares():
    state = board()
    to_place_stage(state, PLAIN, layer="under")
    state["seats"][0]["pending"].update(stage="done", x=0, y=1)
    for s in (1,):
        seat = state["seats"][s]
        seat["pending"].update(stage="done", x=-2, y=0, rot=0, layer="top", **{"pass": seat["hand"][0]})
    from app.games.provence.rules import resolve_scene
    from app.games.provence.geometry import visible
    resolve_scene(state)
    vis = visible(state["seats"][0]["tableau"])
    assert vis[(0, 1)]["card"] == "start:1" and vis[(0, 3)]["card"] == PLAIN and vis[(0, 3)]["t"] == "forest"
    assert state["seats"][0]["tableau"][0]["card"] == PLAIN


# ----- rule 4: tokens are never covered ----------------------------------------------------------

def test_rule4_covering_the_photographer_is_illegal():
    assert problem(board(), PLAIN, -1, -2) == "token_covered"


def test_rule4_covering_the_drone_is_illegal():
    assert problem(board(), PLAIN, 1, -2) == "token_covered"


def test_rule4_tucking_under_a_token_square_is_legal():
    assert problem(board(), PLAIN, 0, -1, layer="under") is None


# ----- rule 5: a church is covered whole or not at all --------------------------------------------

def church_board():
    return board({"card": CHURCH_CARD, "x": 2, "y": 0, "rot": 0})  # church at (2,0) and (2,1)


def test_rule5_covering_half_a_church_is_illegal():
    assert problem(church_board(), PLAIN, 1, 1) == "church_split"


def test_rule5_covering_the_whole_church_is_legal():
    assert problem(church_board(), PLAIN, 2, -1) is None


def test_rule5_tucking_a_church_half_under_is_illegal():
    assert problem(board(), CHURCH_CARD, 0, 2, layer="under") == "church_split"


def test_rule5_tucking_a_church_wholly_under_is_legal():
    assert problem(board(), CHURCH_CARD, 0, 1, layer="under") is None


# ----- the place step: listed moves and precise refusals ------------------------------------------

@pytest.mark.parametrize("x,y,code", [(5, 0, "not_touching"), (-1, -2, "token_covered"), (1, 1, "church_split")])
def test_place_step_refuses_with_the_rule_broken(x, y, code):
    state = to_place_stage(church_board(), PLAIN)
    move = {"type": "place", "x": x, "y": y}
    assert move not in legal_moves(state, 0)
    with pytest.raises(Exception) as err:
        GAME.apply(state, 0, move)
    assert err.value.code == code


def test_place_step_accepts_a_legal_corner_and_commits():
    state = to_place_stage(church_board(), PLAIN)
    new, events = GAME.apply(state, 0, {"type": "place", "x": 2, "y": -1})
    assert new["seats"][0]["pending"]["stage"] == "done"
    assert events == [{"type": "committed", "seat": 0, "phase": "scene"}]
    assert GAME.actors(new) == [1]


# ----- one checker per move kind: the list and the refusals agree ---------------------------------

RULE_CODES = {"not_touching", "nothing_above", "no_square_visible", "token_covered", "church_split"}


@pytest.mark.parametrize("rot", [0, 1, 2, 3])
@pytest.mark.parametrize("layer", ["top", "under"])
def test_every_corner_is_listed_exactly_when_it_is_not_refused(rot, layer):
    state = to_place_stage(church_board(), PLAIN, rot=rot, layer=layer)
    listed = {(m["x"], m["y"]) for m in legal_moves(state, 0) if m["type"] == "place"}
    codes = set()
    for y in range(-8, 9):
        for x in range(-8, 9):
            reason = refusal(state, 0, {"type": "place", "x": x, "y": y})
            assert (reason is None) == ((x, y) in listed), (x, y)
            assert (reason is None) == (problem(state, PLAIN, x, y, rot, layer) is None)
            if reason is not None:
                codes.add(reason.code)
    assert listed and codes <= RULE_CODES and "not_touching" in codes


def test_orient_refusals_name_the_reason():
    state = board()
    seat = state["seats"][0]
    seat["hand"] = [PLAIN, "card:scene-01"]
    seat["pending"].update(stage="orient", **{"pass": "card:scene-01"})
    listed = legal_moves(state, 0)
    for rot in (0, 1, 2, 3):
        for layer in ("top", "under"):
            move = {"type": "orient", "rot": rot, "layer": layer}
            assert (refusal(state, 0, move) is None) == (move in listed)
    for bad in ({"type": "orient", "rot": True, "layer": "top"}, {"type": "orient", "rot": 1, "layer": "over"},
                {"type": "orient", "rot": 1}, {"type": "orient", "rot": 1, "layer": "top", "x": 0}):
        assert refusal(state, 0, bad).code == "malformed_move"
    assert refusal(state, 0, {"type": "place", "x": 0, "y": 0}).code == "wrong_step"
    assert refusal(state, 0, {"type": "fly"}).code == "malformed_move"
    assert refusal(state, 0, {"type": "back"}) is None


def test_back_is_refused_where_there_is_no_earlier_step():
    state = fresh(2)
    assert refusal(state, 0, {"type": "back"}).code == "nothing_to_undo"  # the pass step is the first
    seat = state["seats"][0]
    seat["hand"] = seat["hand"][:1]
    seat["pending"]["stage"] = "orient"  # a single card in hand: nothing was passed
    assert refusal(state, 0, {"type": "back"}).code == "nothing_to_undo"
    assert {"type": "back"} not in legal_moves(state, 0)
    assert refusal(state, 0, {"type": "back", "to": "pass"}).code == "malformed_move"


def test_place_coordinates_must_be_integers():
    state = to_place_stage(church_board(), PLAIN)
    for x in (True, 2.0, "2"):
        assert refusal(state, 0, {"type": "place", "x": x, "y": -1}).code == "malformed_move"
    assert refusal(state, 0, {"type": "place", "x": 2, "y": -1}) is None
