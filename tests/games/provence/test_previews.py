"""What each move is worth (app/games/provence/previews.py): placements with their scene and goal
points, the "up to" of the steps before them, the photos of a walk; in English and Russian; never
depending on another seat's secret card."""

import copy

import pytest

from app.engine.playout import playout
from app.games.provence import scoring
from app.games.provence.geometry import LAYERS, ROTATIONS, placed_key
from app.games.provence.laying import base
from app.games.provence.legality import placer
from app.games.provence.state import with_laid
from app.wording import Wording

from .helpers import GAME, fresh


def by_move(state, seat):
    legal = GAME.legal_moves(state, seat)
    return {tuple(sorted(m.items())): p for m, p in zip(legal, GAME.previews(state, seat, legal))}


def preview_of(state, seat, move):
    return by_move(state, seat)[tuple(sorted(move.items()))]


def text(preview, lang):
    return Wording("provence", lang).preview_text(preview)


def position():
    """Seat 0 holds card:scene-03 (W W / W W / F F) beside its starting card start:1
    (G@ G* / F W / G* Tc) and passes card:scene-01; seat 1 has only start:5 (Tp G* / G@ W / G* F)."""
    state = fresh(2, 5)
    state["goals"] = ["goal:wheat-largest", "goal:forest-largest"]
    for s, start in enumerate(("start:1", "start:5")):
        seat = state["seats"][s]
        seat["tableau"] = [{"card": start, "x": 0, "y": 0, "rot": 0}]
        seat["photographer"], seat["drone"] = ("0,0", "1,0") if s == 0 else ("0,1", "1,0")
    give(state, 0, ["card:scene-03", "card:scene-01"])
    return state


def give(state, seat, cards):
    """Put `cards` in the seat's hand, swapping them with its own wherever they were (the deck or
    another hand), so that every card is still somewhere once."""
    hand = state["seats"][seat]["hand"]
    for i, card in enumerate(cards):
        if hand[i] == card:
            continue
        for pile in [state["deck"], *(s["hand"] for s in state["seats"])]:
            if card in pile:
                j = pile.index(card)
                pile[j], hand[i] = hand[i], card
                break


def test_a_placement_says_its_scene_and_goal_points_and_the_rivals_change():
    state = position()
    state, _ = GAME.apply(state, 0, {"type": "pass", "card": "card:scene-01"})
    state, _ = GAME.apply(state, 0, {"type": "orient", "rot": 0, "layer": "top"})
    p = preview_of(state, 0, {"type": "place", "x": 2, "y": 0})
    # G@ G* W W / F W W W / G* Tc F F: a wheat field of 5 with 4 inside the rectangle = 9; the
    # largest wheat (5) and forest (2) beat the rival's 1 and 1: 6 + 6, where both tied at 1
    # before (6 + 6 each), so the rival drops to second twice: 3 + 3
    assert p.certain and p.points == 9 and p.now == 0
    assert p.categories == {"wheat": 9}
    assert p.seats == [9, -6]
    en = text(p, "en")
    assert en.startswith("Wheat +9; wheat field of 5 squares: 4 inside a rectangle × 2 + 1 × 1 = 9")
    assert en.endswith("; Seat 2 −6")
    ru = text(p, "ru")
    assert ru.startswith("Пшеница: +9; пшеничное поле из 5 клеток: 4 внутри прямоугольника × 2 + 1 × 1 = 9")
    assert ru.endswith("; Место 2: −6")


def test_a_placement_that_loses_points_says_so():
    state = position()
    give(state, 0, ["card:scene-08", "card:scene-01"])  # S^ Sv / W W / L| L|
    state, _ = GAME.apply(state, 0, {"type": "pass", "card": "card:scene-01"})
    state, _ = GAME.apply(state, 0, {"type": "orient", "rot": 0, "layer": "top"})
    p = preview_of(state, 0, {"type": "place", "x": 2, "y": 0})
    assert p.categories["sunflowers"] == 2 - 3
    assert "1 sunflower not facing the scene deck × −3 = −3" in text(p, "en")
    assert "подсолнухи, не смотрящие на колоду пейзажей: 1 подсолнух × −3 = −3" in text(p, "ru")
    worst = min(by_move(state, 0).values(), key=lambda q: q.points)
    assert worst.points < 0


def test_each_turn_says_the_best_of_its_corners_and_each_card_the_best_of_its_turns():
    state = position()
    passes = by_move(state, 0)
    kept = {}
    for card in state["seats"][0]["hand"]:
        other = next(c for c in state["seats"][0]["hand"] if c != card)
        after, _ = GAME.apply(state, 0, {"type": "pass", "card": other})
        turns = by_move(after, 0)
        best = []
        for rot in ROTATIONS:
            for layer in LAYERS:
                key = (("layer", layer), ("rot", rot), ("type", "orient"))
                if key not in turns:
                    continue
                placing, _ = GAME.apply(after, 0, {"type": "orient", "rot": rot, "layer": layer})
                corners = [p.points for m, p in by_move(placing, 0).items() if dict(m)["type"] == "place"]
                assert turns[key].points == 0 and turns[key].upto == max(corners)
                best.append(max(corners))
        kept[card] = max(best)
        assert passes[(("card", other), ("type", "pass"))].upto == kept[card]
    assert kept["card:scene-03"] > 0
    p = passes[(("card", "card:scene-01"), ("type", "pass"))]
    assert text(p, "en") == f"up to +{kept['card:scene-03']:g} with your next steps this turn"


