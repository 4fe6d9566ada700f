"""The move and event log as each viewer may see it: read from the database once, filtered and
serialized once per viewer, and shared by every `/log` page and every deep websocket resume.

A committed log entry never changes, so a viewer's log only grows: a request reads from the
database just the versions nobody asked for before, a page at a time. What each viewer may see changes once, when
the game ends (every secret is revealed), and that is another log. Memory is bounded by the
bytes kept; the logs used least recently go first."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

import orjson
from sqlalchemy import Engine

from app.db import repository as repo
from app.engine.events import event_for

from .rebuilds import Rebuilds

LOG_PAGE = 500  # entries in a page of GET /log, and in a log frame of a websocket resume
CACHE_BYTES = 32 * 1024 * 1024

Key = tuple[str, int | None, bool]  # room, viewer (None: a spectator), revealed


def log_entry(record: dict[str, Any], viewer: int | None, revealed: bool) -> dict[str, Any]:
    """A logged move as `viewer` may see it: the move itself only once revealed or when it is the
    viewer's own, each event's secret only to its seat until then."""
    entry = {"version": record["version"], "seat": record["seat"],
             "events": [event_for(e, viewer, revealed) for e in record["events"]]}
    if revealed or record["seat"] == viewer:
        entry["move"] = record["move"]
    return entry


class ViewerLog:
    """One viewer's log, in pages of LOG_PAGE versions (page p holds versions p * LOG_PAGE + 1
    on), read only where asked: a deep resume of a long game reads its last page, not the game."""

    __slots__ = ("pages", "size", "lock")

    def __init__(self) -> None:
        self.pages: dict[int, list[bytes]] = {}
        self.size = 0
        self.lock = asyncio.Lock()


class GameLogs:
    def __init__(self, engine: Engine, rebuilds: Rebuilds, max_bytes: int = CACHE_BYTES) -> None:
        self.engine = engine
        self.rebuilds = rebuilds
        self.max_bytes = max_bytes
        self._logs: OrderedDict[Key, ViewerLog] = OrderedDict()
        self._bytes = 0
        self.reads = 0  # reads of the database, for the record

    async def entries(self, room_id: str, viewer: int | None, revealed: bool, after: int, upto: int,
                      known: int | None) -> list[bytes]:
        """The serialized entries of the versions after `after` up to `upto` that exist. `known`
        is the last version this process knows to exist (None: another process may have written
        later ones, so the database is asked)."""
        key = (room_id, viewer, revealed)
        log = self._logs.get(key)
        if log is None:
            log = self._logs[key] = ViewerLog()
        self._logs.move_to_end(key)
        want = upto if known is None else min(upto, known)
        out: list[bytes] = []
        if want <= after:
            return out
        for number in range(after // LOG_PAGE, (want - 1) // LOG_PAGE + 1):
            first = number * LOG_PAGE  # the version before the page's first
            entries = await self._page(key, log, number, min(want, first + LOG_PAGE) - first)
            out.extend(entries[max(0, after - first):want - first])
            if len(entries) < LOG_PAGE:
                break  # the log ends in this page
        return out

    async def _page(self, key: Key, log: ViewerLog, number: int, need: int) -> list[bytes]:
        """Page `number` of `log`, read on as far as `need` entries (or the log's end)."""
        entries = log.pages.get(number, [])
        if len(entries) >= need:
            return entries
        async with log.lock:  # readers of the same log share one read
            entries = log.pages.setdefault(number, [])
            have = len(entries)
            if have < need:
                first = number * LOG_PAGE
                more = await self.rebuilds.run(self._read, key, first + have, first + need)
                entries.extend(more)
                grown = sum(len(e) for e in more)
                log.size += grown
                if self._logs.get(key) is log:
                    self._bytes += grown
                    self._evict(key)
        return entries

    def _read(self, key: Key, after: int, upto: int) -> list[bytes]:
        room_id, viewer, revealed = key
        self.reads += 1
        with self.engine.connect() as conn:
            records = repo.moves_between(conn, room_id, after, upto)
        out = []
        for rec in records:
            if rec["version"] != after + len(out) + 1:
                break  # never a gap in a viewer's log (a version still being written elsewhere)
            out.append(orjson.dumps(log_entry(rec, viewer, revealed)))
        return out

    def _evict(self, keep: Key) -> None:
        while self._bytes > self.max_bytes and len(self._logs) > 1:
            key, log = next(iter(self._logs.items()))
            if key == keep:
                self._logs.move_to_end(key)
                continue
            del self._logs[key]
            self._bytes -= log.size


def page(entries: list[bytes]) -> bytes:
    return b"[" + b",".join(entries) + b"]"


def log_frame(entries: list[bytes]) -> str:
    """A websocket log frame: the entries of versions a resuming socket missed, as GET /log has them."""
    return '{"type":"log","entries":' + page(entries).decode() + "}"
