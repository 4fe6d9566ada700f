"""Walking in Osaka's board: a whole turn tapped on a phone, and each planning aid the board draws
(town cards with building icons and labels, location tiles with their name and requirement in
words and icons, the Shogunate options with their scoring text and the Shogunate pawn, the sandal
supply and every player's sandals, and every legal photobook position at once)."""

from __future__ import annotations

import random
import time

import pytest

from app.games.osaka.catalog import CATALOG
from app.games.osaka.photobook import column_blocks
from app.games.osaka.scoring import requirement_met

from tests.conftest import LiveServer, make_settings, migrated

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, create_room, ended, overflow, prompt_in_view, visible_ids

pytestmark = pytest.mark.browser

NAMES = CATALOG["components"]

STATE = """async (room) => {
  const seat = JSON.parse(localStorage.getItem('panorama.seat.' + room));
  const r = await fetch('/api/rooms/' + room + '/state', {headers: {authorization: 'Bearer ' + seat.token}});
  const m = await fetch('/api/rooms/' + room + '/moves', {headers: {authorization: 'Bearer ' + seat.token}});
  return {state: await r.json(), moves: (await m.json()).moves};
}"""


PREVIEWS = """async (room) => {
  const seat = JSON.parse(localStorage.getItem('panorama.seat.' + room));
  const m = await fetch('/api/rooms/' + room + '/moves?preview=true', {headers: {authorization: 'Bearer ' + seat.token}});
  return await m.json();
}"""


def snapshot(page, room):
    got = page.evaluate(STATE, room)
    return got["state"]["view"]["public"], got["moves"]


def start(page, players=2):
    room = create_room(page, "osaka", players, "Ann")
    add_bots_and_start(page, players - 1)
    return room


# On a phone the turn's choices off the town (starting cards, your photobook while placing or
# claiming, the options) sit in the pinned bar's tray: they are the board's targets too.
TARGETS = "#board [data-target], #tray [data-target], #actions [data-target]"


def ready(page):
    page.wait_for_selector(", ".join(f"#room-root[data-ready='1'] {x.strip()}" for x in TARGETS.split(",")), timeout=20000)


def tap_targets(page, rng, done, limit_s=60, tap=False, shots=None, prefer=()):
    """Tap (or click) highlighted targets until `done()`; the prompt stays on screen meanwhile."""
    deadline = time.time() + limit_s
    taps = 0
    while not done():
        assert time.time() < deadline, f"not done after {taps} taps; prompt: {page.locator('#prompt').inner_text()}"
        if page.locator("#room-root[data-ready='1']").count() == 0:
            page.wait_for_timeout(40)
            continue
        targets = page.locator(TARGETS)
        labels = targets.evaluate_all("els => els.map(e => e.getAttribute('aria-label') || e.textContent || '')")
        pool = [i for i, x in enumerate(labels) if not x.startswith(("Back", "Cancel"))]
        for words in (prefer() if callable(prefer) else prefer):  # the first kind of target on offer
            best = [i for i in pool if labels[i].startswith(words)]
            if best:
                pool = best
                break
        if not pool:
            page.wait_for_timeout(40)
            continue
        el = targets.nth(rng.choice(pool))
        try:
            el.scroll_into_view_if_needed(timeout=2000)
            el.tap(timeout=2000) if tap else el.click(timeout=2000)
        except Exception:  # the board redrew under the finger: look again
            continue
        taps += 1
        assert prompt_in_view(page), f"tap {taps}: the prompt left the screen"
        if shots:
            shots(taps)
    return taps


def test_one_full_turn_on_a_phone_by_tapping(browser, server, artifacts):
    ctx = browser.new_context(bypass_csp=True, viewport=PHONE, base_url=server.url, has_touch=True, is_mobile=True)
    ctx.set_default_timeout(15000)
    try:
        page = ctx.new_page()
        room = start(page)
        ready(page)

        def turn_done():
            pub, _ = snapshot(page, room)
            me = pub["seats"][0]
            return me["cards"] == 3 and pub["pending"] is None and not (pub["turn"] == 0 and pub["phase"] in ("claim", "shogunate"))

        def shot(n):
            if n == 6:
                page.screenshot(path=str(artifacts / "osaka-phone-turn.png"))

        taps = tap_targets(page, random.Random(3), turn_done, tap=True, shots=shot)
        # the pawn, the first town card, the starting card, its place, then the turn: travel, a card, its place
        assert taps >= 6
        pub, _ = snapshot(page, room)
        assert pub["round"] >= 1 and pub["seats"][0]["cards"] == 3
        assert overflow(page) <= 0
        assert not visible_ids(page)
    finally:
        ctx.close()


