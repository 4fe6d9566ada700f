"""REST calls of the lobby and of seats around a game: public tables, the rooms a browser holds
seats in, seat changes before the start, and "Play again"."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Path, Query, Request

from app.services import listing, rematch, seating
from app.services.errors import ServiceError
from app.services.inputs import MAX_INT

from .deps import Service, Token, seat_of
from .routes import client_key
from .openapi import body, errors, ok
from .schemas import BotLevel, ColourChoice, Rematched, Room, RoomSummaries, SeatOrder, TablePage, parse_body

router = APIRouter(prefix="/api")

# A seat of the room: the service answers 404 for one the room does not have.
SeatNumber = Path(description="a seat of the room, from 0", json_schema_extra={"minimum": 0, "maximum": MAX_INT})


@router.get("/rooms", summary="Public rooms, newest first (open: those with a free seat), a page at a time",
            response_model=None, responses={**ok(200, TablePage, "a page of public rooms"), **errors(422)})
async def list_rooms(service: Service,
                     status: str = Query("open", description="open, playing or finished"),
                     public: bool = Query(True, description="only public rooms are listed (false is refused)"),
                     limit: int = Query(20, ge=1, le=listing.MAX_PAGE), offset: int = Query(0, ge=0, le=100_000),
                     ) -> dict[str, Any]:
    if not public:
        raise ServiceError(422, "private_rooms", "private rooms are never listed; they are reached by their link")
    return await listing.public_tables(service, status, limit, offset)


@router.get("/room-summaries", summary="The rooms named (up to 50): info, version and whose turn it is",
            response_model=None, responses={**ok(200, RoomSummaries, "the rooms found and those missing"),
                                            **errors(422)})
async def room_summaries(service: Service, ids: str = Query(max_length=2000, description="room ids, separated "
                                                            "by commas")) -> dict[str, Any]:
    return await listing.summaries(service, listing.parse_ids(ids))


@router.delete("/rooms/{room}/seats/{seat}", summary="Free a seat before the start: (host) any other seat, "
               "or your own (you leave the room)", response_model=None, openapi_extra={"x-token": "required"},
               responses={**ok(200, Room, "the room: the seat is free"), **errors(401, 403, 404, 409, 422)})
async def remove_seat(room: str, service: Service, token: Token, seat: int = SeatNumber) -> dict[str, Any]:
    caller = await seat_of(service, room, token, required=True)
    return await seating.remove_seat(service, room, caller, seat)


@router.patch("/rooms/{room}/seats/{seat}", summary="(host) Change a bot's level before the start",
              response_model=None, openapi_extra={**body(BotLevel), "x-token": "required"},
              responses={**ok(200, Room, "the room"), **errors(401, 403, 404, 408, 409, 413, 415, 422)})
async def change_bot(room: str, service: Service, token: Token, request: Request, seat: int = SeatNumber) -> dict[str, Any]:
    caller = await seat_of(service, room, token, required=True)
    change = parse_body(BotLevel, await request.body(), request.headers.get("content-type"))
    return await seating.set_bot_level(service, room, caller, seat, change.level)


@router.put("/rooms/{room}/colour", summary="Choose your colour before the start (one no other seat has "
            "chosen)", response_model=None, openapi_extra={**body(ColourChoice), "x-token": "required"},
            responses={**ok(200, Room, "the room, with your colour"), **errors(401, 404, 408, 409, 413, 415, 422)})
async def choose_colour(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    caller = await seat_of(service, room, token, required=True)
    choice = parse_body(ColourChoice, await request.body(), request.headers.get("content-type"))
    return await seating.choose_colour(service, room, caller, choice.colour)


@router.post("/rooms/{room}/order", summary="(host) Reorder the seats before the start: who sits at "
             "order[i] moves to seat i", response_model=None, openapi_extra={**body(SeatOrder), "x-token": "required"},
             responses={**ok(200, Room, "the room, seats reordered"),
                        **errors(401, 403, 404, 408, 409, 413, 415, 422)})
async def reorder(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    caller = await seat_of(service, room, token, required=True)
    order = parse_body(SeatOrder, await request.body(), request.headers.get("content-type"))
    return await seating.reorder_seats(service, room, caller, order.order)


@router.post("/rooms/{room}/rematch", status_code=201, summary="Play again: your seat in the new room "
             "(the first call makes it)", response_model=None, openapi_extra={"x-token": "required"},
             responses={**ok(201, Rematched, "your seat in the new room and its token"), **errors(401, 404, 409, 429)})
async def play_again(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    caller = await seat_of(service, room, token, required=True)
    client = client_key(request)
    state = request.app.state

    def charge(makes: bool) -> None:
        if makes:
            state.room_limit.check(client, "rooms created")
        else:
            state.join_limit.check(client, "joins")

    return await rematch.play_again(service, room, caller, client, charge)
