"""The lobby's lists and the seats before the start, as people use them: a public table joined
with one click, "Your games" with whose turn it is, the host's seat tools, leaving a table."""

from __future__ import annotations

import httpx
import pytest

from .conftest import DESKTOP, PHONE
from tests.api.test_rematch import play_to_end

from .helpers import check_screen, create_room

pytestmark = pytest.mark.browser


def test_open_table_joined_with_one_click_and_the_host_arranges_the_seats(new_page, server, artifacts):
    ann = new_page()
    ann.goto("/")
    ann.get_by_role("radio", name="Camargue", exact=True).check()
    ann.get_by_label("Players", exact=True).select_option("4")
    ann.get_by_label("Your name", exact=True).fill("Ann")
    ann.get_by_label("List it in the lobby’s open tables (anyone may join)").check()
    ann.get_by_role("button", name="Create the room").click()
    ann.wait_for_selector("#share-link")
    room = ann.url.rsplit("/", 1)[1]
    assert "Ann’s table · Camargue" in ann.locator(".waiting h2").inner_text()

    bea = new_page()
    bea.goto("/")
    row = bea.locator(f"#open-tables li[data-room='{room}']")
    assert "Ann’s table" in row.inner_text() and "1 of 4 seats taken" in row.inner_text()
    row.get_by_role("button", name="Join").click()
    # Without a name the row asks for it right there.
    row.get_by_label("Join as", exact=True).fill("Bea")
    row.get_by_role("button", name="Join").click()
    bea.wait_for_url(f"**/rooms/{room}")
    bea.wait_for_selector("#leave-table")
    ann.wait_for_selector("#seats li[data-seat='1'].taken")

    # The host adds a bot, makes it strong, moves Bea below it, removes it again.
    ann.get_by_role("button", name="Add a bot").click()
    ann.wait_for_selector("#seats li[data-seat='2'].taken")
    ann.get_by_label("Level of Bot 1 (greedy)").select_option("strong")
    ann.wait_for_selector("#seats li[data-seat='2'] >> text=Bot 1 (strong)")
    ann.get_by_role("button", name="Move down: Bea").click()
    ann.wait_for_selector("#seats li[data-seat='2'] >> text=Bea")
    bea.wait_for_selector("#seats li[data-seat='2'] >> text=Bea (you)")
    check_screen(ann, artifacts, "lobby-waiting-host", {"desktop": DESKTOP, "phone": PHONE})
    check_screen(bea, artifacts, "lobby-waiting-guest", {"desktop": DESKTOP, "phone": PHONE})
    ann.get_by_role("button", name="Remove Bot 1 (strong)").click()
    ann.wait_for_selector("#seats li[data-seat='1'].free")

    # Bea leaves the table: her seat frees and she is back in the lobby.
    bea.get_by_role("button", name="Leave this table").click()
    bea.wait_for_url(server.url + "/")
    ann.wait_for_selector("#seats li[data-seat='2'].free")
    assert bea.evaluate(f"localStorage.getItem('panorama.seat.{room}')") is None


def test_your_games_list_whose_turn_it_is_and_hide_finished_ones(new_page, server, artifacts):
    ann = new_page()
    first = create_room(ann, "camargue", 2, "Ann")
    with httpx.Client(base_url=server.url, timeout=10) as http:
        http.post(f"/api/rooms/{first}/join", json={"name": "Bea"})
        second = create_room(ann, "phototour", 2, "Ann")
        ann.get_by_role("button", name="Add a bot").click()
        ann.wait_for_selector("#seats li[data-seat='1'].taken")
        ann.goto(f"/rooms/{first}")
        ann.get_by_role("button", name="Start the game").click()
        ann.wait_for_selector("#board svg")
        # A short game played to its end over the API, its seat stored in Ann's browser.
        bots = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann"}).json()
        guest = http.post(f"/api/rooms/{bots['room']}/join", json={"name": "Gus"}).json()
        http.post(f"/api/rooms/{bots['room']}/start", headers={"Authorization": f"Bearer {bots['token']}"})
        play_to_end(http, bots["room"], [bots["token"], guest["token"]])
    ann.evaluate("([room, token]) => localStorage.setItem(`panorama.seat.${room}`, JSON.stringify({seat: 0, token, name: 'Ann', saved: 1}))",
                 [bots["room"], bots["token"]])
    ann.goto("/")
    ann.wait_for_selector(f"#my-games li[data-room='{first}']")
    playing = ann.locator(f"#my-games li[data-room='{first}']").inner_text()
    assert "Camargue" in playing and "playing" in playing and "Ann (you), Bea" in playing
    assert "your turn" in playing or "Bea to play" in playing or "choosing" in playing
    waiting = ann.locator(f"#my-games li[data-room='{second}']").inner_text()
    assert "Phototour" in waiting and "waiting for the start" in waiting
    check_screen(ann, artifacts, "lobby-lists", {"desktop": DESKTOP, "phone": PHONE})
    assert ann.locator("#my-games li[data-status='open']").count() >= 1
    assert "finished" in ann.locator(f"#my-games li[data-room='{bots['room']}']").inner_text()
    ann.get_by_label("Hide finished games").check()
    assert ann.locator("#my-games li[data-status='finished']").count() == 0
    ann.reload()
    assert ann.get_by_label("Hide finished games").is_checked()


def test_the_join_page_says_whose_table_and_which_game(new_page, server):
    ann = new_page()
    room = create_room(ann, "osaka", 2, "Ann")
    cy = new_page()
    cy.goto(f"/rooms/{room}")
    assert cy.locator("form.join h1").inner_text() == "Ann invites you to Walking in Osaka"
    assert "Ann’s table of Walking in Osaka" in cy.locator(".join-about").inner_text()
