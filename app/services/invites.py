"""Seats for outside bots: the host keeps a seat for a program of someone's own, which takes it
with the invitation the host hands it, and the rooms a token sits in (its event stream).

A bot may take each new invitation with the token it already has (sent as its bearer token), so
one token holds its seats in every room it plays: `seats_of` finds them all, and
GET /api/stream follows them (app/api/stream.py).
"""

from __future__ import annotations

import asyncio
import hmac
import re
from typing import Any

from app.db import repository as repo

from .errors import ServiceError
from .matches import MatchService, clean_name
from .tokens import hash_token, new_token

# A bot's own token: as long and as plain as the ones the server makes.
KEY = re.compile(r"[A-Za-z0-9_-]{32,128}")


def seats_channel(token_hash: str) -> str:
    """The hub's name for "this token took a seat", heard by its event streams in this process."""
    return f"seats:{token_hash}"


async def invite_bot(service: MatchService, room_id: str, caller: int, name: str) -> dict[str, Any]:
    """(host) Keep the next free seat for an outside bot named `name`; the invitation, once."""
    match = await service.get(room_id)
    service.require_host(match, caller)
    name = clean_name(name)
    invite = new_token()
    digest = hash_token(invite)
    async with match.lock:
        if match.status != "open":
            raise ServiceError(409, "already_started", "the game has started; its seats are fixed")
        for info in match.seats:
            if info.taken:
                continue
            kept = await service.writer.write(lambda conn, s=info.seat: repo.keep_seat_for_bot(
                conn, room_id, s, name, digest))
            if kept:
                info.name, info.kind, info.taken, info.outside_bot, info.invite_hash = name, "human", True, True, digest
                await service._publish(match, "room")
                return {"seat": info.seat, "invite": invite}
            await service.sync.catch_up(match)
        raise ServiceError(409, "room_full", "every seat is taken")


def check_key(key: str) -> str:
    if not KEY.fullmatch(key):
        raise ServiceError(422, "bad_key", "a bot's own token is 32 to 128 characters of A-Z, a-z, 0-9, - and _")
    return key


async def accept_invite(service: MatchService, room_id: str, invite: str, key: str | None) -> dict[str, Any]:
    """The bot takes the seat kept for it: with `key`, its own token from other rooms, else a new
    one. Answers {seat, token}."""
    token = check_key(key) if key is not None else new_token()
    digest, token_hash = hash_token(invite), hash_token(token)
    match = await service.get(room_id)
    async with match.lock:
        found = None
        for info in match.seats:  # no early exit: the time taken does not depend on which seat
            if info.invite_hash is not None and hmac.compare_digest(digest, info.invite_hash):
                found = info
        if found is None:
            raise ServiceError(401, "bad_invite", "this invitation keeps no seat of this room (it was used, or the "
                                                  "seat was freed)")
        if match.status != "open":
            raise ServiceError(409, "already_started", "the game has started without the bot")
        if any(s.token_hash is not None and hmac.compare_digest(token_hash, s.token_hash) for s in match.seats):
            raise ServiceError(409, "seated_here", "this token holds a seat of this room already")
        if not await service.writer.write(lambda conn: repo.take_invited_seat(conn, room_id, found.seat, digest,
                                                                               token_hash)):
            await service.sync.catch_up(match)
            raise ServiceError(409, "already_joined", "the seat was taken meanwhile")
        found.token_hash, found.invite_hash = token_hash, None
        await service._publish(match, "room")
    # Told to this process's streams only (a stream elsewhere reads the seats again within
    # seconds): the note names the token's hash, which has no business on a shared channel.
    service.hub.deliver({"room": seats_channel(token_hash), "kind": "seat", "version": 0})
    return {"seat": found.seat, "token": token}


async def seats_of(service: MatchService, token_hash: str) -> list[tuple[str, int]]:
    """(room, seat) of every room not finished where the token holds a seat."""
    def read():
        with service.engine.connect() as conn:
            return repo.seats_with_token(conn, token_hash)

    return await asyncio.to_thread(read)

