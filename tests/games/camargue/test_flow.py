"""Turn order, the end of the game, equal turns, views and speed."""

import random
import time

import pytest

from app.engine import IllegalMove

from app.engine import get_game

from .build import GAME, build, pass_window, place, play, refused

A, B, C = "tile:lavender-cross-1", "tile:lavender-cross-2", "tile:village-cross-1"


def test_after_the_last_draw_play_goes_on_without_drawing():
    state = build(hands=[[A, B, C], ["tile:water-cross-1", "tile:water-cross-2", "tile:forest-cross-1"]],
                  pile=["tile:forest-cross-2"])
    state, _ = pass_window(play(state, 0, place(A, 0, 1))[0])
    assert state["pile"] == [] and len(state["hands"][0]) == 3
    state, events = play(state, 1, place("tile:water-cross-1", 0, -1))
    assert len(state["hands"][1]) == 2 and not any(e["type"] == "draw" for e in events)
    assert GAME.outcome(state) is None


def test_seats_with_empty_hands_are_skipped_and_the_game_ends_when_all_are_played():
    state = build(players=3, hands=[[A, B], [], [C]], pile=[])
    state, _ = play(state, 0, place(A, 0, 1))
    assert GAME.actors(state) == [2], "a seat without tiles is not asked"
    state, _ = pass_window(state)
    assert state["turn"] == 2
    state, _ = pass_window(play(state, 2, place(C, 0, -1))[0])
    assert state["turn"] == 0
    state, events = play(state, 0, place(B, 0, 2))
    assert GAME.outcome(state) is not None and GAME.actors(state) == []
    assert events[-1] == {"type": "game_over", "scores": state["scores"]}


def test_the_last_tile_still_opens_a_window_before_the_end():
    state = build(hands=[["tile:grain-curve-ne"], ["tile:helper-water-grain"]], pile=[])
    state, _ = play(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert GAME.outcome(state) is None and GAME.actors(state) == [1]
    state, _ = play(state, 1, {"type": "claim", "tile": "tile:helper-water-grain"})
    assert GAME.outcome(state)["scores"] == [1, 1]
    assert state["in_front"] == [None, "tile:helper-water-grain"], "a helper lying in front at the end stays"


def test_the_highest_score_wins_and_ties_share_the_win():
    state = build(players=3, hands=[[A], [], []], pile=[], scores=[9, 10, 7])
    state, _ = play(state, 0, place(A, 0, 1))  # lavender area 1 x 1 tile touched
    result = GAME.outcome(state)
    assert result["scores"] == [10, 10, 7] and result["winners"] == [0, 1] and result["ranks"] == [1, 1, 3]
    state, _ = play(build(players=2, hands=[[A], []], pile=[], scores=[0, 5]), 0, place(A, 0, 1))
    assert GAME.outcome(state)["winners"] == [1]


def test_no_move_is_accepted_once_the_game_is_over():
    state, _ = play(build(players=2, hands=[[A], []], pile=[]), 0, place(A, 0, 1))
    assert GAME.actors(state) == [] and GAME.legal_moves(state, 0) == []
    assert refused(state, 0, {"type": "stuck"}).code == "game_over"


def test_coordinates_sent_as_json_floats_are_refused():
    state = build(hands=[[A, B], [C]])
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, {"type": "place", "tile": A, "x": 0.0, "y": 1.0})
    state, _ = play(state, 0, {"type": "place", "tile": A, "x": 0, "y": 1})
    assert "0,1" in state["display"] and "0,2" in state["frontier"]


def play_without_claims(players, seed):
    """A random game in which nobody claims; returns the turns in which each seat played a tile."""
    rng = random.Random(seed)
    state = GAME.setup(players, None, seed)
    plays = [0] * players
    while GAME.outcome(state) is None:
        seat = GAME.actors(state)[0]
        legal = GAME.legal_moves(state, seat)
        move = {"type": "pass"} if state["phase"] == "window" else rng.choice(legal)
        plays[seat] += move["type"] in ("place", "helper")
        state, _ = GAME.apply(state, seat, move)
    return plays


@pytest.mark.parametrize("players,turns", [(2, 45), (3, 30), (4, 22), (5, 18), (6, 15)])
def test_every_seat_gets_equal_turns(players, turns):
    assert play_without_claims(players, 3) == [turns] * players


