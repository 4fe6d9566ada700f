"""Bot hooks: determinize rebuilds a state from a view alone; scores_now tracks the score."""

import json

import pytest

from app.engine.playout import playout
from app.games.sunset import GAME

from .util import moves, new, play


def views_match(state: dict, seat: int, seed: int) -> dict:
    view = GAME.view(state, seat)
    det = GAME.determinize(json.loads(json.dumps(view)), seat, seed)
    assert GAME.view(det, seat) == view
    assert GAME.actors(det) == GAME.actors(state)
    if seat in GAME.actors(state):
        assert GAME.legal_moves(det, seat) == GAME.legal_moves(state, seat)
    return det


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_determinized_views_equal_the_real_view_through_a_game(players):
    checked = {"n": 0}

    def on_step(state, seat, move, new_state, events):
        checked["n"] += 1
        if checked["n"] % 3 == 0:
            for viewer in range(players):
                det = views_match(state, viewer, checked["n"])
                if GAME.actors(det):
                    actor = GAME.actors(det)[0]
                    GAME.apply(det, actor, GAME.legal_moves(det, actor)[0])  # the state plays on

    final, _ = playout(GAME, players, None, 11 + players, on_step=on_step)
    views_match(final, 0, 1)
    assert checked["n"] > 10


def test_determinize_uses_only_the_view():
    s = new(3, seed=4)
    s, _ = play(s, 1, moves(s, 1)[0])
    view = GAME.view(s, 0)
    other = json.loads(json.dumps(s))
    # Swap seat 1's hidden cards and the hidden decks around: seat 0's view does not change.
    st = other["seats"][2]
    st["hand"], st["deck"] = st["deck"][:3], st["hand"] + st["deck"][3:]
    other["landscape_deck"].reverse()
    other["commission_deck"].reverse()
    assert GAME.view(other, 0) == view
    assert GAME.determinize(view, 0, 9) == GAME.determinize(GAME.view(other, 0), 0, 9)


def test_hidden_cards_are_dealt_at_random_from_those_unaccounted_for():
    s = new(3, seed=4)
    view = GAME.view(s, 0)
    dets = [GAME.determinize(view, 0, seed) for seed in range(6)]
    hands = {tuple(d["seats"][1]["hand"]) for d in dets}
    decks = {tuple(d["landscape_deck"]) for d in dets}
    assert len(hands) > 1 and len(decks) > 1
    for d in dets:
        assert sorted(d["seats"][1]["hand"] + d["seats"][1]["deck"]) == sorted(
            s["seats"][1]["hand"] + s["seats"][1]["deck"])
        assert sorted(d["landscape_deck"]) == sorted(s["landscape_deck"])
        assert d["seats"][0]["hand"] == s["seats"][0]["hand"]


def test_scores_now_follows_sales_and_the_held_goal():
    final, _ = playout(GAME, 3, None, 21)
    assert GAME.scores_now(final) == [float(x) for x in GAME.outcome(final)["scores"]]
