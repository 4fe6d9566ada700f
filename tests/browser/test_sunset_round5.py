"""Sunset Over Water after a first-time player's play-test: the "since your last move" panel, the
desktop layout while hiking, the order under the deck explained, targets kept while a pick is
sent, and the wording of the log and the other artists' areas."""

from __future__ import annotations

import random
import re
import time

import pytest

from .conftest import PHONE
from .helpers import add_bots_and_start, click_some_target, confirm_if_asked, create_room

pytestmark = pytest.mark.browser

LAPTOP = {"width": 1280, "height": 800}


def _ready(page) -> bool:
    return page.locator("#room-root[data-ready='1']").count() > 0


# Once today's card is picked, the two others: a click on one sends it back to the hand first.
ORDER = ":is(#board, #tray) [data-board=planning] [data-target][aria-label^='Under the deck']"


def _plan_first_card(page):
    page.wait_for_selector("#room-root[data-ready='1'] :is(#board, #tray) [data-board=planning] [data-target]")
    page.locator(":is(#board, #tray) [data-board=planning] [data-target]").first.click()
    page.wait_for_selector(ORDER)
    # The order under the deck is the last step: it sends the card (no question follows).
    page.locator(ORDER).first.click()


def _until(page, rng, done, limit_s=60, still=False):
    deadline = time.time() + limit_s
    while not done():
        assert time.time() < deadline, f"not reached; prompt: {page.locator('#prompt').inner_text()}"
        if confirm_if_asked(page):
            continue
        if not click_some_target(page, rng, still=still):
            page.wait_for_timeout(40)


def _hiking(page) -> bool:
    return _ready(page) and page.locator("#board [data-board=wilderness] [data-cell][data-target]").count() > 0 \
        and page.locator("#prompt").inner_text().startswith(("Hike", "No straight"))


def test_on_a_laptop_the_wilderness_commissions_goal_and_hand_show_together_while_hiking(new_page, artifacts):
    page = new_page(LAPTOP)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    _plan_first_card(page)
    _until(page, random.Random(2), lambda: _hiking(page))
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(200)
    page.screenshot(path=str(artifacts / "sunset-r5-hike-1280.png"))
    areas = {"wilderness": "#board [data-board=wilderness]", "commissions": "#board [data-board=commissions]",
             "goal": "#board [data-board=goal]", "hand": ":is(#board, #tray) [data-board=planning]"}

    def in_view(names):
        for name in names:
            box = page.locator(areas[name]).bounding_box()
            assert box and box["y"] >= 0 and box["y"] + box["height"] <= LAPTOP["height"], (name, box)
    news = page.locator("#board [data-board=news]")
    if news.count():
        # What the bot did before Ann's hike may stand above the commissions until she reads it;
        # the board and the commissions stay in view, and "Got it" brings the hand up.
        in_view(["wilderness", "commissions", "goal"])
        news.locator("[data-news=close]").click()
        page.wait_for_timeout(200)
    in_view(areas)
    tile = page.locator("#board [data-board=wilderness] [data-cell]").first.bounding_box()
    assert tile["width"] >= 96, tile  # ~86 px before


def first_card_picked(page):
    """Ann and a bot start a room and Ann picks her first planning card: the two other cards, each
    a target that sends it back to the hand first."""
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#room-root[data-ready='1'] :is(#board, #tray) [data-board=planning] [data-target]")
    page.locator(":is(#board, #tray) [data-board=planning] [data-target]").first.click()
    orders = page.locator(ORDER)
    orders.first.wait_for()
    return orders


def order_words(target) -> str:
    """An order's own words, without the worth the target's label adds after a dash."""
    return target.get_attribute("aria-label").split(" — ")[0]


def test_the_order_under_the_deck_says_which_card_comes_back_first(new_page):
    page = new_page(LAPTOP)
    orders = first_card_picked(page)
    labels = [order_words(orders.nth(i)) for i in range(orders.count())]
    assert len(labels) == 2, labels
    # No button repeats them: the cards are the choice, and the bar keeps its height.
    assert page.locator("#actions [data-target='button']:not(.cancel)").count() == 0
    for label in labels:
        first, rest = label.removeprefix("Under the deck: ").split(", then ")
        second = rest.split(" (")[0]
        assert ":" in first and ":" in second and "planning card" not in label, label
        assert label.endswith(f"({first} comes back to your hand first)"), label


DAY_ONE_ONLY = """() => {
  const hold = (e) => {
    if (e.type === "keydown" && e.key !== "Enter" && e.key !== " ") return;
    const day = document.querySelector("#board .status-line");
    if (!(day && day.textContent.includes("Day 2") && e.target.closest && e.target.closest("[data-target], #confirm"))) return;
    e.stopImmediatePropagation();
    e.preventDefault();
  };
  for (const type of ["click", "keydown"]) window.addEventListener(type, hold, true);
  window.__dayOneOnly = { off: () => { for (const type of ["click", "keydown"]) window.removeEventListener(type, hold, true); } };
}"""


