"""Camargue's board: one whole turn on a phone by tapping, the spot preview against what the
engine scores, and the drawn tiles (screenshots at the start, mid-game and end, desktop and phone)."""

from __future__ import annotations

import random
import re
import time

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, check_screen, click_some_target, create_room, ended, play_until_end

pytestmark = pytest.mark.browser

HAND = "#board [data-board=hand] [data-target]"
SPOTS = "#board [data-board=display] [data-cell][data-target]"


def ready(page) -> bool:
    return page.locator("#room-root[data-ready='1'][data-my-turn='1']").count() > 0


def landscape_in_hand(page):
    """The first tile of the hand that is laid in the display (not a helper)."""
    tiles = page.locator(HAND)
    for i in range(tiles.count()):
        if "helper" not in tiles.nth(i).locator("title").first.text_content():
            return tiles.nth(i)
    return None


def ann_score(server, room) -> int:
    with httpx.Client(base_url=server.url) as http:
        return http.get(f"/api/rooms/{room}/state").json()["view"]["public"]["seats"][0]["score"]


def wait_my_turn(page, limit_s=30):
    deadline = time.time() + limit_s
    while not ready(page) or page.locator(HAND).count() == 0:
        assert time.time() < deadline, "Ann's turn never came"
        page.wait_for_timeout(50)


def test_one_whole_turn_on_a_phone_by_tapping(phone, server, artifacts):
    page = phone
    room = create_room(page, "camargue", 2, "Ann")
    add_bots_and_start(page, 1)
    wait_my_turn(page)
    tile = landscape_in_hand(page)
    assert tile is not None
    tile.scroll_into_view_if_needed()
    tile.tap()
    page.wait_for_selector(f"{SPOTS} .spot-points")
    spot = page.locator(SPOTS).first
    spot.scroll_into_view_if_needed()
    box = spot.bounding_box()
    assert box["width"] >= 40 and box["height"] >= 40, box  # tiles stay large enough to tap
    points = int(spot.locator(".spot-points").text_content().lstrip("+"))
    spot.tap()
    deadline = time.time() + 20
    while ann_score(server, room) != points:
        assert time.time() < deadline, f"the tapped placement was not laid: {ann_score(server, room)} != {points}"
        page.wait_for_timeout(50)
    page.wait_for_selector("#board [data-board=display] .last-placed")
    page.screenshot(path=str(artifacts / "camargue-phone-turn.png"), full_page=True)


def test_the_spot_preview_shows_what_the_engine_scores(new_page, server, artifacts):
    page = new_page(DESKTOP)
    room = create_room(page, "camargue", 2, "Ann")
    add_bots_and_start(page, 1)
    for turn in range(3):
        wait_my_turn(page)
        tile = landscape_in_hand(page)
        if tile is None:
            pytest.skip("Ann holds only helpers")
        tile.click()
        page.wait_for_selector(f"{SPOTS} .spot-points")
        spots = page.locator(SPOTS)
        assert spots.count() > 0
        shown = []
        for i in range(spots.count()):
            spots.nth(i).hover()
            line = page.locator("[data-preview]").inner_text()
            badge = int(spots.nth(i).locator(".spot-points").text_content().lstrip("+"))
            m = re.search(r"area of (\d+) × (\d+) edges? = (\d+) points?", line)
            assert m, line
            area, edges, points = map(int, m.groups())
            assert area * edges == points == badge
            assert "of the start tile" in line and not re.search(r"-?\d+,-?\d+", line)
            shown.append(points)
        best = max(range(len(shown)), key=shown.__getitem__)
        before = ann_score(server, room)
        if turn == 2:
            page.screenshot(path=str(artifacts / "camargue-spot-preview-desktop.png"), full_page=True)
        spots.nth(best).click()
        deadline = time.time() + 20
        while ann_score(server, room) == before:
            assert time.time() < deadline, "the placement was not laid"
            page.wait_for_timeout(50)
        # The points the engine scored are exactly the ones previewed (a claim may follow, but
        # it goes to the other player, never to Ann).
        assert ann_score(server, room) - before == shown[best]


def test_screenshots_of_the_board_at_the_start_mid_game_and_end(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "camargue", 3, "Ann")
    add_bots_and_start(page, 2)
    wait_my_turn(page)
    check_screen(page, artifacts, "camargue-art-start", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    rng = random.Random(5)
    deadline = time.time() + 90
    while page.locator("#board [data-board=display] [data-tile-at]").count() < 14:
        assert time.time() < deadline
        if not click_some_target(page, rng):
            page.wait_for_timeout(30)
    wait_my_turn(page)
    tile = landscape_in_hand(page)
    if tile is not None:
        tile.click()
        page.locator(SPOTS).first.hover()
    check_screen(page, artifacts, "camargue-art-mid", {"desktop": DESKTOP, "phone": PHONE})
    # The display scrolls rather than shrinks: tiles of at least 40 px on a phone, 56 on a desktop.
    for size, least in ((PHONE, 40), (DESKTOP, 56)):
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        box = page.locator("#board [data-board=display] [data-tile-at]").first.bounding_box()
        assert box["width"] >= least, (size, box)
    play_until_end(page, rng)
    assert ended(page)
    page.wait_for_selector("#end details[open] li")
    box = page.locator("#board [data-board=display] [data-tile-at]").first.bounding_box()
    assert box["width"] >= 56, box
    lines = page.locator("#end details li").all_inner_texts()
    assert any(re.search(r"area of \d+ × \d+ edges", t) for t in lines), lines
    check_screen(page, artifacts, "camargue-art-end", {"desktop": DESKTOP, "phone": PHONE})
