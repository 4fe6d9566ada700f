"""A bot plays a person's seat only while the database says the seat is away, also while Redis
is down and a server was not told that the player came back (the issue's bot moved twice for a
player who had already returned, 3 times in 3). Two servers reach Redis through a proxy the
test cuts (tests/reliability/test_redis_outage.py has the proxy and the rest of the outages)."""

from __future__ import annotations

import time
import uuid

import httpx
import pytest

from tests.conftest import REDIS_URL, LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth
from tests.reliability.test_redis_outage import POLL, move_on, proxy, take_phase_room, version, wait_for  # noqa: F401
from tests.security import figures

pytestmark = pytest.mark.skipif(not REDIS_URL, reason="TEST_REDIS_URL unset")


BOT_DELAY_MS = 1500


def log_of(http: httpx.Client, room: str) -> list[dict]:
    return http.get(f"/api/rooms/{room}/log").json()


def seat_away(http: httpx.Client, room: str, seat: int) -> bool:
    return http.get(f"/api/rooms/{room}").json()["seats"][seat]["away"]


def test_a_bot_plays_a_seat_only_while_the_database_says_it_is_away(database_url, proxy):
    """Seat 1 leaves on a; b learns of it; Redis goes down; the player comes back on b. Server a,
    which was not told, must not let its bot play the seat."""
    settings = make_settings(database_url, redis_url=f"redis://127.0.0.1:{proxy.port}/0",
                             redis_channel=f"panorama:test:{uuid.uuid4().hex}", redis_poll_seconds=POLL,
                             bot_delay_ms=BOT_DELAY_MS, **NO_LIMITS)
    with LiveServer(settings) as a, LiveServer(settings) as b, \
            httpx.Client(base_url=a.url, timeout=30) as ha, httpx.Client(base_url=b.url, timeout=30) as hb:
        for trial in range(3):
            room, tokens = take_phase_room(ha)
            assert version(hb, room) == version(ha, room)  # b holds the room
            assert ha.post(f"/api/rooms/{room}/leave", headers=auth(tokens[1])).status_code == 200
            assert wait_for(lambda: seat_away(hb, room, 1), 5), "b learns that seat 1 left"
            proxy.cut()
            try:
                time.sleep(0.2)
                back = hb.post(f"/api/rooms/{room}/return", headers=auth(tokens[1]))
                assert back.status_code == 200 and back.json()["seats"][1]["away"] is False
                returned_at = version(hb, room)
                move_on(ha, room, tokens)  # seat 0, on a, which still believes seat 1 away
                time.sleep(BOT_DELAY_MS / 1000 + 1.0)  # a's bot has had its time
                moved_by_bot = [e for e in log_of(hb, room) if e["version"] > returned_at and e["seat"] == 1]
                assert not moved_by_bot, f"trial {trial}: a bot moved for the player who came back"
                # The player whose turn it is plays it, on either server.
                st = ha.get(f"/api/rooms/{room}/state").json()
                assert st["actors"] == [1]
                r = hb.post(f"/api/rooms/{room}/moves", headers=auth(tokens[1]),
                            json={"version": st["version"], "move": {"type": "take", "n": 1}})
                assert r.status_code == 200, r.text
            finally:
                proxy.restore()
            figures.add("Redis outages with a player back on the other server (no bot move for them)")
