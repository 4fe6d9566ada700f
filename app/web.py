"""HTML pages of the browser client (Jinja2); the client itself is ES modules in static/."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

ROOT = Path(__file__).resolve().parent.parent
templates = Jinja2Templates(directory=ROOT / "templates")
router = APIRouter(include_in_schema=False)


@router.get("/", response_class=HTMLResponse)
async def lobby(request: Request):
    return templates.TemplateResponse(request, "lobby.html", {})


@router.get("/rooms/{room}", response_class=HTMLResponse)
async def room_page(request: Request, room: str):
    return templates.TemplateResponse(request, "room.html", {"room": room})


@router.get("/rooms/{room}/replay", response_class=HTMLResponse)
async def replay_page(request: Request, room: str):
    return templates.TemplateResponse(request, "replay.html", {"room": room})
