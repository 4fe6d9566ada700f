"""`standing` (renown by category if the game ended now: the one score the final table, the views
and the previews read) and the previews of constructed positions, in numbers and in words."""

from __future__ import annotations

import random

from app.games.sunset import GAME
from app.games.sunset.content import INSPIRATIONS
from app.games.sunset.ending import EndCode
from app.games.sunset.rules import end_game
from app.games.sunset.scoring import scores_now, standing
from app.wording import Wording

from .util import cards, moves, new, play, put, trek

PAINT3 = "goal:paint3"  # paint 3 or more landscapes in one turn: 3 renown
HORIZONTAL = "goal:horizontal"  # hike east or west: 2 renown


def test_the_rulebooks_example_21_plus_6_plus_3_is_30_before_and_after_the_end():
    s = new(2)
    st = s["seats"][0]
    st["commissions"] = ["commission:23", "commission:13", "commission:18"]  # 8 + 6 + 7
    st["goals"] = ["goal:far", "goal:paint3"]  # 3 + 3
    st["paintings"] = cards("MCF", "CW", "MS")  # 7 features: 3
    assert standing(s)[0] == {"commissions": 21, "goals": 6, "landscapes": 3}
    end_game(s, EndCode.DAYS_PLAYED)
    outcome = GAME.outcome(s)
    assert outcome["scores"][0] == 30
    assert outcome["breakdown"][0] == standing(s)[0]


def test_the_daily_goal_held_counts_for_its_holder():
    s = new(3)
    s["goal"], s["goal_holder"] = PAINT3, 2
    assert standing(s)[2]["goals"] == 3 and standing(s)[0]["goals"] == 0
    assert scores_now(s) == [sum(p.values()) for p in standing(s)]
    assert [seat["score"] for seat in GAME.view(s, None)["public"]["seats"]] == scores_now(s)


def test_the_artist_who_meets_the_goal_after_hiking_holds_it_if_the_game_ended_now():
    s = trek(new(2), 0, "plan:blue-7", "2,2", others={1: "4,4"})  # N E S W, 4 spaces, paint 3
    s["goal"], s["goal_holder"] = HORIZONTAL, 1
    assert standing(s)[0]["goals"] == 0 and standing(s)[1]["goals"] == 2  # not hiked yet
    east, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 1})
    assert standing(east)[0]["goals"] == 2 and standing(east)[1]["goals"] == 0
    north, _ = play(s, 0, {"type": "hike", "dir": "N", "distance": 1})
    assert standing(north)[0]["goals"] == 0 and standing(north)[1]["goals"] == 2


def test_wanderlust_counts_its_bonuses_and_no_daily_goal():
    s = new(1)
    s["inspiration"] = next(i for i, f in INSPIRATIONS.items() if f == "waterfall")
    st = s["seats"][0]
    st["commissions"] = ["commission:23", "commission:1"]  # three waterfalls (8), a sunset (2)
    st["paintings"] = cards("MC", "S")
    assert standing(s)[0] == {"commissions": 10, "landscapes": 1, "inspiration": 1, "return_home": 2}
    st["pos"] = "0,0"
    assert standing(s)[0]["return_home"] == 0


def _preview(s, seat, move):
    legal = GAME.legal_moves(s, seat)
    assert move in legal
    return GAME.previews(s, seat, legal)[legal.index(move)]


def _words(preview, lang="en"):
    return Wording("sunset", lang).preview(preview)["text"]


def test_a_hike_that_meets_the_goal_is_worth_it_to_you_and_costs_its_holder():
    s = trek(new(2), 0, "plan:blue-7", "2,2", others={1: "4,4"})
    s["goal"], s["goal_holder"] = HORIZONTAL, 1
    p = _preview(s, 0, {"type": "hike", "dir": "W", "distance": 2})
    assert p.points == 2 and p.seats == [2, -2] and p.categories == {"goals": 2} and p.certain
    text = _words(p)
    assert text.startswith("Hike 2 spaces west: ") and "the daily goal “Hike horizontally (east or west)”: +2" in text
    assert "Seat 2 −2" in text
    ru = _words(p, "ru")
    assert ru.startswith("Переход на 2 клетки на запад") and "цель дня «" in ru


