"""What is kept between versions (legal moves by seat, corners by tableau, surveys by tableau)
always equals what is computed afresh from the state, follows every change of what it depends
on, and is never shared with a caller."""

from app.engine.playout import playout
from app.games.provence import legality
from app.games.provence.geometry import Placer
from app.games.provence.legality import KINDS, Turn, legal_moves

from .helpers import GAME, fresh


def fresh_legal(state, seat):
    return KINDS.legal(Turn.of(state, seat), seat)


def test_kept_legal_moves_equal_fresh_ones_along_whole_games():
    checked = 0

    def on_step(state, seat, move, new_state, events):
        nonlocal checked
        for s in range(len(new_state["seats"])):
            assert legal_moves(new_state, s) == fresh_legal(new_state, s)
            checked += 1

    hits = legality._legal.hits
    for seed in range(4):
        playout(GAME, 2 + seed % 3, None, 70 + seed, on_step=on_step)
    assert checked > 500
    assert legality._legal.hits > hits  # the other seats' moves did reuse them


def test_kept_legal_moves_follow_a_change_of_the_seat_and_each_read_is_a_copy():
    state = fresh(2, 3)
    seat = state["seats"][0]
    seat["pending"].update(stage="place", rot=0, layer="top", **{"pass": seat["hand"][1]})
    upright = legal_moves(state, 0)
    upright.clear()
    assert legal_moves(state, 0) == fresh_legal(state, 0) != []
    seat["pending"]["rot"] = 1
    assert legal_moves(state, 0) == fresh_legal(state, 0) != upright
    seat["pending"]["layer"] = "under"
    assert legal_moves(state, 0) == fresh_legal(state, 0)
    seat["tableau"].append({"card": seat["hand"][0], "x": 0, "y": 3, "rot": 0})
    assert legal_moves(state, 0) == fresh_legal(state, 0)
    seat["photographer"] = "0,1"
    assert legal_moves(state, 0) == fresh_legal(state, 0)


def test_a_placer_keeps_corners_that_equal_its_check_corner_by_corner():
    state = fresh(2, 5)
    seat = state["seats"][0]
    tokens = [tuple(map(int, seat[t].split(","))) for t in ("photographer", "drone")]
    card = seat["hand"][0]
    for layer in ("top", "under"):
        for rot in range(4):
            placer = Placer(seat["tableau"], tokens)
            fresh_placer = Placer(seat["tableau"], tokens)
            reasons = {c: fresh_placer.problem(card, *c, rot, layer) for c in placer.corners(rot)}
            every = [c for c, reason in reasons.items() if reason is None]
            assert placer.has_room(card, rot, layer) == bool(every)
            assert placer.anchors(card, rot, layer) == every
            assert placer.has_room(card, rot, layer) == bool(every)
            placer.anchors(card, rot, layer).clear()
            assert placer.anchors(card, rot, layer) == every
            # the corners kept as legal do not change what the check says of any corner
            assert {c: placer.problem(card, *c, rot, layer) for c in reasons} == reasons
