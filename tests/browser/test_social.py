"""Around a game in the browser: a bot plays my seat and I take it back, my seat carried to
another device by a link whose token stays in the fragment, a late visitor told they watch,
and Play again with two people in two browser contexts."""

from __future__ import annotations

import httpx
import pytest

from tests.api.test_rematch import play_to_end

from .conftest import DESKTOP, PHONE
from .helpers import check_screen

pytestmark = pytest.mark.browser


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def seated(new_page, room, seat, token, name, viewport=None):
    page = new_page(viewport)
    page.goto("/")
    page.evaluate("([room, seat, token, name]) => localStorage.setItem(`panorama.seat.${room}`,"
                  " JSON.stringify({seat, token, name, saved: Date.now()}))", [room, seat, token, name])
    page.goto(f"/rooms/{room}")
    return page


def started_toy(http):
    ann = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann"}).json()
    bea = http.post(f"/api/rooms/{ann['room']}/join", json={"name": "Bea"}).json()
    assert http.post(f"/api/rooms/{ann['room']}/start", headers=auth(ann["token"])).status_code == 200
    return ann["room"], ann["token"], bea["token"]


def test_bot_plays_my_seat_another_device_and_a_late_visitor(new_page, server, artifacts):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        room, ann_token, _bea = started_toy(http)
        ann = seated(new_page, room, 0, ann_token, "Ann")
        ann.get_by_role("button", name="Let a bot play for me").click()
        ann.get_by_role("button", name="Take my seat back").wait_for()
        assert http.get(f"/api/rooms/{room}").json()["seats"][0]["away"] is True
        ann.get_by_role("button", name="Take my seat back").click()
        ann.get_by_role("button", name="Let a bot play for me").wait_for()
        assert http.get(f"/api/rooms/{room}").json()["seats"][0]["away"] is False

        ann.get_by_role("button", name="Continue on another device").click()
        link = ann.locator("#device-url").input_value()
        assert link.startswith(f"{server.url}/rooms/{room}#") and ann_token in link.split("#", 1)[1]
        assert ann.locator("#device-dialog svg.qr path").get_attribute("d").count("h1v1") > 200
        check_screen(ann, artifacts, "device-link", {"desktop": DESKTOP, "phone": PHONE})
        ann.keyboard.press("Escape")

        phone = new_page(PHONE)
        requests = []
        phone.on("request", lambda r: requests.append(r.url))
        phone.goto(link)
        phone.wait_for_selector("#my-seat:not([hidden])")
        assert "You are Ann" in phone.locator(".who").inner_text()
        assert "#" not in phone.url and phone.url.endswith(f"/rooms/{room}")
        assert not any(ann_token in u for u in requests), "the token never reaches the server in a URL"
        assert phone.evaluate(f"JSON.parse(localStorage.getItem('panorama.seat.{room}')).seat") == 0

        late = new_page()
        late.goto(f"/rooms/{room}")
        late.wait_for_selector("#late-notice:not([hidden])")
        assert "started before you arrived: you are watching" in late.locator("#late-notice").inner_text()
        assert late.locator("#my-seat:not([hidden])").count() == 0


def test_play_again_with_two_people(new_page, server, artifacts):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        room, ann_token, bea_token = started_toy(http)
        ann = seated(new_page, room, 0, ann_token, "Ann")
        bea = seated(new_page, room, 1, bea_token, "Bea", PHONE)
        ann.wait_for_selector("#board")
        play_to_end(http, room, [ann_token, bea_token])
    ann.get_by_role("button", name="Play again").click()
    ann.wait_for_url("**/rooms/*")
    ann.wait_for_selector("#share-link")
    new_room = ann.url.rsplit("/", 1)[1]
    assert new_room != room
    # Bea's page learns of the new room and offers her kept seat with one click.
    bea.get_by_role("button", name="Join the rematch: your seat is kept").click()
    bea.wait_for_url(f"**/rooms/{new_room}")
    bea.wait_for_selector("#seats li[data-seat='0'] >> text=Bea (you)")
    ann.wait_for_selector("#seats li[data-seat='1'] >> text=Ann · host (you)")
    assert "invited" not in ann.locator("#seats").inner_text()
    check_screen(ann, artifacts, "rematch-waiting", {"desktop": DESKTOP})
    ann.get_by_role("button", name="Start the game").click()
    bea.wait_for_selector("#board")
    # The old room links to the new one.
    old = new_page()
    old.goto(f"/rooms/{room}")
    old.get_by_role("link", name="Watch the rematch").wait_for()
