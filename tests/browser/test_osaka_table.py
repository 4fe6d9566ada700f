"""Walking in Osaka at the table, as a first-time player met it: on a phone your photobook is
drawn small beside the prompt while walking and taking a card, the bonus marker's move beside a
walk is one small chip, the Shogun's options open their whole rule in the tray; on a desktop the
page and the board stay put from step to step; setting up warns of the building a card hides;
the Shogun's scoring of an earlier round says how long ago it was."""

from __future__ import annotations

import random
import time

import pytest

from app.games.osaka.catalog import CATALOG

from .conftest import DESKTOP
from .helpers import FAILURES
from .test_osaka_board import TARGETS, ready, snapshot, start, tap_targets
from .test_phone_table import GLANCE, one_glance

pytestmark = pytest.mark.browser

NAMES = CATALOG["components"]
WALK = ("Walk to", "Take the", "Put the card on top", "Put the card", "Put your pawn", "Choose", "Move the Shogun")


def visible_blocks(pub, seat):
    """Each column's visible blocks from the ground up, as the mini photobook's data-blocks."""
    out = []
    for col in pub["seats"][seat]["book"]:
        cards = [pub["cards"][c] for c in col["cards"]]
        blocks = [cards[0]["lower"]] + [c["upper"] for c in cards] if cards else []
        out.append(" ".join(f"{b['bg']}:{b['icon'] or ''}" for b in blocks))
    return out


def test_on_a_phone_your_photobook_is_drawn_small_beside_the_walk_and_the_card_choice(phone, artifacts):
    page = phone
    room = start(page)
    ready(page)
    seen = set()
    deadline = time.time() + 150
    while len(seen) < 2:
        assert time.time() < deadline, f"no walk and card choice seen: {seen}"

        def my_step():
            pub, moves = snapshot(page, room)
            kinds = {m["type"] for m in moves}
            return pub["turn"] == 0 and pub["round"] >= 1 and (kinds & {"travel", "take"}) - seen

        tap_targets(page, random.Random(len(seen) + 5), my_step, limit_s=90, tap=True, prefer=WALK)
        page.wait_for_selector("#room-root[data-ready='1'] #tray [data-board=mini-book]", timeout=5000)
        page.wait_for_timeout(400)  # the page's own fitting of the town is over
        pub, moves = snapshot(page, room)
        kind = "travel" if any(m["type"] == "travel" for m in moves) else "take"
        seen.add(kind)
        # the prompt, every choice, one of the town's targets and the small photobook in one glance
        glance = page.evaluate(GLANCE)
        assert one_glance(glance), glance
        mini = page.locator("#tray [data-board=mini-book]")
        box = mini.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 844 and box["width"] > 0
        # it shows what the tiles' requirements read: each column's backgrounds and buildings
        drawn = mini.locator("[data-mini-column]").evaluate_all("els => els.map((e) => e.dataset.blocks)")
        assert drawn == visible_blocks(pub, 0)
        icons = mini.locator("[data-icon]:not([data-icon=''])").count()
        assert icons == sum(1 for b in " ".join(drawn).split() if not b.endswith(":"))
        # its symbols are drawn large enough to tell apart
        assert mini.locator("[data-bg]").first.bounding_box()["height"] >= 18
        page.screenshot(path=str(artifacts / f"osaka-phone-mini-book-{kind}.png"))


def test_on_a_phone_the_bonus_marker_beside_a_walk_is_one_small_chip(phone, artifacts):
    page = phone
    room = start(page)
    ready(page)

    def bonus_walk():
        pub, moves = snapshot(page, room)
        return pub["turn"] == 0 and any(m["type"] == "bonus" for m in moves) and any(m["type"] == "travel" for m in moves)

    tap_targets(page, random.Random(9), bonus_walk, limit_s=150, tap=True, prefer=("Walk to", "Take the", "Put the card on top", "Put the card", "Put your pawn", "Choose"))
    page.wait_for_selector("#room-root[data-ready='1'] #tray .osaka-bonus-chip.target")
    page.wait_for_timeout(400)
    chip = page.locator("#tray .osaka-bonus-chip.target").first
    page.screenshot(path=str(artifacts / "osaka-phone-bonus-chip.png"))
    assert chip.bounding_box()["height"] <= 64, chip.bounding_box()
    # no option card with its rule and scores in the tray: the walk keeps the screen
    assert page.locator("#tray .osaka-opt").count() == 0
    assert page.locator("#tray").bounding_box()["height"] <= 150
    # the town keeps a readable size: at least 85 % of its own
    level = page.locator("#board .osaka-town .zoom-level").inner_text()
    assert int(level.rstrip("%\u00a0 ")) >= 85, level
    glance = page.evaluate(GLANCE)
    assert one_glance(glance), glance
    page.screenshot(path=str(artifacts / "osaka-phone-bonus-chip.png"))
    # the chip is the move: a tap moves the marker (and the walk still comes after)
    pub, moves = snapshot(page, room)
    to = int(chip.get_attribute("data-option"))
    assert "2 sandals" in chip.inner_text() and NAMES[f"option:{pub['options'][to]}"]["name"] in chip.inner_text()
    chip.tap()
    page.wait_for_function(f"async () => {{ const r = await ({snapshot_js()})('{room}'); return r.seats[0].bonus_marker === {to}; }}", timeout=10000)


