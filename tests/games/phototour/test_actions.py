"""Planning, renting, photographing and refreshing (Basic mode)."""

import pytest

from app.engine import IllegalMove
from app.games.phototour import GAME

from .helpers import empty_hands, give, place, play, pull, started, turn_of, types


def _st(players=2, seat=0):
    return turn_of(empty_hands(started(players)), seat)


# ----- planning -------------------------------------------------------------------------

def test_plan_takes_a_card_and_the_last_card_deals_five_new():
    st = _st()
    card = st["display"][2]
    st, _ = play(st, 0, {"type": "plan", "card": card})
    assert card in st["seats"][0]["hand"] and st["display"][2] is None
    assert card not in st["seats"][0]["secret"]  # everyone saw it taken
    st = _st()
    last = st["display"][0]
    st["display"] = [last, None, None, None, None]
    deck_before = len(st["deck"])
    st, _ = play(st, 0, {"type": "plan", "card": last})
    assert None not in st["display"] and len(st["deck"]) == deck_before - 5


def test_plan_with_fewer_than_five_does_not_refill():
    st = _st()
    st["display"] = [st["display"][0], st["display"][1], None, None, None]
    st, _ = play(st, 0, {"type": "plan", "card": st["display"][0]})
    assert st["display"].count(None) == 4


def test_plan_a_card_not_on_the_table_is_refused():
    st = _st()
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "plan", "card": st["deck"][0]})
    assert err.value.code == "card_not_available"


def test_empty_deck_is_rebuilt_from_the_discard_pile():
    st = _st()
    st["sight_discard"] += st["deck"]
    st["deck"] = []
    last = st["display"][0]
    st["display"] = [last, None, None, None, None]
    st, _ = play(st, 0, {"type": "plan", "card": last})
    assert None not in st["display"] and st["sight_discard"] == []


# ----- renting --------------------------------------------------------------------------

def test_rent_into_reserve_and_fourth_token_forces_a_discard():
    st = _st()
    st["seats"][0]["reserve"] = ["lens", "lens", "film"]
    st["board"] = ["drone", "film", "tripod", "flash", "lens"]
    st, _ = play(st, 0, {"type": "rent", "token": "drone"})
    assert st["turn"]["pending"]["kind"] == "discard_token" and not st["turn"]["main_done"]
    assert types(GAME.legal_moves(st, 0)) == {"discard_token"}
    assert {m["token"] for m in GAME.legal_moves(st, 0)} == {"lens", "film", "drone"}
    st, _ = play(st, 0, {"type": "discard_token", "token": "drone"})  # may drop the new one
    assert st["seats"][0]["reserve"] == ["lens", "lens", "film"] and st["token_discard"]["drone"] == 1
    assert st["turn"]["main_done"]


def test_rent_last_token_deals_five_and_empty_bag_takes_back_discards():
    st = _st()
    st["board"] = [None, None, "tripod", None, None]
    st["bag"] = {k: 0 for k in st["bag"]}
    st["token_discard"] = {"drone": 2, "lens": 0, "film": 3, "tripod": 1, "flash": 0}
    st, _ = play(st, 0, {"type": "rent", "token": "tripod"})
    assert None not in st["board"] and sum(st["bag"].values()) == 1
    assert sum(st["token_discard"].values()) == 0


def test_rent_a_token_not_on_board_is_refused():
    st = _st()
    st["board"] = ["lens", None, None, None, None]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "rent", "token": "drone"})
    assert err.value.code == "token_not_available"


# ----- photographing ---------------------------------------------------------------------

def test_photo_needs_the_pawn_at_the_card_location():
    st = _st()
    card = give(st, 0, 20)
    st["seats"][0]["pawn"] = 19
    assert "photo" not in types(GAME.legal_moves(st, 0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "photo", "card": card, "slot": 0})
    assert err.value.code == "wrong_location"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "photo", "card": "sight:19", "slot": 0})
    assert err.value.code == "card_not_in_hand"


def test_photo_into_any_of_the_seven_slots():
    st = _st()
    card = give(st, 0, 13)  # Smolensk: no equipment spaces
    st["seats"][0]["pawn"] = 13
    slots = {m["slot"] for m in GAME.legal_moves(st, 0) if m["type"] == "photo"}
    assert slots == set(range(7))
    st, _ = play(st, 0, {"type": "photo", "card": card, "slot": 6})
    assert st["seats"][0]["diary"][6]["card"] == card and st["turn"]["main_done"]


