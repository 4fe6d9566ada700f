"""WS /ws/rooms/{room}: the client says hello (token, last version seen), the server pushes.

Frames the server sends: {"type": "room", ..., "you": seat or null} when seats change; {"type": "state",
version, status, actors, view, events, outcome} for every version in order (a socket further behind than
memory reaches gets {"type": "log", entries}, the log entries of the last 500 versions it missed, then the
current state); {"type": "chat", id, seat, name, text, at} for the room's recent chat on connecting and for
every new message; {"type": "error", code, message, retry_after?}; {"type": "pong"}. The client may send
{"type": "ping"} and {"type": "chat", "text", "name"?} (a name for a spectator). A client that reconnects
with its last version gets every later version, as a state frame from memory or as a log entry, so nothing
is skipped (GET /log holds anything older than the 500 a log frame carries). The frames, error codes, close
codes and limits are in frames.py (served as a JSON Schema).
"""

from __future__ import annotations

import asyncio
import json
import math
from typing import Any
from urllib.parse import urlsplit

from fastapi import APIRouter, WebSocket, WebSocketDisconnect
from pydantic import ValidationError

from app import i18n
from app.api.schemas import validation_message
from app.services.errors import ServiceError
from app.services.inputs import json_too_deep
from app.services.limits import address_key
from app.services.chat import RoomChat
from app.services.matches import MatchService

from .frames import (CLOSE_AFTER, FRAME_RATE_EXTENSION, Chat, FrameRate, HELLO_TIMEOUT, MAX_FRAME, close_reason,
                     error_frame)

router = APIRouter()


def origin_allowed(ws: WebSocket, allowed: list[str]) -> bool:
    origin = ws.headers.get("origin")
    if origin is None:
        return True  # not a browser: tokens still guard every seat
    if "*" in allowed or origin in allowed:
        return True
    return urlsplit(origin).netloc == ws.headers.get("host")


def _too_large(data: str | bytes) -> bool:
    """Frames are limited in bytes (a character may take up to four)."""
    if len(data) * (4 if isinstance(data, str) else 1) <= MAX_FRAME:
        return False
    return len(data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data) > MAX_FRAME


async def send_error(ws: WebSocket, code: str, message: str | None = None, retry_after: float | None = None,
                     close_after: bool = True) -> None:
    """An error frame (with `retry_after` seconds for a limit); then the close that CLOSE_AFTER
    names for the code, with a reason. A refused chat message (`close_after=False`) only answers:
    its `rate_limited` is the chat's limit, not the socket's."""
    frame = error_frame(code, message)
    if retry_after is not None:
        frame["retry_after"] = max(1, math.ceil(retry_after))
    await ws.send_text(json.dumps(frame))
    close = CLOSE_AFTER.get(code) if close_after else None
    if close is not None:
        await ws.close(code=close, reason=close_reason(f"{code}: {frame['message']}"))


@router.websocket("/ws/rooms/{room}")
async def room_socket(ws: WebSocket, room: str) -> None:
    service: MatchService = ws.app.state.service
    if not origin_allowed(ws, service.settings.allowed_origins):
        await ws.close(code=1008)  # before accept: the handshake is answered 403
        return
    await ws.accept()
    try:
        message = await asyncio.wait_for(ws.receive(), HELLO_TIMEOUT)
        if message["type"] == "websocket.disconnect":
            return
        first = message.get("text")
        if first is None:  # a binary frame: the protocol is JSON text
            await ws.send_text(json.dumps({"type": "error", "code": "bad_hello", "message": "frames are JSON text"}))
            await ws.close(code=1003, reason="frames are JSON text")
            return
        if _too_large(first):
            await send_error(ws, "frame_too_large")
            return
        if json_too_deep(first):
            raise ValueError
        hello = json.loads(first)
        if not isinstance(hello, dict) or hello.get("type") != "hello":
            raise ValueError
        token, since = hello.get("token"), hello.get("version")
        if token is not None and not isinstance(token, str) or since is not None and (
                not isinstance(since, int) or isinstance(since, bool) or since < 0):
            raise ValueError
        if set(hello) - {"type", "token", "version", "previews", "lang"}:
            raise ValueError
        previews = _previews_asked(ws, hello)
    except (asyncio.TimeoutError, ValueError, TypeError):
        await send_error(ws, "bad_hello")
        return
    except WebSocketDisconnect:
        return
    try:
        match = await service.get(room)
        seat = service.authenticate(match, token)
    except ServiceError as err:
        await ws.send_text(json.dumps({"type": "error", "code": err.code, "message": err.message}))
        await ws.close(code=1008, reason=close_reason(f"{err.code}: {err.message}"))
        return
    if since is not None and since > match.version:
        await send_error(ws, "version_ahead", f"the game is at version {match.version}, not {since}; "
                                              "the current version follows")
        since = None

    sub = service.hub.subscribe(room)
    pusher = asyncio.current_task()
    chat: RoomChat = ws.app.state.chat
    who = {"seat": seat}  # the reader writes chat as the socket's seat of the moment

    async def write_chat(frame: dict[str, Any]) -> None:
        client = address_key(ws.client.host if ws.client else None)
        message = chat_frame(frame)
        await chat.post(room, who["seat"], message.name, message.text, client)

    reader = asyncio.create_task(_read(ws, pusher, write_chat))
    try:
        await ws.send_text(json.dumps({"type": "room", **match.room_info(), "you": seat}))
        # The version to start from is taken before the chat is read: moves made meanwhile follow.
        last = since if since is not None else match.version - 1
        last_chat = await _send_chat(ws, chat, room, 0)
        last = await _send_states(ws, service, match, seat, last, previews)
        while True:
            note = await sub.get()
            if note["kind"] == "chat":
                last_chat = await _send_chat(ws, chat, room, last_chat)
                continue
            if note["kind"] == "room":
                # Before the start the host may reorder or free seats: the token finds its seat again.
                seat = who["seat"] = _seat_now(service, match, token)
                await ws.send_text(json.dumps({"type": "room", **match.room_info(), "you": seat}))
            last = await _send_states(ws, service, match, seat, last, previews)
    except (WebSocketDisconnect, asyncio.CancelledError, RuntimeError):
        pass  # the client left (the reader cancels this loop) or the socket broke
    finally:
        sub.close()
        reader.cancel()


