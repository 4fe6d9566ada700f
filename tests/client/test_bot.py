"""A bot of one's own: it takes the seats hosts kept for it, keeps one token for all of them, and
plays them all to the end from one event stream (GET /api/stream), against a live server."""

from __future__ import annotations

import random
import time

import httpx
import pytest

from panorama_client import ApiError, Bot, Panorama, parse_link
from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('bot') / 'p.db'}")
    with LiveServer(make_settings(url, **NO_LIMITS)) as live:
        yield live


def test_an_invitation_link_names_its_server_room_and_invitation():
    assert parse_link("http://h:8/rooms/AbC#invite=x-y") == ("http://h:8", "AbC", "x-y")
    assert parse_link("https://h/panorama/rooms/AbC/#invite=z") == ("https://h/panorama", "AbC", "z")
    with pytest.raises(ValueError):
        parse_link("http://h/rooms/AbC#seat=1&token=t")


def test_one_token_takes_seats_in_two_rooms_and_only_once_each(server):
    table = Panorama(server.url)
    first = table.create_room("toy", players=3, name="Ann")
    bot, seat = Bot.accept(first.invite_bot("Gull")["link"])
    second = table.create_room("toy", players=3, name="Bea")
    link = second.invite_bot("Gull")["link"]
    again, seat2 = Bot.accept(link, token=bot.token)
    assert again.token == bot.token and seat2.seat == 1
    with pytest.raises(ApiError) as err:
        Bot.accept(link, token=bot.token)
    assert (err.value.status, err.value.code) == (401, "bad_invite"), "an invitation is used once"
    with pytest.raises(ApiError) as err:
        Bot.accept(second.invite_bot("Tern")["link"], token=bot.token)
    assert (err.value.status, err.value.code) == (409, "seated_here")
    assert second.info()["seats"][2]["invited"], "the refused invitation still keeps its seat"
    with pytest.raises(ApiError) as err:
        Bot.accept(first.invite_bot("Tern")["link"], token="too-short")
    assert err.value.code == "bad_key"
    r = httpx.get(f"{server.url}/api/stream", headers={"Authorization": "Bearer nobody-sits-with-this-token"})
    assert (r.status_code, r.json()["error"]["code"]) == (401, "bad_token")


@pytest.mark.timeout(240)
def test_a_bot_plays_every_room_its_token_sits_in_from_one_stream(server):
    table = Panorama(server.url)
    hosts = [table.create_room(game, players=2, name="Host") for game in ("camargue", "toy")]
    bot, _ = Bot.accept(hosts[0].invite_bot("Gull")["link"])
    Bot.accept(hosts[1].invite_bot("Gull")["link"], token=bot.token)
    rng = random.Random(7)
    seen, finished, started = [], {}, False
    deadline = time.monotonic() + 200
    for event in bot.events():
        assert time.monotonic() < deadline, "the games did not end in time"
        seen.append((event["room"], event["status"]))
        if not started and {r for r, s in seen} == {h.room for h in hosts}:
            started = True
            for host in hosts:
                host.start()
                host.leave()  # a server bot plays the host's seat
        if event["turn"]:
            bot.seat(event["room"]).act(lambda state, moves: rng.choice(moves))
        if event["status"] == "finished":
            finished[event["room"]] = event["outcome"]["scores"]
            if len(finished) == len(hosts):
                break
    assert [(h.room, "open") for h in hosts] == seen[:2], "the stream starts with every room of the token"
    for host in hosts:
        final = host.state()
        assert final["status"] == "finished" and final["outcome"]["scores"] == finished[host.room]
    assert sum(bot.seat(h.room).moves_made for h in hosts) > 10
