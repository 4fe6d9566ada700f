"""Replenishing, the Shogunate pawn, the bonus marker and the end of the game."""

from __future__ import annotations

import pytest

from app.engine import IllegalMove
from app.games.osaka import rules, scoring

from .util import GAME, book, grid, play, scores, started


def sightseeing(state, empty=("0,1", "0,2")):
    state["pawns"][0] = 0  # faces column 1
    if state["pawns"][1] == 0:
        state["pawns"][1] = 6
    state["turn"], state["phase"] = 0, "sightsee"
    for cell, card in state["area"].items():
        if card is None:
            state["area"][cell] = state["deck"].pop()
    for cell in empty:
        state["area"][cell] = None
    return state


def take_and_place(state, cell="0,0"):
    state, e1 = play(state, 0, {"type": "take", "cell": cell, "card": state["area"][cell]})
    state, e2 = play(state, 0, {"type": "place", "at": "right"})
    return state, e1 + e2


def test_no_empty_line_means_no_scoring_and_the_next_player_travels():
    state = sightseeing(started(2), empty=())
    state, events = take_and_place(state)
    assert state["phase"] == "travel" and state["turn"] == 1
    assert not scores(events) and not any(e["type"] == "refill" for e in events)


def test_an_empty_column_is_refilled_then_the_shogunate_pawn_moves():
    state = sightseeing(started(2))
    deck = len(state["deck"])
    state, events = take_and_place(state)
    assert [e for e in events if e["type"] == "refill"][0]["lines"] == [["column", 0]]
    assert len(state["deck"]) == deck - 3 and all(state["area"].values())
    assert state["phase"] == "shogunate" and state["turn"] == 0
    # the 2 starting sandals buy one more space
    assert [(m["spaces"], m["sandals"]) for m in GAME.legal_moves(state, 0)] == [(1, 0), (2, 0), (3, 2)]


def test_emptying_a_row_and_a_column_refills_five_spaces():
    state = sightseeing(started(2), empty=("0,1", "0,2", "1,0", "2,0"))
    deck = len(state["deck"])
    state, events = take_and_place(state)
    assert len(state["deck"]) == deck - 5
    assert sorted(map(tuple, [e for e in events if e["type"] == "refill"][0]["lines"])) == [("column", 0), ("row", 0)]


def at_shogunate(sandals=0, shogun=-1):
    state = started(2)
    state["turn"], state["phase"], state["shogun"] = 0, "shogunate", shogun
    state["options"] = ["shukyo", "samurai", "yokujo", "teien", "chonin", "large_zones"]
    state["seats"][0]["sandals"] = sandals
    return state


def test_every_two_sandals_move_the_shogunate_pawn_one_more_space():
    state = at_shogunate(sandals=5)
    moves = GAME.legal_moves(state, 0)
    assert [(m["spaces"], m["option"], m["sandals"]) for m in moves] == [
        (1, "shukyo", 0), (2, "samurai", 0), (3, "yokujo", 2), (4, "teien", 4)]
    state, _ = play(state, 0, moves[-1])
    assert state["seats"][0]["sandals"] == 1 and state["shogun"] == 3
    with pytest.raises(IllegalMove) as err:
        play(at_shogunate(sandals=1), 0, {"type": "shogunate", "spaces": 3, "to": 2, "option": "yokujo", "sandals": 2})
    assert err.value.code == "not_enough_sandals"


def test_the_shogunate_space_is_not_counted_after_the_start():
    state = at_shogunate(shogun=5)
    assert [m["option"] for m in GAME.legal_moves(state, 0)] == ["shukyo", "samurai"]


def test_a_full_lap_back_onto_the_same_option_is_refused():
    # "move the Shogunate pawn ... to select a new option"
    state = at_shogunate(sandals=8, shogun=2)
    last = GAME.legal_moves(state, 0)[-1]
    assert (last["spaces"], last["to"], last["sandals"]) == (5, 1, 6)
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "shogunate", "spaces": 6, "to": 2, "option": "yokujo", "sandals": 8})
    assert err.value.code == "same_option"


def test_from_the_shogunate_space_six_spaces_reach_the_last_option():
    state = at_shogunate(sandals=8)
    last = GAME.legal_moves(state, 0)[-1]
    assert (last["spaces"], last["to"], last["sandals"]) == (6, 5, 8)


def test_the_same_option_may_be_selected_again_later():
    # "The same scoring option may be selected multiple times throughout the game."
    state = at_shogunate(sandals=8, shogun=2)
    state, _ = play(state, 0, {"type": "shogunate", "spaces": 4, "to": 0, "option": "shukyo", "sandals": 4})
    state["turn"], state["phase"] = 0, "shogunate"
    assert {"type": "shogunate", "spaces": 2, "to": 2, "option": "yokujo", "sandals": 0} in GAME.legal_moves(state, 0)


def test_every_player_scores_the_option():
    state = at_shogunate()
    state["seats"][0]["book"] = book(["card:t17", "card:t01"])  # Shūkyō-machi with 2 flags
    state["seats"][1]["book"] = book(["card:t25", "card:t21"])  # Shūkyō-machi with 1 flag
    state, events = play(state, 0, GAME.legal_moves(state, 0)[0])
    assert scores(events) == [(0, 2, "shogunate"), (1, 1, "shogunate")]
    assert state["phase"] == "travel" and state["turn"] == 1


def at_travel(sandals, bonus=None):
    state = started(3)
    state["turn"], state["phase"] = 0, "travel"
    state["seats"][0]["sandals"] = sandals
    state["options"] = ["shukyo", "samurai", "yokujo", "teien", "chonin", "large_zones"]
    state["bonus"] = bonus or [None, None, None]
    return state