def test_photo_into_a_taken_slot_is_refused():
    st = _st()
    place(st, 0, 46, 3)
    card = give(st, 0, 13)
    st["seats"][0]["pawn"] = 13
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "photo", "card": card, "slot": 3})
    assert err.value.code == "slot_taken"


def test_sergei_tokens_only_on_the_card_just_placed():
    """#20 takes the quadcopter (drone); lens and film do not fit; #46, placed earlier, is closed."""
    st = _st()
    place(st, 0, 46, 0)
    card = give(st, 0, 20)
    st["seats"][0]["pawn"] = 20
    st["seats"][0]["reserve"] = ["drone", "lens", "film"]
    st, _ = play(st, 0, {"type": "photo", "card": card, "slot": 1})
    moves = GAME.legal_moves(st, 0)
    assert [m for m in moves if m["type"] == "equip"] == [{"type": "equip", "token": "drone", "space": 0}]
    for bad in ({"type": "equip", "token": "lens", "space": 0}, {"type": "equip", "token": "film", "space": 1}):
        with pytest.raises(IllegalMove) as err:
            GAME.apply(st, 0, bad)
        assert err.value.code == "token_mismatch"
    st, _ = play(st, 0, {"type": "equip", "token": "drone", "space": 0})
    assert st["seats"][0]["diary"][1]["tokens"] == ["drone", None]
    assert st["seats"][0]["diary"][0]["tokens"] == [None, None]  # #46 never receives tokens now
    assert st["turn"]["main_done"] and st["seats"][0]["reserve"] == ["lens", "film"]


def test_universal_space_takes_any_token_and_equipping_is_optional():
    st = _st()
    card = give(st, 0, 48)  # drone, any
    st["seats"][0]["pawn"] = 48
    st["seats"][0]["reserve"] = ["film", "drone"]
    st, _ = play(st, 0, {"type": "photo", "card": card, "slot": 0})
    eq = {(m["token"], m["space"]) for m in GAME.legal_moves(st, 0) if m["type"] == "equip"}
    assert eq == {("drone", 0), ("drone", 1), ("film", 1)}
    st, _ = play(st, 0, {"type": "equip_done"})
    assert st["turn"]["main_done"] and st["seats"][0]["reserve"] == ["film", "drone"]


# ----- refresh ---------------------------------------------------------------------------

def test_yura_refreshes_sights_paying_a_token():
    st = _st()
    st["seats"][0]["reserve"] = ["lens"]
    old = list(st["display"])
    st, _ = play(st, 0, {"type": "refresh"}, {"type": "refresh_row", "row": "sights"},
                 *[{"type": "discard_item", "index": i} for i in range(5)], {"type": "refill"},
                 {"type": "pay", "token": "lens"})
    assert st["seats"][0]["reserve"] == [] and st["token_discard"]["lens"] == 1
    assert st["sight_discard"][-5:] == old and not set(old) & set(st["display"])
    assert None not in st["display"] and not st["turn"]["main_done"]


def test_yura_takes_the_last_token_with_an_empty_bag():
    """The bag is empty: the discarded tokens go back into the bag and 5 new ones are laid out."""
    st = _st()
    st["board"] = ["tripod", None, None, None, None]
    st["bag"] = {k: 0 for k in st["bag"]}
    st["token_discard"] = {"drone": 3, "lens": 3, "film": 0, "tripod": 0, "flash": 0}
    st, _ = play(st, 0, {"type": "rent", "token": "tripod"})
    assert st["seats"][0]["reserve"] == ["tripod"]
    assert None not in st["board"]
    assert set(st["board"]) <= {"drone", "lens"} and sum(st["bag"].values()) == 1


def test_refresh_keeps_unmarked_items_and_refills_to_exactly_five():
    st = _st()
    give(st, 0, 7)
    st["dice"] = ["car", None, "plane", None, None]
    st, _ = play(st, 0, {"type": "refresh"}, {"type": "refresh_row", "row": "dice"},
                 {"type": "discard_item", "index": 2}, {"type": "refill"}, {"type": "pay", "card": "sight:7"})
    assert st["dice"][0] == "car" and None not in st["dice"]
    assert "sight:7" in st["sight_discard"] and "sight:7" not in st["seats"][0]["hand"]


