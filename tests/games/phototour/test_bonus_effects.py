"""Every bonus effect of the Strategic vocabulary, on its own and in a reaction."""

from app.games.phototour import GAME

from .helpers import empty_hands, place, play, started, turn_of, types


def _st(players=2, seat=0):
    return turn_of(empty_hands(started(players, "strategic")), seat)


def test_vladivostok_take_off_anywhere_lands_at_an_airport():
    st = _st()
    place(st, 0, 45, 0)
    st["seats"][0]["pawn"] = 34
    st["dice"] = ["plane"] * 5
    assert "die" not in types(GAME.legal_moves(st, 0))
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:45"}, {"type": "die", "die": 0})
    dests = {m["to"] for m in GAME.legal_moves(st, 0)}
    assert 16 in dests and 33 not in dests


def test_set_die_turns_one_die_to_a_chosen_face():
    st = _st()
    place(st, 0, 33, 0)
    st["dice"] = ["car", None, None, None, "train"]
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:33"})
    assert {(m["die"], m["face"]) for m in GAME.legal_moves(st, 0)} == {
        (0, "train"), (0, "plane"), (4, "car"), (4, "plane")}
    st, _ = play(st, 0, {"type": "set_die", "die": 0, "face": "plane"})
    assert st["dice"] == ["plane", None, None, None, "train"] and st["turn"]["pending"] is None


def test_reroll_rolls_only_the_dice_on_the_board():
    st = _st()
    place(st, 0, 19, 0)
    st["dice"] = ["car", None, "car", None, None]
    st, events = play(st, 0, {"type": "sight_bonus", "card": "sight:19"})
    assert st["dice"][1] is None and st["dice"][3] is None and None not in (st["dice"][0], st["dice"][2])
    assert events[-1]["type"] == "dice_rolled"


def test_free_refresh_cannot_be_cancelled_and_costs_nothing():
    st = _st()
    place(st, 0, 7, 0)
    st["seats"][0]["reserve"] = ["lens"]
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:7"})
    assert "cancel" not in types(GAME.legal_moves(st, 0))
    st, _ = play(st, 0, {"type": "refresh_row", "row": "dice"}, {"type": "discard_item", "index": 0},
                 {"type": "refill"})
    assert st["turn"]["pending"] is None and st["seats"][0]["reserve"] == ["lens"]


def test_step_moves_one_segment():
    st = _st()
    place(st, 0, 13, 0)
    st["seats"][0]["pawn"] = 34
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:13"})
    assert GAME.legal_moves(st, 0) == [{"type": "go", "to": 40}]


def test_card_bonus_takes_an_available_sight():
    st = _st()
    place(st, 0, 2, 0)
    card = next(c for c in st["display"] if c)
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:2"}, {"type": "take_card", "card": card})
    assert st["seats"][0]["hand"] == [card] and not st["turn"]["main_done"]


def test_tobolsk_reaction_token_with_a_full_reserve_discards_in_the_window():
    st = _st(3)
    place(st, 2, 35, 0)  # if an opponent plans: draw a token
    st["seats"][2]["reserve"] = ["lens", "lens", "lens"]
    st, _ = play(st, 0, {"type": "plan", "card": next(c for c in st["display"] if c)})
    assert GAME.actors(st) == [2]
    st, _ = play(st, 2, {"type": "use", "card": "sight:35"})
    assert GAME.actors(st) == [2] and types(GAME.legal_moves(st, 2)) == {"discard_token"}
    st, _ = play(st, 2, {"type": "discard_token", "token": "lens"})
    assert len(st["seats"][2]["reserve"]) == 3 and GAME.actors(st) == [0]


def test_blagoveshchensk_points_when_an_opponent_rents():
    st = _st(2)
    place(st, 1, 46, 0)
    st, _ = play(st, 0, {"type": "rent", "token": next(t for t in st["board"] if t)})
    st, events = play(st, 1, {"type": "use", "card": "sight:46"})
    assert st["seats"][1]["bonus_points"] == 1 and events[-1]["category"] == "bonuses"
    # The log words it from the code and the card, in every language.
    assert events[-1]["code"] == "reaction_points" and events[-1]["card"] == "sight:46"


def test_irkutsk_reacts_only_to_flights():
    st = _st(2)
    place(st, 1, 40, 0)  # if an opponent travels by plane: take a sight card
    st["seats"][0]["pawn"] = 16
    st["dice"] = ["car", "plane", "car", "car", "car"]
    st, _ = play(st, 0, {"type": "die", "die": 0}, {"type": "go", "to": 15})
    assert GAME.actors(st) == [0]
    st = _st(2)
    place(st, 1, 40, 0)
    st["seats"][0]["pawn"] = 16
    st["dice"] = ["car", "plane", "car", "car", "car"]
    st, _ = play(st, 0, {"type": "die", "die": 1}, {"type": "go", "to": 5})
    assert GAME.actors(st) == [1]
    card = next(c for c in st["display"] if c)
    st, _ = play(st, 1, {"type": "use", "card": "sight:40"}, {"type": "take_card", "card": card})
    assert card in st["seats"][1]["hand"] and GAME.actors(st) == [0]


