"""REST calls of the guided first games: start one, and read its script with its words in the
caller's language (app/engine/tutorial.py, app/services/tutorials.py)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from app import i18n
from app.engine import games
from app.engine.tutorial import load
from app.services import tutorials

from .deps import Service
from .openapi import body, errors, ok
from .routes import client_key
from .schemas import LearnStart, RoomCreated, TutorialScript, parse_body

router = APIRouter(prefix="/api")


def texts(game_id: str, lang: str) -> dict[str, str]:
    """The tutorial's words in `lang`, English where a text is not translated."""
    english = i18n.game_texts(i18n.DEFAULT, game_id).get("tutorial", {})
    return {**english, **i18n.game_texts(lang, game_id).get("tutorial", {})}


@router.get("/learn", summary="The games that have a guided first game", response_model=None,
            responses={**ok(200, list[str], "game ids"), **errors()})
async def with_tutorials() -> list[str]:
    return sorted(gid for gid, game in games().items() if load(game) is not None)


@router.get("/learn/{game}", summary="A game's guided first game: its lessons and their words in the language "
            "asked", response_model=None, responses={**ok(200, TutorialScript, "the script"), **errors(404)})
async def script(game: str, request: Request) -> dict[str, Any]:
    tutorial = tutorials.tutorial_of(game)
    words = texts(game, i18n.request_language(request))
    return {**tutorial.public(), "texts": {k: words.get(k, k) for k in tutorial.keys()}}


@router.post("/learn/{game}", status_code=201, summary="Start a guided first game: you sit at seat 0, the other "
             "seats play the script", response_model=None, openapi_extra=body(LearnStart, required=False),
             responses={**ok(201, RoomCreated, "the room, your seat and its token"),
                        **errors(404, 408, 413, 415, 422, 429)})
async def start(game: str, service: Service, request: Request) -> dict[str, Any]:
    data = parse_body(LearnStart, await request.body(), request.headers.get("content-type"), optional=True)
    request.app.state.room_limit.check(client_key(request), "rooms created")
    name = (data.name if data and data.name else None) or i18n.text(i18n.request_language(request), "learn.name")
    return await tutorials.start_tutorial(service, game, name, client_key(request))
