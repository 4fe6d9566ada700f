"""Shared request dependencies: the match service and the caller's seat from the bearer token."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from app.services.errors import ServiceError
from app.services.matches import MatchService


async def get_service(request: Request) -> MatchService:
    return request.app.state.service


Service = Annotated[MatchService, Depends(get_service)]


async def bearer_token(request: Request) -> str | None:
    return parse_bearer(request.headers.get("authorization"))


def parse_bearer(header: str | None) -> str | None:
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ServiceError(401, "bad_token", "use Authorization: Bearer <token>")
    return token.strip()


Token = Annotated[str | None, Depends(bearer_token)]


async def match_and_seat(service: MatchService, room: str, token: str | None, required: bool):
    match = await service.get(room)
    seat = service.authenticate(match, token)
    if seat is None and required:
        raise ServiceError(401, "token_required", "this call needs your seat's token")
    return match, seat


async def seat_of(service: MatchService, room: str, token: str | None, required: bool) -> int | None:
    return (await match_and_seat(service, room, token, required))[1]
