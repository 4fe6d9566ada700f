"""GET /api/stream: one line of JSON (NDJSON) whenever a room the caller's token sits in changes,
so a bot playing many rooms follows them all on one connection, without polling each (as
lichess's /api/stream/event). Each line is a SeatEvent: the room now, and whether it is the
token's turn there; a newline alone every KEEPALIVE seconds keeps the connection open."""

from __future__ import annotations

import asyncio
from typing import Any, AsyncIterator

import orjson
from fastapi import APIRouter
from fastapi.responses import StreamingResponse

from app.services import invites
from app.services.errors import ServiceError
from app.services.matches import MatchService
from app.services.tokens import hash_token

from .deps import Service, Token
from .openapi import errors
from .schemas import SeatEvent

router = APIRouter(prefix="/api")

KEEPALIVE = 15.0  # seconds between keep-alive newlines; also how often the token's seats are read again


def seat_event(match, seat: int) -> dict[str, Any]:
    actors = list(match.actors) if match.status == "playing" else []
    return {"type": "seat", "room": match.room_id, "game": match.game.id, "seat": seat, "status": match.status,
            "version": match.version, "actors": actors, "turn": seat in actors,
            "outcome": match.outcome if match.status == "finished" else None}


def _seat_of(match, token_hash: str) -> int | None:
    return next((s.seat for s in match.seats if s.token_hash == token_hash), None)


async def follow(service: MatchService, token_hash: str, keepalive: float = KEEPALIVE) -> AsyncIterator[bytes]:
    """The lines of one stream: every room of the token at once, then each change of one."""
    notes: asyncio.Queue[str] = asyncio.Queue()
    forwarders: dict[str, asyncio.Task] = {}
    sent: dict[str, tuple] = {}

    async def forward(channel: str) -> None:
        sub = service.hub.subscribe(channel)
        try:
            while True:
                note = await sub.get()
                await notes.put(note["room"])
        finally:
            sub.close()

    def watch(channel: str) -> None:
        if channel not in forwarders:
            forwarders[channel] = asyncio.create_task(forward(channel))

    async def line(room: str) -> bytes | None:
        try:
            match = await service.get(room)
        except ServiceError:
            return None
        seat = _seat_of(match, token_hash)
        if seat is None:
            return None  # the seat was freed
        event = seat_event(match, seat)
        key = (event["seat"], event["status"], event["version"], tuple(event["actors"]))
        if sent.get(room) == key:
            return None  # a chat message or a seat change elsewhere: nothing new for the bot
        sent[room] = key
        if event["status"] == "finished":
            task = forwarders.pop(room, None)
            if task is not None:
                task.cancel()
        return orjson.dumps(event) + b"\n"

    async def rooms_now() -> list[bytes]:
        out = []
        for room, _seat in await invites.seats_of(service, token_hash):
            if room not in forwarders and room not in sent:
                watch(room)
                out.append(room)
        return [data for data in [await line(room) for room in out] if data]

    watch(invites.seats_channel(token_hash))
    try:
        for data in await rooms_now():
            yield data
        while True:
            try:
                room = await asyncio.wait_for(notes.get(), keepalive)
            except asyncio.TimeoutError:
                yield b"\n"
                for data in await rooms_now():
                    yield data
                continue
            if room == invites.seats_channel(token_hash):
                for data in await rooms_now():
                    yield data
            else:
                data = await line(room)
                if data:
                    yield data
    finally:
        for task in forwarders.values():
            task.cancel()


@router.get("/stream", response_class=StreamingResponse,
            summary="Every room your token sits in, one JSON line each time one changes (NDJSON): whose turn, "
                    "the status, the outcome",
            openapi_extra={"x-token": "required"},
            responses={200: {"model": SeatEvent,
                             "description": "application/x-ndjson: one SeatEvent per line for every room of the token, "
                                            "then one whenever one of them changes; a newline alone every "
                                            f"{KEEPALIVE:g} s",
                             "content": {"application/x-ndjson": {"schema": {"$ref": "#/components/schemas/SeatEvent"}}}},
                       **errors(401)})
async def stream(service: Service, token: Token) -> StreamingResponse:
    if token is None:
        raise ServiceError(401, "token_required", "the stream follows the rooms of your token: send it")
    token_hash = hash_token(token)
    if not await invites.seats_of(service, token_hash):
        raise ServiceError(401, "bad_token", "this token holds no seat of a room that is not finished")
    return StreamingResponse(follow(service, token_hash), media_type="application/x-ndjson",
                             headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
