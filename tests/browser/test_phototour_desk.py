"""Phototour on a desktop: the map fills a 1366×900 screen, so the decision's choices off the map
(the offer, tokens and dice, the hand, reserve and diary) stand in the pinned bar's tray above it,
and a main turn, a die's trip and a reaction are each one glance: the prompt, every choice and
the map's targets in the window at once, with no scrolling."""

from __future__ import annotations

import pytest

from .conftest import DESKTOP
from .helpers import PWTimeout, settle
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


def test_a_basic_photograph_is_one_click_and_a_confirm(new_page, artifacts):
    """Basic mode's diary slots are all alike: a click on a photograph's card asks to confirm it
    into the first free slot (no step among seven equal slots), and the photograph goes there."""
    import random
    import time

    from .helpers import add_bots_and_start, click_some_target, create_room
    from .test_games import travelling_photographer

    page = new_page(DESKTOP)
    create_room(page, "phototour", 2, "Ann", {"mode": "basic"})
    add_bots_and_start(page, 1)
    rng = random.Random(5)
    photo = page.locator("#tray [data-board=hand] [data-target][aria-label^='Photograph']")
    deadline = time.time() + 150
    while True:
        assert time.time() < deadline, "no photograph could be taken"
        if photo.count():
            try:
                sight = photo.first.get_attribute("aria-label", timeout=2000)
                photo.first.click(timeout=2000)
                page.wait_for_selector("#confirm", timeout=2000)
                break
            except PWTimeout:
                continue
        if not click_some_target(page, rng, prefer=lambda pool, p: [x for x in travelling_photographer(pool, p)
                                                                    if not x[2].startswith("Photograph")] or None):
            page.wait_for_timeout(30)
    question = page.locator("#prompt").inner_text()
    assert "into diary slot" in question and "every slot is alike" in question, question
    assert page.locator(":is(#board, #tray) [data-board^=diary] [data-slot][data-target]").count() == 0
    free = page.locator("#board [data-board=diary-0] [data-slot]").evaluate_all(
        "els => els.filter((e) => !e.querySelector('.sight-card, [data-card]')).map((e) => Number(e.dataset.slot))")
    slot = int(question.split("into diary slot ")[1].split(" ")[0]) - 1
    page.screenshot(path=str(artifacts / "phototour-basic-photo-confirm.png"))
    page.locator("#confirm").click()
    page.wait_for_function("() => /photographed/.test(document.querySelector('#log').innerText)", timeout=10000)
    assert f"(diary slot {slot + 1})" in page.locator("#log").inner_text() and (not free or slot == min(free)), (sight, free)
