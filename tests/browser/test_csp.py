"""The client runs under its Content-Security-Policy: Chromium reports no violation on the lobby
and on rooms of every game in play, and styles set by script (seat colours, board sizes) apply."""

from __future__ import annotations

import httpx
import pytest

from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS, auth

GAMES = ["camargue", "provence", "osaka", "phototour", "sunset"]


def test_pages_run_under_the_csp_without_a_violation(browser, tmp_path):
    # The shared Chromium of the browser tests (tests/browser/conftest.py), without bypass_csp.
    url = migrated(f"sqlite:///{tmp_path / 'csp.db'}")
    with LiveServer(make_settings(url, bot_delay_ms=60_000, **NO_LIMITS)) as server, \
            httpx.Client(base_url=server.url, timeout=30) as http:
        rooms = []
        for game in GAMES:
            host = http.post("/api/rooms", json={"game": game, "players": 2, "name": "Host"}).json()
            assert http.post(f"/api/rooms/{host['room']}/bots", headers=auth(host["token"])).status_code == 201
            assert http.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"])).status_code == 200
            rooms.append(host["room"])
        ctx = browser.new_context(base_url=server.url)
        ctx.add_init_script("window.__csp = []; document.addEventListener('securitypolicyviolation',"
                            " e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));")
        page = ctx.new_page()
        console: list[str] = []
        page.on("console", lambda m: console.append(m.text))
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto("/")
        page.wait_for_load_state("networkidle")
        assert page.evaluate("window.__csp") == [], "lobby"
        for room in rooms:
            page.goto(f"/rooms/{room}?watch")
            page.wait_for_selector("#board svg", timeout=15000)
            page.wait_for_load_state("networkidle")
            assert page.evaluate("window.__csp") == [], room
            dots = page.evaluate("[...document.querySelectorAll('.dot')].map(d => getComputedStyle(d).backgroundColor)")
            assert dots and all(c not in ("", "rgba(0, 0, 0, 0)") for c in dots), dots
            assert page.evaluate("typeof window.panorama.token === 'undefined' && !('me' in window.panorama)")
        assert not [c for c in console if "Content Security Policy" in c], console
        assert not errors, errors
        ctx.close()
