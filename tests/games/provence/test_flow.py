"""Setup, the simultaneous phases, secrecy, walking, refill exceptions and the end of the game."""

import json

import pytest

from app.engine.playout import playout
from app.games.provence.content import GOAL_CARDS, PHOTO_CARDS, SCENE_CARDS
from app.games.provence.geometry import turned, visible
from app.engine.grid import unkey

from .helpers import GAME, fresh




def finish_phase(state):
    phase, rnd = state["phase"], state["round"]
    for seat in list(GAME.actors(state)):
        while state["phase"] == phase and state["round"] == rnd and seat in GAME.actors(state):
            moves = [m for m in GAME.legal_moves(state, seat) if m["type"] != "back"]
            state, _ = GAME.apply(state, seat, moves[0])
    return state


# ----- setup ------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,cards", [(2, 20), (3, 30), (4, 40), (5, 50)])
def test_setup_by_player_count(players, cards):
    state = fresh(players, seed=players)
    in_play = state["deck"] + [c for seat in state["seats"] for c in seat["hand"]]
    assert len(in_play) == len(set(in_play)) == cards
    assert all(SCENE_CARDS[c]["min_players"] <= players for c in in_play)
    piles = [PHOTO_CARDS[p["id"]]["pile"] for p in state["photos"]]
    assert sorted(piles) == ["A", "A", "B", "B", "C", "C", "C"]
    assert all(p["spots"] == [[], [], []] for p in state["photos"])
    sides = [next(i for i, card in enumerate(GOAL_CARDS) if g in card) for g in state["goals"]]
    assert len(set(sides)) == 2  # two different double-sided cards
    starts = [seat["tableau"][0]["card"] for seat in state["seats"]]
    assert len(set(starts)) == players and all(s.startswith("start:") for s in starts)
    for seat in state["seats"]:
        vis = visible(seat["tableau"])
        assert vis[unkey(seat["photographer"])]["scooter"]
        assert vis[unkey(seat["drone"])]["tree"]
        assert seat["markers"] == 7 and len(seat["hand"]) == 2
    assert state["round"] == 1 and state["phase"] == "scene"
    assert GAME.actors(state) == list(range(players))


def test_drone_start_is_random_among_trees():
    spots = {(s["tableau"][0]["card"], s["drone"]) for seed in range(40) for s in fresh(5, seed)["seats"]}
    per_card = {}
    for card, drone in spots:
        per_card.setdefault(card, set()).add(drone)
    assert all(len(v) == 2 for v in per_card.values())  # every starting card has two trees


# ----- the scene phase: simultaneous and secret --------------------------------------------------

def test_scene_phase_steps_and_back():
    state = fresh(3)
    moves = GAME.legal_moves(state, 0)
    assert [m["type"] for m in moves] == ["pass", "pass"]
    state, ev = GAME.apply(state, 0, moves[1])
    assert ev == []
    orient = GAME.legal_moves(state, 0)
    assert {"type": "back"} in orient and all(m["type"] in ("orient", "back") for m in orient)
    back, _ = GAME.apply(state, 0, {"type": "back"})
    assert back["seats"][0]["pending"]["stage"] == "pass"
    state, _ = GAME.apply(state, 0, orient[0])
    place = GAME.legal_moves(state, 0)
    assert place[-1] == {"type": "back"} and len(place) > 5
    with pytest.raises(Exception) as err:
        GAME.apply(state, 0, {"type": "pass", "card": state["seats"][0]["hand"][0]})
    assert err.value.code == "wrong_step"


def test_choices_stay_secret_until_all_have_chosen():
    state = fresh(3, seed=5)
    before_views = {v: GAME.view(state, v) for v in (1, 2, None)}
    before_moves = {v: GAME.legal_moves(state, v) for v in (1, 2)}
    hand0 = list(state["seats"][0]["hand"])
    state = finish_phase_for(state, 0)
    assert state["phase"] == "scene" and GAME.actors(state) == [1, 2]
    for v in (1, 2, None):
        view = GAME.view(state, v)
        text = json.dumps(view)
        assert not any(c in text for c in hand0), "seat 0's cards and choice are invisible"
        assert view["public"]["seats"][0]["committed"] is True
        old = before_views[v]
        old["public"]["seats"][0]["committed"] = True
        old["public"]["waiting_for"] = [1, 2]
        assert view == old, "only the committed flag changes for the others"
    for v in (1, 2):
        assert GAME.legal_moves(state, v) == before_moves[v], "one seat committing never changes another's moves"
    own = GAME.view(state, 0)["private"]
    assert own["pending"]["stage"] == "done" and own["pending"]["pass"] in hand0