def test_town_cards_are_drawn_with_their_building_icons_and_labels(new_page):
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)
    pub, _ = snapshot(page, room)
    cards = [cid for cid in pub["area"].values() if cid]
    assert cards
    for cid in cards:
        drawn = page.locator(f"#board [data-board=town] [data-card='{cid}']")
        assert drawn.count() == 1
        halves = drawn.locator("[data-bg]")
        assert halves.count() == 2
        for k, half in enumerate(("upper", "lower")):
            b = pub["cards"][cid][half]
            el = halves.nth(k)
            assert el.get_attribute("data-bg") == b["bg"]
            # the background's texture is drawn over its colour, so colour is not the only clue
            assert el.locator("path, g").count() >= 1
            assert el.get_attribute("data-icon") == (b["icon"] or "")
            label = el.locator("text").all_text_contents() if b["icon"] else []
            if b["icon"]:
                assert el.locator("g[transform*=scale]").count() == 1  # the drawn icon
                assert [t.strip() for t in label] == [NAMES[b["icon"]]["name"]]


def test_location_tiles_show_their_name_and_requirement_in_words_and_icons(new_page):
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)
    pub, moves = snapshot(page, room)
    tiles = [st for st in pub["street"] if st["tile"]]
    assert len(tiles) == 12
    # a spectator's street has no targets: every free tile shows its requirement as icons too
    watcher = new_page(DESKTOP)
    watcher.goto(f"/rooms/{room}?watch=1")
    watcher.wait_for_selector("#board [data-board=town]")
    walks = {m["to"] for m in moves if m["type"] in ("pawn", "travel")}
    assert walks
    for st in tiles:
        loc = pub["locations"][st["tile"]]
        g = page.locator(f"#board [data-street='{st['pos']}']")
        # drawn text, not a tooltip: no hover needed (a word split over two lines ends its first in "-")
        name = " ".join(t.strip() for t in g.locator("text[data-name]").all_text_contents())
        bare = lambda x: x.replace(" ", "").replace("-", "")
        assert bare(name) == bare(loc["name"]), (loc["name"], name)
        needs = " ".join(t.strip() for t in g.locator("text[data-needs]").all_text_contents())
        assert needs == f"{NAMES[st['tile']]['needs']} in one column"
        # a space you may walk to shows what it is worth where the icons were (the words stay)
        assert g.locator(".worth-svg").count() == (st["pos"] in walks)
        if st["pawn"] is None:  # a pawn standing there takes the icons' place
            seen = watcher.locator(f"#board [data-street='{st['pos']}']")
            text = " ".join(t.strip() for t in seen.locator("text").all_text_contents())
            for r in loc["requires"]:
                assert f"{r['count']}×" in text
            icons = seen.locator("g[transform*=scale]").count()
            assert icons >= sum(1 for r in loc["requires"] if "icon" in r)


def test_shogunate_options_show_their_scoring_text_and_the_shogunate_pawn(new_page):
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)
    pub, _ = snapshot(page, room)
    for i, opt in enumerate(pub["options"]):
        tile = page.locator(f"#board [data-board=options] [data-option='{i}']")
        text = tile.inner_text()
        entry = NAMES[f"option:{opt}"]
        assert entry["name"] in text
        assert entry["description"] in text, (entry["description"], text)
    pawn = page.locator("#board [data-board=options] [data-shogun='1']")
    assert pawn.count() == 1 and pawn.get_attribute("data-option") == str(pub["shogun"])
    assert "Shogunate pawn" in pawn.locator("[data-shogun-pawn]").get_attribute("title")
    assert "Shogun" in pawn.locator("[data-shogun-pawn]").inner_text()  # said in words, not only drawn


def test_the_sandal_supply_and_every_players_sandals_are_shown(new_page):
    page = new_page(DESKTOP)
    room = start(page, players=3)
    ready(page)
    pub, _ = snapshot(page, room)
    assert f"× {pub['supply']} in the sandal supply" in page.locator("#board [data-board=supply] text").text_content()
    for seat in pub["seats"]:
        held = page.locator(f"#board [data-board='book-{seat['seat']}'] [data-sandals]")
        assert held.get_attribute("data-sandals") == str(seat["sandals"])
        assert held.locator("g[transform*=scale]").count() == min(seat["sandals"], 6)
        assert f"{seat['sandals']} sandal" in held.locator("text").text_content()


