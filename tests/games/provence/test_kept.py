"""What is kept between versions (legal moves by seat, corners by tableau, surveys and photo
checks by tableau, scores by what they are made of) always equals what is computed afresh from
the state, follows every change of what it depends on, and is never shared with a caller."""

import copy

import orjson

from app.engine.grid import orth_components, unkey
from app.engine.playout import playout
from app.games.provence import legality, view
from app.games.provence.content import PHOTO_CARDS
from app.games.provence.geometry import Placer, church_partners, drone_frame, photographer_frames, visible
from app.games.provence.legality import KINDS, Turn, legal_moves, meadows
from app.games.provence.photos import completed
from app.games.provence.scoring import standing, survey_of


def on_the_table(state):
    return standing(state, counted=())

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
    read = legal_moves(state, 0)
    read.clear()
    assert legal_moves(state, 0) == fresh_legal(state, 0) == upright != []
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


def meets_square_by_square(vis, frame, need):
    """A photo requirement checked on the squares inside the frame, as the rules word it."""
    kind, n = need
    inside = {p: vis[p] for p in frame if p in vis}
    if kind in ("mill", "sunflower"):
        return any(sq["t"] == kind for sq in inside.values())
    if kind == "church":
        partners = church_partners(vis)
        return any(sq["t"] == "church" and partners.get(p) in inside for p, sq in inside.items())
    ways = [lambda sq, d=d: sq["t"] == "lavender" and sq["dir"] == d for d in "VH"] if kind == "lavender" \
        else [lambda sq: sq["t"] == kind]
    return any(len(g) >= n for way in ways
               for g in orth_components(p for p, sq in inside.items() if way(sq)))


def completed_square_by_square(tableau, photo_id, photographer, drone):
    card = PHOTO_CARDS[photo_id]
    vis = visible(tableau)
    frames = {"drone": drone_frame(unkey(drone))} if card["pile"] == "C" else photographer_frames(unkey(photographer))
    return next((name for name, frame in frames.items() if meets_square_by_square(vis, frame, card["need"])), None)


def test_kept_photo_checks_equal_the_rules_square_by_square_from_every_meadow():
    checked = 0

    def on_step(state, seat, move, new_state, events):
        nonlocal checked
        if new_state["phase"] != "walk" or move["type"] != "place":
            return
        for seat_state in new_state["seats"]:
            for square in meadows(seat_state):
                for photo in new_state["photos"]:
                    at = {**seat_state, "photographer": square, "drone": square}
                    assert completed(at, photo["id"]) == completed_square_by_square(
                        seat_state["tableau"], photo["id"], square, square)
                    checked += 1

    for seed in range(3):
        playout(GAME, 2 + seed, None, 90 + seed, on_step=on_step)
    assert checked > 2000


def test_a_kept_survey_follows_its_tableau():
    state = fresh(2, 3)
    tableau = state["seats"][0]["tableau"]
    before = survey_of(tableau)
    tableau.append({"card": state["seats"][0]["hand"][0], "x": 0, "y": 3, "rot": 0})
    assert survey_of(tableau) is not before
    assert survey_of(tableau).vis == visible(tableau)


def test_kept_scores_equal_fresh_ones_and_follow_the_tableaux_markers_and_goals():
    checked = 0

    def on_step(state, seat, move, new_state, events):
        nonlocal checked
        assert view.scores(new_state) == on_the_table(new_state)
        checked += 1

    for seed in range(3):
        playout(GAME, 2 + seed, None, 110 + seed, on_step=on_step)
    assert checked > 300

    state, _ = playout(GAME, 3, None, 7)
    view.scores(state)[0].clear()
    assert view.scores(state) == on_the_table(state)
    changed = copy.deepcopy(state)
    changed["seats"][1]["tableau"].pop()
    assert view.scores(changed) == on_the_table(changed) != on_the_table(state)
    changed = copy.deepcopy(state)
    spots = changed["photos"][0]["spots"]
    spots[-1].append(0 if 0 not in spots[-1] else 1)
    assert view.scores(changed) == on_the_table(changed) != on_the_table(state)
    changed = copy.deepcopy(state)
    changed["goals"] = ["goal:wheat-largest", "goal:lavender-largest"]
    assert view.scores(changed) == on_the_table(changed)


def scramble(value):
    """Empty every list and dict inside `value`, innermost first."""
    if isinstance(value, dict):
        for item in value.values():
            scramble(item)
        value.clear()
    elif isinstance(value, list):
        for item in value:
            scramble(item)
        value.clear()


def test_a_view_shares_nothing_with_what_is_kept():
    checked = 0

    def on_step(state, seat, move, new_state, events):
        nonlocal checked
        for viewer in [*range(len(new_state["seats"])), None]:
            first = GAME.view(new_state, viewer)
            expected = copy.deepcopy(first)
            scramble(first)
            assert GAME.view(new_state, viewer) == expected
            checked += 1

    playout(GAME, 3, None, 130, on_step=on_step)
    assert checked > 300


def test_a_move_changes_nothing_of_the_state_it_was_applied_to():
    """The copy a move is applied to shares the laid cards and the goals with the state before
    (moves only read them): every move, resolutions of both phases included, leaves that state
    as it was."""
    checked = 0

    def on_step(state, seat, move, new_state, events):
        nonlocal checked
        assert GAME.copy(state) == state
        before = orjson.dumps(state)
        for other in GAME.legal_moves(state, seat)[:5]:
            GAME.apply(state, seat, other)
            assert orjson.dumps(state) == before
            checked += 1

    for seed in range(3):
        playout(GAME, 2 + seed, None, 150 + seed, on_step=on_step)
    assert checked > 1000
