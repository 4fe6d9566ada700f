"""Chat volume is limited per address as well as per seat: one address holding many seats wrote
300 messages of 500 characters in 2 s, each seat within its own limit."""

from __future__ import annotations

import httpx

from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth
from tests.security import figures

FLOODER, NEIGHBOUR = "198.51.100.9", "203.0.113.77"


def test_one_address_with_many_seats_cannot_flood_the_chat(database_url):
    settings = make_settings(database_url, **NO_LIMITS)
    text = "x" * settings.chat_max_chars
    with LiveServer(settings) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        seats = []
        for _ in range(10):  # ten rooms of three seats, every seat taken from one address
            made = http.post("/api/rooms", json={"game": "toy", "players": 3, "name": "A"},
                             headers={"X-Forwarded-For": FLOODER}).json()
            seats.append((made["room"], made["token"]))
            for name in ("B", "C"):
                joined = http.post(f"/api/rooms/{made['room']}/join", json={"name": name},
                                   headers={"X-Forwarded-For": FLOODER}).json()
                seats.append((made["room"], joined["token"]))
        answers = []
        for _ in range(10):
            for room, token in seats:
                r = http.post(f"/api/rooms/{room}/chat", json={"text": text},
                              headers={**auth(token), "X-Forwarded-For": FLOODER})
                answers.append(r)
        kept = sum(r.status_code == 201 for r in answers)
        refused = [r for r in answers if r.status_code != 201]
        figures.add("chat messages sent from one address with 30 seats", len(answers))
        assert len(answers) == 300
        assert kept <= settings.chat_address_burst + 5, f"{kept} of 300 messages kept"
        assert all(r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"
                   and int(r.headers["Retry-After"]) >= 1 for r in refused)
        # Another address is not held back by the flood.
        made = http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "D"},
                         headers={"X-Forwarded-For": NEIGHBOUR}).json()
        r = http.post(f"/api/rooms/{made['room']}/chat", json={"text": "hello"},
                      headers={**auth(made["token"]), "X-Forwarded-For": NEIGHBOUR})
        assert r.status_code == 201, r.text
