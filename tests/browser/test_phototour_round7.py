"""Phototour after first players: a destination is chosen, then confirmed (a tap on a crowded map
cannot travel by mistake); every town's name stays inside the map and clear of every other name,
on a phone and a desktop, in English and Russian; the phone's map follows the own pawn after a
trip; Russian card titles are never cut."""

from __future__ import annotations

import random
import re
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import PWTimeout, add_bots_and_start, create_room, tap, tap_until

pytestmark = pytest.mark.browser

# Names that cross the map's edge, and pairs of names that cover each other, on each drawn map.
NAME_TROUBLE = """() => {
  const out = { outside: [], overlaps: [], count: 0 };
  for (const svg of document.querySelectorAll('#board svg[data-board^=map]')) {
    const map = svg.getBoundingClientRect();
    const names = [...svg.querySelectorAll('.town-name')].filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => [el.textContent, el.getBoundingClientRect()]);
    out.count += names.length;
    for (const [name, r] of names) {
      if (r.left < map.left - 0.5 || r.top < map.top - 0.5 || r.right > map.right + 0.5 || r.bottom > map.bottom + 0.5) out.outside.push(name);
    }
    for (let i = 0; i < names.length; i++) for (let j = i + 1; j < names.length; j++) {
      const [a, r] = names[i], [b, q] = names[j];
      const w = Math.min(r.right, q.right) - Math.max(r.left, q.left), h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
      if (w > 0.5 && h > 0.5) out.overlaps.push(`${a} / ${b}`);
    }
  }
  return out;
}"""


def check_names(page, where: str, least: int = 40) -> None:
    trouble = page.evaluate(NAME_TROUBLE)
    assert trouble["count"] >= least, (where, trouble)
    assert trouble["outside"] == [], (where, trouble["outside"])
    assert trouble["overlaps"] == [], (where, trouble["overlaps"])


def start_game(page, lang: str, touch: bool) -> None:
    create_room(page, "phototour", 2, "Ann", {"mode": "strategic"})
    add_bots_and_start(page, 1)
    if lang != "en":
        page.context.add_cookies([{"name": "lang", "value": lang, "url": page.url}])
        page.reload()
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    tap_until(page, page.locator("#tray [data-board=hand] [data-target]").first, "#confirm", touch)
    page.locator("#confirm").click()
    try:
        page.wait_for_selector("#tray [data-board=offer] [data-target] .die-face", timeout=30000)
    except PWTimeout:
        raise AssertionError(f"no die to choose: {page.locator('#prompt').inner_text()!r} "
                             f"{page.locator('#actions').inner_text()!r} {page.locator('#board .status-line').inner_text()!r}") from None


def map_shot(page, path: str) -> None:
    """A picture of the map, taken again when a bot's move redrew it under the camera."""
    for attempt in range(3):
        try:
            page.locator("#board section.pt-map").screenshot(path=path, timeout=5000)
            return
        except Exception:
            if attempt == 2:
                raise
            page.wait_for_timeout(300)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_every_name_inside_the_map_and_clear_of_the_others(new_page, artifacts, lang, size):
    phone = size == "phone"
    page = new_page(PHONE if phone else DESKTOP, touch=phone)
    start_game(page, lang, phone)
    page.wait_for_timeout(300)
    check_names(page, "start")
    if lang == "en":
        # A Strategic game: the panel shows the points scored now, the area says both.
        head = page.locator("#board h3", has_text="Your travel diary").inner_text()
        now = re.fullmatch(r"Your travel diary · (\d+) points? now · \d+ points? if the game ended now", head)
        assert now, head
        if not phone:
            assert page.locator("#players .pscore").first.inner_text() == now.group(1)
    # Nothing on the page is wider than the screen (a phone would zoom out and hide the bar's foot).
    assert page.evaluate("document.documentElement.scrollWidth") <= page.evaluate("innerWidth")
    map_shot(page, str(artifacts / f"phototour-r7-{size}-{lang}-map.png"))
    page.screenshot(path=str(artifacts / f"phototour-r7-{size}-{lang}-page.png"))
    if phone:
        # Every part of the close view, and the whole country with its key names.
        box = "#board .pt-map .wide-map"
        page.evaluate(f"() => {{ const b = document.querySelector('{box}'); b.scrollLeft = b.scrollWidth; }}")
        page.wait_for_timeout(100)
        map_shot(page, str(artifacts / f"phototour-r7-{size}-{lang}-map-east.png"))
        page.get_by_role("button", name="Show the whole map" if lang == "en" else "Показать всю карту").click()
        page.wait_for_selector("#board svg[data-board=map-whole]")
        check_names(page, "whole", least=1)
        map_shot(page, str(artifacts / f"phototour-r7-{size}-{lang}-whole.png"))


