"""The server (`Panorama`: games and rooms) and one seat of a room (`Seat`: its calls, its moves
and the websocket), over httpx and websockets."""

from __future__ import annotations

import json
import secrets
import time
from typing import Any, Callable, Iterator

import httpx

from .errors import ApiError
from .types import LegalMoves, Move, Room, State

# The same request again after these (the server said when, or it was busy).
RETRY_STATUSES = (429, 503)
# A seat's own moves that found the game moved on: choose again, this many times at most.
MAX_CHOICES = 50

Choose = Callable[[State, list[Move]], Move]  # (the state, its legal moves) -> one of the moves


class _Http:
    """Requests with the contract's error body turned into ApiError, retried when that is safe."""

    def __init__(self, server: str, token: str | None, timeout: float, retries: int, max_wait: float,
                 sleep: Callable[[float], None], transport: httpx.BaseTransport | None) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.server = server.rstrip("/")
        self.http = httpx.Client(base_url=self.server, timeout=timeout, headers=headers, transport=transport)
        self.retries, self.max_wait, self.sleep = retries, max_wait, sleep

    def call(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None,
             idempotent: bool | None = None) -> Any:
        """The answer's JSON. 429 and 503 are retried after Retry-After (at most `max_wait` s);
        a lost connection only when the call is idempotent (a GET, a move with its key)."""
        idempotent = method == "GET" if idempotent is None else idempotent
        for attempt in range(self.retries + 1):
            last = attempt == self.retries
            try:
                r = self.http.request(method, path, json=body, headers=headers)
            except httpx.TransportError:
                if last or not idempotent:
                    raise
                self.sleep(min(0.2 * 2 ** attempt, self.max_wait))
                continue
            if r.status_code in RETRY_STATUSES and not last:
                self.sleep(min(_retry_after(r) or 0.2 * 2 ** attempt, self.max_wait))
                continue
            return _answer(r)
        raise AssertionError("unreachable")

    def close(self) -> None:
        self.http.close()


def _retry_after(r: httpx.Response) -> float | None:
    try:
        return float(r.headers["retry-after"])
    except (KeyError, ValueError):
        return None


def _answer(r: httpx.Response) -> Any:
    if r.status_code < 400:
        return r.json()
    try:
        err = r.json()["error"]
        code, message = err["code"], err["message"]
    except (ValueError, KeyError, TypeError):
        code, message = "http_error", r.text[:200]
    raise ApiError(r.status_code, code, message, _retry_after(r))


class Panorama:
    """A server: its games, and rooms to create, join or watch."""

    def __init__(self, server: str, timeout: float = 30.0, retries: int = 5, max_wait: float = 30.0,
                 sleep: Callable[[float], None] = time.sleep, transport: httpx.BaseTransport | None = None) -> None:
        self.server = server.rstrip("/")
        self._options = {"timeout": timeout, "retries": retries, "max_wait": max_wait, "sleep": sleep,
                         "transport": transport}
        self._http = _Http(self.server, None, **self._options)

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

    def seat(self, room: str, token: str | None, seat: int | None = None) -> "Seat":
        """A seat of `room` by its token (None: a spectator)."""
        return Seat(self.server, room, token, seat, **self._options)

    def close(self) -> None:
        self._http.close()


class Seat:
    """One seat of one room (or a spectator, without a token)."""

    def __init__(self, server: str, room: str, token: str | None, seat: int | None = None,
                 timeout: float = 30.0, retries: int = 5, max_wait: float = 30.0,
                 sleep: Callable[[float], None] = time.sleep, transport: httpx.BaseTransport | None = None) -> None:
        self.server, self.room, self.token, self.seat = server.rstrip("/"), room, token, seat
        self._http = _Http(self.server, token, timeout, retries, max_wait, sleep, transport)
        self.sleep = sleep
        self.moves_made = 0

    # ----- the room --------------------------------------------------------------------------

    def info(self) -> Room:
        return self._http.call("GET", f"/api/rooms/{self.room}")

    def add_bot(self, level: str | None = None) -> int:
        """(host) A bot takes the next free seat; its seat number."""
        return self._http.call("POST", f"/api/rooms/{self.room}/bots",
                               {"level": level} if level else None)["seat"]

    def start(self) -> Room:
        return self._http.call("POST", f"/api/rooms/{self.room}/start")

    def leave(self) -> Room:
        return self._http.call("POST", f"/api/rooms/{self.room}/leave")

    def come_back(self) -> Room:
        return self._http.call("POST", f"/api/rooms/{self.room}/return")

    def scores(self) -> list[dict[str, Any]]:
        return self._http.call("GET", f"/api/rooms/{self.room}/scores")

    def log(self) -> list[dict[str, Any]]:
        return self._http.call("GET", f"/api/rooms/{self.room}/log")

    # ----- the game --------------------------------------------------------------------------

    def state(self) -> State:
        st: State = self._http.call("GET", f"/api/rooms/{self.room}/state")
        if self.token is not None:
            self.seat = st["seat"]
        return st

    def moves(self) -> LegalMoves:
        return self._http.call("GET", f"/api/rooms/{self.room}/moves")

    def move(self, version: int, move: Move, key: str | None = None) -> State:
        """Make `move` at `version`; the new state. One Idempotency-Key for every retry, so a
        retry after a lost answer can never move twice."""
        key = key or secrets.token_hex(16)
        answer = self._http.call("POST", f"/api/rooms/{self.room}/moves", {"version": version, "move": move},
                                 headers={"Idempotency-Key": key}, idempotent=True)
        self.moves_made += 1
        return answer

    def act(self, choose: Choose, state: State | None = None) -> State | None:
        """Choose among the legal moves with `choose(state, moves)` and make the move; the new
        state, or None when the seat has nothing to do now. When the game moved on (409) it
        looks again and chooses again; when it is not the seat's turn (403) it returns None."""
        for _ in range(MAX_CHOICES):
            listed = self.moves()
            if not listed["moves"]:
                return None
            if state is None or state["version"] != listed["version"]:
                state = self.state()
                if state["version"] != listed["version"]:
                    state = None
                    continue  # the game moved between the two calls: look again
            try:
                return self.move(listed["version"], choose(state, listed["moves"]))
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

        After a drop it reconnects with the last version seen, so no version is missed; with
        `latest` it skips to the newest state already waiting (what a player acts on). If nothing
        comes for `idle` seconds it asks GET /state itself. An error frame raises ApiError
        (version_ahead excepted: the server then sends its current version)."""
        from websockets.exceptions import ConnectionClosed
        from websockets.sync.client import connect

        url = self.server.replace("https://", "wss://", 1).replace("http://", "ws://", 1) + f"/ws/rooms/{self.room}"
        last, failures = since, 0
        while True:
            hello: dict[str, Any] = {"type": "hello"}
            if self.token:
                hello["token"] = self.token
            if last is not None:
                hello["version"] = last
            try:
                with connect(url, open_timeout=10, max_size=2 ** 24) as ws:
                    ws.send(json.dumps(hello))
                    failures = 0
                    while True:
                        frame = self._next_state(ws, idle, latest)
                        if last is None or frame["version"] > last:
                            last = frame["version"]
                            if self.token is not None:
                                self.seat = frame["seat"]
                            yield frame
            except (ConnectionClosed, OSError):
                failures += 1
                if failures > max_reconnects:
                    raise
                self.sleep(min(0.2 * 2 ** failures, 5.0))

    def _next_state(self, ws, idle: float, latest: bool) -> State:
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
    def _newest(ws, frame: State) -> State:
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
