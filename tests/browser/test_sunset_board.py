"""Sunset Over Water's board: one whole turn on a phone by tapping, the hike preview, and the
drawn components (screenshots at the start, mid-game and end, desktop and phone)."""

from __future__ import annotations

import random
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, check_screen, create_room, ended, play_until_end

pytestmark = pytest.mark.browser


def ready(page) -> bool:
    return page.locator("#room-root[data-ready='1']").count() > 0


def tap_one(page, rng, prefer_board=True) -> bool:
    """Tap one highlighted target (a board target when there is one)."""
    if not ready(page):
        return False
    board = page.locator("#board [data-target]")
    buttons = page.locator("#actions [data-target]")
    pool = [board.nth(i) for i in range(board.count())] if prefer_board else []
    if not pool:
        texts = buttons.all_inner_texts()
        pool = [buttons.nth(i) for i, t in enumerate(texts) if not t.startswith(("Back", "Cancel"))]
    if not pool:
        return False
    loc = rng.choice(pool)
    try:
        loc.scroll_into_view_if_needed(timeout=2000)
        loc.tap(timeout=2000)
    except Exception:  # the page redrew under the finger
        return False
    return True


def test_one_whole_turn_on_a_phone_by_tapping(phone, artifacts):
    page = phone
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#board [data-board=planning] [data-target]")
    rng = random.Random(3)
    # Plan: tap a planning card, then the order of the other two under the deck, then confirm;
    # then the trek: hike (confirmed), paint, sell or end the turn.
    page.locator("#board [data-board=planning] [data-target]").first.tap()
    deadline = time.time() + 60
    played = page.locator("#board section[aria-label='Your area'] [data-board=played]")
    taps = 0
    while played.count() == 0:
        assert time.time() < deadline, "the turn did not end after tapping"
        if page.locator("#confirm").count():
            try:  # a bot's move meanwhile takes the question away: then choose again
                page.locator("#confirm").tap(timeout=1500)
                taps += 1
            except Exception:
                pass
            continue
        # Board targets first (hike, paint, sell, frame); then the step's buttons.
        if tap_one(page, rng, prefer_board=taps % 4 != 3) or tap_one(page, rng, prefer_board=False):
            taps += 1
        else:
            page.wait_for_timeout(50)
        page.wait_for_timeout(30)
    assert taps >= 2
    assert played.locator(".planning-card").count() == 1
    page.screenshot(path=str(artifacts / "sunset-phone-turn.png"), full_page=True)


def _hike_targets(page):
    return page.locator("#board [data-board=wilderness] [data-cell][data-target]")


def test_the_hike_preview_lists_exactly_the_cards_the_hike_lets_you_paint(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "sunset", 1, "Ann")  # Wanderlust: no secret planning to wait for
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#board [data-board=planning] [data-target]")
    page.locator("#board [data-board=planning] [data-target]").first.click()
    page.wait_for_selector("#board [data-board=wilderness] [data-target]")
    targets = _hike_targets(page)
    chosen = None
    for i in range(targets.count()):
        targets.nth(i).hover()
        shown = page.locator("[data-preview=hike] [data-paintable]").evaluate_all("els => els.map(e => e.dataset.paintable)")
        note = page.locator("[data-preview-text=hike]").inner_text()
        assert note.startswith(("Hiking", "Staying")), note
        assert ("you may paint" in note) == bool(shown)
        assert note.count(";") == max(0, len(shown) - 1)  # one name per paintable card
        if shown and chosen is None:
            chosen = (i, sorted(shown), note)
    assert chosen, "no hike offered anything to paint"
    i, shown, note = chosen
    page.screenshot(path=str(artifacts / "sunset-hike-preview-desktop.png"), full_page=True)
    targets.nth(i).click()
    # The hike waits for confirmation and stays previewed, with its words in the question.
    page.wait_for_selector("#confirm")
    assert sorted(page.locator("[data-preview=hike] [data-paintable]").evaluate_all("els => els.map(e => e.dataset.paintable)")) == shown
    assert note.split(", you may paint: ")[1] in page.locator("#prompt").inner_text()
    page.locator("#confirm").click()
    page.wait_for_selector("#board [data-board=wilderness] [data-cell][data-target]")
    paint = sorted(page.locator("#board [data-board=wilderness] [data-cell][data-target]").evaluate_all(
        "els => els.map(e => e.dataset.cell)"))
    assert paint == shown
    assert "Paint" in page.locator("#prompt").inner_text()


def test_screenshots_of_the_board_at_the_start_mid_game_and_end(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#board [data-board=planning] [data-target]")
    check_screen(page, artifacts, "sunset-art-start", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    rng = random.Random(11)
    # Play until day 3, then look at the board in the middle of a trek.
    deadline = time.time() + 90
    while "Day 3" not in page.locator("#board .status-line").inner_text() or page.locator("#board [data-board=trek-order]").count() == 0:
        assert time.time() < deadline
        from .helpers import click_some_target
        if not click_some_target(page, rng):
            page.wait_for_timeout(30)
    assert page.locator("#board [data-board=commission-preview]").count() == 1
    assert page.locator("#board [data-board=wilderness] .painting").count() > 10
    check_screen(page, artifacts, "sunset-art-mid", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    play_until_end(page, rng)
    assert ended(page)
    page.wait_for_selector("#end details[open] li")
    lines = page.locator("#end details li").all_inner_texts()
    assert any("features on" in t for t in lines), lines
    check_screen(page, artifacts, "sunset-art-end", {"desktop": DESKTOP, "phone": PHONE})
