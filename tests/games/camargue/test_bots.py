"""determinize rebuilds a full state from one seat's view only; scores_now reads the scores."""

import json
import random

import pytest

from app.games.camargue.content import TILES

from .build import GAME, build, place, play


def states_along_a_game(players, seed):
    rng = random.Random(seed)
    state = GAME.setup(players, None, seed)
    while GAME.outcome(state) is None:
        yield state
        seat = GAME.actors(state)[0]
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    yield state


def check(state, seat, seed):
    view = GAME.view(state, seat)
    # the hook gets a JSON copy of the view, nothing else
    det = GAME.determinize(json.loads(json.dumps(view)), seat, seed)
    assert GAME.view(det, seat) == view
    assert json.loads(json.dumps(det)) == det
    everything = [c["tile"] for c in det["display"].values() if c["tile"] in TILES]
    everything += det["pile"] + det["removed"] + [t for h in det["hands"] for t in h]
    everything += [t for d in det["discards"] for t in d] + [t for t in det["in_front"] if t]
    assert sorted(everything) == sorted(TILES), "every tile is somewhere, exactly once"
    assert det["frontier"] == state["frontier"]
    return det


@pytest.mark.parametrize("players", [2, 4, 6])
def test_determinize_reproduces_the_seats_view_along_a_game(players):
    for i, state in enumerate(states_along_a_game(players, players)):
        if i % 7 == 0 or state["phase"] == "window":
            for seat in range(players):
                det = check(state, seat, 100 + i)
                if GAME.outcome(state) is None:
                    assert GAME.actors(det) == GAME.actors(state)
                    if seat in GAME.actors(state):
                        assert GAME.legal_moves(det, seat) == GAME.legal_moves(state, seat)


def test_determinize_deals_the_unseen_tiles_at_random():
    state = GAME.setup(4, None, 9)
    view = GAME.view(state, 0)
    deals = [GAME.determinize(view, 0, seed) for seed in range(6)]
    assert all(d["hands"][0] == state["hands"][0] for d in deals)
    assert len({json.dumps(d["hands"][1:]) for d in deals}) == 6
    assert sum(d["hands"][1:] == state["hands"][1:] for d in deals) == 0
    assert sum(d["pile"] == state["pile"] for d in deals) == 0


def test_determinize_in_a_window_infers_nothing_from_who_was_asked():
    def window(tile):
        hands = [["tile:grain-curve-ne", "tile:lavender-cross-1", "tile:lavender-cross-2"],
                 [tile, "tile:village-cross-1", "tile:village-cross-2"],
                 ["tile:water-cross-1", "tile:water-cross-2", "tile:forest-cross-1"]]
        state, _ = play(build(players=3, hands=hands), 0, place("tile:grain-curve-ne", 0, 1))
        return state

    holder, other = window("tile:helper-water-grain"), window("tile:forest-cross-2")
    assert GAME.actors(holder) == GAME.actors(other) == [1, 2]
    holds = []
    for seed in range(40):
        det = GAME.determinize(GAME.view(holder, 0), 0, seed)
        assert det == GAME.determinize(GAME.view(other, 0), 0, seed), "the views are the same, so are the deals"
        assert GAME.actors(det) == [1, 2]
        holds.append(any("grain" in TILES[t].get("landscapes", ()) for t in det["hands"][1]))
    assert any(holds) and not all(holds), "seat 1 is dealt a grain helper in some deals only"


def test_scores_now_reads_every_seats_points():
    state = build(players=3, hands=[["tile:grain-curve-ne"], [], []], scores=[3, 7, 0])
    state, _ = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert GAME.scores_now(state) == [4.0, 7.0, 0.0]
