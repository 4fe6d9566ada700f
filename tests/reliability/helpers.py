"""Small helpers shared by the reliability and security tests."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.conftest import free_port

ROOT = Path(__file__).resolve().parents[2]

# Limits high enough that tests creating many rooms from one address are not slowed down; the
# rate limits themselves are tested with their own settings.
NO_LIMITS = {"rooms_per_minute": 1e6, "rooms_burst": 1_000_000, "joins_per_minute": 1e6, "joins_burst": 1_000_000,
             "moves_per_minute": 1e6, "moves_burst": 1_000_000}
NO_LIMITS_ENV = {k.upper(): str(v) for k, v in NO_LIMITS.items()}


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def read_log(http: httpx.Client, room: str, token: str | None = None) -> list[dict]:
    """A room's whole log as the token's seat (or a spectator) sees it, a page at a time."""
    headers = auth(token) if token else {}
    entries, url = [], f"/api/rooms/{room}/log"
    while url:
        r = http.get(url, headers=headers)
        assert r.status_code == 200, r.text
        entries += r.json()
        url = r.links.get("next", {}).get("url")
    return entries


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


class ServerProcess:
    """A real `python -m app serve` on a free port, its output in `log_path`; the room and join
    limits lifted, Redis off, unless `env` says otherwise."""

    def __init__(self, database_url: str, log_path: Path, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = log_path
        full = {**os.environ, **NO_LIMITS_ENV, "DATABASE_URL": database_url, "LOG_LEVEL": "info"}
        full.pop("REDIS_URL", None)
        full.update(env or {})
        self.log = open(log_path, "wb")
        self.proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1",
                                      "--port", str(self.port)], cwd=ROOT, env=full,
                                     stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 60
        while True:
            try:
                if httpx.get(self.url + "/api/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if self.proc.poll() is not None or time.time() > deadline:
                self.kill()
                raise RuntimeError(f"server did not start:\n{log_path.read_text()}")
            time.sleep(0.1)

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)
        self.log.close()

    def output(self) -> str:
        return self.log_path.read_text(errors="replace")

    def __enter__(self) -> "ServerProcess":
        return self

    def __exit__(self, *exc) -> None:
        self.kill()