def bonus_moves(state):
    return [m for m in GAME.legal_moves(state, 0) if m["type"] == "bonus"]


def test_two_sandals_move_the_bonus_marker_one_space():
    # the option ring's one price: "For every 2 Sandal Tokens spent, ... 1 additional space"
    state = at_travel(sandals=4)
    assert [(m["spaces"], m["option"]) for m in bonus_moves(state)] == [(1, "shukyo")]
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "bonus", "spaces": 2, "to": 1, "option": "samurai"})
    assert err.value.code == "bad_bonus_move"
    supply = state["supply"]
    state, _ = play(state, 0, bonus_moves(state)[0])
    assert state["bonus"][0] == 0 and state["seats"][0]["sandals"] == 2 and state["supply"] == supply + 2
    assert state["phase"] == "travel"  # travel still follows
    state, _ = play(state, 0, bonus_moves(state)[0])  # and the marker may move again
    assert state["bonus"][0] == 1 and state["seats"][0]["sandals"] == 0
    assert not bonus_moves(state)


def test_bonus_marker_jumps_options_holding_another_marker():
    state = at_travel(sandals=4, bonus=[None, 0, 2])
    assert [m["to"] for m in bonus_moves(state)] == [1]
    state, _ = play(state, 0, bonus_moves(state)[0])
    assert [m["to"] for m in bonus_moves(state)] == [3]


def test_bonus_marker_needs_two_sandals():
    state = at_travel(sandals=1)
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "bonus", "spaces": 1, "to": 0, "option": "shukyo"})
    assert err.value.code == "not_enough_sandals"


def test_a_moved_bonus_marker_scores_its_option_at_the_end():
    state = started(2)
    state["options"] = ["shukyo", "samurai", "yokujo", "teien", "chonin", "large_zones"]
    state["bonus"] = [0, None]
    state["seats"][0]["book"] = book(["card:t17", "card:t01"])
    events = rules.final_scoring(state)
    bonus = [e for e in events if e["type"] == "score" and e["category"] == "bonus"]
    assert bonus[0]["points"] == 2 and "bonus marker on Shūkyō-machi" in bonus[0]["reason"]
    assert bonus[1]["reason"].startswith("bonus marker unmoved")
    assert state["phase"] == "over" and GAME.actors(state) == []


def test_sets_of_five_different_icons():
    g = grid(["g.shukyo", "g.flag", "g.samurai", "g.flag"], ["w.yokujo", "w.teien", "w.chonin"],
             ["s.shukyo", "s.samurai", "s.yokujo", "s.teien"])
    # shukyo 2, samurai 2, yokujo 2, teien 2, chonin 1, flag 2: one set of the five buildings
    assert scoring.icon_sets(g) == 1
    assert scoring.final_bonus(g, None) == (4, "bonus marker unmoved: 1 set of 5 different icons x 4 = 4")
    g[(1, 3)] = {"bg": "water", "icon": "chonin"}
    assert scoring.icon_sets(g) == 2
    assert scoring.icon_sets(grid(["g.shukyo", "g.flag", "g.samurai", "g.flag"])) == 0


def test_the_game_ends_after_the_round_in_which_the_deck_runs_out():
    state = sightseeing(started(2))
    state["deck"] = state["deck"][:2]
    state, events = take_and_place(state)
    assert state["last_round"] and any(e["type"] == "deck_empty" for e in events)
    state, _ = play(state, 0, GAME.legal_moves(state, 0)[0])
    assert state["turn"] == 1 and GAME.outcome(state) is None
    # the round's last player still plays; then the game ends although the round is not the 10th
    while GAME.outcome(state) is None:
        state, _ = play(state, 1, GAME.legal_moves(state, 1)[0])
    assert state["round"] == 1


def test_ten_rounds_then_final_scoring():
    state = started(2)
    state["round"] = 10
    state["turn"], state["phase"] = 1, "sightsee"
    state["pawns"] = [6, 0]
    cell = next(c for c in ("0,0", "0,1", "0,2") if state["area"][c])
    state, _ = play(state, 1, {"type": "take", "cell": cell, "card": state["area"][cell]})
    state, events = play(state, 1, {"type": "place", "at": "right"})
    if state["phase"] == "shogunate":
        state, events = play(state, 1, GAME.legal_moves(state, 1)[0])
    assert state["phase"] == "over"
    assert [e["category"] for e in events if e["type"] == "score"][-4:] == ["largest_zone", "bonus"] * 2


def test_tie_goes_to_the_larger_zone():
    state = started(2)
    state["phase"] = "over"
    for s, zone in zip(state["seats"], (5, 7)):
        s["score"], s["largest_zone"] = 30, zone
    out = GAME.outcome(state)
    assert out["winners"] == [1] and out["ranks"] == [2, 1]
    state["seats"][0]["largest_zone"] = 7
    assert GAME.outcome(state)["winners"] == [0, 1]


def test_a_pawn_facing_an_empty_line_skips_sightseeing():
    state = started(2)
    state["turn"], state["phase"], state["pawns"] = 0, "travel", [11, 6]
    state["street"][0] = None
    for cell in ("0,0", "0,1", "0,2"):  # position 0 faces column 1; the deck is out
        state["area"][cell] = None
    state["deck"], state["last_round"] = [], True
    state, events = play(state, 0, {"type": "travel", "steps": 1, "to": 0, "sandals": 0})
    assert "no_sightseeing" in [e["type"] for e in events]
    # nothing could be replenished, so there is no Shogunate scoring: the next player travels
    assert state["phase"] == "travel" and state["turn"] == 1


def test_a_move_of_another_step_is_refused_with_the_step_named():
    state = started(2)
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "take", "cell": "0,0", "card": state["area"]["0,0"]})
    assert err.value.code == "wrong_step" and "travel" in err.value.message
