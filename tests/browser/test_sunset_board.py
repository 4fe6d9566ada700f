"""Sunset Over Water's board: one whole turn on a phone by tapping, the hike preview, and the
drawn components (screenshots at the start, mid-game and end, desktop and phone)."""

from __future__ import annotations

import random
import re
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, check_screen, click_some_target, confirm_if_asked, create_room, ended, let_a_bot_finish, preferring, tap
from .test_sunset_round5 import ORDER

pytestmark = pytest.mark.browser


def ready(page) -> bool:
    return page.locator("#room-root[data-ready='1']").count() > 0


def tap_one(page, rng, prefer_board=True) -> bool:
    """Tap one highlighted target (a board target when there is one). A caller that prefers a
    button falls back on `prefer_board=True`, which takes a button too when the board has none:
    a step with no button (a hike) must not stop the tapping."""
    if not ready(page):
        return False
    # On a phone the decision's cards may sit in the pinned bar's tray: they are the board's too.
    board = page.locator("#board [data-target], #tray [data-target]")
    buttons = page.locator("#actions [data-target]")
    pool = [board.nth(i) for i in range(board.count())] if prefer_board else []
    if not pool:
        texts = buttons.all_inner_texts()
        pool = [buttons.nth(i) for i, t in enumerate(texts) if not t.startswith(("Back", "Cancel"))]
    if not pool:
        return False
    return tap(rng.choice(pool))


def test_one_whole_turn_on_a_phone_by_tapping(phone, artifacts):
    page = phone
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] [data-target]")
    rng = random.Random(3)
    # Plan: tap a planning card, then the one of the other two to come back to the hand first;
    # then the trek: hike (confirmed), paint, sell or end the turn.
    page.locator(":is(#board, #tray) [data-board=planning] [data-target]").first.tap()
    deadline = time.time() + 60
    played = page.locator("#board section[aria-label='Your area'] [data-board=played]")
    taps = 0
    while played.count() == 0:
        assert time.time() < deadline, "the turn did not end after tapping"
        if page.locator("#confirm").count():
            try:  # a bot's move meanwhile takes the question away: then choose again
                page.locator("#confirm").tap(timeout=1500)
                taps += 1
            except Exception:
                pass
            continue
        # Board targets first (hike, paint, sell, frame); then the step's buttons.
        if tap_one(page, rng, prefer_board=taps % 4 != 3) or tap_one(page, rng, prefer_board=True):
            taps += 1
        else:
            page.wait_for_timeout(50)
        page.wait_for_timeout(30)
    assert taps >= 2
    assert played.locator(".planning-card").count() == 1
    page.screenshot(path=str(artifacts / "sunset-phone-turn.png"), full_page=True)


def _hike_targets(page):
    return page.locator("#board [data-board=wilderness] [data-cell][data-target]")


HIKE_NOTE = re.compile(r"^(≈ |≤ )?(0|[+−][0-9.]+)(…(0|[+−][0-9.]+))?: (Hike [0-9]+ spaces? [a-z-]+|Stay here): ")


