"""The in-memory runtime of one match: current state, legal-move cache and recent history.

It lives under the one-writer rule: only the match service changes it, holding `lock`.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import orjson

from app.engine import Event, Game, Move, State
from app.engine.events import event_for
from app.wording import Wording, seat_namer

HISTORY = 16
_PREVIEWING = asyncio.Semaphore(2)  # previews worked out at once, in threads
KEEP_ANSWERS = 2  # versions whose serialized answers and legal moves stay cached


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
    host: bool = False
    invited_from: int | None = None
    colour: str | None = None  # chosen in the waiting room; None: the game's colour for this seat
    outside_bot: bool = False  # kept for a program playing over the API (app/services/invites.py)
    invite_hash: str | None = None

    def public(self, colour: str | None = None) -> dict[str, Any]:
        # An outside bot plays by itself like a person, but it is shown as what it is.
        return {"seat": self.seat, "name": self.name, "kind": "bot" if self.outside_bot else self.kind,
                "taken": self.taken, "level": self.bot_level, "away": self.away,
                "deadline": self.deadline.isoformat() if self.deadline else None,
                "host": self.host, "invited": self.invited, "colour": colour or self.colour,
                "outside": self.outside_bot}

    @property
    def invited(self) -> bool:
        """Kept for a player of the room this rematch came from who has not taken it yet."""
        return self.kind == "human" and self.taken and self.token_hash is None

    @property
    def played_by_bot(self) -> bool:
        return self.kind == "bot" or self.away


@dataclass(slots=True)
class Step:
    """One version of the match: the move that made it (None for the start) and its events.

    `payloads` caches, per viewer, the serialized state answer: the mover's REST answer and
    every websocket frame of that viewer share it.
    """

    version: int
    seat: int | None
    move: Move | None
    events: list[Event]
    state: State
    actors: list[int] = field(default_factory=list)
    legal: dict[int, list[Move]] | None = None
    moves_json: dict[int, bytes] | None = None  # each actor's legal moves, serialized
    payloads: dict[int | None, bytes] = field(default_factory=dict)
    public: bytes | None = None  # the public half of the view, the same for everyone, serialized
    previews: dict[tuple[int, str], bytes] = field(default_factory=dict)  # (seat, language) -> JSON

    def forget_answers(self) -> None:
        """Drop what is kept only to answer quickly; it is built again if an old client asks."""
        self.payloads, self.legal, self.moves_json, self.public, self.previews = {}, None, None, None, {}


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
    created_by: str | None = None
    created_at: Any = None  # when the room was made (kept seats of a rematch are kept a while after)
    public: bool = False
    rematch: str | None = None
    rematch_of: str | None = None
    spectator_chat: bool = False
    hints: bool | None = None  # None: the default (see `hints_on`)
    state: State | None = None
    version: int = 0
    actors: list[int] = field(default_factory=list)
    legal: dict[int, list[Move]] = field(default_factory=dict)
    moves_json: dict[int, bytes] = field(default_factory=dict)
    # The version at which each seat's legal moves last changed: a move naming an older
    # version is stale; one naming this version or later is not, whatever others did since.
    moves_version: list[int] = field(default_factory=list)
    history: deque[Step] = field(default_factory=lambda: deque(maxlen=HISTORY))
    outcome: dict[str, Any] | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    idempotency: dict[tuple[int, str], tuple[str, dict[str, Any]]] = field(default_factory=dict)
    bot_tasks: dict[int, asyncio.Task] = field(default_factory=dict)
    last_active: float = field(default_factory=time.monotonic)
    # A catch-up from the database started by a note from another process, and whether more
    # notes came while it ran (see MatchService.refresh).
    refreshing: asyncio.Task | None = None
    refresh_again: bool = False

    def make_step(self, version: int, seat: int | None, move: Move | None, events: list[Event],
                  state: State) -> Step:
        """A version with its actors and their legal moves, computed once."""
        actors = self.game.actors(state)
        legal = {s: self.game.legal_moves(state, s) for s in actors}
        return Step(version, seat, move, events, state, actors, legal, {s: orjson.dumps(m) for s, m in legal.items()})

    def reset(self, state: State, version: int, made_by: dict[str, Any] | None = None) -> None:
        """Adopt `state` as the current one with nothing known about earlier versions;
        `made_by` is the logged move that made this version (its seat, move and events)."""
        made_by = made_by or {}
        step = self.make_step(version, made_by.get("seat"), made_by.get("move"), made_by.get("events", []), state)
        self.state, self.version, self.actors, self.legal = state, version, step.actors, step.legal
        self.moves_json = step.moves_json
        self.moves_version = [version] * self.players
        self.history.clear()
        self.history.append(step)
        self.last_active = time.monotonic()
        self._check_finished()

    def advance(self, step: Step) -> None:
        for s in set(self.actors) | set(step.actors):
            # Equal bytes are equal moves; unequal bytes may still be equal values (keys in
            # another order), which only the lists themselves can tell.
            if step.moves_json.get(s, b"[]") != self.moves_json.get(s, b"[]") \
                    and step.legal.get(s, []) != self.legal.get(s, []):
                self.moves_version[s] = step.version
        self.state, self.version, self.actors, self.legal = step.state, step.version, step.actors, step.legal
        self.moves_json = step.moves_json
        self.history.append(step)
        if len(self.history) > KEEP_ANSWERS:
            # Older versions are asked for only by a client catching up: they are built again
            # from their state then, and memory holds one answer per viewer for recent ones.
            self.history[-KEEP_ANSWERS - 1].forget_answers()
        self.last_active = time.monotonic()
        self._check_finished()

    def trim(self) -> None:
        """Forget all but the current version (older ones are rebuilt from the log if asked for)."""
        while len(self.history) > 1:
            self.history.popleft()
        self.idempotency.clear()

    def _check_finished(self) -> None:
        self.outcome = self.game.outcome(self.state) if self.state is not None else None
        if self.outcome is not None:
            self.status = "finished"

    # ----- what leaves the server: everything passes through game.view -------------------

    def room_info(self) -> dict[str, Any]:
        return {
            "room": self.room_id, "game": self.game.id, "status": self.status, "players": self.players,
            "options": self.options, "turn_seconds": self.turn_seconds,
            "seats": [s.public(c) for s, c in zip(self.seats, self.colours())], "host": self.host_seat,
            "public": self.public,
            "rematch": self.rematch, "rematch_of": self.rematch_of, "spectator_chat": self.spectator_chat,
            "hints": self.hints_on, "hints_chosen": self.hints is not None, "tutorial": any(s.bot_level == "script" for s in self.seats),
        }

    def colours(self) -> list[str]:
        """Each seat's colour: the one chosen, else the first of the game's colours nobody chose,
        in seat order."""
        chosen = {s.colour for s in self.seats if s.colour}
        free = [c for c in self.game.colours if c not in chosen]
        out = []
        for s in self.seats:
            out.append(s.colour or (free.pop(0) if free else self.game.colours[s.seat % len(self.game.colours)]))
        return out

    @property
    def hints_on(self) -> bool:
        """Whether players may ask for a hint: the host's choice, else on at a table with a bot
        and no turn timer (a learning table) and off at others."""
        if self.hints is not None:
            return self.hints
        return any(s.kind == "bot" for s in self.seats) and not self.turn_seconds

    @property
    def host_seat(self) -> int | None:
        return next((s.seat for s in self.seats if s.host), None)

    def payload(self, seat: int | None, step: Step | None = None, previews: str | None = None) -> bytes:
        """The state answer of the REST contract for one viewer at `step` (default: now),
        serialized once per version and viewer: {version, status, actors, seat, outcome,
        events, moves, view}; with `previews` (a language), also what each of the moves is
        worth, worded in that language (`previews_json`).

        Besides the contract's fields it carries the viewer's legal moves at that version
        (`moves`, empty when not an actor) and the events of the move that made it. The view's
        public half, the same for everyone, is serialized once per version and spliced in.
        """
        if self.state is None:
            return orjson.dumps({"version": 0, "status": self.status, "actors": [], "seat": seat,
                                 "outcome": None, "events": [], "moves": [], "view": None})
        if step is None:
            step = self.history[-1]
        if previews is not None:
            return b"".join((self.payload(seat, step)[:-1], b',"previews":', self.previews_json(seat, step, previews), b"}"))
        data = step.payloads.get(seat)
        if data is None:
            if step.public is None:
                # The first viewer's whole view gives the public half too (the same for every
                # viewer, tests/engine/test_conformance.py): a game that builds its view in one
                # piece builds it once for this viewer instead of once more for the half.
                view = self.game.view(step.state, seat)
                step.public = orjson.dumps(view["public"])
                private = orjson.dumps(view["private"])
            else:
                private = orjson.dumps(self.game.private_view(step.state, seat))
            head = orjson.dumps(self._answer_head(step, seat))
            data = step.payloads[seat] = b"".join(
                (head[:-1], b',"moves":', self._moves_json(step, seat), b',"view":{"public":', step.public,
                 b',"private":', private, b"}}"))
        return data

    def _answer_head(self, step: Step, seat: int | None) -> dict[str, Any]:
        outcome = self.game.outcome(step.state)
        finished = outcome is not None
        return {
            "version": step.version,
            "status": "finished" if finished else "playing",
            "actors": step.actors if step.legal is not None else self.game.actors(step.state),
            "seat": seat,
            "outcome": outcome,
            "events": [event_for(e, seat, finished) for e in step.events],
        }

    def _moves_json(self, step: Step, seat: int | None) -> bytes:
        """The viewer's legal moves at `step`, serialized (`[]` when not an actor)."""
        if step.moves_json is not None:
            return step.moves_json.get(seat, b"[]") if seat is not None else b"[]"
        if seat is None or seat not in self.game.actors(step.state):
            return b"[]"
        return orjson.dumps(self.game.legal_moves(step.state, seat))

    def previews_json(self, seat: int | None, step: Step, lang: str) -> bytes:
        """What each of the viewer's legal moves at `step` is worth to it, in the order of its
        moves, worded in `lang` (app/engine/preview.py); kept once per version, seat and language."""
        if seat is None:
            return b"[]"
        key = (seat, lang)
        data = step.previews.get(key)
        if data is None:
            if step.legal is not None:
                moves = step.legal.get(seat, [])
            else:
                moves = self.game.legal_moves(step.state, seat)
            words = Wording(self.game.id, lang, seat_namer(self.seats, lang))
            data = step.previews[key] = orjson.dumps(
                [words.preview(p) for p in self.game.previews(step.state, seat, moves)] if moves else [])
        return data

    async def worked_out(self, seat: int | None, step: Step, lang: str | None) -> None:
        """Work out the viewer's previews at `step` off the event loop (a game's previews may take
        tens of milliseconds), at most two at a time; `previews_json` then answers from memory."""
        if lang is None or seat is None or (seat, lang) in step.previews:
            return
        async with _PREVIEWING:
            if (seat, lang) not in step.previews:
                await asyncio.to_thread(self.previews_json, seat, step, lang)

    def step_at(self, version: int) -> Step | None:
        """The kept step of `version`, if memory still holds it."""
        for step in reversed(self.history):
            if step.version == version:
                return step
        return None

    def frame(self, seat: int | None, step: Step, previews: str | None = None) -> str:
        """A websocket state frame: the cached payload with "type" put in front, as text (kept
        as bytes only: a socket per seat is the rule, and a kept text would double the memory);
        with `previews` (a language), the viewer's previews too."""
        return '{"type":"state",' + self.payload(seat, step, previews)[1:].decode()
