"""The Shogun's last scoring is kept in the state and shown in the public view, so a page opened
after the move shows what each seat scored there and why (the scoring code and its parameters)."""

from __future__ import annotations

import json

from .util import GAME, book, play, started


def at_shogunate(sandals=0, shogun=-1, example_book=True):
    """Seat 0 to move the Shogun; with `example_book`, seat 0's photobook is the rulebook's shrine
    example (its cards then appear twice, which only the bot's rebuild minds)."""
    state = started(2)
    state["turn"], state["phase"], state["shogun"] = 0, "shogunate", shogun
    state["options"] = ["shukyo", "samurai", "yokujo", "teien", "chonin", "large_zones"]
    state["seats"][0]["sandals"] = sandals
    if example_book:
        state["seats"][0]["book"] = book(["card:t17", "card:t37", "card:t01", "card:t21"])
    return state


def test_nothing_is_kept_before_the_shogun_first_moves():
    state = started(2)
    assert "last_shogunate" not in state  # set by the move, so older stored states replay unchanged
    assert GAME.view(state, None)["public"]["last_shogunate"] is None


def test_the_shoguns_move_keeps_the_option_and_each_seats_score_with_its_code():
    state = at_shogunate(sandals=2)
    moved_in = state["round"]
    state, events = play(state, 0, {"type": "shogunate", "spaces": 3, "to": 2, "option": "yokujo", "sandals": 2})
    kept = GAME.view(state, 1)["public"]["last_shogunate"]
    assert kept["round"] == moved_in
    assert {k: kept[k] for k in ("seat", "spaces", "to", "option", "sandals")} == {
        "seat": 0, "spaces": 3, "to": 2, "option": "yokujo", "sandals": 2}
    scored = [e for e in events if e["type"] == "score"]
    assert len(kept["scores"]) == 2
    for record, event in zip(kept["scores"], scored):
        # the record is the score event without its English reason and category
        assert record == {k: v for k, v in event.items() if k not in ("type", "reason", "category")}
        assert record["code"] == "yokujo_scored" and record["option"] == "yokujo"
    assert [r["seat"] for r in kept["scores"]] == [0, 1]
    assert [r["points"] for r in kept["scores"]] == [s["breakdown"]["shogunate"] for s in state["seats"]]


def test_shrine_example_keeps_its_parameters():
    state = at_shogunate()
    state, _ = play(state, 0, {"type": "shogunate", "spaces": 1, "to": 0, "option": "shukyo", "sandals": 0})
    mine = GAME.view(state, None)["public"]["last_shogunate"]["scores"][0]
    assert mine["points"] == 6 and mine["code"] == "shukyo_scored"
    assert mine["shrines"] == 2 and mine["flags"] == 3


def test_the_scoring_stays_through_later_turns_until_the_shogun_moves_again():
    state = at_shogunate()
    state, _ = play(state, 0, {"type": "shogunate", "spaces": 1, "to": 0, "option": "shukyo", "sandals": 0})
    first = GAME.view(state, None)["public"]["last_shogunate"]
    assert state["phase"] == "travel" and state["turn"] == 1
    seat = GAME.actors(state)[0]
    state, _ = play(state, seat, GAME.legal_moves(state, seat)[0])
    assert GAME.view(state, None)["public"]["last_shogunate"] == first
    state["turn"], state["phase"] = 1, "shogunate"
    state, _ = play(state, 1, {"type": "shogunate", "spaces": 1, "to": 1, "option": "samurai", "sandals": 0})
    again = GAME.view(state, None)["public"]["last_shogunate"]
    assert again["seat"] == 1 and again["option"] == "samurai"
    assert {r["code"] for r in again["scores"]} == {"samurai_scored"}


def test_the_view_is_a_copy_and_the_same_for_every_viewer():
    state = at_shogunate()
    state, _ = play(state, 0, {"type": "shogunate", "spaces": 1, "to": 0, "option": "shukyo", "sandals": 0})
    views = [GAME.view(state, v)["public"]["last_shogunate"] for v in (None, 0, 1)]
    assert views[0] == views[1] == views[2]
    views[0]["scores"][0]["points"] = 99
    assert state["last_shogunate"]["scores"][0]["points"] == 6


def test_it_holds_no_hidden_card():
    state = at_shogunate()
    state, _ = play(state, 0, {"type": "shogunate", "spaces": 1, "to": 0, "option": "shukyo", "sandals": 0})
    text = json.dumps(GAME.view(state, None)["public"]["last_shogunate"])
    assert not [cid for cid in GAME.hidden_ids(state, None) if cid in text]


def test_a_bots_rebuilt_state_keeps_it():
    state = at_shogunate(example_book=False)
    state, _ = play(state, 0, {"type": "shogunate", "spaces": 1, "to": 0, "option": "shukyo", "sandals": 0})
    view = GAME.view(state, 1)
    rebuilt = GAME.determinize(view, 1, 7)
    assert GAME.view(rebuilt, 1)["public"]["last_shogunate"] == view["public"]["last_shogunate"]


def test_the_view_schema_describes_it_before_and_after_the_move():
    import jsonschema_rs

    valid = jsonschema_rs.validator_for(GAME.schemas()["view_schema"])
    state = at_shogunate()
    assert valid.is_valid(GAME.view(state, 0))
    state, _ = play(state, 0, {"type": "shogunate", "spaces": 1, "to": 0, "option": "shukyo", "sandals": 0})
    view = GAME.view(state, 0)
    assert valid.is_valid(view)
    view["public"]["last_shogunate"]["scores"][0].pop("code")
    assert not valid.is_valid(view)  # the schema requires the code each seat's words come from
