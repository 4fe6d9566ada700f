"""Replays of finished games: any version of a finished room, as a spectator saw it, rebuilt from
its seed, options and move log (app/services/replay.py).

A finished game never changes, so it is replayed once: the states at every CHECKPOINT_EVERY
versions are kept, a version is rebuilt from the checkpoint before it (at most that many moves
applied), and the answers given are kept too. A replay page stepping through a game of N
versions costs N moves in all rather than N squared over 2, and many clients reading the same
game share the work. Every replay runs off the event loop within the rebuilds' bound."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

from app.db import repository as repo

from .errors import ServiceError
from .match import Match
from .matches import MatchService
from .replay import checkpoints, replay_answer, standings_history

CHECKPOINT_EVERY = 50
KEEP_CHECKPOINTS = 800  # states kept, over every game
KEEP_ANSWERS = 2048


class Replays:
    def __init__(self, service: MatchService) -> None:
        self.service = service
        self._books: OrderedDict[str, list[Any]] = OrderedDict()  # room -> its checkpoint states
        self._kept = 0
        self._building: dict[str, asyncio.Future] = {}
        self._answers: OrderedDict[tuple[str, int], bytes] = OrderedDict()

    async def answer(self, room_id: str, version: Any) -> bytes:
        """The replay answer of `room_id` at `version` (default: its last)."""
        match = await self.service.get(room_id)
        if match.status != "finished":
            raise ServiceError(409, "not_finished", "a game can be replayed once it is over")
        last = match.version
        if version is None:
            version = last
        if not isinstance(version, int) or isinstance(version, bool) or not 0 <= version <= last:
            raise ServiceError(422, "bad_version", f"this game has versions 0 to {last}")
        key = (room_id, version)
        body = self._answers.get(key)
        if body is not None:
            self._answers.move_to_end(key)
            return body
        book = await self._book(match)
        body = await self.service.rebuilds.run(self._rebuild, match, book, version, last)
        self._answers[key] = body
        while len(self._answers) > KEEP_ANSWERS:
            self._answers.popitem(last=False)
        return body

    async def _book(self, match: Match) -> list[Any]:
        """The game's checkpoints, replayed once and shared by everyone asking meanwhile."""
        book = self._books.get(match.room_id)
        if book is not None:
            self._books.move_to_end(match.room_id)
            return book
        pending = self._building.get(match.room_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut = asyncio.get_running_loop().create_future()
        self._building[match.room_id] = fut
        try:
            book = await self.service.rebuilds.run(self._replay, match)
            self._keep(match.room_id, book)
            fut.set_result(book)
            return book
        except BaseException as exc:
            fut.set_exception(exc)
            fut.exception()  # mark retrieved
            raise
        finally:
            del self._building[match.room_id]

    def _keep(self, room_id: str, book: list[Any]) -> None:
        self._books[room_id] = book
        self._kept += len(book)
        while self._kept > KEEP_CHECKPOINTS and len(self._books) > 1:
            _room, dropped = self._books.popitem(last=False)
            self._kept -= len(dropped)

    def _replay(self, match: Match) -> list[Any]:
        with self.service.engine.connect() as conn:
            records = repo.moves_after(conn, match.room_id, 0)
        return checkpoints(match, records, CHECKPOINT_EVERY)

    def _rebuild(self, match: Match, book: list[Any], version: int, last: int) -> bytes:
        # From the checkpoint before the version (not at it: the answer carries the move that made it).
        start = (version - 1) // CHECKPOINT_EVERY * CHECKPOINT_EVERY if version else 0
        with self.service.engine.connect() as conn:
            records = repo.moves_between(conn, match.room_id, start, version)
        return replay_answer(match, book[start // CHECKPOINT_EVERY], records, last)


class FinishedLogs:
    """The move logs of the finished rooms read last (a finished log never changes): the
    standings and the reviews read a whole log."""

    def __init__(self, service: MatchService, keep: int = 32) -> None:
        self.service = service
        self.keep = keep
        self._logs: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()

    async def get(self, room_id: str) -> list[dict[str, Any]]:
        records = self._logs.get(room_id)
        if records is not None:
            self._logs.move_to_end(room_id)
            return records
        records = await self.service.rebuilds.run(self._read, room_id)
        self._logs[room_id] = records
        while len(self._logs) > self.keep:
            self._logs.popitem(last=False)
        return records

    def _read(self, room_id: str) -> list[dict[str, Any]]:
        with self.service.engine.connect() as conn:
            return repo.moves_after(conn, room_id, 0)


class FinishedStandings:
    """The standings histories of the finished rooms asked for last (a replay of the whole log
    each, within the rebuilds' bound: kept, since a finished game never changes)."""

    def __init__(self, service: MatchService, logs: FinishedLogs, keep: int = 64) -> None:
        self.service = service
        self.logs = logs
        self.keep = keep
        self._kept: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()
        self._lock = asyncio.Lock()  # one replay at a time: a crowd of end screens waits its turn

    async def get(self, room_id: str) -> list[dict[str, Any]]:
        match = await self.service.get(room_id)
        if match.status != "finished":
            raise ServiceError(409, "not_finished", "the score history by round is made once the game is over")
        async with self._lock:
            kept = self._kept.get(room_id)
            if kept is None:
                records = await self.logs.get(room_id)
                kept = self._kept[room_id] = await self.service.rebuilds.run(standings_history, match, records)
                while len(self._kept) > self.keep:
                    self._kept.popitem(last=False)
            self._kept.move_to_end(room_id)
            return kept
