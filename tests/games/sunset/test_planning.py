"""Simultaneous secret planning: draw 3, keep 1, return 2 to the bottom in a chosen order."""

import pytest

from app.games.sunset import GAME
from app.games.sunset import rules
from app.games.sunset.content import PLANNING

from .util import moves, new, play, refused


def test_every_seat_draws_three_and_all_choose_at_once():
    s = new(3)
    assert GAME.actors(s) == [0, 1, 2]
    for st in s["seats"]:
        assert len(st["hand"]) == 3 and len(st["deck"]) == 5
    assert len(moves(s, 0, "plan")) == 6  # keep one of three, two orders for the others


def test_choosing_returns_the_two_others_to_the_bottom_in_the_chosen_order():
    s = new(2)
    a, b, c = s["seats"][0]["hand"]
    s, _ = play(s, 0, {"type": "plan", "card": b, "bottom": [c, a]})
    st = s["seats"][0]
    assert st["chosen"] == b and st["deck"][-2:] == [c, a] and len(st["deck"]) == 7
    assert GAME.actors(s) == [1]


def test_a_card_not_drawn_cannot_be_chosen():
    s = new(2)
    other = s["seats"][0]["deck"][0]
    a, b, c = s["seats"][0]["hand"]
    assert refused(s, 0, {"type": "plan", "card": other, "bottom": [b, c]}) == "card_not_in_hand"
    assert refused(s, 0, {"type": "plan", "card": a, "bottom": [b, other]}) == "bad_return"


def test_one_seat_choosing_does_not_change_anothers_moves_or_reveal_its_choice():
    s = new(3)
    before = moves(s, 1)
    card = s["seats"][0]["hand"][0]
    s2, events = play(s, 0, moves(s, 0)[0])
    assert moves(s2, 1) == before
    for viewer in (1, 2, None):
        v = GAME.view(s2, viewer)
        assert v["public"]["seats"][0]["planned"] is True
        assert f'"{card}"' not in str(v).replace("'", '"')
    assert GAME.view(s2, 0)["private"]["chosen"]["id"] == card
    assert all("card" not in {k for k in e if k != "secret"} for e in events)


def test_reveal_once_all_have_chosen_and_trek_in_wake_up_order():
    s = new(3)
    for seat in range(3):
        s, events = play(s, seat, moves(s, seat)[0])
    assert s["phase"] == "trek"
    wakes = [PLANNING[s["seats"][x]["chosen"]]["wake"] for x in s["order"]]
    assert wakes == sorted(wakes)
    assert any(e["type"] == "reveal" for e in events)
    assert GAME.actors(s) == [s["order"][0]]


def test_equal_wake_up_times_go_by_seat_number(monkeypatch):
    s = new(3)
    for seat, card in enumerate(["plan:purple-2", "plan:blue-2", "plan:green-1"]):
        s["seats"][seat]["chosen"] = card
    assert rules.trek_order(s) == [2, 1, 0]
    patched = {k: dict(v) for k, v in PLANNING.items()}
    patched["plan:purple-2"]["wake"] = patched["plan:blue-2"]["wake"]
    monkeypatch.setattr(rules, "PLANNING", patched)
    assert rules.trek_order(s) == [2, 0, 1]


def last_day(players: int = 2) -> dict:
    """Play (always the last listed move) up to the planning of day 6."""
    s = new(players)
    while not (s["phase"] == "planning" and s["day"] == 6):
        seat = GAME.actors(s)[0]
        s, _ = play(s, seat, moves(s, seat)[-1])
    return s


def test_the_last_day_has_exactly_three_cards():
    s = new(2)
    days = 0
    while s["phase"] != "over":
        if s["phase"] == "planning":
            if GAME.actors(s) == [0, 1]:
                days += 1
                assert [len(st["hand"]) for st in s["seats"]] == [3, 3]
                if days == 6:
                    assert [len(st["deck"]) for st in s["seats"]] == [0, 0]
        seat = GAME.actors(s)[0]
        s, _ = play(s, seat, moves(s, seat)[-1])
    assert days == 6
    assert [len(st["deck"]) for st in s["seats"]] == [2, 2]
    assert all(len(st["played"]) == 6 for st in s["seats"])


def test_on_the_last_day_the_two_returned_cards_go_back_in_either_order():
    s = last_day()
    a, b, c = s["seats"][0]["hand"]
    assert len(moves(s, 0, "plan")) == 6
    for bottom in ([b, c], [c, b]):
        after, _ = play(s, 0, {"type": "plan", "card": a, "bottom": bottom})
        assert after["seats"][0]["chosen"] == a and after["seats"][0]["deck"] == bottom


def test_a_wrong_return_is_refused_with_a_true_reason():
    s = last_day()
    a, b, c = s["seats"][0]["hand"]
    for bottom in ([b], [b, b], [b, a], None):
        why = GAME.refusal(s, 0, {"type": "plan", "card": a, "bottom": bottom})
        assert why.code == "bad_return"
        assert "either order" in why.message
    assert GAME.refusal(s, 0, {"type": "plan", "card": a, "bottom": [c, b]}) is None


def test_own_deck_order_is_known_only_for_cards_put_back():
    s = new(2)
    a, b, c = s["seats"][0]["hand"]
    s, _ = play(s, 0, {"type": "plan", "card": a, "bottom": [c, b]})
    private = GAME.view(s, 0)["private"]
    assert [x["id"] for x in private["deck_bottom"]] == [c, b]
    assert len(private["deck_unknown_order"]) == 5
    assert GAME.view(s, 1)["private"]["deck_bottom"] == []


@pytest.mark.parametrize("viewer", [1, None])
def test_other_hands_and_decks_are_hidden(viewer):
    s = new(2)
    hidden = GAME.hidden_ids(s, viewer)
    assert set(s["seats"][0]["hand"]) <= hidden and set(s["seats"][0]["deck"]) <= hidden


def test_moves_of_another_step_are_refused_with_the_current_step():
    s = new(2)
    assert refused(s, 0, {"type": "hike", "dir": "N", "distance": 1}) == "wrong_step"
    assert refused(s, 0, {"type": "juggle"}) == "malformed_move"
    for seat in (0, 1):
        s, _ = play(s, seat, moves(s, seat)[0])
    first = s["order"][0]
    card = s["seats"][first]["chosen"]
    assert refused(s, first, {"type": "plan", "card": card, "bottom": []}) == "wrong_step"
    assert refused(s, first, {"type": "end_turn"}) == "wrong_step"
