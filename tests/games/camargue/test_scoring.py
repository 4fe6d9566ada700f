"""Scoring: area x touched edges; the rulebook's three worked examples as constructed displays."""

from .build import build, place, play, scores_of


def test_example_1_grain_curve_area_1_times_1_edge():
    state = build(hands=[["tile:grain-curve-ne"], []])
    new, events = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert scores_of(events) == [(0, 1, "grain area of 1 tile x 1 edge = 1")]
    assert new["scores"][0] == 1


def test_example_2_forest_straight_area_2_times_2_edges():
    display = ((-1, 0, "tile:forest-cross-1"), (1, 0, "tile:water-cross-1"))
    state = build(display=display, hands=[["tile:forest-straight-ew"], []], scores=[27, 0])
    new, events = play(state, 0, place("tile:forest-straight-ew", 0, 0))
    assert scores_of(events) == [(0, 4, "forest area of 2 tiles x 2 edges = 4")]
    assert new["scores"][0] == 31


def test_example_3_village_straight_area_6_times_3_edges():
    display = (
        (-1, -1, "tile:village-cross-1"),  # diagonal to the new tile: not part of the area
        (0, -1, "tile:water-t-esw-1"),
        (1, 0, "tile:village-curve-ne"),
        (0, 1, "tile:village-t-new-1"),
        (1, 1, "tile:village-cross-2"),
        (2, 0, "tile:village-t-nsw-1"),
        (2, 1, "tile:village-t-nsw-2"),
    )
    state = build(display=display, hands=[["tile:village-straight-ns"], []], scores=[96, 0])
    new, events = play(state, 0, place("tile:village-straight-ns", 0, 0))
    assert scores_of(events) == [(0, 18, "village area of 6 tiles x 3 edges = 18")]
    assert new["scores"][0] == 114 and new["breakdown"][0]["landscape"] == 18


def test_area_counts_only_orthogonal_tiles_of_the_same_landscape_and_ignores_paths():
    # a lavender tile east of the new one, its bare edge against the new tile: still the same area
    display = ((0, 0, "tile:start"), (1, 1, "tile:lavender-curve-ne"), (-1, 1, "tile:grain-cross-1"))
    state = build(display=display, hands=[["tile:lavender-t-nsw-1"], []])
    _, events = play(state, 0, place("tile:lavender-t-nsw-1", 0, 1))
    # start tile above (no landscape), grain to the west, lavender to the east: area 2, 3 edges
    assert scores_of(events) == [(0, 6, "lavender area of 2 tiles x 3 edges = 6")]


def test_the_start_tile_is_in_no_area_but_counts_as_an_edge():
    # start tile above, water crossing to the east: 2 edges, and the area is the two water tiles
    state = build(display=((0, 0, "tile:start"), (1, 1, "tile:water-cross-1")), hands=[["tile:water-curve-ne"], []])
    _, events = play(state, 0, place("tile:water-curve-ne", 0, 1))
    assert scores_of(events) == [(0, 4, "water area of 2 tiles x 2 edges = 4")]
