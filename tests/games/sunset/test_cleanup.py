"""Cleanup: refill the Wilderness in reading order, a new goal, the commission row from the
preview card first; a commission shortage ends the game at once; six days end the game."""

from app.games.sunset import GAME
from app.games.sunset.rules import cleanup
from app.games.sunset.state import idx

from .util import new, put


def test_refill_left_to_right_top_to_bottom_with_an_artist_on_an_empty_space():
    s = new(2)
    s["seats"][0]["pos"] = "3,1"
    for pos in ["3,1", "1,0", "0,4"]:
        put(s, pos, None)
    top = s["landscape_deck"][:3]
    cleanup(s)
    assert [s["board"][idx(p)] for p in ["1,0", "3,1", "0,4"]] == top
    assert s["seats"][0]["pos"] == "3,1"  # the artist stays, now on the new card
    assert all(c is not None for c in s["board"])


def test_the_discards_are_shuffled_into_a_new_landscape_deck():
    s = new(2)
    put(s, "0,0", None)
    s["landscape_discard"] = s["landscape_deck"][:1]
    s["landscape_deck"] = []
    card = s["landscape_discard"][0]
    cleanup(s)
    assert s["board"][0] == card and s["landscape_discard"] == []


def test_refill_stops_when_no_landscape_is_left():
    s = new(2)
    put(s, "0,0", None)
    put(s, "1,0", None)
    s["landscape_deck"] = s["landscape_deck"][:1]
    cleanup(s)
    assert s["board"][0] is not None and s["board"][1] is None


def test_commission_row_refills_from_the_preview_then_the_deck():
    s = new(2)
    kept = s["commission_row"][1]
    s["commission_row"] = [None, kept, None]
    preview = s["commission_preview"]
    deck = s["commission_deck"][:2]
    cleanup(s)
    assert s["commission_row"] == [preview, kept, deck[0]]
    assert s["commission_preview"] == deck[1]
    assert s["phase"] == "planning" and s["day"] == 2


def test_too_few_commissions_end_the_game_at_once():
    s = new(2)
    s["commission_row"] = [None, None, s["commission_row"][2]]
    s["commission_deck"] = []  # the preview alone cannot fill two spaces
    cleanup(s)
    assert s["phase"] == "over" and s["day"] == 1
    assert GAME.outcome(s)["end_reason"] == "not enough commissions to refill the row"


def test_exactly_enough_commissions_fill_the_row_without_a_new_preview():
    s = new(2)
    s["commission_row"] = [None, s["commission_row"][1], s["commission_row"][2]]
    s["commission_deck"] = []
    cleanup(s)
    assert s["phase"] == "planning" and s["commission_preview"] is None and None not in s["commission_row"]


def test_the_game_ends_after_the_sixth_day_without_cleanup():
    s = new(2)
    s["day"] = 6
    put(s, "0,0", None)
    cleanup(s)
    assert s["phase"] == "over" and s["board"][0] is None
    assert GAME.outcome(s)["end_reason"] == "6 days played"
