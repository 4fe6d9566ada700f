"""The answers of the contract as typed dictionaries (the OpenAPI document has their schemas;
a game's views and moves have theirs in GET /api/games/{game})."""

from __future__ import annotations

from typing import Any, Literal, TypedDict

Move = dict[str, Any]  # one of the game's move_schema


class SeatInfo(TypedDict):
    seat: int
    name: str | None
    kind: Literal["human", "bot"] | None
    taken: bool
    level: str | None
    away: bool
    deadline: str | None


class Room(TypedDict):
    room: str
    game: str
    status: Literal["open", "playing", "finished"]
    players: int
    options: dict[str, Any]
    turn_seconds: int | None
    seats: list[SeatInfo]


class State(TypedDict):
    version: int
    status: Literal["open", "playing", "finished"]
    actors: list[int]
    seat: int | None
    outcome: dict[str, Any] | None
    events: list[dict[str, Any]]
    moves: list[Move]
    view: dict[str, Any] | None


class LegalMoves(TypedDict):
    version: int
    moves: list[Move]
