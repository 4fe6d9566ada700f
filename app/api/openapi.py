"""The OpenAPI document as the server behaves: typed answers, the real error body with its
statuses, the bearer scheme, the Idempotency-Key header and the limits the rules enforce.

Routes declare what they answer with `ok`, `errors` and `body`, and mark their token with the
`x-token` extension ("required" or "optional"); `document` turns those marks into the standard
fields and drops FastAPI's validation-error schema, which no answer of this server has (every
error, a malformed body included, is the ErrorBody).
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel

from app.engine import games

from .schemas import ErrorBody, create_room_schema

ERRORS = {
    401: "no token, or one that belongs to no seat of this room (token_required, bad_token)",
    403: "the seat may not do this now (not_your_turn, not_host, chat_closed)",
    404: "no such room, game or seat (not_found, unknown_game)",
    408: "the request body did not arrive in time (body_timeout)",
    409: "the game is not where the call needs it (stale_version, game_over, not_started, "
         "already_started, room_full, seats_open, not_playing, bot_seat, host_seat, seat_free, not_a_bot, "
         "not_finished, seat_removed, already_joined)",
    413: "the request body is over 64 KiB (body_too_large)",
    415: "the body is not sent as application/json (unsupported_media_type)",
    422: "the body or a value is refused (malformed_request, or the rule's code: bad_name, "
         "bad_player_count, bad_options, bad_turn_timer, bad_bot_level, unknown_game, bad_order, bad_status, "
         "private_rooms, bad_rooms, bad_version, bad_message, empty_message, message_too_long, a move's reason)",
    429: "too many calls of this kind from one address (rate_limited); wait Retry-After seconds",
    500: "the server failed (internal_error); logged",
    503: "the match changed too fast to commit (busy); try again",
}
RETRY_AFTER = {"Retry-After": {"description": "seconds to wait before trying again",
                               "schema": {"type": "integer", "minimum": 1}}}
IDEMPOTENCY_KEY = {
    "name": "Idempotency-Key", "in": "header", "required": False,
    "description": "the same key and body again (per seat) answers the first answer instead of moving twice; "
                   "the same key with another body is 422 idempotency_key_reused",
    "schema": {"type": "string", "minLength": 1, "maxLength": 128, "pattern": "^[!-~](?:[ -~]*[!-~])?$"},
}
BEARER = {"type": "http", "scheme": "bearer",
          "description": "the seat's token, shown once when the seat is taken (create or join)"}


def ok(status: int, model: Any, description: str) -> dict[int, dict[str, Any]]:
    return {status: {"model": model, "description": description}}


def errors(*statuses: int) -> dict[int, dict[str, Any]]:
    out: dict[int, dict[str, Any]] = {}
    for status in (*statuses, 500):
        out[status] = {"model": ErrorBody, "description": ERRORS[status]}
        if status == 429:
            out[status]["headers"] = RETRY_AFTER
    return out


def body(model: type[BaseModel], extension: str | None = None, required: bool = True) -> dict[str, Any]:
    """A JSON request body of `model`; `extension` marks one whose schema `document` completes."""
    extra: dict[str, Any] = {"requestBody": {"required": required, "content": {
        "application/json": {"schema": model.model_json_schema()}}}}
    if extension:
        extra[extension] = True
    return extra


def document(app: FastAPI) -> dict[str, Any]:
    """The OpenAPI document of `app` (made once, then cached on it)."""
    if app.openapi_schema:
        return app.openapi_schema
    spec = get_openapi(title=app.title, version=app.version, summary=app.summary,
                       description=app.description, routes=app.routes)
    components = spec.setdefault("components", {})
    schemas = components.setdefault("schemas", {})
    for unused in ("HTTPValidationError", "ValidationError"):
        schemas.pop(unused, None)
    components["securitySchemes"] = {"bearer": BEARER}
    settings = app.state.settings
    min_turn = settings.min_turn_seconds
    limits = {"/api/rooms": f"rooms created: {settings.rooms_per_minute:g} a minute per address, bursts of "
                            f"{settings.rooms_burst}",
              "/api/rooms/{room}/join": f"joins: {settings.joins_per_minute:g} a minute per address, bursts of "
                                        f"{settings.joins_burst}",
              "/api/rooms/{room}/leave": f"at most {settings.bot_rooms_per_address} rooms played by bots "
                                         "alone per address (too_many_bot_rooms)",
              "/api/rooms/{room}/chat": f"messages: {settings.chat_per_minute:g} a minute per seat (a spectator: "
                                        f"per address) in a room, bursts of {settings.chat_burst}"}
    for path, methods in spec.get("paths", {}).items():
        for op in methods.values():
            responses = op.get("responses", {})
            if "429" in responses and path in limits:
                responses["429"]["description"] = f"{ERRORS[429]}. {limits[path]}"
            for status in list(responses):
                ref = str(responses[status].get("content", {}).get("application/json", {}).get("schema", {}))
                if "HTTPValidationError" in ref:
                    del responses[status]  # FastAPI's, for path parameters that cannot fail
            token = op.pop("x-token", None)
            if token == "required":
                op["security"] = [{"bearer": []}]
            elif token == "optional":
                op["security"] = [{}, {"bearer": []}]
            if op.pop("x-idempotent", False):
                op.setdefault("parameters", []).append(IDEMPOTENCY_KEY)
            if op.pop("x-create-room", False):
                op["requestBody"]["content"]["application/json"]["schema"] = create_room_schema(games(), min_turn)
    spec["security"] = []
    app.openapi_schema = spec
    return spec
