"""GET /api/games/{game}: a game's metadata with its catalog (names, symbols, log wording, help) in
the language asked (app/i18n.py), which clients load once and cache; views and events keep ids. It also carries `move_schema` and
`view_schema`, JSON Schemas (2020-12) of a move and of a view, made from the game's typed models
(`app/games/<g>/schema.py`)."""

from __future__ import annotations

from functools import cache

import orjson
from fastapi import APIRouter, Request
from fastapi.responses import Response

from app import i18n
from app.engine import games
from app.services.errors import ServiceError

from .openapi import errors, lang_parameter, ok
from .schemas import GameDetail

router = APIRouter()  # included by routes.py under /api


@cache
def catalog_bytes(game_id: str, lang: str = i18n.DEFAULT) -> bytes:
    game = games()[game_id]
    return orjson.dumps({**i18n.metadata(game_id, lang), "catalog": i18n.catalog(game_id, lang), **game.schemas()})


@router.get("/games/{game}", summary="One game: its metadata, its catalog of display names, and the JSON Schemas of its moves and views",
            response_class=Response, openapi_extra={"parameters": [lang_parameter("the catalog")]},
            responses={**ok(200, GameDetail, "the game, its catalog and its schemas"), **errors(404)})
async def game_catalog(game: str, request: Request) -> Response:
    if game not in games():
        raise ServiceError(404, "unknown_game", f"there is no game {game!r}")
    return Response(content=catalog_bytes(game, i18n.request_language(request)), media_type="application/json",
                    headers={"Cache-Control": "public, max-age=300", "Vary": "Accept-Language, Cookie"})
