"""Sunset Over Water after a first-time player's play-test (round 6): renown in the right plural
form and inside the commission cards, the order under the deck not asked on the last day, the
artist tokens apart on a shared space and told apart in both languages."""

from __future__ import annotations

import random
import re
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, create_room
from .test_sunset_round5 import first_card_picked, order_words

pytestmark = pytest.mark.browser


def _russian_renown(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return "очко славы"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "очка славы"
    return "очков славы"


def _in_russian(page):
    page.context.add_cookies([{"name": "lang", "value": "ru", "url": page.url}])
    page.reload()
    page.wait_for_selector("#room-root[data-ready='1'] :is(#board, #tray) [data-board=planning] [data-target]")
    assert page.locator("html").get_attribute("lang") == "ru"


# Each commission card: its seal's number, the words beside it and how far right they reach, and
# the card's own right edge (both in the page's pixels).
CARDS = """() => [...document.querySelectorAll('#board [data-board=commissions] [data-commission]')].map(g => {
  const words = [...g.querySelectorAll('[data-seal-words]')];
  return {
    n: Number(g.querySelector('.seal text').textContent),
    words: words.map(w => w.textContent).join(' '),
    right: Math.max(...words.map(w => w.getBoundingClientRect().right)),
    edge: g.querySelector('rect').getBoundingClientRect().right,
  };
})"""


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_commission_card_says_its_renown_in_the_russian_plural_and_inside_the_card(new_page, artifacts, size):
    page = new_page(size)
    create_room(page, "sunset", 3, "Ann")
    add_bots_and_start(page, 2)
    _in_russian(page)
    cards = page.evaluate(CARDS)
    page.locator("#board [data-board=commissions]").screenshot(path=str(artifacts / f"sunset-r6-commissions-ru-{size['width']}.png"))
    assert len(cards) >= 4, cards
    for card in cards:
        assert card["words"] == _russian_renown(card["n"]), card
        assert card["right"] <= card["edge"] - 1, card
    # The header counts in the same forms.
    head = page.locator("#board .mine .area-head").inner_text()
    assert head.endswith(" очков славы") or "если игра закончится сейчас" in head, head


STATE = """() => ({
  ready: !!document.querySelector("#room-root[data-ready='1']"),
  planning: !!document.querySelector(":is(#board, #tray) [data-board=planning] [data-target]"),
  day: (document.querySelector("#board .status-line") || {}).textContent || "",
  confirm: !!document.querySelector("#confirm"),
})"""


PICK_BEFORE_LAST_DAY = """() => {
  const day = (document.querySelector("#board .status-line") || {}).textContent || "";
  const card = document.querySelector(":is(#board, #tray) [data-board=planning] [data-target]");
  if (!card || !day || day.startsWith("Day 6 of 6")) return false;
  card.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  return true;
}"""


def _play_to_last_planning(page, rng, limit_s):
    """Play (short turns) until day 6's planning waits for this seat. Planning cards are clicked
    only from a drawing that shows a planning before day 6, so day 6's is never picked here."""
    deadline = time.time() + limit_s
    while True:
        assert time.time() < deadline, f"not reached; prompt: {page.locator('#prompt').inner_text()}"
        st = page.evaluate(STATE)
        try:
            if st["confirm"]:
                page.locator("#confirm").click(timeout=1500)
            elif not st["ready"]:
                page.wait_for_timeout(40)
            elif st["planning"] and st["day"].startswith("Day 6 of 6"):
                return
            elif st["planning"]:
                # Read the day and click in one go: a redraw between the two could turn day 5's
                # click into day 6's choice. The card, then (the next time round) the order.
                page.evaluate(PICK_BEFORE_LAST_DAY)
            else:
                buttons = page.locator("#actions [data-target='button']:not(.cancel)")
                texts = buttons.all_inner_texts()
                quick = [i for i, x in enumerate(texts) if x.startswith(("Stop painting", "End the turn"))]
                if quick:
                    buttons.nth(quick[0]).click(timeout=1500)
                else:
                    board = page.locator("#board [data-target]:not([data-plan-card])")
                    if board.count():
                        board.nth(rng.randrange(board.count())).click(timeout=1500)
                    elif texts:
                        buttons.nth(rng.randrange(len(texts))).click(timeout=1500)
                    else:
                        page.wait_for_timeout(40)
        except Exception:  # the page redrew meanwhile: look again
            pass


def test_on_the_last_day_choosing_a_card_asks_no_order_under_the_deck(new_page, artifacts):
    page = new_page(PHONE)
    # Day 1: the card, then the order of the two others (a click on the one to come back first).
    orders = first_card_picked(page)
    assert orders.count() == 2 and order_words(orders.first).startswith("Under the deck")
    page.locator("#cancel").click()
    _play_to_last_planning(page, random.Random(11), 240)
    assert "last day" in page.locator("#prompt").inner_text()
    # The header's score is the standing "if the game ended now": the commissions sold and what
    # the end would add (unsold paintings, goals), never less than the sales. When the end would
    # add nothing (the loop stops painting at once, so Ann may have won nothing) it is the sales alone.
    sold = sum(page.locator("#board .mine [data-board=sold] .seal text").evaluate_all("els => els.map(e => Number(e.textContent))"))
    head = page.locator("#board .mine .area-head").inner_text()
    now = re.match(r"Your score: (\d+) renown( if the game ended now)?", head)
    assert now and int(now.group(1)) >= sold and (now.group(2) or int(now.group(1)) == sold), (head, sold)
    # Each card's target covers both of its orders: no order is offered as a button either.
    assert page.locator("#actions [data-target='button']").all_inner_texts() == []
    page.locator(":is(#board, #tray) [data-board=planning] [data-target]").first.click()
    page.wait_for_selector("#confirm")
    assert page.locator("#actions [data-target='button']:not(#confirm)").count() == 0
    question = page.locator("#actionbar").inner_text()
    assert "last day" in question and "as drawn" in question, question
    page.screenshot(path=str(artifacts / "sunset-r6-last-day-phone.png"))
    page.locator("#confirm").click()
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] .chosen, #board [data-board=played]")