def test_another_seats_secret_card_never_changes_a_preview():
    """Seat 1 lays its card first; seat 0's previews are the same whatever that card is, and
    those that depend on it (they change a goal value of seat 0) are averages, not certain."""
    state = fresh(2, 11)
    state["goals"] = ["goal:wheat-largest", "goal:lavender-largest"]
    first = copy.deepcopy(state)
    hand = first["seats"][1]["hand"]
    answers = []
    for keep in hand:
        s = copy.deepcopy(first)
        s, _ = GAME.apply(s, 1, {"type": "pass", "card": next(c for c in hand if c != keep)})
        orient = GAME.legal_moves(s, 1)[0]
        s, _ = GAME.apply(s, 1, orient)
        s, _ = GAME.apply(s, 1, GAME.legal_moves(s, 1)[-2])
        s, _ = GAME.apply(s, 0, GAME.legal_moves(s, 0)[0])
        s, _ = GAME.apply(s, 0, {"type": "orient", "rot": 0, "layer": "top"})
        answers.append([p.numbers() for p in GAME.previews(s, 0)])
    assert answers[0] == answers[1]
    ps = GAME.previews(s, 0)
    moves = GAME.legal_moves(s, 0)
    me = s["seats"][0]
    assert any(not p.certain for p in ps) and any(p.certain for m, p in zip(moves, ps) if m["type"] == "place")
    for m, p in zip(moves, ps):
        if m["type"] != "place":
            continue
        before = scoring._tableau_scenes(placed_key(me["tableau"]))[0]
        placed = {"card": next(c for c in me["hand"] if c != me["pending"]["pass"]), "x": m["x"], "y": m["y"], "rot": 0, "layer": "top"}
        after = scoring._tableau_scenes(placed_key(with_laid(me["tableau"], placed)))[0]
        changes = any(scoring.goal_value(before, g) != scoring.goal_value(after, g) for g in s["goals"])
        assert p.certain == (not changes)
        if not p.certain:  # the average, then its lines: the goals' mean change among them
            assert text(p, "en").startswith(f"About {'+' if p.points > 0 else ''}")
            assert "; Goals " in text(p, "en") or "goals" not in p.categories
            assert "; Цели: " in text(p, "ru") or "goals" not in p.categories


def test_a_walk_says_the_photos_it_takes():
    state = position()
    for move in ({"type": "pass", "card": "card:scene-01"}, {"type": "orient", "rot": 0, "layer": "top"}, {"type": "place", "x": 2, "y": 0}):
        state, _ = GAME.apply(state, 0, move)
    while state["phase"] == "scene":  # seat 1 lays a card far from seat 0's concerns
        state, _ = GAME.apply(state, 1, GAME.legal_moves(state, 1)[0])
    state["photos"] = [{"id": "photo:a-forest", "spots": [[1], [], []]}, {"id": "photo:c-wheat-5", "spots": [[], [], []]}]
    walks = by_move(state, 0)
    p = walks[(("to", "0,2"), ("type", "photographer"))]
    # from the tree meadow 0,2 the frame to the right holds the forest pair 2,2-3,2 (spot 2: 3);
    # the best drone then frames the wheat field of 5 (8)
    assert p.points == 0 and p.upto == 3 + 8
    en = text(p, "en")
    assert "from there the photographer takes “Photo A: 2 adjacent forest squares” with the photographer's frame to the right (3 points)" in en
    assert en.endswith("up to +11 with your next steps this turn")
    state, _ = GAME.apply(state, 0, {"type": "photographer", "to": "0,2"})
    d = preview_of(state, 0, {"type": "drone", "to": "1,0"})
    assert d.certain and d.points == 11 and d.categories == {"photos": 11} and d.now == 0
    assert "takes “Photo C: 5 adjacent wheat squares” with the drone's frame: a marker worth 8 points" in text(d, "en")
    assert "маркер на 8 очков" in text(d, "ru")


@pytest.mark.parametrize("seed", range(3))
def test_the_quick_placement_equals_the_scoring_on_every_corner_and_the_place_previews(seed):
    checked = 0

    def on_step(state, seat, move, new, events):
        nonlocal checked
        me = state["seats"][seat]
        stage = me["pending"]["stage"]
        if stage == "orient" and state["round"] % 3 == 1:
            for card in me["hand"]:
                for layer in LAYERS:
                    for rot in ROTATIONS:
                        for x, y in placer(me).anchors(card, rot, layer):
                            placed = {"card": card, "x": x, "y": y, "rot": rot, "layer": layer}
                            laid = base(placed_key(me["tableau"])).lay(card, x, y, rot, layer, tuple(state["goals"]))
                            sv, scenes = scoring._tableau_scenes(placed_key(with_laid(me["tableau"], placed)))
                            assert laid.scenes == scenes
                            assert laid.goals == [scoring.goal_value(sv, g) for g in state["goals"]]
                            checked += 1
        if stage == "place":
            legal = GAME.legal_moves(state, seat)
            ps = GAME.previews(state, seat, legal)
            best = max(p.points for m, p in zip(legal, ps) if m["type"] == "place")
            back_state, _ = GAME.apply(state, seat, {"type": "back"})
            orient = {"type": "orient", "rot": me["pending"]["rot"], "layer": me["pending"]["layer"]}
            assert abs(GAME.previews(back_state, seat, [orient])[0].upto - best) < 1e-9

    playout(GAME, 2 + seed, None, 300 + seed, on_step=on_step)
    assert checked > 1000
