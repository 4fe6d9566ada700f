"""Photo requirements in every frame, marker spots, sharing and the infinity spot."""

import copy

import pytest

from app.games.provence.content import PHOTO_CARDS
from app.games.provence.photos import completed, photo_phase

from .helpers import fresh, grid

P = (10, 10)  # the photographer in these constructed tableaux
D = (30, 30)  # the drone, far away unless a test moves it

# Requirement patterns in frame-local (across, depth) offsets: across -1..1, depth 1..5.
PATTERNS = {
    "photo:c-lavender-5": [((0, d), "L|") for d in range(1, 6)],
    "photo:b-lavender-4": [((-1, 1), "L-"), ((0, 1), "L-"), ((1, 1), "L-"), ((1, 2), "L-")],
    "photo:b-lavender-3": [((-1, 5), "L|"), ((-1, 4), "L|"), ((0, 4), "L|")],
    "photo:c-wheat-5": [((-1, 1), "W"), ((-1, 2), "W"), ((0, 2), "W"), ((1, 2), "W"), ((1, 3), "W")],
    "photo:b-wheat-4": [((1, d), "W") for d in range(2, 6)],
    "photo:b-wheat-3": [((0, 3), "W"), ((1, 3), "W"), ((1, 4), "W")],
    "photo:a-town": [((1, 4), "Tc"), ((1, 5), "Tc")],
    "photo:a-forest": [((-1, 2), "F"), ((0, 2), "F")],
    "photo:a-church": [((-1, 3), "Ca"), ((-1, 4), "Ca")],
    "photo:a-mill": [((1, 5), "M")],
    "photo:a-sunflower": [((0, 1), "Sv")],
}


def world(direction, across, depth, origin=P):
    x, y = origin
    return {
        "up": (x + across, y - depth), "down": (x + across, y + depth),
        "left": (x - depth, y + across), "right": (x + depth, y + across),
    }[direction]


def tableau_with(squares):
    vis = grid("G")
    vis = {P: dict(vis[(0, 0)]), D: dict(vis[(0, 0)])}
    for pos, tok in squares:
        vis[pos] = grid(tok)[(0, 0)]
        if tok.startswith("C"):
            vis[pos]["card"] = "church-" + tok[1]
    return vis


def seat_at(photographer=P, drone=D):
    return {"photographer": f"{photographer[0]},{photographer[1]}", "drone": f"{drone[0]},{drone[1]}"}


@pytest.mark.parametrize("direction", ["up", "down", "left", "right"])
@pytest.mark.parametrize("photo", sorted(PATTERNS))
def test_each_requirement_in_each_photographer_frame(photo, direction):
    pattern = PATTERNS[photo]
    need = PHOTO_CARDS[photo]["need"]
    vis = tableau_with([(world(direction, a, d), tok) for (a, d), tok in pattern])
    if PHOTO_CARDS[photo]["pile"] == "C":  # only the drone takes C photos (tested below)
        assert completed(seat_at(), photo, vis) is None
        drone = world(direction, 2, 3)  # the whole pattern fits in the drone's 5 x 5 frame
        vis[drone] = grid("G")[(0, 0)]
        if all(abs(a - 2) <= 2 for (a, _), _ in pattern):
            assert completed(seat_at(drone=drone), photo, vis) == "drone"
        return
    assert completed(seat_at(), photo, vis) == direction
    # one square short (or the church split) fails
    short = tableau_with([(world(direction, a, d), tok) for (a, d), tok in pattern[:-1]])
    assert completed(seat_at(), photo, short) is None, need


@pytest.mark.parametrize("direction", ["up", "down", "left", "right"])
def test_squares_beside_or_beyond_the_frame_do_not_count(direction):
    beyond = tableau_with([(world(direction, 0, 6), "M")])
    beside = tableau_with([(world(direction, 2, 3), "M")])
    for vis in (beyond, beside):
        assert completed(seat_at(), "photo:a-mill", vis) is None
    behind = tableau_with([(world(direction, 0, -1), "M")])
    opposite = {"up": "down", "down": "up", "left": "right", "right": "left"}[direction]
    assert completed(seat_at(), "photo:a-mill", behind) == opposite
    assert completed(seat_at(), "photo:a-mill", tableau_with([(world(direction, -1, 5), "M")])) == direction


def test_photographer_square_itself_is_outside_its_frames():
    vis = tableau_with([])
    vis[(11, 10)] = grid("M")[(0, 0)]  # beside the photographer, on no frame's axis
    assert completed(seat_at(), "photo:a-mill", vis) == "right"
    vis = tableau_with([((12, 12), "M")])  # diagonal two away: outside all four frames
    assert completed(seat_at(), "photo:a-mill", vis) is None


