"""Painting: up to the card's paint count, from the cards on this turn's path including the start,
never one under another artist; the centre card on day 1 only for the last artist to leave it."""

from app.games.sunset.state import idx

from .util import moves, new, play, put, refused, trek

ORTHO_4 = "plan:blue-7"  # paint 3
ORTHO_2 = "plan:blue-1"  # paint 1


def test_paint_from_the_path_including_the_start_card():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 2})
    assert [m["pos"] for m in moves(s, 0, "paint")] == ["0,0", "1,0", "2,0"]
    card = s["board"][idx("0,0")]
    s, _ = play(s, 0, {"type": "paint", "pos": "0,0", "card": card})
    assert s["board"][idx("0,0")] is None
    assert s["seats"][0]["paintings"] == [card]


def test_paint_off_the_path_is_refused():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 2})
    assert refused(s, 0, {"type": "paint", "pos": "0,1", "card": s["board"][idx("0,1")]}) == "not_on_path"


def test_paint_count_limits_the_number_of_paintings():
    s = trek(new(2), 0, ORTHO_2, "0,0", others={1: "4,4"})
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 2})
    s, _ = play(s, 0, {"type": "paint", "pos": "1,0", "card": s["board"][idx("1,0")]})
    assert s["step"] in ("sell", "planning", None) or not moves(s, 0, "paint")
    assert len(s["seats"][0]["paintings"]) == 1


def test_no_painting_under_another_artist():
    s = trek(new(2), 0, ORTHO_4, "0,2", others={1: "1,2"})
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 2})
    assert "1,2" not in [m["pos"] for m in moves(s, 0, "paint")]
    assert refused(s, 0, {"type": "paint", "pos": "1,2", "card": s["board"][idx("1,2")]}) == "artist_on_landscape"


def test_centre_card_on_day_one_only_for_the_last_to_leave():
    s = new(2)
    s, _ = play(s, 0, {"type": "plan", **_pick(s, 0)})
    s, _ = play(s, 1, {"type": "plan", **_pick(s, 1)})
    first, last = s["order"]
    s, _ = play(s, first, moves(s, first, "hike")[0])
    assert "2,2" not in [m["pos"] for m in moves(s, first, "paint")]
    while s["phase"] == "trek" and s["order"][s["turn"]] == first:
        s, _ = play(s, first, moves(s, first)[-1])  # stop painting / end the turn
    s, _ = play(s, last, moves(s, last, "hike")[0])
    assert "2,2" in [m["pos"] for m in moves(s, last, "paint")]


def test_stop_painting_moves_on_to_selling():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    s["seats"][0]["paintings"] = []
    s["commission_row"] = []
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 1})
    s, _ = play(s, 0, {"type": "stop_painting"})
    assert s["seats"][0]["played"] == [ORTHO_4]  # nothing to sell: the turn ended


def test_nothing_to_paint_skips_the_step_and_says_so():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    put(s, "0,0", None)
    put(s, "1,0", None)
    s, events = play(s, 0, {"type": "stay"})
    assert s["step"] != "paint"
    skips = [e for e in events if e["type"] == "skip" and e["step"] == "paint"]
    assert skips == [{"type": "skip", "code": "nothing_to_paint", "seat": 0, "step": "paint"}]


def test_a_paint_count_used_up_ends_painting_without_a_word():
    s = trek(new(2), 0, "plan:blue-1", "0,0", others={1: "4,4"})  # paint count 1
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 2})
    s, events = play(s, 0, {"type": "paint", "pos": "1,0", "card": s["board"][idx("1,0")]})
    assert s["step"] != "paint" and not any(e.get("code") == "nothing_to_paint" for e in events)


def _pick(state, seat):
    m = moves(state, seat, "plan")[0]
    return {k: v for k, v in m.items() if k != "type"}
