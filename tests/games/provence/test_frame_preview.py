"""The walking phase's frame preview names exactly the photos and frames that the photo phase then
gives the seat, and each walk's preview (its points) exactly the markers' points."""

import pytest

from app.engine import games
from app.engine.playout import playout

GAME = games()["provence"]


def taken_events(events, seat):
    return sorted((e["photo"], e["frame"]) for e in events
                  if e["type"] == "score" and e.get("code") == "photo_taken" and e["seat"] == seat)


def taken_points(events, seat):
    return sum(e["points"] for e in events if e["type"] == "score" and e.get("code") == "photo_taken" and e["seat"] == seat)


def listed(photos):
    return sorted((p["photo"], p["frame"]) for p in photos)


@pytest.mark.parametrize("seed", range(6))
def test_the_preview_equals_what_the_photo_phase_scores(seed):
    players = 2 + seed % 3
    expected: dict[int, list] = {}
    points: dict[int, float] = {}
    by_photographer: dict[int, list] = {}
    compared = {"photos": 0, "walks": 0}

    def on_step(state, seat, move, new_state, events):
        if move["type"] in ("drone", "stay"):
            points[seat] = GAME.previews(state, seat, [move])[0].points
        if move["type"] == "stay":
            expected.pop(seat, None)
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
                assert all(p[1] in entry["frames"] for p in expected[seat])
        if any(e["type"] == "score" and e.get("code") == "photo_taken" for e in events) or \
                (move["type"] in ("drone", "stay") and new_state["phase"] != "walk"):
            for s, want in expected.items():
                assert taken_events(events, s) == want, (s, state["round"])
                compared["photos"] += len(want)
            for s, want in points.items():
                assert taken_points(events, s) == want, (s, state["round"])
            compared["walks"] += 1
            expected.clear()
            points.clear()
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


def test_the_kept_preview_equals_one_computed_afresh_and_each_read_is_a_copy():
    """Previews are kept by the seat's own pieces and the photo cards (the other seats' moves
    in the walking phase leave them as they were): along whole games, every seat's kept preview
    is the one computed from the state, and changing what a view holds changes nothing kept."""
    from app.games.provence import view as provence_view

    checked = 0

    def fresh(state, s):
        return provence_view._frame_preview(state, s, state["seats"][s], state["seats"][s]["pending"])

    def on_step(state, seat, move, new_state, events):
        nonlocal checked
        for s in range(len(new_state["seats"])):
            kept = provence_view.frame_preview(new_state, s)
            if kept is None:
                continue
            assert kept == fresh(new_state, s)
            kept.clear()
            assert provence_view.frame_preview(new_state, s) == fresh(new_state, s)
            checked += 1

    hits = provence_view._previews.hits
    for seed in range(4):
        playout(GAME, 3 + seed % 2, None, 40 + seed, on_step=on_step)
    assert checked > 100
    assert provence_view._previews.hits > hits  # the other seats' moves did reuse them
