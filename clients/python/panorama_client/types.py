"""The answers of the contract as TypedDicts, field for field the OpenAPI document's components
(tests/client/test_types.py checks them against /openapi.json). A game's moves and views have
their own, generated from its schemas: `panorama_client.games`."""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

Move = dict[str, Any]  # one of the game's moves (panorama_client.games.<game>.Move)
Status = Literal["open", "playing", "finished"]


class SeatInfo(TypedDict):
    seat: int
    name: str | None
    kind: Literal["human", "bot"] | None
    taken: bool
    level: str | None
    away: bool
    deadline: str | None
    host: bool
    invited: bool
    colour: str
    outside: bool


class Room(TypedDict):
    room: str
    game: str
    status: Status
    players: int
    options: dict[str, Any]
    turn_seconds: int | None
    seats: list[SeatInfo]
    host: int | None
    public: bool
    rematch: str | None
    rematch_of: str | None
    spectator_chat: bool
    hints: bool
    hints_chosen: bool
    tutorial: bool


class Preview(TypedDict):
    points: float
    now: float
    categories: dict[str, float]
    seats: list[float]
    certain: bool
    upto: float
    text: str


class Outcome(TypedDict):
    scores: list[float]
    breakdown: list[dict[str, Any]]
    ranks: list[int]
    winners: list[int]
    tiebreak: NotRequired[str | None]


class State(TypedDict):
    version: int
    status: Status
    actors: list[int]
    seat: int | None
    outcome: Outcome | None
    events: list[dict[str, Any]]
    moves: list[Move]
    view: dict[str, Any] | None
    previews: NotRequired[list[Preview] | None]


class LegalMoves(TypedDict):
    version: int
    moves: list[Move]
    previews: NotRequired[list[Preview] | None]


class BotInvited(TypedDict):
    seat: int
    invite: str
    link: str


class SeatEvent(TypedDict):
    type: Literal["seat"]
    room: str
    game: str
    seat: int
    status: Status
    version: int
    actors: list[int]
    turn: bool
    outcome: Outcome | None
