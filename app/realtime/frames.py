"""The websocket protocol as typed frames, its error codes, close codes and limits; served as a
JSON Schema at GET /api/websocket (see docs/api.md, "The websocket")."""

from __future__ import annotations

import time
from collections import deque
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from app.api.schemas import ChatMessage, ChatPost, LogEntry, Room, State
from app.engine.schema import DIALECT

MAX_FRAME = 16 * 1024  # bytes a client frame may have
RATE_MESSAGES = 20  # client frames (control frames included) per RATE_WINDOW seconds
RATE_WINDOW = 1.0
# Where the websocket layer (app/server.py) hands the socket's FrameRate to the endpoint.
FRAME_RATE_EXTENSION = "panorama.frame_rate"
HELLO_TIMEOUT = 10.0  # seconds after the handshake within which the hello must come

# Codes of the error frames, with what each means. A frame with one of these codes is followed
# by a close when CLOSE_AFTER names it.
ERROR_CODES = {
    "bad_hello": 'the first frame is not {"type": "hello", "token"?: string, "version"?: integer >= 0, '
                 '"previews"?: boolean, "lang"?: string}, '
                 f"or it did not come within {HELLO_TIMEOUT:g} s",
    "bad_token": "the token belongs to no seat of this room",
    "not_found": "there is no such room",
    "version_ahead": "the hello names a version the game has not reached; the server sends from its "
                     "current version instead (fetch GET /state and use its version next time)",
    "frame_too_large": f"a client frame is over {MAX_FRAME} bytes",
    "rate_limited": f"more than {RATE_MESSAGES} client frames (pings and pongs included) in {RATE_WINDOW:g} s",
    "malformed_frame": "a frame after the hello is not a JSON object with a string type",
    "unknown_message": "a frame after the hello is not a ping or a chat message (moves are made over REST)",
    # A chat message the server does not keep is answered with the REST call's code and message
    # (and `retry_after` for its limit); the socket stays open.
    "empty_message": "a chat message needs at least one visible character",
    "bad_message": "a chat message has more than 4 combining marks on a character",
    "name_taken": "a spectator's chat name is a player's",
    "message_too_long": "a chat message is over its length limit",
    "malformed_request": 'a chat message is not {"type": "chat", "text": string, "name"?: string}',
    "chat_closed": "only the players may chat here unless the host lets spectators",
    "bad_name": "a spectator gives a name to chat",
    "unavailable": "the chat message could not be kept; try again",
}
CLOSE_CODES = {
    1003: "the client sent a binary frame (the protocol is JSON text)",
    1008: "policy: a bad hello, token or room, too many frames; or, before the handshake is "
          "accepted, an Origin that is not allowed (the handshake answers 403)",
    1009: "the client sent a frame over the size limit",
    1011: "the server failed",
    1012: "the server is restarting: reconnect with your last version",
}
CLOSE_AFTER = {"bad_hello": 1008, "bad_token": 1008, "not_found": 1008, "frame_too_large": 1009,
               "rate_limited": 1008}


class FrameRate:
    """The frames one socket sent in the last RATE_WINDOW seconds. The websocket layer counts the
    control frames it answers itself (pings, pongs) and the endpoint the messages it reads, into
    the same count: one limit for everything a client sends."""

    __slots__ = ("_stamps", "_clock")

    def __init__(self, clock=time.monotonic) -> None:
        self._stamps: deque[float] = deque()
        self._clock = clock

    def over(self) -> bool:
        """Count one frame; True when it makes more than RATE_MESSAGES in the window."""
        now = self._clock()
        stamps = self._stamps
        while stamps and now - stamps[0] >= RATE_WINDOW:
            stamps.popleft()
        stamps.append(now)
        return len(stamps) > RATE_MESSAGES


def error_frame(code: str, message: str | None = None) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message or ERROR_CODES[code]}


def close_reason(text: str) -> str:
    """A close reason: at most 123 bytes of UTF-8 (RFC 6455, 5.5)."""
    data = text.encode()
    return text if len(data) <= 123 else data[:120].decode(errors="ignore") + "..."


