"""Each game from the lobby to the end screen, the human seat played by clicking on the board."""

from __future__ import annotations

import random

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, create_room, play_until_end, preferring

pytestmark = pytest.mark.browser


def finish(page, artifacts, game, players):
    page.wait_for_selector("#end svg[data-chart=scores] polyline")
    headline = page.locator("#end .headline").inner_text()
    assert "win" in headline or "Wanderlust" in headline
    assert page.locator("#end table.final-scores tbody tr").count() == players
    assert page.locator("#end svg[data-chart=scores] polyline").count() == players
    page.locator("#end details summary").first.click()  # how the winner scored
    assert page.locator("#end details[open] li").count() > 0
    page.screenshot(path=str(artifacts / f"{game}-end.png"), full_page=True)


SMALLEST = {"sunset": 1}  # Wanderlust, the solo game; Sunset also runs for two (secret planning)
POLICIES = {
    # Random travel rarely fills a diary: photograph whenever possible, never refresh for nothing.
    "phototour": preferring(first=("Photograph", "Put the photograph"), avoid=("Refresh",)),
}


@pytest.mark.parametrize("game,options,players", [
    ("camargue", None, 2), ("provence", None, 2), ("osaka", None, 2), ("phototour", {"mode": "strategic"}, 2),
    ("sunset", None, 1), ("sunset", None, 2),
], ids=["camargue", "provence", "osaka", "phototour-strategic", "sunset-solo", "sunset-2"])
def test_a_whole_game_by_clicking(new_page, artifacts, game, options, players):
    page = new_page()
    shot = game if players == SMALLEST.get(game, 2) else f"{game}-{players}"
    create_room(page, game, players, "Ann", options)
    add_bots_and_start(page, players - 1)
    page.wait_for_selector("#board [data-target], #actions [data-target]", timeout=20000)
    page.screenshot(path=str(artifacts / f"{shot}-board.png"), full_page=True)
    unnamed = page.evaluate("""() => [...document.querySelectorAll('[data-target], button, input, select')]
        .filter(e => !((e.getAttribute('aria-label') || e.labels?.[0]?.textContent || e.textContent || '').trim()))
        .map(e => e.outerHTML.slice(0, 80))""")
    assert not unnamed, f"controls without an accessible name: {unnamed}"
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(100)
    page.screenshot(path=str(artifacts / f"{shot}-board-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    clicks = play_until_end(page, random.Random(7), prefer=POLICIES.get(game))
    # The game is played on the board: most clicks land on highlighted board targets.
    assert clicks["board"] > clicks["button"], clicks
    finish(page, artifacts, shot, players)