def test_refresh_tokens_discarded_tokens_return_when_the_bag_runs_out():
    st = _st()
    st["seats"][0]["reserve"] = ["film"]
    st["board"] = ["lens", "lens", "lens", "lens", "lens"]
    st["bag"] = {k: 0 for k in st["bag"]}
    st["bag"]["drone"] = 2
    st, _ = play(st, 0, {"type": "refresh"}, {"type": "refresh_row", "row": "tokens"},
                 *[{"type": "discard_item", "index": i} for i in range(5)], {"type": "refill"},
                 {"type": "pay", "token": "film"})
    assert None not in st["board"] and sorted(st["board"]).count("drone") == 2
    assert sum(st["bag"].values()) + 5 == 2 + 5 + 1


def test_refresh_can_be_cancelled_before_paying_and_needs_something_to_pay():
    st = _st()
    st["seats"][0]["hand"] = []
    st["seats"][0]["secret"] = []
    assert "refresh" not in types(GAME.legal_moves(st, 0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "refresh"})
    assert err.value.code == "cannot_pay"
    give(st, 0, 7)
    before = {k: st[k] for k in ("display", "board", "dice")}
    st, _ = play(st, 0, {"type": "refresh"}, {"type": "refresh_row", "row": "sights"},
                 {"type": "discard_item", "index": 0}, {"type": "refill"}, {"type": "cancel"})
    assert {k: st[k] for k in ("display", "board", "dice")} == before
    assert st["seats"][0]["hand"] == ["sight:7"] and st["turn"]["pending"] is None


def test_refresh_before_and_after_the_main_action_any_number_of_times():
    st = _st()
    st["seats"][0]["reserve"] = ["film", "lens"]
    st, _ = play(st, 0, {"type": "refresh"}, {"type": "refresh_row", "row": "dice"}, {"type": "refill"},
                 {"type": "pay", "token": "film"})
    st, _ = play(st, 0, {"type": "plan", "card": st["display"][0]})
    assert {"refresh", "end_turn"} <= types(GAME.legal_moves(st, 0))
    st, _ = play(st, 0, {"type": "refresh"}, {"type": "refresh_row", "row": "tokens"}, {"type": "refill"},
                 {"type": "pay", "token": "lens"})
    st, _ = play(st, 0, {"type": "end_turn"})
    assert GAME.actors(st) == [1]


def test_steps_must_be_finished_first():
    st = _st()
    st["seats"][0]["reserve"] = ["film"]
    st, _ = play(st, 0, {"type": "refresh"})
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "plan", "card": st["display"][0]})
    assert err.value.code == "step_pending"


def test_end_turn_needs_the_main_action_unless_none_is_possible():
    st = _st()
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "end_turn"})
    assert err.value.code == "main_action_missing"
    st["display"] = [None] * 5
    st["deck"] = []
    st["sight_discard"] = []
    st["board"] = [None] * 5
    st["seats"][0]["pawn"] = 34
    st["dice"] = ["plane", None, None, None, None]
    for c in list(st["seats"][0]["hand"]):
        pull(st, int(c.split(":")[1]))
    assert GAME.legal_moves(st, 0) == [{"type": "end_turn"}]


def test_an_unpaid_refresh_may_be_abandoned_three_times_a_turn():
    st = _st()
    give(st, 0, 7)
    for _ in range(3):
        st, _ = play(st, 0, {"type": "refresh"}, {"type": "cancel"})
    st, _ = play(st, 0, {"type": "refresh"})
    assert "cancel" not in types(GAME.legal_moves(st, 0))
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "cancel"})
    assert err.value.code == "cannot_cancel"


def test_end_turn_is_listed_before_optional_actions():
    st = _st()
    give(st, 0, 7)
    st, _ = play(st, 0, {"type": "plan", "card": next(c for c in st["display"] if c)})
    assert GAME.legal_moves(st, 0)[0] == {"type": "end_turn"}


