"""HTML pages of the browser client (Jinja2); the client itself is ES modules in static/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

from app import i18n

ROOT = Path(__file__).resolve().parent.parent
templates = Jinja2Templates(directory=ROOT / "templates")
router = APIRouter(include_in_schema=False)


def page(request: Request, name: str, **context: Any) -> HTMLResponse:
    """A page in the request's language: `lang` on the page, `t()` for the template's words
    and the language menu (app/i18n.py)."""
    lang = i18n.request_language(request)
    # i18n-keys: language.name
    choices = [{"code": code, "name": i18n.text(code, "language.name")} for code in i18n.languages()]
    response = templates.TemplateResponse(request, name, {
        **context, "lang": lang, "languages": choices,
        "t": lambda key, **params: i18n.text(lang, key, **params)})
    response.headers["Vary"] = "Accept-Language, Cookie"
    response.headers["Content-Language"] = lang
    return response


@router.get("/", response_class=HTMLResponse)
async def lobby(request: Request):
    return page(request, "lobby.html")


@router.get("/rooms/{room}", response_class=HTMLResponse)
async def room_page(request: Request, room: str):
    return page(request, "room.html", room=room)


@router.get("/learn/{game}", response_class=HTMLResponse)
async def learn_page(request: Request, game: str):
    return page(request, "learn.html", game=game)


@router.get("/rooms/{room}/replay", response_class=HTMLResponse)
async def replay_page(request: Request, room: str):
    return page(request, "replay.html", room=room)
