"""Camargue after the fourth play-test: on a phone a grown display keeps its spots finger-sized and
pans to them inside what the pinned bar leaves free (so does Provence's tableau: the zoom policy is
shared), "Fit" still shows it whole and the zoom label says so; on a desktop the "+N" of the spot
pointed at steps off the previewed tile; the legend explains the dashed "+N"; the finished game
shows no empty hand."""

from __future__ import annotations

import json
import random
import re
import time

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, create_room, ended
from .test_camargue_board import HAND, SPOTS, Table, landscape_in_hand, ready, start_with_bea
from .test_camargue_round6 import late_game, until_ready

pytestmark = pytest.mark.browser

FINGER = 40  # px: the least side of a tile or a square a finger taps on a phone

# The display's box, its tiles and spots against the window and the pinned bar, and the zoom.
SEEN = """(sel) => {
  const svg = document.querySelector(sel);
  const box = svg.closest('.scroll-x'), b = box.getBoundingClientRect(), s = svg.getBoundingClientRect();
  const bar = document.getElementById('actionbar').getBoundingClientRect();
  const top = Math.max(0, b.top), bottom = Math.min(b.bottom, bar.top, innerHeight);
  const seen = (r) => r.width > 0 && r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= top - 1 && r.bottom <= bottom + 1;
  const rects = (q) => [...svg.querySelectorAll(q)].map((g) => g.getBoundingClientRect());
  const targets = rects('[data-target]');
  const cells = rects('[data-tile-at], [data-cell]');
  const last = svg.querySelector('.last-placed');
  const bar0 = box.previousElementSibling;
  return {
    cell: Math.min(...cells.map((r) => Math.min(r.width, r.height))),
    unit: s.width / svg.viewBox.baseVal.width,
    targets: targets.length, targetsSeen: targets.filter(seen).length,
    last: last ? seen(last.getBoundingClientRect()) : null,
    boxBottom: b.bottom, barTop: bar.top, boxTop: b.top,
    wide: box.scrollWidth - box.clientWidth, tall: box.scrollHeight - box.clientHeight,
    whole: s.left >= b.left - 1 && s.right <= b.right + 1 && s.top >= b.top - 1 && s.bottom <= b.bottom + 1,
    label: bar0.querySelector('.zoom-level').textContent, hint: bar0.querySelector('.pan-hint').textContent,
    layout: Number(getComputedStyle(svg).getPropertyValue('--cols')) * 64,
    width: s.width, page: document.documentElement.scrollWidth - innerWidth,
  };
}"""

DISPLAY = "#board svg[data-board=display]"


def percent(label: str) -> int:
    return int(re.sub(r"\D", "", label))


def check_phone_display(page, what: str) -> dict:
    at = page.evaluate(SEEN, DISPLAY)
    # Finger-sized tiles, the board panned inside its own box, never past the pinned bar.
    assert at["cell"] >= FINGER, (what, at)
    assert at["boxBottom"] <= at["barTop"] + 1, (what, at)
    assert at["targets"] == 0 or at["targetsSeen"] > 0, (what, at)
    assert at["last"] in (True, None) or at["targets"], (what, at)
    assert at["page"] <= 0, (what, at)
    # The label tells the truth: the drawing's width against the layout's 64 px a tile.
    assert abs(percent(at["label"]) - 100 * at["width"] / at["layout"]) <= 1, (what, at)
    return at


def test_a_late_game_display_on_a_phone_keeps_finger_sized_spots_above_the_bar(phone, server, artifacts):
    page = phone
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        st = late_game(table, 20, random.Random(3))
        until_ready(page, st)
        page.wait_for_timeout(400)
        at = check_phone_display(page, "late game")
        page.screenshot(path=str(artifacts / "camargue-phone-late-finger.png"))
        # Bigger than the screen at that size: it pans both ways, and says so.
        assert at["wide"] > 0 or at["tall"] > 0, at
        assert at["hint"], at
        # The tile laid last is on screen with the spots beside it.
        assert at["last"], at
        # A tile chosen from the bar: its spots are still finger-sized and in view.
        tile = landscape_in_hand(page)
        assert tile is not None
        tile.tap()
        page.wait_for_selector(f"{SPOTS} .ghost")
        page.wait_for_timeout(400)
        check_phone_display(page, "tile chosen")
        # "Fit" shows it whole on request, and the label says how small.
        page.locator("#board .zoom-fit").tap()
        page.wait_for_timeout(300)
        fit = page.evaluate(SEEN, DISPLAY)
        page.screenshot(path=str(artifacts / "camargue-phone-late-fit.png"))
        assert fit["whole"] and fit["wide"] <= 1 and fit["tall"] <= 1, fit
        assert percent(fit["label"]) < percent(at["label"]), (fit, at)
        assert abs(percent(fit["label"]) - 100 * fit["width"] / fit["layout"]) <= 1, fit
        assert page.locator("#board .zoom-fit").is_disabled()
        # + goes back towards finger-sized tiles.
        for _ in range(3):
            page.locator("#board .zoom-in").tap()
        page.wait_for_timeout(200)
        assert page.evaluate(SEEN, DISPLAY)["cell"] > fit["cell"] * 1.5


