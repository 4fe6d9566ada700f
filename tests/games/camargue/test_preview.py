"""What each move is worth (the platform's previews over Camargue's `standing`): the value and
the words of constructed positions in English and Russian, the rulebook's worked examples, and
every listed placement of random games against what applying it scores."""

import random

from app.wording import Wording

from .build import EXAMPLE_2, EXAMPLE_3, GAME, build, from_start, pass_window, place, play

NAMES = {"en": ["Ann", "Bea"], "ru": ["Аня", "Вера"]}


def words(preview, lang):
    return Wording("camargue", lang, NAMES[lang].__getitem__).preview_text(preview)


def only(state, seat, move):
    legal = GAME.legal_moves(state, seat)
    assert move in legal, (move, legal)
    return GAME.previews(state, seat, [move])[0]


def test_a_placement_is_worth_its_area_times_the_tiles_it_touches_in_words():
    # The rulebook's third worked example: a village straight joining an area of 6 tiles, touching 3.
    state = from_start(EXAMPLE_3, hands=[["tile:village-straight-ns"], ["tile:grain-cross-1"]], scores=[96, 0])
    p = only(state, 0, place("tile:village-straight-ns", 0, 1))
    assert (p.points, p.now, p.categories, p.seats, p.certain) == (18, 18, {"landscape": 18}, [18, 0], True)
    assert p.upto is None
    assert words(p, "en") == "Village area of 6 tiles × 3 tiles touched = 18 points"
    assert words(p, "ru") == "Деревня: область из 6 плиток × 3 соседние плитки = 18 очков"


def test_one_tile_touched_is_said_in_the_singular():
    # The rulebook's first example: a grain curve alone, touching the start tile.
    state = build(hands=[["tile:grain-curve-ne"], ["tile:grain-cross-1"]])
    p = only(state, 0, place("tile:grain-curve-ne", 0, 1))
    assert p.points == 1
    assert words(p, "en") == "Grain area of 1 tile × 1 tile touched = 1 point"
    assert words(p, "ru") == "Пшеница: область из 1 плитки × 1 соседняя плитка = 1 очко"
    for lang in ("en", "ru"):
        assert "edge" not in words(p, lang) and "кра" not in words(p, lang)


def test_a_helper_on_your_turn_is_worth_ten():
    state = build(hands=[["tile:helper-water-grain", "tile:grain-curve-ne"], ["tile:grain-cross-1"]])
    p = only(state, 0, {"type": "helper", "tile": "tile:helper-water-grain"})
    assert (p.points, p.now, p.categories) == (10, 10, {"helper": 10})
    assert words(p, "en") == "A helper played on your turn: 10 points"
    assert words(p, "ru") == "Помощник, сыгранный в свой ход: 10 очков"


def window_after_example_2():
    """Ann lays the rulebook's second example (a forest area of 2 tiles × 2 touched = 4); Bea, who
    holds a forest helper, is asked."""
    state = from_start(EXAMPLE_2, hands=[["tile:forest-straight-ew", "tile:grain-cross-1"],
                                         ["tile:helper-grain-forest", "tile:water-curve-ne"]])
    state, _ = play(state, 0, place("tile:forest-straight-ew", 2, 0))
    assert state["phase"] == "window" and GAME.actors(state) == [1]
    return state


def test_a_claim_is_worth_what_the_placer_scored_and_a_pass_nothing():
    state = window_after_example_2()
    claim, passing = GAME.previews(state, 1, [{"type": "claim", "tile": "tile:helper-grain-forest"}, {"type": "pass"}])
    assert (claim.points, claim.now, claim.categories, claim.seats) == (4, 4, {"claim": 4}, [0, 4])
    assert words(claim, "en") == ("Claim with the Grain and forest helper what Ann scored: "
                                  "Forest area of 2 tiles × 2 tiles touched = 4 points")
    assert words(claim, "ru") == ("Получить помощником «Помощник: пшеница и лес» столько же, сколько получает Аня: "
                                  "Лес, область из 2 плиток × 2 соседние плитки = 4 очка")
    # The turn after the window is Bea's own, but a new turn: the pass is worth nothing, not
    # "up to" what her next placement scores.
    assert (passing.points, passing.upto, passing.seats) == (0, None, [0, 0])
    assert passing.numbers()["upto"] == 0
    assert words(passing, "en") == ("No points now: your helpers stay in your hand (10 points each on your own turn), "
                                    "and your next turn stays a whole turn (after a claim it only sets the helper aside)")
    assert words(passing, "ru").startswith("Сейчас без очков: помощники остаются у вас в руке")
    # Bea is asked by what is public; holding no forest helper, her pass keeps nothing.
    state = from_start(EXAMPLE_2, hands=[["tile:forest-straight-ew", "tile:grain-cross-1"],
                                         ["tile:helper-water-grain", "tile:water-curve-ne"]])
    state, _ = play(state, 0, place("tile:forest-straight-ew", 2, 0))
    assert GAME.legal_moves(state, 1) == [{"type": "pass"}]
    none = GAME.previews(state, 1, [{"type": "pass"}])[0]
    assert words(none, "en") == "No points now: you hold no helper showing the landscape that scored"
    assert words(none, "ru") == "Сейчас без очков: у вас нет помощника с ландшафтом, который принёс очки"
    state, _ = pass_window(state)
    assert GAME.actors(state) == [1]


