"""The bar's news line: what the others did since my last move, where the eyes already are."""

from __future__ import annotations

import random
import time

import pytest

from .conftest import DESKTOP
from .helpers import add_bots_and_start, click_some_target, confirm_if_asked, create_room

pytestmark = pytest.mark.browser

FRESH = "() => { const n = document.getElementById('bar-news'); return n && !n.hidden && n.classList.contains('fresh'); }"


def test_the_bar_says_what_the_bot_did_since_my_last_move(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "camargue", 2, "Ann")
    add_bots_and_start(page, 1)
    rng = random.Random(5)
    deadline = time.time() + 90
    moved = False
    # Ann plays until her turn comes back after the bot's.
    while not (moved and page.evaluate(FRESH) and page.locator("#room-root[data-ready='1']").count()):
        assert time.time() < deadline, page.locator("#actionbar").inner_text()
        if confirm_if_asked(page) or click_some_target(page, rng):
            moved = True
        page.wait_for_timeout(50)
    news = page.locator("#bar-news")
    text = news.inner_text()
    assert text.startswith("Since your last move: ") and "Bot" in text, text
    # The log's latest line by the bot is among what the news says (the log words the same events).
    bot_lines = page.locator("#log li").evaluate_all("els => els.map(e => e.textContent).filter(t => t.includes('Bot'))")
    assert bot_lines and bot_lines[-1] in text.replace("… ", ""), (bot_lines[-1:], text)
    page.screenshot(path=str(artifacts / "news-camargue-desktop.png"))
    height = page.locator("#actionbar").evaluate("el => el.offsetHeight")
    # Ann moves: the line now tells the table's last move, no longer fresh, and the bar keeps its height.
    before = text
    while page.evaluate(FRESH) and page.locator("#bar-news").inner_text() == before:
        assert time.time() < deadline, page.locator("#actionbar").inner_text()
        confirm_if_asked(page) or click_some_target(page, rng)
        page.wait_for_timeout(50)
    # read at one instant: the bot may answer Ann's move between two reads
    now = page.evaluate(
        "() => { const n = document.getElementById('bar-news');"
        " return {fresh: n.classList.contains('fresh'), text: n.innerText,"
        " height: document.getElementById('actionbar').offsetHeight}; }"
    )
    if not now["fresh"]:
        assert now["text"].startswith("Last move: "), now
        assert abs(now["height"] - height) <= 1, now
    else:  # the bot has moved again since: its news is fresh and names it
        assert now["text"].startswith("Since your last move: ") and now["text"] != before, now


def test_a_tap_shows_the_whole_news_line_on_a_phone(phone, artifacts):
    page = phone
    create_room(page, "osaka", 2, "Ann")
    add_bots_and_start(page, 1)
    rng = random.Random(2)
    deadline = time.time() + 120
    while not page.evaluate(FRESH):
        assert time.time() < deadline, page.locator("#actionbar").inner_text()
        confirm_if_asked(page) or click_some_target(page, rng)
        page.wait_for_timeout(50)
    news = page.locator("#bar-news")
    one_line = news.evaluate("el => el.offsetHeight")
    news.tap()
    page.wait_for_function("() => document.getElementById('bar-news').classList.contains('open')")
    page.screenshot(path=str(artifacts / "news-osaka-phone.png"))
    assert news.evaluate("el => el.scrollWidth <= el.clientWidth + 1")  # nothing cut off
    assert news.evaluate("el => el.offsetHeight") >= one_line
