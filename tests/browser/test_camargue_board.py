"""Camargue's board: one whole turn on a phone by tapping, the spot preview against what the
engine scores, and the drawn tiles (screenshots at the start, mid-game and end, desktop and phone)."""

from __future__ import annotations

import json
import random
import re
import time

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from .helpers import PWTimeout, add_bots_and_start, check_screen, click_some_target, create_room, let_a_bot_finish

pytestmark = pytest.mark.browser

# The hand is in the board on a desktop, in the pinned bar's tray on a phone.
HAND = "[data-board=hand] [data-target]"
SPOTS = "#board [data-board=display] [data-cell][data-target]"
# The bar's Pass (its name carries its worth, "Pass 0") and the quiet "Pass now" under the display.
PASS = re.compile(r"^Pass( 0)?$")
PASS_NOW = re.compile(r"^Pass now\b")


def worth_of(el) -> int:
    """The "+N" a spot or a tile of the hand shows."""
    return int(el.locator(".worth-svg").first.get_attribute("data-worth"))


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
    """Until Ann's turn to lay a tile: she passes in the reaction windows where she holds a matching
    helper, and sets aside a helper she claimed earlier (random play may have claimed one)."""
    deadline = time.time() + limit_s
    while not ready(page) or page.locator(HAND).count() == 0:
        assert time.time() < deadline, f"Ann's turn never came; the bar says: {page.locator('#actionbar').inner_text()!r}"
        try:
            if ready(page) and page.locator("#actions button", has_text=re.compile(r"^Claim")).count():
                page.get_by_role("button", name=PASS).click(timeout=2000)
            elif ready(page) and page.locator("#actions button", has_text="Set the helper aside").count():
                page.get_by_role("button", name="Set the helper aside").click(timeout=2000)
        except PWTimeout:  # the page redrew meanwhile: look again
            pass
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
    page.wait_for_selector(f"{SPOTS} .ghost")
    spot = page.locator(SPOTS).first
    spot.scroll_into_view_if_needed()
    box = spot.bounding_box()
    assert box["width"] >= 40 and box["height"] >= 40, box  # tiles stay large enough to tap
    points = worth_of(spot)
    spot.tap()
    deadline = time.time() + 20
    while ann_score(server, room) != points:
        assert time.time() < deadline, f"the tapped placement was not laid: {ann_score(server, room)} != {points}"
        page.wait_for_timeout(50)
    page.wait_for_selector("#board [data-board=display] .last-placed")
    page.screenshot(path=str(artifacts / "camargue-phone-turn.png"), full_page=True)


PREVIEW_CLEAR = """() => {
  const p = document.querySelector('[data-preview]').getBoundingClientRect();
  const d = document.querySelector('#board .scroll-x').getBoundingClientRect();
  return p.top >= d.bottom - 1 || p.bottom <= d.top + 1;
}"""


def test_the_spot_preview_shows_what_the_engine_scores(new_page, server, artifacts):
    page = new_page(DESKTOP)
    room = create_room(page, "camargue", 2, "Ann")
    add_bots_and_start(page, 1)
    for turn in range(3):
        # A frame that lands with the click (the turn's moves arriving after its frame) can draw
        # the hand afresh under it, and the pick is not made: look again and pick again.
        for attempt in range(3):
            wait_my_turn(page)
            tile = landscape_in_hand(page)
            if tile is None:
                pytest.skip("Ann holds only helpers")
            tile.click()
            try:
                page.wait_for_selector(f"{SPOTS} .ghost", timeout=5000)
                break
            except PWTimeout:
                assert attempt < 2, "a tile picked three times never showed its spots"
        spots = page.locator(SPOTS)
        assert spots.count() > 0
        shown = []
        for i in range(spots.count()):
            spots.nth(i).hover()
            line = page.locator("[data-preview]").inner_text()
            badge = worth_of(spots.nth(i))
            m = re.search(r"area of (\d+) tiles? × (\d+) tiles? touched = (\d+) points?", line)
            assert m, line
            area, touched, points = map(int, m.groups())
            assert area * touched == points == badge
            assert "of the start tile" in line and not re.search(r"-?\d+,-?\d+", line)
            shown.append(points)
        # The sum stands under the display, never over a spot.
        assert page.evaluate(PREVIEW_CLEAR), "the spot preview covers the display"
        best = max(range(len(shown)), key=shown.__getitem__)
        before = ann_score(server, room)
        version = int(page.locator("#room-root").get_attribute("data-version"))
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
        # Once the board is drawn afresh, the last sum is gone (the pointer is still on the spot).
        page.wait_for_function(f"() => Number(document.querySelector('#room-root').dataset.version) > {version}")
        page.wait_for_timeout(50)
        # (Unless the bot has moved meanwhile and Ann's next turn previews the spot under the
        # pointer: that sum is the new turn's.)
        text, now = page.evaluate("""() => [document.querySelector('[data-preview]').innerText,
          Number(document.querySelector('#room-root').dataset.version)]""")
        assert not text.startswith("Here") or now > version + 1, (text, now, version)


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
    # The display is seen whole at either size, its spots within a finger's reach on a phone.
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        page.wait_for_timeout(300)
        fit = page.evaluate(DISPLAY_FIT)
        assert fit["over"] <= 0 and fit["page"] <= 0 and fit["whole"], (size, fit)
        assert fit["reach"] >= 40, (size, fit)
    let_a_bot_finish(page)
    page.wait_for_selector("#end details[open] li")
    page.wait_for_timeout(300)
    fit = page.evaluate(DISPLAY_FIT)
    assert fit["over"] <= 0 and fit["whole"], fit
    lines = page.locator("#end details li").all_inner_texts()
    assert any(re.search(r"area of \d+ tiles? × \d+ tiles? touched", t) for t in lines), lines
    assert not any(re.search(r"\bedges?\b", t) for t in lines), lines
    check_screen(page, artifacts, "camargue-art-end", {"desktop": DESKTOP, "phone": PHONE})


