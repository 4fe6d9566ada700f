"""Phototour in Russian: a room with a bot, the human's first turn played through the board, and
no English text of the board or the catalog (and no missing key) left on the page."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Error as PWError

from .conftest import DESKTOP, PHONE
from .english import english_left
from .helpers import VISIBLE_TEXT, add_bots_and_start, create_room, overflow, tap

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
BOARD_TEXT = """() => {
  const board = document.getElementById('board');
  const parts = [board.innerText, document.getElementById('prompt').innerText];
  for (const el of board.querySelectorAll('[aria-label], title, text')) parts.push(el.getAttribute('aria-label') || el.textContent);
  return parts.join('\\n');
}"""


def test_a_turn_in_russian(phone):
    page = phone
    create_room(page, "phototour", 2, "Ann", {"mode": "strategic"})
    add_bots_and_start(page, 1)
    page.context.add_cookies([{"name": "lang", "value": "ru", "url": page.url}])
    page.reload()
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    assert page.locator("html").get_attribute("lang") == "ru"
    tap(page.locator("#tray [data-board=hand] [data-target]").first)
    page.wait_for_selector("#confirm")
    assert "Стартовый город" in page.locator("#prompt").inner_text()
    page.locator("#confirm").tap()
    deadline = time.time() + 30
    while "ходит Ann" not in page.locator("#board").inner_text():
        assert time.time() < deadline, page.locator("#board").inner_text()[:500]
        page.wait_for_timeout(100)
    page.locator("#prompt").screenshot(path=str(ROOT / "test-results" / "browser" / "phototour-ru-390-prompt.png"))
    # A die first shows where it goes (ringed towns, their names in the question), then travels.
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    page.wait_for_selector("#room-root[data-ready='1']")
    tap(dice.first)
    page.wait_for_selector("#confirm")
    question = page.locator("#prompt").inner_text()
    assert "Подтвердить кубик" in question and re.search(r"Затем вы выберете, куда поехать|довезёт|И ещё \d+ город|никуда", question), question
    assert "ещё" not in question or re.search(r"И ещё \d+ город", question), question
    if "никуда" not in question:
        assert page.locator("#board [data-board=map] .pt-reach-ring").count() >= 1
    page.locator("#confirm").tap()
    # The rest of the turn: a highlighted town, else the end of the turn, else what is offered.
    # Towns are tried in turn: in a crowded cluster a tap on one may land on its neighbour.
    tries = 0
    while "ходит Ann" in page.locator("#board .status-line").inner_text():
        assert time.time() < deadline + 20, ("the turn did not end", page.locator("#prompt").inner_text())
        if not page.locator("#room-root[data-ready='1']").count():
            page.wait_for_timeout(50)
            continue
        town = page.locator("#board [data-board=map] [data-node][data-target]")
        end = page.locator("#actions [data-target]", has_text="Закончить ход")
        other = page.locator("#actions [data-target], #board [data-target], #tray [data-target]")
        confirm = page.locator("#confirm")  # a chosen town travels once confirmed
        tap(confirm if confirm.count() else town.nth(tries % town.count()).locator(".pt-marker") if town.count() else end.first if end.count() else other.first)
        tries += 1
        page.wait_for_timeout(80)
    # A cut bonus text opens whole.
    more = page.locator("#board .pt-more").first
    if more.count():
        more.focus()
        assert page.locator("#board .pt-note:not([hidden])").inner_text().strip()
    # The diary's seven slots stay inside their panel on the phone.
    panel = page.locator("#board [data-board=diary-0]").locator("xpath=..").bounding_box()
    for i in range(7):
        box = page.locator(f"#board [data-board=diary-0] [data-slot='{i}']").bounding_box()
        assert box["y"] + box["height"] <= panel["y"] + panel["height"] + 1 and box["x"] + box["width"] <= panel["x"] + panel["width"] + 1, i
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        page.reload()
        page.wait_for_selector("#board [data-board=map]")
        page.wait_for_timeout(300)
        page.screenshot(path=str(ROOT / "test-results" / "browser" / f"phototour-ru-{size['width']}.png"), full_page=True)
        assert overflow(page) <= 0
        assert "⟦" not in page.evaluate(VISIBLE_TEXT) + page.locator("body").inner_text()
        # The board's own words (text, tooltips, labels) and the log the catalog words; the
        # shell around them is another module's.
        text = page.evaluate(BOARD_TEXT) + "\n" + page.locator("#log").inner_text()
        text = text.replace("Ann", "").replace("Bot 1", "")
        found = english_left(text, "phototour")
        assert found == [], [text[max(0, text.find(p) - 60):text.find(p) + 40] for p in found[:5]]


# Every drawn text of a card, a diary slot or a photograph lies inside its box, and every text of
# the offer, hand, diary and reserve inside its picture: no word runs past an edge or is cut by it
# (on a phone, during the player's decision, the small ones of the pinned bar's tray too).
TEXT_OUTSIDE = """() => {
  const bad = [];
  const inside = (r, b) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1;
  const check = (texts, box, where) => {
    for (const el of texts) {
      const r = el.getBoundingClientRect();
      if (r.width && !inside(r, box)) bad.push(`${where}: ${el.textContent} (${Math.round(r.right - box.right)} px past)`);
    }
  };
  for (const g of document.querySelectorAll(':is(#board, #tray) :is(.sight-card, [data-slot])')) {
    const where = g.getAttribute('data-card') || 'slot ' + g.getAttribute('data-slot');
    const photo = g.querySelector('.pt-photo');
    const texts = [...g.querySelectorAll('text')];
    check(texts, g.querySelector('rect').getBoundingClientRect(), where);
    if (photo) {
      const box = photo.getBoundingClientRect();
      check(texts.filter((el) => { const r = el.getBoundingClientRect(); return r.top >= box.top && r.bottom <= box.bottom + 4; }), box, where + ' photo');
    }
  }
  for (const svg of document.querySelectorAll('#board svg:not([data-board^=map]), #tray svg')) {
    check(svg.querySelectorAll('text'), svg.getBoundingClientRect(), svg.getAttribute('aria-label') || 'svg');
  }
  return bad;
}"""


# A diary slot's title and a photograph's town and sight are never cut with "…", and a sight's
# line ends between words, at a hyphen of its own, or with a hyphen shown where a word breaks.
DIARY_CUTS = """() => [...document.querySelectorAll(':is(#board, #tray) [data-board^=diary] [data-slot]')].flatMap((g) => {
  const bad = [...g.querySelectorAll(':scope > text, text.small, .pt-photo-sight')]
    .filter((el) => getComputedStyle(el).fill !== 'rgb(90, 61, 0)')  // a bonus note: cut, with a button to read it whole
    .map((el) => el.textContent).filter((x) => x.includes('…'));
  const lines = [...g.querySelectorAll('.pt-photo-sight')].map((el) => el.textContent);
  const title = (g.querySelector(':scope > title') || {}).textContent || '';
  for (let i = 0; i + 1 < lines.length; i++) {
    const next = lines[i + 1].split(' ')[0];
    if (!lines[i].endsWith('-') && !title.includes(`${lines[i]} ${next}`)) bad.push(`${lines[i]} / ${lines[i + 1]}`);
  }
  return bad;
})"""


def test_board_texts_stay_inside_their_cards_and_slots(new_page):
    from .test_games import photograph_until

    desktop = {"width": 1280, "height": 800}
    page = new_page(desktop)
    create_room(page, "phototour", 2, "Ann", {"mode": "strategic"})
    add_bots_and_start(page, 1)

    def check(stage):
        for lang in ("ru", "en"):
            page.context.add_cookies([{"name": "lang", "value": lang, "url": page.url}])
            for size in (PHONE, desktop):
                page.set_viewport_size(size)
                page.reload()
                page.wait_for_selector("#room-root[data-ready='1']")
                page.wait_for_timeout(300)
                page.screenshot(path=str(ROOT / "test-results" / "browser" / f"phototour-{stage}-{lang}-{size['width']}.png"), full_page=True)
                assert page.evaluate(TEXT_OUTSIDE) == [], (stage, lang, size)
                assert page.evaluate(DIARY_CUTS) == [], (stage, lang, size)
                for _ in range(3):  # a late state message may redraw the diary under the camera
                    try:
                        page.locator("#board [data-board=diary-0]").screenshot(path=str(ROOT / "test-results" / "browser" / f"phototour-diary-{stage}-{lang}-{size['width']}.png"))
                        break
                    except PWError:
                        page.wait_for_timeout(300)

    # At the start the reserve is empty: its words have room too.
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    check("start")
    # Mid-game (played in English, whose labels the policy reads): photographs in the diary.
    photograph_until(page, random.Random(7), 2, 180)
    check("mid")
