"""The event hub: a wake-up signal that a room changed. The database stays the truth.

Subscribers receive notifications `{"room", "kind": "state"|"room", "version"}` and read what
changed from the match service, so a missed notification costs nothing but latency.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict
from typing import Any, Protocol

Notification = dict[str, Any]


class Subscription:
    def __init__(self, hub: "InProcessHub", room_id: str) -> None:
        self.room_id = room_id
        self.queue: asyncio.Queue[Notification] = asyncio.Queue(maxsize=1024)
        self._hub = hub

    async def get(self) -> Notification:
        return await self.queue.get()

    def close(self) -> None:
        self._hub._remove(self)


class EventHub(Protocol):
    def subscribe(self, room_id: str) -> Subscription: ...

    def has_subscribers(self, room_id: str) -> bool: ...

    async def publish(self, note: Notification) -> None: ...

    async def start(self) -> None: ...

    async def stop(self) -> None: ...


class InProcessHub:
    """Delivers notifications to subscribers in this process."""

    shared = False  # no other process changes the matches this one holds

    def __init__(self) -> None:
        self._subs: dict[str, set[Subscription]] = defaultdict(set)
        self.on_remote = None  # set by a cross-process hub subclass

    def subscribe(self, room_id: str) -> Subscription:
        sub = Subscription(self, room_id)
        self._subs[room_id].add(sub)
        return sub

    def _remove(self, sub: Subscription) -> None:
        subs = self._subs.get(sub.room_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self._subs[sub.room_id]

    def deliver(self, note: Notification) -> None:
        for sub in list(self._subs.get(note["room"], ())):
            try:
                sub.queue.put_nowait(note)
            except asyncio.QueueFull:
                pass  # the subscriber is far behind; it catches up from the database anyway

    async def publish(self, note: Notification) -> None:
        self.deliver(note)

    async def start(self) -> None:
        return None

    async def stop(self) -> None:
        return None

    def has_subscribers(self, room_id: str) -> bool:
        return room_id in self._subs

    def subscriber_count(self) -> int:
        return sum(len(s) for s in self._subs.values())
