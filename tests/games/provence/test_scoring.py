"""Final scoring: the rulebook's worked examples as constructed tableaux, and the rulings."""

from app.games.provence import scoring

from .helpers import GAME, fresh, grid


def points(items):
    return sum(i.points for i in items)


# ----- lavender ---------------------------------------------------------------------------------

def test_lavender_example_blue_6x1_plus_2x2_is_10():
    # "N x k" in the rulebook is N squares at k points: a field of 6 at 1 and a field of 2 at 2
    vis = grid("""
L| .  L- L-
L| .  .  .
L| .  .  .
L| .  .  .
L| .  .  .
L| .  .  .
""")
    assert points(scoring.lavender(vis)) == 10


def test_lavender_example_red_two_fields_of_three_is_9():
    vis = grid("""
L- L- L- .  L|
.  .  .  .  L|
.  .  .  .  L|
""")
    assert points(scoring.lavender(vis)) == 9


def test_lavender_only_one_field_of_each_direction_scores():
    vis = grid("""
L| .  L| .  L- L-
L| .  L| .  .  .
L| .  .  .  .  .
""")
    # largest vertical 3 x 1 + largest horizontal 2 x 2; the vertical field of 2 scores nothing
    assert points(scoring.lavender(vis)) == 7


def test_lavender_single_direction_scores_one_a_square():
    vis = grid("L| L|\nL| L|")
    assert points(scoring.lavender(vis)) == 4


def test_lavender_meeting_spots_cost_3_each():
    vis = grid("""
L| L- L-
L| L- .
""")
    # (0,0)-(1,0) and (0,1)-(1,1) are two spots where the fields meet
    assert scoring.lavender_meetings(vis) == 2
    assert points(scoring.lavender(vis)) == 3 * 1 + 2 * 2 - 6


def test_lavender_penalty_counts_every_touching_pair_not_every_pair_of_fields():
    """"For every spot that a vertical field meets a horizontal one" counts places where the two
    touch, not pairs of touching fields: one vertical field along one horizontal field for three
    squares is three spots (-9), not one (docs/rules/provence.md)."""
    vis = grid("""
L| L-
L| L-
L| L-
""")
    assert len(scoring.groups(vis, "lavender", "V")) == len(scoring.groups(vis, "lavender", "H")) == 1
    assert scoring.lavender_meetings(vis) == 3
    assert points(scoring.lavender(vis)) == 3 * 1 + 3 * 2 - 9
    # one vertical square with one horizontal field on three of its sides: three spots
    assert scoring.lavender_meetings(grid("L- L| L-\nL- L- L-")) == 3


def test_lavender_diagonal_contact_is_not_a_meeting():
    vis = grid("L| .\n.  L-")
    assert scoring.lavender_meetings(vis) == 0


# ----- wheat ------------------------------------------------------------------------------------

def test_wheat_example_1_rectangle_3x2_plus_one_is_13():
    vis = grid("""
W W W W
W W W .
""")
    assert points(scoring.wheat(vis)) == 13


def test_wheat_example_2_six_in_a_line_is_6():
    vis = grid("W W W W W W")
    assert points(scoring.wheat(vis)) == 6


def test_wheat_2x2_counts_as_a_rectangle_ruling():
    # the full scoring example scores "4 of them within a rectangle" at 2: a 2 x 2 block qualifies
    vis = grid("W W W W\nW W . .")
    assert points(scoring.wheat(vis)) == 4 * 2 + 2 * 1


def test_wheat_single_square_scores_nothing():
    assert scoring.wheat(grid("W . W")) == []


def test_wheat_l_shape_without_block_scores_one_each():
    assert points(scoring.wheat(grid("W W\nW ."))) == 3


# ----- sunflowers and towns ---------------------------------------------------------------------

def test_sunflowers_facing_the_deck_plus_2_others_minus_3():
    vis = grid("S^ S>\nSv S<")
    assert points(scoring.sunflowers(vis)) == 2 - 9


def test_towns_score_by_different_shops_per_group():
    assert points(scoring.towns(grid("Tc"))) == 1
    assert points(scoring.towns(grid("Tc Tg"))) == 3
    assert points(scoring.towns(grid("Tc Tg Tp"))) == 7
    assert points(scoring.towns(grid("Tc Tg\nTp Ti"))) == 12


def test_towns_repeated_shops_count_once_and_groups_score_separately():
    vis = grid("""
Tc Tc .  Tg
.  .  .  Tp
""")
    assert sorted(i.points for i in scoring.towns(vis)) == [1, 3]


