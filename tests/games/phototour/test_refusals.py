"""Refusal reasons come from the same checks as the legal moves (legality.py)."""

import pytest

from app.engine import IllegalMove
from app.games.phototour import GAME

from .helpers import empty_hands, give, place, play, started, turn_of


def _st(mode="strategic"):
    return turn_of(empty_hands(started(2, mode)), 0)


def _code(st, move, seat=0):
    reason = GAME.refusal(st, seat, move)
    return reason and reason.code


def test_photo_one_segment_away_with_elbrus_is_accepted_and_a_taken_slot_is_named():
    st = _st()
    place(st, 0, 21, 0)  # Elbrus: photograph one segment away this turn
    card = give(st, 0, 24)  # Makhachkala, next to Elbrus
    far = give(st, 0, 1)
    st["seats"][0]["pawn"] = 21
    st, _ = play(st, 0, {"type": "sight_bonus", "card": "sight:21"})
    assert _code(st, {"type": "photo", "card": card, "slot": 1}) is None
    assert _code(st, {"type": "photo", "card": card, "slot": 0}) == "slot_taken"
    assert _code(st, {"type": "photo", "card": far, "slot": 1}) == "wrong_location"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "photo", "card": card, "slot": 0})
    assert err.value.code == "slot_taken"


def test_photo_one_segment_away_without_the_bonus_is_the_wrong_location():
    st = _st()
    card = give(st, 0, 24)
    st["seats"][0]["pawn"] = 21
    assert _code(st, {"type": "photo", "card": card, "slot": 1}) == "wrong_location"


@pytest.mark.parametrize("move,code", [
    ({"type": "plan", "card": "sight:999"}, "card_not_available"),
    ({"type": "plan"}, "missing_field"),
    ({"type": "plan", "card": None, "x": 1}, "unexpected_field"),
    ({"type": "rent", "token": "hat"}, "token_not_available"),
    ({"type": "die", "die": 7}, "no_such_die"),
    ({"type": "die", "die": 0, "as": "plane"}, "no_die_as"),
    ({"type": "go", "to": 3}, "no_step_pending"),
    ({"type": "use", "card": "sight:1"}, "no_reaction_window"),
    ({"type": "choose", "card": "sight:1"}, "start_over"),
    ({"type": "end_turn"}, "main_action_missing"),
    ({"type": "diary", "slot": 0}, "diary_slot_empty"),
    ({"type": "sight_bonus", "card": "sight:1"}, "not_photographed"),
    ({"type": "fly"}, "illegal_move"),
])
def test_precise_codes_on_a_free_turn(move, code):
    st = _st()
    st["dice"] = ["car"] * 5
    assert _code(st, move) == code


def test_basic_mode_refuses_bonuses_by_name():
    st = _st("basic")
    assert _code(st, {"type": "sight_bonus", "card": "sight:1"}) == "basic_mode"
    assert _code(st, {"type": "diary", "slot": 0}) == "basic_mode"


def test_pending_step_codes():
    st = _st()
    st["seats"][0]["pawn"] = 34
    st["dice"] = ["car"] * 5
    st, _ = play(st, 0, {"type": "die", "die": 0})
    assert _code(st, {"type": "plan", "card": next(c for c in st["display"] if c)}) == "step_pending"
    assert _code(st, {"type": "go", "to": 1}) == "out_of_range"
    assert _code(st, {"type": "go", "to": 41}) is None
    st, _ = play(st, 0, {"type": "go", "to": 41}, {"type": "end_turn"})
    assert _code(st, {"type": "pass"}, seat=1) == "no_reaction_window"


def test_every_listed_move_is_accepted_and_every_code_is_precise_in_playouts():
    """Beyond the engine's conformance playouts: wrong values in every field of listed moves
    are refused with a game-specific code, never the catch-all."""
    from app.engine.playout import playout

    seen = set()

    def on_step(state, seat, move, new_state, events):
        legal = GAME.legal_moves(state, seat)
        for m in legal[:20]:
            assert GAME.refusal(state, seat, m) is None
        for m in legal[:20]:
            for k in m:
                if k != "type":
                    bad = {**m, k: "nonsense"}
                    reason = GAME.refusal(state, seat, bad)
                    assert reason is not None and reason.code != "illegal_move", bad
                    seen.add(reason.code)

    for seed in range(2):
        playout(GAME, 3, {"mode": "strategic"}, 50 + seed, on_step=on_step)
    assert {"card_not_available", "out_of_range", "card_not_in_hand"} <= seen
