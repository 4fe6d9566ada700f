"""Refusals: every unlisted move gets the precise reason of the one checker that also builds the
legal list (legality.py), and nothing the list holds is refused."""

from __future__ import annotations

import pytest

from app.engine import IllegalMove
from app.games.osaka.content import LOCATION

from .util import GAME, book, play, started


def refused(state, move, seat=None):
    seat = state["turn"] if seat is None else seat
    assert not GAME.listed(state, seat, move)
    reason = GAME.refusal(state, seat, move)
    assert isinstance(reason, IllegalMove) and reason.message
    with pytest.raises(IllegalMove) as err:
        play(state, seat, move)
    assert err.value.code == reason.code
    return reason.code


def at(phase, players=2, **seat0):
    state = started(players)
    state["turn"], state["phase"] = 0, phase
    state["seats"][0].update(seat0)
    return state


def test_listed_moves_are_never_refused_in_any_step():
    state = started(3)
    seen = set()
    for _ in range(120):
        if state["phase"] == "over":
            break
        seat = GAME.actors(state)[0]
        legal = GAME.legal_moves(state, seat)
        seen.add(state["phase"])
        assert all(GAME.refusal(state, seat, m) is None for m in legal)
        state, _ = play(state, seat, legal[-1])
    assert {"travel", "sightsee", "place", "shogunate"} <= seen


def test_a_move_of_another_step_is_refused_with_what_to_do_now():
    state = at("travel")
    reason = GAME.refusal(state, 0, {"type": "take", "cell": "0,0", "card": "x"})
    assert reason.code == "wrong_step" and "travel" in reason.message
    assert refused(state, {"type": "no-such-move"}) == "wrong_step"


def test_pawn_refusals():
    state = GAME.setup(2, None, 1)
    seat = state["turn"]
    state["pawns"][1 - seat] = 4
    state["street"][7] = None
    assert refused(state, {"type": "pawn", "to": 4}) == "street_occupied"
    assert refused(state, {"type": "pawn", "to": 7}) == "no_such_tile"
    assert refused(state, {"type": "pawn", "to": 12}) == "no_such_tile"
    assert refused(state, {"type": "pawn", "to": True}) == "no_such_tile"


def test_take_refusals():
    state = at("sightsee")
    state["pawns"][0] = 0  # faces column 0: cells 0,0 0,1 0,2
    state["area"].update({"0,0": "card:t11", "0,1": None, "1,0": "card:t12"})
    assert refused(state, {"type": "take", "cell": "1,0", "card": state["area"]["1,0"]}) == "card_not_in_line"
    assert refused(state, {"type": "take", "cell": "0,1", "card": "card:t01"}) == "no_card_there"
    wrong = state["area"]["1,0"]
    assert refused(state, {"type": "take", "cell": "0,0", "card": wrong}) == "wrong_card"
    assert refused(state, {"type": "take", "cell": ["0,0"], "card": wrong}) == "card_not_in_line"


def test_place_refusals():
    state = at("place", book=book(["card:t01", "card:t02"], ["card:t03"], ["card:t04"], ["card:t05"],
                                  ["card:t06", "card:t07", "card:t08", "card:t09"],
                                  tiles=[None, "loc:tenma", None, None, None]))
    state["pending"] = "card:t10"
    assert refused(state, {"type": "place", "at": "left"}) == "photobook_too_wide"
    assert refused(state, {"type": "place", "at": "top", "column": 1}) == "column_closed"
    assert refused(state, {"type": "place", "at": "top", "column": 4}) == "photobook_too_high"
    assert refused(state, {"type": "place", "at": "top", "column": 5}) == "no_such_column"
    assert refused(state, {"type": "place", "at": "under", "column": 0}) == "below_ground"
    assert refused(state, {"type": "place", "at": "middle"}) == "bad_position"
    assert refused(state, {"type": "place", "at": "top", "column": 0, "extra": 1}) == "bad_position"
    assert GAME.refusal(state, 0, {"type": "place", "at": "top", "column": 0}) is None


