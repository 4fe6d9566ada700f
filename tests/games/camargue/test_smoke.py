from app.engine import get_game
from app.engine.playout import playout


def test_random_games_end_with_every_tile_played():
    game = get_game("camargue")
    for players in range(2, 7):
        final, _ = playout(game, players, None, 11 + players)
        assert game.outcome(final) is not None
        assert not final["pile"] and not any(final["hands"])