def test_every_legal_photobook_position_is_shown_at_once_next_to_the_card(new_page):
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)
    rng = random.Random(11)

    def placing():
        pub, _ = snapshot(page, room)
        return pub["phase"] == "setup_place" and pub["turn"] == 0

    tap_targets(page, rng, placing)
    page.wait_for_selector("#room-root[data-ready='1'] #board [data-slot].target")
    pub, moves = snapshot(page, room)
    places = [m for m in moves if m["type"] == "place"]
    assert {m["at"] for m in places} == {"left", "right", "top", "under"}
    slots = page.locator(f"#board [data-board='book-0'] [data-slot].target")
    assert slots.count() == len(places)
    assert sorted(slots.evaluate_all("els => els.map(e => e.dataset.slot)")) == sorted(m["at"] for m in places)
    # each slot shows the new card's blocks as they would lie there, and says what it is
    card = pub["cards"][pub["pending"]]
    for k in range(slots.count()):
        slot = slots.nth(k)
        at = slot.get_attribute("data-slot")
        ghost = slot.locator("[data-bg]").evaluate_all("els => els.map(e => e.dataset.bg)")
        want = {"left": [card["upper"], card["lower"]], "right": [card["upper"], card["lower"]],
                "top": [card["upper"]], "under": [card["lower"]]}[at]
        assert ghost == [b["bg"] for b in want]
        assert {"left": "left end", "right": "right end", "top": "on top", "under": "under (setup)"}[at] in slot.locator(":scope > text").text_content()
    # on top, the card's lower block tucks behind the column: the label says which building is lost
    # (every starting card has a building on its lower block)
    lost = NAMES[card["lower"]["icon"]]["name"]
    for k in range(slots.count()):
        label = slots.nth(k).get_attribute("aria-label")
        assert (f"its {lost} will be hidden" in label) == (slots.nth(k).get_attribute("data-slot") == "top"), label
    # the card to place is drawn beside the photobook, under the town
    assert page.locator("#board [data-board='book-0'] [data-pending] [data-card]").get_attribute("data-card") == pub["pending"]
    top = page.locator("#board [data-board='book-0']").bounding_box()["y"]
    ring = page.locator("#board [data-board=options]").bounding_box()["y"]
    assert top < ring


def test_board_screens_at_the_start_mid_game_and_end(new_page, artifacts):
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)
    sizes = {"desktop": DESKTOP, "phone": PHONE}

    def save(name):
        for label, size in sizes.items():
            page.set_viewport_size(size)
            page.wait_for_timeout(150)
            page.screenshot(path=str(artifacts / f"osaka-{name}-{label}.png"), full_page=True)
            assert overflow(page) <= 0, f"{name} at {size} is too wide"
            assert not visible_ids(page)
        page.set_viewport_size(DESKTOP)

    save("start")
    rng = random.Random(21)
    tap_targets(page, rng, lambda: snapshot(page, room)[0]["round"] >= 5, limit_s=120)
    # mid-game, at a moment that shows a choice: wait for this seat's placement if it comes soon
    try:
        tap_targets(page, rng, lambda: snapshot(page, room)[0]["phase"] == "place" and snapshot(page, room)[0]["turn"] == 0, limit_s=30)
        page.wait_for_selector("#room-root[data-ready='1'] #board [data-slot].target")
    except AssertionError:
        pass
    save("mid")
    tap_targets(page, rng, lambda: ended(page), limit_s=180)
    page.wait_for_selector("#room-root[data-ended='1']")
    how = page.locator("#end .how-scored").inner_text()
    assert "Largest zone:" in how and "{" not in how
    save("end")


def test_a_key_beside_the_town_names_every_drawn_symbol(new_page):
    page = new_page(PHONE)
    start(page)
    ready(page)
    key = page.locator("#board [data-board=key]")
    for k in ("shukyo", "samurai", "yokujo", "teien", "chonin", "flag"):
        item = key.locator(f"[data-key='{k}']")
        assert item.locator("svg g[transform*=scale]").count() == 1  # the same drawing as on the cards
        assert item.locator("span").text_content() == NAMES[k]["name"]
    for k in ("grass", "water", "stone", "sakura"):
        assert key.locator(f"[data-key='{k}'] span").text_content() == f"{NAMES[k]['name']} background"
    # a block with nothing on it is explained
    assert "background only" in key.locator("[data-key='plain'] span").text_content()