class Frame(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Hello(Frame):
    """The client's first frame."""
    type: Literal["hello"]
    token: str | None = Field(default=None, description="the seat's token; without it you watch as a spectator")
    version: int | None = Field(default=None, ge=0, description="the last version you have seen: the server "
                                "sends every later one, in order; without it, just the current one")
    previews: bool = Field(default=False, description="true: every state frame of the current version carries "
                           "`previews`, what each of your legal moves is worth, in the order of `moves`")
    lang: str | None = Field(default=None, description="the language of the previews' words; else the "
                             "socket's `lang` cookie, else its Accept-Language, else English")


class Ping(Frame):
    """Answered with a pong."""
    type: Literal["ping"]


class Chat(ChatPost):
    """A chat message to write, read as the body of POST /api/rooms/{room}/chat is; it comes back
    to every socket of the room as a chat frame, or to this one as an error frame with the REST
    call's code."""
    type: Literal["chat"]


class RoomFrame(Room):
    """The room (as GET /api/rooms/{room}), first and whenever seats change."""
    type: Literal["room"]
    you: int | None = Field(description="this socket's seat now (it follows a reorder); null for a spectator")


class ChatFrame(ChatMessage):
    """A chat message (as GET /api/rooms/{room}/chat lists them): the room's recent ones after the
    first room frame, then each new one."""
    type: Literal["chat"]


class StateFrame(State):
    """A version of the game as this viewer may see it (as GET /api/rooms/{room}/state)."""
    type: Literal["state"]


class LogFrame(Frame):
    """The log entries (as GET /api/rooms/{room}/log has them) of the versions a resuming socket
    missed beyond those the server keeps in memory, the last 500 of them at most: when the first
    entry's version is not the one after the hello's, GET /log has the ones before. The current
    state frame follows."""
    type: Literal["log"]
    entries: list[LogEntry]


class ErrorFrame(Frame):
    """Something the server did not accept; see CLOSE_AFTER for the codes followed by a close."""
    type: Literal["error"]
    code: str = Field(description="one of the codes of x-error-codes", json_schema_extra={"enum": list(ERROR_CODES)})
    message: str = Field(description="for people")
    retry_after: int | None = Field(default=None, ge=1, description="for rate_limited on a chat message: "
                                    "seconds to wait before writing again")


class Pong(Frame):
    type: Literal["pong"]


ClientFrame = Annotated[Union[Hello, Ping, Chat], Field(discriminator="type")]
ServerFrame = Annotated[Union[RoomFrame, StateFrame, LogFrame, ChatFrame, ErrorFrame, Pong],
                        Field(discriminator="type")]


def schema() -> dict[str, Any]:
    defs: dict[str, Any] = {}
    parts = {}
    for name, frames in (("ClientFrame", ClientFrame), ("ServerFrame", ServerFrame)):
        part = TypeAdapter(frames).json_schema(ref_template="#/$defs/{model}")
        defs.update(part.pop("$defs", {}))
        parts[name] = part
    defs.update(parts)
    return {
        "$schema": DIALECT,
        "title": "Panorama websocket frames: WS /ws/rooms/{room}",
        "description": "Every frame is one JSON text message. The client sends ClientFrame (a hello first), "
                       "the server ServerFrame. Moves are not sent here: POST /api/rooms/{room}/moves.",
        "oneOf": [{"$ref": "#/$defs/ClientFrame"}, {"$ref": "#/$defs/ServerFrame"}],
        "$defs": defs,
        "x-error-codes": ERROR_CODES,
        "x-close-after": CLOSE_AFTER,
        "x-close-codes": {str(k): v for k, v in CLOSE_CODES.items()},
        "x-limits": {"max_frame_bytes": MAX_FRAME, "frames_per_window": RATE_MESSAGES,
                     "window_seconds": RATE_WINDOW, "hello_timeout_seconds": HELLO_TIMEOUT},
    }
