"""Bots finish their games: no level can go round in circles for ever.

Greedy Phototour bots used to rent a 4th token and discard one, turn after turn, without taking
photographs: the look-ahead valued the moment of holding four tokens as if the seat could stay
there, although it must discard at once. These tests would have caught it.
"""

from __future__ import annotations

from typing import ClassVar

import pytest

from app import bots
from app.bots import greedy
from app.bots.common import is_back_step, own_value, step
from app.engine import Game, Rng, get_game

PHOTOTOUR_MOVE_LIMIT = {2: 800, 4: 1600}  # greedy games take about 150 to 400 moves for 2 players


def play(game_id: str, levels: list[str], seed: int, limit: int) -> int:
    """Play one engine-only game between bots; the number of moves it took (fails past `limit`)."""
    game = get_game(game_id)
    state = game.setup(len(levels), None, seed)
    for n in range(limit):
        if game.outcome(state) is not None:
            return n
        actors = game.actors(state)
        seat = actors[n % len(actors)]
        legal = game.legal_moves(state, seat)
        move = bots.choose(game, levels[seat], game.view(state, seat), seat, legal, seed * 1_000_003 + n)
        state, _ = game.apply(state, seat, move, legal)
    raise AssertionError(f"{game_id} {levels} seed {seed} did not finish within {limit} moves")


@pytest.mark.parametrize("seed", range(12))
def test_greedy_phototour_bots_finish_two_player_games(seed):
    play("phototour", ["greedy", "greedy"], seed, PHOTOTOUR_MOVE_LIMIT[2])


@pytest.mark.parametrize("seed", range(3))
def test_greedy_phototour_bots_finish_four_player_games(seed):
    play("phototour", ["greedy", "random", "greedy", "greedy"], seed, PHOTOTOUR_MOVE_LIMIT[4])


def test_strong_and_random_phototour_bots_finish():
    saved = (bots.CONFIG.budget_ms, bots.CONFIG.iterations)
    bots.configure(iterations=4)
    try:
        play("phototour", ["strong", "greedy"], 5, PHOTOTOUR_MOVE_LIMIT[2])
    finally:
        bots.configure(budget_ms=saved[0], iterations=saved[1])
    play("phototour", ["random", "random"], 5, 20_000)


# ----- the look-ahead cannot stop in a state the seat must leave --------------------------------

class _Grab(Game):
    """A toy game: `grab` scores a point but leaves a forced `drop` (two ways, each losing the
    point again); `walk` scores half a point; either ends the game."""

    id: ClassVar[str] = "test-grab"
    title: ClassVar[str] = "Grab"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1

    def _actors(self, state):
        return [] if state["turns"] else [0]

    def _legal_moves(self, state, seat):
        if state["holding"]:
            return [{"type": "drop", "which": "left"}, {"type": "drop", "which": "right"}]
        return [{"type": "grab"}, {"type": "walk"}]

    def _apply(self, state, seat, move):
        if move["type"] == "grab":
            state["points"] += 1
            state["holding"] = True
        elif move["type"] == "drop":
            state["points"] -= 1
            state["holding"] = False
            state["turns"] += 1
        else:
            state["points"] += 0.5
            state["turns"] += 1
        return []

    def scores_now(self, state):
        return [float(state["points"])]


def test_greedy_values_a_state_it_must_leave_by_the_steps_that_leave_it():
    game = _Grab()
    state = {"points": 0.0, "holding": False, "turns": 0}
    legal = game._legal_moves(state, 0)
    for seed in range(5):
        gain, move = greedy.best_moves(game, state, 0, legal, Rng.attach({}, seed))
        assert move == {"type": "walk"}
        assert gain == pytest.approx(0.5)


def test_phototour_potential_does_not_count_a_token_that_must_be_discarded():
    game = get_game("phototour")
    state = game.setup(2, None, 4)
    for n in range(400):  # on to a turn of the play phase with a full reserve and a token to rent
        actors = game.actors(state)
        seat = actors[n % len(actors)]
        turn = state["turn"]
        if (turn and not turn["pending"] and not turn["main_done"] and len(state["seats"][seat]["reserve"]) == 3
                and any(state["board"])):
            break
        legal = game.legal_moves(state, seat)
        state, _ = game.apply(state, seat, bots.choose(game, "greedy", game.view(state, seat), seat, legal, n), legal)
    else:
        pytest.skip("no full reserve met in this game")
    token = next(t for t in state["board"] if t)
    held = step(game, state, seat, {"type": "rent", "token": token})
    assert held["turn"]["pending"]["kind"] == "discard_token"
    # holding four tokens is worth no more than the best way of going back to three
    after = [step(game, held, seat, m) for m in game.legal_moves(held, seat)]
    assert own_value(game, held, seat) <= max(own_value(game, a, seat) for a in after) + 1e-9
    assert game.has_potential()


# ----- no going back and forth between sub-steps ----------------------------------------------

@pytest.mark.parametrize("level", ["greedy", "strong"])
def test_bots_never_step_back_to_a_previous_sub_step(level):
    game = get_game("provence")
    state = game.setup(2, None, 10)
    seat = 0
    while state["seats"][seat]["pending"]["stage"] != "place":
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
    legal = game.legal_moves(state, seat)
    assert {"type": "back"} in legal and is_back_step(game, {"type": "back"})
    for seed in range(4):
        move = bots.choose(game, level, game.view(state, seat), seat, legal, seed)
        assert move["type"] == "place"


@pytest.mark.parametrize("game_id", ["camargue", "osaka", "provence", "sunset"])
def test_greedy_bots_finish_the_other_games(game_id):
    """Provence's greedy seat used to go back and forth between orienting and placing a card
    (seed 100010 below) once the deal it judged on changed between the two decisions."""
    for seed, levels in ((100010, ["random", "greedy"]), (3, ["greedy", "greedy"])):
        play(game_id, levels, seed, 2000)
