"""The walk event says what moved: its code is walked_photographer, walked_drone or walked_both."""

from __future__ import annotations

import random

from app.engine import get_game


def test_every_walk_event_names_what_moved():
    game = get_game("provence")
    seen = set()
    for seed in range(4):
        state = game.setup(3, None, seed)
        rng = random.Random(seed)
        while game.outcome(state) is None:
            before = [(s["photographer"], s["drone"]) for s in state["seats"]]
            seat = rng.choice(game.actors(state))
            state, events = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
            for ev in events:
                if ev["type"] != "walked":
                    continue
                was = before[ev["seat"]]
                moved = (ev["photographer"] != was[0], ev["drone"] != was[1])
                assert ev["code"] == {(True, True): "walked_both", (True, False): "walked_photographer",
                                      (False, True): "walked_drone"}[moved]
                seen.add(ev["code"])
    assert seen == {"walked_both", "walked_photographer", "walked_drone"}
