"""What the lobby lists: public tables (from the database, the truth across processes) and a
summary of the rooms a browser holds seats in (from the matches, which know whose turn it is)."""

from __future__ import annotations

import asyncio
from typing import Any

from app.db import repository as repo

from .errors import ServiceError
from .inputs import is_room_id
from .matches import MatchService

STATUSES = ("open", "playing", "finished")
MAX_PAGE = 50
MAX_SUMMARIES = 50


async def public_tables(service: MatchService, status: str, limit: int, offset: int) -> dict[str, Any]:
    """A page of public rooms with `status`, newest first: {rooms, next} where `next` is the
    offset of the following page, or None on the last one."""
    if status not in STATUSES:
        raise ServiceError(422, "bad_status", f"status is one of {', '.join(STATUSES)}")

    def read():
        with service.engine.connect() as conn:
            ids = repo.public_rooms(conn, status, limit + 1, offset)
            return repo.rooms_with_seats(conn, ids[:limit]), len(ids) > limit

    found, more = await asyncio.to_thread(read)
    return {"rooms": [table(r) for r in found], "next": offset + limit if more else None}


def table(room: dict[str, Any]) -> dict[str, Any]:
    host = next((s for s in room["seats"] if s["host"]), None)
    return {
        "room": room["id"], "game": room["game"], "status": room["status"], "players": room["players"],
        "options": room["options"], "turn_seconds": room["turn_seconds"],
        "host_name": host["name"] if host else None,
        "taken": sum(1 for s in room["seats"] if s["taken"]),
        "seats": [{"seat": s["seat"], "name": s["name"], "kind": s["kind"], "taken": s["taken"]} for s in room["seats"]],
        "created_at": room["created_at"].isoformat(),
    }


def parse_ids(raw: str) -> list[str]:
    ids = [i for i in raw.split(",") if i]
    if not ids or len(ids) > MAX_SUMMARIES or not all(is_room_id(i) for i in ids):
        raise ServiceError(422, "bad_rooms", f"ids lists 1 to {MAX_SUMMARIES} room ids, separated by commas")
    return list(dict.fromkeys(ids))


async def summaries(service: MatchService, ids: list[str]) -> dict[str, Any]:
    """Each named room's info with whose turn it is ({rooms, missing}); a room that cannot be
    found (deleted, or from another server) is named in `missing`."""
    rooms, missing = [], []
    for room_id in ids:
        try:
            match = await service.get(room_id)
        except ServiceError as err:
            if err.code not in ("not_found", "corrupt_game"):
                raise
            missing.append(room_id)
            continue
        rooms.append({**match.room_info(), "version": match.version,
                      "actors": list(match.actors) if match.status == "playing" else []})
    return {"rooms": rooms, "missing": missing}
