"""Location tiles: every requirement can be met in play, and the view says which tiles a
photobook's columns could take now."""

from __future__ import annotations

from app.games.osaka.content import LOCATION, LOCATIONS, TOWN_CARDS
from app.games.osaka.legality import refuse_claim

from .util import GAME, book, started


def test_no_tile_asks_a_column_for_more_than_the_cards_can_show():
    # A column shows one lower block (its bottom card's) and every card's upper block, so each
    # copy of an icon beyond the first has to come from an upper block: a requirement is only
    # within reach if several town cards carry that icon up there.
    upper = {}
    for card in TOWN_CARDS:
        upper[card["upper"]["icon"]] = upper.get(card["upper"]["icon"], 0) + 1
    for loc in LOCATIONS:
        for cond in loc["requires"]:
            if "icon" in cond and cond["count"] > 1:
                assert upper.get(cond["icon"], 0) >= 4, (loc["name"], cond, upper.get(cond["icon"], 0))


def test_shitennoji_asks_for_a_shrine_and_a_garden():
    assert LOCATION["loc:shitennoji"]["requires"] == [{"icon": "shukyo", "count": 1}, {"icon": "teien", "count": 1}]


def test_the_view_lists_the_tiles_each_photobook_could_take_now():
    state = started(2)
    state["street"] = ["loc:tennoji", "loc:shitennoji", "loc:osaka-jo", *state["street"][3:]]
    # lower shrine at the base, a garden and a samurai on top: 3 blocks
    state["seats"][0]["book"] = book(["card:t13", "card:t05"], ["card:t01"])
    state["seats"][1]["book"] = book(["card:t01"])
    pub = GAME.view(state, 1)["public"]
    reach = pub["seats"][0]["within_reach"]
    assert "loc:shitennoji" in reach and "loc:osaka-jo" not in reach and "loc:tennoji" not in reach
    assert pub["seats"][1]["within_reach"] == []
    # the same answer as a claim standing there would get
    for pos, tile in enumerate(state["street"]):
        if tile is None:
            continue
        state["pawns"][0] = pos
        ok = any(refuse_claim(state, 0, {"column": c}) is None for c in range(2))
        assert ok == (tile in reach), tile


def test_tiles_within_reach_are_the_tiles_a_claim_of_some_column_would_take_along_whole_games():
    """The view's "within reach" makes each column's own checks once for every tile; it must
    list exactly the tiles for which the claim's own check (`refuse_claim`) accepts a column."""
    from app.engine.playout import playout
    from app.games.osaka.legality import _refuse_column, tiles_within_reach

    checked = 0

    def on_step(state, seat, move, new_state, events):
        nonlocal checked
        seats = GAME.public_view(new_state)["seats"]  # the view keeps its answers by photobook
        for s, info in enumerate(new_state["seats"]):
            slow = [t for t in new_state["street"] if t is not None and any(
                _refuse_column(new_state, s, t, {"column": c}) is None for c in range(len(info["book"])))]
            assert tiles_within_reach(new_state, s) == slow
            assert seats[s]["within_reach"] == slow
            checked += 1

    for seed in range(5):
        playout(GAME, 2 + seed % 3, None, 70 + seed, on_step=on_step)
    assert checked > 300


def test_reach_is_asked_again_when_a_column_is_closed():
    # The view keeps the tiles within reach by photobook: a tile on a column is part of the key.
    def reach(state):
        return GAME.public_view(state)["seats"][0]["within_reach"]

    state = started(2)
    state["street"] = ["loc:shitennoji", *state["street"][1:]]
    state["seats"][0]["book"] = book(["card:t13", "card:t05"], ["card:t01"])
    assert "loc:shitennoji" in reach(state)
    state["seats"][0]["book"][0]["tile"] = "loc:osaka-jo"
    assert "loc:shitennoji" not in reach(state)
    state["seats"][0]["book"][0]["tile"] = None
    assert "loc:shitennoji" in reach(state)
    reach(state).clear()  # a view is the caller's to change
    assert "loc:shitennoji" in reach(state)
