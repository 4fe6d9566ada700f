"""Helper tiles: on your own turn for 10 points, and out of turn in the reaction window."""

from .build import GAME, build, pass_window, place, play, refused, scores_of

A, B, C = "tile:lavender-cross-1", "tile:lavender-cross-2", "tile:village-cross-1"


def window_state(placer=0):
    hands = [
        ["tile:grain-curve-ne", A, B],
        ["tile:helper-water-grain", C, "tile:village-cross-2"],
        ["tile:helper-grain-forest", "tile:helper-forest-lavender", "tile:water-cross-1"],
    ]
    hands[0], hands[placer] = hands[placer], hands[0]
    return build(players=3, hands=hands, turn=placer)


def test_helper_on_own_turn_scores_ten_and_draws():
    state = build(hands=[["tile:helper-water-grain", A, B], [C]], pile=["tile:forest-cross-1"])
    new, events = play(state, 0, {"type": "helper", "tile": "tile:helper-water-grain"})
    assert scores_of(events) == [(0, 10, "helper tile played on own turn = 10")]
    assert new["breakdown"][0]["helper"] == 10
    assert sorted(new["hands"][0]) == sorted([A, B, "tile:forest-cross-1"])
    assert new["discards"][0] == ["tile:helper-water-grain"]
    assert new["phase"] == "turn" and new["turn"] == 1, "no reaction window follows a helper"


def test_only_helpers_from_hand_are_discarded_for_points():
    state = build(hands=[["tile:helper-water-grain", A, B], [C]])
    assert refused(state, 0, {"type": "helper", "tile": A}).code == "not_a_helper"
    assert refused(state, 0, {"type": "helper", "tile": "tile:helper-village-water"}).code == "tile_not_in_hand"


def test_two_players_claim_with_helpers_at_once():
    state = window_state()
    state, events = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert state["phase"] == "window" and GAME.actors(state) == [1, 2]
    assert GAME.legal_moves(state, 1) == [{"type": "claim", "tile": "tile:helper-water-grain"}, {"type": "pass"}]
    assert GAME.legal_moves(state, 2) == [{"type": "claim", "tile": "tile:helper-grain-forest"}, {"type": "pass"}]
    assert GAME.legal_moves(state, 0) == []
    assert refused(state, 2, {"type": "claim", "tile": "tile:helper-forest-lavender"}).code == "helper_does_not_match"
    assert refused(state, 0, {"type": "pass"}).code == "not_your_turn"

    state, events = play(state, 2, {"type": "claim", "tile": "tile:helper-grain-forest"})
    assert GAME.actors(state) == [1] and scores_of(events) == []
    seen_by_1 = GAME.view(state, 1)
    assert seen_by_1["public"]["window"]["responded"] == [2]
    assert "helper-grain-forest" not in str(seen_by_1), "a claim stays hidden until everyone answered"
    assert seen_by_1["public"]["seats"][2]["hand_size"] == 3
    assert GAME.view(state, 2)["private"]["window_choice"] == "tile:helper-grain-forest"

    state, events = play(state, 1, {"type": "claim", "tile": "tile:helper-water-grain"})
    assert scores_of(events) == [
        (1, 1, "matching helper: grain area of 1 tile x 1 tile touched = 1"),
        (2, 1, "matching helper: grain area of 1 tile x 1 tile touched = 1"),
    ]
    assert state["scores"] == [1, 1, 1] and state["breakdown"][1]["claim"] == 1
    assert state["in_front"] == [None, "tile:helper-water-grain", "tile:helper-grain-forest"]
    assert [len(h) for h in state["hands"]] == [3, 2, 2], "the placer drew; claimers do not draw"
    assert state["phase"] == "turn" and state["turn"] == 1


def test_play_resumes_to_the_left_of_the_placer():
    state = window_state(placer=1)  # seat 1 places; seats 0 and 2 hold grain helpers
    state, _ = play(state, 1, place("tile:grain-curve-ne", 0, 1))
    assert GAME.actors(state) == [0, 2]
    state, _ = play(state, 0, {"type": "claim", "tile": "tile:helper-water-grain"})
    state, _ = play(state, 2, {"type": "pass"})
    assert state["turn"] == 2 and state["in_front"][2] is None
    assert GAME.legal_moves(state, 2)[-1] == {"type": "helper", "tile": "tile:helper-forest-lavender"}


