"""Phototour's map after a play-test with first-time players: a tap on a town of a crowded part of
the map (Moscow and the Golden Ring, the Urals) chooses that town, never its neighbour, on a phone
and a desktop; the phone's map opens up close on the starting towns (as many as its width holds,
all of them on the whole country a tap away), which are chosen on the map too; a hint shows its
move, marked on the board or named, even when another seat's choice came while the expert was
thinking."""

from __future__ import annotations

import json
import time

import pytest

from .conftest import DESKTOP, PHONE
from .helpers import PWTimeout, add_bots_and_start, create_room, tap_until
from .test_phototour_round7 import PAN_AWAY_FROM, start_game, wait_for_my_turn

pytestmark = pytest.mark.browser

MAP = "#board svg[data-board^=map]"
TARGETS = f"{MAP} [data-node][data-target]"

# Every town of the map: its name, whether it is a target now, its marker's centre and its
# name's box on the screen.
TOWNS = """() => [...document.querySelectorAll('#board svg[data-board^=map] [data-node]')].map((g) => {
  const r = g.querySelector('.pt-marker').getBoundingClientRect();
  const name = g.querySelector('.town-name');
  const n = name && getComputedStyle(name).display !== 'none' ? name.getBoundingClientRect() : null;
  return { node: g.dataset.node, town: g.querySelector(':scope > title').textContent.split(':')[0],
           target: g.hasAttribute('data-target'), x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2,
           name: n && n.width ? { x: (n.left + n.right) / 2, y: (n.top + n.bottom) / 2, left: n.left, right: n.right, top: n.top, bottom: n.bottom } : null };
})"""

# Pan the map's box and scroll the page so that a town's marker is in the middle of the part of
# the screen the pinned bar and the score strip leave free.
BRING = """(node) => {
  const g = document.querySelector(`#board svg[data-board^=map] [data-node="${node}"]`);
  const m = g.querySelector('.pt-marker');
  const box = m.closest('.scroll-x');
  let r = m.getBoundingClientRect();
  if (box) { const b = box.getBoundingClientRect(); box.scrollLeft += (r.left + r.right) / 2 - (b.left + b.right) / 2; }
  r = m.getBoundingClientRect();
  const bar = document.getElementById('actionbar').getBoundingClientRect();
  const strip = document.getElementById('score-strip');
  const top = bar.top < innerHeight / 2 ? bar.bottom : (strip && strip.offsetHeight ? strip.getBoundingClientRect().bottom : 0);
  const bottom = bar.top < innerHeight / 2 ? innerHeight : bar.top;
  window.scrollBy(0, (r.top + r.bottom) / 2 - (top + bottom) / 2);
}"""

# The part of the screen where the map shows: its box, less what the pinned bar and the score
# strip cover.
VISIBLE = """() => {
  const box = document.querySelector('#board .pt-map .wide-map, #board .pt-map .pt-whole-map').getBoundingClientRect();
  const bar = document.getElementById('actionbar').getBoundingClientRect();
  const strip = document.getElementById('score-strip');
  const atTop = bar.top < innerHeight / 2;
  const top = atTop ? bar.bottom : strip && strip.offsetHeight ? strip.getBoundingClientRect().bottom : 0;
  const bottom = atTop ? innerHeight : bar.top;
  return { left: Math.max(0, box.left), right: Math.min(innerWidth, box.right), top: Math.max(top, box.top), bottom: Math.min(bottom, box.bottom) };
}"""


def prompt(page) -> str:
    return page.locator("#prompt").inner_text()


def settle(page, node: str) -> dict:
    """Bring a town's marker into the free band and wait until the page is ready and the marker
    has stood still there for three looks in a row (a late redraw or scroll on a busy machine
    would move it between the look and the tap)."""
    page.wait_for_selector("#room-root[data-ready='1']")
    page.evaluate(BRING, node)
    last, still = None, 0
    for _ in range(40):
        page.wait_for_timeout(100)
        now = next(t for t in page.evaluate(TOWNS) if t["node"] == node)
        still = still + 1 if last and abs(now["x"] - last["x"]) < 0.5 and abs(now["y"] - last["y"]) < 0.5 else 0
        if still >= 2 and page.locator("#room-root[data-ready='1']").count():
            return now
        last = now
    return last


