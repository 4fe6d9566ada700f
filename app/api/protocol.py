"""GET /api/websocket: the websocket protocol (frames, error and close codes, limits) as a JSON
Schema, made from the typed frames of app/realtime/frames.py."""

from __future__ import annotations

from functools import cache

import orjson
from fastapi import APIRouter
from fastapi.responses import Response

from app.realtime import frames

from .openapi import errors

router = APIRouter()  # included by routes.py under /api


@cache
def schema_bytes() -> bytes:
    return orjson.dumps(frames.schema())


@router.get("/websocket", summary="The websocket protocol of WS /ws/rooms/{room} as a JSON Schema of its frames",
            response_class=Response,
            responses={200: {"description": "JSON Schema (2020-12) of every frame, with x-error-codes, "
                                            "x-close-codes and x-limits",
                             "content": {"application/json": {"schema": {"type": "object"}}}},
                       **errors()})
async def websocket_protocol() -> Response:
    return Response(content=schema_bytes(), media_type="application/json",
                    headers={"Cache-Control": "public, max-age=300"})
