"""Runs bot seats server-side: whenever a bot (or a player who left) is an actor, it moves.

A bot sees only `view(state, seat)` and its legal moves, like any client, and submits through
the match service, so every check and the persistence path are the same as for people.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from contextlib import asynccontextmanager

from app import bots

from .errors import ServiceError
from .match import Match
from .matches import MatchService
from .tutorials import SCRIPTED, scripted_move

log = logging.getLogger("panorama.bots")


class ThinkingBudget:
    """The strong bots' thinking time in one process: one bot thinks at a time, and over time
    they think at most `share` of a core (a balance that fills at `share` seconds per second up
    to `burst` and is spent by thinking). A bot whose turn finds the balance spent waits."""

    def __init__(self, share: float, burst: float, clock=time.monotonic) -> None:
        self.share = max(share, 0.01)
        self.burst = burst
        self.clock = clock
        self.balance = burst
        self.stamp = clock()
        self.spent = 0.0  # seconds thought in all, for the record
        self._lock = asyncio.Lock()

    def _refill(self) -> None:
        now = self.clock()
        self.balance = min(self.burst, self.balance + (now - self.stamp) * self.share)
        self.stamp = now

    @asynccontextmanager
    async def think(self):
        async with self._lock:
            self._refill()
            if self.balance < 0:
                await asyncio.sleep(-self.balance / self.share)
                self._refill()
            started = self.clock()
            try:
                yield
            finally:
                took = self.clock() - started
                self._refill()
                self.balance -= took
                self.spent += took


class BotRunner:
    def __init__(self, service: MatchService, delay_ms: int, budget: ThinkingBudget | None = None,
                 think_seconds: float = 0.4) -> None:
        self.service = service
        self.delay = delay_ms / 1000
        self.budget = budget or ThinkingBudget(1.0, 2.0)
        self.think_seconds = think_seconds
        self._rng = random.SystemRandom()
        self._tasks: set[asyncio.Task] = set()
        service.on_change.append(self.kick)

    def kick(self, match: Match) -> None:
        if match.status != "playing" or self.service.at_version_limit(match):
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
                level = match.seats[seat].bot_level or "greedy"
                started, together = asyncio.get_running_loop().time(), len(match.actors) > 1
                if level == "strong":
                    async with self.budget.think():
                        found = await self._decide(match, seat, level)
                elif level == SCRIPTED:
                    found = await self._scripted(match, seat)
                else:
                    found = await self._decide(match, seat, level)
                if found is None:
                    return
                version, move = found
                if together:
                    await self._keep_time(started, level)
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

    def answer_seconds(self, level: str) -> float:
        """When several seats answer at once (a reaction window, a secret choice), how long after
        it starts deciding a bot answers: drawn the same way whatever it holds and whatever it
        chooses, so that a quick answer never tells that it had nothing to choose from. The
        level is public; a strong bot's thinking time is inside the draw."""
        thinking = self.think_seconds if level == "strong" else 0.0
        return thinking + self.delay * self._rng.uniform(0.5, 2.5)

    async def _keep_time(self, started: float, level: str) -> None:
        wait = started + self.answer_seconds(level) - asyncio.get_running_loop().time()
        if wait > 0:
            await asyncio.sleep(wait)

    @staticmethod
    async def _decide(match: Match, seat: int, level: str) -> tuple[int, object] | None:
        """(version, move) for the seat now, or None when it has nothing to do any more."""
        if match.status != "playing" or seat not in match.actors or not match.seats[seat].played_by_bot:
            return None
        version, legal = match.version, match.legal.get(seat, [])
        if not legal:
            return None
        view = match.game.view(match.state, seat)
        move = await asyncio.to_thread(bots.choose, match.game, level, view, seat, legal, secrets.randbits(48))
        return version, move

    async def _scripted(self, match: Match, seat: int) -> tuple[int, object] | None:
        """A tutorial's seat plays its script's next move; past the script, or where the learner
        left the script, it plays as a greedy bot."""
        version, legal = match.version, match.legal.get(seat, [])
        if match.status != "playing" or seat not in match.actors or not legal:
            return None
        move = await scripted_move(self.service, match, seat)
        if move is not None and any(m == move for m in legal) and match.version == version:
            return version, move
        return await self._decide(match, seat, "greedy")

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
