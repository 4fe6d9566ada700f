"""The strong bot's search: rollouts that play greedy's steps, recorded once and replayed."""

from __future__ import annotations

from app.bots import search
from app.bots.common import step
from app.bots.greedy import gains
from app.engine import Rng, get_game
from app.engine.playout import playout


def phototour_after_a_die(seed: int = 4):
    """A dealt Phototour state where the seat has just taken a die and must choose where to go,
    with at least two destinations."""
    game = get_game("phototour")
    found = []

    def grab(state, seat, move, new_state, events):
        if found or move["type"] != "die":
            return
        if len(game.legal_moves(new_state, seat)) > 1:
            found.append((new_state, seat))

    playout(game, 2, None, seed, on_step=grab)
    state, seat = found[0]
    return game, game.determinize(game.view(state, seat), seat, 1), seat


GREEDY_STEPS = search.Params(turns=1, greedy_steps=True)


def test_every_rollout_step_up_to_the_next_turn_is_greedys_and_recorded():
    game, state, seat = phototour_after_a_die()
    script: list = []
    final = search._rollout(game, state, Rng.attach({}, 5), 200, GREEDY_STEPS, seat, 1, script)
    assert seat in game._actors(final)  # stopped as the seat comes to move again
    replay = state
    for move in script:
        actor = game._actors(replay)[0]
        moves = game._legal_moves(replay, actor)
        valued = gains(game, replay, actor, moves)
        assert valued[moves.index(move)] == max(v for v in valued if v is not None)
        replay = step(game, replay, actor, move)
    assert any(m["type"] == "end_turn" for m in script[:-1])  # the other seat's turn is in it too
    assert replay == final


def test_a_recorded_step_is_replayed_while_it_is_legal():
    game, state, seat = phototour_after_a_die()
    moves = game._legal_moves(state, seat)
    valued = gains(game, state, seat, moves)
    worst = moves[min(range(len(moves)), key=lambda i: valued[i])]
    plan = [worst]
    final = search._rollout(game, state, Rng.attach({}, 5), 1, GREEDY_STEPS, seat, 1, plan)
    assert final["seats"][seat]["pawn"] == worst["to"]
    # a recorded step that is not legal here is replaced by greedy's choice, and not re-recorded
    stale = [{"type": "go", "to": -1}]
    final = search._rollout(game, state, Rng.attach({}, 5), 1, GREEDY_STEPS, seat, 1, stale)
    assert stale == [{"type": "go", "to": -1}]
    assert {"type": "go", "to": final["seats"][seat]["pawn"]} in moves


def test_with_greedy_steps_greedys_choice_is_always_a_candidate():
    game = get_game("phototour")
    p = search.params_for(game)
    assert p.greedy_steps
    seen = 0

    def grab(state, seat, move, new_state, events):
        nonlocal seen
        legal = game.legal_moves(state, seat)
        if seen >= 12 or len(legal) <= p.root_width:
            return
        seen += 1
        dealt = game.determinize(game.view(state, seat), seat, seen)
        cands = search._root_candidates(game, dealt, seat, legal, Rng.attach({}, seen), p)
        valued = gains(game, dealt, seat, legal)
        best = max(v for v in valued if v is not None)
        assert any(valued[legal.index(c)] == best for c in cands)

    playout(game, 2, None, 6, on_step=grab)
    assert seen
