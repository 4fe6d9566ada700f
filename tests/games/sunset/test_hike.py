"""Hiking: straight lines in the card's directions, up to its movement points, through but not onto
another artist, never through or into an empty space."""

from .util import moves, new, play, put, refused, trek

ORTHO_4 = "plan:blue-7"  # N E S W, 4 movement points, paint 3
DIAG_3 = "plan:blue-5"  # diagonals, 3 movement points


def test_hike_follows_the_cards_directions_and_points():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    hikes = {(m["dir"], m["distance"]) for m in moves(s, 0, "hike")}
    assert hikes == {("E", 1), ("E", 2), ("E", 3), ("E", 4), ("S", 1), ("S", 2), ("S", 3), ("S", 4)}
    s2, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 3})
    assert s2["seats"][0]["pos"] == "3,0"
    assert s2["path"] == ["0,0", "1,0", "2,0", "3,0"]


def test_direction_not_on_card_is_refused():
    s = trek(new(2), 0, ORTHO_4, "2,2", others={1: "4,4"})
    assert refused(s, 0, {"type": "hike", "dir": "NE", "distance": 1}) == "direction_not_allowed"
    s = trek(new(2), 0, DIAG_3, "2,2", others={1: "4,4"})
    assert {m["dir"] for m in moves(s, 0, "hike")} == {"NE", "SE", "SW", "NW"}
    assert refused(s, 0, {"type": "hike", "dir": "N", "distance": 1}) == "direction_not_allowed"


def test_more_than_the_movement_points_is_refused():
    s = trek(new(2), 0, DIAG_3, "0,0", others={1: "4,0"})
    play(s, 0, {"type": "hike", "dir": "SE", "distance": 3})
    assert refused(s, 0, {"type": "hike", "dir": "SE", "distance": 4}) == "too_far"


def test_hike_may_not_leave_the_wilderness():
    s = trek(new(2), 0, ORTHO_4, "2,1", others={1: "4,4"})
    play(s, 0, {"type": "hike", "dir": "N", "distance": 1})
    assert refused(s, 0, {"type": "hike", "dir": "N", "distance": 2}) == "off_board"


def test_pass_through_another_artist_but_not_end_on_it():
    s = trek(new(2), 0, ORTHO_4, "0,2", others={1: "2,2"})
    play(s, 0, {"type": "hike", "dir": "E", "distance": 3})
    play(s, 0, {"type": "hike", "dir": "E", "distance": 1})
    assert refused(s, 0, {"type": "hike", "dir": "E", "distance": 2}) == "occupied"


def test_no_passing_through_or_entering_an_empty_space():
    s = trek(new(2), 0, ORTHO_4, "0,2", others={1: "4,4"})
    put(s, "2,2", None)
    play(s, 0, {"type": "hike", "dir": "E", "distance": 1})
    assert refused(s, 0, {"type": "hike", "dir": "E", "distance": 2}) == "empty_space"
    assert refused(s, 0, {"type": "hike", "dir": "E", "distance": 3}) == "empty_space"


def test_leaving_an_empty_space_is_allowed():
    s = trek(new(2), 0, ORTHO_4, "2,2", others={1: "4,4"})
    put(s, "2,2", None)  # the artist painted the card it stood on
    s2, _ = play(s, 0, {"type": "hike", "dir": "W", "distance": 2})
    assert s2["seats"][0]["pos"] == "0,2"


def test_staying_put_alone_is_allowed():
    s = trek(new(2), 0, ORTHO_4, "0,0", others={1: "4,4"})
    assert {"type": "stay"} in moves(s, 0)
    s2, events = play(s, 0, {"type": "stay"})
    assert s2["seats"][0]["pos"] == "0,0"
    assert {"type": "stay", "seat": 0, "at": "0,0"} in events


def test_staying_put_on_a_card_another_artist_occupies_is_refused():
    s = trek(new(3), 0, ORTHO_4)  # all artists on the centre card on day 1
    assert {"type": "stay"} not in moves(s, 0)
    assert refused(s, 0, {"type": "stay"}) == "must_hike_on"


def test_on_day_one_all_but_the_last_leave_the_centre_and_the_last_may_stay_and_paint_it():
    s = new(3)
    for seat in range(3):
        s, _ = play(s, seat, moves(s, seat, "plan")[0])
    *early, last = s["order"]
    for seat in early:
        assert {"type": "stay"} not in moves(s, seat)
        s, _ = play(s, seat, moves(s, seat, "hike")[0])
        while s["phase"] == "trek" and s["order"][s["turn"]] == seat:
            s, _ = play(s, seat, {"type": "stop_painting"} if s["step"] == "paint" else moves(s, seat)[-1])
    s, _ = play(s, last, {"type": "stay"})
    assert "2,2" in [m["pos"] for m in moves(s, last, "paint")]


def test_staying_on_a_shared_card_is_allowed_when_no_hike_is_possible():
    s = trek(new(2), 0, "plan:blue-1", "0,0", others={1: "0,0"})  # orthogonal, 2 points
    put(s, "1,0", None)
    put(s, "0,1", None)  # east and south empty, north and west off the Wilderness
    assert moves(s, 0, "hike") == []
    assert moves(s, 0) == [{"type": "stay"}]
