"""REST contract v1. Thin: parse, authenticate, call the match service."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import Response

from app.engine import games

from . import hot
from .catalog import router as catalog_router
from .deps import Service, Token, seat_of
from .schemas import MOVE_BODY, AddBot, CreateRoom, JoinRoom

router = APIRouter(prefix="/api")


def json_bytes(data: bytes) -> Response:
    return Response(content=data, media_type="application/json")


# The calls of every move are served by hot.py before the router; these declarations document
# them and answer any request that reaches the router all the same.

@router.post("/rooms/{room}/moves", summary="Make a move at the version it was chosen at",
             response_class=Response, openapi_extra=MOVE_BODY)
async def make_move(room: str, request: Request):
    return json_bytes(await hot.submit_move(request.app.state.service, room, request.headers.get("authorization"),
                                            request.headers.get("idempotency-key"), await request.body()))


@router.get("/rooms/{room}/state", summary="The game as the caller may see it (no token: spectator)",
            response_class=Response)
async def state(room: str, request: Request):
    return json_bytes(await hot.state_answer(request.app.state.service, room, request.headers.get("authorization")))


@router.get("/rooms/{room}/moves", summary="The caller's legal moves now", response_class=Response,
            responses={200: {"content": {"application/json": {"example": {"version": 3, "moves": []}}}}})
async def legal_moves(room: str, request: Request):
    return json_bytes(await hot.moves_answer(request.app.state.service, room, request.headers.get("authorization")))


@router.get("/games", summary="Every game with its options as a JSON schema")
async def list_games() -> list[dict[str, Any]]:
    return [g.metadata() for g in games().values()]


def client_key(request: Request) -> str:
    return request.client.host if request.client else "unknown"


@router.post("/rooms", status_code=201, summary="Create a room; the creator is the host, seat 0")
async def create_room(body: CreateRoom, service: Service, request: Request) -> dict[str, Any]:
    request.app.state.room_limit.check(client_key(request), "rooms created")
    return await service.create_room(body.game, body.players, body.options, body.name, body.turn_seconds,
                                     created_by=client_key(request), public=body.public)


@router.get("/rooms/{room}", summary="The room: game, status, options and seats")
async def get_room(room: str, service: Service) -> dict[str, Any]:
    return (await service.get(room)).room_info()


@router.post("/rooms/{room}/join", status_code=201, summary="Take the next free seat")
async def join(room: str, body: JoinRoom, service: Service, request: Request) -> dict[str, Any]:
    request.app.state.join_limit.check(client_key(request), "joins")
    return await service.join(room, body.name)


@router.post("/rooms/{room}/leave", summary="Leave your seat for now: a bot plays it until you return")
async def leave(room: str, service: Service, token: Token) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await service.set_away(room, seat, True)


@router.post("/rooms/{room}/return", summary="Take your seat back from the bot")
async def come_back(room: str, service: Service, token: Token) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await service.set_away(room, seat, False)


@router.post("/rooms/{room}/bots", status_code=201, summary="(host) A bot takes the next free seat")
async def add_bot(room: str, service: Service, token: Token, body: AddBot | None = None) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await service.add_bot(room, seat, body.level if body else None)


@router.post("/rooms/{room}/start", summary="(host) Start once every seat is taken")
async def start(room: str, service: Service, token: Token) -> dict[str, Any]:
    seat = await seat_of(service, room, token, required=True)
    return await service.start(room, seat)


@router.get("/rooms/{room}/scores", summary="Score history: every scoring event with its reason")
async def scores(room: str, service: Service) -> list[dict[str, Any]]:
    return await service.scores(room)


@router.get("/rooms/{room}/log", summary="The move and event log as the caller may see it")
async def game_log(room: str, service: Service, token: Token) -> list[dict[str, Any]]:
    seat = await seat_of(service, room, token, required=False)
    return await service.log(room, seat)


@router.get("/health", summary="Liveness and readiness")
async def health(service: Service) -> dict[str, Any]:
    return {"status": "ok", "games": sorted(games())}


# GET /api/games/{game}: metadata and catalog (app/api/catalog.py).
router.include_router(catalog_router)
