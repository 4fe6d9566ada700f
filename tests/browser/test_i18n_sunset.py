"""Sunset Over Water in Russian: a room played through the board by a human beside a bot, with
no English text of the board or the catalog left on the page and no missing key."""

from __future__ import annotations

import time

import pytest

from .conftest import PHONE
from .english import english_left
from .helpers import add_bots_and_start, confirm_if_asked, create_room

pytestmark = pytest.mark.browser


def test_a_turn_in_russian_has_no_english_and_no_missing_key(new_page, artifacts):
    page = new_page(PHONE)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    page.context.add_cookies([{"name": "lang", "value": "ru", "url": page.url}])
    page.reload()
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] [data-target]")
    assert page.locator("html").get_attribute("lang") == "ru"
    page.locator(":is(#board, #tray) [data-board=planning] [data-target]").first.click()
    played = page.locator("#board [data-board=played]")
    deadline = time.time() + 30
    while played.count() == 0:
        assert time.time() < deadline, "the human's turn did not end"
        if confirm_if_asked(page):
            continue
        if page.locator("#room-root[data-ready='1']").count():
            # The step's buttons first (stop painting, end the turn), else a target (the order
            # under the deck on the cards, the hike).
            buttons = page.locator("#actions [data-target]:not(.cancel)")
            target = buttons if buttons.count() else page.locator(":is(#board, #tray) [data-target]")
            try:
                target.first.click(timeout=1500)
            except Exception:  # a bot's move redrew the page meanwhile: look again
                pass
        page.wait_for_timeout(60)
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts / "sunset-ru-phone.png"), full_page=True)
    text = " ".join(page.locator(sel).inner_text() for sel in ("#board", "#log", "#actions"))
    assert "⟦" not in page.locator("body").inner_text()
    found = english_left(text, "sunset")
    assert found == [], found
    assert "Дикие земли" in text and "очк" in text