def test_a_claim_shows_what_each_column_would_score(new_page, artifacts):
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)

    def claiming():
        pub, _ = snapshot(page, room)
        return pub["phase"] == "claim" and pub["turn"] == 0 or pub["phase"] == "over"

    def policy():
        # stack cards into tall columns, and walk to a location tile a column already meets
        pub, moves = snapshot(page, room)
        book = pub["seats"][0]["book"]
        met = [pub["locations"][pub["street"][m["to"]]["tile"]]["name"] for m in moves
               if m["type"] == "travel" and pub["street"][m["to"]]["tile"]
               and any(col["tile"] is None and requirement_met(pub["locations"][pub["street"][m["to"]]["tile"]]["requires"],
                                                               column_blocks(book, c))
                       for c, col in enumerate(book))]
        return ("Claim", *[f"Walk to {n} (" for n in met], "Put the card on top", "Put your pawn", "Take the", "Choose")

    tap_targets(page, random.Random(5), claiming, limit_s=200, prefer=policy)
    pub, _ = snapshot(page, room)
    assert pub["phase"] == "claim", "no claim came up in this game"
    page.wait_for_selector("#room-root[data-ready='1'] #board [data-claim].target .worth-svg")
    asked = page.evaluate(PREVIEWS, room)
    previews = {m["column"]: p for m, p in zip(asked["moves"], asked["previews"]) if m["type"] == "claim"}
    shown = page.locator("#board [data-board='book-0'] [data-claim].target").evaluate_all(
        "els => els.map(e => [Number(e.dataset.claim), e.querySelector('.worth-svg').dataset.worth, e.getAttribute('aria-label'),"
        " e.querySelector('title').textContent])")
    assert {c for c, *_ in shown} == set(previews) == set(pub["claimable"])
    for c, badge, label, title in shown:
        # the badge is the claim's preview: its location bonus (with the best choice of icon or
        # background), or more when the turn's next steps reach further; its words name the tile
        # and what the bonus counts
        got = previews[c]
        assert badge == str(got["upto"])
        assert got["points"] == got["now"] >= 0 and got["certain"]  # scored at once, and counted in the standing
        tile = NAMES[pub["street"][pub["seats"][0]["pawn"]]["tile"]]["name"]
        assert got["text"].startswith(f"{tile}, a column ")
        assert got["text"] in label and got["text"] in title
    page.screenshot(path=str(artifacts / "osaka-claim-desktop.png"), full_page=True)
    # claimed, the tile lies on its column as a tile with a cap that closes the column
    c = shown[0][0]
    page.locator(f"#board [data-board='book-0'] [data-claim='{c}']").click()
    page.wait_for_selector("#board [data-board='book-0'] [data-tile] [data-cap]")
    tile = page.locator("#board [data-board='book-0'] [data-tile]").first
    assert tile.locator("rect").first.get_attribute("fill") == "#fff3d6"  # the street tiles' colour


# The rendered size of every text in a part of the board: an SVG text's font size times the
# drawing's scale, an HTML element's computed font size (only elements with their own text).
SIZES = """(sel) => {
  const out = [];
  for (const root of document.querySelectorAll(sel)) {
    for (const t of root.querySelectorAll('text')) {
      if (!t.textContent.trim() || !t.getBoundingClientRect().width) continue;
      const m = t.getScreenCTM();
      out.push([parseFloat(t.getAttribute('font-size')) * Math.hypot(m.a, m.b), t.textContent]);
    }
    for (const el of root.querySelectorAll('*')) {
      if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (own && el.getBoundingClientRect().width) out.push([parseFloat(getComputedStyle(el).fontSize), el.textContent]);
    }
  }
  return out;
}"""


@pytest.mark.parametrize("size,least", [(PHONE, 11), (DESKTOP, 12)], ids=["phone", "desktop"])
def test_town_shogunate_and_key_texts_are_readable(new_page, size, least):
    page = new_page(size, touch=size == PHONE)
    start(page, players=3)
    ready(page)
    for part in ("#board [data-board=town]", "#board [data-board=options]", "#board [data-board=key]", "#board [data-board=supply]"):
        sizes = page.evaluate(SIZES, part)
        assert sizes, part
        small = [(round(px, 1), text) for px, text in sizes if px < least - 0.05]
        assert not small, (part, small[:5])


