"""Scoring: area x tiles touched; the rulebook's three worked examples on displays that could arise in play."""

from .build import EXAMPLE_2, EXAMPLE_3, from_start, place, play, scores_of


# The rulebook's worked examples, each on a display grown from the start tile by legal
# placements (`from_start`), so that it could arise in play.

def test_example_1_grain_curve_area_1_times_1_edge():
    state = from_start([], hands=[["tile:grain-curve-ne"], []])
    new, events = play(state, 0, place("tile:grain-curve-ne", 0, 1))  # its north path meets the start tile
    assert scores_of(events) == [(0, 1, "grain area of 1 tile x 1 tile touched = 1")]
    assert new["scores"][0] == 1


def test_example_2_forest_straight_area_2_times_2_edges():
    state = from_start(EXAMPLE_2, hands=[["tile:forest-straight-ew"], []], scores=[27, 0])
    # continues the crossing's path; its bare north edge meets the water straight's bare south
    new, events = play(state, 0, place("tile:forest-straight-ew", 2, 0))
    assert scores_of(events) == [(0, 4, "forest area of 2 tiles x 2 tiles touched = 4")]
    assert new["scores"][0] == 31


def test_example_3_village_straight_area_6_times_3_edges():
    state = from_start(EXAMPLE_3, hands=[["tile:village-straight-ns"], []], scores=[96, 0])
    # south of the start tile: it touches the start tile, the village T to the east and the
    # village crossing to the south; its area is the six village tiles joined edge to edge
    new, events = play(state, 0, place("tile:village-straight-ns", 0, 1))
    assert scores_of(events) == [(0, 18, "village area of 6 tiles x 3 tiles touched = 18")]
    assert sorted(new["last"]["area"]) == ["-1,2", "0,1", "0,2", "1,0", "1,1", "1,2"]
    assert new["display"]["-1,0"]["landscape"] == "village" and "-1,0" not in new["last"]["area"]
    assert new["scores"][0] == 114 and new["breakdown"][0]["landscape"] == 96 + 18


def test_area_counts_only_orthogonal_tiles_of_the_same_landscape_and_ignores_paths():
    display = [
        (1, 0, "tile:water-curve-sw"),      # east of the start tile
        (1, 1, "tile:lavender-curve-ne"),   # under it
        (-1, 0, "tile:forest-curve-es"),    # west of the start tile
        (-1, 1, "tile:grain-cross-1"),      # under it
    ]
    state = from_start(display, hands=[["tile:lavender-t-nsw-1"], []])
    _, events = play(state, 0, place("tile:lavender-t-nsw-1", 0, 1))
    # start tile above (no landscape), grain to the west, lavender to the east, its bare west edge
    # against the new tile's bare east edge: still the same area (2), and 3 tiles touched
    assert scores_of(events) == [(0, 6, "lavender area of 2 tiles x 3 tiles touched = 6")]


def test_the_start_tile_is_in_no_area_but_counts_as_an_edge():
    # start tile above, water crossing to the east: 2 tiles touched, and the area is the two water tiles
    state = from_start([(1, 0, "tile:forest-curve-sw"), (1, 1, "tile:water-cross-1")], hands=[["tile:water-curve-ne"], []])
    _, events = play(state, 0, place("tile:water-curve-ne", 0, 1))
    assert scores_of(events) == [(0, 4, "water area of 2 tiles x 2 tiles touched = 4")]
