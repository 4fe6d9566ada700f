"""Live play between browsers: joining by link, seeing the other's moves without reloading, the
seat kept across a reload, a spectator, and a dropped connection catching up by itself."""

from __future__ import annotations

import random

import httpx
import pytest

from .conftest import PHONE
from .helpers import click_until, create_room

pytestmark = pytest.mark.browser


def version(page) -> int:
    return int(page.locator("#room-root").get_attribute("data-version") or -1)


def wait_version(page, at_least: int, timeout: float = 10000) -> None:
    page.wait_for_function(f"Number(document.getElementById('room-root').dataset.version) >= {at_least}", timeout=timeout)


def test_two_browsers_play_against_each_other(new_page, server, artifacts):
    ann = new_page()
    room = create_room(ann, "camargue", 2, "Ann")
    link = ann.locator("#share-link").input_value()
    assert link.endswith(f"/rooms/{room}")

    bea = new_page(PHONE)
    bea.goto(link)
    # Joining by link asks only for a name.
    bea.wait_for_selector("#join-name")
    assert bea.locator("form input").count() == 1
    bea.get_by_label("Your name", exact=True).fill("Bea")
    bea.get_by_role("button", name="Join the game").click()
    bea.wait_for_selector("#seats")
    # The host sees the seat fill live, then starts.
    ann.wait_for_selector("#seats li.taken >> nth=1")
    assert "Bea" in ann.locator("#seats").inner_text()
    ann.get_by_role("button", name="Start the game").click()
    ann.wait_for_selector("#board svg")
    bea.wait_for_selector("#board svg")

    rng = random.Random(3)
    pages = {"Ann": ann, "Bea": bea}
    logged = 0
    for turn in range(8):
        for _ in range(200):
            mover_name = next((n for n, p in pages.items() if p.locator("#room-root[data-my-turn='1']").count()), None)
            if mover_name:
                break
            ann.wait_for_timeout(50)
        assert mover_name, "nobody is to move"
        mover = pages[mover_name]
        other = pages["Bea" if mover_name == "Ann" else "Ann"]
        start = version(mover)
        click_until(mover, rng, lambda: version(mover) > start)  # a tile, then a spot
        # The other browser sees the move without reloading.
        wait_version(other, start + 1)
        # A pass that closes a reaction window nobody claimed is not logged (Camargue's ruling).
        line = other.locator(f"#log li[data-version='{start + 1}']")
        if line.count():
            assert mover_name in line.first.inner_text()
            logged += 1
        if turn == 0:
            other.screenshot(path=str(artifacts / "camargue-phone.png"), full_page=True)

    assert logged >= 3, "the other browser's log showed too few of the moves"

    # A reload puts Bea back in her seat.
    bea.reload()
    bea.wait_for_selector("#board svg")
    assert "You are Bea" in bea.locator(".who").inner_text()
    # Her hand is back too (on a phone it sits in the tray beside the prompt).
    assert bea.locator("#board [data-board=hand], #actionbar [data-board=hand]").count() == 1

    # A spectator sees the public view only: no hand, no moves.
    watcher = new_page()
    watcher.goto(f"/rooms/{room}?watch=1")
    watcher.wait_for_selector("#board svg[data-board=display]")
    assert watcher.locator("#board [data-board=hand], #actionbar [data-board=hand]").count() == 0
    assert watcher.locator("[data-target]").count() == 0
    assert "Watching" in watcher.locator("#prompt").inner_text()


def test_a_dropped_connection_reconnects_and_catches_up(new_page, server):
    ann = new_page()
    room = create_room(ann, "camargue", 2, "Ann")
    with httpx.Client(base_url=server.url, timeout=10) as http:
        bea = http.post(f"/api/rooms/{room}/join", json={"name": "Bea"}).json()
        auth = {"Authorization": f"Bearer {bea['token']}"}
        ann.wait_for_selector("#seats li.taken >> nth=1")
        ann.get_by_role("button", name="Start the game").click()
        ann.wait_for_selector("#room-root[data-ready='1']")
        rng = random.Random(1)
        click_until(ann, rng, lambda: 1 in http.get(f"/api/rooms/{room}/state").json()["actors"])
        wait_version(ann, http.get(f"/api/rooms/{room}/state").json()["version"])

        # The connection drops; the page says so and comes back by itself.
        ann.evaluate("window.panorama.socket.drop(1500)")
        ann.wait_for_selector("#conn[data-conn=reconnecting]")
        assert "Reconnecting" in ann.locator("#conn").inner_text()
        moves = http.get(f"/api/rooms/{room}/moves", headers=auth).json()
        # A claim or a tile (a pass nobody follows with a claim is not logged).
        move = next((m for m in moves["moves"] if m["type"] != "pass"), moves["moves"][0])
        r = http.post(f"/api/rooms/{room}/moves", headers=auth, json={"version": moves["version"], "move": move})
        assert r.status_code == 200, r.text
        missed = r.json()["version"]
        assert version(ann) < missed
        ann.wait_for_selector("#conn[data-conn=live]", timeout=10000)
        wait_version(ann, missed)
        if move["type"] != "pass":
            ann.wait_for_selector("#log li:has-text('Bea')")
        # Caught up: the page offers Ann her moves again if the game says she is to move.
        if 0 in http.get(f"/api/rooms/{room}/state").json()["actors"]:
            ann.wait_for_selector("#room-root[data-ready='1']", timeout=10000)
        else:
            assert "Bea" in ann.locator("#prompt").inner_text()


def test_lobby_and_waiting_room_on_a_phone(new_page, artifacts):
    page = new_page(PHONE)
    page.goto("/")
    page.wait_for_selector("#create")
    page.screenshot(path=str(artifacts / "lobby-phone.png"), full_page=True)
    # Options come from the game's schema: Phototour has a mode.
    page.get_by_role("radio", name="Phototour", exact=True).check()
    assert page.get_by_label("Mode").input_value() == "basic"
    room = create_room(page, "osaka", 3, "Ann", turn_seconds=300)
    assert "5 minutes a turn" in page.locator(".waiting h2").inner_text()
    page.get_by_role("button", name="Add a bot").click()
    page.wait_for_selector("#seats li.taken >> nth=1")
    assert page.get_by_role("button", name="Start the game").is_disabled()
    page.screenshot(path=str(artifacts / "waiting-room-phone.png"), full_page=True)
    # The seat token is kept: a reload is still the host.
    page.reload()
    page.wait_for_selector("#seats")
    assert "You are Ann" in page.locator(".who").inner_text()
    assert page.get_by_role("button", name="Add a bot").is_enabled()
    assert page.locator("#watch-link").input_value().endswith(f"/rooms/{room}?watch=1")
