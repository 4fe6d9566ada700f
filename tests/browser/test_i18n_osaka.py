"""Walking in Osaka in Russian: a room played through the board with the page in Russian shows
no missing text and none of the English words of the board or of its catalog."""

from __future__ import annotations

import random
import time

import pytest

from .conftest import DESKTOP, PHONE
from .english import english_left
from .test_osaka_board import SPILL

pytestmark = pytest.mark.browser

PLAYERS = ("Ann",)

CREATE = """async () => {
  const post = (url, body, token) => fetch(url, {method: 'POST', headers: {'content-type': 'application/json',
    ...(token ? {authorization: 'Bearer ' + token} : {})}, body: JSON.stringify(body)}).then((r) => r.json());
  const made = await post('/api/rooms', {game: 'osaka', players: 2, name: 'Ann'});
  localStorage.setItem('panorama.seat.' + made.room, JSON.stringify({seat: 0, token: made.token, name: 'Ann'}));
  await post('/api/rooms/' + made.room + '/bots', {}, made.token);
  await post('/api/rooms/' + made.room + '/start', {}, made.token);
  return made.room;
}"""

STATE = """async (room) => {
  const seat = JSON.parse(localStorage.getItem('panorama.seat.' + room));
  const r = await fetch('/api/rooms/' + room + '/state', {headers: {authorization: 'Bearer ' + seat.token}});
  return (await r.json()).view.public;
}"""


def play_one_turn(page, room, limit_s=30):
    """Click highlighted targets until the human has placed the card of a whole turn."""
    rng = random.Random(7)
    deadline = time.time() + limit_s
    while True:
        pub = page.evaluate(STATE, room)
        me = pub["seats"][0]
        if me["cards"] >= 3 and pub["pending"] is None and not (pub["turn"] == 0 and pub["phase"] in ("claim", "shogunate")):
            return
        assert time.time() < deadline, "the turn did not end"
        if page.locator("#room-root[data-ready='1']").count() == 0:
            page.wait_for_timeout(50)
            continue
        # on a phone the turn's choices off the town sit in the pinned bar's tray
        targets = page.locator("#board [data-target], #tray [data-target], #actions [data-target]")
        if not targets.count():
            page.wait_for_timeout(50)
            continue
        try:
            el = targets.nth(rng.randrange(targets.count()))
            el.scroll_into_view_if_needed(timeout=2000)
            el.click(timeout=2000)
        except Exception:  # the board redrew under the pointer: look again
            continue


def board_text(page) -> str:
    return page.evaluate("""() => {
      const parts = [document.querySelector('#board'), document.querySelector('#tray'), document.querySelector('#prompt'), document.querySelector('.log-list')];
      const titles = [...document.querySelectorAll('#board title, #board [aria-label], #tray title, #tray [aria-label]')].map((e) => e.textContent + ' ' + (e.getAttribute('aria-label') || ''));
      return parts.filter(Boolean).map((e) => e.innerText).join('\\n') + '\\n' + titles.join('\\n');
    }""")


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_turn_in_russian_shows_no_english_of_the_board(browser, server, artifacts, size):
    ctx = browser.new_context(bypass_csp=True, viewport=size, base_url=server.url)
    ctx.add_cookies([{"name": "lang", "value": "ru", "url": server.url}])
    ctx.set_default_timeout(15000)
    errors = []
    try:
        page = ctx.new_page()
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.goto("/")
        room = page.evaluate(CREATE)
        page.goto(f"/rooms/{room}")
        page.wait_for_selector("#board svg")
        assert page.get_attribute("html", "lang") == "ru"
        play_one_turn(page, room)
        page.wait_for_timeout(300)
        text = board_text(page)
        assert "⟦" not in page.inner_text("body")
        # the longer Russian requirements stay inside their street tiles, and say "in one column"
        assert page.evaluate(SPILL) == []
        needs = page.locator("#board [data-street] text[data-needs]").all_text_contents()
        assert "столбце" in " ".join(needs)
        left = english_left(text, "osaka", PLAYERS)
        assert left == [], f"English on the Russian board: {left}"
        page.screenshot(path=str(artifacts / f"osaka-ru-{size['width']}.png"), full_page=True)
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0
        assert not errors
    finally:
        ctx.close()
