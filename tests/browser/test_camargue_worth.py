"""What each choice is worth, on Camargue's board (issue "Every move knows its worth"): every spot
and every tile of the hand shows its "+N" before anything is chosen (the best over the hand, or
over the spots), a chosen tile's spots show that tile's points, a spot chosen first makes the
hand show each tile's points there; each figure is the API's preview of the same move."""

from __future__ import annotations

import random
import re

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from .test_camargue_board import HAND, SPOTS, start_with_bea, worth_of
from .test_camargue_round6 import late_game, until_ready

pytestmark = pytest.mark.browser

HAND_BADGES = "[data-board=hand] .worth-svg"  # on a phone, in the pinned bar's tray


def previews(table):
    """Ann's moves with their previews, by the API."""
    answer = table.http.get(f"/api/rooms/{table.room}/moves?preview=true",
                            headers={"Authorization": f"Bearer {table.tokens[0]}"}).json()
    assert len(answer["previews"]) == len(answer["moves"])
    return list(zip(answer["moves"], answer["previews"]))


def cell(spot) -> tuple[int, int]:
    x, y = spot.get_attribute("data-cell").split(",")
    return int(x), int(y)


def spot_values(page):
    spots = page.locator(SPOTS)
    return {cell(spots.nth(i)): worth_of(spots.nth(i)) for i in range(spots.count())}


def hand_values(page):
    return [int(v) for v in page.locator(HAND_BADGES).evaluate_all("(bs) => bs.map((b) => b.dataset.worth)")]


def choose(page, el, touch):
    el.scroll_into_view_if_needed()
    if touch:
        el.tap()
    else:
        el.click()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_spots_and_tiles_show_the_api_previews(new_page, server, artifacts, size):
    touch = size == "phone"
    page = new_page(PHONE if touch else DESKTOP, touch=touch)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        until_ready(page, late_game(table, 70, random.Random(11)))
        listed = previews(table)
        hand = [t["id"] for t in table.state(0)["view"]["private"]["hand"]]
        places = [(m, p) for m, p in listed if m["type"] == "place"]

        # Nothing chosen: a spot shows the best tile of the hand there, a tile its best spot (a
        # helper its 10), each as the API's preview says.
        best_at: dict[tuple[int, int], int] = {}
        for m, p in places:
            best_at[m["x"], m["y"]] = max(best_at.get((m["x"], m["y"]), p["points"]), p["points"])
        assert spot_values(page) == best_at
        best_of = {t: max(p["points"] for m, p in listed if m.get("tile") == t) for t in hand
                   if any(m.get("tile") == t for m, _ in listed)}
        assert hand_values(page) == [best_of[t] for t in hand if t in best_of]
        # The words come with the figure: the spot's label ends with the preview's text.
        spot = page.locator(SPOTS).first
        x, y = cell(spot)
        label = spot.get_attribute("aria-label")
        assert re.search(r"tiles? touched = \d+ points?", label) and "edge" not in label, label
        page.screenshot(path=str(artifacts / f"camargue-worth-{size}-start.png"))

        # A tile chosen: every spot shows what that tile scores there.
        tiles = page.locator(f"{HAND}[aria-label^='Lay']")
        assert tiles.count()
        tile_index = [t for t in hand if t in best_of and any(m["tile"] == t for m, _ in places)][0]
        choose(page, tiles.first, touch)
        page.wait_for_selector(f"{SPOTS} .ghost")
        mine = {(m["x"], m["y"]): p["points"] for m, p in places if m["tile"] == tile_index}
        assert spot_values(page) == mine
        page.screenshot(path=str(artifacts / f"camargue-worth-{size}-tile.png"))
        page.locator("#cancel").click()
        page.wait_for_selector("#cancel", state="detached")

        # A spot chosen first where two tiles fit: the hand shows what each scores there.
        counts: dict[tuple[int, int], int] = {}
        for m, _ in places:
            counts[m["x"], m["y"]] = counts.get((m["x"], m["y"]), 0) + 1
        shared = [xy for xy, n in counts.items() if n > 1]
        if not shared:
            return
        x, y = shared[0]
        choose(page, page.locator(f"{SPOTS}[data-cell='{x},{y}']"), touch)
        page.wait_for_selector("#board [data-board=display] [data-cell].picked")
        there = {m["tile"]: p["points"] for m, p in places if (m["x"], m["y"]) == (x, y)}
        page.wait_for_function(f"() => document.querySelectorAll('{HAND_BADGES}').length === {len(there)}")
        assert hand_values(page) == [there[t] for t in hand if t in there]
        # The hand, with its figures, is in sight beside the chosen spot (on a phone in the bar).
        page.wait_for_timeout(400)
        inside = page.evaluate("""() => [...document.querySelectorAll('[data-board=hand] .worth-svg')].every((b) => {
            const r = b.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })""")
        assert inside, "the hand's figures are out of sight after a spot was chosen"
        spot = page.evaluate("""() => { const r = document.querySelector('#board [data-cell].picked').getBoundingClientRect();
            const bar = document.getElementById('actionbar').getBoundingClientRect();
            const band = bar.top < innerHeight / 2 ? [bar.bottom, innerHeight] : [0, bar.top];
            return r.bottom > band[0] && r.top < band[1]; }""")
        assert spot, "the chosen spot went out of sight"
        page.screenshot(path=str(artifacts / f"camargue-worth-{size}-spot.png"))


