from collections import Counter

import pytest

from app.engine.grid import edge_letters
from app.games.camargue.content import HELPER_TILES, LANDSCAPE_TILES, LANDSCAPES, TILES

from .build import GAME


def test_stand_in_set_has_the_rulebook_counts():
    assert len(LANDSCAPE_TILES) == 80 and len(HELPER_TILES) == 10 and len(TILES) == 90
    for land in LANDSCAPES:
        shapes = Counter(edge_letters(t["paths"]) for t in LANDSCAPE_TILES.values() if t["landscape"] == land)
        assert sum(shapes.values()) == 16
        assert {s: shapes[s] for s in ("NE", "ES", "SW", "NW")} == dict.fromkeys(("NE", "ES", "SW", "NW"), 1)
        assert shapes["NS"] == shapes["EW"] == 1
        assert {s: shapes[s] for s in ("NES", "ESW", "NSW", "NEW")} == dict.fromkeys(("NES", "ESW", "NSW", "NEW"), 2)
        assert shapes["NESW"] == 2
    pairs = {tuple(sorted(h["landscapes"])) for h in HELPER_TILES.values()}
    assert len(pairs) == 10 and all(a != b for a, b in pairs)


@pytest.mark.parametrize("players,removed", [(2, 0), (3, 0), (4, 2), (5, 0), (6, 0)])
def test_setup_deals_three_each_and_removes_two_only_with_four(players, removed):
    state = GAME.setup(players, None, 5)
    assert [len(h) for h in state["hands"]] == [3] * players
    assert len(state["removed"]) == removed
    assert len(state["pile"]) == 90 - removed - 3 * players
    everything = state["pile"] + state["removed"] + [t for h in state["hands"] for t in h]
    assert sorted(everything) == sorted(TILES)
    assert (90 - removed) % players == 0, "every seat gets as many tiles"
    assert GAME.actors(state) == [0], "seat 0 begins"
    assert state["display"]["0,0"] == {"tile": "tile:start", "landscape": None, "paths": 15}


def test_player_counts_outside_two_to_six_are_refused():
    from app.engine import IllegalMove

    for n in (1, 7):
        with pytest.raises(IllegalMove):
            GAME.setup(n, None, 1)
