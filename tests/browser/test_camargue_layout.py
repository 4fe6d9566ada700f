"""Camargue's board at a desktop's size and in the reaction window: the display and the hand on
one screen, the prompt worded for the step (even while the step's moves are on their way), the
window's question said once, no spot sum standing on a touch screen, and the drawn tiles clipped."""

from __future__ import annotations

import re
import time

import httpx
import pytest

from .conftest import PHONE
from .test_camargue_board import HAND, PASS, SPOTS, lay_towards, ready, start_with_bea

pytestmark = pytest.mark.browser

SMALL_DESKTOP = {"width": 1280, "height": 800}


def lay_south(table, rows):
    """Tiles laid south of the start over the API until the display is `rows` rows high (its free
    row around included), then on to Ann's turn."""
    for _ in range(200):
        st = table.state()
        pub = st["view"]["public"]
        ys = [int(k.split(",")[1]) for k in pub["display"]]
        if max(ys) - min(ys) + 3 >= rows and pub["phase"] == "turn" and 0 in st["actors"]:
            return st
        lay_towards(table, st, lambda m: (m["y"], -abs(m["x"])))
    pytest.fail("the display never grew that high")


ON_SCREEN = """() => {
  const box = (sel) => { const r = document.querySelector(sel).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
  return { display: box('#board svg[data-board=display]'), hand: box('#board svg[data-board=hand]'),
           last: box('#board .last-placed'), height: innerHeight, scrolled: scrollY };
}"""


def test_the_display_and_the_hand_share_one_desktop_screen(new_page, server, artifacts):
    page = new_page(SMALL_DESKTOP)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        st = lay_south(table, 8)
        page.wait_for_function(f"() => Number(document.querySelector('#room-root').dataset.version) >= {st['version']}")
        page.wait_for_selector("#board .last-placed")
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(200)
        at = page.evaluate(ON_SCREEN)
        page.screenshot(path=str(artifacts / "camargue-desktop-1280-one-screen.png"))
        # The hand stands beside the display, and both (the newest tile too) in the window unscrolled.
        assert at["hand"]["left"] >= at["display"]["right"] - 1, at
        assert at["hand"]["bottom"] <= at["height"] and at["display"]["bottom"] <= at["height"], at
        assert at["last"]["top"] >= 0 and at["last"]["bottom"] <= at["height"], at
        # A tile picked, the bar grows by its Cancel button: the display still ends on screen.
        tiles = page.locator(f"{HAND}[aria-label^='Lay']")
        if tiles.count():
            tiles.first.click()
            page.wait_for_selector(f"{SPOTS} .ghost")
            page.evaluate("window.scrollTo(0, 0)")
            page.wait_for_timeout(100)
            assert page.evaluate(ON_SCREEN)["display"]["bottom"] <= SMALL_DESKTOP["height"]


def hold_moves(page):
    """The answers of /moves kept back until `release()`: the page draws the new step first."""
    held = []
    page.route(re.compile(r"/api/rooms/[^/]+/moves$"), lambda route: held.append(route) if route.request.method == "GET" else route.continue_())

    def release():
        while held:
            held.pop().continue_()
        page.unroute_all()
    return release


def test_the_window_prompt_follows_the_step_and_is_said_once(phone, server, artifacts):
    page = phone
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        for _ in range(40):
            st = table.state()
            pub = st["view"]["public"]
            # Bea to lay a tile, and Ann to be asked then (no helper lies in front of her).
            if pub["phase"] == "turn" and st["actors"] == [1] and pub["seats"][0]["helper_in_front"] is None \
                    and any(m["type"] == "place" for m in table.moves(1)["moves"]):
                break
            seat = st["actors"][0]
            moves = table.moves(seat)["moves"]
            plain = [m for m in moves if m["type"] in ("place", "pass", "set_aside")]
            table.send(seat, (plain or moves)[0], st["version"])
        deadline = time.time() + 10
        while page.locator("#room-root").get_attribute("data-version") != str(st["version"]):
            assert time.time() < deadline
            page.wait_for_timeout(50)
        release = hold_moves(page)
        place = next(m for m in table.moves(1)["moves"] if m["type"] == "place")
        table.send(1, place, st["version"])
        window = table.state()
        assert window["view"]["public"]["phase"] == "window" and 0 in window["actors"], window["actors"]
        page.wait_for_function(f"() => Number(document.querySelector('#room-root').dataset.version) >= {window['version']}")
        page.wait_for_timeout(200)
        # Ann's moves for the window have not come yet: the prompt is the window's, not "Lay a tile".
        waiting = page.locator("#prompt").inner_text()
        assert not waiting.startswith("Lay a tile") and "Bea scored" in waiting, waiting
        release()
        page.get_by_role("button", name=PASS).wait_for()
        prompt = page.locator("#prompt").inner_text()
        assert prompt.startswith("Bea scored"), prompt
        # Said once: in the bar, not again over the board.
        assert page.locator("#board .window-note").count() == 0
        page.screenshot(path=str(artifacts / "camargue-phone-window-once.png"))
        page.get_by_role("button", name=PASS).tap()
        page.wait_for_function(f"() => Number(document.querySelector('#room-root').dataset.version) > {window['version']}")


PREVIEW = "() => document.querySelector('[data-preview]').textContent"


def test_no_spot_sum_stands_on_a_touch_screen(phone, server):
    page = phone
    with httpx.Client(base_url=server.url, timeout=10) as http:
        start_with_bea(page, http)
        deadline = time.time() + 20
        while not (ready(page) and page.locator(SPOTS).count()):
            assert time.time() < deadline, "Ann's turn never came"
            page.wait_for_timeout(50)
        # Focus, or the mouse events a browser makes up after a tap, bring no sum with no tile chosen.
        page.evaluate(f"""() => {{ const g = document.querySelector("{SPOTS}");
          g.focus(); g.dispatchEvent(new MouseEvent('mouseenter')); g.dispatchEvent(new PointerEvent('pointerdown')); }}""")
        assert not page.evaluate(PREVIEW).startswith("Here"), page.evaluate(PREVIEW)
        tiles = page.locator(f"{HAND}[aria-label^='Lay']")
        if tiles.count():
            tiles.first.tap()
            page.wait_for_selector(f"{SPOTS} .ghost")
            page.locator("#cancel").tap()
            page.wait_for_selector("#cancel", state="detached")
            assert not page.evaluate(PREVIEW).startswith("Here"), page.evaluate(PREVIEW)


CLIPPED = """() => [...document.querySelectorAll('#board svg .tile')].map((tile) => {
  const scenes = [...tile.querySelectorAll('.scene')];
  return scenes.length === 0 || scenes.every((sc) => sc.tagName === 'svg' && getComputedStyle(sc).overflow === 'hidden');
}).every(Boolean)"""


def test_the_landscape_pictures_are_clipped_to_their_tiles(new_page, server, artifacts):
    page = new_page(SMALL_DESKTOP)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        st = lay_south(table, 5)
        # The last frame drawn, so the display is not drawn again under the screenshot.
        page.wait_for_function(f"() => Number(document.querySelector('#room-root').dataset.version) >= {st['version']}")
        page.wait_for_selector("#room-root[data-ready='1'] #board .last-placed")
        assert page.locator("#board svg .scene").count() > 0
        assert page.evaluate(CLIPPED)
        shot = page.locator("#board svg[data-board=display]")
        shot.screenshot(path=str(artifacts / "camargue-tiles-clipped.png"))