def test_shogunate_option_texts_stay_inside_their_cards(new_page):
    page = new_page(DESKTOP)
    start(page)
    ready(page)
    spill = page.evaluate("""() => {
      const out = [];
      // the loop's arrows lie in the gaps between the cards on purpose (see the loop test)
      for (const arrow of document.querySelectorAll('#board .osaka-loop')) arrow.style.display = 'none';
      for (const card of document.querySelectorAll('#board [data-board=options] > *')) {
        const box = card.getBoundingClientRect();
        for (const el of card.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          if (!r.width) continue;
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5) out.push(el.textContent.slice(0, 40));
        }
        if (card.scrollWidth > card.clientWidth + 1) out.push('wide: ' + card.textContent.slice(0, 40));
      }
      return out;
    }""")
    assert not spill, spill


def test_on_a_phone_your_photobook_is_under_the_town_and_the_others_are_folded(phone):
    page = phone
    start(page, players=3)
    ready(page)
    y = lambda sel: page.locator(sel).first.bounding_box()["y"]
    assert y("#board [data-board=town]") < y("#board [data-board='book-0']") < y("#board [data-board=options]")
    folded = page.locator("#board details.osaka-book")
    assert folded.count() == 2
    assert folded.evaluate_all("els => els.map(e => e.open)") == [False, False]
    # each fold says whose photobook it is and how it stands
    summary = folded.first.locator("summary").inner_text()
    assert "Bot 1" in summary and "sandal" in summary and "point" in summary
    folded.first.locator("summary").tap()
    assert folded.first.evaluate("e => e.open")
    assert folded.first.locator("[data-board='book-1']").is_visible()


def test_pawns_and_bonus_markers_carry_marks_that_tell_the_seats_apart(new_page):
    page = new_page(DESKTOP)
    room = start(page, players=3)
    ready(page)

    def pawns_down():
        pub, _ = snapshot(page, room)
        return all(st["pawn"] is not None for st in pub["seats"])

    tap_targets(page, random.Random(2), pawns_down, limit_s=60)
    page.wait_for_function("document.querySelectorAll('#board [data-pawn]').length === 3")
    marks = page.locator("#board [data-pawn] text").all_text_contents()
    assert len(set(marks)) == 3, marks  # "Bot 1" and "Bot 2" do not both read "B"
    bonus = page.locator("#board [data-board=options] .osaka-marker text").all_text_contents()
    assert sorted(bonus) == sorted(marks)


def test_the_legend_shows_the_boards_own_pictures(new_page):
    page = new_page(DESKTOP)
    start(page)
    ready(page)
    items = page.locator("#legend .legend-list li")
    assert items.count() == sum(len(g["items"]) for g in CATALOG["legend"])
    assert page.locator("#legend .legend-list li .swatch.drawn svg").count() == items.count()
    # Large Zones is pictured as grass blocks, as on its option card
    row = page.locator("#legend .legend-list li", has_text="Large Zones")
    assert row.locator("[data-bg=grass]").count() == 4


def test_log_wording_has_real_plurals_and_says_why_a_sandal_was_given():
    events = CATALOG["events"]
    assert not [k for k, v in events.items() if v and "(s)" in v]
    for code in ("sandal_empty_marker", "sandal_no_column", "sandal_chosen", "sandal_supply_empty"):
        assert code in events
    # a claimed column is named by its tile, never by a number that later cards shift
    assert not [k for k, v in events.items() if v and "column {column" in v]


