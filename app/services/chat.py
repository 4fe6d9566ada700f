"""Room chat: players may always write, spectators when the host allows it. Messages are kept
with the room, limited in length and rate, cleaned of control characters, and told to every
page of the room (a note says only that the room has new messages; pages read them)."""

from __future__ import annotations

import asyncio
import re
import unicodedata
from typing import Any

from app.db import repository as repo

from .errors import ServiceError
from .inputs import _BIDI, MAX_MARKS, too_many_marks, visible
from .limits import RateLimiter, check_all
from .matches import MatchService, clean_name, require_unique_name

# Quick phrases the room page offers as one-click messages (plain messages to the server).
QUICK_PHRASES = ("Good game", "Your turn!", "One moment")
PAGE = 100  # messages per read


def clean_text(text: Any, max_chars: int) -> str:
    """The message as it is kept: composed (NFC), line breaks kept (at most one empty line in a
    row), tabs made spaces, every other control character and text-direction control removed.
    A message of invisible characters only, or with more than MAX_MARKS combining marks on a
    character, is refused."""
    if not isinstance(text, str):
        raise ServiceError(422, "bad_message", "a message is text")
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " "))
    text = "".join(ch for ch in text if ch == "\n" or (unicodedata.category(ch) not in ("Cc", "Cs") and ch not in _BIDI))
    text = re.sub(r"\n{3,}", "\n\n", text).strip()
    if not visible(text):
        raise ServiceError(422, "empty_message", "a message needs at least one visible character")
    if too_many_marks(text):
        raise ServiceError(422, "bad_message", f"a message has at most {MAX_MARKS} combining marks on a character")
    if len(text) > max_chars:
        raise ServiceError(422, "message_too_long", f"a message has at most {max_chars} characters")
    return text


def message_public(row: dict[str, Any]) -> dict[str, Any]:
    return {"id": row["id"], "seat": row["seat"], "name": row["name"], "text": row["text"],
            "at": row["created_at"].isoformat()}


class RoomChat:
    """`per_minute` and `burst` limit each person (a seat, or a spectator's address) in a room;
    `per_address` and `address_burst` each address over every room and seat it holds (one
    address with many seats wrote 300 messages of 500 characters in 2 s)."""

    def __init__(self, service: MatchService, per_minute: float, burst: int, max_chars: int,
                 per_address: float = 60, address_burst: int = 20) -> None:
        self.service = service
        self.limit = RateLimiter(per_minute, burst)
        self.address_limit = RateLimiter(per_address, address_burst)
        self.max_chars = max_chars

    async def post(self, room_id: str, seat: int | None, name: Any, text: Any, client: str) -> dict[str, Any]:
        """Write a message as `seat` (None: a spectator, who gives a name)."""
        match = await self.service.get(room_id)
        if seat is None:
            if not match.spectator_chat:
                raise ServiceError(403, "chat_closed", "only the players may chat here; the host can let "
                                   "spectators join in")
            if name is None:
                raise ServiceError(422, "bad_name", "a spectator gives a name to chat")
            name = clean_name(name)
            require_unique_name(match, name)  # a spectator does not write as a player
        else:
            name = match.seats[seat].name
        text = clean_text(text, self.max_chars)
        person = f"{room_id}:{seat}" if seat is not None else f"{room_id}:{client}"
        check_all((self.limit, person, "messages"), (self.address_limit, client, "messages from this address"))
        row = await self.service.writer.write(lambda conn: repo.insert_chat(conn, room_id, seat, name, text))
        await self.service.hub.publish({"room": room_id, "kind": "chat", "version": match.version})
        return message_public(row)

    async def after(self, room_id: str, after: int = 0, limit: int = PAGE) -> list[dict[str, Any]]:
        await self.service.get(room_id)  # 404 for no such room
        return await self.read(room_id, after, limit)

    async def read(self, room_id: str, after: int, limit: int = PAGE) -> list[dict[str, Any]]:
        def read():
            with self.service.engine.connect() as conn:
                return repo.chat_after(conn, room_id, after, limit)

        return [message_public(r) for r in await asyncio.to_thread(read)]

    async def allow_spectators(self, room_id: str, caller: int, allowed: Any) -> dict[str, Any]:
        match = await self.service.get(room_id)
        self.service.require_host(match, caller)
        if not isinstance(allowed, bool):
            raise ServiceError(422, "malformed_request", "allowed: true or false")
        async with match.lock:
            await self.service.writer.write(lambda conn: repo.set_spectator_chat(conn, room_id, allowed))
            match.spectator_chat = allowed
            await self.service._publish(match, "room")
        return match.room_info()