UNDER = """([x, y]) => {
  const g = document.elementFromPoint(x, y)?.closest('#board [data-cell][data-target]');
  return g ? getComputedStyle(g.querySelector('.hl-fill')).fill : null;
}"""
FILLS = "() => [...document.querySelectorAll('#board [data-cell][data-target] .hl-fill')].map((r) => getComputedStyle(r).fill)"


def test_a_resting_pointer_does_not_emphasise_the_spot_under_it(new_page, server):
    """A spot drawn under a mouse that has not moved since the step began (the last click's place)
    is not pointed at: it is drawn like the others, and its sum is not said, until the pointer
    moves."""
    page = new_page(DESKTOP)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        until_ready(page, table.state())
        hand = [t["id"] for t in table.state(0)["view"]["private"]["hand"]]
        places = [m for m, _ in previews(table) if m["type"] == "place"]
        first = next(t for t in hand if any(m["tile"] == t for m in places))
        m = next(m for m in places if m["tile"] == first)
        # The pointer rests on a spot of the first tile; the tile is then chosen by the keyboard,
        # and the spots are drawn afresh under the pointer.
        box = page.locator(f"{SPOTS}[data-cell='{m['x']},{m['y']}']").bounding_box()
        at = [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2]
        page.mouse.move(*at)
        page.locator(f"{HAND}[aria-label^='Lay']").first.focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{SPOTS} .ghost")
        page.wait_for_timeout(150)
        resting = page.evaluate(UNDER, at)
        assert resting is not None, "the spot moved from under the pointer"
        assert set(page.evaluate(FILLS)) == {resting}, "a spot nobody pointed at is emphasised"
        assert not page.locator("[data-preview]").inner_text().startswith("Here")
        page.mouse.move(at[0] + 3, at[1] + 3)
        page.wait_for_timeout(150)
        assert page.evaluate(UNDER, [at[0] + 3, at[1] + 3]) != resting, "the spot pointed at is emphasised"
        assert page.locator("[data-preview]").inner_text().startswith("Here")


def test_a_spot_that_only_one_tile_fits_asks_before_the_tile_is_laid(new_page, server):
    """A tap on a spot that only one tile of the hand fits would lay that tile at once: the page
    asks first, naming the tile, and lays it on Confirm; Cancel lays nothing."""
    page = new_page(DESKTOP)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        table = start_with_bea(page, http)
        rng = random.Random(5)
        for _ in range(40):
            until_ready(page, table.state())
            places = [m for m, _ in previews(table) if m["type"] == "place"]
            fits = {}
            for m in places:
                fits.setdefault((m["x"], m["y"]), []).append(m)
            single = [ms[0] for ms in fits.values() if len(ms) == 1]
            if single:
                break
            late_game(table, table.state()["view"]["public"]["pile_size"] - 2, rng)
        else:
            pytest.skip("no spot that only one tile fits came up")
        m = single[0]
        spot = page.locator(f"{SPOTS}[data-cell='{m['x']},{m['y']}']")
        version = table.state()["version"]
        spot.click()
        page.wait_for_selector("#confirm")
        assert "It is the only tile of your hand that fits there." in page.locator("#prompt").inner_text()
        page.locator("#cancel").click()
        page.wait_for_selector("#confirm", state="detached")
        assert table.state()["version"] == version, "Cancel laid a tile"
        spot.click()
        page.locator("#confirm").click()
        page.wait_for_function(f"Number(document.getElementById('room-root').dataset.version) > {version}")
        assert m["tile"] not in [t["id"] for t in table.state(0)["view"]["private"]["hand"]], "the tile was not laid"
