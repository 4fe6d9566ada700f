"""Replays of finished games: any version of a finished room, rebuilt on the server from its
seed, options and move log (app/services/replay.py), as a spectator saw it."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

from app.db import repository as repo

from .errors import ServiceError
from .matches import MatchService
from .replay import replay_answer


class FinishedLogs:
    """The move logs of the finished rooms replayed last: a finished log never changes, and a
    replay page asks for one version after another."""

    def __init__(self, keep: int = 32) -> None:
        self.keep = keep
        self._logs: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()

    async def get(self, service: MatchService, room_id: str) -> list[dict[str, Any]]:
        records = self._logs.get(room_id)
        if records is not None:
            self._logs.move_to_end(room_id)
            return records

        def read():
            with service.engine.connect() as conn:
                return repo.moves_after(conn, room_id, 0)

        records = await asyncio.to_thread(read)
        self._logs[room_id] = records
        while len(self._logs) > self.keep:
            self._logs.popitem(last=False)
        return records


async def replay(service: MatchService, logs: FinishedLogs, room_id: str, version: Any) -> bytes:
    """The replay answer of `room_id` at `version` (default: its last)."""
    match = await service.get(room_id)
    if match.status != "finished":
        raise ServiceError(409, "not_finished", "a game can be replayed once it is over")
    records = await logs.get(service, room_id)
    last = len(records)
    if version is None:
        version = last
    if not isinstance(version, int) or isinstance(version, bool) or not 0 <= version <= last:
        raise ServiceError(422, "bad_version", f"this game has versions 0 to {last}")
    return await asyncio.to_thread(replay_answer, match, records, version)
