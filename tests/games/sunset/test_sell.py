"""Selling: exact feature matching, one commission at a time, each landscape once."""

from app.games.sunset.content import COMMISSIONS
from app.games.sunset.scoring import can_complete, frame_ok

from .util import cards, moves, new, play, refused, trek

ONLY_SUNSET = "commission:1"
COAST_WATERFALL_ANY = "commission:13"  # Coast + Waterfall + any one other; and any one feature
THREE_WATERFALLS = "commission:23"  # three landscapes with a Waterfall, other features allowed


def selling(paintings: list[str], row: list[str]) -> dict:
    s = trek(new(3), 0, "plan:blue-7", "0,0", others={1: "4,4", 2: "4,0"})
    s["seats"][0]["paintings"] = list(paintings)
    s["commission_row"] = list(row)
    s["step"] = "sell"
    return s


def sell(s: dict, commission: str, landscapes: list[str]) -> dict:
    s, _ = play(s, 0, {"type": "sell", "commission": commission})
    for lid in landscapes:
        s, _ = play(s, 0, {"type": "frame", "landscape": lid})
    return s


def test_stand_in_examples_match_the_rulebook():
    assert COMMISSIONS[ONLY_SUNSET]["frames"] == [{"needs": ["sunset"], "any": 0, "open": False}]
    assert COMMISSIONS[COAST_WATERFALL_ANY]["frames"] == [
        {"needs": ["coast", "waterfall"], "any": 1, "open": False}, {"needs": [], "any": 1, "open": False}]
    assert COMMISSIONS[THREE_WATERFALLS]["frames"] == [{"needs": ["waterfall"], "any": 0, "open": True}] * 3


def test_one_landscape_with_only_a_sunset():
    frame = COMMISSIONS[ONLY_SUNSET]["frames"][0]
    assert frame_ok(frame, ["sunset"])
    assert not frame_ok(frame, ["sunset", "coast"])
    s_only, s_coast = cards("S", "CS")
    s = selling([s_coast, s_only], [ONLY_SUNSET])
    assert moves(s, 0, "frame") == []
    s, _ = play(s, 0, {"type": "sell", "commission": ONLY_SUNSET})
    assert moves(s, 0, "frame") == [{"type": "frame", "landscape": s_only}]
    assert refused(s, 0, {"type": "frame", "landscape": s_coast}) == "frame_mismatch"
    s, _ = play(s, 0, {"type": "frame", "landscape": s_only})
    assert s["seats"][0]["commissions"] == [ONLY_SUNSET]
    assert s["seats"][0]["paintings"] == [s_coast]
    assert s_only in s["landscape_discard"]


def test_only_a_sunset_is_unsellable_without_it():
    s = selling(cards("CS", "MS"), [ONLY_SUNSET])
    assert s["phase"] == "trek" and moves(s, 0, "sell") == []
    assert refused(s, 0, {"type": "sell", "commission": ONLY_SUNSET}) == "cannot_fulfil"


def test_two_landscapes_coast_waterfall_and_one_more_plus_any_one():
    frames = COMMISSIONS[COAST_WATERFALL_ANY]["frames"]
    cfm, cfw, cf, m, ms = cards("CFM", "CFW", "CF", "M", "MS")
    assert can_complete(frames, [], [cfm, m])
    assert not can_complete(frames, [], [cf, m])  # the first needs exactly three features
    assert not can_complete(frames, [], [cfm, ms])  # the second needs exactly one
    assert not can_complete(frames, [], [cfm, cfw])
    s = selling([cfm, cf, ms, m], [COAST_WATERFALL_ANY])
    s, _ = play(s, 0, {"type": "sell", "commission": COAST_WATERFALL_ANY})
    assert {m_["landscape"] for m_ in moves(s, 0, "frame")} == {cfm, m}
    s, _ = play(s, 0, {"type": "frame", "landscape": m})
    s, _ = play(s, 0, {"type": "frame", "landscape": cfm})
    assert s["seats"][0]["commissions"] == [COAST_WATERFALL_ANY]
    assert sorted(s["seats"][0]["paintings"]) == sorted([cf, ms])


