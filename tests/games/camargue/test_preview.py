"""The spot preview in a seat's private view is what applying that placement scores."""

import random

from app.games.camargue.game import Camargue

GAME = Camargue()


def test_every_previewed_placement_scores_what_the_engine_scores():
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.setup(3, None, seed)
        for _ in range(60):
            actors = GAME.actors(state)
            if not actors:
                break
            seat = actors[0]
            moves = GAME.legal_moves(state, seat)
            previews = GAME.private_view(state, seat)["previews"]
            places = [m for m in moves if m["type"] == "place"]
            assert {f"{m['x']},{m['y']}" for m in places} == set(previews)
            for m in places:
                tile = next(t for t in GAME.private_view(state, seat)["hand"] if t["id"] == m["tile"])
                want = previews[f"{m['x']},{m['y']}"][tile["landscape"]]
                _, events = GAME.apply(state, seat, m, moves)
                score = next(e for e in events if e["type"] == "score")
                assert (score["points"], score["area"], score["edges"]) == (want["points"], want["area"], want["edges"])
                assert score["code"] == "landscape_scored" and score["landscape"] == tile["landscape"]
                checked += 1
            state, _ = GAME.apply(state, seat, rng.choice(moves), moves)
    assert checked > 100
