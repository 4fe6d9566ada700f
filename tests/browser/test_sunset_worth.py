"""Sunset's values on the board: every planning card and every hike destination carries its worth,
the one the API's preview gives for that move (on a phone and on a laptop)."""

from __future__ import annotations

import json

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import create_room

pytestmark = pytest.mark.browser

MINUS = "\u2212"


def _signed(n: float) -> str:
    r = round(n, 1)
    r = int(r) if r == int(r) else r
    return "0" if r == 0 else f"{'+' if r > 0 else MINUS}{abs(r)}"


def _label(preview: dict) -> str:
    """The badge's label for one move, as core/worth.js writes it."""
    return f"≤ {_signed(preview['upto'])}" if preview["upto"] != preview["points"] else _signed(preview["points"])


def _previews(page, room: str) -> list[tuple[dict, dict]]:
    seat = json.loads(page.evaluate(f"localStorage.getItem('panorama.seat.{room}')"))
    answer = page.request.get(f"/api/rooms/{room}/moves?preview=true",
                              headers={"Authorization": f"Bearer {seat['token']}"}).json()
    assert len(answer["previews"]) == len(answer["moves"])
    return list(zip(answer["moves"], answer["previews"]))


def _one_preview_named(aria: str, listed: list[tuple[dict, dict]]) -> tuple[dict, dict]:
    found = [(m, p) for m, p in listed if p["text"] in aria]
    assert len(found) == 1, (aria, [p["text"] for _, p in listed])
    return found[0]


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_planning_cards_and_hike_destinations_show_the_apis_worth(new_page, artifacts, size):
    page = new_page(size)
    room = create_room(page, "sunset", 1, "Ann")  # Wanderlust: the whole turn is Ann's
    page.get_by_role("button", name="Start the game").click()
    cards = page.locator(":is(#board, #tray) [data-board=planning] [data-plan-card][data-target]")
    cards.first.wait_for()
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] .worth-svg")
    listed = _previews(page, room)
    badges = page.locator(":is(#board, #tray) [data-board=planning] .worth-svg")
    assert badges.count() == cards.count() == 3
    for i in range(cards.count()):
        move, preview = next((m, p) for m, p in listed if m["card"] == cards.nth(i).get_attribute("data-plan-card"))
        assert preview["points"] == 0 and "No renown now" in preview["text"]
        assert float(cards.nth(i).get_attribute("data-worth")) == preview["upto"]
        assert badges.nth(i).text_content() == _label(preview)
        assert preview["text"] in cards.nth(i).get_attribute("aria-label")
        badges.nth(i).scroll_into_view_if_needed()
        assert badges.nth(i).is_visible()
    page.screenshot(path=str(artifacts / f"sunset-worth-plan-{size['width']}.png"))

    cards.first.click()  # a solo card is played at once
    targets = page.locator("#board [data-board=wilderness] [data-cell][data-target]")
    targets.first.wait_for()
    page.wait_for_selector("#board [data-board=wilderness] .worth-svg")
    listed = _previews(page, room)
    assert {m["type"] for m, _ in listed} <= {"hike", "stay"}
    badges = page.locator("#board [data-board=wilderness] .worth-svg")
    assert badges.count() == targets.count() == len(listed)
    labels = sorted(badges.all_text_contents())
    assert labels == sorted(_label(p) for _, p in listed)
    for i in range(targets.count()):
        move, preview = _one_preview_named(targets.nth(i).get_attribute("aria-label"), listed)
        assert float(targets.nth(i).get_attribute("data-worth")) == preview["upto"], (move, preview)
    page.screenshot(path=str(artifacts / f"sunset-worth-hike-{size['width']}.png"))
