"""REST calls of the learning aids: a hint on request, the host's switch for hints, and the
review of a finished game (app/services/advice.py)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from app import i18n
from app.db import repository as repo
from app.services.errors import ServiceError

from .deps import Service, Token, seat_of
from .openapi import body, errors, ok
from .schemas import HintAnswer, HintsSwitch, Review, Room, parse_body

router = APIRouter(prefix="/api")


@router.get("/rooms/{room}/hint", summary="What the expert bot would do now, from your own view: its move, "
            "what the move is worth, and why in words", response_model=None, openapi_extra={"x-token": "required"},
            responses={**ok(200, HintAnswer, "the suggested move (one of your legal moves now)"),
                       **errors(401, 403, 404, 409)})
async def hint(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await request.app.state.advisor.hint(room, seat, i18n.request_language(request))


@router.put("/rooms/{room}/hints", summary="(host) Allow or refuse hints at this table, before the start",
            response_model=None, openapi_extra={**body(HintsSwitch), "x-token": "required"},
            responses={**ok(200, Room, "the room"), **errors(401, 403, 404, 408, 409, 413, 415, 422)})
async def switch_hints(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    caller = await seat_of(service, room, token, required=True)
    switch = parse_body(HintsSwitch, await request.body(), request.headers.get("content-type"))
    match = await service.get(room)
    service.require_host(match, caller)
    async with match.lock:
        if match.status != "open":
            raise ServiceError(409, "already_started", "hints are switched before the start")
        if not await service.writer.write(lambda conn: repo.set_hints(conn, room, switch.hints)):
            await service.sync.catch_up(match)
            raise ServiceError(409, "already_started", "hints are switched before the start")
        match.hints = switch.hints
    await service._publish(match, "room")
    return match.room_info()


@router.get("/rooms/{room}/review", summary="(finished rooms) The decisions where the expert bot's move would "
            "have been worth clearly more than the one played", response_model=None,
            responses={**ok(200, Review, "the review"), **errors(404, 409)})
async def review(room: str, request: Request) -> dict[str, Any]:
    return await request.app.state.advisor.review(room, i18n.request_language(request))
