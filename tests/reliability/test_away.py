"""Players who leave and turn timers: a bot plays an away seat from that seat's view only, and
stops the moment its player is back; a turn timer that runs out marks the seat away."""

from __future__ import annotations

import re
import time

import httpx
import pytest

import app.bots as bots
from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth, open_room


def log_of(http: httpx.Client, room: str, token: str) -> list[dict]:
    return http.get(f"/api/rooms/{room}/log", headers=auth(token)).json()


def wait_for(predicate, seconds: float = 10.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("timed out")


@pytest.fixture
def bot_server(database_url):
    with LiveServer(make_settings(database_url, bot_delay_ms=0, min_turn_seconds=1, **NO_LIMITS)) as live:
        yield live


def test_an_away_seat_is_played_by_a_bot_from_its_own_view_until_its_player_returns(bot_server, monkeypatch):
    seen: list[tuple[int, dict]] = []
    real = bots.choose

    def recording(game, level, view, seat, legal, seed):
        seen.append((seat, view))
        return real(game, level, view, seat, legal, seed)

    monkeypatch.setattr(bots, "choose", recording)
    with httpx.Client(base_url=bot_server.url, timeout=30) as http:
        room, tokens = open_room(http, "toy", 3)
        r = http.post(f"/api/rooms/{room}/leave", headers=auth(tokens[1]))
        assert r.status_code == 200 and r.json()["seats"][1]["away"] is True
        wait_for(lambda: any(e["seat"] == 1 for e in log_of(http, room, tokens[0])))
        for seat, view in seen:
            # Once every seat has picked, the picks are public; hands never are.
            shown = view if view["public"]["phase"] == "pick" else {**view, "public": {**view["public"], "picks": []}}
            others = set(re.findall(r"card:toy-(\d)-\d", str(shown)))
            assert others <= {str(seat)}, "a bot sees only its own seat's cards"
        assert http.post(f"/api/rooms/{room}/return", headers=auth(tokens[1])).json()["seats"][1]["away"] is False
        # Play seat 0 and 2 until it is seat 1's turn: nobody plays it now but its player.
        for _ in range(20):
            st = http.get(f"/api/rooms/{room}/state").json()
            if 1 in st["actors"] or st["status"] == "finished":
                break
            seat = st["actors"][0]
            moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[seat])).json()
            http.post(f"/api/rooms/{room}/moves", json={"version": moves["version"], "move": moves["moves"][0]},
                      headers=auth(tokens[seat]))
        before = len(log_of(http, room, tokens[0]))
        time.sleep(1.0)
        assert len(log_of(http, room, tokens[0])) == before, "no bot moves for a seat whose player is back"


def test_leave_and_return_need_a_game_in_play(bot_server):
    with httpx.Client(base_url=bot_server.url, timeout=30) as http:
        room, tokens = open_room(http, "toy", 2, start=False)
        r = http.post(f"/api/rooms/{room}/leave", headers=auth(tokens[1]))
        assert r.status_code == 409 and r.json()["error"]["code"] == "not_playing"


def test_a_bot_move_chosen_before_the_player_returns_is_not_applied_after(bot_server, monkeypatch):
    real = bots.choose

    def slow(*args):
        time.sleep(0.8)  # the bot is still thinking when its player comes back
        return real(*args)

    monkeypatch.setattr(bots, "choose", slow)
    with httpx.Client(base_url=bot_server.url, timeout=30) as http:
        room, tokens = open_room(http, "toy", 2)
        assert http.post(f"/api/rooms/{room}/leave", headers=auth(tokens[0])).status_code == 200
        time.sleep(0.2)
        r = http.post(f"/api/rooms/{room}/return", headers=auth(tokens[0]))
        assert r.status_code == 200 and r.json()["seats"][0]["away"] is False
        time.sleep(1.5)
        assert [e for e in log_of(http, room, tokens[0]) if e["seat"] == 0] == [], \
            "seat 0 came back before any move was made for it"


def test_a_turn_timer_that_runs_out_hands_the_seat_to_a_bot_and_a_move_brings_the_player_back(bot_server):
    with httpx.Client(base_url=bot_server.url, timeout=30) as http:
        host = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "H", "turn_seconds": 1}).json()
        room = host["room"]
        guest = http.post(f"/api/rooms/{room}/join", json={"name": "G"}).json()
        tokens = [host["token"], guest["token"]]
        assert http.post(f"/api/rooms/{room}/start", headers=auth(tokens[0])).status_code == 200
        info = http.get(f"/api/rooms/{room}").json()
        assert info["turn_seconds"] == 1 and all(s["deadline"] for s in info["seats"])
        # Seat 0 moves in time; seat 1 does not.
        moves = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
        assert http.post(f"/api/rooms/{room}/moves", json={"version": 0, "move": moves["moves"][0]},
                         headers=auth(tokens[0])).status_code == 200
        wait_for(lambda: http.get(f"/api/rooms/{room}").json()["seats"][1]["away"], 5)
        wait_for(lambda: any(e["seat"] == 1 for e in log_of(http, room, tokens[1])), 5)
        # The player comes back by moving when it is their turn again.
        def my_turn():
            st = http.get(f"/api/rooms/{room}/state").json()
            if st["status"] == "playing" and 0 in st["actors"]:
                m = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])).json()
                http.post(f"/api/rooms/{room}/moves", json={"version": m["version"], "move": m["moves"][0]},
                          headers=auth(tokens[0]))
            return 1 in st["actors"] and st["status"] == "playing" or st["status"] == "finished"

        wait_for(my_turn, 10)
        st = http.get(f"/api/rooms/{room}/state").json()
        if st["status"] == "playing":
            m = http.get(f"/api/rooms/{room}/moves", headers=auth(tokens[1])).json()
            r = http.post(f"/api/rooms/{room}/moves", json={"version": m["version"], "move": m["moves"][0]},
                          headers=auth(tokens[1]))
            assert r.status_code in (200, 409, 403)
            if r.status_code == 200:
                assert http.get(f"/api/rooms/{room}").json()["seats"][1]["away"] is False


def test_a_turn_timer_below_the_minimum_is_refused(database_url):
    with LiveServer(make_settings(database_url, **NO_LIMITS)) as live, httpx.Client(base_url=live.url) as http:
        r = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "H", "turn_seconds": 1})
        assert r.status_code == 422 and r.json()["error"]["code"] == "bad_turn_timer"


def test_a_turn_deadline_survives_a_restart(database_url):
    """The deadline is stored with the seat: a server started after it passed hands the seat to a bot."""
    settings = make_settings(database_url, bot_delay_ms=0, min_turn_seconds=1, **NO_LIMITS)
    with LiveServer(settings) as live, httpx.Client(base_url=live.url, timeout=30) as http:
        host = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "H", "turn_seconds": 2}).json()
        room = host["room"]
        guest = http.post(f"/api/rooms/{room}/join", json={"name": "G"}).json()
        assert http.post(f"/api/rooms/{room}/start", headers=auth(host["token"])).status_code == 200
        assert all(s["deadline"] for s in http.get(f"/api/rooms/{room}").json()["seats"])
    time.sleep(2.5)  # the deadlines pass while no server runs
    with LiveServer(settings) as live, httpx.Client(base_url=live.url, timeout=30) as http:
        http.get(f"/api/rooms/{room}")  # the room is loaded (unfinished rooms are at start-up anyway)
        wait_for(lambda: all(s["away"] for s in http.get(f"/api/rooms/{room}").json()["seats"]), 10)
        wait_for(lambda: len(log_of(http, room, guest["token"])) >= 2, 10)