def chat_frame(frame: dict[str, Any]) -> Chat:
    """A client's chat frame, checked as the REST call checks its body (the same code for the
    same bad input)."""
    try:
        return Chat.model_validate(frame)
    except ValidationError as err:
        raise ServiceError(422, "malformed_request", validation_message(err)) from None


def _seat_now(service: MatchService, match, token: str | None) -> int | None:
    """The socket's seat after a seat change; None (watching) once its seat was freed."""
    try:
        return service.authenticate(match, token)
    except ServiceError:
        return None


def _previews_asked(ws: WebSocket, hello: dict[str, Any]) -> str | None:
    """The language of the previews a hello asks for (`"previews": true`), else None; its `lang`,
    else the socket's `lang` cookie, else its Accept-Language."""
    asked, lang = hello.get("previews", False), hello.get("lang")
    if not isinstance(asked, bool) or lang is not None and not isinstance(lang, str):
        raise ValueError
    if not asked:
        return None
    return i18n.choose(lang, ws.cookies.get(i18n.COOKIE), ws.headers.get("accept-language"))


async def _send_states(ws: WebSocket, service: MatchService, match, seat: int | None, last: int,
                       previews: str | None = None) -> int:
    frames, steps = await service.resume(match, seat, last)
    for frame in frames:  # the log entries of the versions a socket far behind missed
        await ws.send_text(frame)
    for step in steps:
        # Only the newest version is worth valuing: older frames are history by the time they land.
        asked = previews if step.version == match.version else None
        await match.worked_out(seat, step, asked)
        await ws.send_text(match.frame(seat, step, asked))
        last = step.version
    return last


async def _send_chat(ws: WebSocket, chat: RoomChat, room: str, after: int) -> int:
    """Send the room's messages after id `after` (the last page of them); the last id sent."""
    for message in await chat.read(room, after):
        await ws.send_text(json.dumps({"type": "chat", **message}))
        after = message["id"]
    return after


async def _read(ws: WebSocket, pusher: asyncio.Task, write_chat) -> None:
    """Answer pings and write chat; enforce frame size and message rate; stop the pusher when
    the client goes."""
    # Served by app/server.py, the websocket layer counts the control frames into the same rate.
    rate = ws.scope.get("extensions", {}).get(FRAME_RATE_EXTENSION) or FrameRate()
    try:
        await _read_loop(ws, rate, write_chat)
    finally:
        pusher.cancel()


async def _read_loop(ws: WebSocket, rate: FrameRate, write_chat) -> None:
    try:
        while True:
            message = await ws.receive()
            if message["type"] == "websocket.disconnect":
                return
            data: Any = message.get("text") or message.get("bytes") or ""
            if _too_large(data):
                await send_error(ws, "frame_too_large")
                return
            if rate.over():
                await send_error(ws, "rate_limited")
                return
            try:
                frame = None if json_too_deep(data) else json.loads(data)
                kind = frame.get("type")
            except (ValueError, AttributeError):
                kind = None
            if kind == "ping":
                await ws.send_text('{"type": "pong"}')
            elif not isinstance(kind, str):
                await send_error(ws, "malformed_frame")
            elif kind == "chat":
                try:
                    await write_chat(frame)
                except ServiceError as err:
                    await send_error(ws, err.code, err.message, err.retry_after, close_after=False)
                except Exception:  # the database is away: the socket stays, the message is not kept
                    await send_error(ws, "unavailable", "the message could not be kept; try again", close_after=False)
            else:
                await send_error(ws, "unknown_message", "the server accepts only ping and chat after hello")
    except (WebSocketDisconnect, RuntimeError):
        return