def test_adjacency_is_orthogonal_not_diagonal():
    vis = tableau_with([(world("up", -1, 1), "F"), (world("up", 0, 2), "F")])
    assert completed(seat_at(), "photo:a-forest", vis) is None
    vis = tableau_with([(world("up", -1, 1), "F"), (world("up", -1, 2), "F")])
    assert completed(seat_at(), "photo:a-forest", vis) == "up"


def test_adjacent_lavender_must_share_a_growth_direction():
    mixed = [((0, 1), "L|"), ((0, 2), "L|"), ((0, 3), "L-")]
    vis = tableau_with([(world("up", a, d), tok) for (a, d), tok in mixed])
    assert completed(seat_at(), "photo:b-lavender-3", vis) is None


def test_adjacency_is_counted_inside_the_frame_only():
    # a U of wheat whose bottom lies outside the frame: two groups of 2 inside, not 4
    shape = [((-1, 4), "W"), ((-1, 5), "W"), ((1, 4), "W"), ((1, 5), "W"), ((-1, 6), "W"), ((0, 6), "W"), ((1, 6), "W")]
    vis = tableau_with([(world("up", a, d), tok) for (a, d), tok in shape])
    assert completed(seat_at(), "photo:b-wheat-3", vis) is None


def test_church_needs_both_squares_in_the_frame():
    vis = tableau_with([(world("up", 1, 5), "Ca"), (world("up", 1, 6), "Ca")])
    assert completed(seat_at(), "photo:a-church", vis) is None
    vis = tableau_with([(world("up", 1, 5), "Ca"), (world("up", 2, 5), "Ca")])
    assert completed(seat_at(), "photo:a-church", vis) is None
    vis = tableau_with([(world("up", 0, 5), "Ca"), (world("up", 1, 5), "Ca")])
    assert completed(seat_at(), "photo:a-church", vis) == "up"


# ----- the drone ---------------------------------------------------------------------------------

@pytest.mark.parametrize("photo", [p for p, c in PHOTO_CARDS.items() if c["pile"] == "C"])
def test_drone_frame_is_5x5_centred(photo):
    need_kind, n = PHOTO_CARDS[photo]["need"]
    tok = {"lavender": "L|", "wheat": "W", "town": "Tp"}[need_kind]
    inside = [(D[0] - 2 + i, D[1] + 2) for i in range(n)]  # bottom row of the frame
    assert completed(seat_at(), photo, tableau_with([(p, tok) for p in inside])) == "drone"
    outside = [(D[0] - 2 + i, D[1] + 3) for i in range(n)]
    assert completed(seat_at(), photo, tableau_with([(p, tok) for p in outside])) is None


def test_photographer_photos_ignore_the_drone_and_drone_photos_ignore_the_photographer():
    near_drone = tableau_with([((D[0], D[1] - 1), "M")])
    assert completed(seat_at(), "photo:a-mill", near_drone) is None
    near_photographer = tableau_with([(world("up", 0, d), "W") for d in range(1, 6)])
    assert completed(seat_at(), "photo:c-wheat-5", near_photographer) is None


# ----- markers ------------------------------------------------------------------------------------

FOREST_START = [{"card": "start:1", "x": 0, "y": 0, "rot": 0}, {"card": "card:scene-03", "x": 0, "y": 3, "rot": 0}]


def forest_state(players, achievers):
    """Seats in `achievers` see two forests below the photographer; the only photo is a-forest."""
    state = fresh(players)
    state["photos"] = [{"id": "photo:a-forest", "spots": [[], [], []]}]
    for s, seat in enumerate(state["seats"]):
        seat["tableau"] = copy.deepcopy(FOREST_START) if s in achievers else FOREST_START[:1]
        seat["photographer"], seat["drone"] = "1,0", "0,2"
        if s not in achievers:
            seat["photographer"] = "0,0"
    return state


def test_photographer_photo_from_real_cards():
    state = forest_state(2, {0})
    seat = state["seats"][0]
    assert completed(seat, "photo:a-forest") == "down"


def test_same_round_completions_share_the_highest_free_spot():
    state = forest_state(3, {0, 2})
    events = photo_phase(state)
    assert state["photos"][0]["spots"] == [[0, 2], [], []]
    assert [e["points"] for e in events if e["type"] == "score"] == [4, 4]
    assert state["seats"][0]["markers"] == 6 and state["seats"][1]["markers"] == 7


def test_a_card_is_completed_once_per_player():
    state = forest_state(2, {0})
    photo_phase(state)
    assert photo_phase(state) == []
    assert state["photos"][0]["spots"] == [[0], [], []]
    assert state["seats"][0]["markers"] == 6