def test_the_shoguns_scoring_is_shown_on_the_board_and_its_targets_in_view(new_page, artifacts):
    """After the Shogun moves, the board says which option everyone scored, why, and each
    seat's points; on a desktop the options come up beside the town for the Shogun's move."""
    page = new_page({"width": 1280, "height": 800})
    room = start(page)
    ready(page)

    def shogun_turn():
        pub, _ = snapshot(page, room)
        return pub["phase"] == "shogunate" and pub["turn"] == 0

    tap_targets(page, random.Random(11), shogun_turn, limit_s=150, prefer=("Claim", "Walk to", "Take the", "Put the card on top"))
    page.wait_for_selector("#room-root[data-ready='1'] #board .osaka-opt.target")
    page.wait_for_timeout(600)  # the step's own scroll to its targets is over
    page.evaluate("window.scrollTo(0, 0)")
    first = page.locator("#board .osaka-opt.target").first
    # Where the target stands in the page, whatever a late smooth scroll has done since.
    bottom = first.evaluate("el => el.getBoundingClientRect().bottom + window.scrollY")
    assert bottom <= 800, "a Shogun target is below the fold"
    before, _ = snapshot(page, room)
    to = int(first.get_attribute("data-option"))
    for _ in range(20):  # a smooth scroll may still be moving the page on a busy machine
        box, page_y = first.bounding_box(), page.evaluate("window.scrollY")
        page.wait_for_timeout(150)
        if first.bounding_box() == box and page.evaluate("window.scrollY") == page_y:
            break
    first.click()
    page.wait_for_selector("#board [data-board=shogun-scored]")
    after, _ = snapshot(page, room)
    assert after["shogun"] == to
    gains = [a["breakdown"]["shogunate"] - b["breakdown"]["shogunate"] for a, b in zip(after["seats"], before["seats"])]
    notice = page.locator("#board [data-board=shogun-scored]").text_content()  # open, or folded once a bot moved on
    option = NAMES[f"option:{after['options'][to]}"]
    assert option["name"] in notice and option["description"] in notice
    assert f"Ann +{gains[0]}" in notice and f"Bot 1 (greedy) +{gains[1]}" in notice
    scored = page.locator(f"#board .osaka-opt[data-option='{to}'] [data-scored]")
    assert scored.get_attribute("data-scored") == ",".join(map(str, gains))
    totals = page.locator("#board [data-board=shogun-totals]").inner_text()
    assert f"Ann {after['seats'][0]['breakdown']['shogunate']}" in totals
    # each seat's points are explained by its scoring code's words
    kept = after["last_shogunate"]
    assert kept["to"] == to and [r["points"] for r in kept["scores"]] == gains
    reasons = page.locator("#board [data-board=shogun-reasons] li")
    assert reasons.count() == 2
    template = CATALOG["events"][kept["scores"][0]["code"]]
    assert reasons.nth(0).text_content().startswith("Ann — " + template.split(":")[0])
    assert "⟦" not in notice and "{" not in reasons.nth(1).text_content()
    page.screenshot(path=str(artifacts / "osaka-shogun-scored.png"))
    # it says which round it belongs to, and folds to its one summary line after the next move
    banner = page.locator("#board [data-board=shogun-scored]")
    assert banner.locator("summary").inner_text().startswith(f"Round {banner.get_attribute('data-round')}: the Shogun stopped on {option['name']}")
    page.wait_for_function("() => { const d = document.querySelector('#board [data-board=shogun-scored]'); return d && !d.open; }", timeout=20000)
    assert page.locator("#board [data-board=shogun-scored] summary").bounding_box()["height"] < 50
    # the banner comes from the view, so a reload shows the same until the Shogun moves again
    shown = page.locator("#board [data-board=shogun-scored]").text_content()
    page.reload()
    page.wait_for_selector("#room-root[data-ready='1'] #board [data-board=shogun-scored]")
    now, _ = snapshot(page, room)
    last = now["last_shogunate"]
    again = page.locator("#board [data-board=shogun-scored]").text_content()
    assert f"Ann +{last['scores'][0]['points']}" in again and f"Bot 1 (greedy) +{last['scores'][1]['points']}" in again
    points = ",".join(str(r["points"]) for r in last["scores"])
    assert page.locator(f"#board .osaka-opt[data-option='{last['to']}'] [data-scored]").get_attribute("data-scored") == points
    if last["to"] == to:  # unless the bot has moved the Shogun again meanwhile, the same scoring
        assert again.split("scored it:", 1)[1] == shown.split("scored it:", 1)[1]
    page.screenshot(path=str(artifacts / "osaka-shogun-scored-reloaded.png"))