def test_refreshed_sights_do_not_come_straight_back():
    st = _st()
    give(st, 0, 7)
    st["sight_discard"] += st["deck"][:3]
    del st["deck"][:]
    old = [c for c in st["display"]]
    st, events = play(st, 0, {"type": "refresh"}, {"type": "refresh_row", "row": "sights"},
                      *[{"type": "discard_item", "index": i} for i in range(5)], {"type": "refill"},
                      {"type": "pay", "card": "sight:7"})
    assert not set(old) & set(st["display"]) and "sight:7" not in st["display"]
    assert st["sight_discard"] == ["sight:7", *old]


def _refresh_sights(st, marked, pay):
    return play(st, 0, {"type": "refresh"}, {"type": "refresh_row", "row": "sights"},
                *[{"type": "discard_item", "index": i} for i in marked], {"type": "refill"}, pay)


def _cards_in_play(st):
    """Every sight card, wherever it is: a refresh neither makes nor loses one."""
    out = [*st["deck"], *st["sight_discard"], *(c for c in st["display"] if c)]
    for me in st["seats"]:
        out += me["hand"] + [e["card"] for e in me["diary"] if e]
    return sorted(out)


def test_a_refresh_with_an_empty_deck_and_pile_still_ends_with_five_sights():
    """Rulebook: "By the end of this action there must be exactly 5 of the refreshed component
    type." With nothing else left to draw, the refreshed cards and the paid card are shuffled into
    a new deck and laid out."""
    st = _st()
    give(st, 0, 7)
    # the pile was rebuilt into a deck earlier and drawn out: nothing is left to draw (the
    # cards of the deck are set aside, out of this test)
    st["deck"], st["sight_discard"] = [], []
    before = _cards_in_play(st)
    old = list(st["display"])
    st, events = _refresh_sights(st, range(5), {"type": "pay", "card": "sight:7"})
    assert None not in st["display"] and set(st["display"]) <= {*old, "sight:7"}
    assert len(st["deck"]) == 1 and st["sight_discard"] == []
    assert events[-1]["type"] == "refreshed" and events[-1]["now"] == st["display"]
    assert _cards_in_play(st) == before


def test_a_short_deck_lays_out_what_it_has_first_then_the_refreshed_cards():
    st = _st()
    st["deck"], st["sight_discard"] = st["deck"][:2], []  # two cards left to draw, an empty pile
    st["seats"][0]["reserve"] = ["lens"]
    from_deck = set(st["deck"])
    old = list(st["display"])
    kept = old[4]
    st, _ = _refresh_sights(st, range(4), {"type": "pay", "token": "lens"})
    assert None not in st["display"] and kept == st["display"][4]
    assert from_deck <= set(st["display"])  # the deck's two cards first
    assert len(set(st["display"]) & set(old[:4])) == 2  # then two of the four refreshed ones
    assert len(st["deck"]) == 2 and st["sight_discard"] == []


def test_refreshed_sights_wait_in_the_pile_while_the_deck_can_make_five():
    st = _st()
    give(st, 0, 7)
    old = list(st["display"])
    st, _ = _refresh_sights(st, range(5), {"type": "pay", "card": "sight:7"})
    assert not set(old) & set(st["display"]) and st["sight_discard"][-5:] == old


def test_a_rented_fourth_token_is_discarded_before_any_refresh():
    """Ruling 7: renting a 4th token is one act with its discard ("If you pick up a 4th token,
    discard 1 of the ones you have"), so the 4th token cannot pay for a refresh first."""
    st = _st()
    st["seats"][0]["reserve"] = ["lens", "lens", "film"]
    st["board"] = ["drone", "film", "tripod", "flash", "lens"]
    st, _ = play(st, 0, {"type": "rent", "token": "drone"})
    err = GAME.refusal(st, 0, {"type": "refresh"})
    assert err.code == "step_pending" and err.params == {"step": "discard_token"}
    st, _ = play(st, 0, {"type": "discard_token", "token": "lens"})
    assert GAME.refusal(st, 0, {"type": "refresh"}) is None  # after it, at once


def test_the_fourth_refresh_after_three_cancelled_is_paid_and_the_view_says_so():
    st = _st()
    st["seats"][0]["reserve"] = ["film"]
    for _ in range(3):
        st, _ = play(st, 0, {"type": "refresh"}, {"type": "cancel"})
    assert GAME.view(st, 0)["public"]["turn"]["cancels"] == 3  # what the board's warning reads
    st, _ = play(st, 0, {"type": "refresh"})
    assert GAME.refusal(st, 0, {"type": "cancel"}).code == "cannot_cancel"
