"""Walking in Provence in the browser: every choice of the scene and the walk shows what it is worth
before it is made (the API's previews), at 1366x900 and on a 390x844 touch screen: the two cards
to pass ("keep the other card: up to +N"), the eight turns of the card ("≤ +N", the best corner),
every corner ("+N", "−N"), every meadow of the walk."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import Error as PWError

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, create_room

pytestmark = pytest.mark.browser

API_PREVIEWS = """async () => {
  const room = location.pathname.split('/').filter(Boolean).pop();
  const seat = JSON.parse(localStorage.getItem('panorama.seat.' + room));
  const r = await fetch('/api/rooms/' + room + '/moves?preview=true', { headers: { Authorization: 'Bearer ' + seat.token } });
  return await r.json();
}"""


def api(page):
    body = page.evaluate(API_PREVIEWS)
    return list(zip(body["moves"], body["previews"]))


def stage_is(page, stage: str, limit_s: float = 30) -> None:
    page.wait_for_function("""(stage) => {
      const root = document.querySelector('#room-root');
      return root && root.dataset.ready === '1' && document.querySelector('[data-worth]') &&
        (stage !== 'place' || document.querySelector('[data-worth-cell]')) &&
        (stage !== 'orient' || document.querySelector('.pv-option[data-orient]')) &&
        (stage !== 'pass' || document.querySelector('.pv-option[data-pass]')) &&
        (stage !== 'walk' || document.querySelector('[data-board=tableau-0] [data-worth-cell]'));
    }""", arg=stage, timeout=limit_s * 1000)


def value(preview) -> float:
    return preview["upto"] if preview.get("upto") is not None else preview["points"]


def press(page, loc, touch: bool) -> None:
    """Tap or click; again when a frame redrew the board in between (the locator finds the new one)."""
    for attempt in range(3):
        try:
            loc.scroll_into_view_if_needed(timeout=3000)
            loc.tap(timeout=3000) if touch else loc.click(timeout=3000)
            return
        except PWError:
            if attempt == 2:
                raise
            page.wait_for_timeout(150)


def confirm(page, touch: bool) -> None:
    page.wait_for_selector("#confirm")
    press(page, page.locator("#confirm"), touch)


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_every_choice_shows_its_worth_as_the_api_says_it(new_page, artifacts, size):
    touch = size == "phone"
    page = new_page(PHONE if touch else DESKTOP, touch=touch)
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)

    # Pass: each card of the hand says what keeping the other one reaches.
    stage_is(page, "pass")
    previews = {m["card"]: p for m, p in api(page) if m["type"] == "pass"}
    options = page.locator(".pv-option[data-pass]")
    assert options.count() == 2
    for i in range(2):
        card = options.nth(i).get_attribute("data-pass")
        badge = options.nth(i).locator(".worth")
        assert badge.count() == 1 and badge.is_visible()
        assert float(badge.get_attribute("data-worth")) == value(previews[card])
        caption = options.nth(i).locator(".pv-option-caption").inner_text()
        assert caption == "keep the other card: up to" and badge.inner_text()[0] in "+−0", (caption, badge.inner_text())
    page.screenshot(path=str(artifacts / f"provence-worth-pass-{size}.png"))
    press(page, options.nth(0).locator("[data-target]"), touch)

    # Orient: each of the turns says the best its corners reach.
    stage_is(page, "orient")
    previews = {(m["rot"], m["layer"]): p for m, p in api(page) if m["type"] == "orient"}
    options = page.locator(".pv-option[data-orient]")
    offered = 0
    for i in range(options.count()):
        rot, layer = options.nth(i).get_attribute("data-orient").split("-")
        badge = options.nth(i).locator(".worth")
        if (int(rot), layer) not in previews:
            assert badge.count() == 0  # no corner takes the card this way: no value, not a target
            continue
        offered += 1
        assert float(badge.get_attribute("data-worth")) == value(previews[int(rot), layer])
    assert offered >= 4
    best = max(previews, key=lambda k: value(previews[k]))
    page.screenshot(path=str(artifacts / f"provence-worth-orient-{size}.png"))
    press(page, page.locator(f".pv-option[data-orient='{best[0]}-{best[1]}'] [data-target]"), touch)

    # Place: every corner carries its worth, the one the turn promised among them.
    stage_is(page, "place")
    previews = {f"{m['x']},{m['y']}": p for m, p in api(page) if m["type"] == "place"}
    badges = page.locator("[data-board=tableau-0] [data-worth-cell]")
    shown = {badges.nth(i).get_attribute("data-worth-cell"): float(badges.nth(i).get_attribute("data-worth"))
             for i in range(badges.count())}
    assert shown == {cell: p["points"] for cell, p in previews.items()}
    labels = badges.locator("text").evaluate_all("els => els.map(e => e.textContent)")
    assert all(label[0] in "+−0≈" for label in labels), labels
    top = max(previews, key=lambda c: previews[c]["points"])
    assert previews[top]["points"] == pytest.approx(value({"points": 0, "upto": max(shown.values())}))
    page.screenshot(path=str(artifacts / f"provence-worth-place-{size}.png"))
    target = page.locator(f"[data-board=tableau-0] [data-cell='{top}'][data-target]")
    words = target.get_attribute("aria-label")
    assert previews[top]["text"] in words  # the words of the API's preview, on the target
    press(page, target, touch)
    confirm(page, touch)
    # the confirmation said the worth (the shell's bar); the scene ends, the walk comes

    # Walk: every meadow says what the photographer there leads to; the drone's say the photos.
    deadline = time.time() + 40
    while True:
        assert time.time() < deadline, "no walk"
        moves = api(page)
        if any(m["type"] == "photographer" for m, _ in moves):
            break
        page.wait_for_timeout(200)
    stage_is(page, "walk")
    moves = api(page)
    previews = {m["to"]: p for m, p in moves if m["type"] == "photographer"}
    badges = page.locator("[data-board=tableau-0] [data-worth-cell]")
    shown = {badges.nth(i).get_attribute("data-worth-cell"): float(badges.nth(i).get_attribute("data-worth"))
             for i in range(badges.count())}
    assert shown == {cell: value(p) for cell, p in previews.items()}
    stay = next(p for m, p in moves if m["type"] == "stay")
    button = page.locator("#actions [data-target=button] .worth")
    assert button.count() == 1 and float(button.get_attribute("data-worth")) == stay["points"]
    page.screenshot(path=str(artifacts / f"provence-worth-walk-{size}.png"))
