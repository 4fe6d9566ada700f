"""Bot hooks: determinize rebuilds a state from one seat's view only."""

import json

from app.engine.playout import playout

from .helpers import GAME


def views_along_a_game(players, seed):
    states = []
    playout(GAME, players, None, seed, on_step=lambda s, seat, m, new, ev: states.append(new))
    return states


def test_determinize_reproduces_the_view_for_every_seat():
    for players in (2, 3, 5):
        states = views_along_a_game(players, 40 + players)
        for state in states[:: max(1, len(states) // 25)]:
            for seat in range(players):
                view = GAME.view(state, seat)
                det = GAME.determinize(json.loads(json.dumps(view)), seat, seed=9)
                assert GAME.view(det, seat) == view
                assert sorted(GAME.actors(det)) == GAME.actors(state)
                assert GAME.legal_moves(det, seat) == GAME.legal_moves(state, seat)
                # the determinized state plays on
                for other in GAME.actors(det):
                    moves = GAME.legal_moves(det, other)
                    assert moves
                    GAME.apply(det, other, moves[0])


def test_determinize_deals_unseen_cards_from_the_view_not_the_state():
    states = views_along_a_game(4, 3)
    state = states[len(states) // 3]
    view = GAME.view(state, 0)
    real = [sorted(s["hand"]) for s in state["seats"]]
    dealt = []
    for seed in range(12):
        det = GAME.determinize(view, 0, seed)
        assert sorted(det["seats"][0]["hand"]) == real[0]
        dealt.append([sorted(s["hand"]) for s in det["seats"][1:]] + [det["deck"]])
        every = det["deck"] + [c for s in det["seats"] for c in s["hand"] + ([s["incoming"]] if s["incoming"] else [])]
        assert len(every) == len(set(every))
    assert any(d[:3] != real[1:] for d in dealt), "other hands are dealt at random"
    assert len({json.dumps(d) for d in dealt}) > 1


def test_scores_now_matches_the_final_outcome():
    final, _ = playout(GAME, 3, None, 5)
    assert GAME.scores_now(final) == [float(x) for x in GAME.outcome(final)["scores"]]


def test_determinize_gives_the_card_a_seat_passed_to_its_left_neighbour():
    """The card a seat passed is known to it: in the walking phase it lies face down as the left
    neighbour's incoming card, in the next scene phase it is in that neighbour's hand. Checked on
    what determinize deals, for every seat and every phase along games of 2, 3 and 5."""
    checked = {"walk": 0, "scene": 0}
    for players in (2, 3, 5):
        for state in views_along_a_game(players, 60 + players):
            if state["phase"] == "over":
                continue
            for seat in range(players):
                view = GAME.view(state, seat)
                passed = view["private"]["passed"]
                if passed is None:
                    continue
                left = (seat + 1) % players
                assert state["seats"][seat]["passed"] == passed
                for seed in range(3):
                    det = GAME.determinize(json.loads(json.dumps(view)), seat, seed)
                    if state["phase"] == "walk":
                        assert state["seats"][left]["incoming"] == passed
                        assert det["seats"][left]["incoming"] == passed
                        assert det["seats"][seat]["incoming"] != passed
                    else:
                        assert passed in state["seats"][left]["hand"]
                        assert passed in det["seats"][left]["hand"]
                    assert passed not in det["deck"]
                checked[state["phase"]] += 1
    assert checked["walk"] > 50 and checked["scene"] > 50, checked
