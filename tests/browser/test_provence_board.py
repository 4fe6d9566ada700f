"""Walking in Provence's board: one whole turn on a phone by tapping, the frame preview when
walking (the photos each meadow would take, from the engine), and the drawn components
(screenshots at the start, mid-game and end, desktop and phone)."""

from __future__ import annotations

import random
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, check_screen, click_some_target, create_room, ended, play_until_end

pytestmark = pytest.mark.browser


def status(page) -> str:
    return page.locator("#board .status-line").inner_text()


def tap_first(page, selector) -> bool:
    loc = page.locator(selector)
    if page.locator("#room-root[data-ready='1']").count() == 0 or loc.count() == 0:
        return False
    try:
        loc.first.scroll_into_view_if_needed(timeout=2000)
        loc.first.tap(timeout=2000)
    except Exception:  # the page redrew under the finger
        return False
    return True


def test_one_whole_turn_on_a_phone_by_tapping(phone, artifacts):
    page = phone
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#board section[aria-label='Your hand'] [data-target]")
    # Scene: tap the card to pass, an orientation, a corner and confirm; walk: a meadow for the
    # photographer (confirmed), one for the drone (confirmed). Round 2 begins.
    deadline = time.time() + 60
    taps = 0
    while "Round 2" not in status(page):
        assert time.time() < deadline, "the round did not end after tapping"
        if tap_first(page, "#confirm") or tap_first(page, "#board [data-target]"):
            taps += 1
        page.wait_for_timeout(60)
    assert taps >= 7
    assert page.locator("#board [data-board=tableau-0] [data-token=photographer]").count() == 1
    page.screenshot(path=str(artifacts / "provence-phone-turn-round2.png"), full_page=True)


def click_soon(page, selector) -> None:
    try:  # a bot's move meanwhile redraws the page: then the loop chooses again
        page.locator(selector).first.click(timeout=1500)
    except Exception:
        pass


def walk_phase(page, rng, limit_s=60):
    deadline = time.time() + limit_s
    while page.locator("[data-preview-text=frames]").count() == 0:
        assert time.time() < deadline, "no walking phase"
        if page.locator("#confirm").count():
            click_soon(page, "#confirm")
        elif not click_some_target(page, rng):
            page.wait_for_timeout(40)


def test_the_frame_preview_lists_the_photos_each_meadow_would_take(new_page, artifacts, server):
    page = new_page(DESKTOP)
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    rng = random.Random(4)
    checked = 0
    for _ in range(6):  # a few walks, so that some meadow takes a photo
        walk_phase(page, rng)
        # The view the server sends this seat now: its frame_preview is the engine's (tested
        # equal to what the photo phase scores in tests/games/provence/test_frame_preview.py).
        preview = page.evaluate("""async () => {
          const room = location.pathname.split('/').filter(Boolean).pop();
          const seat = JSON.parse(localStorage.getItem('panorama.seat.' + room));
          const r = await fetch('/api/rooms/' + room + '/state', { headers: { Authorization: 'Bearer ' + seat.token } });
          const body = await r.json();
          const v = body.view || body;
          return (v.private || {}).frame_preview || null;
        }""")
        assert preview, "the view has no frame preview while walking"
        targets = page.locator("#board [data-board=tableau-0] [data-cell][data-target]")
        for i in range(targets.count()):
            cell = targets.nth(i).get_attribute("data-cell")
            targets.nth(i).hover()
            shown = sorted(page.locator("[data-preview-text=frames] li").evaluate_all(
                "els => els.map(e => [e.dataset.photo, Number(e.dataset.points)])"))
            frames = page.locator("[data-preview=frames] [data-frame]").count()
            assert frames in (1, 2, 3, 4, 5), frames
            assert shown == sorted([p["photo"], p["points"]] for p in preview[cell]["photos"]), cell
            assert frames == len(preview[cell]["frames"])
            checked += len(shown)
        # Commit this walk: photographer then drone (each confirmed).
        deadline = time.time() + 20
        while page.locator("[data-preview-text=frames]").count():
            assert time.time() < deadline
            if page.locator("#confirm").count():
                click_soon(page, "#confirm")
            else:
                click_soon(page, "#board [data-board=tableau-0] [data-cell][data-target]")
            page.wait_for_timeout(60)
        if checked:
            break
    assert checked, "no meadow of six walks would take a photo"
    page.screenshot(path=str(artifacts / "provence-frame-preview-desktop.png"), full_page=True)


def test_screenshots_of_the_board_at_the_start_mid_game_and_end(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#board section[aria-label='Your hand'] [data-target]")
    check_screen(page, artifacts, "provence-art-start", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    rng = random.Random(8)
    deadline = time.time() + 90
    while "Round 5" not in status(page) or page.locator("[data-preview-text=frames]").count() == 0:
        assert time.time() < deadline
        if page.locator("#confirm").count():
            click_soon(page, "#confirm")
        elif not click_some_target(page, rng):
            page.wait_for_timeout(30)
    page.locator("#board [data-board=tableau-0] [data-cell][data-target]").first.hover()
    assert page.locator("[data-preview=frames] [data-frame]").count() >= 1
    assert page.locator("#board [data-board=tableau-0] [data-terrain]").count() > 20
    check_screen(page, artifacts, "provence-art-mid", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    play_until_end(page, rng)
    assert ended(page)
    page.wait_for_selector("#end details[open] li")
    lines = page.locator("#end details li").all_inner_texts()
    assert any("lavender field of" in t or "wheat field of" in t or "town of" in t for t in lines), lines
    check_screen(page, artifacts, "provence-art-end", {"desktop": DESKTOP, "phone": PHONE})
