"""REST calls of finished games: replays."""

from __future__ import annotations

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from app.services import history

from .deps import Service
from .openapi import errors, ok
from .schemas import Replay

router = APIRouter(prefix="/api")


@router.get("/rooms/{room}/replay", response_class=Response,
            summary="(finished rooms) The game at a version as a spectator saw it, with that version's move and "
            "events, rebuilt from the move log",
            responses={**ok(200, Replay, "the spectator's state at that version, with its mover and move"),
                       **errors(404, 409, 422)})
async def replay(room: str, service: Service, request: Request,
                 version: int | None = Query(None, description="0 (the deal) to the last version; default the last")):
    body = await history.replay(service, request.app.state.finished_logs, room, version)
    return Response(content=body, media_type="application/json")
