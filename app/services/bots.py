"""Runs bot seats server-side: whenever a bot (or a player who left) is an actor, it moves.

A bot sees only `view(state, seat)` and its legal moves, like any client, and submits through
the match service, so every check and the persistence path are the same as for people.
"""

from __future__ import annotations

import asyncio
import logging
import secrets

from app import bots

from .errors import ServiceError
from .match import Match
from .matches import MatchService

log = logging.getLogger("panorama.bots")


class BotRunner:
    def __init__(self, service: MatchService, delay_ms: int) -> None:
        self.service = service
        self.delay = delay_ms / 1000
        self._tasks: set[asyncio.Task] = set()
        service.on_change.append(self.kick)

    def kick(self, match: Match) -> None:
        if match.status != "playing":
            return
        for seat in match.actors:
            info = match.seats[seat]
            if info.played_by_bot and seat not in match.bot_tasks:
                task = asyncio.get_running_loop().create_task(self._play(match, seat))
                match.bot_tasks[seat] = task
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)

    def resume_all(self) -> None:
        for match in self.service.loaded():
            self.kick(match)

    async def _play(self, match: Match, seat: int) -> None:
        try:
            for _ in range(3):
                await asyncio.sleep(self.delay)
                if match.status != "playing" or seat not in match.actors or not match.seats[seat].played_by_bot:
                    return
                version, legal = match.version, match.legal.get(seat, [])
                if not legal:
                    return
                view = match.game.view(match.state, seat)
                level = match.seats[seat].bot_level or "greedy"
                move = await asyncio.to_thread(
                    bots.choose, match.game, level, view, seat, legal, secrets.randbits(48))
                try:
                    await self.service.submit(match.room_id, seat, version, move, by_bot=True)
                    return
                except ServiceError as err:
                    if err.code == "seat_returned":
                        return
                    if err.code not in ("stale_version", "not_your_turn"):
                        log.warning("bot move refused in %s seat %s: %s", match.room_id, seat, err.message)
                        return
        except Exception:
            log.exception("bot crashed in room %s seat %s", match.room_id, seat)
        finally:
            match.bot_tasks.pop(seat, None)
            if match.status == "playing" and seat in match.actors and match.seats[seat].played_by_bot:
                asyncio.get_running_loop().call_later(self.delay, self.kick, match)

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
