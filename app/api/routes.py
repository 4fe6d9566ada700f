"""REST contract v1. Thin: parse, authenticate, call the match service."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from app import i18n
from app.engine import games
from app.services.gamelog import LOG_PAGE
from app.services.inputs import MAX_INT
from app.services.limits import address_key

from . import hot
from .catalog import router as catalog_router
from .protocol import router as protocol_router
from .deps import Service, Token, seat_of
from .openapi import PREVIEW_PARAMETERS, body, errors, lang_parameter, ok
from .schemas import (AddBot, BotAdded, CreateRoom, GameInfo, Health, JoinRoom, Joined, LegalMoves,
                      LogEntry, MoveRequest, Room, RoomCreated, ScoreEntry, State, parse_body)

router = APIRouter(prefix="/api")


def json_bytes(data: bytes) -> Response:
    return Response(content=data, media_type="application/json")


def previews_asked(request: Request) -> str | None:
    return hot.preview_language(request.url.query, request.headers.get("cookie"),
                                request.headers.get("accept-language"))


# The calls of every move are served by hot.py before the router; these declarations document
# them and answer any request that reaches the router all the same.

@router.post("/rooms/{room}/moves", summary="Make a move at the version it was chosen at",
             response_class=Response, openapi_extra={**body(MoveRequest), "x-token": "required",
                                                      "x-idempotent": True, "parameters": PREVIEW_PARAMETERS},
             responses={**ok(200, State, "the new state as the mover sees it"),
                        **errors(401, 403, 404, 408, 409, 413, 415, 422, 429, 503)})
async def make_move(room: str, request: Request):
    return json_bytes(await hot.submit_move(request.app.state.service, room, request.headers.get("authorization"),
                                            request.headers.get("idempotency-key"),
                                            request.headers.get("content-type"), await request.body(),
                                            previews_asked(request)))


@router.get("/rooms/{room}/state", summary="The game as the caller may see it (no token: spectator)",
            response_class=Response, openapi_extra={"x-token": "optional", "parameters": PREVIEW_PARAMETERS},
            responses={**ok(200, State, "the state"), **errors(401, 404, 422)})
async def state(room: str, request: Request):
    return json_bytes(await hot.state_answer(request.app.state.service, room, request.headers.get("authorization"),
                                             previews_asked(request)))


@router.get("/rooms/{room}/moves", summary="The caller's legal moves now, and with ?preview=true what each is worth",
            response_class=Response, openapi_extra={"x-token": "required", "parameters": PREVIEW_PARAMETERS},
            responses={**ok(200, LegalMoves, "the legal moves and the version to send with one"),
                       **errors(401, 404, 422)})
async def legal_moves(room: str, request: Request):
    return json_bytes(await hot.moves_answer(request.app.state.service, room, request.headers.get("authorization"),
                                             previews_asked(request)))


@router.get("/games", summary="Every game with its options as a JSON schema, titles and descriptions "
            "in the language asked (`?lang=`, else Accept-Language)", response_model=None,
            openapi_extra={"parameters": [lang_parameter("the titles and descriptions")]},
            responses={**ok(200, list[GameInfo], "the games"), **errors()})
async def list_games(request: Request) -> list[dict[str, Any]]:
    lang = i18n.request_language(request)
    return [i18n.metadata(g, lang) for g in games()]


def client_key(request: Request) -> str:
    return address_key(request.client.host if request.client else None)


# Bodies are read and checked by schemas.parse_body, the parser of the move call too, so the same
# bad input gets the same answer on every route; the OpenAPI request bodies are declared beside.

@router.post("/rooms", status_code=201, summary="Create a room; the creator is the host, seat 0",
             response_model=None, openapi_extra=body(CreateRoom, "x-create-room"),
             responses={**ok(201, RoomCreated, "the room, the host's seat and its token"),
                        **errors(408, 413, 415, 422, 429)})
async def create_room(service: Service, request: Request) -> dict[str, Any]:
    room = parse_body(CreateRoom, await request.body(), request.headers.get("content-type"))
    request.app.state.room_limit.check(client_key(request), "rooms created")
    return await service.create_room(room.game, room.players, room.options, room.name, room.turn_seconds,
                                     created_by=client_key(request), public=room.public, hints=room.hints)


@router.get("/rooms/{room}", summary="The room: game, status, options and seats", response_model=None,
            responses={**ok(200, Room, "the room"), **errors(404)})
async def get_room(room: str, service: Service) -> dict[str, Any]:
    return (await service.get(room)).room_info()


@router.post("/rooms/{room}/join", status_code=201, summary="Take the next free seat", response_model=None,
             openapi_extra=body(JoinRoom),
             responses={**ok(201, Joined, "your seat and its token"), **errors(404, 408, 409, 413, 415, 422, 429)})
async def join(room: str, service: Service, request: Request) -> dict[str, Any]:
    seat = parse_body(JoinRoom, await request.body(), request.headers.get("content-type"))
    request.app.state.join_limit.check(client_key(request), "joins")
    return await service.join(room, seat.name)


@router.post("/rooms/{room}/leave", summary="Leave your seat for now: a bot plays it until you return",
             response_model=None, openapi_extra={"x-token": "required"},
             responses={**ok(200, Room, "the room"), **errors(401, 404, 409, 429)})
async def leave(room: str, service: Service, token: Token) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await service.set_away(room, seat, True)


@router.post("/rooms/{room}/return", summary="Take your seat back from the bot", response_model=None,
             openapi_extra={"x-token": "required"},
             responses={**ok(200, Room, "the room"), **errors(401, 404, 409)})
async def come_back(room: str, service: Service, token: Token) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await service.set_away(room, seat, False)


@router.post("/rooms/{room}/bots", status_code=201, summary="(host) A bot takes the next free seat",
             response_model=None, openapi_extra={**body(AddBot, required=False), "x-token": "required"},
             responses={**ok(201, BotAdded, "the bot's seat"), **errors(401, 403, 404, 408, 409, 413, 415, 422)})
async def add_bot(room: str, service: Service, token: Token, request: Request) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    bot = parse_body(AddBot, await request.body(), request.headers.get("content-type"), optional=True)
    return await service.add_bot(room, seat, bot.level if bot else None)


@router.post("/rooms/{room}/start", summary="(host) Start once every seat is taken", response_model=None,
             openapi_extra={"x-token": "required"},
             responses={**ok(200, Room, "the room, now playing"), **errors(401, 403, 404, 409)})
async def start(room: str, service: Service, token: Token) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await service.start(room, seat)


@router.get("/rooms/{room}/scores", summary="Score history: every scoring event with its reason",
            response_model=None, responses={**ok(200, list[ScoreEntry], "the scoring events in order"),
                                            **errors(404)})
async def scores(room: str, service: Service) -> list[dict[str, Any]]:
    return await service.scores(room)


@router.get("/rooms/{room}/log", summary="The move and event log as the caller may see it, a page at a time",
            response_class=Response, openapi_extra={"x-token": "optional"},
            responses={**ok(200, list[LogEntry], "the versions after `after` (at most `limit` of them): their events, "
                            "and their move where visible; a `Link: <...>; rel=\"next\"` header when more follow",
                            headers={"Link": {"description": 'the next page, when there is one: <url>; rel="next"',
                                              "schema": {"type": "string"}}}),
                       **errors(401, 404, 422)})
async def game_log(room: str, service: Service, token: Token,
                   after: int = Query(0, ge=0, le=MAX_INT, description="the last version you have (0: from the start)"),
                   limit: int = Query(LOG_PAGE, ge=1, le=LOG_PAGE, description="entries at most")) -> Response:
    seat = await seat_of(service, room, token, required=False)
    body, more = await service.log(room, seat, after, limit)
    headers = {}
    if more:
        last = after + limit
        headers["Link"] = f'</api/rooms/{room}/log?after={last}&limit={limit}>; rel="next"'
    return Response(content=body, media_type="application/json", headers=headers)


@router.get("/health", summary="Liveness and readiness", response_model=None,
            responses={**ok(200, Health, "the server is up"), **errors()})
async def health(service: Service) -> dict[str, Any]:
    return {"status": "ok", "games": sorted(games())}


# GET /api/games/{game}: metadata and catalog (app/api/catalog.py).
router.include_router(catalog_router)
# GET /api/websocket: the websocket frames as a JSON Schema (app/api/protocol.py).
router.include_router(protocol_router)
