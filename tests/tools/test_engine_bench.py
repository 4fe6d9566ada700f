"""`python -m app bench --engine`: the game code of a move, timed by part, for every game."""

from __future__ import annotations

from bench.engine import PARTS, measure, play_one, report


def test_a_move_is_timed_in_its_four_parts_until_the_game_ends():
    ticks = iter(range(1_000_000))
    moves = play_one("camargue", 2, seed=3, max_versions=1000, clock=lambda: next(ticks))
    assert len(moves) > 20  # a whole game of Camargue
    assert all(list(m) == list(PARTS) and all(v == 1 for v in m.values()) for m in moves)


def test_every_game_is_measured_and_reported():
    results = measure(["camargue", "provence", "osaka", "phototour", "sunset"], per_game=1, seed=1, max_versions=12)
    assert [c.game for c in results] == ["camargue", "provence", "osaka", "phototour", "sunset"]
    for cost in results:
        assert cost.games == 1 and cost.whole.moves == 12
        assert cost.first_half.moves == cost.second_half.moves == 6
        assert cost.whole.ms_per_move()["total"] > 0
    lines = report(results)
    assert len(lines) == 6 and lines[-1].startswith("engine_ms_per_move=")


def test_previews_are_timed_on_request_and_kept_out_of_the_total():
    ticks = iter(range(1_000_000))
    moves = play_one("osaka", 2, seed=3, max_versions=10, clock=lambda: next(ticks), previews=True)
    assert all(list(m) == [*PARTS, "previews"] and m["previews"] == 1 for m in moves)
    results = measure(["sunset"], per_game=1, seed=1, max_versions=8, previews=True)
    per = results[0].whole.ms_per_move()
    assert per["previews"] > 0 and per["total"] == sum(per[p] for p in PARTS)
    assert "previews_ms=" in report(results)[0]
    assert "previews" not in measure(["sunset"], per_game=1, seed=1, max_versions=8)[0].whole.ms_per_move()