def test_a_seat_with_a_helper_in_front_cannot_claim_again():
    state = window_state()
    state["in_front"][1] = "tile:helper-village-grain"
    state, _ = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert GAME.actors(state) == [2]


def test_the_placer_never_claims_and_a_seat_without_a_matching_helper_can_only_pass():
    state = build(hands=[["tile:grain-curve-ne", "tile:helper-water-grain", A], [C, "tile:helper-village-water"]])
    state, events = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert state["phase"] == "window" and GAME.actors(state) == [1], "asked although it holds no grain helper"
    assert {"type": "window", "placer": 0, "landscape": "grain", "asked": [1]} in events
    assert GAME.legal_moves(state, 1) == [{"type": "pass"}]
    assert refused(state, 1, {"type": "claim", "tile": "tile:helper-village-water"}).code == "helper_does_not_match"
    state, events = play(state, 1, {"type": "pass"})
    assert scores_of(events) == [] and state["phase"] == "turn" and state["turn"] == 1
    assert refused(state, 1, {"type": "claim", "tile": "tile:helper-village-water"}).code == "claim_on_your_turn"


def test_every_seat_that_could_hold_a_helper_by_what_is_public_is_asked():
    hands = [["tile:grain-curve-ne", A, B],
             ["tile:helper-water-grain", C, "tile:village-cross-2"],  # a matching helper
             ["tile:helper-village-water", "tile:water-cross-1", "tile:water-cross-2"],  # a helper, not matching
             ["tile:forest-cross-1", "tile:forest-cross-2", "tile:village-straight-ns"],  # no helper
             ["tile:helper-grain-forest", "tile:lavender-curve-ne"],  # a matching one, but a helper lies in front
             []]  # no tiles left
    in_front = [None, None, None, None, "tile:helper-village-grain", None]
    state, _ = play(build(players=6, hands=hands, in_front=in_front), 0, place("tile:grain-curve-ne", 0, 1))
    assert GAME.actors(state) == [1, 2, 3]
    assert GAME.view(state, None)["public"]["window"]["asked"] == [1, 2, 3]
    assert [len(GAME.legal_moves(state, s)) for s in (1, 2, 3)] == [2, 1, 1]


def _holder_and_non_holder():
    """The same table twice: seat 1 holds a matching helper in one, a landscape tile in the other."""
    tables = []
    for tile in ("tile:helper-water-grain", "tile:water-cross-1"):
        hands = [["tile:grain-curve-ne", A, B], [tile, C, "tile:village-cross-2"], ["tile:forest-cross-1"]]
        pile = ["tile:forest-cross-2", "tile:lavender-curve-ne"]
        tables.append(play(build(players=3, hands=hands, pile=pile), 0, place("tile:grain-curve-ne", 0, 1)))
    return tables


def test_what_others_see_does_not_differ_between_a_holder_and_a_non_holder():
    (holder, h_events), (other, o_events) = _holder_and_non_holder()
    assert h_events == o_events
    assert GAME.legal_moves(holder, 1) != GAME.legal_moves(other, 1), "only seat 1 itself can tell"
    for state, answer in ((holder, {"type": "claim", "tile": "tile:helper-water-grain"}), (other, {"type": "pass"})):
        assert GAME.actors(state) == [1, 2]
    for viewer in (0, 2, None):
        assert GAME.view(holder, viewer) == GAME.view(other, viewer)
    for seat in (0, 2):
        assert GAME.legal_moves(holder, seat) == GAME.legal_moves(other, seat)
        assert GAME.hidden_ids(holder, seat) >= set(holder["hands"][1])
    # both pass: nothing seat 1 held shows, then or later
    holder, h_events = play(holder, 1, {"type": "pass"})
    other, o_events = play(other, 1, {"type": "pass"})
    assert h_events == o_events
    for viewer in (0, 2, None):
        assert GAME.view(holder, viewer) == GAME.view(other, viewer)
    (holder, h_events), (other, o_events) = play(holder, 2, {"type": "pass"}), play(other, 2, {"type": "pass"})
    assert h_events == o_events and holder["phase"] == other["phase"] == "turn"
    for viewer in (0, 2, None):
        assert GAME.view(holder, viewer) == GAME.view(other, viewer)


