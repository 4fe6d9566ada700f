"""REST calls of finished games: replays and the standings round by round."""

from __future__ import annotations

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from app.services.inputs import MAX_INT

from .openapi import errors, ok
from .schemas import Replay, StandingMark

router = APIRouter(prefix="/api")


@router.get("/rooms/{room}/replay", response_class=Response,
            summary="(finished rooms) The game at a version as a spectator saw it, with that version's move and "
            "events, rebuilt from the move log",
            responses={**ok(200, Replay, "the spectator's state at that version, with its mover and move"),
                       **errors(404, 409, 422)})
async def replay(room: str, request: Request,
                 version: int | None = Query(None, description="0 (the deal) to the last version; default the last",
                                             json_schema_extra={"minimum": 0, "maximum": MAX_INT})):
    # The range is the game's (0 to its last version), checked by the service: bad_version.
    body = await request.app.state.replays.answer(room, version)
    return Response(content=body, media_type="application/json")


@router.get("/rooms/{room}/standings", response_model=None,
            summary="(finished rooms) Every seat's score if the game had ended then, at the start, at the end of "
            "each round or day, and at the end",
            responses={**ok(200, list[StandingMark], "the marks in order; the last is the final score"),
                       **errors(404, 409)})
async def standings(room: str, request: Request) -> list[dict]:
    return await request.app.state.finished_standings.get(room)
