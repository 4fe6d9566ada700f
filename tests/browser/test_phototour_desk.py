"""Phototour on a desktop: the map fills a 1366×900 screen, so the decision's choices off the map
(the offer, tokens and dice, the hand, reserve and diary) stand in the pinned bar's tray above it,
and a main turn, a die's trip and a reaction are each one glance: the prompt, every choice and
the map's targets in the window at once, with no scrolling."""

from __future__ import annotations

import pytest

from .conftest import DESKTOP
from .helpers import settle
from .test_phototour_round7 import start_game

pytestmark = pytest.mark.browser

# The choices of the tray and the map's targets, each as {label, top, bottom} in the window.
IN_WINDOW = """() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return { label: el.getAttribute('aria-label') || '', top: r.top, bottom: r.bottom }; };
  return {
    tray: [...document.querySelectorAll('#tray [data-target]')].map(box),
    map: [...document.querySelectorAll('#board svg[data-board=map] :is([data-target], .pt-follow)')].map(box),
    prompt: box(document.querySelector('#prompt')),
    copies: [...document.querySelectorAll('#board [data-tray-copy] [data-target]')].length,
    height: innerHeight,
  };
}"""


def seen(r, height) -> bool:
    return r["top"] >= 0 and r["bottom"] <= height


def test_on_a_desktop_a_main_turn_and_a_trip_are_each_one_glance(new_page, artifacts):
    page = new_page(DESKTOP)
    start_game(page, "en", touch=False)
    settle(page)
    now = page.evaluate(IN_WINDOW)
    h = now["height"]
    assert seen(now["prompt"], h)
    offered = [r for r in now["tray"] if r["label"].startswith(("Plan", "Rent", "Use the"))]
    assert offered and all(seen(r, h) for r in offered), now["tray"]
    # The board's own drawings of the choices stay clickable below, but the page does not go to them.
    assert now["copies"] >= len(offered)
    map_top = page.locator("#board svg[data-board=map]").bounding_box()["y"]
    assert map_top < h / 2, "the map starts under the bar, in the upper half of the window"
    page.screenshot(path=str(artifacts / "phototour-desk-turn.png"))

    page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face")).first.click()
    page.wait_for_selector("#confirm")
    settle(page)
    now = page.evaluate(IN_WINDOW)
    assert now["map"] and any(seen(r, h) for r in now["map"]), "the towns the die reaches (ringed) are on the map in sight"
    assert seen(now["prompt"], h) and page.locator("#confirm").is_visible()
    page.screenshot(path=str(artifacts / "phototour-desk-trip.png"))
