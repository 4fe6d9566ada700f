"""The table shell around the boards: whose turn it is at a glance, the prompt kept in view on a
phone, recovery from a server that stops and comes back, the lobby's cards and How to play."""

from __future__ import annotations

import random
import re

import httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .conftest import DESKTOP, PHONE
from .helpers import add_bots_and_start, check_screen, click_some_target, click_until, create_room, prompt_in_view

pytestmark = pytest.mark.browser


def state(http, room):
    return http.get(f"/api/rooms/{room}/state").json()


def bea_moves(http, room, auth):
    moves = http.get(f"/api/rooms/{room}/moves", headers=auth).json()
    r = http.post(f"/api/rooms/{room}/moves", headers=auth, json={"version": moves["version"], "move": moves["moves"][0]})
    assert r.status_code == 200, r.text


def test_the_title_and_icon_say_when_it_is_your_turn(new_page, server):
    ann = new_page()
    room = create_room(ann, "camargue", 2, "Ann")
    with httpx.Client(base_url=server.url, timeout=10) as http:
        bea = http.post(f"/api/rooms/{room}/join", json={"name": "Bea"}).json()
        auth = {"Authorization": f"Bearer {bea['token']}"}
        ann.wait_for_selector("#seats li.taken >> nth=1")
        ann.get_by_role("button", name="Start the game").click()
        ann.wait_for_selector("#room-root[data-ready='1']")
        assert ann.title().startswith("▶ Your turn")
        assert ann.locator("#favicon").get_attribute("href").endswith("favicon-turn.svg")
        assert "▶" in ann.locator("#players li[data-seat='0']").inner_text()
        # Ann moves; while Bea is to play the title is the plain one.
        click_until(ann, random.Random(2), lambda: 1 in state(http, room)["actors"])
        ann.wait_for_function("!document.title.startsWith('▶')")
        assert ann.locator("#favicon").get_attribute("href").endswith("favicon.svg")
        bea_row = ann.locator("#players li[data-seat='1']").inner_text()
        assert "to play" in bea_row or "choosing…" in bea_row, bea_row  # her turn, or a helper claim window
        # Bea moves (a reaction window may come first); Ann's tab says it is her turn again.
        for _ in range(6):
            if 0 in state(http, room)["actors"]:
                break
            bea_moves(http, room, auth)
        ann.wait_for_function("document.title.startsWith('▶ Your turn')", timeout=10000)
        # The sound is off by default, and the choice is remembered.
        sound = ann.locator("#sound")
        assert sound.get_attribute("aria-pressed") == "false"
        sound.click()
        ann.reload()
        ann.wait_for_selector("#sound[aria-pressed='true']")


def test_a_turn_timer_counts_down_in_minutes_and_seconds(new_page):
    page = new_page(PHONE)
    create_room(page, "osaka", 2, "Ann", turn_seconds=300)
    assert "5 minutes a turn" in page.locator(".waiting h2").inner_text()
    page.get_by_role("button", name="Add a bot").click()
    page.wait_for_selector("#seats li.taken >> nth=1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#room-root[data-my-turn='1']")
    timer = page.locator("#actionbar .own-timer")
    timer.wait_for()
    text = timer.inner_text()
    assert re.fullmatch(r"⏱ [45]:\d\d", text), text
    # It counts down live, second by second.
    page.wait_for_function(f"document.querySelector('#actionbar .own-timer').textContent !== {text!r}", timeout=5000)
    assert re.fullmatch(r"⏱ [45]:\d\d", timer.inner_text())
    assert " s" not in page.locator("#players").inner_text()


def test_the_prompt_stays_in_view_while_a_phone_plays_by_tapping(new_page, artifacts):
    page = new_page(PHONE)
    create_room(page, "provence", 2, "Ann")
    page.get_by_role("button", name="Add a bot").click()
    page.wait_for_selector("#seats li.taken >> nth=1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#room-root[data-ready='1']")
    rng = random.Random(5)
    taps = 0
    for _ in range(400):
        if taps >= 14:
            break
        where = click_some_target(page, rng)
        if not where:
            page.wait_for_timeout(40)
            continue
        taps += 1
        assert prompt_in_view(page), f"tap {taps}: the prompt left the screen"
        if taps == 3:
            page.screenshot(path=str(artifacts / "provence-phone-turn.png"))
    assert taps >= 14
    # Players and log are tabs on a phone; the log tab shows the log.
    page.get_by_role("tab", name="Log").click()
    assert page.locator("#log-panel").is_visible() and not page.locator("#players").is_visible()
    page.get_by_role("tab", name="Legend").click()
    assert "Lavender field" in page.locator("#legend").inner_text()