# The smallest drawn text of the board in screen pixels (symbols drawn as text, class "glyph",
# are pictures and left out), from each text's font size and its drawing's scale.
SMALLEST_TEXT = """() => {
  let least = Infinity;
  for (const t of document.querySelectorAll('#board svg text:not(.glyph)')) {
    const svg = t.ownerSVGElement, box = svg.getBoundingClientRect();
    if (!box.width || !t.textContent.trim()) continue;
    const size = parseFloat(getComputedStyle(t).fontSize) * box.width / svg.viewBox.baseVal.width;
    least = Math.min(least, size);
  }
  return least;
}"""


class Table:
    """Ann in the browser; Bea's moves, and Ann's own where the test does not look, over the API."""

    def __init__(self, http, room, tokens):
        self.http, self.room, self.tokens = http, room, tokens

    def state(self, seat=None):
        auth = {"Authorization": f"Bearer {self.tokens[seat]}"} if seat is not None else {}
        return self.http.get(f"/api/rooms/{self.room}/state", headers=auth).json()

    def moves(self, seat):
        auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
        return self.http.get(f"/api/rooms/{self.room}/moves", headers=auth).json()

    def send(self, seat, move, version):
        auth = {"Authorization": f"Bearer {self.tokens[seat]}"}
        r = self.http.post(f"/api/rooms/{self.room}/moves", headers=auth, json={"version": version, "move": move})
        assert r.status_code == 200, r.text

    def wait_version(self, past, limit_s=10):
        deadline = time.time() + limit_s
        while self.state()["version"] <= past:
            assert time.time() < deadline, "the move did not arrive"
            time.sleep(0.05)


def start_with_bea(page, http):
    room = create_room(page, "camargue", 2, "Ann")
    bea = http.post(f"/api/rooms/{room}/join", json={"name": "Bea"}).json()
    page.wait_for_selector("#seats li.taken >> nth=1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#board svg")
    mine = json.loads(page.evaluate(f"localStorage.getItem('panorama.seat.{room}')"))
    page.get_by_label("Pass automatically when I hold no matching helper").uncheck()
    return Table(http, room, {0: mine["token"], 1: bea["token"]})


