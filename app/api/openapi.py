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

from app import i18n
from app.engine import games

from . import error_codes
from .game_schemas import add_game_components
from .operations import TAGS, name_operation
from .schemas import ErrorBody, create_room_schema

# What each error status means; the codes of each are listed from the catalog (error_codes.py).
ERRORS = {
    401: "no token, or one that belongs to no seat of this room",
    403: "the seat may not do this now",
    404: "no such room, game or seat",
    408: "the request body did not arrive in time",
    409: "the game or the room is not where the call needs it, or a name is taken",
    413: "the request body is over 64 KiB",
    415: "the body is not sent as application/json",
    422: "the body or a value is refused: its shape, a rule's check of a value, or a move the game's rules refuse "
         "(every game's refusal codes are in the enum)",
    429: "too many calls of this kind from one address, or moves from one seat; wait Retry-After seconds",
    500: "the server failed; logged",
    503: "the server cannot answer now; try again",
}
RETRY_AFTER = {"Retry-After": {"description": "seconds to wait before trying again",
                               "schema": {"type": "integer", "minimum": 1}}}
IDEMPOTENCY_KEY = {
    "name": "Idempotency-Key", "in": "header", "required": False,
    "description": "the same key and body again (per seat) answers the first answer instead of moving twice; "
                   "the same key with another body is 422 idempotency_key_reused",
    "schema": {"type": "string", "minLength": 1, "maxLength": 128, "pattern": "^[!-~](?:[ -~]*[!-~])?$"},
}
def lang_parameter(what: str) -> dict[str, Any]:
    return {"name": "lang", "in": "query", "required": False,
            "schema": {"type": "string", "enum": list(i18n.languages())},
            "description": f"the language of {what}; else the `lang` cookie, else Accept-Language, else English"}


PREVIEW_PARAMETERS = [
    {"name": "preview", "in": "query", "required": False, "schema": {"type": "boolean", "default": False},
     "description": "true: add `previews`, what each legal move is worth to you, in the order of `moves`"},
    lang_parameter("the previews' words and of a rule's refusal"),
]


BEARER = {"type": "http", "scheme": "bearer",
          "description": "the seat's token, shown once when the seat is taken (create or join)"}


def ok(status: int, model: Any, description: str, headers: dict[str, Any] | None = None) -> dict[int, dict[str, Any]]:
    answer: dict[str, Any] = {"model": model, "description": description}
    if headers:
        answer["headers"] = headers
    return {status: answer}


def errors(*statuses: int) -> dict[int, dict[str, Any]]:
    """The error answers of a route; `document` points each at its status's error body."""
    out: dict[int, dict[str, Any]] = {}
    for status in (*statuses, 500):
        out[status] = {"model": ErrorBody, "description": ERRORS[status]}
        if status == 429:
            out[status]["headers"] = RETRY_AFTER
    return out


def error_component(status: int, codes: list[str]) -> dict[str, Any]:
    """ErrorBody whose code is one of the `codes` a `status` answer can carry."""
    return {
        "title": f"Error{status}", "type": "object", "required": ["error"], "additionalProperties": False,
        "description": f"An error answer of status {status}: {ERRORS.get(status, 'see the code')}.",
        "properties": {"error": {"allOf": [{"$ref": "#/components/schemas/ErrorDetail"}], "type": "object",
                                 "properties": {"code": {"type": "string", "enum": codes}}}},
    }


def error_catalog() -> dict[str, Any]:
    """The ErrorCode component: every code of an HTTP answer, each with its statuses and meaning."""
    described = {code: f"{'/'.join(map(str, c.statuses))}: {c.when}" + (f" (params: {c.params})" if c.params else "")
                 for code, c in error_codes.REST.items()}
    for game, codes in error_codes.game_refusals().items():
        for code in codes:
            described.setdefault(code, f"{error_codes.REFUSAL_STATUS}: a refusal of the game's rules")
    return {"title": "ErrorCode", "type": "string", "enum": sorted(described),
            "description": "Every code an HTTP answer can carry (docs/api.md, \"Error codes\"): a game's refusals "
                           "are worded in its catalog's `refusals`.",
            "x-codes": dict(sorted(described.items())),
            "x-game-refusals": {g: list(c) for g, c in error_codes.game_refusals().items()}}


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
                                        f"per address) in a room, bursts of {settings.chat_burst}; "
                                        f"{settings.chat_per_address_per_minute:g} a minute per address over every "
                                        f"room, bursts of {settings.chat_address_burst}",
              "/api/rooms/{room}/moves": f"moves: {settings.moves_per_minute:g} a minute per seat, bursts of "
                                         f"{settings.moves_burst} (bots are not counted)",
              "/api/rooms/{room}/rematch": "the call that makes the new room counts against the caller's room "
                                           "limit, one that takes a kept seat against the join limit"}
    by_status = error_codes.by_status()
    for status in ERRORS:
        schemas[f"Error{status}"] = error_component(status, by_status.get(status, []))
    schemas["ErrorCode"] = error_catalog()
    add_game_components(spec, games())
    for path, methods in spec.get("paths", {}).items():
        for method, op in methods.items():
            name_operation(op, method, path)
            responses = op.get("responses", {})
            if "429" in responses and path in limits:
                responses["429"]["description"] = f"{ERRORS[429]}. {limits[path]}"
            for status, response in responses.items():
                if status.isdigit() and 400 <= int(status) != 422 and by_status.get(int(status)):
                    response["description"] += f" ({', '.join(by_status[int(status)])})"
            for status in list(responses):
                ref = str(responses[status].get("content", {}).get("application/json", {}).get("schema", {}))
                if "HTTPValidationError" in ref:
                    del responses[status]  # FastAPI's, for path parameters that cannot fail
                elif int(status) >= 400:
                    responses[status]["content"]["application/json"]["schema"] = {
                        "$ref": f"#/components/schemas/Error{status}"}
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
    spec["tags"] = TAGS
    app.openapi_schema = spec
    return spec