def test_a_move_made_while_the_server_is_down_recovers_without_a_reload(new_page, stoppable_server, browser, artifacts):
    ctx = browser.new_context(bypass_csp=True, viewport=DESKTOP, base_url=stoppable_server.url)
    ctx.set_default_timeout(15000)
    errors = []
    page = ctx.new_page()
    page.on("pageerror", lambda err: errors.append(str(err)))
    try:
        create_room(page, "camargue", 2, "Ann")
        page.get_by_role("button", name="Add a bot").click()
        page.wait_for_selector("#seats li.taken >> nth=1")
        page.get_by_role("button", name="Start the game").click()
        page.wait_for_selector("#room-root[data-ready='1']")
        before = int(page.locator("#room-root").get_attribute("data-version"))
        stoppable_server.stop()
        page.wait_for_selector("#conn[data-conn=reconnecting]", timeout=10000)
        # A tile, then a spot: the move cannot reach the server.
        rng = random.Random(4)
        for _ in range(6):
            if page.locator("#room-root[data-recovering='1']").count():
                break
            click_some_target(page, rng)
            page.wait_for_timeout(100)
        page.wait_for_selector("#room-root[data-recovering='1']")
        message = page.locator("#bar-message").inner_text()
        assert "cannot be reached" in message, message
        page.screenshot(path=str(artifacts / "recovery-server-down.png"))
        stoppable_server.start()
        # Back by itself: live badge, the state fetched again, targets offered again, no reload.
        page.wait_for_selector("#conn[data-conn=live]", timeout=20000)
        page.wait_for_function("!document.getElementById('room-root').dataset.recovering", timeout=20000)
        page.wait_for_selector("#room-root[data-ready='1']", timeout=20000)
        assert page.locator("#bar-message").is_hidden()
        assert int(page.locator("#room-root").get_attribute("data-version")) >= before
        assert page.evaluate("performance.getEntriesByType('navigation').length") == 1
        click_until(page, rng, lambda: int(page.locator("#room-root").get_attribute("data-version")) > before)
    finally:
        ctx.close()
    assert not errors, errors


def test_a_socket_that_stops_answering_is_shown_as_down(new_page):
    page = new_page()
    create_room(page, "sunset", 1, "Ann")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#conn[data-conn=live]")
    # Frames stop arriving (as over a dead network): after the ping timeout the badge says so.
    page.evaluate("""() => {
      window.badges = []; new MutationObserver(() => window.badges.push(document.getElementById('conn').dataset.conn))
        .observe(document.getElementById('conn'), { attributes: true });
      window.panorama.socket.stall(500, 800); }""")
    page.wait_for_function("window.badges.includes('reconnecting')", timeout=8000)
    # A new socket is opened at once, and the page is live again.
    page.wait_for_function("window.badges[window.badges.length - 1] === 'live'", timeout=10000)


def test_the_lobby_has_a_card_and_a_how_to_play_for_every_game(new_page, artifacts):
    page = new_page(PHONE)
    page.goto("/")
    page.wait_for_selector("#create")
    assert page.locator(".game-choice svg.game-art").count() == 5
    check_screen(page, artifacts, "lobby", {"desktop": DESKTOP, "phone": PHONE})
    for title in ("Camargue", "Walking in Provence", "Walking in Osaka", "Phototour", "Sunset Over Water"):
        card = page.locator(".game-choice", has=page.get_by_role("radio", name=title, exact=True))
        assert "players" in card.inner_text()
        card.get_by_role("button", name=f"How to play {title}").click()
        dialog = page.locator("dialog[open]")
        assert "Scoring" in dialog.inner_text()
        if title == "Camargue":
            page.screenshot(path=str(artifacts / "lobby-how-to-play-phone.png"))
            assert overflow_ok(page)
        # The legend draws the board's own symbols.
        assert dialog.locator(".swatch.drawn svg").count() > 0, title
        dialog.get_by_role("button", name="Close").click()
    # Options are worded and explained: Phototour's mode.
    page.get_by_role("radio", name="Phototour", exact=True).check()
    mode = page.get_by_label("Mode")
    assert mode.locator("option").all_inner_texts() == ["Basic", "Strategic (bonuses and contests)"]
    assert "photo contests" in page.locator("#opt-mode-about").inner_text()