def test_reaction_order_follows_the_turn_order():
    st = _st(4, seat=1)
    place(st, 3, 9, 0)  # rent -> token
    place(st, 0, 46, 0)  # rent -> 1 point
    st, _ = play(st, 1, {"type": "rent", "token": next(t for t in st["board"] if t)})
    assert st["reaction"]["queue"] == [3, 0]
    st, _ = play(st, 3, {"type": "pass"})
    assert GAME.actors(st) == [0]


def test_turn_modifier_not_offered_once_it_cannot_matter():
    st = _st()
    place(st, 0, 37, 0)  # Novosibirsk: longer train trips this turn
    assert {"type": "sight_bonus", "card": "sight:37"} in GAME.legal_moves(st, 0)
    st, _ = play(st, 0, {"type": "plan", "card": next(c for c in st["display"] if c)})
    assert "sight_bonus" not in types(GAME.legal_moves(st, 0))
    st["seats"][0]["diary_id"] = 2  # Wanderer: slot 1 is a nature slot with free train tickets
    place(st, 0, 37, 1)
    place(st, 0, 20, 0)  # a city card there keeps the tickets closed
    assert "sight_bonus" not in types(GAME.legal_moves(st, 0))
    place(st, 0, 4, 0)  # a nature card opens the train trip: the modifier matters again
    st["seats"][0]["pawn"] = 16
    assert {"type": "sight_bonus", "card": "sight:37"} in GAME.legal_moves(st, 0)


def test_token_bonus_not_offered_when_no_token_is_left():
    st = _st()
    place(st, 0, 42, 0)
    st["bag"] = {k: 0 for k in st["bag"]}
    st["token_discard"] = {k: 0 for k in st["token_discard"]}
    assert "sight_bonus" not in types(GAME.legal_moves(st, 0))


def test_die_used_as_a_plane_is_a_flight_for_reactions():
    st = _st(2)
    place(st, 0, 16, 0)
    place(st, 1, 17, 0)  # if an opponent travels by plane: one step
    st["seats"][0]["pawn"] = 16
    st["dice"] = ["car"] * 5
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:16"}, {"type": "die", "die": 2, "as": "plane"},
                 {"type": "go", "to": 44})
    assert GAME.actors(st) == [1] and st["reaction"]["trigger"] == {"action": "move", "mode": "plane"}


def test_after_the_main_action_only_modifiers_an_open_diary_trip_can_use_are_offered():
    st = _st()
    st["seats"][0]["diary_id"] = 0  # Explorer: slot 1 is a nature slot with a free car trip
    place(st, 0, 4, 0)  # a nature card opens it
    for slot, n in enumerate((16, 21, 37, 12, 45), start=2):
        place(st, 0, n, slot)  # die as a plane, photo one segment away, trains, cars, take-off;
        # none of them opens another top slot (slot 2 and 3 get a card of the other type)
    st["seats"][0]["pawn"] = 16
    before = {m["card"] for m in GAME.legal_moves(st, 0) if m["type"] == "sight_bonus"}
    assert before == {"sight:16", "sight:21", "sight:37", "sight:12", "sight:45"}
    st, _ = play(st, 0, {"type": "plan", "card": next(c for c in st["display"] if c)})
    after = {m["card"] for m in GAME.legal_moves(st, 0) if m["type"] == "sight_bonus"}
    assert after == {"sight:12"}  # only longer car trips still change what the car trip reaches
    st["seats"][0]["diary"][0]["used"] = True  # the trip is taken: nothing can matter any more
    assert "sight_bonus" not in types(GAME.legal_moves(st, 0))


def test_a_modifier_that_changes_nothing_for_the_open_trip_is_not_offered():
    st = _st()
    st["seats"][0]["diary_id"] = 1  # Reporter: slot 1 is a city slot with a free flight
    place(st, 0, 22, 0)  # a city card opens it
    place(st, 0, 45, 1)  # Vladivostok: a flight may take off anywhere
    place(st, 0, 49, 2)  # Kamchatka: a flight from an airport may land anywhere
    st["seats"][0]["pawn"] = 16  # Moscow has an airport: taking off anywhere changes nothing
    st, _ = play(st, 0, {"type": "plan", "card": next(c for c in st["display"] if c)})
    assert {m["card"] for m in GAME.legal_moves(st, 0) if m["type"] == "sight_bonus"} == {"sight:49"}
    st["seats"][0]["pawn"] = 34  # Olkhon has none: landing anywhere needs an airport to start from
    assert {m["card"] for m in GAME.legal_moves(st, 0) if m["type"] == "sight_bonus"} == {"sight:45"}