def test_the_hike_preview_lists_exactly_the_cards_the_hike_lets_you_paint(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "sunset", 1, "Ann")  # Wanderlust: no secret planning to wait for
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] [data-target]")
    page.locator(":is(#board, #tray) [data-board=planning] [data-target]").first.click()
    page.wait_for_selector("#board [data-board=wilderness] [data-target]")
    targets = _hike_targets(page)
    chosen = None
    for i in range(targets.count()):
        targets.nth(i).hover()
        shown = page.locator("[data-preview=hike] [data-paintable]").evaluate_all("els => els.map(e => e.dataset.paintable)")
        note = page.locator("[data-preview-text=hike]").inner_text()
        # The hike's worth in the preview's words, then the landscapes it lets you paint by name.
        assert HIKE_NOTE.match(note), note
        assert ("Landscapes: " in note) == bool(shown), note
        if shown:
            names = note.split("Landscapes: ", 1)[1].rstrip(".")
            assert names.count(";") == len(shown) - 1  # one name per paintable card
            if chosen is None:
                chosen = (i, sorted(shown), names)
    assert chosen, "no hike offered anything to paint"
    i, shown, names = chosen
    page.screenshot(path=str(artifacts / "sunset-hike-preview-desktop.png"), full_page=True)
    targets.nth(i).click()
    # The hike waits for confirmation and stays previewed, with its words in the question.
    page.wait_for_selector("#confirm")
    assert sorted(page.locator("[data-preview=hike] [data-paintable]").evaluate_all("els => els.map(e => e.dataset.paintable)")) == shown
    assert names in page.locator("#prompt").inner_text()
    page.locator("#confirm").click()
    page.wait_for_selector("#board [data-board=wilderness] [data-cell][data-target]")
    paint = sorted(page.locator("#board [data-board=wilderness] [data-cell][data-target]").evaluate_all(
        "els => els.map(e => e.dataset.cell)"))
    assert paint == shown
    assert "Paint" in page.locator("#prompt").inner_text()


