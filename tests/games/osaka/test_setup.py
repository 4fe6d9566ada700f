"""Setup and "before the game begins"."""

from __future__ import annotations

import pytest

from app.engine import IllegalMove

from .util import GAME, play


@pytest.mark.parametrize("players", [2, 3, 4])
def test_components_are_laid_out(players):
    state = GAME.setup(players, None, 5)
    assert len(state["deck"]) == 54 - 9 and all(state["area"].values())
    assert len(state["street"]) == 12 and len(set(state["street"])) == 12
    assert sorted(state["options"]) == sorted(["shukyo", "samurai", "yokujo", "teien", "chonin", "large_zones"])
    assert state["shogun"] == -1 and state["bonus"] == [None] * players
    assert [s["sandals"] for s in state["seats"]] == [2] * players
    assert state["supply"] == 18 - 2 * players
    assert [s["score"] for s in state["seats"]] == [0] * players


def test_one_player_is_refused():
    with pytest.raises(IllegalMove) as err:
        GAME.setup(1, None, 5)
    assert err.value.code == "bad_player_count"


def test_before_the_game_runs_counter_clockwise_from_the_right_of_the_starting_player():
    state = GAME.setup(4, None, 5)
    order = []
    while state["phase"].startswith("setup"):
        seat = GAME.actors(state)[0]
        if not order or order[-1] != seat:
            order.append(seat)
        state, _ = play(state, seat, GAME.legal_moves(state, seat)[0])
    assert order == [3, 2, 1, 0]
    assert state["phase"] == "travel" and state["turn"] == 0 and state["round"] == 1
    assert all(sum(len(c["cards"]) for c in s["book"]) == 2 for s in state["seats"])


def test_pawns_go_on_free_location_tiles():
    state = GAME.setup(2, None, 5)
    state, _ = play(state, 1, {"type": "pawn", "to": 4})
    assert state["phase"] == "setup_take"
    moves = GAME.legal_moves(state, 1)
    assert [m["cell"] for m in moves] == ["0,1", "1,1", "2,1"]  # position 4 faces row 2
    state, _ = play(state, 1, moves[0])
    state, _ = play(state, 1, {"type": "start_card", "card": "start:s1"})
    state, _ = play(state, 1, {"type": "place", "at": "top", "column": 0})
    assert {"type": "pawn", "to": 4} not in GAME.legal_moves(state, 0)
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "pawn", "to": 4})
    assert err.value.code == "street_occupied"
    assert len(GAME.legal_moves(state, 0)) == 11


def test_starting_cards_are_taken_once_and_may_go_under_the_town_card():
    state = GAME.setup(2, None, 5)
    for move in ({"type": "pawn", "to": 0}, {"type": "take", "cell": "0,0", "card": state["area"]["0,0"]}):
        state, _ = play(state, 1, move)
    town = state["seats"][1]["book"][0]["cards"][0]
    state, _ = play(state, 1, {"type": "start_card", "card": "start:s3"})
    assert GAME.legal_moves(state, 1) == [
        {"type": "place", "at": "left"}, {"type": "place", "at": "right"},
        {"type": "place", "at": "top", "column": 0}, {"type": "place", "at": "under", "column": 0},
    ]
    state, _ = play(state, 1, {"type": "place", "at": "under", "column": 0})
    assert state["seats"][1]["book"] == [{"cards": ["start:s3", town], "tile": None}]
    state, _ = play(state, 0, {"type": "pawn", "to": 1})
    state, _ = play(state, 0, GAME.legal_moves(state, 0)[0])
    assert {"type": "start_card", "card": "start:s3"} not in GAME.legal_moves(state, 0)
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "start_card", "card": "start:s3"})
    assert err.value.code == "no_such_card"


def test_an_emptied_line_is_refilled_at_once_without_scoring():
    state = GAME.setup(2, None, 5)
    for cell in ("0,1", "0,2"):
        state["area"][cell] = None
    deck = len(state["deck"])
    state, _ = play(state, 1, {"type": "pawn", "to": 0})
    state, events = play(state, 1, {"type": "take", "cell": "0,0", "card": state["area"]["0,0"]})
    assert all(state["area"][c] for c in ("0,0", "0,1", "0,2"))
    assert len(state["deck"]) == deck - 3
    assert [e["type"] for e in events] == ["take", "refill"]
    assert state["phase"] == "setup_start"
