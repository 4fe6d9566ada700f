"""Final scoring and the tie-break on daily goal cards."""

from app.games.sunset import GAME
from app.games.sunset.ending import EndCode
from app.games.sunset.rules import end_game

from .util import cards, new


def test_rulebook_example_21_plus_6_plus_3_is_30():
    s = new(2)
    st = s["seats"][0]
    st["commissions"] = ["commission:23", "commission:13", "commission:18"]  # 8 + 6 + 7
    st["goals"] = ["goal:far", "goal:paint3"]  # 3 + 3
    st["paintings"] = cards("MCF", "CW", "MS")  # 7 features
    events = end_game(s, EndCode.DAYS_PLAYED)
    out = GAME.outcome(s)
    assert out["scores"][0] == 30
    assert out["breakdown"][0] == {"commissions": 21, "goals": 6, "landscapes": 3}
    reasons = {e["category"]: e["reason"] for e in events if e["type"] == "score" and e["seat"] == 0}
    assert "7 features" in reasons["landscapes"] and reasons["landscapes"].endswith("= 3")


def test_ties_go_to_the_most_daily_goals_then_are_shared():
    s = new(3)
    s["seats"][0]["commissions"] = ["commission:23"]  # 8
    s["seats"][1]["commissions"] = ["commission:13"]  # 6
    s["seats"][1]["goals"] = ["goal:horizontal"]  # + 2 = 8
    s["seats"][2]["commissions"] = ["commission:1"]  # 2
    end_game(s, EndCode.DAYS_PLAYED)
    out = GAME.outcome(s)
    assert out["scores"] == [8, 8, 2] and out["winners"] == [1] and out["ranks"] == [2, 1, 3]
    s["seats"][0]["goals"] = ["goal:diagonal"]
    s["seats"][0]["commissions"] = ["commission:13"]
    out = GAME.outcome(s)
    assert out["scores"] == [8, 8, 2] and out["winners"] == [0, 1]


def test_unsold_landscapes_round_down():
    s = new(2)
    s["seats"][1]["paintings"] = cards("M", "CF")  # 3 features
    end_game(s, EndCode.DAYS_PLAYED)
    assert GAME.outcome(s)["breakdown"][1]["landscapes"] == 1