def overflow_ok(page) -> bool:
    return page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


def test_pages_run_under_the_servers_content_security_policy(new_page, artifacts):
    """The server's policy is in force (scripts and styles from 'self' only, no inline script, no
    style attribute from HTML) and a played table breaks none of it."""
    page = new_page(PHONE, strict_csp=True)
    violations = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.add_init_script("document.addEventListener('securitypolicyviolation', e => "
                         "console.log('Content Security Policy violation: ' + e.violatedDirective + ' ' + e.blockedURI))")
    page.goto("/")
    assert "script-src 'self'" in (page.evaluate("() => fetch('/').then(r => r.headers.get('content-security-policy'))") or "")
    create_room(page, "sunset", 2, "Ann")
    page.get_by_role("button", name="Add a bot").click()
    page.wait_for_selector("#seats li.taken >> nth=1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#room-root[data-ready='1']")
    rng = random.Random(8)
    for _ in range(5):
        click_some_target(page, rng)
        page.wait_for_timeout(100)
    page.get_by_role("button", name="How to play").click()
    page.locator("dialog[open]").get_by_role("button", name="Close").click()
    # The seat colours and drawn boards still show: styles set through the CSSOM are allowed.
    assert page.locator("#players .dot").first.evaluate("e => getComputedStyle(e).backgroundColor") != "rgba(0, 0, 0, 0)"
    assert not violations, violations[:5]


def test_a_wide_board_zooms_with_buttons_and_pans_inside_its_box(new_page):
    page = new_page(PHONE)
    create_room(page, "phototour", 2, "Ann")
    page.get_by_role("button", name="Add a bot").click()
    page.wait_for_selector("#seats li.taken >> nth=1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#board svg[data-board=map]")
    # The bot's moves redraw the board; each reading is of the map on the page at that moment.
    measure = "() => { const m = document.querySelector('svg[data-board=map]'); return m ? m.getBoundingClientRect().width : 0; }"
    width = lambda: page.evaluate(measure)
    before = width()
    # A board wider than its box says where the rest of it lies.
    page.wait_for_function("() => /More (to the|on both)/.test(document.querySelector('.zoom-bar .pan-hint').textContent)",
                           timeout=5000)
    page.get_by_role("button", name="Zoom out: map").click()
    page.get_by_role("button", name="Zoom out: map").click()
    page.wait_for_function(f"() => {{ const w = ({measure})(); return w > 0 && w < {before} * 0.7; }}", timeout=5000)
    smaller = width()
    # The zoom survives the board's redraws; the page never scrolls sideways.
    page.wait_for_selector("#room-root[data-ready='1']")
    page.wait_for_timeout(300)
    assert abs(width() - smaller) < 2
    page.get_by_role("button", name="Zoom in: map").click()
    page.wait_for_function(f"() => ({measure})() > {smaller}", timeout=5000)
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


def test_seat_marks_tell_every_seat_apart(new_page):
    page = new_page()
    page.goto("/")
    marks = lambda names: page.evaluate("(n) => import('/static/js/core/dom.js').then((m) => m.seatMarks(n))", names)
    assert marks(["Ann", "Bot 1", "Cleo"]) == ["A", "B", "C"]
    assert marks(["Bea", "Bot 1", "Bot 2"]) == ["Be", "B1", "B2"]
    assert marks(["Ann", "Bot 1 (greedy)", "Bot 2 (strong)"]) == ["A", "B1", "B2"]
    assert marks(["Bob", "Bea", "Ann"]) == ["Bo", "Be", "A"]
    same = marks(["Sam", "Sam", ""])
    assert len(set(same)) == 3, same


