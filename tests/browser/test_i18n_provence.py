"""Walking in Provence in Russian: a human seat and a bot play a whole round through the board;
the board, its prompts and the log speak Russian (no English text of the board or the catalog,
no missing key), and the page's language is Russian. Screenshots at phone and desktop size."""

from __future__ import annotations

import re
import time

import pytest

from .conftest import DESKTOP, PHONE
from .english import english_left
from .helpers import add_bots_and_start, create_room, tap

pytestmark = pytest.mark.browser


def board_text(page) -> str:
    """What the board, its prompt and the game log say, without the players' names."""
    text = page.evaluate("""() => ['#board', '#prompt', '#tray', '#log'].map((s) => {
        const el = document.querySelector(s); return el ? el.innerText : ''; }).join('\\n')""")
    return re.sub(r"Ann|Bot \d+ \(\w+\)", " ", text)


def click(loc) -> bool:
    try:  # a bot's move meanwhile redraws the page: then the loop chooses again
        loc.scroll_into_view_if_needed(timeout=2000)
        loc.click(timeout=2000)
        return True
    except Exception:
        return False


def play_round(page, touch: bool, limit_s=30) -> None:
    press = tap if touch else click
    deadline = time.time() + limit_s
    while "Раунд 2" not in page.locator("#board .status-line").inner_text():
        assert time.time() < deadline, "the first round did not end"
        ready = page.locator("#room-root[data-ready='1']").count() > 0
        for selector in ("#confirm", "#board [data-target], #tray [data-target]"):
            loc = page.locator(selector)
            if ready and loc.count() and press(loc.first):
                break
        page.wait_for_timeout(60)


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_round_in_russian(new_page, server, artifacts, size):
    page = new_page(PHONE if size == "phone" else DESKTOP, touch=size == "phone")
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    page.context.add_cookies([{"name": "lang", "value": "ru", "url": server.url}])
    page.reload()
    page.wait_for_selector("#board section [data-target], #tray [data-target]")
    assert page.evaluate("document.documentElement.lang") == "ru"
    play_round(page, size == "phone")
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts / f"provence-ru-{size}.png"), full_page=True)
    text = board_text(page)
    assert "⟦" not in page.locator("body").inner_text()
    assert "Раунд 2 из 10" in text and "Очки, если бы игра закончилась сейчас" in text
    found = english_left(text, "provence")
    assert found == [], found
    # Nothing of the board is wider than the screen.
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
