"""Camargue after first-time players' play-tests: a late-game display is seen whole (issue 32: no
pan arrows for a few pixels; on a phone by "Fit", its tiles otherwise kept finger-sized) and zooms for detail, a tile chosen on a phone from the pinned bar's
tray has the display's spots in view, and a window the player can only pass is answered without
a show."""

from __future__ import annotations

import random
import time

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from .helpers import create_room
from .test_camargue_board import HAND, SPOTS, landscape_in_hand, ready, start_with_bea

pytestmark = pytest.mark.browser

REACH = {"phone": 40, "desktop": 28}  # px of a spot's reach: a finger, a mouse


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
  const svg = document.querySelector('#board svg[data-board=display]').getBoundingClientRect();
  const bar = document.getElementById('actionbar').getBoundingClientRect();
  const band = bar.top < innerHeight / 2 ? [bar.bottom, innerHeight] : [0, bar.top];
  const seen = (r) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1
    && r.top >= band[0] - 1 && r.bottom <= band[1] + 1;
  const spots = [...document.querySelectorAll('#board [data-board=display] [data-cell][data-target]')].map((g) => g.getBoundingClientRect());
  const tiles = [...document.querySelectorAll('#board [data-board=display] [data-tile-at]')].map((g) => g.getBoundingClientRect());
  return { wide: box.scrollWidth - box.clientWidth, tall: box.scrollHeight - box.clientHeight,
           tile: Math.min(...tiles.map((r) => Math.min(r.width, r.height))),
           reach: Math.min(...spots.map((r) => Math.max(r.width, r.height))),
           spotsSeen: spots.filter(seen).length, spots: spots.length,
           whole: svg.left >= b.left - 1 && svg.right <= b.right + 1 && svg.top >= b.top - 1 && svg.bottom <= b.bottom + 1
             && svg.bottom <= innerHeight + 1,
           arrows: document.querySelectorAll('#board .pan-arrow').length,
           boxInBand: b.top >= band[0] - 1 && b.bottom <= band[1] + 1, page: document.documentElement.scrollWidth - innerWidth };
}"""


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_late_game_display_is_seen_whole_and_zooms_for_detail(new_page, server, artifacts, size):
    page = new_page(PHONE, touch=True) if size == "phone" else new_page(DESKTOP)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        until_ready(page, late_game(table, 20, random.Random(3)))
        at = page.evaluate(BOX)
        page.screenshot(path=str(artifacts / f"camargue-late-{size}.png"))
        assert at["reach"] >= REACH[size] and at["spotsSeen"] > 0, at
        if size == "phone":
            # A phone keeps the tiles finger-sized and pans the display in its box
            # (test_camargue_round7); "Fit" shows it whole on request.
            assert at["tile"] >= 40 and at["page"] <= 0, at
            page.locator("#board .zoom-fit").tap()
            page.wait_for_timeout(200)
            at = page.evaluate(BOX)
        # Drawn whole in its box and on the screen, with no arrows.
        assert at["wide"] <= 0 and at["tall"] <= 0 and at["whole"] and at["page"] <= 0, at
        assert at["arrows"] == 0, at
        # Whole is the least: − does nothing more; + enlarges it, and it then pans in its box.
        assert page.locator("#board .zoom-out").is_disabled()
        zoom_in = page.locator("#board .zoom-in")
        for _ in range(4):  # 2.4 times: wider than its box even when the display is tall and narrow
            zoom_in.tap() if size == "phone" else zoom_in.click()
        page.wait_for_timeout(200)
        zoomed = page.evaluate(BOX)
        assert zoomed["tile"] > at["tile"] * 2 and zoomed["wide"] > 0 and zoomed["page"] <= 0, zoomed
        before = page.evaluate("() => document.querySelector('#board .scroll-x').scrollLeft")
        page.evaluate("() => document.querySelector('#board .scroll-x').scrollBy(120, 0)")
        page.wait_for_timeout(100)
        assert page.evaluate("() => document.querySelector('#board .scroll-x').scrollLeft") != before


def test_a_tile_chosen_on_a_phone_brings_the_spots_into_view(phone, server, artifacts):
    page = phone
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        until_ready(page, late_game(table, 40, random.Random(7)))
        # The hand is in the pinned bar, beside the prompt: the tile is tapped there, unscrolled.
        assert page.locator("#actionbar [data-board=hand]").count() == 1
        at = page.evaluate(BOX)
        assert at["spotsSeen"] > 0, at
        tile = landscape_in_hand(page)
        assert tile is not None
        tile.tap()
        page.wait_for_selector(f"{SPOTS} .ghost")
        page.wait_for_timeout(800)
        at = page.evaluate(BOX)
        page.screenshot(path=str(artifacts / "camargue-phone-tile-chosen.png"))
        assert at["spotsSeen"] > 0, at


def test_a_window_the_player_can_only_pass_is_answered_quietly(new_page, server, artifacts):
    """Auto-pass on and no matching helper: one short line in the bar, no button among its moves, a
    quiet "Pass now" beside the hand (the bar's tray on a phone), the page passes, and the log
    gets no "No one claimed" line."""
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
            ann.wait_for_selector(".quiet-pass[data-target]")  # in the pinned bar's tray on a phone
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


def test_every_tile_laid_since_your_last_turn_is_marked_and_the_log_points_at_it(new_page, server):
    """Issue 32 §4: at Ann's turn every tile the two bots laid since her last turn is framed (with
    its layer's mark), passes in their windows notwithstanding; hovering a log line of a bot's
    placement points at its tile."""
    from .helpers import add_bots_and_start

    page = new_page(DESKTOP)
    room = create_room(page, "camargue", 3, "Ann")
    add_bots_and_start(page, 2)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        turns, checked = 0, 0
        deadline = time.time() + 120
        while turns < 4:
            assert time.time() < deadline, "Ann's turns never came"
            if ready(page) and page.locator("#actions button", has_text="Pass").count():
                try:  # a window where Ann holds a matching helper: she passes
                    page.locator("#actions button", has_text="Pass").first.click(timeout=2000)
                except Exception:  # the page redrew meanwhile: look again
                    pass
                continue
            if not (ready(page) and page.locator(HAND).count()):
                page.wait_for_timeout(40)
                continue
            turns += 1
            page.wait_for_timeout(200)
            log = [e for entry in http.get(f"/api/rooms/{room}/log").json() for e in entry["events"]]
            own = [i for i, e in enumerate(log) if e.get("seat") == 0 and e["type"] in ("place", "helper", "set_aside", "stuck")]
            since = log[own[-1] + 1:] if own else log
            laid = {f"{e['x']},{e['y']}" for e in since if e["type"] in ("place", "emergency")}
            marked = set(page.locator("#board .laid-since").evaluate_all("els => els.map((e) => e.dataset.tileAt)"))
            assert marked == laid, (turns, marked, laid)
            if turns >= 2:
                assert page.locator("#board .laid-since .since-tag").count() == len(laid)
                # A bot's placement in the log points at its tile while hovered.
                pointed = page.evaluate("""() => {
                  const line = [...document.querySelectorAll('#log li')].filter((li) => li.logEvent
                    && li.logEvent.type === 'place' && li.logEvent.seat !== 0).pop();
                  if (!line) return null;
                  line.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
                  const at = [...document.querySelectorAll('#board [data-tile-at].pointed')].map((g) => g.dataset.tileAt);
                  document.getElementById('log').dispatchEvent(new MouseEvent('mouseleave'));
                  return { at, cell: `${line.logEvent.x},${line.logEvent.y}` };
                }""")
                if pointed is not None:
                    assert pointed["at"] == [pointed["cell"]], pointed
                    checked += 1
            # Ann lays a tile on its first spot (a click that lands with a redraw is made again).
            for _ in range(3):
                tile = landscape_in_hand(page)
                if tile is None:
                    break
                tile.click()
                try:
                    page.wait_for_selector(f"{SPOTS} .ghost", timeout=3000)
                    page.locator(SPOTS).first.click(timeout=2000)
                    break
                except Exception:
                    page.wait_for_timeout(100)
            else:
                continue
            if tile is None:  # only helpers in hand: one is played for 10
                try:
                    page.locator(HAND).first.click(timeout=2000)
                    page.locator("#confirm").click(timeout=2000)
                except Exception:  # the page redrew meanwhile: look again
                    pass
            page.wait_for_timeout(300)
    assert checked >= 1, "no bot placement to point at"