# Per space with several artists: each figure's box (its mark included) in the page's pixels.
TOKENS = """() => [...document.querySelectorAll('#board [data-board=wilderness] [data-cell]')]
  .map(cell => ({ cell: cell.dataset.cell, boxes: [...cell.querySelectorAll('[data-artist]')].map(a => {
    const r = a.getBoundingClientRect(), m = a.querySelector('text').getBoundingClientRect();
    return { seat: a.dataset.artist, mark: a.querySelector('text').textContent, l: r.left, r: r.right, t: r.top, b: r.bottom, ml: m.left, mr: m.right };
  }) })).filter(c => c.boxes.length > 1)"""

# Latin and Cyrillic capitals that look alike.
LOOKALIKE = str.maketrans("АБВЕКМНОРСТХ", "ABBEKMHOPCTX")


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_artists_on_the_shared_start_space_never_overlap_and_their_marks_differ(new_page, artifacts, players, lang):
    page = new_page(PHONE)
    create_room(page, "sunset", players, "Boris")
    add_bots_and_start(page, players - 1)
    if lang == "ru":
        _in_russian(page)
    page.wait_for_selector("#board [data-board=wilderness] [data-artist]")
    cells = page.evaluate(TOKENS)
    page.locator("#board [data-board=wilderness] [data-cell='2,2']").screenshot(path=str(artifacts / f"sunset-r6-start-{lang}-{players}.png"))
    assert len(cells) == 1 and len(cells[0]["boxes"]) == players, cells  # everyone starts on the centre
    boxes = cells[0]["boxes"]
    for i, a in enumerate(boxes):
        assert a["l"] + 1 <= a["ml"] and a["mr"] <= a["r"] - 1, a  # the mark well inside its figure
        for b in boxes[i + 1:]:
            apart = a["r"] + 2 <= b["l"] or b["r"] + 2 <= a["l"] or a["b"] + 2 <= b["t"] or b["b"] + 2 <= a["t"]
            assert apart, (a, b)  # the figures clear of each other, so their marks are too
    marks = [b["mark"] for b in sorted(boxes, key=lambda b: b["seat"])]
    assert len({m.upper().translate(LOOKALIKE) for m in marks}) == players, marks
    assert marks[1:] == [str(i) for i in range(1, players)], marks  # "Bot 1" → 1, "Бот 1" → 1
    assert page.locator(":is(#board, #tray) [data-board=planning] .planning-card > text").first.text_content() == marks[0]
