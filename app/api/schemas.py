"""Request bodies of the REST contract. Unknown fields are refused."""

from __future__ import annotations

from typing import Any

import orjson
from pydantic import BaseModel, ConfigDict, Field

from app.services.errors import ServiceError


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CreateRoom(Strict):
    game: str = Field(max_length=32)
    players: int = Field(ge=1, le=8)
    options: dict[str, Any] | None = None
    name: str = Field(max_length=200)
    turn_seconds: int | None = Field(default=None, description="optional turn timer in seconds")
    public: bool = Field(default=False, description="listed in the lobby's open tables while seats are free")


class JoinRoom(Strict):
    name: str = Field(max_length=200)


class AddBot(Strict):
    level: str | None = Field(default=None, max_length=16)


class BotLevel(Strict):
    level: str = Field(max_length=16)


class SeatOrder(Strict):
    order: list[int] = Field(max_length=8, description="the seats as they are now, in their new order")


class MoveRequest(Strict):
    version: int = Field(ge=0, description="the version the move was chosen at")
    move: dict[str, Any] = Field(description='one of your legal moves, e.g. {"type": "place", ...}')


MOVE_BODY = {"requestBody": {"required": True, "content": {"application/json": {
    "schema": MoveRequest.model_json_schema()}}}}


def parse_move_request(raw: bytes) -> tuple[int, dict[str, Any]]:
    """The body of POST .../moves, checked by hand (the same rules as MoveRequest, faster)."""
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise ServiceError(422, "malformed_request", "the body is not valid JSON") from None
    if not isinstance(data, dict):
        raise ServiceError(422, "malformed_request", "the body is a JSON object {version, move}")
    unknown = sorted(set(data) - {"version", "move"})
    if unknown:
        raise ServiceError(422, "malformed_request", f"{', '.join(unknown)}: extra inputs are not permitted")
    version = data.get("version")
    if type(version) is not int or version < 0:
        raise ServiceError(422, "malformed_request", "version: a non-negative integer is required")
    move = data.get("move")
    if not isinstance(move, dict):
        raise ServiceError(422, "malformed_request", "move: an object is required")
    return version, move
