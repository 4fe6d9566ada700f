"""Play again: a finished room makes one new room with the same game, options and seats, the
seats turned by one so that another player goes first. Bots sit down at once with their level;
each person's seat is kept for them until they take it with their token of the old room.

Whoever asks first makes the room, but nothing more: the old host hosts the new room too (a
player who asked first used to become host, free the host's kept seat and start with bots), the
kept seats cannot be freed for `rematch_keep_seconds` after the room was made, and the room is
the caller's: made under the caller's room limit and counted among the caller's rooms (it used to
be charged to the old room's creator, and to bypass the limit)."""

from __future__ import annotations

from typing import Any, Callable

from app.db import repository as repo

from .errors import ServiceError
from .match import Match
from .matches import MatchService
from .tokens import hash_token, new_room_id, new_token


def rematch_seats(match: Match, caller: int, token_hash: str) -> list[dict[str, Any]]:
    """The new room's seats: new seat i holds who sat at old seat i+1, in the colour it had (a
    colour given by seat order stays with its player, not with the seat); the old host hosts it,
    and the caller has its seat already."""
    rows = []
    colours = match.colours()
    for new in range(match.players):
        old = match.seats[(new + 1) % match.players]
        row: dict[str, Any] = {"seat": new, "name": old.name, "kind": old.kind, "taken": True, "host": old.host,
                               "colour": colours[old.seat]}
        if old.kind == "bot":
            row["bot_level"] = old.bot_level
        else:
            row["invited_from"] = old.seat
            row["token_hash"] = token_hash if old.seat == caller else None
        rows.append(row)
    return rows


async def play_again(service: MatchService, room_id: str, caller: int, client: str,
                     charge: Callable[[bool], None]) -> dict[str, Any]:
    """The caller's seat in the rematch of `room_id`: the first caller makes the room (as a room
    of its address), each later one takes the seat kept for them. `charge(makes)` counts the call
    against the caller's limit on making rooms (True) or joining (False). Answers {room, seat, token}."""
    match = await service.get(room_id)
    if match.status != "finished":
        raise ServiceError(409, "not_finished", "a rematch can be asked for once the game is over")
    charge(match.rematch is None)
    token = new_token()
    async with match.lock:
        if match.rematch is None:
            new_id = new_room_id()
            rows = rematch_seats(match, caller, hash_token(token))

            def job(conn):
                if not repo.set_rematch(conn, room_id, new_id):
                    return False
                repo.insert_room(conn, new_id, match.game.id, match.players, match.options, match.turn_seconds,
                                 client, match.public, rematch_of=room_id, seat_rows=rows, hints=match.hints)
                return True

            if await service.writer.write(job):
                match.rematch = new_id
                await service._publish(match, "room")
                seat = next(r["seat"] for r in rows if r.get("invited_from") == caller)
                return {"room": new_id, "seat": seat, "token": token}
            await service.sync.catch_up(match)  # another process made it first: take the seat there
    return await _take_kept_seat(service, match, caller, token)


async def _take_kept_seat(service: MatchService, old: Match, caller: int, token: str) -> dict[str, Any]:
    new = await service.get(old.rematch)
    async with new.lock:
        info = next((s for s in new.seats if s.invited_from == caller and s.kind == "human"), None)
        if info is None:
            raise ServiceError(409, "seat_removed", "the host of the new game removed your seat")
        if new.status != "open":
            raise ServiceError(409, "already_started", "the new game has started without you; you can watch it")
        if info.token_hash is not None:
            raise ServiceError(409, "already_joined", "you took your seat in the new game already")
        digest = hash_token(token)
        if not await service.writer.write(lambda conn: repo.claim_seat(conn, new.room_id, info.seat, digest)):
            await service.sync.catch_up(new)
            raise ServiceError(409, "already_joined", "your seat in the new game is taken")
        info.token_hash = digest
        await service._publish(new, "room")
        return {"room": new.room_id, "seat": info.seat, "token": token}