def test_the_news_panel_tells_the_new_day_and_goal_and_stays_until_the_next_own_action(new_page, artifacts):
    page = new_page(PHONE)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    news = page.locator("#board [data-board=news]")
    page.wait_for_selector("#room-root[data-ready='1'] :is(#board, #tray) [data-board=planning] [data-target]")
    assert news.count() == 0  # nothing has happened yet
    rng = random.Random(4)
    # Play day 1 through; the first moment day 2's planning waits for Ann, the panel says what
    # the end of the day brought. The loop looks, then clicks: day 2 may be drawn in between, and
    # its click would be Ann's first own action of day 2, which reads the panel. The page holds
    # such a click back (the loop is for day 1 only).
    page.evaluate(DAY_ONE_ONLY)
    _until(page, rng, lambda: "Day 2" in page.locator("#board .status-line").inner_text(), 120)
    page.evaluate("() => window.__dayOneOnly.off()")
    page.wait_for_selector("#room-root[data-ready='1'] :is(#board, #tray) [data-board=planning] [data-target]")
    assert news.count() == 1
    # On a phone it is folded to its latest line above the Wilderness (an older line may have been
    # overtaken: "you hold the goal", then "it was taken from you"); "more" shows the rest.
    assert "Since your last move" in news.inner_text()
    shown = news.locator("li").evaluate_all("els => els.filter(e => e.getClientRects().length).length")
    assert shown == 1 and news.locator("li").count() >= 2
    assert news.locator("li").last.is_visible()
    news.locator("[data-news=more]").click()
    text = news.inner_text()
    assert "Day 2 of 6 begins." in text and "New daily goal" in text, text
    page.screenshot(path=str(artifacts / "sunset-r5-news-phone.png"), full_page=True)
    # A redraw (the bot plans meanwhile) keeps it; picking a card, an own action, reads it.
    page.wait_for_timeout(600)
    assert news.count() == 1
    page.locator(":is(#board, #tray) [data-board=planning] [data-target]").first.click()
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] .chosen")
    assert news.count() == 0
    # The next time it shows, "Got it" puts it away. A click of the loop may still be on its way
    # when the panel appears (that click reads it), so the panel must stay a moment to count.
    def shown():
        if not (news.count() == 1 and _ready(page)):
            return False
        page.wait_for_timeout(300)
        return news.count() == 1 and _ready(page)
    _until(page, rng, shown, 120)
    news.locator("[data-news=close]").click()
    assert news.count() == 0


def test_the_news_panel_says_what_the_other_artists_painted(new_page, artifacts):
    """The bots' turns are seen too: between two of Ann's own actions the panel counts the
    landscapes each other artist painted (Ann knows her own)."""
    page = new_page(PHONE)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    news = page.locator("#board [data-board=news] li.news-painted")
    _until(page, random.Random(6), lambda: news.count() > 0, 120)
    line = news.first.text_content()
    assert re.fullmatch(r"Bot 1 \(\w+\) painted \d+ landscapes?\.", line), line
    assert "Ann" not in page.locator("#board [data-board=news]").inner_text()


def test_targets_stay_outlined_while_a_pick_is_sent(new_page, artifacts):
    """A paint pick is sent at once: until the answer comes, the landscapes offered stay outlined
    (not clickable) instead of vanishing and coming back."""
    page = new_page(LAPTOP)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    _plan_first_card(page)
    # Two paints left at least: the last one ends the step, and its targets rightly go.
    painting = lambda: _ready(page) and page.locator("#prompt").inner_text().startswith("Paint") \
        and page.locator("#board [data-board=wilderness] [data-cell][data-target]").count() >= 2 \
        and int((re.search(r"\((\d+) left\)", page.locator("#board .status-line").inner_text()) or [0, 0])[1]) >= 2
    _until(page, random.Random(6), painting, 90)
    cells = page.locator("#board [data-board=wilderness] [data-cell][data-target]").evaluate_all("els => els.map(e => e.dataset.cell)")

    # The pick is held on its way (a handler that returns without answering) and let go once
    # the page has been read: the answer cannot come in between.
    held = []
    page.route(re.compile(r"/api/rooms/[^/]+/moves(\?|$)"), lambda route: held.append(route) if route.request.method == "POST" else route.continue_())
    page.locator("#board [data-board=wilderness] [data-cell][data-target]").first.click()
    page.wait_for_selector("#room-root[data-ready='0']")
    deadline = time.time() + 10
    while not held:
        assert time.time() < deadline, "the pick was not sent"
        page.wait_for_timeout(20)
    page.wait_for_timeout(300)
    waiting, clickable = page.evaluate("""() => [
      [...document.querySelectorAll('#board [data-board=wilderness] .target-wait')].map(e => e.dataset.cell),
      document.querySelectorAll('#board [data-target=board]').length]""")
    page.screenshot(path=str(artifacts / "sunset-r5-sending-1280.png"))
    for route in held:
        route.continue_()
    assert sorted(waiting) == sorted(cells)
    assert clickable == 0  # outlined, not clickable
    page.wait_for_selector("#room-root[data-ready='1']")


def test_log_and_area_wording(new_page):
    page = new_page(LAPTOP)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    rng = random.Random(8)
    _until(page, rng, lambda: any("sold" in t for t in page.locator("#log li").all_inner_texts())
           and page.locator("#board details.paintings-fold").count() > 0, 150)
    # A score line names its category ("Ann +2 (Commissions): …"); what follows is the wording.
    log = [t.split("): ", 1)[-1] for t in page.locator("#log li").all_inner_texts()]
    assert not [t for t in log if "Landscape" in t or "Commission" in t], log
    summary = page.locator("#board details.paintings-fold summary").first.inner_text()
    assert summary.startswith("Paintings of Bot 1") and summary.split(": ")[-1].isdigit(), summary
