"""The walking phase's frame preview lists exactly the photos, frames and marker points that the
photo phase then gives the seat."""

import pytest

from app.engine import games
from app.engine.playout import playout

GAME = games()["provence"]


def taken_events(events, seat):
    return sorted((e["photo"], e["frame"], e["points"]) for e in events
                  if e["type"] == "score" and e.get("code") == "photo_taken" and e["seat"] == seat)


def listed(photos):
    return sorted((p["photo"], p["frame"], p["points"]) for p in photos)


@pytest.mark.parametrize("seed", range(6))
def test_the_preview_equals_what_the_photo_phase_scores(seed):
    players = 2 + seed % 3
    expected: dict[int, list] = {}
    by_photographer: dict[int, list] = {}
    compared = {"photos": 0, "walks": 0}

    def on_step(state, seat, move, new_state, events):
        if move["type"] in ("photographer", "drone"):
            preview = GAME.view(state, seat)["private"]["frame_preview"]
            legal = {m["to"] for m in GAME.legal_moves(state, seat) if m["type"] == move["type"]}
            assert set(preview) == legal
            entry = preview[move["to"]]
            if move["type"] == "photographer":
                assert set(entry["frames"]) == {"up", "down", "left", "right"}
                assert all(len(cells) == 15 for cells in entry["frames"].values())
                by_photographer[seat] = listed(entry["photos"])
            else:
                assert len(entry["frames"]["drone"]) == 25
                expected[seat] = listed(entry["photos"])
                assert [p for p in expected[seat] if p[1] != "drone"] == by_photographer[seat]
        if any(e["type"] == "score" and e.get("code") == "photo_taken" for e in events) or \
                (move["type"] == "drone" and new_state["phase"] != "walk"):
            for s, want in expected.items():
                assert taken_events(events, s) == want, (s, state["round"])
                compared["photos"] += len(want)
            compared["walks"] += 1
            expected.clear()
        if new_state["phase"] != "walk":
            assert GAME.view(new_state, seat)["private"]["frame_preview"] is None

    playout(GAME, players, None, seed, on_step=on_step)
    assert compared["walks"] == 10


def test_random_games_take_photos_so_the_comparison_means_something():
    total = 0

    def on_step(state, seat, move, new_state, events):
        nonlocal total
        total += len(taken_events(events, seat)) + sum(len(taken_events(events, s)) for s in range(len(state["seats"])) if s != seat)

    for seed in range(6):
        playout(GAME, 2 + seed % 3, None, seed, on_step=on_step)
    assert total > 0