def test_event_templates_say_numbers_with_their_nouns(new_page):
    page = new_page()
    page.goto("/")
    fill = lambda template, ev: page.evaluate(
        "([t, e]) => import('/static/js/core/catalog.js').then((m) => new m.Catalog({}).fill(t, e, (s) => `Seat ${s + 1}`))",
        [template, ev])
    assert fill("{seat} gains {n|n:sandal}.", {"seat": 0, "n": 1}) == "Seat 1 gains 1 sandal."
    assert fill("{seat} gains {n|n:sandal}.", {"seat": 1, "n": 3}) == "Seat 2 gains 3 sandals."
    assert fill("{k|n:cross:crosses} and {p|points}", {"k": 2, "p": 1}) == "2 crosses and 1 point"


def test_the_next_targets_are_brought_into_view_on_a_phone(phone, artifacts):
    """Osaka's page is long on a phone: after the town card is taken from the top of the page,
    the photobook's positions far below are scrolled into the part the pinned bar leaves free."""
    page = phone
    create_room(page, "osaka", 2, "Ann")
    page.get_by_role("button", name="Add a bot").click()
    page.wait_for_selector("#seats li.taken >> nth=1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#room-root[data-ready='1']")
    in_band = """() => {
      const bar = document.getElementById('actionbar').getBoundingClientRect();
      return [...document.querySelectorAll('#board [data-target=board]')].some((t) => {
        const r = t.getBoundingClientRect();
        const mid = (r.top + r.bottom) / 2;
        return r.height > 0 && mid > 0 && mid < bar.top && r.right > 0 && r.left < window.innerWidth;
      });
    }"""
    page.wait_for_function(in_band, timeout=5000)
    # The pawn's street space and the town card are near the top; the starting card and the
    # photobook's positions lie far below: the page goes to them by itself.
    scrolled = False
    for _ in range(5):
        page.wait_for_selector("#room-root[data-ready='1']")
        page.evaluate("() => window.scrollTo(0, 0)")
        page.locator("#board [data-target=board]").first.tap()
        try:
            page.wait_for_function("() => window.scrollY > 200", timeout=3000)
        except PlaywrightTimeout:
            continue
        scrolled = True
        break
    assert scrolled, "the next targets were never brought into view"
    page.wait_for_function(in_band, timeout=5000)
    page.screenshot(path=str(artifacts / "osaka-phone-next-targets.png"))


def finished_by_api(http, game, players, options=None, seconds=120):
    """A room of one person and bots, played to its end through the API: the person takes a
    random move (never going back), the bots their own."""
    import time

    rng = random.Random(1)
    ann = http.post("/api/rooms", json={"game": game, "players": players, "name": "Ann", "options": options or {}}).json()
    room, auth = ann["room"], {"Authorization": f"Bearer {ann['token']}"}
    for _ in range(players - 1):
        assert http.post(f"/api/rooms/{room}/bots", json={"level": "greedy"}, headers=auth).status_code < 300
    assert http.post(f"/api/rooms/{room}/start", headers=auth).status_code == 200
    deadline = time.time() + seconds
    while time.time() < deadline:
        st = state(http, room)
        if st["status"] == "finished":
            return room, st
        moves = http.get(f"/api/rooms/{room}/moves", headers=auth).json() if 0 in st["actors"] else {"moves": []}
        ahead = [m for m in moves["moves"] if m["type"] not in ("back", "cancel")] or moves["moves"]
        if not ahead:
            time.sleep(0.02)
            continue
        http.post(f"/api/rooms/{room}/moves", headers=auth, json={"version": moves["version"], "move": rng.choice(ahead)})
    raise AssertionError(f"{game} did not end in {seconds} s")


SMALLEST_TABLE_TEXT = """() => {
  const out = [];
  for (const el of document.querySelectorAll('#end .final-tables th, #end .final-tables td')) {
    if (!el.offsetParent || !el.textContent.trim()) continue;
    out.push(parseFloat(getComputedStyle(el).fontSize));
  }
  return Math.min(...out);
}"""


# Words of the final table's headers that a line break cuts in two (a word drawn on two lines).
WORDS_BROKEN = """() => {
  const out = [];
  for (const th of document.querySelectorAll('#end .final-tables th')) {
    if (!th.offsetParent) continue;
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.textContent.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (tops.size > 1) out.push(m[0]);
      }
    }
  }
  return out;
}"""


