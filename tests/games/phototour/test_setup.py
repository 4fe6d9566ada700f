"""Setup: rows of 5, three dealt cards, a simultaneous discard that places the pawns."""

import pytest

from app.engine import IllegalMove
from app.games.phototour import GAME
from app.games.phototour.view import hidden_ids

from .helpers import started


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_rows_and_deal(players):
    st = GAME.setup(players, {"mode": "basic"}, 5)
    assert len([c for c in st["display"] if c]) == 5
    assert len([t for t in st["board"] if t]) == 5 and sum(st["bag"].values()) == 45
    assert all(d in ("car", "train", "plane") for d in st["dice"])
    assert len(st["deck"]) == 50 - 5 - 3 * players
    assert all(len(me["dealt"]) == 3 for me in st["seats"])
    assert GAME.actors(st) == list(range(players))
    assert all(me["diary_id"] is None for me in st["seats"]) and st["contests"] == []


def test_strategic_setup_side_b_and_three_contests():
    st = GAME.setup(4, {"mode": "strategic"}, 5)
    assert sorted(me["diary_id"] for me in st["seats"]) == [0, 1, 2, 3]
    assert len(st["contests"]) == 3 and len(set(st["contests"])) == 3
    assert GAME.view(st, 0)["public"]["seats"][0]["diary_side"] == "B"


def test_options_model_forbids_extra():
    with pytest.raises(Exception):
        GAME.parse_options({"mode": "strategic", "colour": "red"})
    with pytest.raises(Exception):
        GAME.parse_options({"mode": "expert"})


def test_choice_is_secret_until_all_chose_then_highest_number_goes_first():
    st = GAME.setup(3, {"mode": "basic"}, 9)
    dealt = [list(me["dealt"]) for me in st["seats"]]
    st, _ = GAME.apply(st, 1, {"type": "choose", "card": dealt[1][2]})
    assert GAME.actors(st) == [0, 2]
    pub = GAME.view(st, 0)["public"]
    assert [s["chosen"] for s in pub["seats"]] == [False, True, False]
    assert dealt[1][2] in hidden_ids(st, 0) and f'"{dealt[1][2]}"' not in str(GAME.view(st, 0)).replace("'", '"')
    assert GAME.view(st, 1)["private"]["choice"] == dealt[1][2]
    st, _ = GAME.apply(st, 0, {"type": "choose", "card": dealt[0][0]})
    st, events = GAME.apply(st, 2, {"type": "choose", "card": dealt[2][1]})
    chosen = [dealt[0][0], dealt[1][2], dealt[2][1]]
    pawns = [int(c.split(":")[1]) for c in chosen]
    assert [me["pawn"] for me in st["seats"]] == pawns
    assert st["first"] == pawns.index(max(pawns)) and GAME.actors(st) == [st["first"]]
    assert st["sight_discard"][-3:] == chosen
    for s, me in enumerate(st["seats"]):
        assert sorted(me["hand"]) == sorted(c for c in dealt[s] if c != chosen[s])
        assert sorted(me["secret"]) == sorted(me["hand"])  # nobody else saw these two cards
    assert events[-1]["type"] == "start"


def test_choose_a_card_not_dealt_is_refused():
    st = GAME.setup(2, {"mode": "basic"}, 9)
    other = st["seats"][1]["dealt"][0]
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "choose", "card": other})
    assert err.value.code == "card_not_dealt"


def test_started_helper_leaves_two_cards_in_hand():
    st = started(4)
    assert all(len(me["hand"]) == 2 for me in st["seats"])
