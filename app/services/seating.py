"""Seats before the start: the host removes a seat, changes a bot's level or reorders the seats;
a player leaves a room that has not started. Each change is written while the room is still
open (a start in another process wins) and then told to every page of the room."""

from __future__ import annotations

import math
import re
from datetime import timezone
from typing import Any

from app.db import repository as repo
from app.db.models import utcnow

from .errors import ServiceError
from .match import Match, SeatInfo
from .matches import MatchService, check_bot_level


def _content(info: SeatInfo) -> dict[str, Any]:
    return {"name": info.name, "kind": info.kind, "bot_level": info.bot_level, "token_hash": info.token_hash,
            "taken": info.taken, "away": info.away, "deadline": info.deadline, "host": info.host,
            "invited_from": info.invited_from, "colour": info.colour, "outside_bot": info.outside_bot,
            "invite_hash": info.invite_hash}


def _adopt(info: SeatInfo, content: dict[str, Any]) -> None:
    info.name, info.kind, info.bot_level, info.token_hash = (content["name"], content["kind"], content["bot_level"],
                                                             content["token_hash"])
    info.taken, info.away, info.deadline = content["taken"], content["away"], content["deadline"]
    info.host, info.invited_from, info.colour = content["host"], content["invited_from"], content.get("colour")
    info.outside_bot, info.invite_hash = content.get("outside_bot", False), content.get("invite_hash")


def _seat(match: Match, seat: int) -> SeatInfo:
    if not 0 <= seat < match.players:
        raise ServiceError(404, "not_found", f"this room has seats 0 to {match.players - 1}")
    return match.seats[seat]


async def _write(service: MatchService, match: Match, contents: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """Write seat contents (the caller holds the lock and checked the room is open)."""
    ok = await service.writer.write(lambda conn: repo.write_seats(conn, match.room_id, contents))
    if not ok:
        await service.sync.catch_up(match)
        raise ServiceError(409, "already_started", "the game has started; its seats are fixed")
    for seat, content in contents.items():
        _adopt(match.seats[seat], content)
    await service._publish(match, "room")
    return match.room_info()


def _require_open(match: Match) -> None:
    if match.status != "open":
        raise ServiceError(409, "already_started", "the game has started; its seats are fixed")


async def remove_seat(service: MatchService, room_id: str, caller: int, seat: int) -> dict[str, Any]:
    """Free `seat`: the host removes a bot or a player, or a player leaves (their own seat)."""
    match = await service.get(room_id)
    async with match.lock:
        info = _seat(match, seat)
        if seat != caller:
            service.require_host(match, caller)
        _require_open(match)
        if info.host:
            raise ServiceError(409, "host_seat", "the host's seat cannot be freed; the host may leave the room "
                               "without starting it")
        if not info.taken:
            raise ServiceError(409, "seat_free", "this seat is already free")
        kept = _kept_for(service, match, info)
        if kept:
            raise ServiceError(409, "seat_kept", f"this seat is kept for {info.name} for {math.ceil(kept)} s more, "
                               "after the rematch was made", retry_after=kept)
        return await _write(service, match, {seat: dict(repo.FREE_SEAT)})


def _kept_for(service: MatchService, match: Match, info: SeatInfo) -> float:
    """Seconds a rematch still keeps this seat for its player (who has not taken it yet), or 0."""
    if not info.invited or match.rematch_of is None or match.created_at is None:
        return 0.0
    made = match.created_at if match.created_at.tzinfo else match.created_at.replace(tzinfo=timezone.utc)
    return max(0.0, service.settings.rematch_keep_seconds - (utcnow() - made).total_seconds())


async def set_bot_level(service: MatchService, room_id: str, caller: int, seat: int, level: Any) -> dict[str, Any]:
    match = await service.get(room_id)
    service.require_host(match, caller)
    level = check_bot_level(level)
    async with match.lock:
        info = _seat(match, seat)
        _require_open(match)
        if info.kind != "bot":
            raise ServiceError(409, "not_a_bot", "only a bot's level can be changed")
        name = re.sub(r"\([a-z]+\)$", f"({level})", info.name)
        content = {**_content(info), "bot_level": level, "name": name}
        return await _write(service, match, {seat: content})


async def reorder_seats(service: MatchService, room_id: str, caller: int, order: Any) -> dict[str, Any]:
    """`order` lists the seats as they are now in their new order: who sits at order[i] moves to
    seat i (and with the seat, their token: a player's token finds their new seat)."""
    match = await service.get(room_id)
    service.require_host(match, caller)
    if sorted(order) != list(range(match.players)):
        raise ServiceError(422, "bad_order", f"the order lists every seat 0 to {match.players - 1} once")
    async with match.lock:
        _require_open(match)
        contents = {new: _content(match.seats[old]) for new, old in enumerate(order)}
        return await _write(service, match, contents)


async def choose_colour(service: MatchService, room_id: str, caller: int, colour: Any) -> dict[str, Any]:
    """The caller's seat takes `colour`, one of the game's colours that no other seat has chosen."""
    match = await service.get(room_id)
    palette = match.game.colours
    if not isinstance(colour, str) or colour not in palette:
        raise ServiceError(422, "bad_colour", f"the colours of this game are {', '.join(palette)}")
    async with match.lock:
        _require_open(match)
        if any(s.colour == colour and s.seat != caller for s in match.seats):
            raise ServiceError(409, "colour_taken", "another player chose this colour")
        content = {**_content(match.seats[caller]), "colour": colour}
        return await _write(service, match, {caller: content})
