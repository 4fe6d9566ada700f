"""Bots: legal moves at every level, decisions from the view only, and the levels' order."""

from __future__ import annotations

import pytest

from app import bots
from app.bots.common import potential
from app.engine import Rng, get_game, games
from app.engine.playout import playout

REAL_GAMES = ["camargue", "osaka", "phototour", "provence", "sunset"]


@pytest.fixture(autouse=True)
def small_budget():
    saved = (bots.CONFIG.budget_ms, bots.CONFIG.iterations)
    bots.configure(budget_ms=30, iterations=24)
    yield
    bots.configure(budget_ms=saved[0], iterations=saved[1])


def states_along_a_game(game_id: str, players: int = 2, seed: int = 3, every: int = 7, limit: int = 6):
    """A few (state, seat) pairs met while playing a random game."""
    game = get_game(game_id)
    found = []
    steps = [0]

    def grab(state, seat, move, new_state, events):
        steps[0] += 1
        if len(found) < limit and steps[0] % every == 0 and len(game.legal_moves(state, seat)) > 1:
            found.append((state, seat))

    playout(game, players, None, seed, on_step=grab)
    return game, found


@pytest.mark.parametrize("game_id", REAL_GAMES)
@pytest.mark.parametrize("level", bots.LEVELS)
def test_every_level_plays_a_legal_move_in_every_game(game_id, level):
    game, found = states_along_a_game(game_id)
    assert found
    for n, (state, seat) in enumerate(found):
        legal = game.legal_moves(state, seat)
        move = bots.choose(game, level, game.view(state, seat), seat, legal, seed=n)
        assert move in legal


def test_an_unknown_level_is_refused():
    game, found = states_along_a_game("camargue", limit=1)
    state, seat = found[0]
    with pytest.raises(ValueError):
        bots.choose(game, "genius", game.view(state, seat), seat, game.legal_moves(state, seat), 1)


def _camargue_twin(state, seat, seed):
    """The same game as `seat` sees it, with every tile it cannot see dealt differently."""
    twin = {**state, "hands": [list(h) for h in state["hands"]], "pile": list(state["pile"]),
            "removed": list(state["removed"])}
    hidden = [t for s, h in enumerate(twin["hands"]) if s != seat for t in h] + twin["pile"] + twin["removed"]
    Rng.attach({}, seed).shuffle(hidden)
    for s, h in enumerate(twin["hands"]):
        if s != seat:
            twin["hands"][s] = [hidden.pop() for _ in h]
    twin["pile"] = [hidden.pop() for _ in twin["pile"]]
    twin["removed"] = [hidden.pop() for _ in twin["removed"]]
    return twin


@pytest.mark.parametrize("level", bots.LEVELS)
def test_a_bot_never_reads_hidden_state(level):
    """Two games that look the same from a seat, but differ in every hidden tile (other hands,
    the pile): the bot, given the same seed, makes the same choice in both."""
    game, found = states_along_a_game("camargue", players=3, limit=5)
    compared = 0
    for n, (state, seat) in enumerate(found):
        if game.view(state, seat)["public"]["window"] is not None:
            continue
        twin = _camargue_twin(state, seat, seed=100 + n)
        assert twin["hands"] != state["hands"] or twin["pile"] != state["pile"]
        assert game.view(twin, seat) == game.view(state, seat)
        legal = game.legal_moves(state, seat)
        assert game.legal_moves(twin, seat) == legal
        a = bots.choose(game, level, game.view(state, seat), seat, legal, seed=n)
        b = bots.choose(game, level, game.view(twin, seat), seat, legal, seed=n)
        assert a == b
        compared += 1
    assert compared >= 2


def test_bots_are_given_views_not_states(monkeypatch):
    """The search deals its own states from the view: the real state never reaches it."""
    game, found = states_along_a_game("camargue", limit=2)
    state, seat = found[0]
    view = game.view(state, seat)
    seen = []
    real = type(game).determinize

    def spy(self, v, s, seed):
        seen.append(v)
        return real(self, v, s, seed)

    monkeypatch.setattr(type(game), "determinize", spy)
    for level in ("greedy", "strong"):
        bots.choose(game, level, view, seat, game.legal_moves(state, seat), seed=4)
    assert seen and all(v == view for v in seen)
    assert all("pile" not in v["public"] and "rng" not in v["public"] for v in seen)


def test_a_game_without_bot_hooks_still_gets_bots():
    toy = games()["toy"]
    state = toy.setup(2, None, 1)
    legal = toy.legal_moves(state, 0)
    for level in bots.LEVELS:
        assert bots.choose(toy, level, toy.view(state, 0), 0, legal, seed=2) in legal


def test_a_fixed_iteration_count_makes_strong_repeatable():
    game, found = states_along_a_game("camargue", limit=3)
    for n, (state, seat) in enumerate(found):
        legal = game.legal_moves(state, seat)
        view = game.view(state, seat)
        assert bots.choose(game, "strong", view, seat, legal, 9) == bots.choose(game, "strong", view, seat, legal, 9)


def test_the_camargue_heuristic_values_a_kept_helper():
    game, found = states_along_a_game("camargue", limit=1)
    state, seat = found[0]
    from app.games.camargue.content import TILES

    helper = next(t for t in TILES if TILES[t]["kind"] == "helper")
    with_helper = {**state, "hands": [list(h) for h in state["hands"]]}
    with_helper["hands"][seat] = [helper]
    with_helper["in_front"] = [None] * len(state["in_front"])
    without = {**with_helper, "hands": [[] for _ in state["hands"]]}
    assert potential(game, with_helper, seat) > potential(game, without, seat)


def test_the_tree_search_variant_plays_legal_moves(monkeypatch):
    from app.bots import search

    monkeypatch.setitem(search.PARAMS, "camargue", search.Params(method="ismcts"))
    game, found = states_along_a_game("camargue", limit=3)
    for n, (state, seat) in enumerate(found):
        legal = game.legal_moves(state, seat)
        assert bots.choose(game, "strong", game.view(state, seat), seat, legal, seed=n) in legal


def test_strong_keeps_to_its_time_budget():
    import time

    bots.configure(budget_ms=50, iterations=None)
    game, found = states_along_a_game("camargue", limit=4)
    for n, (state, seat) in enumerate(found):
        legal = game.legal_moves(state, seat)
        started = time.perf_counter()
        bots.choose(game, "strong", game.view(state, seat), seat, legal, seed=n)
        assert time.perf_counter() - started < 1.0