def snapshot_js():
    return """async (room) => { const seat = JSON.parse(localStorage.getItem('panorama.seat.' + room));
      const r = await fetch('/api/rooms/' + room + '/state', {headers: {authorization: 'Bearer ' + seat.token}});
      return (await r.json()).view.public; }"""


def test_on_a_phone_a_shogun_option_opens_its_whole_rule_in_the_tray(phone, artifacts):
    page = phone
    room = start(page)
    ready(page)

    def shogun_turn():
        pub, _ = snapshot(page, room)
        return pub["phase"] == "shogunate" and pub["turn"] == 0

    tap_targets(page, random.Random(11), shogun_turn, limit_s=150, tap=True, prefer=("Claim", "Walk to", "Take the", "Put the card on top"))
    page.wait_for_selector("#room-root[data-ready='1'] #tray .osaka-opt.target")
    page.wait_for_timeout(300)
    cut = page.evaluate("""() => [...document.querySelectorAll('#tray .osaka-opt.target')].map((el) => {
        const p = el.querySelector('.osaka-opt-text'); return {i: el.dataset.option, cut: p.scrollHeight > p.clientHeight + 1,
        more: !!el.querySelector('.osaka-rule-more:not([hidden])')}; })""")
    # every option whose rule is cut offers it whole; one that fits offers nothing
    assert all(c["cut"] == c["more"] for c in cut), cut
    long = [c for c in cut if c["cut"]]
    if not long:
        pytest.skip("every rule fits its three lines on this screen")
    i = long[0]["i"]
    version = page.locator("#room-root").get_attribute("data-version")
    page.locator(f"#tray .osaka-opt[data-option='{i}'] .osaka-rule-more").tap()
    page.wait_for_timeout(200)
    card = page.locator(f"#tray .osaka-opt[data-option='{i}']")
    text = card.locator(".osaka-opt-text")
    rule = NAMES[f"option:{snapshot(page, room)[0]['options'][int(i)]}"]["description"]
    assert text.inner_text() == rule
    assert text.evaluate("p => p.scrollHeight <= p.clientHeight + 1"), "the rule is still cut"
    # the tap opened the rule, it did not move the Shogun
    assert page.locator("#room-root").get_attribute("data-version") == version
    pub, _ = snapshot(page, room)
    assert pub["phase"] == "shogunate" and pub["turn"] == 0
    glance = page.evaluate(GLANCE)
    assert one_glance(glance), glance
    page.screenshot(path=str(artifacts / "osaka-phone-shogun-whole-rule.png"))
    card.locator(".osaka-rule-more").tap()
    page.wait_for_timeout(200)
    assert text.evaluate("p => p.scrollHeight > p.clientHeight + 1")


# Where the page and the town stand: the window's scroll and the town's top in the window; the
# pinned bar's height.
WHERE = """() => ({y: Math.round(scrollY), town: Math.round(document.querySelector('#board [data-board=town]').getBoundingClientRect().top),
  bar: document.getElementById('actionbar').offsetHeight})"""


def test_on_a_desktop_the_page_and_the_town_stay_put_from_step_to_step(new_page, artifacts):
    """A move on its way took the bar's buttons away and the next step brought them back, and the
    Shogun's scoring opened and folded above the town: the page moved 25-50 px at every step.
    Now the bar keeps its height and the scoring heads the options beside the town."""
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)
    page.wait_for_timeout(500)
    # the town whole under the pinned bar, as a player scrolls it once
    page.evaluate("""() => { const t = document.querySelector('#board [data-board=town]').getBoundingClientRect();
      const bar = document.getElementById('actionbar').offsetHeight;
      window.scrollTo(0, Math.max(0, scrollY + t.top - bar - 90)); }""")
    page.wait_for_timeout(300)
    first = page.evaluate(WHERE)
    rng = random.Random(21)
    seen, bars, steps = None, set(), []
    deadline = time.time() + 150
    while len(steps) < 14 or not page.locator("#board [data-board=shogun-scored]").count():
        assert time.time() < deadline, f"only {len(steps)} steps"
        bars.add(page.evaluate(WHERE)["bar"])  # also while waiting for the bot or sending a move
        if page.locator("#room-root[data-ready='1']").count() == 0:
            page.wait_for_timeout(30)
            continue
        version = page.locator("#room-root").get_attribute("data-version")
        if version != seen:
            seen = version
            page.wait_for_timeout(500)
            pub, _ = snapshot(page, room)
            if pub["phase"] != "shogunate":  # the Shogun's options take the town's place for that step
                steps.append((pub["round"], pub["phase"], page.evaluate(WHERE)))
        targets = page.locator(TARGETS)
        labels = targets.evaluate_all("els => els.map(e => e.getAttribute('aria-label') || e.textContent || '')")
        pool = [i for i, x in enumerate(labels) if not x.startswith(("Back", "Cancel", "What would"))]
        for words in WALK:
            best = [i for i in pool if labels[i].startswith(words)]
            if best:
                pool = best
                break
        if pool:
            try:
                targets.nth(rng.choice(pool)).click(timeout=2000)
            except Exception:
                pass
    moved = [s for s in steps if abs(s[2]["y"] - first["y"]) > 2 or abs(s[2]["town"] - first["town"]) > 2]
    if moved:
        page.screenshot(path=str(FAILURES / "osaka-desktop-moved.png"))
    assert not moved, (first, moved[:4])
    assert len(bars) == 1, f"the bar changed height between steps: {sorted(bars)}"
    page.screenshot(path=str(artifacts / "osaka-desktop-steady.png"))


