"""The calls every move makes, served straight from ASGI.

A move is one POST and a websocket frame to every seat. FastAPI's routing, middleware layers
and request objects cost more than applying and committing the move itself, so the application
hands these paths (exact method and shape only) to the functions below before its router sees
them. The same functions back the routes declared in routes.py, which document the contract
in the OpenAPI schema; the answers, errors and limits are the same on both ways in.
"""

from __future__ import annotations

import logging
from typing import Any, Awaitable, Callable

import orjson
from starlette.websockets import WebSocket

from app.services.errors import ServiceError
from app.services.inputs import check_idempotency_key
from app.services.limits import Refusal, read_body, refuse
from app.services.matches import MatchService

from .deps import match_and_seat, parse_bearer
from .errors import error_body
from .schemas import parse_move_request

log = logging.getLogger("panorama.api")

# ----- the three calls, on plain values -------------------------------------------------------

async def seat_for(service: MatchService, room: str, authorization: str | None, required: bool):
    return await match_and_seat(service, room, parse_bearer(authorization), required)


async def submit_move(service: MatchService, room: str, authorization: str | None, key: str | None,
                      content_type: str | None, body: bytes) -> bytes:
    _match, seat = await seat_for(service, room, authorization, required=True)
    version, move = parse_move_request(body, content_type)
    if key is not None:
        check_idempotency_key(key)
    return await service.submit(room, seat, version, move, key)


async def state_answer(service: MatchService, room: str, authorization: str | None) -> bytes:
    match, seat = await seat_for(service, room, authorization, required=False)
    return match.payload(seat)


async def moves_answer(service: MatchService, room: str, authorization: str | None) -> bytes:
    match, seat = await seat_for(service, room, authorization, required=True)
    moves = match.legal.get(seat, []) if match.status == "playing" else []
    return orjson.dumps({"version": match.version, "moves": moves})


# ----- dispatch -------------------------------------------------------------------------------

def _header(scope, name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key == name:
            return value.decode("latin-1")
    return None


async def _respond(send, status: int, body: bytes, extra: dict[str, str] | None = None) -> None:
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    headers += [(k.lower().encode(), v.encode()) for k, v in (extra or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _answer(send, produce: Callable[[], Awaitable[bytes]]) -> None:
    try:
        body = await produce()
    except ServiceError as err:
        return await _respond(send, err.status, orjson.dumps(error_body(err.code, err.message)), err.headers())
    except Exception:
        log.exception("unhandled error on the move path")
        return await _respond(send, 500, orjson.dumps(error_body("internal_error", "the server failed")))
    await _respond(send, 200, body)


async def _post_move(app, scope, receive, send, room: str) -> None:
    settings = app.state.settings
    body = await read_body(scope, receive, settings.max_body_bytes, settings.body_timeout_seconds)
    if isinstance(body, Refusal):
        return await refuse(send, body)
    if isinstance(body, dict):
        return  # the client went away
    service = app.state.service
    await _answer(send, lambda: submit_move(service, room, _header(scope, b"authorization"),
                                            _header(scope, b"idempotency-key"),
                                            _header(scope, b"content-type"), body))


async def _get_state(app, scope, receive, send, room: str) -> None:
    await _answer(send, lambda: state_answer(app.state.service, room, _header(scope, b"authorization")))


async def _get_moves(app, scope, receive, send, room: str) -> None:
    await _answer(send, lambda: moves_answer(app.state.service, room, _header(scope, b"authorization")))


async def _socket(app, scope, receive, send, room: str) -> None:
    from app.realtime.ws import room_socket

    await room_socket(WebSocket(scope, receive=receive, send=send), room)


_HTTP = {("POST", "moves"): _post_move, ("GET", "state"): _get_state, ("GET", "moves"): _get_moves}


def route(scope: dict[str, Any]) -> tuple[Any, str] | None:
    """(handler, room) when `scope` is one of the hot calls, else None."""
    kind = scope["type"]
    if scope.get("root_path"):
        return None  # mounted under a prefix: leave the paths to the router
    if kind == "http":
        parts = scope["path"].split("/")
        # ["", "api", "rooms", room, "moves" | "state"]
        if len(parts) == 5 and parts[1] == "api" and parts[2] == "rooms" and parts[3]:
            handler = _HTTP.get((scope["method"], parts[4]))
            if handler is not None:
                return handler, parts[3]
    elif kind == "websocket":
        parts = scope["path"].split("/")
        if len(parts) == 4 and parts[1] == "ws" and parts[2] == "rooms" and parts[3]:
            return _socket, parts[3]
    return None
