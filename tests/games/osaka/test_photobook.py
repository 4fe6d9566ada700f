"""The photobook: tucking, placement, width and height limits, location tiles closing columns."""

from __future__ import annotations

import pytest

from app.engine import IllegalMove
from app.games.osaka import photobook as pb

from .util import GAME, book, play, started

FIVE = ["card:t01", "card:t02", "card:t03", "card:t04", "card:t05"]


def test_stacked_cards_show_their_upper_blocks_only():
    b = book(["card:t17", "card:t37", "card:t21"])
    g = pb.blocks(b)
    # t17's lower block (Shūkyō-machi) is the ground; t37's and t21's lower blocks are tucked away
    assert [g[(0, r)]["icon"] for r in range(4)] == ["shukyo", "flag", "shukyo", "flag"]
    assert (0, 4) not in g


def test_a_column_of_four_cards_is_five_blocks():
    assert len(pb.column_blocks(book(FIVE[:4]), 0)) == 5


def at_place(columns, tiles=None):
    state = started(2)
    state["seats"][0]["book"] = book(*columns, tiles=tiles)
    state["turn"], state["phase"], state["pending"] = 0, "place", "card:t30"
    return state


def test_new_cards_go_left_right_or_on_top():
    state = at_place([["card:t01"], ["card:t02", "card:t03"]])
    assert GAME.legal_moves(state, 0) == [
        {"type": "place", "at": "left"}, {"type": "place", "at": "right"},
        {"type": "place", "at": "top", "column": 0}, {"type": "place", "at": "top", "column": 1},
    ]
    state, _ = play(state, 0, {"type": "place", "at": "left"})
    assert [c["cards"] for c in state["seats"][0]["book"]][0] == ["card:t30"]


def test_at_most_five_cards_wide():
    state = at_place([[c] for c in FIVE])
    assert all(m["at"] == "top" for m in GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "place", "at": "right"})
    assert err.value.code == "photobook_too_wide"


def test_at_most_four_cards_high():
    state = at_place([FIVE[:4], [FIVE[4]]])
    assert {"type": "place", "at": "top", "column": 0} not in GAME.legal_moves(state, 0)
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "place", "at": "top", "column": 0})
    assert err.value.code == "photobook_too_high"


def test_no_card_below_the_ground_during_the_game():
    state = at_place([["card:t01"]])
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "place", "at": "under", "column": 0})
    assert err.value.code == "below_ground"


def test_a_claimed_tile_closes_its_column():
    state = at_place([["card:t01", "card:t17"], ["card:t02"]], tiles=["loc:tsurumi", None])
    assert {"type": "place", "at": "top", "column": 0} not in GAME.legal_moves(state, 0)
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "place", "at": "top", "column": 0})
    assert err.value.code == "column_closed"


def at_claim(columns, tile, tiles=None):
    state = started(2)
    state["seats"][0]["book"] = book(*columns, tiles=tiles)
    street = state["street"]
    if tile in street:
        street[street.index(tile)] = street[state["pawns"][0]]
    street[state["pawns"][0]] = tile
    state["turn"], state["phase"], state["claim_stage"] = 0, "claim", "travel"
    return state


def test_a_one_card_column_cannot_take_a_tile():
    state = at_claim([["card:t05"], ["card:t01", "card:t17"]], "loc:tsurumi")
    assert GAME.legal_moves(state, 0) == [{"type": "claim", "column": 1}, {"type": "sandal"}]
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "claim", "column": 0})
    assert err.value.code == "column_too_low"


def test_requirement_must_hold_in_the_column():
    state = at_claim([["card:t01", "card:t17"], ["card:t02", "card:t03"]], "loc:tsurumi")
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "claim", "column": 1})
    assert err.value.code == "requirement_not_met"


def test_a_claim_must_leave_room_for_the_remaining_cards():
    # five two-card columns, four closed: closing the fifth would leave no room for 2 more cards
    cols = [["card:t01", "card:t17"], ["card:t02", "card:t03"], ["card:t04", "card:t06"],
            ["card:t07", "card:t08"], ["card:t09", "card:t10"]]
    state = at_claim(cols, "loc:tsurumi", tiles=[None, "loc:osaka-jo", "loc:tenma", "loc:shinsekai", "loc:tennoji"])
    assert GAME.legal_moves(state, 0) == [{"type": "sandal"}]
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "claim", "column": 0})
    assert err.value.code == "no_room_left"


def test_a_requirement_met_by_the_new_card_is_claimed_after_sightseeing():
    state = at_claim([["card:t01"], ["card:t05"]], "loc:tsurumi")
    state["phase"], state["claim_stage"] = "sightsee", None
    cell = next(c for c in state["area"] if state["area"][c] is not None)
    state["area"][cell] = None
    state["pending"], state["phase"] = "card:t17", "place"
    state, events = play(state, 0, {"type": "place", "at": "top", "column": 0})
    assert state["phase"] == "claim" and state["claim_stage"] == "sightseeing"
    sandals = state["seats"][0]["sandals"]
    state, events = play(state, 0, {"type": "claim", "column": 0})
    assert state["seats"][0]["tiles"] == ["loc:tsurumi"]
    assert state["seats"][0]["sandals"] == sandals  # no sandal is earned while sightseeing


def test_decline_leaves_the_tile_on_the_street():
    state = at_claim([["card:t01", "card:t17"]], "loc:tsurumi")
    state["supply"] = 0  # (with a sandal in the supply the choice is the sandal or the tile)
    state, _ = play(state, 0, {"type": "decline"})
    assert state["street"][state["pawns"][0]] == "loc:tsurumi" and state["phase"] == "sightsee"


def test_the_largest_zone_in_views_follows_every_photobook_along_whole_games():
    # Views keep each photobook's largest zone by its cards; it must never be an earlier book's.
    from app.engine.playout import playout

    checked = 0

    def on_step(state, seat, move, new_state, events):
        nonlocal checked
        seats = GAME.public_view(new_state)["seats"]
        for s, info in enumerate(new_state["seats"]):
            assert seats[s]["largest_zone"] == pb.largest_zone(pb.blocks(info["book"]))
            checked += 1

    for seed in range(4):
        playout(GAME, 2 + seed % 3, None, 90 + seed, on_step=on_step)
    assert checked > 300