def choose_a_die(page, touch: bool) -> bool:
    """Choose and confirm a die that reaches a town; False when none does."""
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    for i in range(dice.count()):
        tap_until(page, dice.nth(i), "#confirm", touch)
        if "reaches no town" not in page.locator("#prompt").inner_text():
            page.locator("#confirm").click()
            page.wait_for_selector("#board svg[data-board=map] [data-node][data-target]")
            return True
        page.locator("#cancel").click()
        page.wait_for_selector("#confirm", state="detached")
    return False


def wait_for_my_turn(page, limit: float = 60) -> None:
    deadline = time.time() + limit
    while not (page.locator("#room-root[data-ready='1']").count() and "Ann's turn" in page.locator("#board .status-line").inner_text()):
        assert time.time() < deadline, "Ann's turn never came"
        page.wait_for_timeout(100)


DESTINATIONS = "#board svg[data-board=map] [data-node][data-target]"


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_tap_on_a_town_only_chooses_it_until_confirmed(new_page, artifacts, size):
    phone = size == "phone"
    page = new_page(PHONE if phone else DESKTOP, touch=phone)
    start_game(page, "en", phone)
    wait_for_my_turn(page)
    if not choose_a_die(page, phone):
        pytest.skip("no die reaches a town from the starting town")
    towns = page.locator(DESTINATIONS)
    labels = [towns.nth(i).get_attribute("aria-label") for i in range(towns.count())]
    names = [x[len("Travel to "):].split(" — ")[0] for x in labels]  # the town, without its worth
    if len(names) < 2:
        pytest.skip("the die reaches one town only")
    log = page.locator("#log").inner_text()
    # Chosen, not travelled: the bar names the town and asks; the town is marked as chosen and
    # the other destinations stay open.
    tap_until(page, page.locator(f'{DESTINATIONS}[aria-label="{labels[0]}"] .pt-marker'), "#confirm", phone)
    question = page.locator("#prompt").inner_text()
    assert question.startswith("Travel by ") and f" to {names[0]}?" in question, question
    assert page.locator("#board svg[data-board=map] [data-node].picked").count() == 1
    assert page.locator(DESTINATIONS).count() == len(names) - 1
    page.wait_for_timeout(300)
    assert page.locator("#log").inner_text() == log
    page.screenshot(path=str(artifacts / f"phototour-r7-{size}-go-question.png"))
    # Another town replaces the choice; Confirm travels there.
    ask_for(page, page.locator(f'{DESTINATIONS}[aria-label="{labels[1]}"] .pt-marker'), names[1], phone)
    page.locator("#confirm").click()
    page.wait_for_function("(town) => document.getElementById('log').innerText.includes(' to ' + town + '.')", arg=names[1], timeout=5000)
    assert f" to {names[0]}." not in page.locator("#log").inner_text().replace(log, "")


def ask_for(page, marker, town: str, phone: bool) -> None:
    """Tap (or click) a town's marker until the bar asks about a trip to it (a bot's move may
    redraw the map under the first tap)."""
    asked = "(town) => document.getElementById('prompt').innerText.includes(' to ' + town + '?')"
    for n in range(5):
        tap(marker, force=n > 0) if phone else marker.click(force=n > 0)
        try:
            page.wait_for_function(asked, arg=town, timeout=3000)
            break
        except PWTimeout:
            continue
    page.wait_for_function(asked, arg=town, timeout=1000)