def test_the_end_page_fits_a_phone_and_its_chart_ends_on_the_final_scores(new_page, server, browser, artifacts):
    """Five players of Walking in Provence, read in Russian on a 390 px phone: the final table turns
    (categories as rows) rather than scroll, and the chart's last step, named "Итог", is each
    player's final score, the landscapes counted at the last move included."""
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, final = finished_by_api(http, "provence", 5)
        scores = final["outcome"]["scores"]
        ctx = browser.new_context(viewport=PHONE, base_url=server.url, has_touch=True, is_mobile=True, bypass_csp=True)
        ctx.add_cookies([{"name": "lang", "value": "ru", "url": server.url}])
        try:
            page = ctx.new_page()
            errors = []
            page.on("pageerror", lambda err: errors.append(str(err)))
            page.goto(f"/rooms/{room}?watch=1")
            page.wait_for_selector("#room-root[data-ended='1']")
            page.wait_for_selector("#end svg[data-chart=standings] polyline")
            page.wait_for_selector("#end .final-tables.narrow")
            assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
            box = page.evaluate("() => { const b = document.querySelector('#end .final-tables'); return [b.scrollWidth, b.clientWidth]; }")
            assert box[0] <= box[1], f"the final table scrolls inside its box: {box}"
            table = page.locator("#end table.final-by-category")
            assert table.is_visible() and not page.locator("#end table.final-scores").is_visible()
            assert table.locator("thead th[scope=col]").count() == 6  # the corner and one column a player
            totals = table.locator("tr.total td").all_inner_texts()
            order = sorted(range(5), key=lambda s: (final["outcome"]["ranks"][s], s))
            assert [int(x.replace("\u2212", "-")) for x in totals] == [scores[s] for s in order]
            assert page.evaluate(SMALLEST_TABLE_TEXT) >= 11
            assert page.evaluate(WORDS_BROKEN) == [], "the turned table breaks a word inside it"
            assert page.locator("#end svg[data-chart=standings] [data-mark=end]").text_content() == "Итог"
            ends = page.locator("#end svg[data-chart=standings] polyline[data-seat]").evaluate_all(
                "els => els.map((e) => [Number(e.dataset.seat), Number(e.dataset.final)])")
            assert sorted(ends) == [[s, scores[s]] for s in range(5)]
            page.locator("#end").scroll_into_view_if_needed()
            page.screenshot(path=str(artifacts / "end-page-ru-390.png"), full_page=True)
            # A wide screen keeps the players as rows.
            page.set_viewport_size(DESKTOP)
            page.wait_for_function("() => !document.querySelector('#end .final-tables').classList.contains('narrow')")
            assert page.locator("#end table.final-scores tbody tr").count() == 5
            assert errors == []
        finally:
            ctx.close()


def test_a_tip_bubble_closes_when_the_board_is_drawn_again(new_page):
    """A tapped component's bubble would otherwise stay up for seconds over the next choice."""
    page = new_page(PHONE, touch=True)
    create_room(page, "provence", 2, "Ann")
    page.get_by_role("button", name="Add a bot").click()
    page.wait_for_selector("#seats li.taken >> nth=1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#room-root[data-ready='1']")
    # The bot plans at the same time: its move draws the board again and may close the bubble
    # before it is seen, so the tap is tried a few times.
    for _ in range(5):
        titled = page.locator("#board svg :not([data-target]) > title").first
        titled.evaluate("(t) => t.parentNode.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: 100, clientY: 300}))")
        try:
            page.wait_for_selector("#tip:not([hidden])", timeout=1500)
            break
        except Exception:
            continue
    else:
        raise AssertionError("the bubble never opened")
    page.locator(":is(#board, #tray) [data-target]").first.dispatch_event("click")  # a choice: the board is drawn again
    page.wait_for_selector("#tip[hidden]", state="attached", timeout=1000)


