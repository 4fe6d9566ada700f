"""Walking in Provence's board: one whole turn on a phone by tapping, the frame preview when
walking (the photos each meadow would take, from the engine), a second tap moving the preview,
the own choice shown while the other player chooses, readable text, the legend's pictures, the
final table on a phone, and the drawn components (screenshots at the start, mid-game and end,
desktop and phone)."""

from __future__ import annotations

import random
import re
import time

import pytest
from playwright.sync_api import Error as PlaywrightError

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, check_screen, click_some_target, create_room, let_a_bot_finish, tap

pytestmark = pytest.mark.browser


def status(page) -> str:
    return page.locator("#board .status-line").inner_text()


def tap_first(page, selector) -> bool:
    loc = page.locator(selector)
    if page.locator("#room-root[data-ready='1']").count() == 0 or loc.count() == 0:
        return False
    return tap(loc.first)


def test_one_whole_turn_on_a_phone_by_tapping(phone, artifacts):
    page = phone
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#tray .pass-options [data-target]")
    # Scene: tap the card to pass, an orientation, a corner and confirm; walk: a meadow for the
    # photographer (confirmed), one for the drone (confirmed). Round 2 begins.
    deadline = time.time() + 60
    taps = 0
    while "Round 2" not in status(page):
        assert time.time() < deadline, "the round did not end after tapping"
        if tap_first(page, "#confirm") or tap_first(page, "#board [data-target], #tray [data-target]"):
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
                "els => els.map(e => [e.dataset.photo, e.dataset.frameOf])"))
            frames = page.locator("[data-preview=frames] [data-frame]").count()
            assert frames in (1, 2, 3, 4, 5), frames
            assert shown == sorted([p["photo"], p["frame"]] for p in preview[cell]["photos"]), cell
            # what the walk is worth, in the API preview's words, under the list
            assert page.locator("[data-preview-text=frames] .pv-worth-words .worth").count() == 1
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
    while True:
        assert time.time() < deadline
        if "Round 5" in status(page) and page.locator("[data-preview-text=frames]").count():
            # A bot's frame may redraw the tableau or end this step between the look and the
            # hover: then play on until the preview is offered again.
            try:
                page.locator("#board [data-board=tableau-0] [data-cell][data-target]").first.hover(timeout=2000)
                if page.locator("[data-preview=frames] [data-frame]").count() >= 1:
                    break
            except PlaywrightError:
                pass
        if page.locator("#confirm").count():
            click_soon(page, "#confirm")
        elif not click_some_target(page, rng):
            page.wait_for_timeout(30)
    assert page.locator("#board [data-board=tableau-0] [data-terrain]").count() > 20
    check_screen(page, artifacts, "provence-art-mid", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    let_a_bot_finish(page)
    page.wait_for_selector("#end details[open] li")
    lines = page.locator("#end details li").all_inner_texts()
    assert any("lavender field of" in t or "wheat field of" in t or "town of" in t for t in lines), lines
    check_screen(page, artifacts, "provence-art-end", {"desktop": DESKTOP, "phone": PHONE})
    # On a phone the final table, Total included, fits the screen without sideways scrolling.
    phone = new_page(PHONE, touch=True)
    phone.goto(page.url + "?watch=1")
    # (players as rows while they fit, else turned: categories as rows, core/finaltable.js)
    shown = "#end table.final-scores:visible, #end table.final-by-category:visible"
    phone.wait_for_selector(shown)
    widths = phone.evaluate("""() => { const t = [...document.querySelectorAll('#end table.final-scores, #end table.final-by-category')]
        .find((x) => x.offsetParent !== null); return [t.scrollWidth, t.parentElement.clientWidth]; }""")
    assert widths[0] <= widths[1], widths
    assert phone.locator("#end table.final-scores:visible td.total, #end table.final-by-category:visible tr.total td").first.is_visible()


# Text drawn in the boards below this size (CSS px on screen); the terrain and shop marks are
# symbols repeated by each square's picture and tooltip, not text to read.
SMALLEST_TEXT = """(least) => {
  const bad = [];
  for (const t of document.querySelectorAll('#board svg text')) {
    if (t.classList.contains('terrain-mark') || t.classList.contains('shop-mark')) continue;
    const svg = t.ownerSVGElement, box = svg.getBoundingClientRect();
    if (!box.width || !t.getBoundingClientRect().width) continue;
    const px = parseFloat(getComputedStyle(t).fontSize) * box.width / svg.viewBox.baseVal.width;
    if (px < least) bad.push(t.textContent + ' ' + px.toFixed(1));
  }
  return bad;
}"""

COORDINATE = re.compile(r"-?\d+\s*,\s*-?\d+")


def join_by_link(page, link, name):
    page.goto(link)
    page.wait_for_selector("#join-name")
    page.get_by_label("Your name", exact=True).fill(name)
    page.get_by_role("button", name="Join the game").click()
    page.wait_for_selector("#seats")


def test_a_second_tap_moves_the_preview_and_the_own_choice_shows_while_the_other_chooses(new_page, artifacts):
    ann = new_page(DESKTOP)
    create_room(ann, "provence", 2, "Ann")
    ben = new_page(PHONE, touch=True)
    join_by_link(ben, ann.locator("#share-link").input_value(), "Ben")
    ann.wait_for_selector("#seats li.taken >> nth=1")
    ann.get_by_role("button", name="Start the game").click()
    hand = "#board section[aria-label='Your hand']"
    ann.wait_for_selector(f"{hand} [data-target]")
    assert not ann.evaluate(SMALLEST_TEXT, 12), ann.evaluate(SMALLEST_TEXT, 12)
    # Ann lays her card: while Ben chooses she sees what she passes and where her card goes.
    ann.locator(f"{hand} [data-target]").first.click()
    ann.locator("#board .orient-row [data-target]").first.click()
    ann.locator("#board [data-board=tableau-0] [data-cell][data-target]").first.click()
    ann.locator("#confirm").click()
    ann.wait_for_selector("[data-board=tableau-0] [data-placed=scene]")
    titles = ann.locator(f"{hand} .hand-title").all_inner_texts()
    assert any(t.startswith("Passing to Ben") for t in titles) and any(t.startswith("You lay this one") for t in titles), titles
    assert "Still choosing: Ben" in ann.locator("#prompt").inner_text()
    # Ben lays his by tapping.
    # (on his phone the cards and the turns are the pinned bar's tray)
    ben.wait_for_selector("#tray .pass-options [data-target]")
    assert not ben.evaluate(SMALLEST_TEXT, 11), ben.evaluate(SMALLEST_TEXT, 11)
    ben.locator("#tray .pass-options [data-target]").first.tap()
    ben.locator("#tray .orient-row [data-target]").first.tap()
    corners = ben.locator("#board [data-board=tableau-1] [data-cell][data-target]")
    first = corners.first.get_attribute("data-cell")
    corners.first.tap()
    ben.wait_for_selector("#confirm")
    # On a touch screen the other corners stay targets while the first is being confirmed.
    corners = ben.locator("#board [data-board=tableau-1] [data-cell][data-target]")
    assert corners.count() >= 1 and first not in corners.evaluate_all("els => els.map(e => e.dataset.cell)")
    corners.last.tap()
    ben.wait_for_selector("#confirm")
    ben.locator("#confirm").tap()
    # Ben walks on his phone: a second tap on another meadow moves the preview and the question.
    ben.wait_for_selector("[data-preview-text=frames]")
    meadows = ben.locator("#board [data-board=tableau-1] [data-cell][data-target]")
    if meadows.count() >= 2:
        meadows.first.tap()
        ben.wait_for_selector("#confirm")
        picked = ben.locator("#board [data-board=tableau-1] .picked[data-cell]").get_attribute("data-cell")
        others = ben.locator("#board [data-board=tableau-1] [data-cell][data-target]")
        assert others.count() >= 1, "tapping a meadow hid the other meadows"
        others.first.tap()
        ben.wait_for_selector("#confirm")
        # the board is drawn again after the tap
        ben.wait_for_function("""(was) => { const p = document.querySelector('#board [data-board=tableau-1] .picked[data-cell]');
          return p && p.dataset.cell !== was; }""", arg=picked, timeout=5000)
        now = ben.locator("#board [data-board=tableau-1] .picked[data-cell]").get_attribute("data-cell")
        assert now != picked
    for text in ben.locator("#actions button").all_inner_texts():
        assert not COORDINATE.search(text), text
    # Ann walks: her tokens are drawn where they go, faded where they stand, while Ben chooses.
    ann.wait_for_selector("[data-preview-text=frames]")
    moved = False
    for step in ("photographer", "drone"):
        ann.wait_for_selector(f"#board [data-board=tableau-0] [data-cell][data-target][aria-label*={step}]")
        cells = ann.locator("#board [data-board=tableau-0] [data-cell][data-target]").evaluate_all("els => els.map(e => e.dataset.cell)")
        # The meadow the token stands on is offered too ("Keep your ..."): another one, if any.
        for cell in reversed(cells):
            ann.locator(f"#board [data-board=tableau-0] [data-cell='{cell}'][data-target]").click()
            ann.wait_for_function("""(cell) => document.querySelector('#confirm')
              && document.querySelector(`#board [data-board=tableau-0] .picked[data-cell='${cell}']`)""", arg=cell)
            if not ann.locator("#prompt").inner_text().startswith("Keep your"):
                moved = True
                break
            if cell != cells[0]:
                # a pointer's pick leaves the other meadows without targets until it is cancelled
                ann.locator("#cancel").click()
                ann.wait_for_selector("#confirm", state="detached")
        ann.locator("#confirm").click()
    ann.wait_for_selector(".committed-note")
    assert ann.locator("[data-board=tableau-0] [data-token]").count() == 2
    # A token that walked is drawn faded where it stands (a deal may leave no other meadow).
    assert (ann.locator("[data-board=tableau-0] [data-token-before]").count() >= 1) == moved
    # Ben does not see Ann's choice: her tokens stay where they stand.
    assert ben.locator("[data-board=tableau-0] [data-token-before]").count() == 0
    ann.screenshot(path=str(artifacts / "provence-own-walk-while-waiting.png"), full_page=True)


def test_the_legend_shows_the_boards_pictures(new_page):
    page = new_page(DESKTOP)
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    items = page.locator("#legend .legend-list li")
    assert items.count() >= 15
    assert page.locator("#legend .legend-list li .swatch.drawn svg").count() == items.count()
    # The photographer and the tree are told apart by their pictures, not one shared dot.
    names = page.locator("#legend .legend-list li strong").all_inner_texts()
    assert "Tree" in names and "Photographer" in names and "Facing arrow" in names
