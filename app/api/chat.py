"""REST calls of a room's chat (the websocket carries the same, see app/realtime/ws.py)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query, Request

from app.services.chat import PAGE
from app.services.inputs import MAX_INT

from .deps import Service, Token, seat_of
from .openapi import body, errors, ok
from .routes import client_key
from .schemas import ChatMessage, ChatPage, ChatPost, Room, SpectatorChat, parse_body

router = APIRouter(prefix="/api")


@router.get("/rooms/{room}/chat", summary="The room's chat, oldest first: the messages after id `after`",
            response_model=None, responses={**ok(200, ChatPage, "the messages"), **errors(404, 422)})
async def read_chat(room: str, request: Request,
                    after: int = Query(0, ge=0, le=MAX_INT, description="the last id you have"),
                    limit: int = Query(PAGE, ge=1, le=PAGE)) -> dict[str, Any]:
    return {"messages": await request.app.state.chat.after(room, after, limit)}


@router.post("/rooms/{room}/chat", status_code=201, summary="Write in the room's chat: players always, "
             "spectators (no token, with a name) when the host allows it", response_model=None,
             openapi_extra={**body(ChatPost), "x-token": "optional"},
             responses={**ok(201, ChatMessage, "the message as kept"),
                        **errors(401, 403, 404, 408, 409, 413, 415, 422, 429)})
async def write_chat(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=False)
    message = parse_body(ChatPost, await request.body(), request.headers.get("content-type"))
    return await request.app.state.chat.post(room, seat, message.name, message.text, client_key(request))


@router.put("/rooms/{room}/chat/spectators", summary="(host) Let spectators chat, or not", response_model=None,
            openapi_extra={**body(SpectatorChat), "x-token": "required"},
            responses={**ok(200, Room, "the room"), **errors(401, 403, 404, 408, 413, 415, 422)})
async def spectators_chat(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    allowed = parse_body(SpectatorChat, await request.body(), request.headers.get("content-type"))
    return await request.app.state.chat.allow_spectators(room, seat, allowed.allowed)
