"""Situations from a first-time player's game (round 6 play-test), rebuilt card for card, and
the walk in one move ("stay")."""

import json

from app.games.provence.geometry import Placer, visible
from app.games.provence.legality import legal_moves, refusal

from .helpers import GAME, fresh

# Seat 0's tableau in round 9, bottom of the pile first; card:scene-04 at (-2, 0) holds a church
# on (-2, 0) and (-2, 1), one above the other.
ROUND9 = [
    {"card": "card:scene-22", "x": 3, "y": 3, "rot": 2},
    {"card": "start:1", "x": 0, "y": 0, "rot": 0},
    {"card": "card:scene-15", "x": 2, "y": 0, "rot": 2},
    {"card": "card:scene-29", "x": 4, "y": 1, "rot": 0},
    {"card": "card:scene-21", "x": 0, "y": -3, "rot": 0},
    {"card": "card:scene-04", "x": -2, "y": 0, "rot": 0},
    {"card": "card:scene-19", "x": 4, "y": -1, "rot": 3},
    {"card": "card:scene-23", "x": 2, "y": -3, "rot": 2},
    {"card": "card:scene-25", "x": 6, "y": 1, "rot": 0},
]
# Round 7, before the lower lavender card went in.
ROUND7 = ROUND9[1:8]
LAVENDER_WHEAT = "card:scene-12"  # turned twice: lavender 2x2 above a row of wheat


def seat_at(tableau, hand, rot, layer):
    state = fresh(3)
    seat = state["seats"][0]
    seat["tableau"] = [dict(p) for p in tableau]
    seat["photographer"], seat["drone"] = "1,0", "1,-1"
    seat["hand"] = hand
    seat["pending"].update(stage="place", rot=rot, layer=layer, **{"pass": hand[0]})
    return state


def places(state):
    return {(m["x"], m["y"]) for m in legal_moves(state, 0) if m["type"] == "place"}


def test_on_top_over_the_lower_church_square_alone_is_refused_and_not_listed():
    state = seat_at(ROUND9, ["card:scene-13", LAVENDER_WHEAT], 2, "top")
    move = {"type": "place", "x": -3, "y": 1}
    assert refusal(state, 0, move).code == "church_split"
    assert (-3, 1) not in places(state)
    # one row lower the card misses the church and is legal on top
    assert refusal(state, 0, {"type": "place", "x": -3, "y": 2}) is None and (-3, 2) in places(state)


def test_tucked_there_the_church_stays_whole_and_the_card_shows_around_it():
    state = seat_at(ROUND9, ["card:scene-13", LAVENDER_WHEAT], 2, "under")
    assert refusal(state, 0, {"type": "place", "x": -3, "y": 1}) is None
    seat = state["seats"][0]
    vis_before = visible(seat["tableau"])
    placed = {"card": LAVENDER_WHEAT, "x": -3, "y": 1, "rot": 2}
    seat["tableau"].insert(0, placed)
    vis = visible(seat["tableau"])
    # both church squares and the lavender below them are still the old cards'
    assert vis[(-2, 0)]["t"] == vis[(-2, 1)]["t"] == "church"
    assert vis[(-2, 2)] == vis_before[(-2, 2)]
    # the new card shows only over what was empty
    new = {p for p, sq in vis.items() if sq["card"] == LAVENDER_WHEAT}
    assert new == {(-3, 1), (-3, 2), (-3, 3), (-2, 3)}


def test_below_the_town_row_empty_squares_are_offered_on_top_only():
    state = seat_at(ROUND7, ["card:scene-22", "card:scene-11"], 2, "top")
    top = places(state)
    # the town row is row 2; a card with its top edge on row 3 lies in empty squares below it
    assert {(0, 3), (1, 3), (2, 3)} <= top
    state = seat_at(ROUND7, ["card:scene-22", "card:scene-11"], 2, "under")
    under = places(state)
    assert not {(0, 3), (1, 3), (2, 3)} & under
    assert refusal(state, 0, {"type": "place", "x": 1, "y": 3}).code == "nothing_above"


def test_below_the_bottom_lavender_is_offered_on_top_and_refused_tucked():
    state = seat_at(ROUND9, ["card:scene-13", LAVENDER_WHEAT], 2, "top")
    box = Placer(ROUND9, [(1, 0), (1, -1)]).box
    assert box[3] == 5
    below = {(x, 6) for x in (2, 3, 4)}
    assert below <= places(state)
    state = seat_at(ROUND9, ["card:scene-13", LAVENDER_WHEAT], 2, "under")
    assert not below & places(state)
    assert refusal(state, 0, {"type": "place", "x": 3, "y": 6}).code == "nothing_above"


def test_every_side_is_offered_on_top_in_round_two():
    tableau = [{"card": "start:1", "x": 0, "y": 0, "rot": 0}, {"card": "card:scene-15", "x": 2, "y": 0, "rot": 2}]
    state = seat_at(tableau, ["card:scene-17", "card:scene-29"], 0, "top")
    spots = places(state)
    assert any(y < 0 for _, y in spots) and any(y > 2 for _, y in spots)
    assert any(x < 0 for x, _ in spots) and any(x > 3 for x, _ in spots)


# ----- the walk in one move ----------------------------------------------------------------------

def walking(seed=3):
    state = fresh(2, seed=seed)
    for seat in (0, 1):
        while seat in GAME.actors(state) and state["phase"] == "scene":
            move = next(m for m in GAME.legal_moves(state, seat) if m["type"] != "back")
            state, _ = GAME.apply(state, seat, move)
    assert state["phase"] == "walk"
    return state


def test_stay_is_offered_at_the_walks_first_step_only_and_keeps_both_tokens():
    state = walking()
    assert {"type": "stay"} in GAME.legal_moves(state, 0)
    seat = state["seats"][0]
    photographer, drone = seat["photographer"], seat["drone"]
    state, events = GAME.apply(state, 0, {"type": "stay"})
    assert events == [{"type": "committed", "seat": 0, "phase": "walk"}]
    pend = state["seats"][0]["pending"]
    assert pend == {"stage": "done", "photographer": photographer, "drone": drone}
    assert 0 not in GAME.actors(state)


def test_stay_is_refused_at_the_drone_step_and_in_the_scene_phase():
    state = walking()
    seat = state["seats"][0]
    state, _ = GAME.apply(state, 0, {"type": "photographer", "to": seat["photographer"]})
    assert {"type": "stay"} not in GAME.legal_moves(state, 0)
    assert GAME.refusal(state, 0, {"type": "stay"}).code == "wrong_step"
    scene = fresh(2)
    assert GAME.refusal(scene, 0, {"type": "stay"}).code == "wrong_step"
    assert GAME.refusal(walking(), 0, {"type": "stay", "to": "0,0"}).code == "malformed_move"


def test_staying_is_the_same_walk_as_choosing_both_own_squares():
    one = walking(seed=5)
    two = json.loads(json.dumps(one))
    seat = two["seats"][0]
    one, ev1 = GAME.apply(one, 0, {"type": "stay"})
    two, _ = GAME.apply(two, 0, {"type": "photographer", "to": seat["photographer"]})
    two, ev2 = GAME.apply(two, 0, {"type": "drone", "to": seat["drone"]})
    assert one == two and ev1 == ev2
    one, ev1 = GAME.apply(one, 1, {"type": "stay"})
    two, ev2 = GAME.apply(two, 1, {"type": "stay"})
    assert one == two and ev1 == ev2 and not any(e["type"] == "walked" and e["seat"] == 0 for e in ev1)
