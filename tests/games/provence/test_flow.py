"""Setup and the flow of a whole game."""

from app.engine.playout import playout
from app.engine.registry import get_game

GAME = get_game("provence")


def test_random_games_end_with_ten_cards_placed_each():
    for players in range(2, 6):
        final, _ = playout(GAME, players, None, 100 + players)
        assert final["phase"] == "over"
        for seat in final["seats"]:
            assert len(seat["tableau"]) == 11  # starting card + 10 scene cards
        assert final["deck"] == []