def check_claim_in_the_bar(page, table, st):
    """Ann may claim: the bar offers "Claim" with its "+N" and "Pass" with "0"; the hand only
    outlines the helper, with the claim's "+N" under it."""
    w = st["view"]["public"]["window"]
    wait_my_turn_or_window(page)
    # The moves of the step before may stand a moment after the window's frame (docs: the
    # moves are fetched after each frame).
    page.get_by_role("button", name=PASS).wait_for(timeout=10000)
    buttons = page.locator("#actions button").all_inner_texts()
    assert re.fullmatch(r"Pass\s*0", buttons[-1]) and re.fullmatch(rf"Claim .+\s*\+{w['points']}", buttons[0]), buttons
    assert worth_of(page.locator("[data-board=hand]")) == w["points"]
    assert page.locator(HAND).count() == 0, "a helper in hand claims only through the bar's button"
    assert page.locator("[data-board=hand] .matching").count() >= 1
    assert re.search(r"scored \d+ points? with", page.locator("#prompt").inner_text())
    page.locator("#actions button").first.tap()
    table.wait_version(st["version"])
    deadline = time.time() + 10
    while table.state()["view"]["public"]["seats"][0]["helper_in_front"] is None:
        assert time.time() < deadline, "the claim was not made"
        time.sleep(0.05)
    # The page draws the claim when its frame arrives, which may be after the state read above
    # (the used helpers are small tiles too, so a tile alone does not say the frame is in).
    page.locator("#board .own-helpers .shown", has_text="Lying in front of you").locator("svg.small-tile").wait_for()


def check_helper_confirmed(page, table, st):
    """A helper played for 10 on Ann's turn asks first; Cancel takes nothing back, Confirm plays."""
    wait_my_turn(page)
    helper = page.locator(f"{HAND}[aria-label^='Play for 10 points']").first
    before = st["view"]["public"]["seats"][0]["score"]
    helper.tap()
    page.wait_for_selector("#confirm")
    assert re.match(r"Play the .+ helper for 10 points\?", page.locator("#prompt").inner_text())
    page.wait_for_timeout(400)
    assert table.state()["version"] == st["version"], "the helper was played before it was confirmed"
    page.locator("#cancel").tap()
    page.wait_for_selector("#confirm", state="detached")
    helper = page.locator(f"{HAND}[aria-label^='Play for 10 points']").first
    helper.tap()
    page.locator("#confirm").tap()
    table.wait_version(st["version"])
    assert table.state()["view"]["public"]["seats"][0]["score"] == before + 10


def wait_my_turn_or_window(page, limit_s=20):
    deadline = time.time() + limit_s
    while not ready(page):
        assert time.time() < deadline, "Ann's moves never came"
        page.wait_for_timeout(50)


def play_to_a_claim_and_a_helper(page, http, artifacts) -> dict[str, bool]:
    """Plain moves for both until Ann has claimed once and played a helper for 10 once, each
    checked in the page; what was seen, if the game ends first."""
    table = start_with_bea(page, http)
    done = {"claim": False, "helper": False}
    for _ in range(400):
        if all(done.values()):
            break
        st = table.state(0)
        if st["status"] != "playing":
            break
        moves = table.moves(0)["moves"] if 0 in st["actors"] else []
        if any(m["type"] == "claim" for m in moves) and not done["claim"]:
            check_claim_in_the_bar(page, table, st)
            page.screenshot(path=str(artifacts / "camargue-phone-claimed.png"), full_page=True)
            done["claim"] = True
        elif any(m["type"] == "helper" for m in moves) and not done["helper"]:
            check_helper_confirmed(page, table, st)
            done["helper"] = True
        else:
            if 0 not in st["actors"]:
                seat = st["actors"][0]
                moves = table.moves(seat)["moves"]
            else:
                seat = 0
            plain = [m for m in moves if m["type"] in ("place", "pass", "set_aside")]
            table.send(seat, (plain or moves)[0], st["version"])
    return done


def test_claims_pass_and_helpers_on_a_phone(phone, server, artifacts):
    """The reaction window is answered with the bar's buttons, a helper for 10 is confirmed, the
    log says each window's result in one line, and the display stays readable on a phone."""
    page = phone
    with httpx.Client(base_url=server.url, timeout=10) as http:
        # About one deal in a hundred never offers Ann a claim under this plain play; a new
        # table is dealt then (the room's seed is the server's own).
        for _ in range(3):
            done = play_to_a_claim_and_a_helper(page, http, artifacts)
            if all(done.values()):
                break
        assert all(done.values()), done
        log = page.locator("#log").inner_text()
        assert "answered" not in log and "Whoever holds" not in log
        assert "No one claimed" not in log and "(Helper claims): claimed with the" in log
        assert re.search(r"\(Helper claims\): claimed with the .+ × \d+ tiles? touched = \d+ points?", log), log
        assert not re.search(r"\bedges?\b", log), log
        # The display is seen whole, its spots within a finger's reach, its text readable.
        page.wait_for_selector("#board [data-board=display] .last-placed")
        page.wait_for_timeout(300)
        fit = page.evaluate(DISPLAY_FIT)
        # Seen whole, or (grown past what the screen holds at a finger's size) panned to the tile laid last.
        assert fit["inside"] and ((fit["whole"] and fit["over"] <= 0) or fit["tile"] >= 40), fit
        if fit["reach"] is not None:
            assert fit["reach"] >= 40, fit
        assert page.evaluate(SMALLEST_TEXT) >= 11
        assert "point at" not in page.locator("#prompt").inner_text()


