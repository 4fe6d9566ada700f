"""Views: what each seat and a spectator see; the fixed content in the metadata."""

import json

from app.games.phototour import GAME

from .helpers import empty_hands, give, play, started, turn_of


def test_secret_hand_cards_hidden_known_ones_shown():
    st = turn_of(empty_hands(started(3)), 0)
    secret = give(st, 1, 13, secret=True)
    known = give(st, 1, 14)
    assert GAME.hidden_ids(st, 0) >= {secret} and known not in GAME.hidden_ids(st, 0)
    for viewer in (0, 2, None):
        text = json.dumps(GAME.view(st, viewer))
        assert f'"{secret}"' not in text and f'"{known}"' in text
        assert GAME.view(st, viewer)["public"]["seats"][1]["hand_count"] == 2
    mine = GAME.view(st, 1)
    assert sorted(mine["private"]["hand"]) == sorted([secret, known])
    assert GAME.view(st, None)["private"] == {}
    for card in st["deck"]:
        assert f'"{card}"' not in json.dumps(GAME.view(st, 1))


def test_playing_a_secret_card_reveals_it():
    st = turn_of(empty_hands(started(2)), 0)
    card = give(st, 0, 13, secret=True)
    st["seats"][0]["pawn"] = 13
    st, _ = play(st, 0, {"type": "photo", "card": card, "slot": 0})
    assert card not in GAME.hidden_ids(st, 1) and card in json.dumps(GAME.view(st, 1))


def test_view_shape_and_scores():
    st = turn_of(empty_hands(started(2, "strategic")), 0)
    pub = GAME.view(st, 0)["public"]
    assert pub["phase"] == "play" and pub["active"] == 0 and len(pub["dice"]) == 5
    assert pub["deck_count"] == len(st["deck"]) and "rng" not in json.dumps(pub)
    assert len(pub["contests"]) == 3
    assert pub["seats"][0]["diary_side"] == "B" and len(pub["seats"][0]["diary_slots"]) == 7
    assert pub["seats"][0]["breakdown"]["contests"] == 0
    assert GAME.scores_now(st) == [float(s["score"]) for s in pub["seats"]]


def test_metadata_carries_the_content_without_card_ids():
    meta = GAME.metadata()
    content = meta["content"]
    assert len(content["locations"]) == 50 and len(content["sights"]) == 50
    assert len(content["contests"]) == 17 and len(content["diaries"]) == 4
    assert '"sight:' not in json.dumps(content)
    assert meta["options"]["properties"]["mode"]["enum"] == ["basic", "strategic"]


def test_refusal_codes():
    from app.engine import IllegalMove
    import pytest
    st = turn_of(empty_hands(started(2)), 0)
    card = next(c for c in st["display"] if c)
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "plan", "card": card, "twice": True})
    assert err.value.code == "unexpected_field"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 0, {"type": "use", "card": "sight:3"})
    assert err.value.code == "no_reaction_window"
    with pytest.raises(IllegalMove) as err:
        GAME.apply(st, 1, {"type": "plan", "card": card})
    assert err.value.code == "not_your_turn"