def test_a_sandal_cost_covers_no_text_of_its_street_space(new_page):
    page = new_page({"width": 1280, "height": 800})
    room = start(page)
    ready(page)

    def costly():
        _, moves = snapshot(page, room)
        return any(m["type"] == "travel" and m["sandals"] for m in moves)

    tap_targets(page, random.Random(4), costly, limit_s=150, prefer=("Walk to", "Take the", "Put the card on top"))
    page.wait_for_selector("#room-root[data-ready='1'] #board [data-cost-badge]")
    overlaps = page.evaluate("""() => {
      const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const out = [];
      for (const badge of document.querySelectorAll('#board [data-cost-badge] rect')) {
        const space = badge.closest('[data-street]');
        const r = badge.getBoundingClientRect();
        for (const t of space.querySelectorAll('text')) {
          if (t.closest('[data-cost-badge]')) continue;
          if (hit(r, t.getBoundingClientRect())) out.push(t.textContent);
        }
      }
      return out;
    }""")
    assert overlaps == []


def test_on_a_desktop_the_whole_town_fits_the_window_beside_the_photobook_and_options(new_page):
    page = new_page({"width": 1280, "height": 800})
    start(page)
    ready(page)
    town = page.locator("#board [data-board=town]").bounding_box()
    assert town["height"] <= 800 - 150, "the town with the pinned prompt is taller than the window"
    card = page.locator("#board [data-board=town] [data-card]").first.bounding_box()
    assert card["width"] >= 90, card
    book = page.locator("#board .osaka-mine").bounding_box()
    ring = page.locator("#board .osaka-shogunate").bounding_box()
    assert book["x"] > town["x"] + town["width"] and ring["x"] > town["x"] + town["width"]
    assert town["width"] > book["width"]
    # back at a phone's width the town is redrawn in the phone's size, texts readable
    page.set_viewport_size(PHONE)
    page.wait_for_selector("#board [data-board=town][data-size=phone]")
    sizes = page.evaluate(SIZES, "#board [data-board=town]")
    assert not [x for x in sizes if x[0] < 10.95]


def test_the_shoguns_loop_is_drawn_between_the_option_cards(new_page):
    page = new_page(DESKTOP)
    start(page)
    ready(page)
    boxes = {int(el.get_attribute("data-option")): el.bounding_box() for el in page.locator("#board .osaka-opt").all()}
    want = {0: "right", 1: "right", 2: "down", 3: "left", 4: "left", 5: "up"}
    for i, way in want.items():
        arrow = page.locator(f"#board .osaka-opt[data-option='{i}'] .osaka-loop")
        assert arrow.get_attribute("data-loop") == way
        a, here, nxt = arrow.bounding_box(), boxes[i], boxes[(i + 1) % 6]
        mid_x, mid_y = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2
        if way in ("right", "left"):  # in the gap between this card and the next
            lo, hi = sorted([here["x"] + here["width"] / 2, nxt["x"] + nxt["width"] / 2])
            assert lo + here["width"] / 2 - 2 <= mid_x <= hi - nxt["width"] / 2 + 2, (i, a, here, nxt)
        else:
            lo, hi = sorted([here["y"] + here["height"] / 2, nxt["y"] + nxt["height"] / 2])
            assert lo < mid_y < hi and abs(mid_x - (here["x"] + here["width"] / 2)) < 4, (i, a, here, nxt)


def test_travel_prompt_takes_at_most_two_lines_on_a_phone(phone):
    page = phone
    room = start(page)
    ready(page)

    def travelling():
        pub, moves = snapshot(page, room)
        return pub["turn"] == 0 and any(m["type"] == "travel" for m in moves)

    tap_targets(page, random.Random(3), travelling, tap=True)
    page.wait_for_selector("#room-root[data-ready='1'] #board [data-street].target")
    prompt = page.locator("#prompt")
    line = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector('#prompt')).lineHeight) || 22")
    text_h = page.evaluate("() => { const r = document.createRange(); r.selectNodeContents(document.querySelector('#prompt')); return r.getBoundingClientRect().height; }")
    assert text_h <= 2 * line + 2, (prompt.inner_text(), text_h, line)


