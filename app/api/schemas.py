"""Request bodies of the REST contract. Unknown fields are refused."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CreateRoom(Strict):
    game: str = Field(max_length=32)
    players: int = Field(ge=1, le=8)
    options: dict[str, Any] | None = None
    name: str = Field(max_length=200)
    turn_seconds: int | None = Field(default=None, description="optional turn timer in seconds")


class JoinRoom(Strict):
    name: str = Field(max_length=200)


class AddBot(Strict):
    level: str | None = Field(default=None, max_length=16)


class MoveRequest(Strict):
    version: int = Field(ge=0)
    move: dict[str, Any]
