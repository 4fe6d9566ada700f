"""`python -m app play`: the reference client plays a seat of a live room to the end, over REST
and the websocket only, while the server's bots play the other seats."""

from __future__ import annotations

import httpx
import pytest

from app import bots
from app.cli import main
from tests.conftest import LiveServer, make_settings, migrated


@pytest.fixture
def server(tmp_path):
    saved = (bots.CONFIG.budget_ms, bots.CONFIG.iterations)
    bots.configure(budget_ms=20)  # the server's strong bots, kept quick
    url = migrated(f"sqlite:///{tmp_path / 'play.db'}")
    with LiveServer(make_settings(url, bot_delay_ms=0, bot_budget_ms=20)) as live:
        yield live
    bots.configure(budget_ms=saved[0], iterations=saved[1])


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def open_room(server: LiveServer, game: str, levels: list[str]) -> dict:
    """A room whose host is the reference client and whose other seats are server bots."""
    with httpx.Client(base_url=server.url, timeout=30) as http:
        host = http.post("/api/rooms", json={"game": game, "players": len(levels) + 1, "name": "Script"}).json()
        for level in levels:
            r = http.post(f"/api/rooms/{host['room']}/bots", json={"level": level}, headers=auth(host["token"]))
            assert r.status_code == 201, r.text
        assert http.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"])).status_code == 200
    return host


def final_state(server: LiveServer, room: str) -> dict:
    with httpx.Client(base_url=server.url, timeout=30) as http:
        return http.get(f"/api/rooms/{room}/state").json()


def test_the_client_plays_a_seat_to_the_end_against_server_bots(server, capsys):
    host = open_room(server, "camargue", ["greedy"])
    code = main(["play", "--server", server.url, "--room", host["room"], "--token", host["token"],
                 "--bot", "greedy", "--seed", "4"])
    assert code == 0
    out = capsys.readouterr().out
    final = final_state(server, host["room"])
    assert final["status"] == "finished"
    assert "final scores:" in out and "this seat" in out
    for seat, points in enumerate(final["outcome"]["scores"]):
        assert f"seat {seat}: {points}" in out
    assert out.count("\nv") + out.startswith("v") > 10, "the client made moves of its own"


@pytest.mark.timeout(300)
@pytest.mark.parametrize("game", ["camargue", "osaka", "provence", "sunset", "phototour"])
def test_bots_finish_every_game_on_a_running_server(server, game):
    """The reference client (greedy) and server bots of every level fill four seats and finish."""
    from app.tools.play import Client

    levels = ["greedy", "strong", "random"]
    host = open_room(server, game, levels)
    client = Client(server.url, host["room"], host["token"], "greedy", seed=3)
    try:
        final = client.play()
    finally:
        client.close()
    assert final["status"] == "finished"
    assert final["outcome"] == final_state(server, host["room"])["outcome"]
    assert client.moves_played > 0


def test_a_bad_token_is_reported(server, capsys):
    host = open_room(server, "camargue", ["random"])
    assert main(["play", "--server", server.url, "--room", host["room"], "--token", "nope", "--bot", "random"]) == 1
    assert "bad_token" in capsys.readouterr().err


def test_a_token_that_begins_with_a_dash_is_read_as_the_token(monkeypatch):
    """Tokens are URL-safe base64: one in 64 begins with "-", which must not read as an option."""
    from app.tools import play

    seen = {}

    def fake_run(args):
        seen.update(room=args.room, token=args.token)
        return 0

    monkeypatch.setattr(play, "run", fake_run)
    assert main(["play", "--server", "http://127.0.0.1:9", "--room", "r1", "--token", "-yujC-x_",
                 "--bot", "greedy"]) == 0
    assert seen == {"room": "r1", "token": "-yujC-x_"}
