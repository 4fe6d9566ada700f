"""The in-memory runtime of one match: current state, legal-move cache and recent history.

It lives under the one-writer rule: only the match service changes it, holding `lock`.
"""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from app.engine import Event, Game, Move, State
from app.engine.events import event_for

HISTORY = 64


@dataclass(slots=True)
class SeatInfo:
    seat: int
    name: str = ""
    kind: str = "human"
    bot_level: str | None = None
    token_hash: str | None = None
    taken: bool = False
    away: bool = False
    deadline: Any = None

    def public(self) -> dict[str, Any]:
        return {"seat": self.seat, "name": self.name, "kind": self.kind, "taken": self.taken,
                "level": self.bot_level, "away": self.away,
                "deadline": self.deadline.isoformat() if self.deadline else None}

    @property
    def played_by_bot(self) -> bool:
        return self.kind == "bot" or self.away


@dataclass(slots=True)
class Step:
    """One version of the match: the move that made it (None for the start) and its events."""

    version: int
    seat: int | None
    move: Move | None
    events: list[Event]
    state: State


@dataclass
class Match:
    room_id: str
    game: Game
    players: int
    options: dict[str, Any]
    status: str
    seats: list[SeatInfo]
    seed: int | None = None
    turn_seconds: int | None = None
    state: State | None = None
    version: int = 0
    actors: list[int] = field(default_factory=list)
    legal: dict[int, list[Move]] = field(default_factory=dict)
    # The version at which each seat's legal moves last changed: a move naming an older
    # version is stale; one naming this version or later is not, whatever others did since.
    moves_version: list[int] = field(default_factory=list)
    history: deque[Step] = field(default_factory=lambda: deque(maxlen=HISTORY))
    outcome: dict[str, Any] | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    idempotency: dict[tuple[int, str], tuple[str, dict[str, Any]]] = field(default_factory=dict)
    bot_tasks: dict[int, asyncio.Task] = field(default_factory=dict)

    def reset(self, state: State, version: int) -> None:
        """Adopt `state` as the current one with nothing known about earlier versions."""
        self.state = state
        self.version = version
        self.actors = self.game.actors(state)
        self.legal = {s: self.game.legal_moves(state, s) for s in self.actors}
        self.moves_version = [version] * self.players
        self.history.clear()
        self.history.append(Step(version, None, None, [], state))
        self._check_finished()

    def advance(self, seat: int, move: Move, events: list[Event], state: State, version: int) -> None:
        before = set(self.actors)
        self.state = state
        self.version = version
        self.actors = self.game.actors(state)
        for s in before | set(self.actors):
            new = self.game.legal_moves(state, s) if s in self.actors else []
            if new != self.legal.get(s, []):
                self.moves_version[s] = version
            if new:
                self.legal[s] = new
            else:
                self.legal.pop(s, None)
        self.history.append(Step(version, seat, move, events, state))
        self._check_finished()

    def _check_finished(self) -> None:
        self.outcome = self.game.outcome(self.state) if self.state is not None else None
        if self.outcome is not None:
            self.status = "finished"

    # ----- what leaves the server: everything passes through game.view -------------------

    def room_info(self) -> dict[str, Any]:
        return {
            "room": self.room_id, "game": self.game.id, "status": self.status, "players": self.players,
            "options": self.options, "turn_seconds": self.turn_seconds,
            "seats": [s.public() for s in self.seats],
        }

    def state_for(self, seat: int | None, step: Step | None = None) -> dict[str, Any]:
        """The state answer of the REST contract for one viewer, at `step` (default: now)."""
        if self.state is None:
            return {"version": 0, "status": self.status, "actors": [], "seat": seat, "view": None,
                    "outcome": None, "events": []}
        if step is None:
            step = self.history[-1]
        finished = self.game.outcome(step.state) is not None
        return {
            "version": step.version,
            "status": "finished" if finished else "playing",
            "actors": self.game.actors(step.state),
            "seat": seat,
            "view": self.game.view(step.state, seat),
            "outcome": self.game.outcome(step.state) if finished else None,
            "events": [event_for(e, seat, finished) for e in step.events],
        }

    def frame(self, seat: int | None, step: Step) -> dict[str, Any]:
        return {"type": "state", **self.state_for(seat, step)}