def finish_phase_for(state, seat):
    phase = state["phase"]
    while seat in GAME.actors(state) and state["phase"] == phase:
        moves = [m for m in GAME.legal_moves(state, seat) if m["type"] != "back"]
        state, _ = GAME.apply(state, seat, moves[-1])
    return state


def test_all_placements_and_passes_resolve_together():
    state = fresh(3, seed=8)
    hands = [list(s["hand"]) for s in state["seats"]]
    state = finish_phase_for(state, 0)
    state = finish_phase_for(state, 1)
    assert all(len(s["tableau"]) == 1 for s in state["seats"])
    state = finish_phase_for(state, 2)
    assert state["phase"] == "walk" and GAME.actors(state) == [0, 1, 2]
    for s, seat in enumerate(state["seats"]):
        assert len(seat["tableau"]) == 2 and seat["hand"] == []
        passed = seat["passed"]
        placed = {p["card"] for p in seat["tableau"]}
        assert passed in hands[s] and set(hands[s]) - {passed} <= placed
        assert state["seats"][(s + 1) % 3]["incoming"] == passed  # passed to the left
    # the incoming card is face down: its receiver does not see it before the refill
    incoming = state["seats"][1]["incoming"]
    assert incoming not in json.dumps(GAME.view(state, 1)) and incoming in GAME.hidden_ids(state, 1)
    assert incoming in json.dumps(GAME.view(state, 0))  # its passer knows it


# ----- walking ----------------------------------------------------------------------------------

def walking_state():
    state = fresh(2, seed=3)
    state = finish_phase(state)
    assert state["phase"] == "walk"
    return state


def test_walking_to_any_empty_meadow_and_swapping():
    state = walking_state()
    seat = state["seats"][0]
    vis = visible(seat["tableau"])
    moves = GAME.legal_moves(state, 0)
    meadows = {f"{x},{y}" for (x, y), sq in vis.items() if sq["t"] == "meadow"}
    assert {m["to"] for m in moves if m["type"] == "photographer"} == meadows  # includes staying and the drone's square
    drone = seat["drone"]
    state, _ = GAME.apply(state, 0, {"type": "photographer", "to": drone})
    drone_moves = GAME.legal_moves(state, 0)
    assert {"type": "drone", "to": drone} not in drone_moves
    with pytest.raises(Exception) as err:
        GAME.apply(state, 0, {"type": "drone", "to": drone})
    assert err.value.code == "square_taken"
    old_photographer = seat["photographer"]
    state, _ = GAME.apply(state, 0, {"type": "drone", "to": old_photographer})
    assert state["seats"][0]["photographer"] == old_photographer  # not moved until all have walked
    state = finish_phase_for(state, 1)
    assert state["seats"][0]["photographer"] == drone and state["seats"][0]["drone"] == old_photographer


def test_walking_only_onto_meadows():
    state = walking_state()
    vis = visible(state["seats"][0]["tableau"])
    not_meadow = next(f"{x},{y}" for (x, y), sq in vis.items() if sq["t"] != "meadow")
    for to in (not_meadow, "99,99"):
        with pytest.raises(Exception) as err:
            GAME.apply(state, 0, {"type": "photographer", "to": to})
        assert err.value.code == "not_meadow"


# ----- refill and the end -----------------------------------------------------------------------

def test_refill_exceptions_and_last_round():
    state = fresh(4, seed=11)
    deck_sizes = []
    while state["round"] < 10:
        rnd = state["round"]
        while state["round"] == rnd:
            state = finish_phase(state)
        deck_sizes.append(len(state["deck"]))
        hand_sizes = [len(s["hand"]) for s in state["seats"]]
        if state["round"] <= 9:
            assert hand_sizes == [2] * 4, state["round"]
        else:  # exception 1: after the second to last round only the passed card is taken
            assert hand_sizes == [1] * 4
    assert deck_sizes == [28, 24, 20, 16, 12, 8, 4, 0, 0]  # round 9 draws nothing
    # the last round: nothing to pass, the one card is placed
    assert [m["type"] for m in GAME.legal_moves(state, 0)][0] == "orient"
    assert {"type": "back"} not in GAME.legal_moves(state, 0)
    state = finish_phase(state)
    assert all(s["incoming"] is None for s in state["seats"])
    state = finish_phase(state)
    # exception 2: no refill after the final round; the game is over
    assert state["phase"] == "over" and GAME.actors(state) == []
    assert all(s["hand"] == [] and len(s["tableau"]) == 11 for s in state["seats"])
    assert GAME.outcome(state)["winners"]


