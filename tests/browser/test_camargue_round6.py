"""Camargue after a first-time player's play-test: a late-game display keeps its tiles at least
56 px on a desktop and 40 px on a phone and pans (with arrows where more lies), a tile chosen on a
phone brings the display's spots into view, and a window the player can only pass is answered
without a show."""

from __future__ import annotations

import random
import time

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from .helpers import create_room
from .test_camargue_board import HAND, SPOTS, landscape_in_hand, ready, start_with_bea

pytestmark = pytest.mark.browser

LEAST = {"phone": 40, "desktop": 56}


def late_game(table, pile, rng):
    """Moves for both seats over the API, spread at random over the display, until the pile holds
    at most `pile` tiles and Ann is to lay one."""
    for _ in range(400):
        st = table.state()
        pub = st["view"]["public"]
        if pub["pile_size"] <= pile and pub["phase"] == "turn" and st["actors"] == [0]:
            if any(m["type"] == "place" for m in table.moves(0)["moves"]):
                return st
        seat = st["actors"][0]
        moves = table.moves(seat)["moves"]
        plain = [m for m in moves if m["type"] in ("place", "pass", "set_aside", "emergency", "stuck")]
        table.send(seat, rng.choice(plain or moves), st["version"])
    pytest.fail("the game never reached its late part")


def until_ready(page, st):
    page.wait_for_function(f"() => Number(document.querySelector('#room-root').dataset.version) >= {st['version']}")
    deadline = time.time() + 20
    while not (ready(page) and page.locator(HAND).count()):
        assert time.time() < deadline, "Ann's turn never came"
        page.wait_for_timeout(50)
    page.wait_for_timeout(300)


BOX = """() => {
  const box = document.querySelector('#board .scroll-x'), b = box.getBoundingClientRect();
  const bar = document.getElementById('actionbar').getBoundingClientRect();
  const band = bar.top < innerHeight / 2 ? [bar.bottom, innerHeight] : [0, bar.top];
  const seen = (r) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1
    && r.top >= band[0] - 1 && r.bottom <= band[1] + 1;
  const spots = [...document.querySelectorAll('#board [data-board=display] [data-cell][data-target]')].map((g) => g.getBoundingClientRect());
  const tiles = [...document.querySelectorAll('#board [data-board=display] [data-tile-at]')].map((g) => g.getBoundingClientRect());
  const arrows = [...document.querySelectorAll('#board .pan-arrow')].filter((a) => !a.hidden).map((a) => a.className);
  return { wide: box.scrollWidth - box.clientWidth, tall: box.scrollHeight - box.clientHeight,
           tile: Math.min(...tiles.map((r) => Math.min(r.width, r.height))),
           spot: Math.min(...spots.map((r) => Math.min(r.width, r.height))),
           spotsSeen: spots.filter(seen).length, spots: spots.length, arrows,
           boxInBand: b.top >= band[0] - 1 && b.bottom <= band[1] + 1, page: document.documentElement.scrollWidth - innerWidth };
}"""


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_late_game_display_keeps_its_tiles_large_and_pans(new_page, server, artifacts, size):
    page = new_page(PHONE, touch=True) if size == "phone" else new_page(DESKTOP)
    least = LEAST[size]
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        until_ready(page, late_game(table, 20, random.Random(3)))
        at = page.evaluate(BOX)
        page.screenshot(path=str(artifacts / f"camargue-late-{size}.png"))
        # Larger than its box, the display keeps its tiles and pans; arrows say where more lies.
        assert at["wide"] > 0 or at["tall"] > 0, at
        assert at["tile"] >= least - 0.5 and at["spot"] >= least - 0.5, at
        assert at["arrows"] and at["page"] <= 0, at
        # The step begins with its legal spots in the box.
        assert at["spotsSeen"] > 0, at
        # Zooming out stops at the least size.
        out = page.locator("#board .zoom-out")
        if not out.is_disabled():
            out.click()
            page.wait_for_timeout(150)
        assert out.is_disabled()
        assert page.evaluate(BOX)["tile"] >= least - 0.5
        # An arrow pans the box.
        arrow = page.locator("#board .pan-arrow:not([hidden])").first
        before = page.evaluate("() => { const b = document.querySelector('#board .scroll-x'); return b.scrollLeft + b.scrollTop; }")
        arrow.click()
        page.wait_for_timeout(600)
        after = page.evaluate("() => { const b = document.querySelector('#board .scroll-x'); return b.scrollLeft + b.scrollTop; }")
        assert after != before


def test_a_tile_chosen_on_a_phone_brings_the_spots_into_view(phone, server, artifacts):
    page = phone
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        until_ready(page, late_game(table, 40, random.Random(7)))
        # The player scrolls down to the hand, under the display, and taps a tile there.
        page.locator("#board [data-board=hand]").scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        tile = landscape_in_hand(page)
        assert tile is not None
        tile.tap()
        page.wait_for_selector(f"{SPOTS} .spot-points")
        page.wait_for_timeout(800)
        at = page.evaluate(BOX)
        page.screenshot(path=str(artifacts / "camargue-phone-tile-chosen.png"))
        assert at["boxInBand"], at
        assert at["spotsSeen"] > 0, at


def test_a_window_the_player_can_only_pass_is_answered_quietly(new_page, server, artifacts):
    """Auto-pass on and no matching helper: one short line in the bar, no button there, a quiet
    "Pass now" under the display, the page passes, and the log gets no "No one claimed" line."""
    from .test_camargue_autopass import started_with_bea

    ann = new_page(PHONE, touch=True)
    room = create_room(ann, "camargue", 2, "Ann")
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = started_with_bea(ann, http, room)
        quiet = 0
        for _ in range(40):
            if quiet >= 2:
                break
            st = table.until_ann_is_asked()
            if table.moves(0)["moves"] != [{"type": "pass"}]:
                table.send(0, {"type": "pass"}, st["version"])
                continue
            ann.wait_for_selector("#board .quiet-pass[data-target]")
            prompt = ann.locator("#prompt").inner_text()
            assert prompt.startswith("No matching") and "\n" not in prompt, prompt
            assert ann.locator("#actions button").count() == 0
            assert "may claim the same points" in ann.locator("#board [data-preview]").inner_text()
            if quiet == 0:
                ann.screenshot(path=str(artifacts / "camargue-phone-quiet-pass.png"))
            assert table.answered(st["version"], 8), "the page did not pass for Ann"
            quiet += 1
        assert quiet >= 2
        log = ann.locator("#log").inner_text()
        assert "No one claimed" not in log and "asked:" not in log
