"""Movement by car, train and plane, including the rulebook's three examples."""

import pytest

from app.engine import IllegalMove
from app.games.phototour import GAME
from app.games.phototour.board import RAIL, destinations, within
from app.games.phototour.content import HIGHWAYS, RAILWAYS

from .helpers import play, started, turn_of


def _at(pawn, dice, seat=0, players=2):
    st = turn_of(started(players), seat)
    st["seats"][seat]["pawn"] = pawn
    st["dice"] = list(dice)
    return st


def test_sergei_car_highway_then_railway_34_to_41():
    assert (34, 40) in HIGHWAYS and (40, 41) in RAILWAYS
    assert 41 not in within(34, 1, rail_only=False)  # two segments are needed
    st = _at(34, ["car", "train", "train", "plane", "plane"])
    st, _ = play(st, 0, {"type": "die", "die": 0})
    st, events = play(st, 0, {"type": "go", "to": 41})
    assert st["seats"][0]["pawn"] == 41 and st["turn"]["main_done"]
    assert events[0] == {"type": "travel", "seat": 0, "mode": "car", "from": 34, "to": 41}


def test_car_cannot_go_three_segments():
    st = _at(34, ["car", "car", "car", "car", "car"])
    st, _ = play(st, 0, {"type": "die", "die": 0})
    assert {"type": "go", "to": 33} not in GAME.legal_moves(st, 0)  # 34-40-41-33
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "go", "to": 33})
    assert err.value.code == "out_of_range"


def test_oleg_train_four_railway_segments_44_to_33():
    path = [44, 47, 46, 43, 33]
    assert all(b in RAIL[a] for a, b in zip(path, path[1:]))
    assert 33 not in within(44, 3, rail_only=True) and 33 in within(44, 4, rail_only=True)
    st = _at(44, ["train", "car", "car", "car", "car"])
    st, _ = play(st, 0, {"type": "die", "die": 0}, {"type": "go", "to": 33})
    assert st["seats"][0]["pawn"] == 33


def test_train_uses_railways_only_and_at_most_six():
    assert list(destinations(34, "train", {})) == []  # Olkhon has no railway
    assert 41 not in destinations(40, "car", {}) or 41 in within(40, 1, rail_only=False)
    far = within(16, 7, rail_only=True)
    near = within(16, 6, rail_only=True)
    assert set(near) < set(far) and destinations(16, "train", {}) == near


def test_train_die_not_offered_without_a_railway():
    st = _at(34, ["train", "train", "train", "train", "plane"])
    assert not [m for m in GAME.legal_moves(st, 0) if m["type"] == "die"]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "die", "die": 0})
    assert err.value.code == "die_unusable"


def test_yura_flight_16_to_44():
    st = _at(16, ["plane", "car", "car", "car", "car"])
    st, _ = play(st, 0, {"type": "die", "die": 0}, {"type": "go", "to": 44})
    assert st["seats"][0]["pawn"] == 44


def test_plane_only_between_airports():
    assert destinations(34, "plane", {}) == []
    st = _at(16, ["plane", "car", "car", "car", "car"])
    st, _ = play(st, 0, {"type": "die", "die": 0})
    with pytest.raises(IllegalMove):
        GAME.apply(st, 0, {"type": "go", "to": 43})  # Chita has no airport


def test_used_die_slides_away_and_last_die_rerolls_all():
    st = _at(16, ["car", None, None, None, None])
    st, events = play(st, 0, {"type": "die", "die": 0})
    assert None not in st["dice"] and events[-1]["type"] == "dice_rolled"
    st = _at(16, ["car", "car", None, None, None])
    st, _ = play(st, 0, {"type": "die", "die": 1})
    assert st["dice"] == ["car", None, None, None, None]


def test_one_main_action_per_turn():
    st = _at(16, ["car"] * 5)
    st, _ = play(st, 0, {"type": "die", "die": 0}, {"type": "go", "to": 15})
    assert "die" not in {m["type"] for m in GAME.legal_moves(st, 0)}
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "die", "die": 1})
    assert err.value.code == "main_action_done"
