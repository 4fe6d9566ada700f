"""`standing` (each seat's points if the game ended now: the views, the previews, the bots and
the outcome read it) agrees with the final table's lines in every position, and counts the
choices committed in a phase as made."""

import copy

from app.engine.playout import playout
from app.games.provence import scoring
from app.games.provence.state import laid, with_laid

from .helpers import GAME, fresh, grid


def table_lines(state):
    return [scoring.totals(p) for p in scoring.breakdown(state)]


def made(state):
    """The state with every committed placement laid (and nothing else changed)."""
    out = copy.deepcopy(state)
    for seat in out["seats"]:
        seat["tableau"] = with_laid(seat["tableau"], laid(seat))
    return out


def test_standing_equals_the_final_tables_lines_along_many_games():
    checked = 0
    for players in (2, 3, 4, 5):
        for seed in range(6):
            def check(state, seat, move, new, events):
                nonlocal checked
                assert scoring.standing(new, counted=()) == table_lines(new)
                if new["phase"] == "scene":  # placements count as laid, nothing else is pending
                    assert scoring.standing(new) == table_lines(made(new))
                checked += 1

            final, _ = playout(GAME, players, None, 100 * players + seed, on_step=check)
            outcome = GAME.outcome(final)
            assert outcome["breakdown"] == scoring.standing(final) == table_lines(final)
            assert outcome["scores"] == [sum(c.values()) for c in table_lines(final)]
    assert checked > 1000


def test_a_committed_placement_counts_for_its_seat_and_in_the_goals_not_on_the_table():
    state = fresh(2, 5)
    state["goals"] = ["goal:wheat-largest", "goal:forest-largest"]
    seat = state["seats"][0]
    seat["tableau"] = [{"card": "start:1", "x": 0, "y": 0, "rot": 0}]
    seat["photographer"], seat["drone"] = "0,0", "1,0"
    seat["hand"] = ["card:scene-03", "card:scene-01"]
    seat["pending"] = {"stage": "done", "pass": "card:scene-01", "rot": 0, "layer": "top", "x": 2, "y": 0}
    other = state["seats"][1]
    other["tableau"] = [{"card": "start:5", "x": 0, "y": 0, "rot": 0}]  # wheat 1, forest 1
    # start:1 with card:scene-03 on its right:   G@ G* W W
    #                                            F  W  W W
    #                                            G* Tc F F
    # wheat: a field of 5, 4 inside the 2 x 2 rectangle: 4 x 2 + 1 = 9; town: 1 shop = 1;
    # largest wheat 5 and largest forest 2 are first (6 + 6); the rival's 1 and 1 are second
    mine, rival = scoring.standing(state)
    assert mine == {"lavender": 0, "wheat": 9, "sunflowers": 0, "towns": 1, "photos": 0, "goals": 12}
    assert rival["goals"] == 3 + 3
    shown = scoring.standing(state, counted=())  # before the placement is revealed
    # a lone wheat square scores nothing; both seats tie for first at 1 and 1
    assert shown[0] == {"lavender": 0, "wheat": 0, "sunflowers": 0, "towns": 1, "photos": 0, "goals": 12}
    assert shown[1]["goals"] == 12
    assert scoring.standing(state, counted=[0]) == [mine, rival]
    assert scoring.standing(state, counted=[1]) == shown


def test_a_committed_walk_counts_the_photos_it_takes():
    state = fresh(2, 5)
    state["phase"] = "walk"
    state["photos"] = [{"id": "photo:a-forest", "spots": [[1], [], []]}, {"id": "photo:c-wheat-5", "spots": [[], [], []]}]
    seat = state["seats"][0]
    seat["tableau"] = [{"card": "start:1", "x": 0, "y": 0, "rot": 0}, {"card": "card:scene-03", "x": 2, "y": 0, "rot": 0}]
    seat["photographer"], seat["drone"] = "0,0", "1,0"
    # the photographer on the tree meadow 0,2 frames the forest pair to its right (2,2 and 3,2);
    # the drone on 1,0 frames the wheat field of 5
    seat["pending"] = {"stage": "done", "photographer": "0,2", "drone": "1,0"}
    assert scoring.standing(state)[0]["photos"] == 3 + 8
    assert scoring.standing(state, counted=())[0]["photos"] == 0
    seat["pending"] = {"stage": "drone", "photographer": "0,2", "drone": None}
    assert scoring.standing(state)[0]["photos"] == 0


def test_the_quick_scene_sums_count_every_scene_rule_on_a_constructed_tableau():
    """Lavender fields and a meeting, a wheat rectangle, sunflowers both ways, two towns."""
    vis = grid("""
L| L| L- L- S^ Tc
L| W  W  W  Sv Tg
.  W  W  F  F  .
Tp Tp .  .  .  Ti
""")
    # lavender: vertical field 3 x 1 + horizontal field 2 x 2, one meeting x -3 = 4
    # wheat: 5 squares, 4 in a rectangle: 4 x 2 + 1 = 9; sunflowers: 2 - 3 = -1
    # towns: coffee+gift = 3, pizza = 1, ice cream = 1
    quick = scoring.scenes(vis, reasons=False)
    full = scoring.scenes(vis)
    assert sum(p for cat in quick.values() for p, *_ in cat) == 4 + 9 - 1 + 3 + 1 + 1
    assert {c: sorted(i.points for i in items) for c, items in quick.items()} == \
        {c: sorted(i.points for i in items) for c, items in full.items()}
    assert all(r for items in full.values() for _, r, *_ in items)


def test_the_private_view_counts_the_seats_own_committed_choice_and_nothing_else():
    state = fresh(3, 8)
    seen = 0
    while state["phase"] == "scene":
        seat = GAME.actors(state)[0]
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
        if state["phase"] != "scene":
            break
        for s in range(3):
            private = GAME.view(state, s)["private"]
            if state["seats"][s]["pending"]["stage"] == "done":
                assert private["committed_total"] == sum(scoring.standing(state, counted=[s])[s].values())
                seen += 1
            else:
                assert private["committed_total"] is None
    assert seen >= 2
