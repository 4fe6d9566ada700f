"""REST calls of seats for outside bots: the host's invitation, the bot taking its seat with it,
and the event stream of every room a token sits in (app/api/stream.py)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from app.services import invites

from .deps import Service, Token, seat_of
from .openapi import body, errors, ok
from .routes import client_key
from .schemas import AcceptInvite, BotInvite, BotInvited, Joined, parse_body

router = APIRouter(prefix="/api")


def invite_link(request: Request, room: str, invite: str) -> str:
    # The invitation rides in the fragment, which no browser or proxy sends on, as a seat's link does.
    return f"{str(request.base_url).rstrip('/')}/rooms/{room}#invite={invite}"


@router.post("/rooms/{room}/invites", status_code=201, response_model=None,
             summary="(host) Keep the next free seat for an outside bot: a program of your own playing over this API",
             openapi_extra={**body(BotInvite), "x-token": "required"},
             responses={**ok(201, BotInvited, "the seat kept and the invitation to hand to the bot, shown once"),
                        **errors(401, 403, 404, 408, 409, 413, 415, 422)})
async def invite_bot(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    caller = await seat_of(service, room, token, required=True)
    bot = parse_body(BotInvite, await request.body(), request.headers.get("content-type"))
    kept = await invites.invite_bot(service, room, caller, bot.name)
    return {**kept, "link": invite_link(request, room, kept["invite"])}


@router.post("/rooms/{room}/accept", status_code=201, response_model=None,
             summary="(an outside bot) Take the seat kept for you with the invitation; send your token from other "
                     "rooms as the bearer token to keep one token for all of them",
             openapi_extra={**body(AcceptInvite), "x-token": "optional"},
             responses={**ok(201, Joined, "your seat and its token (the one you sent, else a new one)"),
                        **errors(401, 404, 408, 409, 413, 415, 422, 429)})
async def accept_invite(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    accepted = parse_body(AcceptInvite, await request.body(), request.headers.get("content-type"))
    request.app.state.join_limit.check(client_key(request), "joins")
    return await invites.accept_invite(service, room, accepted.invite, token)
