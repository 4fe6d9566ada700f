"""The phone table: at 390x844, by touch, through whole games of every title, each decision is one
glance: the prompt, every choice of the decision (a hand, dice, options, buttons: every target
that is not on the zoomable board) and at least one of the board's targets are inside the window
together, with no scrolling."""

from __future__ import annotations

import random
import time

import pytest

from tests.browser.helpers import FAILURES, add_bots_and_start, confirm_if_asked, create_room, ended, settle

pytestmark = pytest.mark.browser

# What is seen at a decision: the prompt's box, the choices' boxes (in the bar), the board's
# targets (outside the bar) and the window; all in CSS pixels of the viewport.
GLANCE = """() => {
  const view = {w: window.innerWidth, h: window.innerHeight};
  const box = (el) => { const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, w: r.width, h: r.height}; };
  const bar = document.getElementById('actionbar');
  // The board is what is drawn in a zoomable box (or marked as the stage); every other target is a
  // choice of the decision (a tile in hand, a die, an option, a button) and must be seen whole.
  const onBoard = (el) => !!el.closest('.scroll-x, [data-stage]');
  const all = [...document.querySelectorAll('#actionbar [data-target], #board [data-target]')];
  const inBar = all.filter((el) => !onBoard(el));
  const board = all.filter(onBoard);
  const barTop = bar.getBoundingClientRect().top;
  // A target counts as seen when a finger can reach most of it above the bar.
  const reachable = (r) => r.w > 0 && r.h > 0 && r.top >= -1 && r.left >= -1 && r.right <= view.w + 1
      && Math.min(r.bottom, barTop) - Math.max(r.top, 0) >= Math.min(24, r.h * 0.6);
  const within = (r) => r.w > 0 && r.h > 0 && r.top >= -1 && r.bottom <= view.h + 1 && r.left >= -1 && r.right <= view.w + 1;
  const choices = inBar.map(box);
  return {
    prompt: within(box(document.getElementById('prompt'))),
    choices: choices.length, choicesSeen: choices.filter(within).length,
    board: board.length, boardSeen: board.map(box).filter(reachable).length,
    label: (document.getElementById('prompt') || {}).textContent || '',
  };
}"""

# The target of issue "One glance on a phone", met by every game: a miss is a decision whose
# choices do not all fit beside the prompt.
# Phototour's Strategic game asks every kind of decision its Basic game asks, and its bonuses too.
CASES = [("camargue", 2, None), ("provence", 2, None), ("osaka", 2, None),
         ("phototour", 2, {"mode": "strategic"}),
         ("sunset", 2, None), ("sunset", 1, None)]


def one_glance(glance: dict) -> bool:
    return glance["prompt"] and glance["choicesSeen"] == glance["choices"] and (
        glance["board"] == 0 or glance["boardSeen"] > 0)


def tap_something(page, rng: random.Random) -> bool:
    """Tap one of the decision's targets (the tray's, the bar's buttons or the board's), never
    "Back"/"Cancel"; False when there was none to tap."""
    targets = page.locator("#actionbar [data-target], #board [data-target=board]")
    labels = targets.evaluate_all("els => els.map(e => (e.getAttribute('aria-label') || e.textContent || '').trim())")
    pool = [i for i, x in enumerate(labels) if not x.startswith(("Back", "Cancel"))] or list(range(len(labels)))
    if not pool:
        return False
    loc = targets.nth(rng.choice(pool))
    try:
        loc.tap(timeout=600)  # a page redrawn under the finger: the loop looks again
    except Exception:
        return False
    return True


IDS = ["camargue-2p", "provence-2p", "osaka-2p", "phototour-2p-strategic", "sunset-2p", "sunset-1p"]


# A miss is never a race to retry: it is a decision a player could not take in one glance.
@pytest.mark.flaky(reruns=0)
@pytest.mark.parametrize("game,players,options", CASES, ids=IDS)
def test_every_decision_is_one_glance_on_a_phone(phone, game, players, options):
    page = phone
    rng = random.Random(f"{game}{players}{options}")
    create_room(page, game, players, options=options)
    add_bots_and_start(page, players - 1)
    misses, decisions = [], 0
    deadline = time.time() + 420  # a long Phototour game on a loaded machine takes about 300 s
    seen_step = None
    while not ended(page):
        assert time.time() < deadline, f"{game}: the game did not end in time ({decisions} decisions)"
        if page.locator("#room-root[data-ready='1']").count() == 0:
            page.wait_for_timeout(40)
            continue
        if confirm_if_asked(page):
            continue
        step = page.locator("#room-root").get_attribute("data-version")
        if step != seen_step:
            settle(page)  # the page's own scroll to the decision ends
            glance = page.evaluate(GLANCE)
            seen_step = step
            decisions += 1
            ok = one_glance(glance)
            if not ok:
                # A board that grew is fitted again on the next frames (its zoom, then its scroll);
                # on a loaded machine that can outlast the wait above. What counts is what the
                # player sees once the page is still: look once more before calling it a miss.
                page.wait_for_timeout(600)
                glance = page.evaluate(GLANCE)
                ok = one_glance(glance)
            if not ok:
                misses.append(glance)
                if len(misses) <= 3:
                    page.screenshot(path=str(FAILURES / f"phone-glance-{game}-{len(misses)}.png"))
        if not tap_something(page, rng):
            page.wait_for_timeout(40)
    print(f"{game}: {decisions} decisions, {len(misses)} not one glance")
    assert decisions > 5
    assert not misses, f"{game}: {len(misses)} of {decisions} decisions were not one glance: {misses[:3]}"
