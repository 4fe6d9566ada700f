"""The event hub across processes: Redis pub/sub as a wake-up signal only.

A process delivers its own notifications locally at once and publishes them on Redis; the other
processes catch up from the database (the truth) before telling their own subscribers. A note
is never trusted: it names a room and a version, and a process that holds the room reads the
log. Anything on the channel that is not a well-formed batch of notes is ignored. A lost
Redis message only delays a client, which catches up on the next one or on reconnect.

Redis may go away. The listener pings it; when the subscription breaks, the process reads the
database every `poll_seconds` for the matches somebody watches here, and once it is subscribed
again it catches up every match it holds (what was published meanwhile is lost to it).
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from typing import Callable

import orjson
import redis.asyncio as aioredis

from .hub import InProcessHub, Notification
from .sync import remote_note

log = logging.getLogger("panorama.hub")
CHANNEL = "panorama:rooms"
OUTBOX = 100_000
MAX_NOTES = 1000
PING_EVERY = 2.0  # seconds of silence on the subscription before it is pinged
RETRY_EVERY = 0.5  # seconds between attempts to subscribe again


class RedisHub(InProcessHub):
    shared = True  # other processes change the matches this one holds

    def __init__(self, url: str, channel: str = CHANNEL, poll_seconds: float = 2.0) -> None:
        super().__init__()
        self.url = url
        self.channel = channel
        self.poll_seconds = poll_seconds
        self.origin = uuid.uuid4().hex
        self.connected = False
        self.outages = 0
        # Set by the match service: catch up every match held (False) or the watched ones (True).
        self.on_stale: Callable[[bool], None] | None = None
        self._redis: aioredis.Redis | None = None
        self._listener: asyncio.Task | None = None
        self._sender: asyncio.Task | None = None
        self._poller: asyncio.Task | None = None
        self._outbox: asyncio.Queue[Notification] = asyncio.Queue(maxsize=OUTBOX)
        self._subscribed = asyncio.Event()

    async def start(self) -> None:
        self._redis = aioredis.from_url(self.url, socket_connect_timeout=2, socket_timeout=5)
        self._listener = asyncio.create_task(self._listen())
        self._sender = asyncio.create_task(self._send())
        self._poller = asyncio.create_task(self._poll())
        try:  # start with the subscription in place when Redis is there; serve anyway if not
            await asyncio.wait_for(self._subscribed.wait(), 5)
        except asyncio.TimeoutError:
            log.warning("Redis is not reachable; serving, and reading the database for watched rooms")

    async def stop(self) -> None:
        for task in (self._listener, self._sender, self._poller):
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
        failing = False
        while True:
            notes = [await self._outbox.get()]
            while not self._outbox.empty() and len(notes) < MAX_NOTES:
                notes.append(self._outbox.get_nowait())
            try:
                await self._redis.publish(self.channel, orjson.dumps({"origin": self.origin, "notes": notes}))
                failing = False
            except asyncio.CancelledError:
                raise
            except Exception:  # Redis down: local clients are served; remote ones catch up later
                if not failing:
                    log.warning("could not publish to Redis; other processes will catch up", exc_info=True)
                failing = True

    async def _listen(self) -> None:
        while True:
            pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(self.channel)
                self._up()
                heard = time.monotonic()
                pinged = False
                while True:
                    message = await pubsub.get_message(timeout=1.0)
                    if message is not None:
                        heard, pinged = time.monotonic(), False
                        if message.get("type") == "message":
                            self._received(message.get("data"))
                    elif time.monotonic() - heard > PING_EVERY:
                        if pinged:
                            raise ConnectionError("Redis did not answer a ping")
                        await pubsub.ping()
                        heard, pinged = time.monotonic(), True
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                self._down(exc)
                await asyncio.sleep(RETRY_EVERY)
            finally:
                try:
                    await pubsub.aclose()
                except Exception:
                    pass

    def _up(self) -> None:
        self._subscribed.set()
        if self.connected:
            return
        self.connected = True
        if self.outages:
            log.warning("Redis is back; catching up every room held here")
        if self.on_stale is not None:
            self.on_stale(False)  # notes published while this process was not subscribed are lost

    def _down(self, exc: Exception) -> None:
        if self.connected:
            self.outages += 1
            log.warning("Redis subscription lost (%s); reading the database every %.1f s for watched rooms",
                        exc, self.poll_seconds)
        self.connected = False

    async def _poll(self) -> None:
        """While the subscription is down, read the database for the rooms watched here."""
        while True:
            await asyncio.sleep(self.poll_seconds)
            if not self.connected and self.on_stale is not None:
                self.on_stale(True)

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
        for note in coalesced(notes[:MAX_NOTES]):
            self.on_remote(note)


def coalesced(notes: list) -> list[dict]:
    """The well-formed notes, one per room and kind, each the latest version: a batch of 620
    notes about one room asks for one read of it."""
    latest: dict[tuple[str, str], dict] = {}
    for raw in notes:
        note = remote_note(raw)
        if note is None:
            continue
        key = (note["room"], note["kind"])
        if key not in latest or note["version"] > latest[key]["version"]:
            latest[key] = note
    return list(latest.values())
