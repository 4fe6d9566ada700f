"""The stand-in component set has the rulebook's counts."""

from collections import Counter

from app.games.sunset.content import (
    COLOURS, COMMISSIONS, FEATURES, GOALS, INSPIRATIONS, JOURNAL, LANDSCAPES, PLANNING, STATIONS, planning_deck,
)


def test_counts():
    assert len(LANDSCAPES) == 60
    assert len(PLANNING) == 32 and all(len(planning_deck(c)) == 8 for c in COLOURS)
    assert len(COMMISSIONS) == 30
    assert len(GOALS) == 7 and "goal:horizontal" in GOALS
    assert len(STATIONS) + len(INSPIRATIONS) + len([JOURNAL]) == 10


def test_landscapes_show_one_to_three_distinct_features():
    for features in LANDSCAPES.values():
        assert 1 <= len(features) <= 3 and len(set(features)) == len(features)
        assert set(features) <= set(FEATURES)


def test_wake_up_times_are_distinct_quarter_hours_from_five():
    wakes = [c["wake"] for c in PLANNING.values()]
    assert len(set(wakes)) == 32 and min(wakes) == 5 * 60 and max(wakes) == 12 * 60 + 45
    assert all(w % 15 == 0 for w in wakes)


def test_commissions_have_one_to_three_frames_and_any_feature_icons():
    frames = Counter(len(c["frames"]) for c in COMMISSIONS.values())
    assert set(frames) == {1, 2, 3}
    assert any(f["any"] for c in COMMISSIONS.values() for f in c["frames"])
