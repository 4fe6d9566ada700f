"""The component set is data: a second set, numbered and named unlike the stand-in one and with
other daily goals, plays through random games with no code change."""

import json

import pytest

from app.engine.playout import playout, replay
from app.games.sunset import GAME, content
from app.games.sunset.cardset import card_set, install
from tests.engine.test_conformance import check_refusals, check_unlisted, check_views

from .second_set import CARDS


@pytest.fixture
def second_set():
    before = card_set()
    install(CARDS)
    try:
        yield CARDS
    finally:
        install(before)


def play_through(players: int, seed: int, claimed: set[str]) -> dict:
    n = {"step": 0}

    def on_step(state, seat, move, new_state, events):
        n["step"] += 1
        legal = GAME.legal_moves(state, seat)
        check_refusals(GAME, state, seat, legal)
        for m in legal:
            if m["type"] == "paint":
                assert m["card"] in CARDS["landscapes"]
        if n["step"] % 4 == 1:
            check_views(GAME, state, players, seed)
            check_unlisted(GAME, state, players, seat, legal)
            for viewer in range(players):
                view = GAME.view(state, viewer)
                det = GAME.determinize(json.loads(json.dumps(view)), viewer, seed)
                assert GAME.view(det, viewer) == view
        claimed.update(e["goal"] for e in events if e["type"] in ("goal_claim", "goal_steal"))

    final, log = playout(GAME, players, None, seed, on_step=on_step)
    assert GAME.outcome(final)["winners"]
    assert replay(GAME, players, None, seed, log) == final
    return final


def test_a_solo_game_uses_the_sets_stations_and_inspirations(second_set):
    s = GAME.setup(1, None, 5)
    assert sorted(c for c in s["board"] if c in CARDS["stations"]) == sorted(CARDS["stations"])
    assert all(c in CARDS["landscapes"] or c in CARDS["stations"] for c in s["board"])
    assert s["inspiration"] in CARDS["inspirations"]
    final = play_through(1, 7_340_912_118_556, set())
    assert GAME.view(final, 0)["public"]["journal"]["id"] == CARDS["journal"]
    assert all(c in CARDS["planning"] for c in final["seats"][0]["played"])


def test_every_goal_of_the_second_set_is_claimed_in_random_games(second_set):
    claimed: set[str] = set()
    for players in (2, 3, 4):
        for seed in range(3):
            final = play_through(players, 7_340_912_118_555 + 1000 * seed + players, claimed)
            for st in final["seats"]:
                assert set(st["goals"]) <= set(CARDS["goals"])
                assert set(st["commissions"]) <= set(CARDS["commissions"])
    assert claimed == set(CARDS["goals"])


def test_goal_texts_come_from_the_goal_kinds(second_set):
    s = GAME.setup(2, None, 3)
    texts = {}
    for gid in CARDS["goals"]:
        s["goal"] = gid
        texts[gid] = GAME.view(s, None)["public"]["goal"]["text"]
    assert texts["G11"] == "Hike vertically (north or south)"
    assert texts["G12"] == "Hike at least one space"
    assert texts["G13"] == "Paint 2 or more landscapes in one turn"
    assert texts["G14"] == "Sell a commission"
    assert texts["G16"] == "Own unsold paintings showing coast and sunset"
    assert texts["G17"] == "Hike north-east or south-west"
    assert all(gid not in text for gid, text in texts.items())


def test_a_card_set_with_an_unknown_goal_kind_is_refused():
    bad = {**CARDS, "goals": {"G99": {"renown": 2, "kind": "juggle"}}}
    with pytest.raises(ValueError, match="juggle"):
        install(bad)
    bad = {**CARDS, "goals": {"G98": {"renown": 2, "kind": "hike_at_least"}}}
    with pytest.raises(ValueError, match="spaces"):
        install(bad)
    assert "goal:horizontal" in content.GOALS  # a refused set changes nothing
