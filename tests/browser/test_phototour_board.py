"""Phototour's board: one whole turn on a phone by tapping, and the drawn map, dice, tokens,
cards and diaries (screenshots at the start, mid-game and end, desktop and phone)."""

from __future__ import annotations

import random
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, check_screen, create_room, let_a_bot_finish, tap

pytestmark = pytest.mark.browser


def ready(page) -> bool:
    return page.locator("#room-root[data-ready='1']").count() > 0


def my_turn(page) -> bool:
    return "Ann's turn" in page.locator("#board .status-line").inner_text()


def test_one_whole_turn_on_a_phone_by_tapping(phone, artifacts):
    page = phone
    create_room(page, "phototour", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    # The starting town: tap a dealt card, then confirm.
    tap(page.locator("#tray [data-board=hand] [data-target]").first)
    page.wait_for_selector("#confirm")
    page.locator("#confirm").tap()
    deadline = time.time() + 60
    while not (ready(page) and my_turn(page)):
        assert time.time() < deadline, "Ann's turn never came"
        page.wait_for_timeout(100)
    # Ann's turn: travel by a die when one is offered (tap the die, then a town on the map),
    # otherwise tap what the board highlights, and end the turn when the button is offered.
    taps, travelled = 0, False
    while my_turn(page):
        assert time.time() < deadline, "the turn did not end after tapping"
        if not ready(page):
            page.wait_for_timeout(50)
            continue
        towns = page.locator("#board [data-board=map] [data-node][data-target]")
        dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
        end = page.locator("#actions [data-target]", has_text="End the turn")
        if page.locator("#confirm").count():  # a die, and a destination, are used only once confirmed
            tap(page.locator("#confirm"))
        elif towns.count():
            box = towns.first.bounding_box()
            assert box and box["width"] >= 28 and box["height"] >= 28, f"a destination is too small to tap: {box}"
            travelled |= tap(towns.first.locator(".pt-marker"))  # the town itself, not the middle of its name and rings
        elif end.count():
            tap(end.first)
        elif not travelled and dice.count():
            tap(dice.first)
        else:
            buttons = page.locator("#actions [data-target]")
            board = page.locator(":is(#board, #tray) [data-target]")
            pool = [board.nth(i) for i in range(board.count())] or [buttons.nth(i) for i in range(buttons.count())]
            if not pool:
                page.wait_for_timeout(50)
                continue
            tap(random.Random(taps).choice(pool))
        taps += 1
        page.wait_for_timeout(60)
    assert taps >= 2
    page.screenshot(path=str(artifacts / "phototour-phone-turn.png"), full_page=True)


def test_screenshots_of_the_board_at_the_start_mid_game_and_end(new_page, artifacts):
    from .test_games import photograph_until

    page = new_page(DESKTOP)
    create_room(page, "phototour", 2, "Ann", {"mode": "strategic"})
    add_bots_and_start(page, 1)
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    # The map is drawn over the country, with railways, highways, airports and every town named.
    assert page.locator("#board [data-board=map] .country path").count() >= 1
    assert page.locator("#board [data-board=map] .railway").count() > 20
    assert page.locator("#board [data-board=map] .highway").count() > 5
    assert page.locator("#board [data-board=map] .airport").count() > 5
    assert "Moscow" in page.locator("#board [data-board=map] .town-name").all_text_contents()
    assert page.locator("#board [data-board=offer] .die-face").count() == 5
    assert page.locator("#board [data-board=offer] .token").count() >= 5
    check_screen(page, artifacts, "phototour-art-start", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    rng = random.Random(5)
    photograph_until(page, rng, 2, 90)
    # Strategic diaries say what each slot takes and gives.
    slots = page.locator("#board [data-board=diary-0] [data-slot]").all_text_contents()
    assert any("Bonus:" in t for t in slots) and any("End:" in t for t in slots), slots
    check_screen(page, artifacts, "phototour-art-mid", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    let_a_bot_finish(page)
    check_screen(page, artifacts, "phototour-art-end", {"desktop": DESKTOP, "phone": PHONE})


def test_the_phone_board_fits_keeps_its_panning_and_asks_before_a_die(phone):
    page = phone
    create_room(page, "phototour", 3, "Bea")
    add_bots_and_start(page, 2)
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    # The offer wraps into the phone's width: every sight card, token and die is on screen.
    offer = page.locator("#board [data-board=offer]").bounding_box()
    assert offer and offer["x"] >= 0 and offer["x"] + offer["width"] <= 390, offer
    # The legend draws the board's own pictures, not the quadcopter as a plane glyph.
    assert page.locator("#legend .swatch.drawn").count() >= 15
    tap(page.locator("#tray [data-board=hand] [data-target]").first)
    page.wait_for_selector("#confirm")
    assert "Start in" in page.locator("#prompt").inner_text()
    page.locator("#confirm").tap()
    deadline = time.time() + 60
    while not (ready(page) and "Bea's turn" in page.locator("#board .status-line").inner_text()):
        assert time.time() < deadline, "Bea's turn never came"
        page.wait_for_timeout(100)
    # Every seat's pawn has its own mark.
    marks = page.locator("#board [data-board=map] .pawn text").all_text_contents()
    assert len(marks) == 3 and len(set(marks)) == 3, marks
    # The map pans in its box; a redraw keeps where it was panned to.
    box = "#board .wide-map"
    page.evaluate(f"() => {{ const b = document.querySelector('{box}'); b.scrollLeft = b.scrollWidth - b.clientWidth - 5; }}")
    left = page.evaluate(f"() => document.querySelector('{box}').scrollLeft")
    assert left > 100
    page.get_by_role("button", name="How to play").click()  # any redraw will do: choose a die
    page.locator("dialog[open]").get_by_role("button", name="Close").click()
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    tap(dice.first)
    # A die is only used once confirmed; cancelling leaves the turn as it was.
    page.wait_for_selector("#confirm")
    assert "Confirm the" in page.locator("#prompt").inner_text()
    assert abs(page.evaluate(f"() => document.querySelector('{box}').scrollLeft") - left) < 3
    page.locator("#cancel").tap()
    page.wait_for_selector("#confirm", state="detached")
    tap(dice.first)
    page.locator("#confirm").tap()
    page.wait_for_selector("#board [data-board=map] [data-node][data-target]")
    # Names on the phone's map are at least 11 px on screen; the towns that matter now are larger.
    sizes = page.evaluate("""() => {
      const svg = document.querySelector('#board svg[data-board=map]');
      const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return [...svg.querySelectorAll('.town-name')].map((t) => [parseFloat(getComputedStyle(t).fontSize) * k, t.classList.contains('key')]);
    }""")
    assert min(px for px, _ in sizes) >= 11 - 0.01, min(sizes)
    assert min(px for px, key in sizes if key) > 13
    # The whole country fits the screen when asked, with the pawns' towns still named legibly.
    page.get_by_role("button", name="Show the whole map").tap()
    whole = page.locator("#board svg[data-board=map-whole]").bounding_box()
    assert whole and whole["width"] <= 390
    page.get_by_role("button", name="Show the map up close").tap()
    assert page.locator("#board [data-board=map] [data-node][data-target]").count() > 0
