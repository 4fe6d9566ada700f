"""Travel: steps clockwise, jumping pawns, sandals for extra steps and on empty street markers."""

from __future__ import annotations

import pytest

from app.engine import IllegalMove

from .util import GAME, play, started


def at_travel(players=3, pawns=(0, 1, 5), sandals=0):
    state = started(players)
    state["pawns"] = list(pawns)
    state["turn"], state["phase"] = 0, "travel"
    state["seats"][0]["sandals"] = sandals
    for s in state["seats"]:
        s["book"] = [{"cards": [s["book"][0]["cards"][0]], "tile": None}]  # nothing to claim
    return state


def travel(state, seat=0):
    return [m for m in GAME.legal_moves(state, seat) if m["type"] == "travel"]


def test_one_or_two_steps_without_sandals():
    state = at_travel(pawns=(0, 6, 9))
    assert [(m["steps"], m["to"], m["sandals"]) for m in travel(state)] == [(1, 1, 0), (2, 2, 0)]


def test_jumping_a_pawn_counts_with_the_step():
    state = at_travel(pawns=(0, 1, 5))
    # position 1 holds a pawn: one step lands on 2, two steps on 3
    assert [m["to"] for m in travel(state)] == [2, 3]


def test_jumping_two_pawns_in_a_row():
    state = at_travel(pawns=(11, 0, 1))
    assert [m["to"] for m in travel(state)] == [2, 3]


def test_each_sandal_buys_one_extra_step():
    state = at_travel(pawns=(0, 1, 5), sandals=2)
    moves = travel(state)
    assert [(m["steps"], m["to"], m["sandals"]) for m in moves] == [(1, 2, 0), (2, 3, 0), (3, 4, 1), (4, 6, 2)]
    state, _ = play(state, 0, moves[-1])
    # both spent; the location tile on 6 cannot be claimed, so a sandal is earned there
    assert state["pawns"][0] == 6 and state["seats"][0]["sandals"] == 1


def test_travel_is_at_most_one_lap():
    state = at_travel(players=4, pawns=(0, 1, 2, 3), sandals=12)
    assert [m["to"] for m in travel(state)] == list(range(4, 12))


def test_too_many_steps_is_refused_with_a_reason():
    state = at_travel(sandals=1)
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "travel", "steps": 4, "to": 6, "sandals": 2})
    assert err.value.code == "not_enough_sandals"


def test_cannot_end_on_another_pawn():
    state = at_travel(pawns=(0, 1, 5))
    with pytest.raises(IllegalMove):
        play(state, 0, {"type": "travel", "steps": 1, "to": 1, "sandals": 0})


def test_empty_street_marker_gives_a_sandal_then_sightseeing():
    state = at_travel(pawns=(0, 6, 9))
    state["street"][2] = None
    supply = state["supply"]
    state, events = play(state, 0, {"type": "travel", "steps": 2, "to": 2, "sandals": 0})
    assert state["seats"][0]["sandals"] == 1 and state["supply"] == supply - 1
    assert any(e["type"] == "sandal" for e in events)
    assert state["phase"] == "sightsee"


def test_no_sandal_when_the_supply_is_empty():
    state = at_travel(pawns=(0, 6, 9))
    state["street"][1] = None
    state["supply"] = 0
    state, _ = play(state, 0, {"type": "travel", "steps": 1, "to": 1, "sandals": 0})
    assert state["seats"][0]["sandals"] == 0


def test_a_location_tile_that_cannot_be_claimed_gives_a_sandal():
    # "The player chooses to take a Sandal Token or claim Location Tile": with no column to
    # claim with, the sandal is the only choice and is taken at once.
    state = at_travel(pawns=(0, 6, 9))
    assert state["street"][1] is not None
    supply = state["supply"]
    state, events = play(state, 0, {"type": "travel", "steps": 1, "to": 1, "sandals": 0})
    assert state["seats"][0]["sandals"] == 1 and state["supply"] == supply - 1
    assert state["phase"] == "sightsee" and state["street"][1] is not None
    assert [e["gained"] for e in events if e["type"] == "sandal"] == [1]


def on_claimable_tile(sandals=0, supply=None):
    """Seat 0 one step before Tsurumi Ryokuchi (3 grass blocks) with a column that meets it."""
    state = at_travel(pawns=(0, 6, 9), sandals=sandals)
    if "loc:tsurumi" in state["street"]:
        state["street"][state["street"].index("loc:tsurumi")] = "loc:tenma"
    state["street"][1] = "loc:tsurumi"
    state["seats"][0]["book"] = [{"cards": ["card:t01", "card:t17"], "tile": None}]
    if supply is not None:
        state["supply"] = supply
    state, _ = play(state, 0, {"type": "travel", "steps": 1, "to": 1, "sandals": 0})
    return state


def test_a_claimable_location_tile_offers_the_sandal_or_the_claim():
    state = on_claimable_tile()
    assert state["phase"] == "claim"
    assert GAME.legal_moves(state, 0) == [{"type": "claim", "column": 0}, {"type": "sandal"}]
    supply = state["supply"]
    state, events = play(state, 0, {"type": "sandal"})
    assert state["seats"][0]["sandals"] == 1 and state["supply"] == supply - 1
    assert state["street"][1] == "loc:tsurumi" and state["phase"] == "sightsee"
    assert [e["gained"] for e in events if e["type"] == "sandal"] == [1]


def test_claiming_in_travel_gives_no_sandal():
    state = on_claimable_tile()
    state, _ = play(state, 0, {"type": "claim", "column": 0})
    assert state["seats"][0]["sandals"] == 0 and state["seats"][0]["tiles"] == ["loc:tsurumi"]


