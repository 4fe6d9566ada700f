"""One source of legality: a move is listed exactly when the rules accept it, and the reason for a
refusal is the precise one, from the same check."""

import pytest

from app.games.sunset import GAME
from app.games.sunset.content import DIRECTIONS
from app.games.sunset.state import idx

from .util import cards, new, play, put, trek

DIAG_3 = "plan:blue-5"  # diagonals, 3 movement points
ORTHO_4 = "plan:blue-7"  # N E S W, 4 movement points, paint 3


def reason(state: dict, seat: int, move: dict) -> str | None:
    why = GAME.refusal(state, seat, move)
    return None if why is None else why.code


def agree(state: dict, seat: int, candidates: list[dict]) -> None:
    legal = GAME.legal_moves(state, seat)
    for move in candidates:
        assert (reason(state, seat, move) is None) == GAME.listed(state, seat, move, legal), move
    for move in legal:
        assert reason(state, seat, move) is None, move


def every_hike(max_distance: int = 5) -> list[dict]:
    return [{"type": "hike", "dir": d, "distance": n} for d in DIRECTIONS for n in range(0, max_distance + 1)]


# ----- hiking and ranger stations ------------------------------------------------------------


def test_a_hike_through_a_space_its_station_refills_is_judged_with_the_refill():
    s = trek(new(2), 0, DIAG_3, "0,0", others={1: "2,2"})
    s["board"][idx("1,1")] = "station:1"  # a station ahead, and the space behind it empty
    put(s, "2,2", None)
    # The station refills 2,2 as the artist passes, so the hike may go on to 3,3, but not end on
    # the other artist's card: that is the reason, not the space that was empty before the hike.
    assert reason(s, 0, {"type": "hike", "dir": "SE", "distance": 3}) is None
    assert reason(s, 0, {"type": "hike", "dir": "SE", "distance": 2}) == "occupied"


def test_a_station_refills_nothing_when_the_landscapes_have_run_out():
    s = trek(new(1), 0, DIAG_3, "0,0")
    put(s, "2,2", None)
    s["landscape_deck"], s["landscape_discard"] = [], []
    assert reason(s, 0, {"type": "hike", "dir": "SE", "distance": 1}) is None
    assert reason(s, 0, {"type": "hike", "dir": "SE", "distance": 2}) == "empty_space"


def test_a_station_refills_only_as_many_spaces_as_there_are_landscapes():
    s = trek(new(1), 0, DIAG_3, "0,0")
    for p in ("1,0", "2,2"):  # reading order: 1,0 is dealt first, 2,2 finds none left
        put(s, p, None)
    s["landscape_discard"] = []
    s["landscape_deck"] = s["landscape_deck"][:1]
    assert reason(s, 0, {"type": "hike", "dir": "SE", "distance": 2}) == "empty_space"
    s["landscape_deck"] = cards("M", "C")
    assert reason(s, 0, {"type": "hike", "dir": "SE", "distance": 2}) is None


@pytest.mark.parametrize("seed", range(6))
def test_hike_list_and_refusals_agree_around_stations(seed):
    s = trek(new(1, seed), 0, "plan:blue-8", "0,0")  # any direction, 3 points
    for p in ("2,2", "0,2", "2,0", "4,3"):
        put(s, p, None)
    s["landscape_deck"] = s["landscape_deck"][:seed]
    s["landscape_discard"] = []
    for start in ("0,0", "2,1", "3,3", "2,2"):
        s["seats"][0]["pos"] = start
        agree(s, 0, every_hike())


def test_hike_values_of_the_wrong_kind_are_malformed():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    assert reason(s, 0, {"type": "hike", "dir": "E", "distance": 1}) is None
    for bad in (True, "2", 1.0, 0, -1, None):
        assert reason(s, 0, {"type": "hike", "dir": "E", "distance": bad}) == "malformed_move", bad
    assert reason(s, 0, {"type": "hike", "dir": "E"}) == "malformed_move"
    assert reason(s, 0, {"type": "hike", "dir": ["E"], "distance": 1}) == "direction_not_allowed"
    assert reason(s, 0, {"type": "hike", "dir": "E", "distance": 1, "speed": 2}) == "malformed_move"
    assert reason(s, 0, {"type": "stay", "dir": "E"}) == "malformed_move"