def test_setting_up_under_the_first_card_warns_of_the_building_it_hides(new_page, artifacts):
    page = new_page(DESKTOP)
    room = start(page)
    ready(page)

    def setup_place():
        pub, moves = snapshot(page, room)
        return pub["phase"] == "setup_place" and pub["turn"] == 0 and any(m["type"] == "place" and m["at"] == "under" for m in moves)

    tap_targets(page, random.Random(2), setup_place, limit_s=60, prefer=("Choose", "Take the", "Put your pawn"))
    page.wait_for_selector("#room-root[data-ready='1'] #board [data-slot=under].target")
    pub, _ = snapshot(page, room)
    first = pub["cards"][pub["seats"][0]["book"][0]["cards"][0]]["lower"]
    start_lower = pub["cards"][pub["pending"]]["lower"]
    prompt = page.locator("#prompt").inner_text()
    under = page.locator("#board [data-board='book-0'] [data-slot=under].target").get_attribute("aria-label")
    page.screenshot(path=str(artifacts / "osaka-setup-under-warning.png"))
    if first["icon"]:
        name = NAMES[first["icon"]]["name"]
        assert f"Under your first card, that card's {name} will be hidden" in prompt, prompt
        assert f"{name} will be hidden" in under, under
    else:
        assert "will be hidden" not in under
    if start_lower["icon"]:
        assert NAMES[start_lower["icon"]]["name"] in prompt and "hidden" in prompt, prompt
    if not first["icon"] and not start_lower["icon"]:
        assert "hidden" not in prompt


# The banner drawn for a Shogun scoring of round 1 seen in round 3, with the board's own module.
BANNER = """async ([round, kept]) => {
  const { scoringNotice } = await import('/static/js/games/osaka-shogun.js');
  const pub = {round, rounds: 10, phase: 'travel', turn: 0, shogun: 0, options: ['shukyo', 'yokujo', 'chonin', 'large_zones', 'teien', 'samurai'],
    deck: 30, pending: null, street: [], area: {}, seats: [{seat: 0, breakdown: {shogunate: 0}}, {seat: 1, breakdown: {shogunate: 0}}],
    last_shogunate: {round: kept, seat: 1, to: 0, spaces: 1, option: 'shukyo', scores: [{seat: 0, points: 0}, {seat: 1, points: 2}]}};
  const ctx = {pub, seat: 0, candidates: [], names: (i) => ['Ann', 'Bea'][i], name: (id) => id === 'option:shukyo' ? 'Shrine' : id,
    catalog: {eventText: () => null, describe: () => 'rule'}};
  scoringNotice(ctx);  // the page's first drawing
  const d = scoringNotice(ctx);
  return {title: d.querySelector('summary strong').textContent, past: d.classList.contains('osaka-scored-past')};
}"""


def test_the_shoguns_scoring_of_an_earlier_round_says_how_long_ago_it_was(new_page):
    page = new_page(DESKTOP)
    start(page)
    ready(page)
    old = page.evaluate(BANNER, [3, 1])
    assert old["title"].startswith("Last Shogun move, 2 rounds ago (round 1): it stopped on Shrine"), old
    assert old["past"]
    # the Shogun moves as its round ends: in the next round its scoring is still the latest news
    last = page.evaluate(BANNER, [2, 1])
    assert last["title"].startswith("Round 1: the Shogun stopped on Shrine") and not last["past"], last
    older = page.evaluate(BANNER, [6, 1])
    assert older["title"].startswith("Last Shogun move, 5 rounds ago (round 1)"), older
    now = page.evaluate(BANNER, [3, 3])
    assert now["title"].startswith("Round 3: the Shogun stopped on Shrine") and not now["past"], now
