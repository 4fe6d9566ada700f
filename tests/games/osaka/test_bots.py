"""Bot hooks: determinize rebuilds a state from a view alone; scores_now reads the scores."""

from __future__ import annotations

import json

import pytest

from app.engine.playout import playout

from .util import GAME


def states_along_a_game(players, seed, every=9):
    seen = []
    final, _ = playout(GAME, players, None, seed, on_step=lambda state, *_: seen.append(state))
    return seen[::every] + [final]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinized_state_gives_the_same_view(players):
    for state in states_along_a_game(players, 11):
        for seat in range(players):
            view = GAME.view(state, seat)
            det = GAME.determinize(view, seat, 99)
            assert GAME.view(det, seat) == view
            assert json.loads(json.dumps(det)) == det
            assert GAME.legal_moves(det, seat) == GAME.legal_moves(state, seat)
            assert sorted(det["deck"]) == sorted(state["deck"])


def test_determinize_reads_only_the_view():
    state = states_along_a_game(3, 4)[2]
    view = GAME.view(state, 1)
    assert "rng" not in json.dumps(view) and json.dumps(state["deck"][0]) not in json.dumps(view)
    orders = {tuple(GAME.determinize(view, 1, s)["deck"]) for s in range(5)}
    assert len(orders) > 1  # the deck order comes from the seed, not from the real state
    assert all(list(o) != state["deck"] for o in orders)


def test_a_determinized_state_plays_on_to_the_end():
    state = states_along_a_game(2, 3)[1]
    det = GAME.determinize(GAME.view(state, 0), 0, 5)
    while GAME.outcome(det) is None:
        seat = GAME.actors(det)[0]
        det, _ = GAME.apply(det, seat, GAME.legal_moves(det, seat)[-1])
    assert len(GAME.outcome(det)["scores"]) == 2


def test_scores_now():
    state = states_along_a_game(2, 8)[-1]
    assert GAME.scores_now(state) == [float(s["score"]) for s in state["seats"]]