def test_screenshots_of_the_board_at_the_start_mid_game_and_end(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] [data-target]")
    check_screen(page, artifacts, "sunset-art-start", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    rng = random.Random(11)
    # Play until day 3, then look at the board in the middle of a trek.
    deadline = time.time() + 90
    while "Day 3" not in page.locator("#board .status-line").inner_text() or page.locator("#board [data-board=trek-order]").count() == 0:
        assert time.time() < deadline
        from .helpers import click_some_target
        if not click_some_target(page, rng):
            page.wait_for_timeout(30)
    assert page.locator("#board [data-board=commission-preview]").count() == 1
    assert page.locator("#board [data-board=wilderness] .painting").count() > 10
    check_screen(page, artifacts, "sunset-art-mid", {"desktop": DESKTOP, "phone": PHONE})
    page.set_viewport_size(DESKTOP)
    let_a_bot_finish(page)
    page.wait_for_selector("#end details[open] li")
    lines = page.locator("#end details li").all_inner_texts()
    assert any("features on" in t for t in lines), lines
    check_screen(page, artifacts, "sunset-art-end", {"desktop": DESKTOP, "phone": PHONE})


# Every drawn text's size on screen: its font size times the scale of its SVG (and groups).
SMALL_TEXTS = """(min) => { const out = [];
  for (const t of document.querySelectorAll('#board svg text')) {
    if (!t.textContent.trim()) continue;
    const r = t.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    if (px < min - 0.05) out.push(`${t.textContent} ${px.toFixed(1)}px`);
  }
  return out; }"""

# Texts that run out of their card (commissions, goals, sold cards, paintings, played cards).
SPILLED = """() => { const out = [];
  for (const svg of document.querySelectorAll('#board [data-board=commissions] svg, #board [data-board=goals] svg, #board [data-board=sold] svg, #board [data-board=paintings] svg, #board [data-board=played] svg')) {
    const box = svg.getBoundingClientRect();
    for (const t of svg.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1) out.push(t.textContent);
    }
  }
  return out; }"""

PREFER = preferring(first=("Paint", "Sell", "Frame"), avoid=("Stop painting", "End the turn"))


def _rgb(page, selector):
    # The players panel is drawn again at every state: an element replaced between finding it and
    # reading it has no computed style, so the read is made on the element in the page at one time.
    return page.wait_for_function("""sel => { const el = document.querySelector(sel);
      return el && el.isConnected && getComputedStyle(el).backgroundColor; }""", arg=selector).json_value()


def _fill(page, selector):
    return page.locator(selector).first.evaluate("el => { const c = document.createElement('span'); c.style.color = el.getAttribute('fill'); document.body.append(c); const v = getComputedStyle(c).color; c.remove(); return v; }")


def _check_board(page, min_px, seen):
    """What must hold on every drawing: readable texts, unique artist marks, goals in the holder's
    area, the commission being sold to marked. `seen` collects what the game showed."""
    small = page.evaluate(SMALL_TEXTS, min_px)
    assert not small, f"texts below {min_px} px: {small[:8]}"
    spilled = page.evaluate(SPILLED)
    assert not spilled, f"texts outside their card: {spilled[:8]}"
    marks = page.locator("#board [data-artist] text").evaluate_all("els => els.map(e => e.textContent)")
    seats = page.locator("#board [data-artist]").evaluate_all("els => els.map(e => e.dataset.artist)")
    assert len(set(zip(seats, marks))) == len(set(marks)) == len(set(seats)), (seats, marks)
    goal = page.locator("#board [data-board=goal]")
    goal_text = goal.evaluate("el => [...el.querySelectorAll('text')].map(t => t.textContent).join(' ')") if goal.count() else ""
    if "held by" in goal_text:
        holder = goal_text.split("held by", 1)[1].strip()
        areas = page.locator("#board section.seat-area")
        held = [areas.nth(i) for i in range(areas.count()) if areas.nth(i).locator("[data-board=goals]").count()]
        assert held, f"the goal is held by {holder} but no area shows it"
        seen.add("goal")
    if page.locator("#prompt").inner_text().startswith("Frame"):
        assert page.locator("#board [data-commission].selling").count() == 1
        assert "selling here" in page.locator("#board [data-commission].selling").text_content()
        seen.add("frame")


def _play_checking(page, rng, min_px, limit_s=150):
    seen = set()
    deadline = time.time() + limit_s
    while not ended(page):
        assert time.time() < deadline, "the game did not end"
        if confirm_if_asked(page):
            continue
        if click_some_target(page, rng, PREFER):
            page.wait_for_timeout(60)
            if ready(page):
                _check_board(page, min_px, seen)
        else:
            page.wait_for_timeout(40)
    return seen


def test_seat_colours_marks_picks_goals_and_text_sizes_on_a_desktop(new_page, artifacts):
    page = new_page(DESKTOP)
    create_room(page, "sunset", 3, "Ann")
    add_bots_and_start(page, 2)
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] [data-target]")
    # Ann's planning cards are drawn in her seat's colour, the one of the players panel.
    panel = _rgb(page, "#players li[data-seat='0'] .dot, .player-list li[data-seat='0'] .dot")
    assert _fill(page, ":is(#board, #tray) [data-board=planning] .planning-card > rect:nth-of-type(2)") == panel
    assert page.locator(":is(#board, #tray) [data-board=planning] .planning-card > text").first.text_content() == "A"
    # The chosen card is marked, the two others go under the deck.
    page.locator(":is(#board, #tray) [data-board=planning] [data-target]").first.click()
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] .chosen")  # drawn on the next frame
    planning = page.locator(":is(#board, #tray) [data-board=planning]")
    assert planning.locator(".chosen").count() == 1 and "today's card" in planning.locator(".chosen").text_content()
    assert planning.locator(".set-aside").count() == 2
    seen = _play_checking(page, random.Random(7), 12)
    assert "goal" in seen, "no daily goal was held during the whole game"
    log = page.locator("#log li").all_inner_texts()
    reveals = [t for t in log if "planning cards are revealed" in t]
    assert reveals and all(n in reveals[0] for n in ("Ann", "Bot 1", "Bot 2")), reveals[:1]
    assert any(":" in t.split("trek order:", 1)[1] for t in reveals)  # the times
    assert any("No commission fits" in t or "No other commission fits" in t for t in log)
    # Bots' played cards are in their own seat colours.
    for seat in (1, 2):
        area = page.locator(f"#board section.seat-area:has(h3 .dot) >> nth={seat}")
        assert area.locator("[data-board=played] .planning-card").count() > 0
    page.screenshot(path=str(artifacts / "sunset-checked-end-desktop.png"), full_page=True)


