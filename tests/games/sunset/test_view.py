"""Views: the public table for every viewer, secrets only for their owner."""

import json

from app.games.sunset import GAME

from .util import moves, new, play


def test_public_view_has_the_table():
    s = new(3)
    v = GAME.view(s, None)
    pub = v["public"]
    assert v["private"] == {}
    assert len(pub["wilderness"]) == 25 and pub["wilderness"][12]["artists"] == [0, 1, 2]
    assert len(pub["commission_row"]) == 4 and pub["commission_preview"]["renown"] > 0
    assert pub["goal"]["text"] and pub["goal"]["holder"] is None
    assert pub["landscape_deck"] == 35 and pub["commission_deck"] == 30 - 5 and pub["goal_deck"] == 6
    assert pub["phase"] == "planning" and pub["actors"] == [0, 1, 2]
    assert [st["hand"] for st in pub["seats"]] == [3, 3, 3]
    assert "rng" not in json.dumps(v)


def test_private_view_holds_the_own_hand_only():
    s = new(2)
    mine = GAME.view(s, 0)["private"]
    assert [c["id"] for c in mine["hand"]] == s["seats"][0]["hand"]
    text = json.dumps(GAME.view(s, 1))
    assert all(f'"{c}"' not in text for c in s["seats"][0]["hand"])


def test_chosen_cards_are_public_after_the_reveal():
    s = new(2)
    for seat in (0, 1):
        s, _ = play(s, seat, moves(s, seat)[0])
    pub = GAME.view(s, None)["public"]
    assert [st["chosen"]["id"] for st in pub["seats"]] == [st["chosen"] for st in s["seats"]]
    assert pub["current"] == s["order"][0] and pub["step"] == "hike"


def test_solo_view_shows_hand_inspiration_journal_and_rank():
    s = new(1)
    pub = GAME.view(s, 0)["public"]
    assert len(pub["hand"]) == 3 and pub["journal"]["cards"] == []
    assert pub["rank"] == "Paint-by-Numbers"
    assert [c["station"] for c in pub["wilderness"] if c["station"]] == [
        "station:1", "station:2", "station:3", "station:4"]