def test_later_completions_take_the_next_spot_then_the_infinity_spot():
    state = forest_state(4, {0, 1, 2, 3})
    state["photos"][0]["spots"] = [[5], [], []]
    saved = copy.deepcopy(state["seats"])
    for seat in state["seats"][1:]:
        seat["tableau"] = FOREST_START[:1]
    photo_phase(state)
    assert state["photos"][0]["spots"] == [[5], [0], []]
    state["seats"][1:] = saved[1:]
    events = photo_phase(state)
    assert state["photos"][0]["spots"] == [[5], [0], [1, 2, 3]]
    assert {e["points"] for e in events if e["type"] == "score"} == {2}
    assert all("infinity" in e["reason"] for e in events if e["type"] == "score")


def test_infinity_spot_has_no_limit_and_markers_are_spent():
    state = forest_state(5, {0, 1, 2, 3, 4})
    state["photos"][0]["spots"] = [[9], [8], [7, 6]]
    photo_phase(state)
    assert state["photos"][0]["spots"][2] == [7, 6, 0, 1, 2, 3, 4]
    assert all(seat["markers"] == 6 for seat in state["seats"])


def test_no_marker_left_means_no_photo():
    state = forest_state(2, {0})
    state["seats"][0]["markers"] = 0
    assert photo_phase(state) == []


def test_rulebook_marker_example():
    # Blue (seat 0) completes a card whose top "6" spot Yellow (seat 1) holds: she takes the "4".
    # She also completes a card with no empty spot: her marker goes on its lowest "4" (infinity) spot.
    state = forest_state(2, {0})
    seat = state["seats"][0]
    seat["tableau"] = [{"card": "start:2", "x": 0, "y": 0, "rot": 0},  # G* G@ / L| L| / W G*
                       {"card": "card:scene-01", "x": 0, "y": 2, "rot": 0},  # L| L| / L| L| / G G*
                       {"card": "card:scene-10", "x": 2, "y": 2, "rot": 0}]  # G W / M L- / G Ti
    # six vertical lavender squares at x 0-1, y 1-3; the drone on the meadow at (2,2)
    seat["photographer"], seat["drone"] = "1,0", "2,2"
    state["photos"] = [{"id": "photo:b-lavender-3", "spots": [[1], [], []]},
                       {"id": "photo:c-lavender-5", "spots": [[1], [1], [1]]}]
    assert PHOTO_CARDS["photo:b-lavender-3"]["spots"] == [6, 4, 3]
    assert PHOTO_CARDS["photo:c-lavender-5"]["spots"][-1] == 4
    events = photo_phase(state)
    assert state["photos"][0]["spots"] == [[1], [0], []]
    assert state["photos"][1]["spots"] == [[1], [1], [1, 0]]
    assert [e["points"] for e in events if e["type"] == "score"] == [4, 4]
    assert seat["markers"] == 5  # several photo cards in one round


# ----- frames: each photo card in one frame, any frame per card (docs/rules/provence.md) ---------

def test_one_phase_completes_two_cards_in_two_different_photographer_frames():
    """The photographer has no facing: each card is checked in any one of its four frames, so
    one photo phase may complete a card to the right and another one below."""
    state = forest_state(2, {0})
    state["photos"] = [{"id": "photo:a-mill", "spots": [[], [], []]},
                       {"id": "photo:a-forest", "spots": [[], [], []]}]
    seat = state["seats"][0]
    seat["tableau"].append({"card": "card:scene-05", "x": 2, "y": 0, "rot": 0})  # M W / W W / Tc Tg
    # photographer at (1,0): the mill (2,0) is only in the right frame, the forests (0,5) (1,5)
    # only in the one below
    assert completed(seat, "photo:a-mill") == "right" and completed(seat, "photo:a-forest") == "down"
    events = photo_phase(state)
    assert [(e["photo"], e["frame"]) for e in events if e["type"] == "photo"] == \
        [("photo:a-mill", "right"), ("photo:a-forest", "down")]
    assert [p["spots"][0] for p in state["photos"]] == [[0], [0]]
    assert seat["markers"] == 5


def test_a_card_is_not_assembled_from_two_frames():
    """"All the required scene squares ... must appear in this frame": the frame above and the
    frame to the right share one square, and a line of three lavender squares through it lies in
    neither frame whole."""
    x, y = P
    line = [((x, y - 1), "L|"), ((x + 1, y - 1), "L|"), ((x + 2, y - 1), "L|")]
    assert completed(seat_at(), "photo:b-lavender-3", tableau_with(line)) is None
    inside_up = [((x - 1, y - 1), "L|"), ((x, y - 1), "L|"), ((x + 1, y - 1), "L|")]
    assert completed(seat_at(), "photo:b-lavender-3", tableau_with(inside_up)) == "up"
