"""The event hub: a wake-up signal that a room changed. The database stays the truth.

Subscribers receive notifications `{"room", "kind": "state"|"room", "version"}` and read what
changed from the match service, so a missed notification costs nothing but latency.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict, deque
from typing import Any, Protocol

Notification = dict[str, Any]
MAX_PENDING = 1024  # notes a subscriber may be behind; later ones are dropped until it reads


class Subscription:
    """The notes for one subscriber, in order. Lighter than an asyncio.Queue: a move puts a note
    in every subscription of its room, and each socket holds one."""

    __slots__ = ("room_id", "notes", "_waiter", "_hub")

    def __init__(self, hub: "InProcessHub", room_id: str) -> None:
        self.room_id = room_id
        self.notes: deque[Notification] = deque()
        self._waiter: asyncio.Future | None = None
        self._hub = hub

    def put(self, note: Notification) -> None:
        if len(self.notes) >= MAX_PENDING:
            return  # the subscriber is far behind; it catches up from the database anyway
        self.notes.append(note)
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    async def get(self) -> Notification:
        while not self.notes:
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        return self.notes.popleft()

    def close(self) -> None:
        self._hub._remove(self)


class EventHub(Protocol):
    def subscribe(self, room_id: str) -> Subscription: ...

    def has_subscribers(self, room_id: str) -> bool: ...

    async def publish(self, note: Notification) -> None: ...

    def deliver(self, note: Notification) -> None: ...  # to this process's subscribers only

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
            sub.put(note)

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