def test_random_games_end_with_ten_cards_placed_each():
    for players in range(2, 6):
        final, _ = playout(GAME, players, None, 100 + players)
        assert final["phase"] == "over"
        for seat in final["seats"]:
            assert len(seat["tableau"]) == 11  # starting card + 10 scene cards
        assert final["deck"] == []
        out = GAME.outcome(final)
        assert sorted(out["breakdown"][0]) == ["goals", "lavender", "photos", "sunflowers", "towns", "wheat"]


def test_final_score_events_explain_every_point():
    events = []
    playout(GAME, 3, None, 77, on_step=lambda s, seat, m, n, ev: events.extend(ev))
    final, _ = playout(GAME, 3, None, 77)
    out = GAME.outcome(final)
    for s in range(3):
        assert sum(e["points"] for e in events if e["type"] == "score" and e["seat"] == s) == out["scores"][s]


# ----- views and refusals -----------------------------------------------------------------------

def test_views_show_counts_publicly_and_only_own_cards_privately():
    state = fresh(3, seed=2)
    spectator = GAME.view(state, None)
    assert spectator["private"] == {}
    pub = spectator["public"]
    assert pub["deck_size"] == 24 and [s["hand_size"] for s in pub["seats"]] == [2, 2, 2]
    assert pub["waiting_for"] == [0, 1, 2] and len(pub["photos"]) == 7 and len(pub["goals"]) == 2
    assert all(s["visible"] and s["photographer"] and s["drone"] for s in pub["seats"])
    text = json.dumps(spectator)
    assert not any(c in text for s in state["seats"] for c in s["hand"])
    own = GAME.view(state, 1)["private"]
    assert [c["id"] for c in own["hand"]] == state["seats"][1]["hand"]
    assert len(own["hand"][0]["squares"]) == 6
    assert GAME.hidden_ids(state, 1) == set(state["deck"]) | set(state["seats"][0]["hand"]) | set(state["seats"][2]["hand"])


def test_moves_with_extra_fields_are_malformed():
    state = fresh(2)
    move = dict(GAME.legal_moves(state, 0)[0], extra=1)
    with pytest.raises(Exception) as err:
        GAME.apply(state, 0, move)
    assert err.value.code == "malformed_move"
    with pytest.raises(Exception) as err:
        GAME.apply(state, 0, {"type": "pass", "card": "card:scene-99"})
    assert err.value.code == "card_not_in_hand"


def _vandalize(value):
    """Change every dict and list inside `value` in place."""
    if isinstance(value, dict):
        for k in list(value):
            if isinstance(value[k], (dict, list)):
                _vandalize(value[k])
            else:
                value[k] = "vandalized"
        value["vandalized"] = True
    elif isinstance(value, list):
        for item in value:
            _vandalize(item)
        value.append("vandalized")


def test_editing_a_view_in_place_changes_no_state_no_card_data_and_no_other_view():
    """Views hand out their own data: not the state's, not the cached squares of the cards."""
    for phase in ("scene", "walk", "over"):
        state = fresh(3, seed=4)
        while state["phase"] != phase:
            state = finish_phase(state)
        assert state["round"] < 10 or phase == "over"
        for viewer in (None, 0, 2):
            state_before = json.dumps(state, sort_keys=True)
            other = fresh(2, seed=8)
            other_view = json.dumps(GAME.view(other, 1), sort_keys=True)
            same_view = json.dumps(GAME.view(state, viewer), sort_keys=True)
            outcome = json.dumps(GAME.outcome(state), sort_keys=True)
            _vandalize(GAME.view(state, viewer))
            assert json.dumps(state, sort_keys=True) == state_before
            assert json.dumps(GAME.view(state, viewer), sort_keys=True) == same_view
            assert json.dumps(GAME.view(other, 1), sort_keys=True) == other_view
            assert json.dumps(GAME.outcome(state), sort_keys=True) == outcome
            for seat in state["seats"]:  # the cached squares are still what the card data says
                for p in seat["tableau"]:
                    assert turned(p["card"], p["rot"]) == turned.__wrapped__(p["card"], p["rot"])