def test_on_a_phone_the_page_follows_the_bar_when_it_grows(new_page):
    """The bar is fixed at the bottom of a phone: when a choice adds buttons to it, the page
    scrolls by as much, so what stood just above the bar stays in sight."""
    page = new_page(PHONE, touch=True)
    create_room(page, "sunset", 2, "Ann")
    page.get_by_role("button", name="Add a bot").click()
    page.wait_for_selector("#seats li.taken >> nth=1")
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#room-root[data-ready='1']")
    page.wait_for_timeout(600)  # the step's own scroll to its targets is over
    page.evaluate("() => window.scrollTo(0, 200)")
    page.wait_for_function("() => window.scrollY > 0")
    before = page.evaluate("() => [window.scrollY, document.querySelector('#actionbar').offsetHeight]")
    page.evaluate("""() => { const b = document.createElement('p'); b.style.height = '60px';
        b.textContent = 'grown'; document.querySelector('#actionbar').append(b); }""")
    page.wait_for_function(f"() => document.querySelector('#actionbar').offsetHeight > {before[1]}")
    page.wait_for_function(f"() => window.scrollY > {before[0]}", timeout=2000)
    after = page.evaluate("() => [window.scrollY, document.querySelector('#actionbar').offsetHeight]")
    assert after[0] - before[0] == pytest.approx(after[1] - before[1], abs=2)


