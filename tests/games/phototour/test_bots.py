"""Bot hooks: determinize rebuilds a state from a view alone; scores_now."""

import pytest

from app.engine.playout import playout
from app.games.phototour import GAME

from .helpers import give, started


def _states(players, mode, seed, every=37):
    out = [GAME.setup(players, {"mode": mode}, seed)]
    step = {"n": 0}

    def keep(state, seat, move, new_state, events):
        step["n"] += 1
        if len(out) < 80 and (step["n"] % every == 0 or new_state["reaction"] or step["n"] < 4):
            out.append(new_state)

    final, _ = playout(GAME, players, {"mode": mode}, seed, on_step=keep)
    return out + [final]


@pytest.mark.parametrize("players,mode", [(2, "basic"), (3, "strategic"), (4, "strategic"), (4, "basic")])
def test_determinized_view_equals_the_view(players, mode):
    for st in _states(players, mode, 11):
        for seat in range(players):
            view = GAME.view(st, seat)
            det = GAME.determinize(view, seat, 5)
            assert GAME.view(det, seat) == view
            assert GAME.actors(det) == GAME.actors(st)
            if seat in GAME.actors(st):
                assert GAME.legal_moves(det, seat) == GAME.legal_moves(st, seat)
            cards = list(det["deck"]) + list(det["sight_discard"]) + [c for c in det["display"] if c]
            for me in det["seats"]:
                cards += me["hand"] + [e["card"] for e in me["diary"] if e] + me["dealt"]
            if st["phase"] != "start":
                assert sorted(cards) == sorted(f"sight:{n}" for n in range(1, 51))


def test_determinize_uses_only_the_view():
    st = started(3)
    give(st, 1, 13, secret=True)
    view = GAME.view(st, 0)
    det = GAME.determinize(view, 0, 99)
    # swap the hidden cards of seat 1 with deck cards: the view of seat 0 does not change
    other = st["seats"][1]
    swapped = [st["deck"].pop() for _ in other["secret"]]
    st["deck"] += other["secret"]
    other["hand"] = [c for c in other["hand"] if c not in other["secret"]] + swapped
    other["secret"] = swapped
    assert GAME.view(st, 0) == view
    assert GAME.determinize(GAME.view(st, 0), 0, 99) == det
    dets = {tuple(sorted(GAME.determinize(view, 0, s)["seats"][1]["secret"])) for s in range(8)}
    assert len(dets) > 1  # hidden cards are dealt at random, not copied


def test_scores_now_matches_the_final_outcome():
    st, _ = playout(GAME, 3, {"mode": "strategic"}, 4)
    assert GAME.scores_now(st) == [float(x) for x in GAME.outcome(st)["scores"]]
