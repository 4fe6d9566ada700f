"""Wanderlust, the solo variant."""

import pytest

from app.games.sunset import GAME
from app.games.sunset.content import COMMISSIONS
from app.games.sunset.ending import EndCode
from app.games.sunset.rules import cleanup, end_game
from app.games.sunset.scoring import solo_rank
from app.games.sunset.state import idx

from .util import cards, moves, new, play, put, refused, trek

STATIONS = {"1,1": "station:1", "3,1": "station:2", "1,3": "station:3", "3,3": "station:4"}
EARLY = "plan:blue-3"  # 7:00, any direction, 1 point
MID = "plan:blue-4"  # 8:00
LATE = "plan:blue-7"  # 11:00, orthogonal 4
DIAG = "plan:blue-5"  # 9:00, diagonals 3


def test_setup_ranger_stations_three_commissions_no_goals():
    s = new(1)
    assert {p: s["board"][idx(p)] for p in STATIONS} == STATIONS
    assert sum(1 for c in s["board"] if c and c.startswith("landscape:")) == 21
    assert len(s["landscape_deck"]) == 39
    assert len(s["commission_row"]) == 3 and s["commission_preview"]
    assert s["goal"] is None and s["goal_deck"] == []
    assert s["inspiration"].startswith("inspiration:")
    v = GAME.view(s, 0)["public"]
    assert len(v["hand"]) == 3 and v["inspiration"]["feature"]
    assert set(s["seats"][0]["deck"]) <= GAME.hidden_ids(s, 0)


def plan(s: dict, card: str) -> dict:
    s["seats"][0]["hand"] = [card, "plan:blue-1", "plan:blue-2"]
    s, _ = play(s, 0, {"type": "plan", "card": card})
    return s


def test_unchosen_cards_stay_face_up_and_one_is_drawn_at_cleanup():
    s = new(1)
    hand = list(s["seats"][0]["hand"])
    assert moves(s, 0) == [{"type": "plan", "card": c} for c in hand]
    s, _ = play(s, 0, {"type": "plan", "card": hand[0]})
    assert s["seats"][0]["hand"] == hand[1:]
    nxt = s["seats"][0]["deck"][0]
    cleanup(s)
    assert s["seats"][0]["hand"] == hand[1:] + [nxt]


def test_early_morning_refills_every_empty_space():
    s = new(1)
    put(s, "0,0", None)
    put(s, "4,4", None)
    top = s["landscape_deck"][:2]
    s = plan(s, EARLY)
    assert [s["board"][0], s["board"][24]] == top


def test_mid_morning_discards_the_highest_commission_leftmost_on_ties():
    s = new(1)
    s["commission_row"] = ["commission:1", "commission:23", "commission:24"]  # 2, 8, 8
    s = plan(s, MID)
    assert s["commission_row"] == ["commission:1", None, "commission:24"]
    assert s["commission_discard"] == ["commission:23"]


def test_late_morning_discards_the_two_highest():
    s = new(1)
    s["commission_row"] = ["commission:13", "commission:1", "commission:28"]  # 6, 2, 10
    s = plan(s, LATE)
    assert s["commission_row"] == [None, "commission:1", None]


def test_passing_a_ranger_station_refills_its_neighbours_in_reading_order():
    s = trek(new(1), 0, DIAG, "0,0")
    for pos in ["1,0", "2,2", "0,2", "2,1"]:
        put(s, pos, None)
    top = s["landscape_deck"][:4]
    s, events = play(s, 0, {"type": "hike", "dir": "SE", "distance": 2})
    assert [s["board"][idx(p)] for p in ["1,0", "2,1", "0,2", "2,2"]] == top
    assert any(e["type"] == "ranger_station" for e in events)


def test_a_hike_continues_into_a_space_its_station_just_refilled():
    s = trek(new(1), 0, DIAG, "0,0")
    put(s, "2,2", None)
    assert {"type": "hike", "dir": "SE", "distance": 2} in moves(s, 0, "hike")
    s, _ = play(s, 0, {"type": "hike", "dir": "SE", "distance": 2})
    assert s["seats"][0]["pos"] == "2,2" and s["board"][idx("2,2")] is not None


def test_ending_on_a_station_is_allowed_but_it_is_never_painted():
    s = trek(new(1), 0, DIAG, "0,0")
    s, _ = play(s, 0, {"type": "hike", "dir": "SE", "distance": 1})
    assert s["seats"][0]["pos"] == "1,1"
    assert [m["pos"] for m in moves(s, 0, "paint")] == ["0,0"]
    assert refused(s, 0, {"type": "paint", "pos": "1,1", "card": "station:1"}) == "ranger_station"