def test_every_step_of_a_mid_game_on_a_phone_keeps_the_last_tile_and_a_spot_above_the_bar(phone, server, artifacts):
    page = phone
    rng = random.Random(11)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        st = late_game(table, 45, rng)
        for turn in range(4):
            until_ready(page, st)
            page.wait_for_timeout(300)
            at = check_phone_display(page, f"turn {turn}")
            assert at["last"], (turn, at)
            if turn == 0:
                page.screenshot(path=str(artifacts / "camargue-phone-mid-bar.png"))
            # Ann lays a tile over the API, Bea plays, on to Ann's next turn.
            st = next_turn(table, st, rng)


def next_turn(table, st, rng):
    """Ann's move over the API, then everyone's until Ann is to lay a tile again."""
    moves = table.moves(0)["moves"]
    places = [m for m in moves if m["type"] == "place"]
    table.send(0, rng.choice(places or moves), st["version"])
    return late_game(table, pile=10**6, rng=rng)  # whatever the pile: Ann's next turn


def provence_ann(page, http):
    room = page.url.rsplit("/", 1)[1]
    token = json.loads(page.evaluate(f"localStorage.getItem('panorama.seat.{room}')"))["token"]
    return Table(http, room, {0: token})


def test_a_late_provence_tableau_on_a_phone_keeps_its_squares_finger_sized(phone, server, artifacts):
    page = phone
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    rng = random.Random(5)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        ann = provence_ann(page, http)
        # Ann's moves over the API (the bot plays its own) until round 8's placing step.
        deadline = time.time() + 120
        while True:
            assert time.time() < deadline, "round 8 never came"
            st = ann.state(0)
            pub = st["view"]["public"]
            pend = st["view"]["private"].get("pending") or {}
            if pub["round"] >= 8 and pend.get("stage") == "place" and 0 in st["actors"]:
                break
            if 0 not in st["actors"]:
                time.sleep(0.05)
                continue
            moves = ann.moves(0)["moves"]
            if not moves:
                time.sleep(0.05)
                continue
            skip = [m for m in moves if m.get("type") in ("skip", "skip_walk")]
            ann.send(0, (skip or [rng.choice(moves)])[0] if skip else rng.choice(moves), st["version"])
        page.wait_for_function(f"() => Number(document.querySelector('#room-root').dataset.version) >= {st['version']}")
        page.wait_for_selector("#room-root[data-ready='1'] [data-board=tableau-0] [data-cell][data-target]")
        page.wait_for_timeout(500)
        sel = "#board svg[data-board=tableau-0]"
        at = page.evaluate(SEEN, sel)
        page.screenshot(path=str(artifacts / "provence-phone-late-finger.png"))
        assert at["cell"] >= FINGER, at
        assert at["boxBottom"] <= at["barTop"] + 1, at
        assert at["targetsSeen"] > 0, at
        assert at["page"] <= 0, at
        assert at["hint"], at
        page.locator("#board .zoom-fit").first.tap()
        page.wait_for_timeout(300)
        fit = page.evaluate(SEEN, sel)
        page.screenshot(path=str(artifacts / "provence-phone-late-fit.png"))
        assert fit["whole"] and percent(fit["label"]) < percent(at["label"]), (fit, at)


