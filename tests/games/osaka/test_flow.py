"""Whole games: setup, turn flow, the end after 10 rounds with 12 cards per photobook."""

from __future__ import annotations

import pytest

from app.engine import get_game
from app.engine.playout import playout

GAME = get_game("osaka")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_game_ends_after_ten_rounds_with_twelve_cards(players):
    for seed in range(5):
        final, log = playout(GAME, players, None, seed)
        assert final["round"] == 10
        for s in final["seats"]:
            assert sum(len(c["cards"]) for c in s["book"]) == 12
        assert GAME.outcome(final)["winners"]
