"""The table shell around the boards: whose turn it is at a glance, the prompt kept in view on a
phone, recovery from a server that stops and comes back, the lobby's cards and How to play."""

from __future__ import annotations

import random
import re

import httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .conftest import DESKTOP, PHONE
from .helpers import check_screen, click_some_target, click_until, create_room, prompt_in_view

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
