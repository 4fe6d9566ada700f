"""Work that grows with a game's history (replaying a log from setup, reading and filtering a
whole log) runs on threads, never on the event loop, and only a few jobs at a time.

Such work is asked for by calls that need no token (a websocket resume, `/log`, `/replay`), so
anyone can ask for as much of it as they like; before this bound, 16 resumes of a long room each
rebuilt it on a thread of their own and the event loop waited its turn for the interpreter for
seconds at a time. Whoever asks while the slots are busy waits for one."""

from __future__ import annotations

import asyncio
from typing import Any, Callable, TypeVar

T = TypeVar("T")

# Two: one long rebuild does not hold up every other, and the event loop, which shares the
# interpreter with these threads, still gets it most of the time.
AT_ONCE = 2


class Rebuilds:
    def __init__(self, at_once: int = AT_ONCE) -> None:
        self.at_once = at_once
        self._slots = asyncio.Semaphore(at_once)
        self.done = 0

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        async with self._slots:
            try:
                return await asyncio.to_thread(fn, *args)
            finally:
                self.done += 1