def test_other_artists_paintings_fold_into_a_tally_on_a_phone(phone, artifacts):
    page = phone
    create_room(page, "sunset", 3, "Ann")
    add_bots_and_start(page, 2)
    page.wait_for_selector(":is(#board, #tray) [data-board=planning] [data-target]")
    _check_board(page, 11, set())
    rng = random.Random(5)
    deadline = time.time() + 120
    folds = page.locator("#board details.paintings-fold")
    taps = 0
    def fold_stays():
        # A bot's sale may take its last paintings (and their fold) away just after they show:
        # the search goes on until a fold stays for the checks.
        if not folds.count():
            return False
        page.wait_for_timeout(300)
        return folds.count() > 0

    while not fold_stays():
        if time.time() > deadline:
            page.screenshot(path=str(artifacts / "sunset-phone-tally-stuck.png"), full_page=True)
            raise AssertionError(f"no other artist painted; prompt: {page.locator('#prompt').inner_text()}")
        if page.locator("#confirm").count():
            try:
                page.locator("#confirm").tap(timeout=1500)
            except Exception:
                pass
        elif tap_one(page, rng, prefer_board=taps % 3 != 2) or tap_one(page, rng, prefer_board=True):
            taps += 1
            page.wait_for_timeout(60)
            if ready(page):
                _check_board(page, 11, set())
        else:
            page.wait_for_timeout(40)
    fold = folds.first
    assert fold.evaluate("el => el.open") is False
    tally = fold.locator("xpath=preceding-sibling::p[@data-board='tally']")
    assert "painting" in tally.inner_text() and "×" in tally.inner_text()
    fold.locator("summary").tap()
    assert fold.evaluate("el => el.open") is True
    assert fold.locator(".painting").count() >= 1
    _check_board(page, 11, set())
    page.screenshot(path=str(artifacts / "sunset-phone-tally.png"), full_page=True)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_reload_mid_plan_brings_back_the_card_and_the_order_sends_it(new_page, artifacts, size):
    """Planning takes two steps: the card, then the order of the two others under the deck, which
    sends the plan (the prompt says it is final). A card picked survives a reload: the board picks
    it again and offers the same orders."""
    page = new_page(size)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    hand = page.locator(":is(#board, #tray) [data-board=planning] [data-target]")
    page.wait_for_selector("#room-root[data-ready='1'] :is(#board, #tray) [data-board=planning] [data-target]")
    card = hand.first.get_attribute("data-plan-card")
    hand.first.click()
    order = page.locator(ORDER)
    page.wait_for_selector(ORDER)
    labels = order.evaluate_all("els => els.map((e) => e.getAttribute('aria-label'))")
    assert len(labels) == 2 and page.locator("#actions [data-target='button']:not(.cancel)").count() == 0
    assert "for good" in page.locator("#prompt").inner_text()
    page.reload()
    page.wait_for_selector(ORDER, timeout=10000)
    assert order.evaluate_all("els => els.map((e) => e.getAttribute('aria-label'))") == labels
    assert page.locator(f":is(#board, #tray) [data-plan-card='{card}'].chosen").count() == 1
    page.screenshot(path=str(artifacts / f"sunset-plan-reloaded-{size['width']}.png"))
    order.first.click()
    assert page.locator("#confirm").count() == 0
    # While the move is sent the hand stays drawn without targets; the answer leaves today's card alone.
    page.wait_for_function("() => !document.querySelector(':is(#board, #tray) [data-board=planning] [data-target]')"
                           " && document.querySelectorAll(':is(#board, #tray) [data-board=planning] [data-plan-card]').length <= 1", timeout=15000)
    assert page.locator(":is(#board, #tray) [data-board=planning] [data-plan-card]").count() == 1  # today's card alone