DISPLAY_FIT = """() => {
  const box = document.querySelector('#board .scroll-x'), b = box.getBoundingClientRect();
  const svg = document.querySelector('#board svg[data-board=display]').getBoundingClientRect();
  const last = document.querySelector('#board .last-placed');
  const l = last ? last.getBoundingClientRect() : null;
  const spots = [...document.querySelectorAll('#board [data-board=display] [data-cell][data-target]')]
    .map((g) => g.getBoundingClientRect());
  return { over: box.scrollWidth - box.clientWidth, left: box.scrollLeft, tile: l ? l.width : null,
           inside: !l || (l.left >= b.left - 1 && l.right <= b.right + 1),
           whole: svg.left >= b.left - 1 && svg.right <= b.right + 1 && svg.top >= b.top - 1 && svg.bottom <= b.bottom + 1,
           reach: spots.length ? Math.min(...spots.map((r) => Math.max(r.width, r.height))) : null,
           cols: Number(getComputedStyle(document.querySelector('#board svg[data-board=display]')).getPropertyValue('--cols')),
           page: document.documentElement.scrollWidth - innerWidth };
}"""


def lay_east(page, table, until):
    """Tiles laid east of the start over the API until `until(fit)` holds for the phone's display."""
    for _ in range(200):
        st = table.state()
        if st["view"]["public"]["phase"] == "turn" and st["view"]["public"]["last"]:
            page.wait_for_timeout(150)
            fit = page.evaluate(DISPLAY_FIT)
            if until(fit):
                return fit
        lay_towards(table, st, lambda m: (m["x"], -abs(m["y"])))
        page.wait_for_timeout(60)
    pytest.fail("the display never grew that wide")


def lay_towards(table, st, toward) -> None:
    """The actor's plain move: of its placements the one `toward` ranks highest, else a pass or
    setting a helper aside."""
    seat = st["actors"][0]
    moves = table.moves(seat)["moves"]
    plain = [m for m in moves if m["type"] in ("place", "pass", "set_aside")]
    places = [m for m in plain if m["type"] == "place"]
    move = max(places, key=toward) if places else (plain or moves)[0]
    table.send(seat, move, st["version"])


def test_the_display_keeps_finger_sized_tiles_on_a_phone_as_it_grows_and_fit_shows_it_whole(phone, server):
    """Issue 32 and the fourth play-test: a board fits as it grows (no pan arrows for a few pixels)
    while its tiles stay finger-sized; past that it pans in its box with its tiles at a finger's
    size; "Fit" shows it whole on request, and + or a pinch enlarge it for detail."""
    page = phone
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        # Eight columns are drawn whole on a phone, every tile at least 40 px.
        lay_east(page, table, lambda f: f["cols"] >= 8)
        page.wait_for_timeout(300)
        fit = page.evaluate(DISPLAY_FIT)
        assert fit["over"] <= 0 and fit["whole"] and fit["page"] <= 0, fit
        assert fit["tile"] >= 40 and (fit["reach"] is None or fit["reach"] >= 40), fit
        assert page.locator("#board .pan-arrow").count() == 0
        # Fourteen are not: the tiles stay finger-sized and the display pans in its box, the tile
        # laid last in view; the page never scrolls sideways.
        lay_east(page, table, lambda f: f["cols"] >= 14)
        page.wait_for_timeout(300)
        big = page.evaluate(DISPLAY_FIT)
        assert big["tile"] >= 40 and big["over"] > 0 and big["inside"] and big["page"] <= 0, big
        # "Fit" shows it whole, smaller; + enlarges it again.
        page.locator("#board .zoom-fit").tap()
        page.wait_for_timeout(200)
        whole = page.evaluate(DISPLAY_FIT)
        assert whole["over"] <= 0 and whole["whole"] and whole["tile"] < big["tile"], whole
        page.locator("#board .zoom-in").tap()
        page.locator("#board .zoom-in").tap()
        page.wait_for_timeout(200)
        zoomed = page.evaluate(DISPLAY_FIT)
        assert zoomed["tile"] > whole["tile"] * 1.4 and zoomed["over"] > 0 and zoomed["page"] <= 0, zoomed
