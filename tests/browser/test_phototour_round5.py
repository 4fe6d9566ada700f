"""Phototour after a first player's play-test: a tap on a crowded map goes to the nearest
destination, the die's question says it cannot be undone, the start names the town and the log
says where everyone set off from, the contests are drawn as cards, and a photograph waiting for
its diary slot outlines only the slots."""

from __future__ import annotations

import random
import re
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import PWTimeout, add_bots_and_start, click_some_target, create_room, tap

pytestmark = pytest.mark.browser

# A point near one destination of the whole map, off its marker, that is nearer to it than to any
# other destination (on its own finger-sized area, or on nothing).
OFF_TARGET_POINT = """() => {
  const svg = document.querySelector('#board svg[data-board=map-whole]');
  const ts = [...svg.querySelectorAll('[data-node][data-target]')].map((g) => {
    const r = g.querySelector('.pt-marker').getBoundingClientRect();
    return { g, x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2, name: g.getAttribute('aria-label') };
  });
  const inName = (t, x, y) => [...t.g.querySelectorAll('.pt-name-hit')].some((el) => {
    const r = el.getBoundingClientRect();
    return x >= r.left - 12 && x <= r.right + 12 && y >= r.top - 12 && y <= r.bottom + 12;
  });
  const found = [];
  for (const t of ts) {
    for (const d of [12, 16, 20]) {
      for (let k = 0; k < 16; k++) {
        const x = t.x + d * Math.cos(k * Math.PI / 8), y = t.y + d * Math.sin(k * Math.PI / 8);
        if (x < 2 || y < 2 || x > innerWidth - 2 || y > innerHeight - 2) continue;
        const others = ts.filter((o) => o !== t);
        if (others.some((o) => Math.hypot(o.x - x, o.y - y) < d + 10 || inName(o, x, y))) continue;
        const el = document.elementFromPoint(x, y);
        const under = el && el.closest('[data-node]');
        found.push({ x, y, name: t.name, onOther: !!(under && under !== t.g && under.hasAttribute('data-target')) });
      }
    }
  }
  found.sort((a, b) => b.onOther - a.onOther);
  return found[0] || null;
}"""


NAMES_OVERLAPPING = """() => {
  const boxes = [...document.querySelectorAll('#board svg[data-board=map] .town-name')].map((el) => [el.textContent, el.getBoundingClientRect()]);
  const bad = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, r] = boxes[i], [b, q] = boxes[j];
    const w = Math.min(r.right, q.right) - Math.max(r.left, q.left), h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
    if (w > 2 && h > 2) bad.push(`${a} / ${b}`);
  }
  return bad;
}"""
# The names under the tokens of the offer and the reserves, in reading order, with their boxes.
TOKEN_LABELS = """() => [...document.querySelectorAll('#board svg:not([data-board^=map]) text.pt-token-name')]
  .map((el) => { const r = el.getBoundingClientRect(); return [el.textContent, { left: r.left, right: r.right, top: Math.round(r.top) }]; })"""


# The towns a chosen die rings on the map, with the star they carry (a sight in the hand or on offer).
REACH_MARKS = """() => [...document.querySelectorAll('#board svg[data-board^=map] g.pt-reach')].map((g) => ({
  town: g.querySelector(':scope > title').textContent.split(':')[0], hand: !!g.querySelector('.pt-wanted-hand'), offer: !!g.querySelector('.pt-wanted-offer') }))"""
CARD_TOWNS = """(board) => [...document.querySelectorAll(`#board [data-board=${board}] g.sight-card > title`)]
  .map((el) => el.textContent.split(' (', 2)[1].split(',')[0])"""


def wait_for_my_turn(page, name: str, limit: float = 60) -> None:
    deadline = time.time() + limit
    while not (page.locator("#room-root[data-ready='1']").count() and f"{name}'s turn" in page.locator("#board .status-line").inner_text()):
        assert time.time() < deadline, f"{name}'s turn never came"
        page.wait_for_timeout(100)