def test_the_spot_pointed_at_moves_its_worth_off_the_previewed_tile(new_page, server, artifacts):
    page = new_page(DESKTOP)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        start_with_bea(page, http)
        deadline = time.time() + 20
        while not (ready(page) and page.locator(HAND).count()):
            assert time.time() < deadline, "Ann's turn never came"
            page.wait_for_timeout(50)
        tile = landscape_in_hand(page)
        assert tile is not None
        tile.click()
        page.wait_for_selector(f"{SPOTS} .ghost")
        spot = page.locator(SPOTS).first
        box = spot.bounding_box()
        page.mouse.move(box["x"] - 30, box["y"] - 30)
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=4)
        page.wait_for_selector("#board [data-cell].previewed")
        page.wait_for_timeout(300)  # the badge's step aside
        cover = page.evaluate("""() => {
          const g = document.querySelector('#board [data-cell].previewed');
          const ghost = g.querySelector('.ghost').getBoundingClientRect(), badge = g.querySelector('.worth-svg').getBoundingClientRect();
          const w = Math.max(0, Math.min(ghost.right, badge.right) - Math.max(ghost.left, badge.left));
          const h = Math.max(0, Math.min(ghost.bottom, badge.bottom) - Math.max(ghost.top, badge.top));
          const cx = (badge.left + badge.right) / 2, cy = (badge.top + badge.bottom) / 2;
          return { inside: (w * h) / (badge.width * badge.height), ofGhost: (w * h) / (ghost.width * ghost.height),
                   central: Math.abs(cx - (ghost.left + ghost.right) / 2) < ghost.width / 4 && Math.abs(cy - (ghost.top + ghost.bottom) / 2) < ghost.height / 4 };
        }""")
        page.screenshot(path=str(artifacts / "camargue-desktop-hover-aside.png"))
        assert not cover["central"] and cover["inside"] <= 0.5 and cover["ofGhost"] <= 0.1, cover
        # The spot's sum is still said under the display.
        assert "point" in page.locator("[data-preview]").inner_text()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_legend_explains_the_dashed_worth(new_page, server, artifacts, lang):
    page = new_page(PHONE, touch=True)
    create_room(page, "camargue", 2, "Ann")
    add_bots_and_start(page, 1)
    if lang != "en":
        page.context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
        page.evaluate(f"localStorage.setItem('lang', '{lang}')")
        page.reload()
        page.wait_for_selector("#board svg")
    page.locator(".side-tabs [data-tab=legend]").tap()
    row = page.locator("#legend .worth-key li[data-worth-key=best]")
    row.wait_for()
    # Drawn as the board draws it: an SVG badge whose outline is dashed.
    dash = row.locator(".worth-svg.worth-best rect").evaluate("r => getComputedStyle(r).strokeDasharray")
    assert dash not in ("", "none"), dash
    text = row.inner_text()
    assert ("dashed" in text and "best of several" in text) if lang == "en" else "пунктиром" in text, text
    row.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"camargue-legend-dashed-{lang}.png"))
    # The dialog's legend says it too.
    assert page.locator("dialog.help-dialog .worth-key li[data-worth-key=best]").count() == 1


def test_a_game_without_dashed_worths_does_not_explain_them(new_page, server):
    page = new_page(DESKTOP)
    create_room(page, "sunset", 1, "Ann")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#board svg")
    assert page.locator("#legend .worth-key li").count() == 3
    assert page.locator("#legend .worth-key li[data-worth-key=best]").count() == 0


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_finished_game_shows_no_empty_hand(new_page, server, artifacts, size):
    page = new_page(PHONE, touch=True) if size == "phone" else new_page(DESKTOP)
    rng = random.Random(2)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        ann = Table(http, table.room, table.tokens)
        for _ in range(1500):
            st = ann.state()
            if st["status"] != "playing":
                break
            seat = st["actors"][0]
            moves = ann.moves(seat)["moves"]
            plain = [m for m in moves if m["type"] in ("place", "pass", "set_aside", "emergency", "stuck")]
            ann.send(seat, rng.choice(plain or moves), st["version"])
        page.wait_for_selector("#room-root[data-ended='1']", timeout=20000)
        assert ended(page)
        page.wait_for_timeout(300)
        assert page.locator("#board [data-board=hand]").count() == 0
        assert page.locator("#board .hand-area h3").count() == 0
        assert page.locator("#camargue-autopass").count() == 0
        # The helpers used still show.
        assert page.locator("#board .hand-area .own-helpers").count() == 1
        # Nothing left to tap: the finished display is seen whole.
        assert page.evaluate(SEEN, DISPLAY)["whole"]
        page.locator("#board .hand-area").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"camargue-final-{size}.png"))