@pytest.mark.parametrize("size,scroll", [(PHONE, 300), (DESKTOP, 300), (DESKTOP, 0)], ids=["phone", "desktop", "desktop-top"])
def test_a_bar_that_shrinks_and_grows_back_leaves_the_page_where_it_was(new_page, size, scroll):
    """A move on its way takes the buttons away and the next step brings them back: the page
    ends where it was (it used to creep down a bar's growth at every move on a phone), and on a
    desktop the board under the pinned bar does not jump while it changes."""
    page = new_page(size, touch=size is PHONE)
    create_room(page, "sunset", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#room-root[data-ready='1']")
    page.evaluate(f"() => window.scrollTo(0, {scroll})")
    page.wait_for_timeout(300)
    top = "() => [window.scrollY, document.querySelector('#board').getBoundingClientRect().top]"
    start = page.evaluate(top)
    for _ in range(3):
        page.evaluate("""() => { const b = document.createElement('p'); b.id = 'grown'; b.style.height = '70px';
            document.querySelector('#actionbar').append(b); }""")
        page.wait_for_timeout(150)
        grown = page.evaluate(top)
        if size is DESKTOP:
            assert grown[1] == pytest.approx(start[1], abs=2), (start, grown)  # the board stays put
        page.evaluate("() => document.getElementById('grown').remove()")
        page.wait_for_timeout(150)
    assert page.evaluate(top) == pytest.approx(start, abs=2)


FINAL_TABLE = """async ([names, labels]) => {
  const { finalTables } = await import('/static/js/core/finaltable.js');
  const order = names.map((_, i) => i);
  const outcome = { winners: [1], ranks: order.map((i) => i + 1), scores: order.map((i) => 265 + i),
    breakdown: order.map(() => Object.fromEntries(labels.map((_, c) => [c, 234]))) };
  const end = document.createElement('section');
  end.id = 'end';
  end.className = 'end';
  document.querySelector('main').replaceChildren(end);
  end.append(finalTables({ outcome, names, order, cats: labels.map((_, c) => c), label: (c) => labels[c] }));
}"""


@pytest.mark.parametrize("names,labels", [
    (["Boris", "Бот 1 (сильный)", "Бот 2 (жадный)"], ["Ландшафты", "Сыгранные помощники", "Помощники в чужой ход"]),
    (["Bot 1 (greedy)", "Boris", "Bot 2 (greedy)"], ["Commissions", "Goals", "Unsold landscapes"]),
], ids=["camargue-ru", "sunset-en"])
def test_the_final_table_on_a_phone_breaks_lines_between_words_only(new_page, names, labels):
    """Camargue's categories in Russian once broke inside words ("Ландшафт|ы") and a bot's name in
    Sunset's table stood on three lines ("Bot / 1 / (greedy)")."""
    page = new_page(PHONE)
    page.goto("/")
    page.wait_for_selector("#lobby-root .new-room")  # the lobby drawn: it would replace what is put in `main`
    page.evaluate(FINAL_TABLE, [names, labels])
    page.wait_for_selector("#end .final-tables th", state="attached")
    page.wait_for_timeout(200)
    assert page.evaluate(WORDS_BROKEN) == []
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    # "Bot 1" stays on one line (its number is never alone on the next).
    leads = page.evaluate("""() => [...document.querySelectorAll('#end .seat-lead')].filter((e) => e.offsetParent).map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e.lastChild);
      return [e.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size];
    })""")
    assert leads and all(lines == 1 for _, lines in leads), leads
    assert any("\u00a0" in text for text, _ in leads) == any(" 1" in name for name in names)


def test_the_phone_strip_says_who_is_still_choosing_and_bots_are_not_called_bots_twice(new_page):
    page = new_page(PHONE, touch=True)
    create_room(page, "provence", 2, "Ann")
    add_bots_and_start(page, 1)
    page.wait_for_selector("#room-root[data-ready='1']")
    ann = page.locator(".score-strip .chip[data-seat='0']")
    page.wait_for_function("() => !document.querySelector(\".score-strip .chip[data-seat='1']\").classList.contains('acting')")
    assert "acting" in ann.get_attribute("class") and "choosing" in ann.inner_text()
    assert "choosing" not in page.locator(".score-strip .chip[data-seat='1']").inner_text()
    names = page.locator(".player-list .pname").all_inner_texts()
    assert any(n.startswith("Bot 1") for n in names) and not any("· bot" in n for n in names), names


def test_on_a_desktop_the_end_is_brought_into_view_below_the_pinned_bar(new_page, server):
    """The bar pinned at the top covered the winner's line ("Bot 1 (strong) wins!")."""
    with httpx.Client(base_url=server.url, timeout=30) as http:
        room, _ = finished_by_api(http, "sunset", 2)
    page = new_page(DESKTOP)
    page.goto(f"/rooms/{room}?watch=1")
    page.wait_for_selector("#room-root[data-ended='1']")
    # As for a player whose last move was low on the page: the end comes with a taller bar and
    # is scrolled to from below, in the same drawing.
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_timeout(300)
    page.evaluate("""async () => {
      const { bringIntoView } = await import('/static/js/core/focus.js');
      const more = document.createElement('p');
      more.style.height = '60px';
      document.getElementById('actionbar').append(more);
      bringIntoView(document.getElementById('end'));
    }""")
    page.wait_for_timeout(1200)  # the smooth scroll
    bar = page.locator("#actionbar").bounding_box()
    headline = page.locator("#end .headline").bounding_box()
    assert headline["y"] >= bar["y"] + bar["height"] - 1, (bar, headline)


def test_the_category_bars_show_every_name_whole(new_page):
    """Phototour's end chart cut a bot's name on the left ("от 1 (жадный)")."""
    page = new_page(DESKTOP)
    page.goto("/")
    page.wait_for_selector("#lobby-root .new-room")  # the lobby drawn: it would replace what is put in `main`
    cut = page.evaluate("""async () => {
      const { categoryBars } = await import('/static/js/core/chart.js');
      const names = ['Alex', 'Бот 1 (жадный)', 'Александра Петровна (сильный)'];
      const outcome = { scores: [41, 44, 30], breakdown: names.map(() => ({ a: 20, b: 21 })) };
      const svg = categoryBars(outcome, names, ['a', 'b'], (c) => c);
      svg.style.width = '640px';
      document.querySelector('main').replaceChildren(svg);
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text.legend')].filter((e) => names.includes(e.textContent))
        .map((e) => [e.textContent, e.getBoundingClientRect().left - box.left]).filter(([, left]) => left < 0);
    }""")
    assert cut == []


def test_a_target_peeking_in_at_the_top_is_scrolled_into_sight(new_page):
    """Sunset on a phone: after planning, only the Wilderness's bottom row peeked in at the top
    of the screen when the hike began, and that counted as in sight."""
    page = new_page(PHONE, touch=True)
    page.goto("/")
    page.wait_for_selector("#lobby-root .new-room")  # the lobby drawn: it would replace what is put in `main`
    top = page.evaluate("""async () => {
      const { TargetFocus } = await import('/static/js/core/focus.js');
      const board = document.createElement('div');
      board.innerHTML = '<div style="height:300px"></div><button data-target="board" style="display:block;height:60px">spot</button><div style="height:3000px"></div>';
      const bar = document.createElement('div');
      document.querySelector('main').replaceChildren(board, bar);
      const spot = board.querySelector('button');
      window.scrollTo(0, spot.getBoundingClientRect().top + window.scrollY + 50);  // 10 px of it show
      new TargetFocus(board, bar).check('step 1');
      await new Promise((done) => setTimeout(done, 1200));
      const r = spot.getBoundingClientRect();
      return [r.top, r.bottom, window.innerHeight];
    }""")
    assert top[0] >= 0 and top[1] <= top[2], top
