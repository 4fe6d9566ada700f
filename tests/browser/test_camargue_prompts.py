"""Camargue's prompt for a turn, worded by the board module from the seat's real legal moves in
English and Russian: a turn whose only moves are helpers asks for a helper, not for a spot that
is not there; a turn with spots asks for one."""

from __future__ import annotations

import pytest

from tests.games.camargue.build import GAME, build

pytestmark = pytest.mark.browser

PROMPT = """async ([moves, pile]) => {
  const { loadGameTexts } = await import('/static/js/core/i18n.js');
  await loadGameTexts('camargue');
  const board = (await import('/static/js/games/camargue.js')).default;
  return board.prompt({ pub: { phase: 'turn', window: null, pile_size: pile }, priv: {}, candidates: moves, picked: {}, seat: 0 });
}"""

SPOT = {"en": "spot", "ru": "мест"}
HELPER = {"en": "helper for 10 points", "ru": "помощника за 10 очков"}
# Curves that fit nowhere on this display, and a helper.
DISPLAY = ((0, 0, "tile:grain-curve-ne"), (1, 1, "tile:lavender-curve-ne"))
CURVES = ["tile:water-curve-ne", "tile:forest-curve-ne"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_turn_of_helpers_only_asks_for_a_helper_and_a_turn_with_spots_for_a_spot(new_page, server, lang):
    page = new_page()
    page.context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    page.goto("/")
    page.wait_for_selector("#create")
    assert page.evaluate("document.documentElement.lang") == lang
    helpers_only = GAME.legal_moves(build(display=DISPLAY, hands=[CURVES + ["tile:helper-water-grain"], []]), 0)
    assert {m["type"] for m in helpers_only} == {"helper"}
    said = page.evaluate(PROMPT, [helpers_only, 40])
    assert HELPER[lang] in said and SPOT[lang] not in said, said
    with_spots = GAME.legal_moves(build(hands=[["tile:water-cross-1", "tile:helper-water-grain"], []]), 0)
    assert {m["type"] for m in with_spots} == {"place", "helper"}
    said = page.evaluate(PROMPT, [with_spots, 40])
    assert SPOT[lang] in said and "⟦" not in said, said
