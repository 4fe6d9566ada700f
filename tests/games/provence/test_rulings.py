"""The rulings of docs/rules/provence.md that the rulebook's words leave open (issue 34 §4): goal
places counted by seats, the tie-break by markers used, and a card that would lie under one
neighbour and over another."""

from app.games.provence import scoring
from app.games.provence.legality import refusal
from app.wording import Wording

from .helpers import GAME, fresh, grid
from .test_placement import PLAIN, to_place_stage


# ----- goals: places are counted by seats --------------------------------------------------------

def test_two_seats_tied_for_first_leave_no_second_place():
    assert scoring.goal_awards([4, 4, 2]) == [6, 6, 0]
    assert scoring.goal_place(2, [4, 4, 2]) == 3
    assert scoring.goal_awards([4, 4, 4, 1]) == [6, 6, 6, 0]


def test_seats_tied_for_second_all_score_3():
    assert scoring.goal_awards([5, 3, 3, 1]) == [6, 3, 3, 0]
    assert scoring.goal_awards([4, 2]) == [6, 3]


def test_the_goal_lines_name_the_place_the_seat_holds():
    state = fresh(3)
    state["goals"] = ["goal:forest-largest", "goal:wheat-largest"]
    forests = [grid("F F F F"), grid("F F\nF F"), grid("F F")]
    parts = scoring.breakdown(state, forests)
    lines = [[(i.params["place"], i.points) for i in p["goals"] if i.params["goal"] == "goal:forest-largest"] for p in parts]
    assert lines == [[(1, 6)], [(1, 6)], []]


# ----- the tie-break: fewer markers used ----------------------------------------------------------

def test_a_tie_goes_to_the_seat_that_used_fewer_markers():
    state = fresh(2)
    state["phase"] = "over"
    for seat in state["seats"]:
        seat["pending"] = None
        seat["tableau"] = seat["tableau"][:1]
    state["seats"][1]["tableau"] = state["seats"][0]["tableau"]
    # seat 0: one marker worth 5; seat 1: two markers worth 3 + 2
    state["photos"] = [{"id": "photo:a-town", "spots": [[0], [1], []]}, {"id": "photo:a-mill", "spots": [[], [], [1]]}]
    state["seats"][0]["markers"], state["seats"][1]["markers"] = 6, 5
    out = GAME.outcome(state)
    assert out["scores"][0] == out["scores"][1]
    assert out["winners"] == [0]


# ----- a card under one neighbour and over another -------------------------------------------------

def test_a_card_over_one_card_and_under_its_side_by_side_neighbour_is_refused_for_both_layers():
    """The start card (0..1, 0..2) with the photographer on its meadow 1,0 and a card laid beside
    it (2..3, 0..2): a card on columns 1-2 would have to go under the start card (to leave the
    photographer's square) and over its neighbour (to show a square). Both layers are refused,
    each with its own rule, and neither reason speaks of piles."""
    state = fresh(2)
    seat = state["seats"][0]
    seat["tableau"] = [{"card": "start:1", "x": 0, "y": 0, "rot": 0}, {"card": "card:scene-11", "x": 2, "y": 0, "rot": 0}]
    seat["photographer"], seat["drone"] = "1,0", "0,2"
    top = refusal(to_place_stage(state, PLAIN), 0, {"type": "place", "x": 1, "y": 0})
    under = refusal(to_place_stage(state, PLAIN, layer="under"), 0, {"type": "place", "x": 1, "y": 0})
    assert (top.code, under.code) == ("token_covered", "no_square_visible")
    for err in (top, under):
        for lang in ("en", "ru"):
            text = Wording("provence", lang).refusal(err.code, err.params)
            assert "pile" not in text and "стоп" not in text, text
