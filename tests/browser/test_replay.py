"""The replay page: a finished game stepped through with the slider and the buttons, the board
drawn as a spectator saw it at each version, the log and chart in step; linked from the end."""

from __future__ import annotations

import json

import httpx
import pytest

from tests.api.test_rematch import play_to_end

from .conftest import DESKTOP, PHONE
from .helpers import overflow
from .test_social import auth, seated

pytestmark = pytest.mark.browser


def finished_toy(http):
    ann = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann"}).json()
    bea = http.post(f"/api/rooms/{ann['room']}/join", json={"name": "Bea"}).json()
    assert http.post(f"/api/rooms/{ann['room']}/start", headers=auth(ann["token"])).status_code == 200
    play_to_end(http, ann["room"], [ann["token"], bea["token"]])
    return ann["room"], ann["token"]


def shown_view(page):
    """The toy game's board (the generic renderer prints the public view as JSON)."""
    return json.loads(page.locator("#board pre").text_content())


def test_replay_page_steps_through_every_version(new_page, server, artifacts):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        room, ann_token = finished_toy(http)
        last = len(http.get(f"/api/rooms/{room}/log").json())
        ann = seated(new_page, room, 0, ann_token, "Ann")
        ann.locator("#replay-link").click()
        ann.wait_for_url(f"**/rooms/{room}/replay")
        ann.wait_for_function("document.getElementById('replay-root').dataset.version === '0'")
        assert shown_view(ann) == http.get(f"/api/rooms/{room}/replay?version=0").json()["view"]["public"]
        assert ann.locator("#board [data-target]").count() == 0, "nothing on a replay is clickable"
        assert ann.locator("#replay-position").text_content() == f"The start (0 of {last})"
        assert ann.locator("#log li:not([hidden])").count() == 0
        for version in (1, 2, 3):
            ann.locator("#replay-next").click()
            ann.wait_for_function(f"document.getElementById('replay-root').dataset.version === '{version}'")
            assert shown_view(ann) == http.get(f"/api/rooms/{room}/replay?version={version}").json()["view"]["public"]
            shown = {int(v) for v in ann.locator("#log li:not([hidden])").evaluate_all(
                "els => els.map((e) => e.dataset.version)")}
            assert shown == set(range(1, version + 1)), "the log stops at the version shown"
        ann.locator("#replay-prev").click()
        ann.wait_for_function("document.getElementById('replay-root').dataset.version === '2'")
        ann.locator("#replay-slider").fill(str(last - 1))
        ann.wait_for_function(f"document.getElementById('replay-root').dataset.version === '{last - 1}'")
        assert "over" not in ann.locator("#replay-what").text_content()
        ann.locator("#replay-last").click()
        ann.wait_for_function(f"document.getElementById('replay-root').dataset.version === '{last}'")
        assert shown_view(ann) == http.get(f"/api/rooms/{room}/state").json()["view"]["public"]
        assert "The game is over" in ann.locator("#replay-what").text_content()
        assert ann.locator("#replay-chart svg polyline[data-seat]").count() == 2
        # The toy game has no board of its own (its fallback prints the view, ids and all), so
        # the screens are checked for width only.
        for label, size in {"desktop": DESKTOP, "phone": PHONE}.items():
            ann.set_viewport_size(size)
            ann.wait_for_timeout(150)
            ann.screenshot(path=str(artifacts / f"replay-{label}.png"), full_page=True)
            assert overflow(ann) <= 0, f"the replay page is too wide at {size}"


def test_replay_page_of_an_unfinished_game_says_so(new_page, server):
    with httpx.Client(base_url=server.url, timeout=10) as http:
        ann = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann"}).json()
        page = new_page()
        page.goto(f"/rooms/{ann['room']}/replay")
        page.locator("#not-finished").wait_for()