# Where Ann's pawn stands in the phone's close view: its box and the visible part of the map.
OWN_PAWN = """() => {
  const box = document.querySelector('#board .pt-map .wide-map');
  const pawn = [...box.querySelectorAll('g.pawn')].find((g) => g.querySelector('title').textContent.replace(/[\u2068\u2069]/g, '').startsWith('Ann '));
  const r = pawn.getBoundingClientRect(), b = box.getBoundingClientRect();
  return { inView: r.left >= b.left && r.right <= b.right, left: r.left, right: r.right, boxLeft: b.left, boxRight: b.right, scroll: box.scrollLeft };
}"""
# The target (or ringed town) farthest from Ann's pawn, and how far it is in map units.
FARTHEST = """(sel) => {
  const svg = document.querySelector('#board svg[data-board=map]');
  const pawnTown = [...svg.querySelectorAll('g.pawn title')].map((t) => t.textContent.replace(/[\u2068\u2069]/g, '')).find((x) => x.startsWith('Ann ')).split(' is in ')[1];
  const at = (g) => Number(g.getAttribute('transform').match(/translate\\(([-\\d.]+)/)[1]);
  const here = [...svg.querySelectorAll('[data-node]')].find((g) => g.querySelector(':scope > title').textContent.startsWith(pawnTown + ':'));
  let best = [null, 0];
  for (const g of svg.querySelectorAll(sel)) {
    const d = Math.abs(at(g) - at(here));
    if (d > best[1]) best = [g.getAttribute('aria-label'), d];
  }
  return best;
}"""
# Pan the close view to the far end from a town; true when the town is then out of sight.
PAN_AWAY_FROM = """(town) => {
  const box = document.querySelector('#board .pt-map .wide-map');
  const g = [...box.querySelectorAll('[data-node]')].find((el) => el.querySelector(':scope > title').textContent.startsWith(town + ':'));
  const b = box.getBoundingClientRect(), r = g.querySelector('.pt-marker').getBoundingClientRect();
  const svg = box.querySelector('svg').getBoundingClientRect();
  box.scrollLeft = (r.left + r.right) / 2 - svg.left > svg.width / 2 ? 0 : box.scrollWidth;
  const q = g.querySelector('.pt-marker').getBoundingClientRect();
  return q.right < b.left || q.left > b.right;
}"""
PAN_BY = "(dx) => { const b = document.querySelector('#board .pt-map .wide-map'); b.scrollLeft += dx; return b.scrollLeft; }"


def test_the_phone_map_follows_the_own_pawn_after_a_trip_and_keeps_a_panned_view(new_page, artifacts):
    page = new_page(PHONE, touch=True)
    start_game(page, "en", True)
    wait_for_my_turn(page)
    # A die that reaches far (its towns are ringed before it is confirmed).
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    for i in range(dice.count()):
        tap(dice.nth(i))
        page.wait_for_selector("#confirm")
        if page.evaluate(FARTHEST, "[data-node].pt-reach")[1] >= 250:
            page.locator("#confirm").click()
            page.wait_for_selector(DESTINATIONS)
            break
        page.locator("#cancel").click()
        page.wait_for_selector("#confirm", state="detached")
    else:
        pytest.skip("no die reaches far from the starting town")
    # The farthest destination is chosen; then the player pans the map the other way, so the
    # pawn's new town is out of sight when the trip is confirmed.
    label, far = page.evaluate(FARTHEST, "[data-node][data-target]")
    tap(page.locator(f'{DESTINATIONS}[aria-label="{label}"] .pt-marker'))
    page.wait_for_selector("#confirm")
    to = label[len("Travel to "):].split(" — ")[0]  # the town, without its worth
    if not page.evaluate(PAN_AWAY_FROM, to):
        pytest.skip("the destination cannot be panned out of sight")
    page.locator("#confirm").click()
    page.wait_for_function("(town) => document.getElementById('log').innerText.includes(' to ' + town + '.')", arg=to, timeout=5000)
    page.wait_for_timeout(500)
    where = page.evaluate(OWN_PAWN)
    page.locator("#board section.pt-map").screenshot(path=str(artifacts / "phototour-r7-phone-after-trip.png"))
    assert where["inView"], where
    # The player pans a little (the pawn still in sight): the rest of the turn, the others' turns
    # and the start of the next one leave the view where it was.
    page.evaluate(PAN_BY, 60 if where["left"] - where["boxLeft"] > 120 else -60)
    page.wait_for_timeout(100)
    panned = page.evaluate(OWN_PAWN)
    assert panned["inView"], panned
    deadline = time.time() + 60
    while "Ann's turn" in page.locator("#board .status-line").inner_text():
        assert time.time() < deadline, "the turn did not end"
        if not page.locator("#room-root[data-ready='1']").count():
            page.wait_for_timeout(50)
            continue
        end = page.locator("#actions [data-target]", has_text="End the turn")
        confirm = page.locator("#confirm")
        other = page.locator("#actions [data-target]:not(#cancel)")
        pick = end.first if end.count() else confirm if confirm.count() else other.first if other.count() else None
        if pick is None:
            break
        pick.click()
        page.wait_for_timeout(100)
    wait_for_my_turn(page)
    page.wait_for_timeout(300)
    assert abs(page.evaluate(OWN_PAWN)["scroll"] - panned["scroll"]) < 3


