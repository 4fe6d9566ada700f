"""A page away longer than the server keeps versions in memory catches up from a log frame (and
GET /log for anything older than the 500 it carries): its log shows what it missed, in order,
and then the current state."""

from __future__ import annotations

import random

import httpx
import pytest

from .test_live import version, wait_version
from .test_social import auth, seated

pytestmark = pytest.mark.browser

MISSED = 30  # more than the 16 versions memory keeps
AWAY_MS = 20000  # long enough to make MISSED moves on a loaded machine


def test_a_page_far_behind_gets_the_log_of_what_it_missed_in_order(new_page, server):
    rng = random.Random(3)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        ann = http.post("/api/rooms", json={"game": "camargue", "players": 2, "name": "Ann"}).json()
        room = ann["room"]
        bea = http.post(f"/api/rooms/{room}/join", json={"name": "Bea"}).json()
        tokens = [ann["token"], bea["token"]]
        assert http.post(f"/api/rooms/{room}/start", headers=auth(tokens[0])).status_code == 200
        page = seated(new_page, room, 0, tokens[0], "Ann")
        wait_version(page, 0)
        page.evaluate(f"window.panorama.socket.drop({AWAY_MS})")  # it reconnects after AWAY_MS
        page.wait_for_selector("#conn[data-conn=reconnecting]")
        left_at = version(page)
        for _ in range(200):
            st = http.get(f"/api/rooms/{room}/state").json()
            if st["version"] >= left_at + MISSED or st["status"] != "playing":
                break
            seat = st["actors"][0]
            moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            r = http.post(f"/api/rooms/{room}/moves", headers=auth(tokens[seat]),
                          json={"version": moves["version"], "move": rng.choice(moves["moves"])})
            assert r.status_code == 200, r.text
        now = http.get(f"/api/rooms/{room}/state").json()["version"]
        assert now >= left_at + MISSED
        logged = {e["version"] for e in http.get(f"/api/rooms/{room}/log", headers=auth(tokens[0])).json()
                  if e["events"]}
    assert version(page) == left_at, "still away while the game went on"
    wait_version(page, now, timeout=AWAY_MS + 15000)
    shown = page.evaluate("[...document.querySelectorAll('#log li')].map((li) => Number(li.dataset.version))")
    assert shown == sorted(shown), "the log is in the order of the game"
    early = {v for v in shown if left_at < v <= now - 17}
    assert early, "versions older than memory keeps came as log entries"
    assert early <= logged
