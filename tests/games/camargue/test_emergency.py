"""Emergency tiles: offered only when nothing in hand can be played, laid against a bare edge."""

from .build import GAME, build, pass_window, place, play, refused, scores_of

# a grain curve (paths N, E) and, south-east of it, a lavender curve (paths N, E)
DISPLAY = ((0, 0, "tile:grain-curve-ne"), (1, 1, "tile:lavender-curve-ne"))
STUCK_HAND = ["tile:water-curve-ne", "tile:forest-curve-ne", "tile:village-curve-ne"]


def stuck_state(**kw):
    return build(display=DISPLAY, hands=[list(STUCK_HAND), ["tile:water-cross-1"]], **kw)


def test_the_engine_proves_the_emergency_and_offers_only_bare_edges():
    state = stuck_state()
    assert GAME.legal_moves(state, 0) == [
        {"type": "emergency", "x": -1, "y": 0},
        {"type": "emergency", "x": 1, "y": 2},
    ]


def test_an_emergency_tile_scores_nothing_and_the_turn_goes_on():
    state = stuck_state()
    state, events = play(state, 0, {"type": "emergency", "x": -1, "y": 0})
    assert scores_of(events) == [] and state["scores"] == [0, 0]
    assert state["display"]["-1,0"] == {"tile": "emergency:1", "landscape": None, "paths": 1 | 4 | 8}
    assert state["emergency_left"] == 4 and len(state["hands"][0]) == 3
    assert state["turn"] == 0 and state["phase"] == "turn"
    # its three free paths can now be continued; it counts as a touched edge but is in no area
    assert place("tile:water-curve-ne", -2, 0) in GAME.legal_moves(state, 0)
    state, events = play(state, 0, place("tile:water-curve-ne", -2, 0))
    assert scores_of(events) == [(0, 1, "water area of 1 tile x 1 tile touched = 1")]
    state, _ = pass_window(state)
    assert state["turn"] == 1


def test_no_emergency_while_a_tile_can_be_played():
    state = build(display=DISPLAY, hands=[STUCK_HAND[:2] + ["tile:water-cross-1"], []])
    assert refused(state, 0, {"type": "emergency", "x": -1, "y": 0}).code == "not_an_emergency"
    with_helper = build(display=DISPLAY, hands=[STUCK_HAND[:2] + ["tile:helper-water-grain"], []])
    assert GAME.legal_moves(with_helper, 0) == [{"type": "helper", "tile": "tile:helper-water-grain"}]


def test_the_emergency_tile_must_not_cut_off_a_path_and_keeps_its_paths_free():
    state = stuck_state()
    assert refused(state, 0, {"type": "emergency", "x": 0, "y": -1}).code == "cuts_off_path"
    assert refused(state, 0, {"type": "emergency", "x": 0, "y": 1}).code == "paths_not_free"  # touches two tiles
    assert refused(state, 0, {"type": "emergency", "x": 4, "y": 4}).code == "no_edge_contact"


def test_without_emergency_tiles_a_seat_is_stuck_and_all_stuck_ends_the_game():
    state = build(display=DISPLAY, hands=[STUCK_HAND[:2], STUCK_HAND[2:]], emergency_left=0)
    assert GAME.legal_moves(state, 0) == [{"type": "stuck"}]
    assert refused(state, 0, {"type": "emergency", "x": -1, "y": 0}).code == "no_emergency_tiles"
    state, _ = play(state, 0, {"type": "stuck"})
    assert GAME.outcome(state) is None
    assert GAME.legal_moves(state, 1) == [{"type": "stuck"}]
    state, events = play(state, 1, {"type": "stuck"})
    assert GAME.outcome(state) is not None and events[-1]["type"] == "game_over"


def test_a_stuck_seat_does_not_end_the_game_while_others_play():
    state = build(display=DISPLAY, hands=[list(STUCK_HAND), ["tile:water-cross-1"]], emergency_left=0)
    state, _ = play(state, 0, {"type": "stuck"})
    assert refused(state, 1, {"type": "stuck"}).code == "can_play"
    state, _ = play(state, 1, place("tile:water-cross-1", 0, -1))
    assert state["stuck_run"] == 0 and GAME.outcome(state) is None


def test_the_emergency_tile_is_a_tile_of_the_display_without_a_landscape_type():
    # a grain curve (paths N, E) with an emergency tile against its bare west edge (paths N, S, W)
    state = build(display=((0, 0, "tile:grain-curve-ne"), (-1, 0, "emergency:1", "NSW")),
                  hands=[["tile:grain-straight-ew"], ["tile:water-cross-1"]], emergency_left=4)
    seen = GAME.view(state, None)["public"]["display"]["-1,0"]
    assert (seen["kind"], seen["landscape"], seen["paths"]) == ("emergency", None, "NSW")
    # a grain tile continuing the emergency tile's path: the tile counts as a touched edge, but it
    # joins no area, so the grain curve two cells away is not part of this grain area
    state, events = play(state, 0, place("tile:grain-straight-ew", -2, 0))
    assert scores_of(events) == [(0, 1, "grain area of 1 tile x 1 tile touched = 1")]


def test_the_stuck_hand_stays_hidden_and_the_log_says_what_the_engine_proved():
    """The rulebook's players show their tiles so that the others can check the claim; here the
    engine checks it before offering the move, so the hand is not shown: the others learn what
    the check proves (none of the tiles fits, no helper in hand) and how many tiles there are."""
    import json

    from app import i18n
    from app.engine.events import event_for
    from app.wording import Wording

    state = stuck_state()
    new, events = play(state, 0, {"type": "emergency", "x": -1, "y": 0})
    hand = set(new["hands"][0])
    assert hand == set(STUCK_HAND)
    for viewer in (1, None):
        assert hand <= GAME.hidden_ids(new, viewer)
        seen = json.dumps([GAME.view(new, viewer), [event_for(e, viewer) for e in events]])
        assert not any(tile in seen for tile in hand)
    assert GAME.view(new, 1)["public"]["seats"][0]["hand_size"] == 3
    (laid,) = [e for e in events if e["type"] == "emergency"]
    said = Wording("camargue", "en", names=lambda s: ["Ann", "Bea"][s]).fill(i18n.catalog("camargue", "en")["events"]["emergency"], laid)
    assert said == "None of Ann's tiles fits and they hold no helper: they laid an emergency tile, which scores nothing."
