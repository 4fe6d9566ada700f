"""Keeping the matches a process holds in step with the database when other processes change
them. A note from Redis (or from anyone who can publish there) is only a reason to read the
log; while Redis is away, watched matches are read periodically; after it returns, all are.
The database is the truth: memory only ever advances by replaying committed moves."""

from __future__ import annotations

import asyncio
import logging
from datetime import timezone
from typing import Any, Callable

from sqlalchemy import Engine

from app.db import repository as repo

from .hub import EventHub
from .match import Match, SeatInfo
from .replay import replay_step

log = logging.getLogger("panorama.matches")

# After a read that a note asked for and that found nothing new (a forged note, or one that came
# late), the match's next read waits this long: notes arriving meanwhile share it.
REST_AFTER_NOTHING = 0.05


class RemoteSync:
    def __init__(self, engine: Engine, hub: EventHub, held: Callable[[str], Match | None],
                 loaded: Callable[[], list[Match]], on_change: list[Callable[[Match], None]]) -> None:
        self.engine = engine
        self.hub = hub
        self.held = held
        self.loaded = loaded
        self.on_change = on_change

    async def catch_up(self, match: Match) -> None:
        """Apply what other processes committed since this process last saw the match."""
        def read():
            with self.engine.connect() as conn:
                room = repo.get_room(conn, match.room_id)
                made_by = repo.move_at(conn, match.room_id, room["state_version"]) \
                    if match.state is None and room["state_version"] else None
                return room, repo.get_seats(conn, match.room_id), \
                    repo.moves_after(conn, match.room_id, match.version), made_by

        room, seat_rows, later, made_by = await asyncio.to_thread(read)
        match.seats = [seat_info(r) for r in seat_rows]
        match.rematch = room.get("rematch")
        match.spectator_chat = bool(room.get("spectator_chat"))
        match.hints = room.get("hints")
        if match.state is None and room["state"] is not None:
            match.seed = room["seed"]
            match.status = room["status"]
            match.reset(room["state"], room["state_version"], made_by)
            later = [r for r in later if r["version"] > room["state_version"]]
        elif room["status"] != "finished" and match.state is None:
            match.status = room["status"]
        for rec in later:
            replay_step(match, rec)

    def on_remote(self, note: Any) -> None:
        """A note from another process (or from anyone who can publish on Redis): a reason to
        read the database, never a fact. Notes about matches not in memory, or about versions
        already seen, cost nothing; the others start one read per match at a time."""
        note = remote_note(note)
        if note is None:
            return
        if note["kind"] == "chat":
            # The sockets here read the room's new messages from the database.
            if self.hub.has_subscribers(note["room"]):
                self.hub.deliver(note)
            return
        match = self.held(note["room"])
        if match is None:
            return
        if note["kind"] == "state" and match.state is not None and note["version"] <= match.version:
            return
        self.refresh(match)

    def refresh_all(self, watched_only: bool = False) -> None:
        """Catch up every match held here (after Redis comes back), or those a websocket here
        watches (while it is away)."""
        for match in self.loaded():
            if not watched_only or self.hub.has_subscribers(match.room_id):
                self.refresh(match)

    def refresh(self, match: Match) -> None:
        """Catch `match` up from the database soon. Requests made while a read runs share one
        more read after it, so a flood of notes costs one read at a time per match."""
        if match.refreshing is not None and not match.refreshing.done():
            match.refresh_again = True
            return
        match.refreshing = asyncio.get_running_loop().create_task(self._refresh(match))

    async def _refresh(self, match: Match) -> None:
        """Read the database for what changed, without the match's lock; only when something did
        is the lock taken to catch up. A flood of notes about nothing (forged ones) used to take
        the lock for every read, and the moves made here waited behind them: half as many went
        through."""
        while True:
            match.refresh_again = False
            try:
                if await self.changed_in_database(match):
                    async with match.lock:
                        changed = await self.catch_up_changed(match)
                    self.tell_local(match, changed)
                else:
                    await asyncio.sleep(REST_AFTER_NOTHING)
            except Exception:
                log.warning("room %s could not be caught up from the database", match.room_id, exc_info=True)
                return
            if not match.refresh_again:
                return

    async def changed_in_database(self, match: Match) -> bool:
        """Whether the database holds a later version of the match, or other seats or room
        settings, than memory does."""
        def read():
            with self.engine.connect() as conn:
                return repo.get_room(conn, match.room_id), repo.get_seats(conn, match.room_id), \
                    repo.last_version(conn, match.room_id)

        room, seat_rows, last = await asyncio.to_thread(read)
        if room is None:
            return False
        if last > match.version or room["status"] != match.status:
            return True
        if room.get("rematch") != match.rematch or bool(room.get("spectator_chat")) != match.spectator_chat:
            return True
        return [_seat_key(seat_info(r)) for r in seat_rows] != [_seat_key(s) for s in match.seats]

    async def catch_up_changed(self, match: Match) -> str | None:
        """Catch up (the caller holds the lock); "room" if the seats changed, "state" if only the
        version did, None if nothing did."""
        version, seats, flags = match.version, [s.public() for s in match.seats], (match.spectator_chat, match.hints)
        await self.catch_up(match)
        if [s.public() for s in match.seats] != seats or (match.spectator_chat, match.hints) != flags:
            return "room"
        return "state" if match.version != version else None

    def tell_local(self, match: Match, changed: str | None) -> None:
        """Tell this process's sockets, bots and timers what a catch-up brought."""
        if changed is None:
            return
        self.hub.deliver({"room": match.room_id, "kind": changed, "version": match.version})
        for listener in self.on_change:
            listener(match)


def remote_note(note: Any) -> dict[str, Any] | None:
    """A well-formed note {"room": str, "kind": "state"|"room"|"chat", "version": int}, else None."""
    if not isinstance(note, dict):
        return None
    room, kind, version = note.get("room"), note.get("kind"), note.get("version", 0)
    if not isinstance(room, str) or kind not in ("state", "room", "chat") or type(version) is not int:
        return None
    return {"room": room, "kind": kind, "version": version}


def _seat_key(info: SeatInfo) -> tuple:
    deadline = info.deadline
    if deadline is not None and deadline.tzinfo is None:
        deadline = deadline.replace(tzinfo=timezone.utc)  # SQLite drops the zone
    return (info.name, info.kind, info.bot_level, info.token_hash, info.taken, info.away, deadline, info.host,
            info.invited_from)


def seat_info(row: dict[str, Any]) -> SeatInfo:
    return SeatInfo(seat=row["seat"], name=row["name"], kind=row["kind"], bot_level=row["bot_level"],
                    token_hash=row["token_hash"], taken=row["taken"], away=row["away"], deadline=row["deadline"],
                    host=row["host"], invited_from=row["invited_from"], colour=row.get("colour"),
                    outside_bot=bool(row.get("outside_bot")), invite_hash=row.get("invite_hash"))
