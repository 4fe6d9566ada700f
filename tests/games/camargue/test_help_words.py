""""How to play" says what the rules do, in English and Russian: the scoring example counts the
laid tile in its area, a claim needs a matching helper in hand and none lying in front, and a
helper in hand is played before any emergency tile. Each text is held to the engine's result."""

import json
from pathlib import Path

import pytest

from app import i18n
from app.games.camargue.rules import could_claim
from app.games.camargue.scoring import spot_score

from .build import EXAMPLE_3, GAME, build, from_start, place, play

ROOT = Path(__file__).resolve().parents[3]
# The words each language uses for the parts checked below.
ITSELF_INCLUDED = {"en": "itself included", "ru": "вместе с собой"}
NONE_IN_FRONT = {"en": "no helper lies in front of you", "ru": "перед вами не лежит помощник"}
NOTE_NONE_IN_FRONT = {"en": "none lying in front of them", "ru": "перед которым не лежит помощник"}
HELPER_FIRST = {"en": "a helper in hand is played instead", "ru": "его тогда играют вместо неё"}


def helps(lang):
    return i18n.catalog("camargue", lang)["help"]


def board_words(lang):
    return json.loads((ROOT / "static" / "i18n" / lang / "camargue.json").read_text(encoding="utf-8"))["board"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_scoring_example_counts_the_laid_tile_in_its_area(lang):
    # The rulebook's third example, played from the start tile: the area of 6 is the laid tile
    # and 5 others, so the example must say the 6 includes it (not "joins an area of 6").
    state = from_start(EXAMPLE_3, hands=[["tile:village-straight-ns"], []])
    before = spot_score(state, 0, 1, "village")
    new, _ = play(state, 0, place("tile:village-straight-ns", 0, 1))
    assert len(new["last"]["area"]) == before.area == 6 and before.edges == 3
    (example,) = [line for line in helps(lang)["scoring"] if f"{before.area} × {before.edges} = {before.points}" in line]
    assert ITSELF_INCLUDED[lang] in example and f" {before.area} " in example


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_claim_help_names_both_conditions_the_engine_asks(lang):
    helper = "tile:helper-village-forest"
    hands = [["tile:village-cross-1"], [helper, "tile:water-cross-1"]]
    free = build(hands=hands)
    lying = build(hands=hands, in_front=[None, "tile:helper-water-grain"])
    assert could_claim(free, 0, "village") == [1] and could_claim(lying, 0, "village") == []
    assert any(NONE_IN_FRONT[lang] in line for line in helps(lang)["turn"]), "the claim rule forgets the helper in front"
    assert NOTE_NONE_IN_FRONT[lang] in board_words(lang)["window.note"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_emergency_help_says_a_helper_in_hand_comes_first(lang):
    # Curves that fit nowhere on this display: with a helper among them the helper is the only
    # move, and the emergency tile comes only without one.
    display = ((0, 0, "tile:grain-curve-ne"), (1, 1, "tile:lavender-curve-ne"))
    curves = ["tile:water-curve-ne", "tile:forest-curve-ne"]
    with_helper = build(display=display, hands=[curves + ["tile:helper-water-grain"], []])
    without = build(display=display, hands=[curves + ["tile:village-curve-ne"], []])
    assert GAME.legal_moves(with_helper, 0) == [{"type": "helper", "tile": "tile:helper-water-grain"}]
    assert {m["type"] for m in GAME.legal_moves(without, 0)} == {"emergency"}
    assert any(HELPER_FIRST[lang] in line for line in helps(lang)["turn"]), "the emergency rule forgets the helper"