# Every sight's name in the lines a card gives it, in Russian: whole, each line inside the card.
CARD_TITLES = """async () => {
  const parts = await import('/static/js/games/phototour-parts.js');
  const art = await import('/static/js/games/phototour-art.js');
  const words = await (await fetch('/static/i18n/ru/phototour.json')).json();
  const cat = words.catalog.components;
  const bad = [];
  for (let n = 1; n <= 50; n++) {
    const title = cat[`sight:${n}`].name, town = cat[`location:${n}`].name;
    const lines = parts.cardTitle(title, 150 - 32);
    const texts = lines.map((el) => el.textContent);
    const size = parseFloat(lines[0].style.fontSize);
    const norm = (x) => x.replace(/[\\s\\-‑]/g, '');
    if (texts.some((x) => x.includes('…')) || norm(texts.join('')) !== norm(title)) bad.push(`${title}: ${texts.join(' | ')}`);
    if (texts.length > 3 || texts.some((x) => art.textWidth(x, { size, weight: 600 }) > 150 - 32)) bad.push(`${title}: ${texts.join(' | ')} (too long)`);
    const band = parts.bandTown(town, 150 - 12);
    if (band.textContent !== town) bad.push(`${town}: ${band.textContent}`);
  }
  return bad;
}"""
# The titles and towns drawn on the cards of the offer and the hand, with their cards' boxes.
DRAWN_CARDS = """() => [...document.querySelectorAll('#board .sight-card')].flatMap((g) => {
  const box = g.querySelector('rect').getBoundingClientRect();
  return [...g.querySelectorAll('.pt-card-title, .pt-card-town')].map((el) => {
    const r = el.getBoundingClientRect();
    return { text: el.textContent, cut: el.textContent.includes('…'), inside: r.left >= box.left - 1 && r.right <= box.right + 1 };
  });
})"""


def test_russian_card_titles_are_never_cut_on_the_phone(new_page, artifacts):
    page = new_page(PHONE, touch=True)
    create_room(page, "phototour", 2, "Ann", {"mode": "strategic"})
    add_bots_and_start(page, 1)
    page.context.add_cookies([{"name": "lang", "value": "ru", "url": page.url}])
    page.reload()
    page.wait_for_selector("#tray [data-board=hand] [data-target]")
    assert page.evaluate(CARD_TITLES) == []
    drawn = page.evaluate(DRAWN_CARDS)
    assert len(drawn) >= 16, drawn
    assert [d for d in drawn if d["cut"] or not d["inside"]] == []
    page.locator("#board [data-board=offer]").screenshot(path=str(artifacts / "phototour-r7-phone-ru-offer.png"))


def test_renting_a_token_is_confirmed_like_every_main_action(new_page, artifacts):
    """A tap on a token to rent asks first, naming it: renting is the turn's main action, and a
    stray tap on a phone used to spend the turn at once."""
    page = new_page(PHONE, touch=True)
    start_game(page, "en", touch=True)
    token = page.locator(":is(#board, #tray) [data-target][aria-label^='Rent']").first
    before = page.locator("#room-root").get_attribute("data-version")
    tap_until(page, token, "#confirm", True)
    question = page.locator("#prompt").inner_text()
    assert question.startswith("Rent the ") and "main action" in question, question
    page.screenshot(path=str(artifacts / "phototour-rent-confirm-phone.png"))
    page.wait_for_timeout(300)
    assert page.locator("#room-root").get_attribute("data-version") == before, "nothing is sent before the confirmation"
    page.locator("#confirm").tap()
    page.wait_for_function(f"document.getElementById('room-root').dataset.version !== '{before}'")


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_town_tapped_while_the_die_is_asked_makes_the_trip_one_confirm(new_page, artifacts, size):
    # The die chosen, the towns it reaches are ringed: a tap on one names the trip too, and one
    # Confirm takes the die and travels there (before, the die was confirmed, then the town).
    phone = size == "phone"
    page = new_page(PHONE if phone else DESKTOP, touch=phone)
    start_game(page, "en", phone)
    wait_for_my_turn(page)
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    ringed = "#board svg[data-board=map] g.pt-follow"
    for i in range(dice.count()):
        tap_until(page, dice.nth(i), "#confirm", phone)
        if page.locator(ringed).count():
            break
        page.locator("#cancel").click()
        page.wait_for_selector("#confirm", state="detached")
    else:
        pytest.skip("no die reaches a town from the starting town")
    town = page.locator(ringed).first
    name = town.get_attribute("aria-label")[len("Travel to "):-len(" with this die")]
    log = page.locator("#log").inner_text()
    ask_for(page, town.locator(".pt-marker"), name, phone)
    question = page.locator("#prompt").inner_text()
    assert question.startswith("Take the ") and f" to {name}?" in question, question
    assert page.locator("#board svg[data-board=map] .pt-reach-ring.followed").count() == 1
    assert page.locator("#log").inner_text() == log  # nothing sent yet
    page.screenshot(path=str(artifacts / f"phototour-r7-{size}-die-and-town.png"))
    page.locator("#confirm").click()
    page.wait_for_function("(town) => document.getElementById('log').innerText.includes(' to ' + town + '.')", arg=name, timeout=10000)
