"""The HTTP and websocket protocols uvicorn runs, with guards against slow and greedy clients.

uvicorn waits as long as a client likes for the headers of a request, and takes any number of
connections from one address, so a few hundred connections that never finish their headers
exhaust the process's file descriptors. This protocol closes a connection whose request
headers are not complete `header_timeout` seconds after the connection opened (or after the
request began, on a kept-alive connection), refuses a connection from an address that already
holds `per_address` open ones (websockets included; an IPv6 client counted by its /64; the
trusted proxy is exempt, it carries every client and has its own caps), and refuses any
connection beyond `total` at once. The request body has its own deadline, in
`limits.read_body`.

The websocket protocol answers pings itself, below the application, so a client that floods
pings was never seen by the endpoint's rate limit: one socket sent two million in ten seconds
and kept a core busy. `GuardedWebSocket` counts every ping and pong into the socket's frame rate
(the one the endpoint counts messages into, handed over in the scope) and fails a socket over it
with 1008 after an error frame; it parses what arrives a slice at a time, so a flood is cut
after a slice rather than after everything the kernel had buffered."""

from __future__ import annotations

import asyncio
import json
import resource

# httptools comes with uvicorn[standard]; its parser tells when a request begins and when its
# headers are complete.
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol as BaseProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.protocol import State

from app.realtime.frames import FRAME_RATE_EXTENSION, FrameRate, close_reason, error_frame
from app.services.limits import address_key

RESERVED_DESCRIPTORS = 64  # for the database pool, Redis, logs and files


def raise_descriptor_limit() -> int:
    """Raise the process's soft limit on open descriptors to its hard limit, as servers do (the
    soft limit is often 1,024, a few hundred tables' sockets); return the limit in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    return soft


def connection_cap(wanted: int) -> int:
    """`wanted`, but never more than the descriptors the process may open leave room for."""
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(16, min(wanted, soft - RESERVED_DESCRIPTORS))


class Guard:
    """The open connections by client address, shared by the protocol instances of a process.
    Transports are counted, not protocols: a websocket keeps its transport after the upgrade,
    so a closed one is noticed by `is_closing` rather than by this protocol. Closed transports
    are swept out of a set when it reaches a limit or twice its size after the last sweep, so
    that admitting a connection costs the same with ten thousand open as with ten."""

    def __init__(self, header_timeout: float, per_address: int, total: int, exempt: set[str]) -> None:
        self.header_timeout = header_timeout
        self.per_address = per_address
        self.total = connection_cap(total)
        self.exempt = exempt
        self.open: dict[str, set[asyncio.Transport]] = {}
        self.refused = 0
        self._held = 0  # transports in the sets, closed ones not yet swept included
        self._swept_at: dict[str, int] = {}  # a set's size after its last sweep

    def admit(self, host: str | None, transport: asyncio.Transport) -> bool:
        key = address_key(host)  # an IPv6 client is counted by its /64
        held = self.open.get(key)
        if held is None:
            held = self.open[key] = set()
        capped = "*" not in self.exempt and host not in self.exempt
        if (capped and len(held) >= self.per_address) or len(held) >= 2 * self._swept_at.get(key, 32):
            self._sweep(key)
        if self._held >= self.total:
            self.count()
        if self._held >= self.total or (capped and len(held) >= self.per_address):
            self.refused += 1
            if not held:
                self._forget(key)
            return False
        held.add(transport)
        self._held += 1
        return True

    def _sweep(self, key: str) -> None:
        held = self.open[key]
        closed = [t for t in held if t.is_closing()]
        held.difference_update(closed)
        self._held -= len(closed)
        self._swept_at[key] = max(32, len(held))

    def _forget(self, key: str) -> None:
        del self.open[key]
        self._swept_at.pop(key, None)

    def count(self) -> int:
        """Open connections, every set swept first."""
        for key in list(self.open):
            self._sweep(key)
            if not self.open[key]:
                self._forget(key)
        return self._held

    def release(self, host: str | None, transport: asyncio.Transport) -> None:
        key = address_key(host)
        held = self.open.get(key)
        if held is not None and transport in held:
            held.discard(transport)
            self._held -= 1
            if not held:
                self._forget(key)


def guarded_protocol(guard: Guard) -> type:
    class GuardedProtocol(BaseProtocol):
        _header_timer: asyncio.TimerHandle | None = None

        def connection_made(self, transport) -> None:
            super().connection_made(transport)
            host = self.client[0] if self.client else None
            if not guard.admit(host, transport):
                transport.abort()
                return
            self._arm_header_timer()

        def _arm_header_timer(self) -> None:
            if self._header_timer is None:
                self._header_timer = self.loop.call_later(guard.header_timeout, self._headers_too_slow)

        def _disarm_header_timer(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

        def _headers_too_slow(self) -> None:
            self._header_timer = None
            if not self.transport.is_closing():
                self.transport.close()

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._arm_header_timer()

        def on_headers_complete(self) -> None:
            self._disarm_header_timer()
            super().on_headers_complete()

        def connection_lost(self, exc) -> None:
            self._disarm_header_timer()
            guard.release(self.client[0] if self.client else None, self.transport)
            super().connection_lost(exc)

    return GuardedProtocol


# Bytes handed to the websocket parser at a time: a flood of 6-byte pings is cut after at most
# this many bytes' worth of frames, and a 16 KiB message costs four calls instead of one.
PARSE_SLICE = 4096


class GuardedWebSocket(WebSocketsSansIOProtocol):
    """uvicorn's websocket protocol, with control frames counted against the socket's rate."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.rate = FrameRate()
        self.flooded = False

    def handle_connect(self, event) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)
        if scope is not None:  # accepted: the endpoint counts its messages into the same rate
            scope["extensions"][FRAME_RATE_EXTENSION] = self.rate

    def data_received(self, data: bytes) -> None:
        if self.flooded:
            return
        if len(data) <= PARSE_SLICE or not self.handshake_complete:
            super().data_received(data)
            return
        view = memoryview(data)
        for start in range(0, len(data), PARSE_SLICE):
            super().data_received(bytes(view[start:start + PARSE_SLICE]))
            if self.flooded or self.transport.is_closing():
                return

    def handle_ping(self) -> None:
        if not self._counted():
            super().handle_ping()

    def handle_pong(self, event) -> None:
        if not self._counted():
            super().handle_pong(event)

    def _counted(self) -> bool:
        """Count a control frame; True once the socket is over its rate (and then failed)."""
        if self.flooded:
            return True
        if not self.rate.over():
            return False
        self.flooded = True
        self.transport.pause_reading()
        self.conn.data_to_send()  # the pongs queued for the flood are not sent
        frame = error_frame("rate_limited")
        if not self.close_sent and self.conn.state is State.OPEN:
            self.conn.send_text(json.dumps(frame).encode())
            self.conn.fail(1008, close_reason(f"rate_limited: {frame['message']}"))
            self.close_sent = True
        self.transport.write(b"".join(self.conn.data_to_send()))
        self.queue.put_nowait({"type": "websocket.disconnect", "code": 1008})
        self.transport.close()
        return True