def touch_at(page, phone: bool, x: float, y: float) -> None:
    if phone:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def chosen(page, town: str, timeout: int = 3000) -> bool:
    try:
        page.wait_for_function("(town) => document.getElementById('prompt').innerText.includes(' to ' + town + '?')",
                               arg=town, timeout=timeout)
        return True
    except PWTimeout:
        return False


def choose_the_widest_die(page, phone: bool) -> bool:
    """Choose and confirm the die that rings the most towns; False when none reaches a town."""
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    best, most = None, 0
    for i in range(dice.count()):
        tap_until(page, dice.nth(i), "#confirm", phone)
        ringed = page.locator(f"{MAP} g.pt-reach").count()
        if ringed > most:
            best, most = i, ringed
        page.locator("#cancel").click()
        page.wait_for_selector("#confirm", state="detached")
    if best is None:
        return False
    tap_until(page, dice.nth(best), "#confirm", phone)
    page.locator("#confirm").click()
    page.wait_for_selector(TARGETS)
    page.wait_for_timeout(300)
    return True


def travelling(new_page, size: str):
    """A Strategic game at its first trip, the die that reaches the most towns chosen."""
    phone = size == "phone"
    page = new_page(PHONE if phone else DESKTOP, touch=phone)
    start_game(page, "en", phone)
    wait_for_my_turn(page)
    if not choose_the_widest_die(page, phone):
        pytest.skip("no die reaches a town from the starting town")
    return page, phone


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_tap_on_a_crowded_towns_marker_or_name_chooses_that_town(new_page, artifacts, size):
    page, phone = travelling(new_page, size)
    page.screenshot(path=str(artifacts / f"phototour-map-{size}-travel.png"))
    towns = page.evaluate(TOWNS)
    targets = [t for t in towns if t["target"]]
    # Close on the map: two finger-sized (48 px) areas around the markers would overlap.
    near = lambda a, b: ((a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2) ** 0.5 < 48
    pairs = [(a, b) for i, a in enumerate(targets) for b in targets[i + 1:] if near(a, b)]
    if not pairs:
        pytest.skip(f"no two destinations are close on the map ({len(targets)} destinations)")
    if phone:
        # Each destination keeps a finger's width of the map (its cell meets a close neighbour's half-way).
        cells = page.evaluate(f"""() => [...document.querySelectorAll('{TARGETS} .pt-town-hit')]
          .map((el) => {{ const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); }})""")
        assert cells and min(cells) >= 40, cells
    # A town that is not a destination beside one: a tap on its marker chooses nothing.
    others = [t for t in towns if not t["target"] and any(near(t, d) for d in targets)]
    for town in others[:3]:
        spot = settle(page, town["node"])
        touch_at(page, phone, spot["x"], spot["y"])
        page.wait_for_timeout(600)
        assert page.locator("#confirm").count() == 0, f"a tap on {town['town']} chose: {prompt(page)!r}"
    # Every destination of a close pair: a tap on the middle of its marker chooses it, a second
    # tap there keeps it chosen, and a tap on its name chooses it too.
    wrong = []
    for node in sorted({t["node"] for pair in pairs for t in pair}):
        spot = settle(page, node)
        town = spot["town"]
        touch_at(page, phone, spot["x"], spot["y"])
        if not chosen(page, town):
            wrong.append(f"{town}: {prompt(page)!r}")
            continue
        touch_at(page, phone, spot["x"], spot["y"])
        page.wait_for_timeout(500)
        if not chosen(page, town, 500):
            wrong.append(f"{town} tapped again: {prompt(page)!r}")
        page.locator("#cancel").click()
        page.wait_for_selector("#confirm", state="detached")
        name = settle(page, node)["name"]
        if name:
            touch_at(page, phone, name["x"], name["y"])
            if not chosen(page, town):
                wrong.append(f"{town}'s name: {prompt(page)!r}")
            else:
                page.locator("#cancel").click()
                page.wait_for_selector("#confirm", state="detached")
    page.screenshot(path=str(artifacts / f"phototour-map-{size}-chosen.png"))
    assert not wrong, wrong


def in_view(t: dict, view: dict) -> bool:
    """A town's marker, and its name when it has one, inside the part of the map on the screen."""
    if not (view["left"] <= t["x"] <= view["right"] and view["top"] <= t["y"] <= view["bottom"]):
        return False
    n = t["name"]
    return not n or (view["left"] - 1 <= n["left"] and n["right"] <= view["right"] + 1
                     and view["top"] - 1 <= n["top"] and n["bottom"] <= view["bottom"] + 1)


def test_the_phone_map_opens_on_the_starting_towns_which_are_chosen_on_it(new_page, artifacts):
    page = new_page(PHONE, touch=True)
    create_room(page, "phototour", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector(TARGETS)
    page.wait_for_timeout(600)
    page.screenshot(path=str(artifacts / "phototour-map-phone-start.png"))
    # The map up close, where names read and towns are finger-sized, on the starting towns: as
    # many of them, markers and names, as a stretch of the box's width holds.
    assert page.locator("#board svg[data-board=map]").is_visible()
    # (looked at again for up to 3 s: a loaded machine may still be placing the close view)
    for _ in range(10):
        view = page.evaluate(VISIBLE)
        starts = [t for t in page.evaluate(TOWNS) if t["target"]]
        assert len(starts) == 3, starts
        width = view["right"] - view["left"]
        edges = lambda t: (min(t["x"] - 12, t["name"]["left"] if t["name"] else t["x"]), max(t["x"] + 18, t["name"]["right"] if t["name"] else t["x"]))
        spans = sorted(edges(t) for t in starts)
        most = max(sum(1 for s in spans if s[0] >= a[0] and s[1] <= a[0] + width - 8) for a in spans)
        shown = [t for t in starts if in_view(t, view)]
        if len(shown) >= most:
            break
        page.wait_for_timeout(300)
    assert len(shown) >= most, (most, [(t["town"], round(t["x"]), round(t["y"]), t["name"] and {k: round(v) for k, v in t["name"].items()}) for t in starts], view, page.evaluate("scrollY"))
    # The whole country, a tap away, shows all three.
    page.get_by_role("button", name="Show the whole map").tap()
    page.wait_for_selector("#board svg[data-board=map-whole] [data-node][data-target]")
    page.wait_for_timeout(300)
    view = page.evaluate(VISIBLE)
    far = [t for t in page.evaluate(TOWNS) if t["target"]]
    assert len(far) == 3 and all(view["left"] <= t["x"] <= view["right"] and view["top"] <= t["y"] <= view["bottom"] for t in far), (far, view)
    page.screenshot(path=str(artifacts / "phototour-map-phone-start-whole.png"))
    page.get_by_role("button", name="Show the map up close").tap()
    page.wait_for_selector("#board svg[data-board=map] [data-node][data-target]")
    # A starting town is chosen on the map as on its card: named, then confirmed.
    town = page.locator(TARGETS).first
    label = town.get_attribute("aria-label").split(" — ")[0]
    assert label.startswith("Start in "), label
    tap_until(page, town.locator(".pt-marker"), "#confirm", True)
    assert "start in" in prompt(page).lower(), prompt(page)
    page.locator("#confirm").tap()
    wait_for_my_turn(page)
    assert f"Ann chose to {label[0].lower()}{label[1:]}." in page.locator("#log").inner_text()
    # Once everyone has set off, the close view; a die's destinations open in view.
    assert page.locator("#board svg[data-board=map]").count() == 1
    dice = page.locator("#tray [data-board=offer] [data-target]").filter(has=page.locator(".die-face"))
    for i in range(dice.count()):
        tap_until(page, dice.nth(i), "#confirm", True)
        if "reaches no town" not in prompt(page):
            page.locator("#confirm").click()
            break
        page.locator("#cancel").click()
        page.wait_for_selector("#confirm", state="detached")
    else:
        return
    page.wait_for_selector(TARGETS)
    page.wait_for_timeout(600)
    view = page.evaluate(VISIBLE)
    shown = [t for t in page.evaluate(TOWNS) if t["target"] and view["left"] <= t["x"] <= view["right"] and view["top"] <= t["y"] <= view["bottom"]]
    page.screenshot(path=str(artifacts / "phototour-map-phone-destinations.png"))
    assert shown, view


HINTED = ":is(#board, #tray) .target.hinted"


def fake_hint(page, answer: dict):
    """Answer the page's hint requests with `answer`."""
    page.route("**/api/rooms/*/hint*", lambda route: route.fulfill(status=200, content_type="application/json", body=json.dumps(answer)))


def test_a_hint_answered_after_another_seats_choice_is_shown_and_named(new_page, artifacts):
    """The start is chosen by everyone at once: another seat's choice moves the version on while
    the expert thinks (long, on a busy server). The hint is still this seat's decision: it is
    shown, its card and its town marked, and named."""
    ann = new_page(PHONE, touch=True)
    create_room(ann, "phototour", 2, "Ann")
    ann.locator("#hints-switch").check()
    ann.wait_for_function("() => document.getElementById('hints-why').textContent.startsWith('Your choice')")
    bea = new_page(DESKTOP)
    bea.goto(ann.locator("#share-link").input_value())
    bea.get_by_label("Your name", exact=True).fill("Bea")
    bea.get_by_role("button", name="Join the game").click()
    ann.wait_for_selector("#seats li.taken >> nth=1")
    ann.get_by_role("button", name="Start the game").click()
    ann.wait_for_selector("#tray [data-board=hand] [data-target]")
    ann.wait_for_selector("#room-root[data-ready='1']")
    version = int(ann.locator("#room-root").get_attribute("data-version"))
    asked = []
    ann.route("**/api/rooms/*/hint*", lambda route: asked.append(route))
    ann.locator("#hint-button").tap()
    deadline = time.time() + 10
    while not asked:
        assert time.time() < deadline, "the hint was never asked"
        ann.wait_for_timeout(50)
    # Bea chooses her start while Ann's hint is on its way.
    bea.wait_for_selector("#board [data-board=hand] [data-target]")
    tap_until(bea, bea.locator("#board [data-board=hand] [data-target]").first, "#confirm", False)
    bea.locator("#confirm").click()
    ann.wait_for_function(f"() => Number(document.getElementById('room-root').dataset.version) > {version}")
    ann.wait_for_selector("#room-root[data-ready='1']")
    card = ann.locator("#tray [data-board=hand] [data-card]").first.get_attribute("data-card")
    asked[0].fulfill(status=200, content_type="application/json", body=json.dumps(
        {"version": version, "move": {"type": "choose", "card": card}, "preview": {"points": 0, "text": "No points now"},
         "text": "The expert would play this: No points now"}))
    ann.wait_for_function("() => document.getElementById('prompt').textContent.startsWith('The expert would choose ')", timeout=10_000)
    text = prompt(ann)
    assert "Start in " in text, text
    # The card in the tray and its town on the map.
    assert ann.locator("#tray .target.hinted").count() == 1 and ann.locator(f"{MAP} .target.hinted").count() == 1
    ann.screenshot(path=str(artifacts / "phototour-hint-start-phone.png"))


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_hint_is_marked_where_it_is_drawn_and_else_named(new_page, artifacts, size):
    """A hint to travel marks its town on the map, brought into view on a phone; a hint whose
    move is a button (a refresh) frames the button and names it."""
    page, phone = travelling(new_page, size)
    # The destination farthest from the view's middle, out of sight on a phone when the map can
    # be panned away from it.
    view = page.evaluate(VISIBLE)
    mid = (view["left"] + view["right"]) / 2
    far = max((t for t in page.evaluate(TOWNS) if t["target"]), key=lambda t: abs(t["x"] - mid))
    if phone:
        page.evaluate(PAN_AWAY_FROM, far["town"])
        page.wait_for_timeout(200)
    version = int(page.locator("#room-root").get_attribute("data-version"))
    fake_hint(page, {"version": version, "move": {"type": "go", "to": int(far["node"])},
                     "preview": {"points": 1, "text": "a test"}, "text": "The expert would play this: a test"})
    page.locator("#hint-button").click()
    page.wait_for_function("() => document.getElementById('prompt').textContent.startsWith('The expert would choose ')")
    assert f"Travel to {far['town']}" in prompt(page), prompt(page)
    hinted = page.locator(f"{MAP} [data-node].hinted")
    assert hinted.count() == 1
    page.wait_for_timeout(1000)
    spot = next(t for t in page.evaluate(TOWNS) if t["node"] == far["node"])
    view = page.evaluate(VISIBLE)
    assert view["left"] <= spot["x"] <= view["right"] and view["top"] <= spot["y"] <= view["bottom"], (spot, view)
    page.screenshot(path=str(artifacts / f"phototour-hint-go-{size}.png"))
    # A move that is a button of the bar: framed and named.
    page.unroute("**/api/rooms/*/hint*")
    page.reload()
    page.wait_for_selector("#room-root[data-ready='1']")
    buttons = page.locator("#actions .move-button")
    names = buttons.all_inner_texts()
    if not names:
        return
    version = int(page.locator("#room-root").get_attribute("data-version"))
    moves = page.evaluate("""async () => {
      const seat = JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('panorama.seat.'))));
      const room = location.pathname.split('/').pop();
      return (await (await fetch(`/api/rooms/${room}/moves`, { headers: { Authorization: `Bearer ${seat.token}` } })).json()).moves;
    }""")
    button_moves = [m for m in moves if m["type"] in ("refresh", "end_turn", "pass", "refill", "equip_done")]
    if not button_moves:
        return
    fake_hint(page, {"version": version, "move": button_moves[0], "preview": {"points": 0, "text": "a test"},
                     "text": "The expert would play this: a test"})
    page.locator("#hint-button").click()
    page.wait_for_function("() => document.getElementById('prompt').textContent.startsWith('The expert would choose ')")
    framed = page.locator("#actions .move-button.hinted")
    assert framed.count() == 1
    word = framed.inner_text().split("\n")[0].strip()
    assert word and word in prompt(page), (word, prompt(page))


# The names shown on the map: their size on the screen in px and their boxes.
NAMES_ON_SCREEN = """() => {
  const svg = document.querySelector('#board svg[data-board=map]');
  const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('.town-name')].filter((n) => getComputedStyle(n).display !== 'none').map((n) => {
    const r = n.getBoundingClientRect();
    return { text: n.textContent, px: parseFloat(getComputedStyle(n).fontSize) * k, key: n.classList.contains('key'),
             left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
}"""


def readable_names(page) -> list[dict]:
    """The names once they have been placed for the map's new size (a zoom places them again
    when the zooming has stopped): each 11 px on the screen, a key town's 1.25 times that, and
    no two over each other."""
    names = []
    for _ in range(20):
        page.wait_for_timeout(150)
        names = page.evaluate(NAMES_ON_SCREEN)
        if names and all(10.5 <= n["px"] <= (14.5 if n["key"] else 12) for n in names):
            break
    wrong = [n for n in names if not 10.5 <= n["px"] <= (14.5 if n["key"] else 12)]
    assert names and not wrong, wrong[:5]
    over = [(a["text"], b["text"]) for i, a in enumerate(names) for b in names[i + 1:]
            if min(a["right"], b["right"]) - max(a["left"], b["left"]) > 1 and min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) > 1]
    assert not over, over[:5]
    return names


def test_a_zoomed_phone_map_places_its_names_for_their_new_size(new_page, artifacts):
    # The map fitted whole, then zoomed in a step: names read at the phone's size and are never
    # drawn over each other (they kept the close view's size and places until a reload).
    page = new_page(PHONE, touch=True)
    create_room(page, "phototour", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector(TARGETS)
    close = readable_names(page)
    page.locator("#board .pt-map .zoom-fit").tap()
    fitted = readable_names(page)
    assert len(fitted) < len(close), "a map fitted whole has room for fewer names"
    page.locator("#board .pt-map .zoom-in").tap()
    readable_names(page)
    page.screenshot(path=str(artifacts / "phototour-map-phone-zoomed.png"))
    page.locator("#board .pt-map .zoom-fit").tap()
    readable_names(page)
    page.screenshot(path=str(artifacts / "phototour-map-phone-fitted.png"))
    page.locator("#board .pt-map .zoom-in").tap()
    readable_names(page)
    # The names' new places are kept by the next drawing (a bot's move, a tap on a town).
    tap_until(page, page.locator(TARGETS).first.locator(".pt-marker"), "#confirm", True)
    readable_names(page)