def test_starting_on_a_station_does_not_refill():
    s = trek(new(1), 0, DIAG, "1,1")
    put(s, "0,1", None)
    s, _ = play(s, 0, {"type": "hike", "dir": "SE", "distance": 1})  # onto the centre card
    assert s["board"][idx("0,1")] is None


def test_cleanup_does_not_refill_the_wilderness_and_slides_the_commissions_left():
    s = new(1)
    put(s, "0,0", None)
    a = s["commission_row"][2]
    s["commission_row"] = [None, None, a]
    preview, d1, d2 = s["commission_preview"], *s["commission_deck"][:2]
    cleanup(s)
    assert s["board"][0] is None
    assert s["commission_row"] == [a, preview, d1]
    assert s["commission_preview"] == d2


def test_preview_commission_is_for_sale_only_on_day_eight():
    (only_sunset,) = cards("S")
    for day, allowed in [(7, False), (8, True)]:
        s = trek(new(1), 0, LATE, "0,0")
        s["day"] = day
        s["commission_row"] = ["commission:23", "commission:24", "commission:25"]
        s["commission_preview"] = "commission:1"
        s["seats"][0]["paintings"] = [only_sunset]
        s["step"] = "sell"
        assert ({"type": "sell", "commission": "commission:1"} in moves(s, 0)) is allowed


def test_solo_bonuses_and_rank():
    s = new(1)
    s["inspiration"] = "inspiration:waterfall"
    st = s["seats"][0]
    # 8 (waterfalls) + 6 (coast, waterfall, any) + 7 (waterfall, sunset) + 10 (mountains, sunset)
    st["commissions"] = ["commission:23", "commission:13", "commission:18", "commission:28"]
    st["paintings"] = cards("MCF", "CW")  # 5 features: 2
    st["pos"] = "2,2"
    events = end_game(s, EndCode.DAYS_PLAYED)
    out = GAME.outcome(s)
    assert out["breakdown"][0] == {"commissions": 31, "landscapes": 2, "inspiration": 3, "return_home": 2}
    assert out["scores"] == [38] and out["solo_rank"] == "Master Painter"
    assert {e["category"] for e in events if e["type"] == "score"} == {"landscapes", "inspiration", "return_home"}
    st["pos"] = "0,0"
    out = GAME.outcome(s)
    assert out["scores"] == [36] and out["solo_rank"] == "Journeyman"


@pytest.mark.parametrize("points,rank", [
    (0, "Paint-by-Numbers"), (19, "Paint-by-Numbers"), (20, "Hobbyist"), (25, "Hobbyist"),
    (26, "Apprentice"), (31, "Apprentice"), (32, "Journeyman"), (37, "Journeyman"),
    (38, "Master Painter"), (43, "Master Painter"), (44, "True Artisan"), (60, "True Artisan"),
])
def test_rank_table(points, rank):
    assert solo_rank(points) == rank


def test_a_solo_game_lasts_eight_days_and_reports_its_rank():
    s = new(1, seed=5)
    days = set()
    while s["phase"] != "over":
        days.add(s["day"])
        s, _ = play(s, 0, moves(s, 0)[-1])
    assert days == set(range(1, 9)) or s["end_reason"] == "not enough commissions to refill the row"
    out = GAME.outcome(s)
    assert out["solo_rank"] == solo_rank(out["scores"][0])
    assert len(s["seats"][0]["played"]) == len(days)


def test_inspiration_counts_named_features_only():
    s = new(1)
    s["inspiration"] = "inspiration:sunset"
    s["seats"][0]["commissions"] = ["commission:12"]  # three of any feature
    assert COMMISSIONS["commission:12"]["frames"][0]["needs"] == []
    end_game(s, EndCode.DAYS_PLAYED)
    assert GAME.outcome(s)["breakdown"][0]["inspiration"] == 0


def test_return_home_counts_even_if_the_centre_card_was_painted():
    s = new(1)
    put(s, "2,2", None)
    end_game(s, EndCode.DAYS_PLAYED)
    assert GAME.outcome(s)["breakdown"][0]["return_home"] == 2


def test_a_commission_shortage_ends_a_solo_game_too():
    s = new(1)
    s["commission_row"] = [None, None, None]
    s["commission_deck"] = s["commission_deck"][:1]
    cleanup(s)
    assert s["phase"] == "over" and GAME.outcome(s)["end_reason"] == "not enough commissions to refill the row"
