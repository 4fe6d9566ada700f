"""Daily goals: claimed after a turn, stolen by a later player who meets it, kept by the last."""

from app.games.sunset import GAME

from .util import moves, new, play, trek

EAST_WEST = "plan:blue-7"  # orthogonal, 4 points
GREEN = "plan:green-7"  # orthogonal, 4 points


def two_treks(goal: str) -> dict:
    s = trek(new(2), 0, EAST_WEST, "0,0", others={1: "4,4"})
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