def test_four_players_play_88_tiles_with_two_removed_unseen():
    state = GAME.setup(4, None, 8)
    assert len(state["removed"]) == 2
    for viewer in (0, 1, 2, 3, None):
        view = GAME.view(state, viewer)
        assert view["public"]["removed_count"] == 2
        assert not any(t in str(view) for t in state["removed"])
    assert play_without_claims(4, 8) == [22] * 4


def test_views_show_own_hand_and_only_counts_of_the_others():
    state = GAME.setup(3, None, 4)
    for viewer in (0, 1, 2, None):
        view = GAME.view(state, viewer)
        text = str(view)
        for seat, hand in enumerate(state["hands"]):
            assert all((t in text) == (seat == viewer) for t in hand)
        assert all(t not in text for t in state["pile"])
        assert [s["hand_size"] for s in view["public"]["seats"]] == [3, 3, 3]
        assert view["public"]["pile_size"] == 90 - 9
        assert view["public"]["display"]["0,0"] == {"tile": "tile:start", "kind": "start", "landscape": None,
                                                    "paths": "NESW"}
    assert GAME.view(state, None)["private"] == {}
    assert [t["id"] for t in GAME.view(state, 1)["private"]["hand"]] == state["hands"][1]
    assert GAME.hidden_ids(state, 0) == set(state["pile"]) | set(state["hands"][1]) | set(state["hands"][2])


def test_legal_moves_are_fast_on_a_forty_tile_display():
    rng = random.Random(2)
    state = GAME.setup(4, None, 2)
    while len(state["display"]) < 40:
        seat = GAME.actors(state)[0]
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    seat = GAME.actors(state)[0]
    start = time.perf_counter()
    for _ in range(200):
        GAME.legal_moves(state, seat)
    assert (time.perf_counter() - start) / 200 < 0.001


def test_the_registry_lists_camargue_for_two_to_six():
    meta = get_game("camargue").metadata()
    assert (meta["id"], meta["min_players"], meta["max_players"]) == ("camargue", 2, 6)


@pytest.mark.parametrize("players,seed", [(2, 7), (3, 8), (5, 9)])
def test_a_round_is_every_seat_holding_tiles_playing_once_round_the_table(players, seed):
    """The score chart's rounds (`round_of`): in a round each seat's turn begins at most once,
    in seat order from the first player; every seat that holds tiles has its turn in it."""
    rng = random.Random(seed)
    state = GAME.setup(players, None, seed)
    turns = {1: [state["turn"]]}  # round -> the seats whose turn began in it, in order
    while GAME.outcome(state) is None:
        seat = GAME.actors(state)[0]
        state, events = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        for e in events:
            if e["type"] == "turn":
                turns.setdefault(GAME.round_of(state), []).append(e["seat"])
    assert sorted(turns) == list(range(1, len(turns) + 1))
    for number, seats in turns.items():
        assert seats == sorted(set(seats)), (number, seats)
    full = [n for n, seats in turns.items() if len(seats) == players]
    assert len(full) >= 80 // players - 2, "while every hand holds tiles every seat plays each round"


def test_a_game_stored_before_rounds_were_kept_plays_on_without_them():
    state, _ = pass_window(play(build(hands=[[A], [C]]), 0, place(A, 0, 1))[0])
    assert GAME.round_of(state) == 1 and state["turn"] == 1
    old = build(hands=[[A], [C]])
    del old["round"]
    old, _ = pass_window(play(old, 0, place(A, 0, 1))[0])
    old, _ = play(old, 1, place(C, 0, -1))
    assert "round" not in old and GAME.round_of(old) is None


def test_a_snapshot_stored_before_rounds_were_kept_is_still_served():
    from app.services.replay import replay_stored

    rng = random.Random(4)
    state, records = GAME.setup(2, None, 4), []
    for version in range(1, 40):
        seat = GAME.actors(state)[0]
        move = rng.choice(GAME.legal_moves(state, seat))
        state, _ = GAME.apply(state, seat, move)
        records.append({"version": version, "seat": seat, "move": move})
    older = {k: v for k, v in state.items() if k != "round"}
    stored = {"players": 2, "options": None, "seed": 4, "state": older, "state_version": len(records)}
    assert replay_stored(GAME, stored, records)[0] == state