def test_the_sandal_is_taken_instead_of_the_tile_which_is_not_claimed_after_sightseeing():
    # "The player chooses to take a Sandal Token or claim Location Tile": the sandal taken, the
    # tile stays on the street and this turn's re-check after sightseeing does not offer it
    # (docs/rules/osaka.md, "Sandal or claim").
    state = on_claimable_tile()
    state, events = play(state, 0, {"type": "sandal"})
    assert [e["code"] for e in events if e["type"] == "sandal"] == ["sandal_chosen"]
    assert GAME.view(state, 0)["public"]["claim_forgone"] is True
    take = GAME.legal_moves(state, 0)[0]
    state, _ = play(state, 0, take)
    state, _ = play(state, 0, {"type": "place", "at": "right"})
    assert state["phase"] != "claim" and state["street"][1] == "loc:tsurumi"
    assert state["seats"][0]["tiles"] == [] and "claim_forgone" not in state
    assert GAME.view(state, 0)["public"]["claim_forgone"] is False


def test_a_tile_no_column_met_at_the_end_of_travel_is_offered_after_sightseeing_without_a_sandal():
    """The re-check is for a requirement not met at the end of travel: the sandal given for it is
    not given again."""
    state = at_travel(pawns=(0, 6, 9))
    if "loc:tsurumi" in state["street"]:
        state["street"][state["street"].index("loc:tsurumi")] = "loc:tenma"
    state["street"][1] = "loc:tsurumi"
    state["seats"][0]["book"] = [{"cards": ["card:t01"], "tile": None}]  # 2 grass blocks, one card high
    state, events = play(state, 0, {"type": "travel", "steps": 1, "to": 1, "sandals": 0})
    assert [e["code"] for e in events if e["type"] == "sandal"] == ["sandal_no_column"]
    assert state["phase"] == "sightsee" and "claim_forgone" not in state
    # the pawn faces the town's middle column: a grass flag over a grass garden lies at its top
    state["deck"] = [c for c in state["deck"] if c != "card:t29"]
    state["area"] = {cell: None if card == "card:t29" else card for cell, card in state["area"].items()}
    state["area"]["1,0"] = "card:t29"
    state, _ = play(state, 0, {"type": "take", "cell": "1,0", "card": "card:t29"})
    state, _ = play(state, 0, {"type": "place", "at": "top", "column": 0})
    assert state["phase"] == "claim" and state["claim_stage"] == "sightseeing"
    assert GAME.legal_moves(state, 0) == [{"type": "claim", "column": 0}, {"type": "decline"}]
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "sandal"})
    assert err.value.code == "sandal_not_again"
    state, _ = play(state, 0, {"type": "claim", "column": 0})
    assert state["seats"][0]["sandals"] == 1 and state["seats"][0]["tiles"] == ["loc:tsurumi"]


def test_declining_at_the_end_of_travel_with_the_supply_empty_leaves_the_tile_for_this_turn():
    state = on_claimable_tile(supply=0)
    state, _ = play(state, 0, {"type": "decline"})
    state, _ = play(state, 0, GAME.legal_moves(state, 0)[0])
    state, _ = play(state, 0, {"type": "place", "at": "right"})
    assert state["phase"] != "claim" and state["seats"][0]["tiles"] == []


def test_with_the_supply_empty_the_choice_is_claim_or_decline():
    state = on_claimable_tile(supply=0)
    assert GAME.legal_moves(state, 0) == [{"type": "claim", "column": 0}, {"type": "decline"}]
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "sandal"})
    assert err.value.code == "supply_empty"


def test_declining_both_is_refused_while_a_sandal_is_there():
    state = on_claimable_tile()
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "decline"})
    assert err.value.code == "sandal_or_claim"


def test_spent_sandals_return_to_the_supply():
    state = at_travel(pawns=(0, 6, 9), sandals=2)
    supply = state["supply"]
    state["street"][4] = None  # an empty street marker: spend 2, earn 1
    state, _ = play(state, 0, {"type": "travel", "steps": 4, "to": 4, "sandals": 2})
    assert state["supply"] == supply + 2 - 1 and state["seats"][0]["sandals"] == 1


def test_sightseeing_takes_from_the_line_the_pawn_faces():
    state = at_travel(pawns=(0, 6, 9))
    state, _ = play(state, 0, {"type": "travel", "steps": 1, "to": 1, "sandals": 0})
    # position 1 is above column 2 (x = 1)
    cells = [m["cell"] for m in GAME.legal_moves(state, 0)]
    assert cells == [c for c in ["1,0", "1,1", "1,2"] if state["area"][c] is not None]
    with pytest.raises(IllegalMove) as err:
        play(state, 0, {"type": "take", "cell": "0,0", "card": state["area"]["0,0"]})
    assert err.value.code == "card_not_in_line"


@pytest.mark.parametrize("pos,cells", [
    (0, ["0,0", "0,1", "0,2"]), (3, ["0,0", "1,0", "2,0"]), (5, ["0,2", "1,2", "2,2"]),
    (6, ["2,0", "2,1", "2,2"]), (8, ["0,0", "0,1", "0,2"]), (9, ["0,2", "1,2", "2,2"]),
    (11, ["0,0", "1,0", "2,0"]),
])
def test_street_positions_face_their_row_or_column(pos, cells):
    from app.games.osaka.state import line_cells, street_line
    assert line_cells(street_line(pos)) == cells