def test_a_card_another_seat_is_placing_is_never_drawn_in_your_photobook(browser, tmp_path):
    """The card a bot has taken is public, but it belongs to the bot's photobook: yours shows no
    "to place" card and no ghosts while the bot places it. Bots move slowly here so that the
    moment lasts."""
    url = migrated(f"sqlite:///{tmp_path / 'slow.db'}")
    with LiveServer(make_settings(url, bot_delay_ms=1500)) as slow:
        ctx = browser.new_context(bypass_csp=True, viewport=DESKTOP, base_url=slow.url)
        ctx.set_default_timeout(15000)
        try:
            page = ctx.new_page()
            room = start(page)  # setting up runs from the last seat: the bot places its starting card first
            deadline = time.time() + 30
            while True:
                pub, _ = snapshot(page, room)
                if pub["turn"] == 1 and pub["pending"]:
                    break
                assert time.time() < deadline, "the bot never had a card to place"
                page.wait_for_timeout(100)
            page.wait_for_function("() => /waiting for Bot 1/i.test(document.querySelector('#board .status-line')?.textContent || '')"
                                   " && /setting up: photobook/.test(document.querySelector('#board .status-line').textContent)")
            mine = page.locator("#board [data-board='book-0']")
            assert mine.count() == 1
            assert mine.locator("[data-pending]").count() == 0
            assert mine.locator(f"[data-card='{pub['pending']}']").count() == 0
            assert mine.locator("[data-slot]").count() == 0
            assert "to place" not in mine.text_content()
        finally:
            ctx.close()


# Every text of a street space lies inside its tile.
SPILL = """() => {
  const out = [];
  for (const g of document.querySelectorAll('#board [data-street]')) {
    const box = g.querySelector('rect').getBoundingClientRect();
    for (const t of g.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      if (r.width && (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5))
        out.push(t.textContent);
    }
  }
  return out;
}"""


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_tiles_say_one_column_and_mark_the_ones_your_columns_meet(new_page, size, artifacts):
    page = new_page(size)
    room = start(page)
    ready(page)
    assert page.evaluate(SPILL) == []
    needs = page.evaluate("() => [...document.querySelectorAll('#board [data-street]')].map((g) => "
                          "[...g.querySelectorAll('text[data-needs]')].map((t) => t.textContent.trim()).join(' ')).filter(Boolean)")
    assert len(needs) == 12 and all(n.endswith("in one column") for n in needs), needs

    def reach():
        pub, _ = snapshot(page, room)
        return pub["seats"][0]["within_reach"]

    # play on until a column of yours meets some tile
    tap_targets(page, random.Random(8), lambda: bool(reach()), limit_s=90, prefer=("Put the card on top", "Take the", "Put your pawn", "Choose"))
    page.wait_for_timeout(300)
    pub, _ = snapshot(page, room)
    want = {st["pos"] for st in pub["street"] if st["tile"] in pub["seats"][0]["within_reach"]}
    if not want:
        pytest.skip("the reach changed while looking")
    marked = page.locator("#board [data-street]:has([data-reach])").evaluate_all("els => els.map((e) => Number(e.dataset.street))")
    assert set(marked) == want
    for pos in want:
        assert "you could claim it now" in page.locator(f"#board [data-street='{pos}'] > title").text_content()
    # the tick's flap never lies over the tile's name
    under_flap = page.evaluate("""() => [...document.querySelectorAll('#board [data-street]:has([data-reach])')].flatMap((g) => {
      const f = g.querySelector('[data-reach] path').getBoundingClientRect();
      return [...g.querySelectorAll('text[data-name]')].filter((t) => {
        const r = t.getBoundingClientRect();
        return r.right > f.left + 0.5 && r.left < f.right && r.bottom > f.top && r.top < f.bottom - 0.5;
      }).map((t) => t.textContent);
    })""")
    assert under_flap == [], under_flap
    assert page.locator("#board [data-board=key] [data-key=reach] span").text_content().startswith("Tick in a tile")
    page.screenshot(path=str(artifacts / f"osaka-reach-{size['width']}.png"), full_page=True)


def test_the_prompt_says_which_building_a_card_on_top_would_hide(new_page):
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)

    def placing():
        pub, moves = snapshot(page, room)
        return pub["phase"] == "place" and pub["turn"] == 0 and any(m["type"] == "place" and m["at"] == "top" for m in moves)

    tap_targets(page, random.Random(12), placing, limit_s=60, prefer=("Walk to", "Take the", "Put the card on top", "Put your pawn", "Choose"))
    page.wait_for_selector("#room-root[data-ready='1'] #board [data-slot].target")
    pub, _ = snapshot(page, room)
    lower = pub["cards"][pub["pending"]]["lower"]
    prompt = page.locator("#prompt").inner_text()
    if lower["icon"]:
        assert f"On top of a column its {NAMES[lower['icon']]['name']} will be hidden" in prompt, prompt
        top = page.locator("#board [data-board='book-0'] [data-slot=top].target").first
        assert f"will be hidden" in top.get_attribute("aria-label")
    else:
        assert "hidden" not in prompt
