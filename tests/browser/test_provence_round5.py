"""Walking in Provence after the fifth play-test: each corner to place a card on has its own
name and shows the card's outline (pointed at on a desktop, tapped on a phone), the frames are
told apart (colour, dash, tag, legend) and stay inside the tableau, the photo cards say they
scroll on a phone, the desktop tableau uses the room, and the photos of the last walk are
listed until the next walk."""

from __future__ import annotations

import random
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, click_some_target, create_room

pytestmark = pytest.mark.browser

HAND = "#board section[aria-label='Your hand']"
# On a phone the cards to pass and the turn options are the pinned bar's tray (#tray).
PASS = f"{HAND} [data-target], #tray .pass-options [data-target]"
TURN = "#board .orient-row [data-target], #tray .orient-row [data-target]"
CORNERS = "#board [data-board=tableau-0] [data-cell][data-target]"


def to_placing(page, press) -> None:
    page.wait_for_selector(PASS)
    press(page.locator(PASS).first)
    page.wait_for_selector(TURN)
    press(page.locator(TURN).first)
    page.wait_for_selector(CORNERS)


def test_each_corner_has_its_own_name_and_shows_the_cards_outline_on_a_desktop(new_page, artifacts):
    page = new_page({"width": 1280, "height": 800})
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    to_placing(page, lambda loc: loc.click())
    labels = page.locator(CORNERS).evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert len(labels) > 10 and len(set(labels)) == len(labels), labels[:5]
    assert all("rows" in label and "columns" in label for label in labels), labels[:3]
    assert page.locator("[data-ghost-outline]").count() == 0
    page.locator(CORNERS).nth(3).hover()
    assert page.locator("[data-ghost-outline]").count() == 1
    assert page.locator("[data-ghost=card] [data-terrain]").count() == 6
    page.screenshot(path=str(artifacts / "provence-r5-ghost-desktop.png"))
    # The desktop tableau uses the room: squares of about 60-70 px, within the window.
    size = page.evaluate("""() => { const svg = document.querySelector('[data-board=tableau-0]');
      const box = svg.getBoundingClientRect(); return [box.width * 42 / svg.viewBox.baseVal.width, box.height]; }""")
    assert size[0] >= 55 and size[0] <= 71, size


def test_a_tap_shows_the_cards_outline_and_a_second_tap_moves_it_on_a_phone(new_page, artifacts):
    page = new_page(PHONE, touch=True)
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    to_placing(page, lambda loc: loc.tap())
    assert "outline" in page.locator("#prompt").inner_text()
    page.locator(CORNERS).nth(2).tap()
    page.wait_for_selector("#confirm")
    first = page.locator("[data-ghost-outline]").bounding_box()
    assert first is not None
    assert "confirm" in page.locator("#board [data-board=tableau-0] .picked[data-cell]").get_attribute("aria-label")
    page.screenshot(path=str(artifacts / "provence-r5-ghost-phone.png"))
    page.locator(CORNERS).last.tap()
    page.wait_for_selector("#confirm")
    # the board is drawn again after the tap: wait for the outline to leave the first corner
    # (and read where it went in the same look: the zoom may draw the board once more after)
    second = page.wait_for_function("""([x, y]) => { const r = document.querySelector('[data-ghost-outline]')?.getBoundingClientRect();
      return r && r.width > 0 && (Math.abs(r.x - x) > 1 || Math.abs(r.y - y) > 1) && {x: r.x, y: r.y}; }""",
                                    arg=[first["x"], first["y"]], timeout=5000).json_value()
    assert page.locator("[data-ghost-outline]").count() == 1 and (first["x"], first["y"]) != (second["x"], second["y"])


def test_the_photo_cards_say_they_scroll_on_a_phone(new_page, artifacts):
    page = new_page(PHONE, touch=True)
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("[data-board=photos] svg")
    cards = page.locator("[data-board=photos] > svg").count()
    assert f"({cards} cards)" in page.locator(".pv-photos-title").inner_text()
    assert page.locator("[data-swipe=photos]").is_visible()
    # a bot's move may redraw the strip meanwhile: a screenshot of the page's region
    box = page.locator("section[aria-label='Photos and goals']").bounding_box()
    page.screenshot(path=str(artifacts / "provence-r5-photos-phone.png"), clip=box)


def walk_to(page, rng, want, limit_s=60) -> None:
    deadline = time.time() + limit_s
    while not want():
        assert time.time() < deadline, "the wanted step did not come"
        if page.locator("#confirm").count():
            try:
                page.locator("#confirm").click(timeout=1500)
            except Exception:
                pass
        elif not click_some_target(page, rng):
            page.wait_for_timeout(40)


def test_the_frames_are_told_apart_and_the_walks_photos_are_listed(new_page, artifacts):
    page = new_page({"width": 1280, "height": 800})
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    rng = random.Random(3)
    walk_to(page, rng, lambda: page.locator("[data-preview-text=frames]").count() > 0)
    meadows = page.locator("#board [data-board=tableau-0] [data-cell][data-target]")
    meadows.first.hover()
    frames = page.locator("[data-preview=frames] [data-frame]")
    assert frames.count() == 4
    strokes = frames.evaluate_all("els => els.map(g => g.querySelectorAll('rect')[1].getAttribute('stroke') + g.querySelectorAll('rect')[1].getAttribute('stroke-dasharray'))")
    assert len(set(strokes)) == 4, strokes
    assert page.locator("[data-preview=frames] .pv-frame-tag").count() == 4
    assert page.locator("[data-frame-legend] [data-frame-key]").count() == 4
    # Every frame lies inside the tableau's box.
    outside = page.evaluate("""() => { const svg = document.querySelector('[data-board=tableau-0]'); const vb = svg.viewBox.baseVal;
      return [...svg.querySelectorAll('[data-frame] rect')].filter(r => { const b = r.getBBox();
        return b.x < 0 || b.y < 0 || b.x + b.width > vb.width || b.y + b.height > vb.height; }).length; }""")
    assert outside == 0
    # Pointing at a frame's line in the key shows that frame alone.
    page.locator("[data-frame-legend] [data-frame-key]").first.hover()
    assert page.locator("[data-preview=frames] [data-frame].dim").count() == 3
    page.screenshot(path=str(artifacts / "provence-r5-frames-desktop.png"), clip=page.locator("[data-board=tableau-0]").bounding_box())
    # After the walk the photos it gave are listed, each seat on its own line, until the next walk.
    walk_to(page, rng, lambda: page.locator("[data-board=round-photos]").count() > 0, 40)
    text = page.locator("[data-board=round-photos]").inner_text()
    assert "Round 1's photos" in text and text.count("—") == 2, text
    taken = sum(int(n) for n in page.locator("[data-board=round-photos] li").evaluate_all("els => els.map(e => e.dataset.taken)"))
    markers = page.locator("[data-board=photos] circle title").count()  # the markers on the photo cards
    assert taken == markers, (taken, markers)
    # the walk that follows brings the photographer into sight: the list may be above the window
    box = page.evaluate("""() => { const el = document.querySelector('[data-board=round-photos]'); el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }""")
    page.screenshot(path=str(artifacts / "provence-r5-round-photos.png"), clip=box)
    walk_to(page, rng, lambda: page.locator("[data-preview-text=frames]").count() > 0)
    assert page.locator("[data-board=round-photos]").count() == 0
