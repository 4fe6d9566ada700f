"""The event hub across processes: Redis pub/sub as a wake-up signal only.

A process delivers its own notifications locally at once and publishes them on Redis; the other
processes catch up from the database (the truth) before telling their own subscribers. A note
is never trusted: it names a room and a version, and a process that holds the room reads the
log. Anything on the channel that is not a well-formed batch of notes is ignored. A lost
Redis message only delays a client, which catches up on the next one or on reconnect.
"""

from __future__ import annotations

import asyncio
import logging
import uuid

import orjson
import redis.asyncio as aioredis

from .hub import InProcessHub, Notification

log = logging.getLogger("panorama.hub")
CHANNEL = "panorama:rooms"
OUTBOX = 100_000
MAX_NOTES = 1000


class RedisHub(InProcessHub):
    def __init__(self, url: str, channel: str = CHANNEL) -> None:
        super().__init__()
        self.url = url
        self.channel = channel
        self.origin = uuid.uuid4().hex
        self._redis: aioredis.Redis | None = None
        self._listener: asyncio.Task | None = None
        self._sender: asyncio.Task | None = None
        self._outbox: asyncio.Queue[Notification] = asyncio.Queue(maxsize=OUTBOX)

    async def start(self) -> None:
        self._redis = aioredis.from_url(self.url)
        pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
        await pubsub.subscribe(self.channel)
        self._listener = asyncio.create_task(self._listen(pubsub))
        self._sender = asyncio.create_task(self._send())

    async def stop(self) -> None:
        for task in (self._listener, self._sender):
            if task is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        if self._redis is not None:
            await self._redis.aclose()

    async def publish(self, note: Notification) -> None:
        """Deliver here at once; hand the note to the sender, so that no answer waits for Redis."""
        self.deliver(note)
        try:
            self._outbox.put_nowait(note)
        except asyncio.QueueFull:  # Redis is far behind: others catch up on a later note or reconnect
            log.warning("Redis outbox full; a notification was dropped")

    async def _send(self) -> None:
        """Publish what the outbox holds as one message: a Redis command costs the same for one
        note as for hundreds, on both ends."""
        while True:
            notes = [await self._outbox.get()]
            while not self._outbox.empty() and len(notes) < MAX_NOTES:
                notes.append(self._outbox.get_nowait())
            try:
                await self._redis.publish(self.channel, orjson.dumps({"origin": self.origin, "notes": notes}))
            except asyncio.CancelledError:
                raise
            except Exception:  # Redis down: local clients are served; remote ones catch up later
                log.warning("could not publish to Redis", exc_info=True)

    async def _listen(self, pubsub) -> None:
        while True:
            try:
                async for message in pubsub.listen():
                    self._received(message.get("data"))
            except asyncio.CancelledError:
                raise
            except Exception:
                log.warning("Redis listener failed; resubscribing", exc_info=True)
                await asyncio.sleep(0.5)
                try:
                    await pubsub.subscribe(self.channel)
                except Exception:
                    pass

    def _received(self, data) -> None:
        """Hand each note of a batch from another process to the match service, which reads the
        database and then tells this process's subscribers."""
        try:
            batch = orjson.loads(data)
        except (orjson.JSONDecodeError, TypeError):
            return
        if not isinstance(batch, dict) or batch.get("origin") == self.origin:
            return
        notes = batch.get("notes")
        if not isinstance(notes, list) or self.on_remote is None:
            return
        for note in notes[:MAX_NOTES]:
            self.on_remote(note)
