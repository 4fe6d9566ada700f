"""The server (`Panorama`: games and rooms) and one seat of a room (`Seat`: its calls, its moves
and the websocket), over httpx and websockets."""

from __future__ import annotations

import json
import secrets
import time
from typing import Any, Callable, Iterator

import httpx

from .errors import ApiError
from .http import Http
from .types import LegalMoves, Move, Room, State

LOG_PAGE = 500  # the most entries GET /log answers at a time (docs/api.md)

# A seat's own moves that found the game moved on: choose again, this many times at most.
MAX_CHOICES = 50

Choose = Callable[[State, list[Move]], Move]  # (the state, its legal moves) -> one of the moves


class Panorama:
    """A server: its games, and rooms to create, join or watch."""

    def __init__(self, server: str, timeout: float = 30.0, retries: int = 5, max_wait: float = 30.0,
                 sleep: Callable[[float], None] = time.sleep, transport: httpx.BaseTransport | None = None) -> None:
        self.server = server.rstrip("/")
        self._options: dict[str, Any] = {"timeout": timeout, "retries": retries, "max_wait": max_wait,
                                         "sleep": sleep, "transport": transport}
        self._http = Http(self.server, None, **self._options)

    def games(self) -> list[dict[str, Any]]:
        return self._http.call("GET", "/api/games")

    def game(self, game: str) -> dict[str, Any]:
        """Metadata, catalog, move_schema and view_schema."""
        return self._http.call("GET", f"/api/games/{game}")

    def room(self, room: str) -> Room:
        return self._http.call("GET", f"/api/rooms/{room}")

    def create_room(self, game: str, players: int, name: str, options: dict[str, Any] | None = None,
                    turn_seconds: int | None = None) -> "Seat":
        body: dict[str, Any] = {"game": game, "players": players, "name": name}
        if options is not None:
            body["options"] = options
        if turn_seconds is not None:
            body["turn_seconds"] = turn_seconds
        created = self._http.call("POST", "/api/rooms", body)
        return self.seat(created["room"], created["token"], created["seat"])

    def join(self, room: str, name: str) -> "Seat":
        joined = self._http.call("POST", f"/api/rooms/{room}/join", {"name": name})
        return self.seat(room, joined["token"], joined["seat"])

    def seat(self, room: str, token: str | None, seat: int | None = None, **settings: Any) -> "Seat":
        """A seat of `room` by its token (None: a spectator); `settings` as Seat takes them."""
        return Seat(self.server, room, token, seat, **{**self._options, **settings})

    def close(self) -> None:
        self._http.close()


