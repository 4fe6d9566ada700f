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


def test_spot_scores_count_what_spot_score_counts_on_every_frontier_cell():
    # The preview walks each area once for all spots; it must agree with the plain count for
    # every landscape, also where one area reaches a cell from two sides.
    from app.games.camargue.content import LANDSCAPES
    from app.games.camargue.scoring import SpotScores, spot_score

    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.setup(4, None, seed)
        while GAME.actors(state):
            scores = SpotScores(state)
            for k, (x, y, _, _) in state["frontier"].items():
                for land in LANDSCAPES:
                    assert scores.score(k, land) == spot_score(state, x, y, land)
                    checked += 1
            seat = GAME.actors(state)[0]
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    assert checked > 1000