# ----- goals ------------------------------------------------------------------------------------

def test_goal_awards_6_and_3_with_shared_ties_and_no_score_without_a_square():
    assert scoring.goal_awards([4, 2, 1]) == [6, 3, 0]
    assert scoring.goal_awards([4, 4, 2]) == [6, 6, 0]  # docs/rules/provence.md, "Goals"
    assert scoring.goal_awards([3, 0, 0]) == [6, 0, 0]
    assert scoring.goal_awards([0, 0]) == [0, 0]


def test_goal_values():
    vis = grid("""
Ca Ca Cbv Mv M
Cbv .  S^ S> .
L| L| L- F  F
""")
    assert scoring.goal_value(vis, "goal:church-facing") == 2
    assert scoring.goal_value(vis, "goal:mill-facing") == 1
    assert scoring.goal_value(vis, "goal:sunflower-facing") == 1
    assert scoring.goal_value(vis, "goal:lavender-largest") == 2
    assert scoring.goal_value(vis, "goal:forest-largest") == 2
    assert scoring.goal_value(vis, "goal:wheat-largest") == 0


# ----- the full scoring example -----------------------------------------------------------------

EXAMPLE = """
L| L- L- L- L- L- .  W  W
L| .  .  .  .  .  .  W  W
L| .  Tc Tg Tp .  .  W  .
L| .  .  .  .  .  .  W  .
L| .  Tc Ti .  S^ S> .  .
L| .  Ca Ca .  .  .  .  .
"""
RIVAL = """
Ca Ca Cb Cb
L| L| L| .
"""


def test_full_scoring_example_32_plus_27_plus_9_is_68():
    state = fresh(2)
    state["goals"] = ["goal:lavender-largest", "goal:church-facing"]
    state["photos"] = [
        {"id": "photo:b-lavender-4", "spots": [[0], [], []]},
        {"id": "photo:b-lavender-3", "spots": [[0, 1], [], []]},
        {"id": "photo:b-wheat-3", "spots": [[1], [0], []]},
        {"id": "photo:a-church", "spots": [[1], [1], [1, 0]]},
        {"id": "photo:c-lavender-5", "spots": [[0], [], []]},
    ]
    state["seats"][0]["markers"] = 2
    parts = scoring.breakdown(state, [grid(EXAMPLE), grid(RIVAL)])
    mine = scoring.totals(parts[0])
    assert mine["lavender"] == 16 - 3
    assert mine["wheat"] == 10
    assert mine["sunflowers"] == 2 - 3
    assert mine["towns"] == 7 + 3
    assert mine["lavender"] + mine["wheat"] + mine["sunflowers"] + mine["towns"] == 32
    assert mine["photos"] == 7 + 6 + 4 + 2 + 8 == 27
    assert mine["goals"] == 6 + 3 == 9
    assert sum(mine.values()) == 68
    reasons = [i.reason for i in parts[0]["lavender"]]
    assert reasons == ["largest vertical field 6 x 1 + largest horizontal field 5 x 2 = 16",
                       "1 spot(s) where a vertical field meets a horizontal one x -3 = -3"]


# ----- outcome ----------------------------------------------------------------------------------

def finished(state):
    state["phase"] = "over"
    for seat in state["seats"]:
        seat["pending"] = None
    return state


def test_tie_broken_by_fewer_markers_then_shared():
    state = finished(fresh(3))
    for seat in state["seats"]:
        seat["tableau"] = seat["tableau"][:1]
    state["seats"][0]["tableau"] = state["seats"][1]["tableau"] = state["seats"][2]["tableau"]
    state["photos"] = [{"id": "photo:a-town", "spots": [[0, 1], [], []]}]
    state["seats"][0]["markers"] = state["seats"][1]["markers"] = 6
    out = GAME.outcome(state)
    assert out["scores"][0] == out["scores"][1] == out["scores"][2] + 5
    assert out["winners"] == [0, 1]
    state["photos"] = [{"id": "photo:a-town", "spots": [[0], [1], []]}, {"id": "photo:a-mill", "spots": [[], [], [1]]}]
    state["seats"][1]["markers"] = 5
    out = GAME.outcome(state)
    assert out["scores"][0] == out["scores"][1]  # 5 = 3 + 2
    assert out["winners"] == [0] and out["ranks"][:2] == [1, 2]
