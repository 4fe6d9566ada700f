"""`scores_now` (the bots' quick sum) and `score_totals` (the view's score by category) agree with
the full scoring breakdown in every position."""

from app.engine.playout import playout
from app.games.provence import scoring

from .helpers import GAME, grid


def slow_scores(state):
    return [sum(scoring.totals(p).values()) for p in scoring.breakdown(state)]


def test_the_quick_sums_equal_the_breakdown_along_many_games():
    checked = 0
    for players in (2, 3, 4, 5):
        for seed in range(6):
            def check(state, seat, move, new, events):
                nonlocal checked
                assert scoring.scores_now(new) == slow_scores(new)
                assert scoring.score_totals(new) == [scoring.totals(p) for p in scoring.breakdown(new)]
                checked += 1

            playout(GAME, players, None, 100 * players + seed, on_step=check)
    assert checked > 1000


def test_scores_now_counts_every_scene_rule_on_a_constructed_tableau():
    """Lavender fields and a meeting, a wheat rectangle, sunflowers both ways, two towns."""
    vis = grid("""
L| L| L- L- S^ Tc
L| W  W  W  Sv Tg
.  W  W  F  F  .
Tp Tp .  .  .  Ti
""")
    # lavender: vertical field 3 x 1 + horizontal field 2 x 2, one meeting x -3 = 4
    # wheat: 5 squares, 4 in a rectangle: 4 x 2 + 1 = 9; sunflowers: 2 - 3 = -1
    # towns: coffee+gift = 3, pizza = 1, ice cream = 1
    quick = scoring.scenes(vis, reasons=False)
    full = scoring.scenes(vis)
    assert sum(p for cat in quick.values() for p, *_ in cat) == 4 + 9 - 1 + 3 + 1 + 1
    assert {c: sorted(i.points for i in items) for c, items in quick.items()} == \
        {c: sorted(i.points for i in items) for c, items in full.items()}
    assert all(r for items in full.values() for _, r, *_ in items)
