"""Daily goals: claimed after a turn, stolen by a later player who meets it, kept by the last."""

from app.games.sunset import GAME

from .util import cards, moves, new, play, trek

EAST_WEST = "plan:blue-7"  # orthogonal, 4 points
GREEN = "plan:green-7"  # orthogonal, 4 points


def two_treks(goal: str, start: str = "0,0") -> dict:
    s = trek(new(2), 0, EAST_WEST, start, others={1: "4,4"})
    s["seats"][1]["chosen"] = GREEN
    s["order"] = [0, 1]
    s["goal"] = goal
    s["goal_holder"] = None
    s["commission_row"] = [None] * 3  # nothing to sell: turns end after painting
    return s


def finish_turn(s: dict, seat: int) -> dict:
    while s["phase"] == "trek" and GAME.actors(s) == [seat]:
        s, _ = play(s, seat, {"type": "stop_painting"} if s["step"] == "paint" else moves(s, seat)[-1])
    return s


def test_claim_then_steal_and_the_last_keeps_it():
    s = two_treks("goal:horizontal")
    s, events = play(s, 0, {"type": "hike", "dir": "E", "distance": 2})
    s = finish_turn(s, 0)
    assert s["goal_holder"] == 0
    s, _ = play(s, 1, {"type": "hike", "dir": "W", "distance": 1})
    s, events = play(s, 1, {"type": "stop_painting"})
    assert any(e["type"] == "goal_steal" and e["from"] == 0 for e in events)
    assert s["seats"][1]["goals"] == ["goal:horizontal"]  # kept at cleanup
    assert s["seats"][0]["goals"] == []


def test_not_meeting_the_goal_leaves_it_with_its_holder():
    s = two_treks("goal:horizontal")
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 2})
    s = finish_turn(s, 0)
    s, _ = play(s, 1, {"type": "hike", "dir": "N", "distance": 1})
    s = finish_turn(s, 1)
    assert s["seats"][0]["goals"] == ["goal:horizontal"]


def test_an_unclaimed_goal_is_discarded_and_a_new_one_revealed():
    s = two_treks("goal:horizontal")
    s["goal_deck"] = ["goal:far"]
    s, _ = play(s, 0, {"type": "hike", "dir": "S", "distance": 1})
    s = finish_turn(s, 0)
    s, _ = play(s, 1, {"type": "stay"})
    s = finish_turn(s, 1)
    assert s["goal_discard"] == ["goal:horizontal"] and s["goal"] == "goal:far"
    assert s["seats"][0]["goals"] == s["seats"][1]["goals"] == []


def test_goal_only_for_the_seats_own_turn():
    s = two_treks("goal:paint3")
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 3})
    for pos in ["0,0", "1,0"]:
        s, _ = play(s, 0, {"type": "paint", "pos": pos, "card": s["board"][int(pos[0])]})
    s = finish_turn(s, 0)
    assert s["goal_holder"] is None  # two paintings are not three


def hold_after(goal: str, hike: dict, paintings: list[str] | None = None, start: str = "0,0") -> bool:
    s = two_treks(goal, start)
    if paintings is not None:
        s["seats"][0]["paintings"] = paintings
    s, _ = play(s, 0, hike)
    s = finish_turn(s, 0)
    return s["goal_holder"] == 0


def test_each_stand_in_goal_met_and_not_met():
    assert hold_after("goal:diagonal", {"type": "stay"}) is False
    assert hold_after("goal:far", {"type": "hike", "dir": "E", "distance": 3})
    assert not hold_after("goal:far", {"type": "hike", "dir": "E", "distance": 2})
    assert hold_after("goal:edge", {"type": "hike", "dir": "E", "distance": 1})  # along the top row
    assert not hold_after("goal:edge", {"type": "hike", "dir": "S", "distance": 1}, start="1,0")
    assert not hold_after("goal:edge", {"type": "stay"})
    assert not hold_after("goal:horizontal", {"type": "hike", "dir": "S", "distance": 1})
    five = cards("MC", "FW", "S")
    assert hold_after("goal:palette", {"type": "stay"}, five)
    assert not hold_after("goal:palette", {"type": "stay"}, five[:2])


def test_sell_two_commissions_in_a_turn():
    s = two_treks("goal:sell2")
    s1, s2 = cards("S", "M")
    s["seats"][0]["paintings"] = [s1, s2]
    s["commission_row"] = ["commission:1", "commission:2", None]
    s, _ = play(s, 0, {"type": "stay"})
    s, _ = play(s, 0, {"type": "stop_painting"})
    for c, lid in [("commission:1", s1), ("commission:2", s2)]:
        s, _ = play(s, 0, {"type": "sell", "commission": c})
        s, _ = play(s, 0, {"type": "frame", "landscape": lid})
    assert s["goal_holder"] == 0


def test_the_holder_on_the_last_day_keeps_the_goal():
    s = two_treks("goal:horizontal")
    s["day"] = 6
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 1})
    s = finish_turn(s, 0)
    s, _ = play(s, 1, {"type": "stay"})
    s = finish_turn(s, 1)
    assert s["phase"] == "over" and s["seats"][0]["goals"] == ["goal:horizontal"]
    assert GAME.outcome(s)["breakdown"][0]["goals"] == 2
