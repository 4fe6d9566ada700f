"""REST calls of a room's chat (the websocket carries the same, see app/realtime/ws.py)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query, Request
from pydantic import Field

from app.services.chat import PAGE

from .deps import Service, Token, seat_of
from .routes import client_key
from .schemas import Strict

router = APIRouter(prefix="/api")


class ChatPost(Strict):
    text: str = Field(max_length=20_000, description="the message, plain text (at most 500 characters kept)")
    name: str | None = Field(default=None, max_length=200, description="a spectator's name (players write as "
                             "their seat)")


class SpectatorChat(Strict):
    allowed: bool


@router.get("/rooms/{room}/chat", summary="The room's chat, oldest first: the messages after id `after`")
async def read_chat(room: str, request: Request, after: int = Query(0, ge=0),
                    limit: int = Query(PAGE, ge=1, le=PAGE)) -> dict[str, Any]:
    return {"messages": await request.app.state.chat.after(room, after, limit)}


@router.post("/rooms/{room}/chat", status_code=201, summary="Write in the room's chat: players always, "
             "spectators (no token, with a name) when the host allows it")
async def write_chat(room: str, body: ChatPost, service: Service, token: Token, request: Request) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=False)
    return await request.app.state.chat.post(room, seat, body.name, body.text, client_key(request))


@router.put("/rooms/{room}/chat/spectators", summary="(host) Let spectators chat, or not")
async def spectators_chat(room: str, body: SpectatorChat, service: Service, token: Token,
                          request: Request) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await request.app.state.chat.allow_spectators(room, seat, body.allowed)