def test_a_seat_holding_two_matching_helpers_chooses_one():
    state = build(hands=[["tile:grain-curve-ne", A, B], ["tile:helper-water-grain", "tile:helper-grain-forest", C]])
    state, _ = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert [m.get("tile") for m in GAME.legal_moves(state, 1)] == [
        "tile:helper-water-grain", "tile:helper-grain-forest", None]
    state, _ = play(state, 1, {"type": "claim", "tile": "tile:helper-grain-forest"})
    assert state["in_front"][1] == "tile:helper-grain-forest"
    assert "tile:helper-water-grain" in state["hands"][1]


def test_the_two_tile_turn_sets_the_helper_aside_and_only_draws():
    state = build(hands=[[A, B, C], ["tile:water-cross-1", "tile:water-cross-2"]], turn=1,
                  in_front=[None, "tile:helper-water-grain"], pile=["tile:forest-cross-1"])
    assert GAME.legal_moves(state, 1) == [{"type": "set_aside"}]
    assert refused(state, 1, place("tile:water-cross-1", 0, 1)).code == "must_set_aside"
    assert refused(state, 1, {"type": "helper", "tile": "tile:helper-water-grain"}).code == "must_set_aside"
    state, events = play(state, 1, {"type": "set_aside"})
    assert scores_of(events) == [] and state["scores"] == [0, 0]
    assert state["in_front"][1] is None and state["discards"][1] == ["tile:helper-water-grain"]
    assert len(state["hands"][1]) == 3 and state["turn"] == 0
    assert refused(state, 0, {"type": "set_aside"}).code == "no_helper_in_front"


def test_the_two_tile_turn_with_an_empty_pile_only_sets_aside():
    state = build(hands=[[A], ["tile:water-cross-1", "tile:water-cross-2"]], turn=1,
                  in_front=[None, "tile:helper-water-grain"], pile=[])
    state, _ = play(state, 1, {"type": "set_aside"})
    assert len(state["hands"][1]) == 2 and state["turn"] == 0 and state["in_front"][1] is None


def test_the_set_aside_turn_follows_the_helper_not_the_hand_size():
    state = build(hands=[[A], ["tile:water-cross-1"]], turn=1, in_front=[None, "tile:helper-water-grain"], pile=[])
    assert GAME.legal_moves(state, 1) == [{"type": "set_aside"}]
    state, _ = play(state, 1, {"type": "set_aside"})
    state, _ = pass_window(play(state, 0, place(A, 0, 1))[0])
    assert GAME.legal_moves(state, 1)[0] == place("tile:water-cross-1", 0, -1), "free to play again"


def test_during_the_window_only_claims_and_passes_are_accepted():
    state = window_state()
    state, _ = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert refused(state, 1, place(C, 0, -1)).code == "wrong_phase"
    assert refused(state, 1, {"type": "claim", "tile": "tile:helper-grain-forest"}).code == "tile_not_in_hand"
    assert refused(state, 1, {"type": "claim", "tile": C}).code == "not_a_helper"
    assert GAME.view(state, None)["public"]["turn"] is None
    assert GAME.view(state, None)["public"]["window"]["asked"] == [1, 2]


def test_nobody_is_asked_once_every_helper_of_the_landscape_is_in_the_open():
    hands = [["tile:grain-curve-ne", "tile:water-curve-nw", B], [C, "tile:village-cross-2"], ["tile:water-cross-1"]]
    state = build(players=3, hands=hands)
    state["discards"] = [[], ["tile:helper-village-grain", "tile:helper-water-grain"],
                         ["tile:helper-grain-forest", "tile:helper-grain-lavender"]]
    after, events = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert after["phase"] == "turn" and after["turn"] == 1, "no grain helper can be in a hand"
    assert not any(e["type"] == "window" for e in events)
    after, _ = play(state, 0, place("tile:water-curve-nw", 0, 1))
    assert GAME.actors(after) == [1, 2], "water helpers are still unseen"