def test_painting_tells_the_features_and_the_renown_they_make():
    s = trek(new(2), 0, "plan:blue-7", "0,0", others={1: "4,4"})
    s["goal"] = None
    s["seats"][0]["paintings"] = cards("M")  # 1 feature: 0 renown
    two = cards("CS")[0]
    put(s, "1,0", two)
    s, _ = play(s, 0, {"type": "hike", "dir": "E", "distance": 1})
    p = _preview(s, 0, {"type": "paint", "pos": "1,0", "card": two})
    assert p.points == 1 and p.categories == {"landscapes": 1}  # 3 features: 1 renown
    assert _words(p).startswith("Paint the landscape of coast and sunset (2 features): 3 features on your unsold paintings")
    assert _words(p, "ru").startswith("Написать «Побережье и закат» (2 мотива): всего 3 мотива")


def test_a_sale_says_its_renown_less_what_the_paintings_it_takes_were_worth():
    s = trek(new(2), 0, "plan:blue-7", "0,0", others={1: "4,4"})
    s["goal"] = None
    sunset, big = cards("S", "MCF")
    s["seats"][0]["paintings"] = [sunset, big]  # 4 features: 2 renown
    s["commission_row"] = ["commission:1", None, None]  # exactly a sunset: 2 renown
    s["step"] = "sell"
    p = _preview(s, 0, {"type": "sell", "commission": "commission:1"})
    assert p.points == 0 and p.upto == 2 - 1  # 4 features become 3: one renown less
    assert _words(p) == "Sell to the commission worth 2 renown: +2 renown, −1 for the unsold paintings it takes, +1 in all"
    s, _ = play(s, 0, {"type": "sell", "commission": "commission:1"})
    p = _preview(s, 0, {"type": "frame", "landscape": sunset})
    assert p.points == 1 and p.now == 2 and p.categories == {"commissions": 2, "landscapes": -1}
    assert _words(p).startswith("Sold 1 painting to the commission worth 2 renown: +2; Unsold landscapes −1")


def test_a_planning_card_is_worth_nothing_now_and_says_what_its_trek_could_make():
    s = new(2, 5)
    legal = moves(s, 0)
    previews = GAME.previews(s, 0, legal)
    for move, p in zip(legal, previews):
        assert p.points == 0 and p.certain and p.upto is not None and p.upto >= 0
        assert "No renown now" in _words(p) and "wake earlier" in _words(p)
        assert "Славы сейчас не даёт" in _words(p, "ru")
    # The same card, either order under the deck: the same outlook.
    by_card = {}
    for move, p in zip(legal, previews):
        by_card.setdefault(move["card"], set()).add(p.upto)
    assert all(len(v) == 1 for v in by_card.values())


def test_upto_is_the_best_the_rest_of_the_turn_reaches():
    """The exact search against playing every line of the rest of the turn with the rules."""
    rng = random.Random(8)
    checked = 0
    for seed in range(6):
        s = new(2, seed)
        for _ in range(300):
            if GAME.outcome(s) is not None:
                break
            seat = GAME.actors(s)[0]
            legal = GAME.legal_moves(s, seat)
            if s["phase"] == "trek" and s["step"] in ("hike", "paint", "sell", "frame") and checked < 40:
                base = sum(standing(s)[seat].values())
                for move, p in zip(legal, GAME.previews(s, seat, legal)):
                    if p.upto is not None and move["type"] != "cancel_sale":
                        after, _ = play(s, seat, move)
                        assert p.upto == _brute(after, seat) - base, (move, p)
                checked += 1
            s, _ = play(s, seat, rng.choice(legal))
    assert checked >= 20


def _brute(s, seat) -> int:
    """The best total `seat` reaches by playing on until its turn is over."""
    if not (s["phase"] == "trek" and s["order"][s["turn"]] == seat):
        return sum(standing(s)[seat].values())
    best = sum(standing(s)[seat].values())
    for move in GAME.legal_moves(s, seat):
        if move["type"] in ("cancel_sale", "end_turn"):
            continue
        after, _ = play(s, seat, move)
        best = max(best, _brute(after, seat))
    return best