def test_a_destination_is_chosen_up_close_and_a_tap_goes_to_the_nearest_one(phone, artifacts):
    page = phone
    create_room(page, "phototour", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    # A dealt card starts you in its town: the town is named, with its sight beside it.
    card = page.locator("#tray [data-board=hand] [data-target]").first
    title = card.locator("> title").text_content()
    sight, town = title.split(" (", 1)[0], title.split(" (", 1)[1].split(",", 1)[0]
    assert card.get_attribute("aria-label") == f"Start in {town} ({sight}) — 0: No points now"  # and its worth
    tap(card)
    page.wait_for_selector("#confirm")
    page.locator("#confirm").tap()
    wait_for_my_turn(page, "Ann")
    # The log says where each seat set off from, the bot's too.
    log = page.locator("#log").inner_text()
    assert f"Ann chose to start in {town} ({sight})." in log, log
    assert re.search(rf"Everyone sets off: Ann from {re.escape(town)} and Bot 1[^.]* from [A-Z][^.]+\. (Ann|Bot 1[^.]*) starts\.", log), log
    # Looking at the whole country, then choosing a die: its question says it cannot be undone.
    page.get_by_role("button", name="Show the whole map").tap()
    assert page.locator("#board svg[data-board=map-whole]").count() == 1
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    for i in range(dice.count()):
        tap(dice.nth(i))
        page.wait_for_selector("#confirm")
        question = " ".join(page.locator("#prompt").inner_text().split())  # the worth's line follows the question
        if "reaches no town" not in question:
            break
        page.locator("#cancel").tap()
        page.wait_for_selector("#confirm", state="detached")
    else:
        pytest.skip("no die reaches a town from the starting town")
    asked = question.strip().rsplit(" (", 1)[0]
    assert re.search(r"^Confirm the (Car|Train|Plane) die \(.*\)\? (You will then choose a destination among: .+\.|It reaches \d+ towns?, none of .+\.|"
                     r"(From your hand it reaches .+\. )?(Of the sights on offer it reaches .+\. )?(And \d+ other towns?\.)?) "
                     r"It is your main action: once confirmed, it cannot be undone\. Or tap a ringed town to go there with it\.$", asked), question
    # ... followed by what the die is worth (nothing yet) in the preview's words.
    assert re.search(r" \((Car|Train|Plane): \d+ locations? in reach(, \d+ planned sights? among them)?\)$", question.strip()), question
    assert " more" not in question, question
    # Every reachable town of a sight in the hand or on offer is named in the question and starred on the map.
    towns = page.evaluate(REACH_MARKS)
    assert towns, "the chosen die rings no town"
    held = page.evaluate(CARD_TOWNS, "hand")
    offered = set(page.evaluate(CARD_TOWNS, "offer")) - set(held)
    for town in towns:
        name = town["town"]
        if name in held:
            assert town["hand"] and f"hand it reaches" in question and name in question.split("From your hand it reaches", 1)[1].split(".")[0], (name, question)
        elif name in offered:
            assert town["offer"] and name in question.split("on offer it reaches", 1)[1].split(".")[0], (name, question)
        else:
            assert not town["hand"] and not town["offer"], town
    page.screenshot(path=str(artifacts / "phototour-r6-phone-die-question.png"))
    page.locator("#confirm").tap()
    # The choice of destination opens the map up close.
    page.wait_for_selector("#board svg[data-board=map] [data-node][data-target]")
    assert page.locator("#board svg[data-board=map-whole]").count() == 0
    page.screenshot(path=str(artifacts / "phototour-r5-phone-close.png"))
    # On the whole map, a tap beside a destination (off its marker) travels to the destination
    # nearest to the finger.
    page.get_by_role("button", name="Show the whole map").tap()
    page.wait_for_selector("#board svg[data-board=map-whole] [data-node][data-target]")
    page.screenshot(path=str(artifacts / "phototour-r5-phone-whole.png"))
    spot = page.evaluate(OFF_TARGET_POINT)
    assert spot, "no point beside a destination to tap"
    to = spot["name"][len("Travel to "):].split(" — ")[0]  # the label ends with the trip's worth
    page.touchscreen.tap(spot["x"], spot["y"])
    # The tap only chooses the town: the bar names it, and Confirm travels.
    page.wait_for_selector("#confirm")
    assert f" to {to}?" in page.locator("#prompt").inner_text(), page.locator("#prompt").inner_text()
    page.locator("#confirm").tap()
    page.wait_for_function("(town) => document.getElementById('log').innerText.includes(' to ' + town + '.')", arg=to, timeout=5000)


def clicked(loc) -> bool:
    try:
        loc.click(timeout=2000)
        return True
    except PWTimeout:
        return False


def picked(page) -> bool:
    try:
        page.wait_for_selector("#tray [data-board=hand] .picked", timeout=2000)
        return True
    except PWTimeout:
        return False


def test_contests_are_cards_and_a_photograph_outlines_only_its_slots(new_page, artifacts):
    from .test_games import travelling_photographer

    page = new_page({"width": 1280, "height": 800})
    create_room(page, "phototour", 2, "Ann", {"mode": "strategic"})
    add_bots_and_start(page, 1)
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    cards = page.locator("#board .pt-contests .pt-contest")
    assert cards.count() == 3
    for i in range(3):
        text = cards.nth(i).inner_text()
        assert "Most " in text and "1st place: 7 points · 2nd place: 3 points" in text, text
    # Play until a photograph can be taken; choosing it leaves only diary slots outlined.
    # (the strong bot's turns between Ann's take most of the time: a loaded machine needs more)
    rng = random.Random(3)
    deadline = time.time() + 240
    photo = page.locator("#tray [data-board=hand] [data-target][aria-label^='Photograph']")
    while True:
        assert time.time() < deadline, "no photograph could be taken"
        # A photograph offered a moment may go with the next frame (the bot's turn came): then
        # play on until it is offered again.
        if photo.count() and clicked(photo.first) and picked(page):
            break
        if not click_some_target(page, rng, prefer=travelling_photographer):
            page.wait_for_timeout(30)
    assert page.locator("#tray [data-board=offer] [data-target]").count() == 0
    assert page.locator("#tray [data-board=diary-0] [data-slot][data-target]").count() >= 1
    assert page.locator("#tray [data-board=hand] [data-target]").count() == 0
    page.screenshot(path=str(artifacts / "phototour-r5-desktop-photo-slot.png"), full_page=True)
    page.locator("#tray [data-board=diary-0] [data-slot][data-target]").first.click()
    # Every contest card names who leads it now.
    page.wait_for_timeout(500)
    leaders = [cards.nth(i).locator(".pt-contest-leader").inner_text() for i in range(3)]
    assert all(x.startswith(("Leading now: ", "No one placed yet")) for x in leaders), leaders
    page.screenshot(path=str(artifacts / "phototour-r5-desktop-contests.png"), full_page=True)
    # On a desktop every bonus of a card or a diary slot is written whole, and no two town names
    # of the map overlap.
    assert page.locator("#board [data-board=offer] .pt-more, #board [data-board=hand] .pt-more, #board [data-board^=diary] .pt-more").count() == 0
    assert page.evaluate(NAMES_OVERLAPPING) == []
    # A Russian phone: token names under the tokens are whole words, never cut or run together.
    page.context.add_cookies([{"name": "lang", "value": "ru", "url": page.url}])
    page.set_viewport_size(PHONE)
    page.reload()
    page.wait_for_selector("#room-root[data-ready='1']")
    page.wait_for_timeout(300)
    labels = page.evaluate(TOKEN_LABELS)
    assert labels and all(not x.endswith("…") for x, _ in labels), labels
    for (_, a), (_, b) in zip(labels, labels[1:]):
        assert a["right"] <= b["left"] + 1 or a["top"] != b["top"], (a, b)
    assert "Фотоконкурсы" in page.locator("#board .pt-contests").inner_text()
    page.screenshot(path=str(artifacts / "phototour-r5-phone-contests.png"), full_page=True)
