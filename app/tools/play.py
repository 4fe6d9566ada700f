"""`python -m app play`: a reference client that plays one seat of a live room to the end.

    python -m app play --server http://127.0.0.1:8000 --room ROOM --token TOKEN --bot greedy

It uses only the public contract, exactly as an outside program would (see docs/api.md):

1. ``GET /api/rooms/{room}`` for the game, and ``GET /api/rooms/{room}/state`` with the token for
   its seat;
2. the websocket ``/ws/rooms/{room}``: it says hello with its token and then reads the state
   frames the server pushes on every change;
3. whenever a frame shows its seat among the actors: ``GET /api/rooms/{room}/moves``, a choice by
   `app.bots.choose` from the view it received, and ``POST /api/rooms/{room}/moves`` with
   ``{"version", "move"}``, its bearer token and an Idempotency-Key (so a retry after a lost
   answer cannot play twice); a 409 means the game moved on: it fetches the state again;
4. when the status is ``finished`` it prints the final scores and returns.

If the websocket drops it reconnects and resumes from the last version it saw; if no frame comes
for a while it asks ``GET /state`` itself, so it never waits forever on a lost frame.
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
import time
from typing import Any

import httpx

from app import bots
from app.engine import get_game

IDLE_POLL_S = 5.0


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("play", help="play one seat of a live room over REST and the websocket",
                       description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--server", required=True, help="base URL, e.g. http://127.0.0.1:8000")
    p.add_argument("--room", required=True)
    p.add_argument("--token", required=True, help="the seat's token")
    p.add_argument("--bot", default="greedy", choices=bots.LEVELS, help="how the seat chooses its moves")
    p.add_argument("--seed", type=int, default=None, help="seed of the bot's choices (default: random)")
    p.add_argument("--budget-ms", type=float, default=None, help="strong bot's time per move")
    p.add_argument("--quiet", action="store_true", help="print only the final scores")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.budget_ms is not None:
        bots.configure(budget_ms=args.budget_ms)
    client = Client(args.server, args.room, args.token, args.bot,
                    seed=args.seed if args.seed is not None else secrets.randbits(32),
                    log=None if args.quiet else print)
    try:
        final = client.play()
    except ApiError as err:
        print(f"error {err.status} {err.code}: {err.message}", file=sys.stderr)
        return 1
    print(format_scores(final, client.seat))
    return 0


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message = status, code, message


class Client:
    """One seat of one room, played by a bot of `level`, through REST and the websocket."""

    def __init__(self, server: str, room: str, token: str, level: str, seed: int = 0,
                 log=None, timeout: float = 30.0) -> None:
        self.server = server.rstrip("/")
        self.room = room
        self.level = level
        self.seed = seed
        self.log = log or (lambda *a, **k: None)
        self.http = httpx.Client(base_url=self.server, timeout=timeout,
                                 headers={"Authorization": f"Bearer {token}"})
        self.token = token
        self.seat: int | None = None
        self.game = None
        self.moves_played = 0
        self.last_version = -1

    # ----- REST ------------------------------------------------------------------------------

    def call(self, method: str, path: str, **kw) -> Any:
        r = self.http.request(method, path, **kw)
        if r.status_code >= 400:
            try:
                err = r.json()["error"]
                raise ApiError(r.status_code, err["code"], err["message"])
            except (ValueError, KeyError, TypeError):
                raise ApiError(r.status_code, "http_error", r.text[:200]) from None
        return r.json()

    def state(self) -> dict[str, Any]:
        return self.call("GET", f"/api/rooms/{self.room}/state")

    # ----- the game ---------------------------------------------------------------------------

    def play(self) -> dict[str, Any]:
        """Play until the game is over; return the final state answer (with its outcome)."""
        room = self.call("GET", f"/api/rooms/{self.room}")
        self.game = get_game(room["game"])
        st = self.state()
        self.seat = st["seat"]
        if self.seat is None:
            raise ApiError(401, "token_required", "this token belongs to no seat of the room")
        self.log(f"room {self.room}: {self.game.title}, playing seat {self.seat} as a {self.level} bot")
        while True:
            try:
                return self._follow_websocket()
            except _Reconnect:
                time.sleep(0.2)

    def _follow_websocket(self) -> dict[str, Any]:
        from websockets.exceptions import ConnectionClosed
        from websockets.sync.client import connect

        url = self.server.replace("https://", "wss://").replace("http://", "ws://") + f"/ws/rooms/{self.room}"
        hello: dict[str, Any] = {"type": "hello", "token": self.token}
        if self.last_version >= 0:
            hello["version"] = self.last_version
        try:
            with connect(url, open_timeout=10, max_size=2**24) as ws:
                ws.send(json.dumps(hello))
                # Anything that changed before the socket was listening is read over REST once.
                frame: dict[str, Any] | None = {"type": "state", **self.state()}
                while True:
                    if frame is not None and frame.get("type") == "error":
                        raise ApiError(400, frame.get("code", "error"), frame.get("message", ""))
                    if frame is not None and frame.get("type") == "state":
                        frame = self._latest(ws, frame)
                        self.last_version = max(self.last_version, frame["version"])
                        if frame["status"] == "finished":
                            return frame
                        if self.seat in frame["actors"]:
                            done = self._act(frame)
                            if done is not None:
                                return done
                    try:
                        frame = json.loads(ws.recv(timeout=IDLE_POLL_S))
                    except TimeoutError:
                        frame = {"type": "state", **self.state()}  # nothing pushed for a while: ask
        except (ConnectionClosed, OSError) as err:
            self.log(f"websocket closed ({err}); reconnecting from version {self.last_version}")
            raise _Reconnect from err

    @staticmethod
    def _latest(ws, frame: dict[str, Any]) -> dict[str, Any]:
        """Skip to the newest state frame already waiting: only the present matters for a move."""
        while True:
            try:
                nxt = json.loads(ws.recv(timeout=0))
            except TimeoutError:
                return frame
            if nxt.get("type") == "state" and nxt["version"] >= frame["version"]:
                frame = nxt

    def _act(self, frame: dict[str, Any]) -> dict[str, Any] | None:
        """Play while the seat is an actor; return the final state if the game ends meanwhile."""
        view, version = frame["view"], frame["version"]
        for _attempt in range(50):
            listed = self.call("GET", f"/api/rooms/{self.room}/moves")
            if not listed["moves"]:
                return None  # nothing to do now (already moved in this simultaneous step)
            if listed["version"] != version:
                st = self.state()
                if st["status"] == "finished":
                    return st
                view, version = st["view"], st["version"]
                if self.seat not in st["actors"]:
                    return None
                continue
            move = bots.choose(self.game, self.level, view, self.seat, listed["moves"],
                               self.seed * 1_000_003 + version)
            try:
                answer = self.call("POST", f"/api/rooms/{self.room}/moves",
                                   json={"version": version, "move": move},
                                   headers={"Idempotency-Key": secrets.token_hex(16)})
            except ApiError as err:
                if err.status in (409, 403):  # stale, or no longer our turn: look again
                    if err.code == "game_over":
                        return self.state()
                    st = self.state()
                    if st["status"] == "finished":
                        return st
                    view, version = st["view"], st["version"]
                    if self.seat not in st["actors"]:
                        return None
                    continue
                raise
            self.moves_played += 1
            self.log(f"v{version}: {json.dumps(move, sort_keys=True)}")
            if answer["status"] == "finished":
                return answer
            if self.seat not in answer["actors"]:
                return None
            view, version = answer["view"], answer["version"]
        raise ApiError(409, "no_progress", "the server kept refusing this seat's moves")

    def close(self) -> None:
        self.http.close()


class _Reconnect(Exception):
    pass


def format_scores(final: dict[str, Any], seat: int | None) -> str:
    outcome = final.get("outcome") or {}
    scores = outcome.get("scores", [])
    winners = set(outcome.get("winners", []))
    lines = ["final scores:"]
    for s, points in enumerate(scores):
        marks = []
        if s in winners:
            marks.append("winner")
        if s == seat:
            marks.append("this seat")
        lines.append(f"  seat {s}: {points}" + (f" ({', '.join(marks)})" if marks else ""))
    return "\n".join(lines)
