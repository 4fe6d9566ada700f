"""Small helpers shared by the reliability and security tests."""

from __future__ import annotations

import httpx

# Limits high enough that tests creating many rooms from one address are not slowed down; the
# rate limits themselves are tested with their own settings.
NO_LIMITS = {"rooms_per_minute": 1e6, "rooms_burst": 1_000_000, "joins_per_minute": 1e6, "joins_burst": 1_000_000}
NO_LIMITS_ENV = {k.upper(): str(v) for k, v in NO_LIMITS.items()}


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def open_room(http: httpx.Client, game: str, players: int, options: dict | None = None,
              start: bool = True) -> tuple[str, list[str]]:
    """A room whose every seat is a person played by the test; returns (room, tokens by seat)."""
    body = {"game": game, "players": players, "name": "Host"}
    if options:
        body["options"] = options
    r = http.post("/api/rooms", json=body)
    assert r.status_code == 201, r.text
    host = r.json()
    tokens = [host["token"]]
    for i in range(1, players):
        r = http.post(f"/api/rooms/{host['room']}/join", json={"name": f"P{i}"})
        assert r.status_code == 201, r.text
        tokens.append(r.json()["token"])
    if start:
        r = http.post(f"/api/rooms/{host['room']}/start", headers=auth(host["token"]))
        assert r.status_code == 200, r.text
    return host["room"], tokens
