"""End of game (the round of the 7th photograph is finished), scoring and tie-breaks."""

import pytest

from app.engine import IllegalMove
from app.games.phototour import GAME
from app.games.phototour.scoring import standing, outcome

from .helpers import empty_hands, give, place, play, started, turn_of


def _seven_ready(st, seat, photo=13):
    """Seat has 6 photographs and is at location `photo` with that card in hand."""
    for slot, n in enumerate([1, 2, 3, 4, 5, 6]):
        place(st, seat, n, slot)
    give(st, seat, photo)
    st["seats"][seat]["pawn"] = photo


def _end(st, seat):
    st, _ = play(st, seat, {"type": "end_turn"})
    return st


def _plan_and_end(st, seat):
    st, _ = play(st, seat, {"type": "plan", "card": next(c for c in st["display"] if c)}, {"type": "end_turn"})
    return st


def test_three_players_second_player_places_seventh_then_third_plays_and_game_ends():
    st = empty_hands(started(3))
    st["first"] = 0
    turn_of(st, 1)
    _seven_ready(st, 1)
    st, events = play(st, 1, {"type": "photo", "card": "sight:13", "slot": 6})
    assert st["last_round"] and events[-1]["type"] == "last_round"
    st = _end(st, 1)
    assert GAME.actors(st) == [2]
    st = _plan_and_end(st, 2)
    assert st["phase"] == "over" and GAME.actors(st) == [] and GAME.outcome(st) is not None
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "end_turn"})
    assert err.value.code == "game_over"


def test_player_right_of_first_placing_seventh_ends_the_game_after_their_turn():
    st = empty_hands(started(3))
    st["first"] = 1
    turn_of(st, 0)
    _seven_ready(st, 0)
    st, _ = play(st, 0, {"type": "photo", "card": "sight:13", "slot": 6})
    st = _end(st, 0)
    assert st["phase"] == "over"


def test_first_player_placing_seventh_lets_everyone_else_play():
    st = empty_hands(started(4))
    st["first"] = 2
    turn_of(st, 2)
    _seven_ready(st, 2)
    st, _ = play(st, 2, {"type": "photo", "card": "sight:13", "slot": 6})
    st = _end(st, 2)
    for seat in (3, 0, 1):
        assert GAME.actors(st) == [seat] and st["phase"] == "play"
        st = _plan_and_end(st, seat)
    assert st["phase"] == "over"


def test_basic_scoring_categories_and_events():
    st = empty_hands(started(2))
    place(st, 0, 49, 0, ["drone", "film", None])  # 6 points, 2 tokens
    place(st, 0, 13, 1)  # 2 points
    st["seats"][0]["reserve"] = ["lens", "lens"]
    place(st, 1, 16, 0, ["flash", "lens", "drone"])  # 1 point, 3 tokens
    b = standing(st)
    assert b[0] == {"sights": 8, "tokens_on_cards": 6, "reserve": 2}
    assert b[1] == {"sights": 1, "tokens_on_cards": 9, "reserve": 0}
    st["first"] = 1
    turn_of(st, 0)
    st["last_round"] = True
    st, _ = play(st, 0, {"type": "plan", "card": next(c for c in st["display"] if c)})
    st, events = play(st, 0, {"type": "end_turn"})
    scores = [e for e in events if e["type"] == "score"]
    assert sum(e["points"] for e in scores if e["seat"] == 0) == 16
    assert any("2 tokens on photographs x 3 = 6" in e["reason"] for e in scores)
    assert GAME.outcome(st)["scores"] == [16, 10] and GAME.outcome(st)["winners"] == [0]


def _over(st):
    st["phase"] = "over"
    st["turn"] = None
    return outcome(st)


def test_tie_fewer_photographs_wins():
    st = empty_hands(started(2))
    place(st, 0, 49, 0)  # 6
    place(st, 1, 13, 0)  # 2
    place(st, 1, 2, 1)  # 3
    place(st, 1, 14, 2)  # 2
    st["seats"][0]["reserve"] = ["lens"]
    out = _over(st)
    assert out["scores"] == [7, 7] and out["winners"] == [0]
    assert out["tiebreak"].startswith("fewer photographs")


def test_tie_then_more_tokens_on_cards_then_shared():
    st = empty_hands(started(3))
    place(st, 0, 1, 0, ["drone", None])  # 5 + 3
    place(st, 1, 8, 0)  # 4
    st["seats"][1]["reserve"] = ["lens", "film", "flash"]  # +3
    place(st, 2, 29, 0)  # 4
    st["seats"][2]["reserve"] = ["lens", "film", "flash"]
    out = _over(st)
    assert out["scores"] == [8, 7, 7]
    place(st, 1, 41, 0)  # 5 instead of 4 (a 4th token in reserve would count nothing: it is discarded)
    place(st, 2, 48, 0)  # 5
    out = _over(st)
    assert out["scores"] == [8, 8, 8] and out["winners"] == [0] and out["ranks"] == [1, 2, 2]
    st["seats"][0]["diary"][0]["tokens"] = [None, None]
    st["seats"][0]["reserve"] = ["lens", "film", "flash"]
    out = _over(st)
    assert out["scores"] == [8, 8, 8] and out["winners"] == [0, 1, 2]


@pytest.mark.parametrize("players,mode", [(2, "basic"), (4, "strategic"), (3, "strategic")])
def test_score_history_adds_up_to_the_final_scores(players, mode):
    from app.engine.playout import playout
    got = [0] * players

    def collect(state, seat, move, new_state, events):
        for e in events:
            if e["type"] == "score":
                got[e["seat"]] += e["points"]
                assert e["reason"]

    final, log = playout(GAME, players, {"mode": mode}, 21, on_step=collect)
    assert got == GAME.outcome(final)["scores"]
    assert len(log) < 10_000


def test_a_fourth_token_taken_counts_nothing_it_must_be_discarded():
    st = empty_hands(started(2))
    st["seats"][0]["reserve"] = ["lens", "film", "flash", "drone"]  # a discard step is pending
    assert standing(st)[0]["reserve"] == 3
