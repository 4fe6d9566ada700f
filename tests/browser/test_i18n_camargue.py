"""Camargue in Russian: a human seat and a bot, one whole turn of the human through the board, and
no English text of the game's catalog or board left on the page."""

from __future__ import annotations

import time

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from .english import english_left

pytestmark = pytest.mark.browser

HAND = "[data-board=hand] [data-target]"  # on a phone, in the pinned bar's tray
SPOTS = "#board [data-board=display] [data-cell][data-target]"


def open_room_in_russian(browser, server, viewport):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        made = http.post("/api/rooms", json={"game": "camargue", "players": 2, "name": "Ann"}).json()
        auth = {"Authorization": f"Bearer {made['token']}"}
        assert http.post(f"/api/rooms/{made['room']}/bots", json={}, headers=auth).status_code == 201
        assert http.post(f"/api/rooms/{made['room']}/start", headers=auth).status_code == 200
        names = [s["name"] for s in http.get(f"/api/rooms/{made['room']}").json()["seats"]]
    ctx = browser.new_context(viewport=viewport, base_url=server.url, bypass_csp=True,
                              has_touch=viewport == PHONE, is_mobile=viewport == PHONE)
    ctx.add_cookies([{"name": "lang", "value": "ru", "url": server.url}])
    ctx.add_init_script(f"localStorage.setItem('panorama.seat.{made['room']}', "
                        f"JSON.stringify({{seat: 0, token: '{made['token']}'}}))")
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(f"/rooms/{made['room']}")
    return ctx, page, made, names, errors


def english_shown(page, names) -> list[str]:
    return english_left(page.evaluate("() => document.body.innerText"), "camargue", tuple(names))


def test_a_whole_turn_in_russian(browser, server, artifacts):
    ctx, page, made, names, errors = open_room_in_russian(browser, server, PHONE)
    try:
        assert page.locator("html").get_attribute("lang") == "ru"
        deadline = time.time() + 20
        while True:
            assert time.time() < deadline, "Ann's turn never came"
            if page.locator("#room-root[data-ready='1'][data-my-turn='1']").count() and page.locator(HAND).count():
                break
            page.wait_for_timeout(50)
        # A landscape tile (a helper's label offers it for 10 points): tap it, then a spot.
        tiles = page.locator(HAND)
        tile = next(tiles.nth(i) for i in range(tiles.count())
                    if (tiles.nth(i).get_attribute("aria-label") or "").startswith("Положить"))
        tile.tap()
        page.wait_for_selector(f"{SPOTS} .ghost")
        spot = page.locator(SPOTS).first
        spot.scroll_into_view_if_needed()
        assert "от стартовой плитки" in spot.get_attribute("aria-label") or "на стартовой плитке" in spot.get_attribute("aria-label")
        version = int(page.locator("#room-root").get_attribute("data-version"))
        spot.tap()
        page.wait_for_function(f"() => Number(document.querySelector('#room-root').dataset.version) > {version}")
        page.wait_for_selector("#board [data-board=display] .last-placed")
        page.wait_for_timeout(300)
        with httpx.Client(base_url=server.url) as http:
            laid = [e for entry in http.get(f"/api/rooms/{made['room']}/log").json() for e in entry["events"]
                    if e.get("type") == "place" and e.get("seat") == 0]
        assert laid, "Ann's tile was not laid"
        content = page.content()
        assert "⟦" not in content
        assert "кладёт плитку" in page.locator("#log").inner_text()
        assert english_shown(page, names) == []
        # The shared display is "Поле", its emergency tiles "аварийные".
        heading = page.locator("#board section.display-area h2").text_content()  # a phone shows only its counts
        assert heading.startswith("Поле · ") and "аварийн" in heading, heading
        assert "Выкладка" not in page.locator("body").inner_text()
        page.screenshot(path=str(artifacts / "camargue-ru-phone.png"), full_page=True)
        page.set_viewport_size(DESKTOP)
        page.wait_for_timeout(200)
        assert english_shown(page, names) == []
        page.screenshot(path=str(artifacts / "camargue-ru-desktop.png"), full_page=True)
        # Nothing of the board runs past its box in the longer Russian words.
        wide = page.evaluate("""() => [...document.querySelectorAll('#board *')]
          .filter((el) => !el.closest('.scroll-x') && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
          .map((el) => el.className)""")
        assert wide == []
        assert not errors, errors
    finally:
        ctx.close()