class Seat:
    """One seat of one room (or a spectator, without a token).

    With `previews`, every state it fetches or is pushed (at the current version) and every answer
    to its moves carries `previews`, what each of `moves` is worth, worded in `lang`."""

    def __init__(self, server: str, room: str, token: str | None, seat: int | None = None,
                 timeout: float = 30.0, retries: int = 5, max_wait: float = 30.0,
                 sleep: Callable[[float], None] = time.sleep, transport: httpx.BaseTransport | None = None,
                 previews: bool = False, lang: str | None = None) -> None:
        self.server, self.room, self.token, self.seat = server.rstrip("/"), room, token, seat
        self._http = Http(self.server, token, timeout, retries, max_wait, sleep, transport)
        self.sleep = sleep
        self.previews, self.lang = previews, lang
        self.moves_made = 0
        self.latest = -1  # the newest version this seat has seen, from any answer or frame

    # ----- the room --------------------------------------------------------------------------

    def info(self) -> Room:
        return self._http.call("GET", f"/api/rooms/{self.room}")

    def add_bot(self, level: str | None = None) -> int:
        """(host) A bot of the server takes the next free seat; its seat number."""
        return self._http.call("POST", f"/api/rooms/{self.room}/bots",
                               {"level": level} if level else None)["seat"]

    def invite_bot(self, name: str) -> dict[str, Any]:
        """(host) Keep the next free seat for an outside bot: {seat, invite, link}; hand the link
        to the bot's program (`Bot.accept(link)`)."""
        return self._http.call("POST", f"/api/rooms/{self.room}/invites", {"name": name})

    def start(self) -> Room:
        return self._http.call("POST", f"/api/rooms/{self.room}/start")

    def leave(self) -> Room:
        return self._http.call("POST", f"/api/rooms/{self.room}/leave")

    def come_back(self) -> Room:
        return self._http.call("POST", f"/api/rooms/{self.room}/return")

    def scores(self) -> list[dict[str, Any]]:
        return self._http.call("GET", f"/api/rooms/{self.room}/scores")

    def log(self, after: int = 0) -> list[dict[str, Any]]:
        """The log after version `after` as this seat may see it, read a page at a time."""
        entries: list[dict[str, Any]] = []
        while True:
            page = self._http.call("GET", f"/api/rooms/{self.room}/log?after={after}")
            entries += page
            if len(page) < LOG_PAGE:
                return entries
            after = page[-1]["version"]

    # ----- the game --------------------------------------------------------------------------

    def _query(self) -> dict[str, str] | None:
        if not self.previews:
            return None
        return {"preview": "true", **({"lang": self.lang} if self.lang else {})}

    def _seen(self, state: State) -> State:
        self.latest = max(self.latest, state["version"])
        if self.token is not None and state.get("seat") is not None:
            self.seat = state["seat"]
        return state

    def state(self) -> State:
        """The game as this seat may see it, with its legal moves (`moves`)."""
        return self._seen(self._http.call("GET", f"/api/rooms/{self.room}/state", params=self._query()))

    def moves(self) -> LegalMoves:
        return self._http.call("GET", f"/api/rooms/{self.room}/moves", params=self._query())

    def move(self, version: int, move: Move, key: str | None = None) -> State:
        """Make `move` at `version`; the new state. One Idempotency-Key for every retry, so a
        retry after a lost answer can never move twice."""
        key = key or secrets.token_hex(16)
        answer = self._http.call("POST", f"/api/rooms/{self.room}/moves", {"version": version, "move": move},
                                 headers={"Idempotency-Key": key}, idempotent=True, params=self._query())
        self.moves_made += 1
        return self._seen(answer)

    def act(self, choose: Choose, state: State | None = None) -> State | None:
        """Choose among the legal moves of `state` (every state carries the seat's `moves`; None:
        fetch it) with `choose(state, moves)` and make the move; the new state, or None when the
        seat has nothing to do now. When the game moved on (409) it fetches the state and chooses
        again; when it is not the seat's turn (403) or the game is over it returns None."""
        for _ in range(MAX_CHOICES):
            if state is None or state["version"] < self.latest:
                state = self.state()  # a push older than the answer to this seat's own move
            if state["status"] != "playing" or not state["moves"]:
                return None
            try:
                return self.move(state["version"], choose(state, state["moves"]))
            except ApiError as err:
                if err.code in ("not_your_turn", "game_over"):
                    return None
                if err.status != 409:
                    raise
                state = None  # stale: choose again from what the game is now
        raise ApiError(409, "no_progress", f"the game kept moving on; {MAX_CHOICES} choices were refused")

    # ----- the websocket ---------------------------------------------------------------------

    def states(self, since: int | None = None, latest: bool = True, idle: float = 5.0,
               max_reconnects: int = 20) -> Iterator[State]:
        """Every new version as the seat sees it, from the websocket, until the caller stops.

        The first is the game now; after it, versions are compared with the newest this seat has
        seen from any source, so a push older than the answer to its own move is skipped. After a
        drop it reconnects with the last version seen, so no version the server still keeps in
        memory (the last 16) is missed; further behind, the next is the current version
        (`log(after=...)` has what happened between); with `latest` it skips to the newest state
        already waiting (what a player acts on). If nothing comes for `idle` seconds it asks
        GET /state itself. An error frame raises ApiError (version_ahead excepted: the server then
        sends its current version)."""
        from websockets.exceptions import ConnectionClosed
        from websockets.sync.client import connect

        url = self.server.replace("https://", "wss://", 1).replace("http://", "ws://", 1) + f"/ws/rooms/{self.room}"
        last, failures, first = since, 0, True
        while True:
            hello: dict[str, Any] = {"type": "hello"}
            if self.token:
                hello["token"] = self.token
            if last is not None:
                hello["version"] = last
            if self.previews:
                hello["previews"] = True
                if self.lang:
                    hello["lang"] = self.lang
            try:
                with connect(url, open_timeout=10, max_size=2 ** 24) as ws:
                    ws.send(json.dumps(hello))
                    failures = 0
                    while True:
                        frame = self._next_state(ws, idle, latest)
                        last = frame["version"] if last is None else max(last, frame["version"])
                        if first or frame["version"] > self.latest:
                            first = False
                            yield self._seen(frame)
            except (ConnectionClosed, OSError):
                failures += 1
                if failures > max_reconnects:
                    raise
                self.sleep(min(0.2 * 2 ** failures, 5.0))

    def _next_state(self, ws: Any, idle: float, latest: bool) -> State:
        while True:
            try:
                frame = json.loads(ws.recv(timeout=idle))
            except TimeoutError:
                return self.state()  # nothing pushed for a while: ask
            kind = frame.get("type")
            if kind == "error":
                if frame.get("code") == "version_ahead":
                    continue
                raise ApiError(400, frame.get("code", "error"), frame.get("message", ""))
            if kind == "state":
                frame.pop("type")
                return self._newest(ws, frame) if latest else frame

    @staticmethod
    def _newest(ws: Any, frame: State) -> State:
        while True:
            try:
                nxt = json.loads(ws.recv(timeout=0))
            except TimeoutError:
                return frame
            if nxt.get("type") == "state" and nxt["version"] >= frame["version"]:
                nxt.pop("type")
                frame = nxt

    def close(self) -> None:
        self._http.close()
