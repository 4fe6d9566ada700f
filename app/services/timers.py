"""Per-room turn timers: a human actor who lets the timer run out is marked away, and a bot plays
their seat until they come back. Deadlines are stored with the seat, so they survive a restart."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta, timezone

from .bots import BotRunner
from .errors import ServiceError
from .match import Match
from .matches import MatchService


def now() -> datetime:
    return datetime.now(timezone.utc)


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)  # SQLite drops the zone


class TurnTimers:
    def __init__(self, service: MatchService, bots: BotRunner) -> None:
        self.service = service
        self.bots = bots
        self._handles: dict[str, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task] = set()
        service.on_change.append(self.update)

    def update(self, match: Match) -> None:
        handle = self._handles.pop(match.room_id, None)
        if handle is not None:
            handle.cancel()
        if not match.turn_seconds or match.status != "playing" or self.service.at_version_limit(match):
            return
        changed = []
        for info in match.seats:
            timed = info.seat in match.actors and info.kind == "human" and not info.away
            if timed and info.deadline is None:
                info.deadline = now() + timedelta(seconds=match.turn_seconds)
                changed.append(info.seat)
            elif not timed and info.deadline is not None:
                info.deadline = None
                changed.append(info.seat)
        if changed:
            self._spawn(self.service.save_deadlines(match, changed))
        deadlines = [_aware(i.deadline) for i in match.seats if i.deadline is not None]
        if deadlines:
            delay = max(0.0, (min(deadlines) - now()).total_seconds())
            loop = asyncio.get_running_loop()
            self._handles[match.room_id] = loop.call_later(delay, lambda: self._spawn(self._expire(match)))

    async def _expire(self, match: Match) -> None:
        moment = now()
        for info in match.seats:
            if info.deadline is not None and _aware(info.deadline) <= moment and info.kind == "human":
                try:
                    await self.service.set_away(match.room_id, info.seat, True)
                except ServiceError as err:
                    if err.code == "too_many_bot_rooms":
                        info.deadline = None  # nobody else plays here: wait another turn, not a bot
                except Exception:
                    pass  # the game ended or the player came back meanwhile
        self.update(match)
        self.bots.kick(match)

    def resume_all(self) -> None:
        for match in self.service.loaded():
            self.update(match)

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def stop(self) -> None:
        for handle in self._handles.values():
            handle.cancel()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
