"""The calls every move makes, served straight from ASGI.

A move is one POST and a websocket frame to every seat. FastAPI's routing, middleware layers
and request objects cost more than applying and committing the move itself, so the application
hands these paths (exact method and shape only) to the functions below before its router sees
them. The same functions back the routes declared in routes.py, which document the contract
in the OpenAPI schema; the answers, errors and limits are the same on both ways in.
"""

from __future__ import annotations

import logging
from http.cookies import CookieError, SimpleCookie
from typing import Any, Awaitable, Callable
from urllib.parse import parse_qs

import orjson
from starlette.websockets import WebSocket

from app import i18n
from app.services.errors import ServiceError
from app.services.inputs import check_idempotency_key
from app.services.limits import Refusal, read_body, refuse
from app.services.matches import MatchService

from .deps import match_and_seat, parse_bearer
from .errors import error_body, service_error_body
from .schemas import parse_move_request

log = logging.getLogger("panorama.api")

# ----- the three calls, on plain values -------------------------------------------------------

async def seat_for(service: MatchService, room: str, authorization: str | None, required: bool):
    return await match_and_seat(service, room, parse_bearer(authorization), required)


async def submit_move(service: MatchService, room: str, authorization: str | None, key: str | None,
                      content_type: str | None, body: bytes, previews: str | None = None) -> bytes:
    match, seat = await seat_for(service, room, authorization, required=True)
    version, move = parse_move_request(body, content_type)
    if key is not None:
        check_idempotency_key(key)
    answer = await service.submit(room, seat, version, move, key)
    if previews is None:
        return answer
    # The previews of the version the answer is at, while memory holds it (a mover whose turn
    # goes on learns what its next steps are worth without another call).
    step = match.step_at(orjson.loads(answer)["version"])
    if step is not None:
        await match.worked_out(seat, step, previews)
    listed = match.previews_json(seat, step, previews) if step is not None else b"[]"
    return answer[:-1] + b',"previews":' + listed + b"}"


async def state_answer(service: MatchService, room: str, authorization: str | None,
                       previews: str | None = None) -> bytes:
    match, seat = await seat_for(service, room, authorization, required=False)
    if previews is not None and match.state is not None:
        step = match.history[-1]
        await match.worked_out(seat, step, previews)
        return match.payload(seat, step, previews=previews)
    return match.payload(seat, previews=previews)


async def moves_answer(service: MatchService, room: str, authorization: str | None,
                       previews: str | None = None) -> bytes:
    match, seat = await seat_for(service, room, authorization, required=True)
    moves = match.legal.get(seat, []) if match.status == "playing" else []
    answer = {"version": match.version, "moves": moves}
    if previews is None:
        return orjson.dumps(answer)
    step = match.history[-1]
    if moves:
        await match.worked_out(seat, step, previews)
    listed = match.previews_json(seat, step, previews) if moves else b"[]"
    return orjson.dumps(answer)[:-1] + b',"previews":' + listed + b"}"


def preview_language(query: str, cookie: str | None, accept_language: str | None) -> str | None:
    """The language previews are worded in when the query asks for them (`?preview=true`),
    else None; `?lang=`, then the `lang` cookie, then Accept-Language choose it."""
    params = parse_qs(query, keep_blank_values=True)
    flag = params.get("preview", ["false"])[-1]
    if flag not in ("true", "false", "1", "0"):
        raise ServiceError(422, "malformed_request", "preview is true or false")
    if flag in ("false", "0"):
        return None
    return i18n.choose(params.get("lang", [None])[-1], _cookie(cookie, i18n.COOKIE), accept_language)


def _cookie(header: str | None, name: str) -> str | None:
    if not header:
        return None
    try:
        jar = SimpleCookie(header)
    except CookieError:
        return None
    return jar[name].value if name in jar else None


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


async def _answer(send, scope, produce: Callable[[], Awaitable[bytes]]) -> None:
    try:
        body = await produce()
    except ServiceError as err:
        body = service_error_body(err, _language(scope)) if err.game else error_body(err.code, err.message, err.params)
        return await _respond(send, err.status, orjson.dumps(body), err.headers())
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
    await _answer(send, scope, lambda: submit_move(service, room, _header(scope, b"authorization"),
                                            _header(scope, b"idempotency-key"),
                                            _header(scope, b"content-type"), body, _previews_asked(scope)))


def _language(scope) -> str:
    """The caller's language, as `i18n.request_language` reads a request."""
    params = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    return i18n.choose(params.get("lang", [None])[-1], _cookie(_header(scope, b"cookie"), i18n.COOKIE),
                       _header(scope, b"accept-language"))


def _previews_asked(scope) -> str | None:
    query = scope.get("query_string", b"")
    if not query:
        return None
    return preview_language(query.decode("latin-1"), _header(scope, b"cookie"), _header(scope, b"accept-language"))


async def _get_state(app, scope, receive, send, room: str) -> None:
    await _answer(send, scope, lambda: state_answer(app.state.service, room, _header(scope, b"authorization"),
                                             _previews_asked(scope)))


async def _get_moves(app, scope, receive, send, room: str) -> None:
    await _answer(send, scope, lambda: moves_answer(app.state.service, room, _header(scope, b"authorization"),
                                             _previews_asked(scope)))


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
