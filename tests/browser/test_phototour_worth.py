"""Phototour's values on the board: the sights on offer, the tokens, the dice and the destinations
of a trip carry the worth the API's preview gives for that move, in a badge and in words (the
target's label and the confirmation bar), on a phone and on a laptop."""

from __future__ import annotations

import json
import random
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import PWTimeout, add_bots_and_start, create_room

pytestmark = pytest.mark.browser

MINUS = "\u2212"


def _signed(n: float) -> str:
    r = round(n, 1)
    r = int(r) if r == int(r) else r
    return "0" if r == 0 else f"{'+' if r > 0 else MINUS}{abs(r)}"


def _label(previews: list[dict]) -> str:
    """A badge's label over the moves a target leaves open, as core/worth.js writes it."""
    value = [p["upto"] for p in previews]
    best = max(previews, key=lambda p: p["upto"])
    ahead = "≤ " if best["upto"] != best["points"] else ""
    if min(value) != max(value):
        return f"{ahead}{_signed(min(value))}…{_signed(max(value))}"
    return f"{ahead}{_signed(max(value))}"


def _previews(page, room: str) -> list[tuple[dict, dict]]:
    seat = json.loads(page.evaluate(f"localStorage.getItem('panorama.seat.{room}')"))
    answer = page.request.get(f"/api/rooms/{room}/moves?preview=true",
                              headers={"Authorization": f"Bearer {seat['token']}"}).json()
    assert len(answer["previews"]) == len(answer["moves"])
    return list(zip(answer["moves"], answer["previews"]))


def _my_turn(page) -> None:
    deadline = time.time() + 60
    while not (page.locator("#room-root[data-ready='1']").count()
               and "Ann's turn" in page.locator("#board .status-line").inner_text()):
        assert time.time() < deadline, "Ann's turn never came"
        page.wait_for_timeout(100)


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_offer_dice_and_destinations_show_the_apis_worth(new_page, artifacts, size):
    page = new_page(size)
    room = create_room(page, "phototour", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    # The starting town: its confirmation says what it is worth (nothing yet) in words.
    page.locator("#tray [data-board=hand] [data-target]").first.click()
    page.wait_for_selector("#confirm")
    assert "(No points now)" in page.locator("#prompt").inner_text()
    page.locator("#confirm").click()
    _my_turn(page)
    page.wait_for_selector("#tray [data-board=offer] .worth-svg")
    listed = _previews(page, room)

    # Every sight on offer: its plan's worth, and words that name the sight and its town.
    cards = page.locator("#tray [data-board=offer] [data-card][data-target]")
    assert cards.count() == len([m for m, _ in listed if m["type"] == "plan"]) > 0
    for i in range(cards.count()):
        card = cards.nth(i)
        move, preview = next((m, p) for m, p in listed if m == {"type": "plan", "card": card.get_attribute("data-card")})
        assert card.locator(".worth-svg").text_content() == _label([preview]) == "0"
        assert preview["text"] in card.get_attribute("aria-label")
        assert "into your hand" in preview["text"] and "once photographed at" in preview["text"]

    # The tokens to rent: +1 while the reserve has room.
    rents = [(m, p) for m, p in listed if m["type"] == "rent"]
    assert rents and all(p["points"] == 1 and p["text"] == "Reserve +1" for _, p in rents)
    labels = page.locator("#tray [data-board=offer] .worth-svg").all_text_contents()
    assert labels.count("+1") >= len(rents), labels  # one badge on every token of a kind

    # A die: its badge, and its confirmation says how many towns it reaches and which of them
    # hold a sight of the hand.
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    usable = [(m, p) for m, p in listed if m["type"] == "die"]
    assert dice.count() == len(usable) > 0
    for i in range(dice.count()):
        assert dice.nth(i).locator(".worth-svg").text_content() == "0"
    page.screenshot(path=str(artifacts / f"phototour-worth-offer-{size['width']}.png"), full_page=True)
    dice.first.click()
    page.wait_for_selector("#confirm")
    question = page.locator("#prompt").inner_text()
    texts = [p["text"] for _, p in usable]
    assert any(f"({x})" in question for x in texts), (question, texts)
    assert " locations in reach" in question or " location in reach" in question
    page.screenshot(path=str(artifacts / f"phototour-worth-die-{size['width']}.png"))
    page.locator("#confirm").click()

    # The destinations: each town's badge and words, and the confirmation of one of them.
    towns = page.locator("#board svg[data-board^=map] [data-node][data-target]")
    towns.first.wait_for()
    listed = _previews(page, room)
    goes = {m["to"]: p for m, p in listed if m["type"] == "go"}
    assert towns.count() == len(goes)
    for i in range(towns.count()):
        town = towns.nth(i)
        preview = goes[int(town.get_attribute("data-node"))]
        assert town.locator(".worth-svg").text_content() == _label([preview])
        assert preview["text"] in town.get_attribute("aria-label")
        assert preview["text"].startswith("To ")
    page.screenshot(path=str(artifacts / f"phototour-worth-map-{size['width']}.png"))
    towns.first.locator(".pt-marker").click(force=True)
    page.wait_for_selector("#confirm")
    question = page.locator("#prompt").inner_text()
    assert any(f"({p['text']})" in question for p in goes.values()), question


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_photographs_diary_slots_show_their_worth_before_it_is_taken(new_page, artifacts, size):
    from .helpers import click_some_target
    from .test_games import travelling_photographer
    from .test_phototour_round5 import clicked, picked

    page = new_page(size)
    room = create_room(page, "phototour", 2, "Ann", {"mode": "strategic"})
    add_bots_and_start(page, 1)
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    rng = random.Random(5)
    deadline = time.time() + 150
    photo = page.locator("#tray [data-board=hand] [data-target][aria-label^='Photograph']")
    while True:
        assert time.time() < deadline, "no photograph could be taken"
        if photo.count():
            card = photo.first
            # A photograph offered a moment may go with the next frame (the move just made was the
            # turn's main action): then play on until it is offered again.
            try:
                card_id = card.get_attribute("data-card", timeout=2000)
                # The card's badge: the worth over the slots it may go into.
                listed = _previews(page, room)
                slots = [p for m, p in listed if m["type"] == "photo" and m["card"] == card_id]
                if slots and card.locator(".worth-svg").text_content(timeout=2000) == _label(slots) and clicked(card) and picked(page):
                    break
            except PWTimeout:
                continue
        if not click_some_target(page, rng, prefer=travelling_photographer):
            page.wait_for_timeout(30)
    # Each free slot: the photograph's worth there, and words that say whether the slot's bonus
    # opens, counts at the end or closes for good.
    targets = page.locator("#tray [data-board=diary-0] [data-slot][data-target]")
    assert targets.count() == len(slots)
    for i in range(targets.count()):
        slot = int(targets.nth(i).get_attribute("data-slot"))
        move, preview = next((m, p) for m, p in listed if m == {"type": "photo", "card": card_id, "slot": slot})
        assert targets.nth(i).locator(".worth-svg").text_content() == _label([preview])
        aria = targets.nth(i).get_attribute("aria-label")
        assert preview["text"] in aria and f"into diary slot {slot + 1}" in preview["text"]
        assert ("the types match" in preview["text"]) != ("closes for good" in preview["text"]), preview["text"]
    targets.first.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"phototour-worth-photo-{size['width']}.png"))
