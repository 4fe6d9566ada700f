"""The rulebook's worked examples, as constructed photobooks and states."""

from __future__ import annotations

from app.games.osaka import scoring

from .util import GAME, book, grid, play, scores, started


def put_tile(state: dict, pos: int, tile: str) -> None:
    street = state["street"]
    if tile in street:
        street[street.index(tile)] = street[pos]
    street[pos] = tile


def test_gate_three_tier_bonus_for_grass_is_six_points():
    state = started(2)
    state["seats"][0]["book"] = book(["card:t01", "card:t17"], ["card:t22"])
    state["pawns"] = [0, 6]
    put_tile(state, 1, "loc:tsurumi")  # requires 3 grass blocks in one column
    state, _ = play(state, 0, {"type": "travel", "steps": 1, "to": 1, "sandals": 0})
    assert state["phase"] == "claim"
    # "The player chooses to take a Sandal Token or claim Location Tile"
    assert GAME.legal_moves(state, 0) == [{"type": "claim", "column": 0}, {"type": "sandal"}]
    state, events = play(state, 0, {"type": "claim", "column": 0})
    assert scores(events) == [(0, 6, "location")]
    assert "3 grass blocks x 2 = 6" in events[-1]["reason"]
    assert state["seats"][0]["book"][0]["tile"] == "loc:tsurumi"
    assert state["street"][1] is None and state["phase"] == "sightsee"


def test_shukyo_example_six_plus_two():
    g = grid(
        ["g", "g.flag"],
        ["w", "w"],
        ["g.shukyo", "g.flag", "g.shukyo", "g.flag", "g.flag"],
        ["s.flag", "s.flag"],
        ["k.shukyo", "k.flag", "k.flag"],
    )
    pts, why = scoring.shukyo(g)
    assert pts == 8
    assert "column 3: 2 Shūkyō-machi x 3 white flags" in why
    assert "column 5: 1 Shūkyō-machi x 2 white flags" in why


def test_samurai_example_three_plus_three_plus_zero():
    g = grid(
        ["g.chonin", "g.chonin", "g.chonin"],  # the third is on the samurai's row: not below
        ["g.samurai", "g"],
        ["w", "w", "w.samurai"],
        ["s.chonin", "s", "s.samurai"],
    )
    pts, why = scoring.samurai(g)
    assert pts == 6
    assert "column 2 row 1: 0 Chōnin-chi below" in why
    assert "column 3 row 3: 3 Chōnin-chi below" in why
    assert "column 4 row 3: 3 Chōnin-chi below" in why


def test_yokujo_example_two_plus_three_plus_three_adjacent():
    g = grid(
        ["g", "g.teien", "g.yokujo"],
        ["w", "w.yokujo", "w.yokujo"],
        ["s", "s.teien", "s"],
        ["k", "k.teien", "k.chonin"],
    )
    pts, why = scoring.yokujo(g)
    assert "row 3: 2 Yokujō x (1 Chōnin-chi + 0 Teien)" in why
    assert "row 2: 1 Yokujō x (0 Chōnin-chi + 3 Teien)" in why
    assert "3 adjacent Yokujō: 3" in why
    assert pts == 2 + 3 + 3


def test_teien_example_three_two_two_and_two_times_two():
    g = grid(
        ["g.teien", "g.samurai"],
        ["w", "w", "w.teien", "w.samurai"],
        ["s.shukyo", "s.teien", "s.shukyo"],
        ["k.samurai", "k.teien", "k.samurai", "k.teien", "k.samurai"],
    )
    pts, why = scoring.teien(g)
    assert pts == 3 + 2 + 2 + 2 * 2
    assert "column 1 row 1 next to 1: 3" in why
    assert "column 4 row 2 next to 2: 2" in why and "column 4 row 4 next to 2: 2" in why


def test_chonin_example_one_two_two():
    g = grid(
        ["g.chonin", "g.teien"],
        ["s", "s"],
        ["w.chonin", "w.yokujo"],
        ["w.chonin", "w.samurai", "w.yokujo"],
    )
    pts, why = scoring.chonin(g)
    assert pts == 1 + 2 + 2
    assert "column 1 row 1: 1 type (Teien)" in why
    assert "column 4 row 1: 2 types (Samurai-machi, Yokujō)" in why


LARGE = grid(
    ["g", "g", "g", "g"],
    ["w.chonin", "w", "w", "s"],
    ["s", "s", "s.chonin", "s"],
)


def test_large_zones_example_nine_points_and_largest_six():
    pts, why = scoring.large_zones(LARGE)
    assert pts == 9 and why.startswith("3 large zones (6, 4, 4 blocks) x 3")
    assert scoring.largest(LARGE) == (6, "largest zone: 6 blocks = 6")


def test_yellow_player_six_to_twelve_on_the_track():
    state = started(2)
    state["seats"][0]["score"] = 6
    state["seats"][0]["book"] = book(["card:t17", "card:t37", "card:t01", "card:t21"])
    state["phase"], state["turn"], state["shogun"] = "shogunate", 0, -1
    state["options"] = ["shukyo", "samurai", "yokujo", "teien", "chonin", "large_zones"]
    before = GAME.view(state, None)["public"]["seats"][0]["track"]
    assert before == {"marker": 6, "tens": 0}
    state, events = play(state, 0, {"type": "shogunate", "spaces": 1, "to": 0, "option": "shukyo", "sandals": 0})
    assert (0, 6, "shogunate") in scores(events)
    assert "2 Shūkyō-machi x 3 white flags = 6" in events[1]["reason"]
    seat = GAME.view(state, None)["public"]["seats"][0]
    assert seat["score"] == 12 and seat["track"] == {"marker": 2, "tens": 10}


FINAL = grid(
    ["s.samurai", "s.samurai", "s.samurai"],
    ["g.chonin", "w.chonin", "k"],
    ["g.chonin", "w.chonin", "k"],
    ["g", "g"],
)


def test_final_scoring_example_six_plus_six():
    assert scoring.largest(FINAL)[0] == 6
    pts, why = scoring.final_bonus(FINAL, "samurai")
    assert pts == 0 + 2 + 4
    assert "row 1: 0 Chōnin-chi below" in why and "row 2: 2" in why and "row 3: 4" in why
