"""Play again cannot be taken over. The issue's attack: a player who asked first became host of
the new room, freed the original host's kept seat and started with bots; the room was charged
to the victim's address (one of its bot-room slots) and bypassed the room-creation limit.

Each person comes from an address of their own (X-Forwarded-For from 127.0.0.1, which uvicorn
trusts by default in these in-process servers)."""

from __future__ import annotations

import httpx
import pytest

from app.db import repository as repo
from app.db.session import make_engine
from tests.api.test_rematch import play_to_end
from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth

ANN, BOB, CY = "203.0.113.5", "198.51.100.7", "192.0.2.44"


def as_from(address: str) -> dict[str, str]:
    return {"X-Forwarded-For": address}


def code(r) -> str:
    return r.json()["error"]["code"]


def finished_room(http: httpx.Client) -> tuple[str, dict[str, str]]:
    """Ann (the host), Bob and Cy played a toy game to its end; their tokens."""
    ann = http.post("/api/rooms", json={"game": "toy", "players": 3, "name": "Ann"}, headers=as_from(ANN)).json()
    room = ann["room"]
    bob = http.post(f"/api/rooms/{room}/join", json={"name": "Bob"}, headers=as_from(BOB)).json()
    cy = http.post(f"/api/rooms/{room}/join", json={"name": "Cy"}, headers=as_from(CY)).json()
    assert http.post(f"/api/rooms/{room}/start", headers=auth(ann["token"])).status_code == 200
    play_to_end(http, room, [ann["token"], bob["token"], cy["token"]])
    return room, {"ann": ann["token"], "bob": bob["token"], "cy": cy["token"]}


def created_by(url: str, room: str) -> str | None:
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            return repo.get_room(conn, room)["created_by"]
    finally:
        engine.dispose()


def test_whoever_asks_first_the_old_host_hosts_and_the_kept_seats_stay(database_url):
    with LiveServer(make_settings(database_url, **NO_LIMITS)) as server, \
            httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = finished_room(http)
        r = http.post(f"/api/rooms/{room}/rematch", headers={**auth(tokens["bob"]), **as_from(BOB)})
        assert r.status_code == 201, r.text
        bob = r.json()
        new = http.get(f"/api/rooms/{bob['room']}").json()
        seat_of = {s["name"]: s["seat"] for s in new["seats"]}
        assert new["host"] == seat_of["Ann"], "the old host hosts the rematch"
        # What the attacker did next is refused, and changes nothing.
        for method, path in (("DELETE", f"/seats/{seat_of['Ann']}"), ("DELETE", f"/seats/{seat_of['Cy']}"),
                             ("POST", "/start"), ("POST", "/bots")):
            r = http.request(method, f"/api/rooms/{bob['room']}{path}", headers=auth(bob["token"]))
            assert r.status_code == 403 and code(r) == "not_host", (method, path, r.text)
        assert http.get(f"/api/rooms/{bob['room']}").json() == new
        # The host takes her seat; for a while she cannot free Cy's kept seat either.
        ann = http.post(f"/api/rooms/{room}/rematch", headers={**auth(tokens["ann"]), **as_from(ANN)}).json()
        assert ann["room"] == bob["room"] and ann["seat"] == seat_of["Ann"]
        r = http.delete(f"/api/rooms/{bob['room']}/seats/{seat_of['Cy']}", headers=auth(ann["token"]))
        assert r.status_code == 409 and code(r) == "seat_kept" and int(r.headers["Retry-After"]) >= 60
        assert http.get(f"/api/rooms/{bob['room']}").json()["seats"][seat_of["Cy"]]["invited"] is True
        cy = http.post(f"/api/rooms/{room}/rematch", headers={**auth(tokens["cy"]), **as_from(CY)})
        assert cy.status_code == 201 and cy.json()["seat"] == seat_of["Cy"]
    # The room is the caller's: counted among Bob's rooms (bot rooms included), not Ann's.
    assert created_by(database_url, bob["room"]) == BOB


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
def test_a_rematch_counts_against_the_callers_room_limit(database_url):
    limits = {**NO_LIMITS, "rooms_per_minute": 1, "rooms_burst": 2}
    with LiveServer(make_settings(database_url, **limits)) as server, \
            httpx.Client(base_url=server.url, timeout=30) as http:
        room, tokens = finished_room(http)  # Ann made one room of her two
        for _ in range(2):  # Bob makes his two
            assert http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Bob"},
                             headers=as_from(BOB)).status_code == 201
        r = http.post(f"/api/rooms/{room}/rematch", headers={**auth(tokens["bob"]), **as_from(BOB)})
        assert r.status_code == 429 and code(r) == "rate_limited" and int(r.headers["Retry-After"]) >= 1
        assert http.get(f"/api/rooms/{room}").json()["rematch"] is None, "nothing was made"
        r = http.post(f"/api/rooms/{room}/rematch", headers={**auth(tokens["ann"]), **as_from(ANN)})
        assert r.status_code == 201, "Ann has a room left to make"
        r = http.post(f"/api/rooms/{room}/rematch", headers={**auth(tokens["bob"]), **as_from(BOB)})
        assert r.status_code == 201, "taking a kept seat is a join, not a room made"