# ----- steps, painting, selling --------------------------------------------------------------


def test_a_move_of_another_step_is_refused_with_the_step():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    assert reason(s, 0, {"type": "paint", "pos": "0,0", "card": s["board"][0]}) == "wrong_step"
    assert reason(s, 0, {"type": "end_turn"}) == "wrong_step"
    assert reason(s, 0, {"type": "plan", "card": ORTHO_4}) == "wrong_step"
    assert reason(s, 0, {"type": "fly"}) == "malformed_move"


def test_paint_refusals_name_the_rule():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "2,0"})
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 3})
    card = s["board"][idx("1,0")]
    assert reason(s, 0, {"type": "paint", "pos": "1,0", "card": card}) is None
    assert reason(s, 0, {"type": "paint", "pos": "1,0", "card": s["board"][idx("3,0")]}) == "wrong_card"
    assert reason(s, 0, {"type": "paint", "pos": "1,0"}) == "wrong_card"
    assert reason(s, 0, {"type": "paint", "pos": "2,0", "card": s["board"][idx("2,0")]}) == "artist_on_landscape"
    assert reason(s, 0, {"type": "paint", "pos": "0,1", "card": s["board"][idx("0,1")]}) == "not_on_path"
    assert reason(s, 0, {"type": "paint", "pos": [1, 0], "card": card}) == "not_on_path"
    s, _ = play(s, 0, {"type": "paint", "pos": "1,0", "card": card})
    assert reason(s, 0, {"type": "paint", "pos": "1,0", "card": card}) == "no_card"
    agree(s, 0, [{"type": "paint", "pos": p, "card": c} for p in s["path"] for c in [*s["board"], None]])


def test_selling_refusals_name_the_rule():
    s_only, s_coast = cards("S", "CS")
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    s["seats"][0]["paintings"] = [s_coast, s_only]
    s["commission_row"] = ["commission:1", "commission:2", "commission:3"]  # S, M, C alone
    s["step"] = "sell"
    assert reason(s, 0, {"type": "sell", "commission": "commission:1"}) is None
    assert reason(s, 0, {"type": "sell", "commission": "commission:2"}) == "cannot_fulfil"
    assert reason(s, 0, {"type": "sell", "commission": "commission:9"}) == "commission_unavailable"
    s, _ = play(s, 0, {"type": "sell", "commission": "commission:1"})
    assert reason(s, 0, {"type": "frame", "landscape": s_only}) is None
    assert reason(s, 0, {"type": "frame", "landscape": s_coast}) == "frame_mismatch"
    assert reason(s, 0, {"type": "frame", "landscape": "landscape:60"}) == "not_your_painting"
    agree(s, 0, [{"type": "frame", "landscape": c} for c in [s_only, s_coast, "landscape:60"]])


def test_planning_refusals_name_the_rule():
    s = new(1)
    a = s["seats"][0]["hand"][0]
    assert reason(s, 0, {"type": "plan", "card": a}) is None
    assert reason(s, 0, {"type": "plan", "card": a, "bottom": []}) == "solo_no_return"  # Wanderlust returns none
    assert reason(s, 0, {"type": "plan", "card": s["seats"][0]["deck"][0]}) == "card_not_in_hand"
    s = new(2)
    a, b, c = s["seats"][0]["hand"]
    assert reason(s, 0, {"type": "plan", "card": a, "bottom": [b, c], "note": 1}) == "malformed_move"
    assert reason(s, 0, {"type": "plan", "card": a, "bottom": [b, c, a]}) == "bad_return"