def test_an_emergency_tile_is_worth_what_the_same_turn_reaches_after_it():
    # Nothing in hand fits; after the emergency tile west of the grain curve, the water curve
    # continues its path (1 × 1), and the turn goes on.
    display = ((0, 0, "tile:grain-curve-ne"), (1, 1, "tile:lavender-curve-ne"))
    hands = [["tile:water-curve-ne", "tile:forest-curve-ne", "tile:village-curve-ne"], ["tile:water-cross-1"]]
    state = build(display=display, hands=hands)
    p = only(state, 0, {"type": "emergency", "x": -1, "y": 0})
    assert (p.points, p.now, p.upto) == (0, 0, 1)
    assert words(p, "en") == "up to +1 with your next steps this turn"


def test_standing_is_the_final_tables_breakdown_at_every_step():
    state = window_after_example_2()
    state, _ = play(state, 1, {"type": "claim", "tile": "tile:helper-grain-forest"})
    assert GAME.standing(state) == [{"landscape": 4, "helper": 0, "claim": 0}, {"landscape": 0, "helper": 0, "claim": 4}]
    rng = random.Random(3)
    state = GAME.setup(3, None, 3)
    while GAME.outcome(state) is None:
        seat = GAME.actors(state)[0]
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        w = state["window"]
        pending = [w["points"] if w and w["choices"].get(str(s)) else 0 for s in range(3)]
        assert [sum(b.values()) for b in GAME.standing(state)] == [a + b for a, b in zip(state["scores"], pending)]
    outcome = GAME.outcome(state)
    assert outcome["breakdown"] == GAME.standing(state)
    assert outcome["scores"] == [sum(b.values()) for b in outcome["breakdown"]]


def test_every_listed_placement_is_previewed_as_the_engine_scores_it():
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.setup(3, None, seed)
        for _ in range(60):
            actors = GAME.actors(state)
            if not actors:
                break
            seat = actors[0]
            moves = GAME.legal_moves(state, seat)
            previews = GAME.previews(state, seat, moves)
            for m, p in zip(moves, previews):
                if m["type"] != "place":
                    continue
                _, events = GAME.apply(state, seat, m, moves)
                score = next(e for e in events if e["type"] == "score")
                line = p.lines[0]
                assert line["code"] == score["code"] == "landscape_scored"
                assert (p.points, line["area"], line["edges"], line["landscape"]) == (
                    score["points"], score["area"], score["edges"], score["landscape"])
                assert p.upto is None
                checked += 1
            state, _ = GAME.apply(state, seat, rng.choice(moves), moves)
    assert checked > 100


def test_a_claim_before_the_last_answer_is_worth_the_window_and_tells_nothing_to_the_others():
    """With three players the first claim does not close the window, yet it cannot be taken back
    and scores when the last seat answers: it is worth the window's points (standing counts it),
    and only the claimer's own previews know of it."""
    state = from_start(EXAMPLE_2, players=3, hands=[["tile:forest-straight-ew", "tile:grain-cross-1"],
                                                    ["tile:helper-grain-forest", "tile:water-curve-ne"],
                                                    ["tile:helper-forest-lavender", "tile:water-curve-sw"]])
    state, _ = play(state, 0, place("tile:forest-straight-ew", 2, 0))
    assert GAME.actors(state) == [1, 2]
    claim = only(state, 1, {"type": "claim", "tile": "tile:helper-grain-forest"})
    assert (claim.points, claim.categories, claim.certain) == (4, {"claim": 4}, True)
    assert words(claim, "en") == ("Claim with the Grain and forest helper what Ann scored: "
                                  "Forest area of 2 tiles × 2 tiles touched = 4 points")
    state, events = play(state, 1, {"type": "claim", "tile": "tile:helper-grain-forest"})
    assert state["scores"][1] == 0 and sum(GAME.standing(state)[1].values()) == 4
    # Seat 2 sees no trace of it: its pass and its claim are worth the same to it as before.
    two = GAME.previews(state, 2, [{"type": "claim", "tile": "tile:helper-forest-lavender"}, {"type": "pass"}])
    assert [p.seats for p in two] == [[0, 0, 4], [0, 0, 0]]
    state, events = play(state, 2, {"type": "pass"})
    assert state["scores"] == [4, 4, 0] and state["window"] is None