def test_three_landscapes_each_with_a_waterfall():
    frames = COMMISSIONS[THREE_WATERFALLS]["frames"]
    f, cf, mfs, ms = cards("F", "CF", "MFS", "MS")
    assert can_complete(frames, [], [f, cf, mfs])
    assert not can_complete(frames, [], [f, cf, ms])
    s = selling([f, cf, ms, mfs], [THREE_WATERFALLS])
    s = sell(s, THREE_WATERFALLS, [mfs, f, cf])
    assert s["seats"][0]["commissions"] == [THREE_WATERFALLS]
    assert s["seats"][0]["paintings"] == [ms]


def test_each_landscape_sells_once_and_several_commissions_per_turn():
    s1, s2, cfm, m = cards("S", "S", "CFM", "M")
    s = selling([s1, cfm, m], [ONLY_SUNSET, COAST_WATERFALL_ANY, "commission:15"])  # 15: two Sunsets
    assert refused(s, 0, {"type": "sell", "commission": "commission:15"}) == "cannot_fulfil"  # one sunset only
    s = selling([s1, s2, cfm, m], [ONLY_SUNSET, COAST_WATERFALL_ANY, "commission:4"])
    s = sell(s, ONLY_SUNSET, [s1])
    assert s["commission_row"][0] is None  # not refilled before cleanup
    s, _ = play(s, 0, {"type": "sell", "commission": COAST_WATERFALL_ANY})
    s, _ = play(s, 0, {"type": "frame", "landscape": cfm})
    assert refused(s, 0, {"type": "frame", "landscape": s1}) == "not_your_painting"
    s, _ = play(s, 0, {"type": "frame", "landscape": m})
    assert s["seats"][0]["commissions"] == [ONLY_SUNSET, COAST_WATERFALL_ANY]


def test_a_sale_can_be_cancelled_before_its_last_frame():
    cfm, m = cards("CFM", "M")
    s = selling([cfm, m], [COAST_WATERFALL_ANY])
    s, _ = play(s, 0, {"type": "sell", "commission": COAST_WATERFALL_ANY})
    s, _ = play(s, 0, {"type": "frame", "landscape": m})
    s, _ = play(s, 0, {"type": "cancel_sale"})
    assert s["step"] == "sell" and s["seats"][0]["paintings"] == [cfm, m]


def test_a_commission_not_in_the_row_cannot_be_sold():
    (s_only,) = cards("S")
    s = selling([s_only], [ONLY_SUNSET])
    s["commission_preview"] = "commission:2"
    assert refused(s, 0, {"type": "sell", "commission": "commission:2"}) == "commission_unavailable"


def test_selling_scores_the_commission_renown():
    (s_only,) = cards("S")
    s = selling([s_only], [ONLY_SUNSET])
    s, _ = play(s, 0, {"type": "sell", "commission": ONLY_SUNSET})
    s, events = play(s, 0, {"type": "frame", "landscape": s_only})
    scored = [e for e in events if e["type"] == "score"]
    assert scored and scored[0]["points"] == 2 and scored[0]["category"] == "commissions"


def test_a_sale_that_ends_the_turn_and_a_skipped_sell_step_are_told():
    s_only, s_coast = cards("S", "CS")
    s = selling([s_only, s_coast], [ONLY_SUNSET])
    s, events = play(s, 0, {"type": "sell", "commission": ONLY_SUNSET})
    s, events = play(s, 0, {"type": "frame", "landscape": s_only})
    skips = [e for e in events if e["type"] == "skip"]
    assert skips == [{"type": "skip", "code": "nothing_else_fits", "seat": 0, "step": "sell"}]
    # Painting the last card with nothing to sell: the sell step is skipped and said so.
    s = selling([], [ONLY_SUNSET])
    s["step"], s["paint_left"] = "paint", 1
    s["path"] = ["0,0"]
    s["board"][0] = cards("C")[0]
    s, events = play(s, 0, moves(s, 0, "paint")[0])
    assert [e["code"] for e in events if e["type"] == "skip"] == ["nothing_fits"]