def test_travel_refusals():
    state = at("travel", sandals=1)
    state["pawns"] = [0, 1]
    assert refused(state, {"type": "travel", "steps": 0, "to": 0, "sandals": 0}) == "must_move"
    assert refused(state, {"type": "travel", "steps": 4, "to": 5, "sandals": 2}) == "not_enough_sandals"
    reason = GAME.refusal(state, 0, {"type": "travel", "steps": 1, "to": 1, "sandals": 0})
    tile = LOCATION[state["street"][2]]["name"]
    assert reason.code == "bad_travel" and reason.message.startswith(f'a walk of 1 step ends at {tile} ("to": 2)'), reason.message
    assert refused(state, {"type": "travel", "steps": 3, "to": 4, "sandals": 0}) == "bad_travel"
    assert refused(state, {"type": "travel", "steps": "2", "to": 3, "sandals": 0}) == "bad_travel"


def test_travel_is_refused_past_one_lap():
    state = at("travel", players=4, sandals=12)
    state["pawns"] = [0, 1, 2, 3]
    reason = GAME.refusal(state, 0, {"type": "travel", "steps": 9, "to": 0, "sandals": 7})
    assert reason.code == "bad_travel" and "once round" in reason.message


def test_bonus_refusals():
    state = at("travel", sandals=1)
    assert refused(state, {"type": "bonus", "spaces": 1, "to": 0, "option": state["options"][0]}) == "not_enough_sandals"
    state["seats"][0]["sandals"] = 2
    assert refused(state, {"type": "bonus", "spaces": 2, "to": 1, "option": state["options"][1]}) == "bad_bonus_move"
    state["bonus"][1] = 0  # the other marker is jumped and not counted
    assert refused(state, {"type": "bonus", "spaces": 1, "to": 0, "option": state["options"][0]}) == "bad_bonus_move"
    assert GAME.refusal(state, 0, {"type": "bonus", "spaces": 1, "to": 1, "option": state["options"][1]}) is None


def test_claim_refusals():
    state = at("claim", book=book(["card:t13", "card:t23"], ["card:t15"], ["card:t04", "card:t05"],
                                  ["card:t24", "card:t26"], tiles=[None, None, None, "loc:tenma"]))
    state["pawns"][0] = 0
    state["street"][0] = "loc:osaka-jo"  # two Samurai-machi in one column
    state["claim_stage"] = "travel"
    assert GAME.legal_moves(state, 0) == [{"type": "claim", "column": 0}, {"type": "sandal"}]
    assert refused(state, {"type": "decline"}) == "sandal_or_claim"
    assert refused(state, {"type": "claim", "column": 1}) == "column_too_low"
    assert refused(state, {"type": "claim", "column": 2}) == "requirement_not_met"
    assert refused(state, {"type": "claim", "column": 3}) == "column_closed"
    assert refused(state, {"type": "claim", "column": 4}) == "no_such_column"
    state["street"][0] = None
    assert refused(state, {"type": "claim", "column": 0}) == "no_location_tile"


def test_shogunate_refusals():
    state = at("shogunate", sandals=1)
    state["shogun"] = 2
    opt = state["options"]
    assert refused(state, {"type": "shogunate", "spaces": 0, "to": 2, "option": opt[2], "sandals": 0}) == "bad_shogunate_move"
    assert refused(state, {"type": "shogunate", "spaces": 3, "to": 5, "option": opt[5], "sandals": 2}) == "not_enough_sandals"
    assert refused(state, {"type": "shogunate", "spaces": 1, "to": 4, "option": opt[4], "sandals": 0}) == "bad_shogunate_move"
    assert refused(state, {"type": "shogunate", "spaces": 2, "to": 4, "option": opt[4], "sandals": 2}) == "bad_shogunate_move"
    assert GAME.refusal(state, 0, {"type": "shogunate", "spaces": 2, "to": 4, "option": opt[4], "sandals": 0}) is None
