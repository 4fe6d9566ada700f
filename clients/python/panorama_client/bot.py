"""A bot of your own at someone's table: it takes the seat the host kept for it with the
invitation link (`Bot.accept`), and follows every room its token sits in on one connection
(`Bot.events`, GET /api/stream), acting where it is its turn.

    bot, seat = Bot.accept("http://127.0.0.1:8000/rooms/m85kRJxKXLo#invite=...")
    for event in bot.events():
        if event["turn"]:
            bot.seat(event["room"]).act(choose)

A bot keeps one token for all its rooms: `Bot.accept(link, token=bot.token)` takes the next
invitation with the token it already has, so its one stream follows them all.
"""

from __future__ import annotations

import json
import time
from typing import Any, Callable, Iterator
from urllib.parse import parse_qs, urlsplit

import httpx

from .http import Http, error_of
from .seat import Seat
from .types import SeatEvent


def parse_link(link: str) -> tuple[str, str, str]:
    """(server, room, invitation) of a link `{server}/rooms/{room}#invite={invitation}`."""
    parts = urlsplit(link)
    path = parts.path.rstrip("/").split("/")
    invite = parse_qs(parts.fragment).get("invite", [""])[0]
    if len(path) < 2 or path[-2] != "rooms" or not invite:
        raise ValueError(f"not an invitation link: {link!r} (expected {{server}}/rooms/{{room}}#invite=...)")
    prefix = "/".join(path[:-2])
    return f"{parts.scheme}://{parts.netloc}{prefix}", path[-1], invite


class Bot:
    """One token, and every seat it holds on a server."""

    def __init__(self, server: str, token: str, sleep: Callable[[float], None] = time.sleep,
                 transport: httpx.BaseTransport | None = None, **seat_settings: Any) -> None:
        self.server, self.token = server.rstrip("/"), token
        self.sleep, self.transport = sleep, transport
        self.seat_settings = seat_settings
        self._seats: dict[str, Seat] = {}

    @classmethod
    def accept(cls, link: str, token: str | None = None, **settings: Any) -> tuple["Bot", Seat]:
        """Take the seat an invitation link keeps; with `token`, keep that token (one for every
        room). The bot and its seat."""
        server, room, invite = parse_link(link)
        http = Http(server, token, 30.0, 5, 30.0, settings.get("sleep", time.sleep), settings.get("transport"))
        try:
            taken = http.call("POST", f"/api/rooms/{room}/accept", {"invite": invite})
        finally:
            http.close()
        bot = cls(server, taken["token"], **settings)
        return bot, bot.seat(room, taken["seat"])

    def seat(self, room: str, seat: int | None = None) -> Seat:
        """This bot's seat in `room` (one Seat per room, kept)."""
        if room not in self._seats:
            self._seats[room] = Seat(self.server, room, self.token, seat, sleep=self.sleep, transport=self.transport,
                                     **self.seat_settings)
        return self._seats[room]

    def events(self, idle: float = 45.0, max_reconnects: int = 20) -> Iterator[SeatEvent]:
        """Every room this bot's token sits in, as it is now, then one event per change, from
        GET /api/stream, until the caller stops. After a drop it reconnects (and gets every
        room as it is now again)."""
        failures = 0
        while True:
            try:
                with httpx.Client(timeout=httpx.Timeout(10.0, read=idle), transport=self.transport) as http, \
                        http.stream("GET", f"{self.server}/api/stream",
                                    headers={"Authorization": f"Bearer {self.token}"}) as r:
                    if r.status_code >= 400:
                        r.read()
                        raise error_of(r)
                    failures = 0
                    for line in r.iter_lines():
                        if line.strip():
                            yield json.loads(line)
            except (httpx.TransportError, httpx.StreamError):
                failures += 1
                if failures > max_reconnects:
                    raise
                self.sleep(min(0.2 * 2 ** failures, 5.0))

    def close(self) -> None:
        for seat in self._seats.values():
            seat.close()
