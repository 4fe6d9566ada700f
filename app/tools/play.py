"""`python -m app play`: a reference client that plays one seat of a live room to the end.

    python -m app play --server http://127.0.0.1:8000 --room ROOM --token TOKEN --bot greedy

It uses only the public contract, exactly as an outside program would (see docs/api.md):

1. ``GET /api/rooms/{room}`` for the game, and ``GET /api/rooms/{room}/state`` with the token for
   its seat;
2. the websocket ``/ws/rooms/{room}``: it says hello with its token and then reads the state
   frames the server pushes on every change;
3. whenever a frame shows its seat among the actors: a choice by `app.bots.choose` among the
   legal moves the frame carries, from its view, and ``POST /api/rooms/{room}/moves`` with
   ``{"version", "move"}``, its bearer token and an Idempotency-Key (so a retry after a lost
   answer cannot play twice); a 409 means the game moved on: it fetches the state again;
4. when the status is ``finished`` it prints the final scores and returns.

If the websocket drops it reconnects and resumes from the last version it saw; if no frame comes
for a while it asks ``GET /state`` itself, so it never waits forever on a lost frame. All of this
is the client package's (`panorama_client.Seat`: `states` and `act`, clients/python); this
command adds the server's bots to choose.
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from contextlib import closing
from typing import Any

from app import bots
from app.engine import get_game


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
    # Imported here: the server's other commands run where the client package is not installed.
    from panorama_client import ApiError

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


class Client:
    """One seat of one room, played by a bot of `level`, through the client package (clients/python)."""

    def __init__(self, server: str, room: str, token: str, level: str, seed: int = 0,
                 log=None, timeout: float = 30.0) -> None:
        self.level = level
        self.seed = seed
        self.log = log or (lambda *a, **k: None)
        from panorama_client import Seat

        self.me = Seat(server, room, token, timeout=timeout)
        self.room = room
        self.game = None

    @property
    def seat(self) -> int | None:
        return self.me.seat

    @property
    def moves_played(self) -> int:
        return self.me.moves_made

    def play(self) -> dict[str, Any]:
        """Play until the game is over; return the final state answer (with its outcome)."""
        self.game = get_game(self.me.info()["game"])
        if self.me.state()["seat"] is None:
            from panorama_client import ApiError

            raise ApiError(401, "token_required", "this token belongs to no seat of the room")
        self.log(f"room {self.room}: {self.game.title}, playing seat {self.seat} as a {self.level} bot")
        with closing(self.me.states()) as states:
            for state in states:
                while state is not None and state["status"] != "finished" and self.seat in state["actors"]:
                    state = self.me.act(self._choose, state)
                if state is not None and state["status"] == "finished":
                    return state
        raise AssertionError("the websocket stopped")

    def _choose(self, state: dict[str, Any], moves: list[dict[str, Any]]) -> dict[str, Any]:
        move = bots.choose(self.game, self.level, state["view"], self.seat, moves,
                           self.seed * 1_000_003 + state["version"])
        self.log(f"v{state['version']}: {json.dumps(move, sort_keys=True)}")
        return move

    def close(self) -> None:
        self.me.close()


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
