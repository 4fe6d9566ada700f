"""The hike preview and the structured scoring lines that the client draws from."""

import json
import random

from app.games.sunset import GAME
from app.games.sunset.ending import EndCode
from app.games.sunset.names import Phase, Step
from app.games.sunset.rules import end_game

from .util import cards, new, play, put, trek


def _playouts(players: int, seeds: range):
    """Random playouts, yielding each state met at the start of a hike."""
    for seed in seeds:
        rng = random.Random(seed)
        state = new(players, seed)
        for _ in range(400):
            if state["phase"] == Phase.OVER:
                break
            if state["phase"] == Phase.TREK and state["step"] == Step.HIKE:
                yield state
            seat = GAME.actors(state)[0]
            state, _ = play(state, seat, rng.choice(GAME.legal_moves(state, seat)))


def test_the_hike_preview_lists_what_each_hike_lets_the_engine_paint():
    checked = 0
    for players in (1, 2, 3):
        for state in _playouts(players, range(3)):
            seat = GAME.actors(state)[0]
            preview = GAME.view(state, seat)["public"]["hike_preview"]
            hikes = [m for m in GAME.legal_moves(state, seat) if m["type"] in ("hike", "stay")]
            assert [{k: v for k, v in p.items() if k not in ("path", "paintable")} for p in preview] == hikes
            for p in preview:
                move = {k: v for k, v in p.items() if k not in ("path", "paintable")}
                after, _ = play(state, seat, move)
                painted = [m["pos"] for m in GAME.legal_moves(after, seat) if m["type"] == "paint"] \
                    if after["phase"] == Phase.TREK and after["step"] == Step.PAINT and after["order"][after["turn"]] == seat else []
                assert sorted(p["paintable"]) == sorted(painted)
                assert p["path"][0] == state["seats"][seat]["pos"] and p["path"][-1] == after["seats"][seat]["pos"]
                checked += 1
    assert checked > 200


def test_the_preview_leaves_the_state_as_it_was():
    # The preview plays each hike on a copy that shares what a hike does not change: any part it
    # changes in place must have been copied.
    checked = 0
    for players in (1, 2, 4):
        for state in _playouts(players, range(3)):
            before = json.dumps(state, sort_keys=True)
            GAME.view(state, 0)
            assert json.dumps(state, sort_keys=True) == before
            checked += 1
    assert checked > 50


def test_the_preview_of_a_hike_whose_station_reshuffles_the_discards():
    s = trek(new(1), 0, "plan:blue-5", "0,0")  # diagonals, 3 movement points
    for pos in ["1,0", "2,1", "0,2", "2,2"]:
        put(s, pos, None)
    s["landscape_discard"] = s["landscape_deck"][:6]
    s["landscape_deck"] = s["landscape_deck"][6:8]
    before = json.dumps(s, sort_keys=True)
    preview = {(p.get("dir"), p.get("distance")): p for p in GAME.view(s, 0)["public"]["hike_preview"]}
    assert json.dumps(s, sort_keys=True) == before
    after, _ = play(s, 0, {"type": "hike", "dir": "SE", "distance": 2})  # past station:1 onto 2,2
    assert after["landscape_discard"] == [] and s["landscape_discard"]
    assert preview[("SE", 2)]["path"] == ["0,0", "1,1", "2,2"]
    assert sorted(preview[("SE", 2)]["paintable"]) == sorted(
        m["pos"] for m in GAME.legal_moves(after, 0) if m["type"] == "paint")


def test_the_preview_names_no_landscape_a_ranger_station_would_deal():
    for state in _playouts(1, range(2)):
        view = GAME.view(state, 0)["public"]
        for p in view["hike_preview"]:
            assert set(p) <= {"type", "dir", "distance", "path", "paintable"}


def test_final_scoring_lines_carry_codes_and_match_the_score():
    s = new(2)
    st = s["seats"][0]
    st["commissions"] = ["commission:23", "commission:13", "commission:18"]  # 8 + 6 + 7
    st["goals"] = ["goal:far", "goal:paint3"]  # 3 + 3
    st["paintings"] = cards("MCF", "CW", "MS")  # 7 features
    events = end_game(s, EndCode.DAYS_PLAYED)
    scored = [e for e in events if e["type"] == "score" and e["seat"] == 0]
    assert {e["code"] for e in scored} == {"goals_scored", "features_scored"}
    assert "no_goals" in {e["code"] for e in events if e["type"] == "score" and e["seat"] == 1}
    features = next(e for e in scored if e["code"] == "features_scored")
    assert features["features"] == 7 and features["points"] == 3 and "reason" in features
    details = GAME.view(s, 0)["public"]["details"]
    assert sum(d["points"] for d in details[0]) == GAME.outcome(s)["scores"][0] == 30
    assert [d["commission"] for d in details[0] if d["code"] == "commission_sold"] == st["commissions"]


def test_a_sale_scores_with_a_code():
    from app.games.sunset.trek import complete_sale
    s = new(2)
    s["phase"], s["step"] = Phase.TREK, Step.FRAME
    cid = s["commission_row"][0]
    s["seats"][0]["paintings"] = ["landscape:1"]
    s["sale"] = {"commission": cid, "landscapes": ["landscape:1"]}
    s["turn_log"] = {"dir": None, "distance": 0, "painted": 0, "sold": 0}
    ev = [e for e in complete_sale(s, 0) if e["type"] == "score"][0]
    assert ev["code"] == "commission_sold" and ev["commission"] == cid and ev["landscapes"] == 1


def test_the_hike_preview_and_the_moves_previews_count_the_same_landscapes():
    """The view's hike_preview draws where each hike leads; the move's preview says it in words:
    the landscapes it names and those a ranger station deals unseen are the spaces outlined."""
    checked = 0
    for players in (1, 2, 4):
        for state in _playouts(players, range(2)):
            seat = GAME.actors(state)[0]
            drawn = {(p["type"], p.get("dir"), p.get("distance")): p for p in GAME.view(state, seat)["public"]["hike_preview"]}
            legal = GAME.legal_moves(state, seat)
            for move, preview in zip(legal, GAME.previews(state, seat, legal)):
                line = preview.lines[0]
                assert line["code"].startswith(("preview_hike_", "preview_stay_")), line
                outlined = drawn[(move["type"], move.get("dir"), move.get("distance"))]["paintable"]
                assert len(line["cards"]) + line.get("unknown", 0) == len(outlined)
                checked += 1
    assert checked > 100
