"""The HTTP protocol uvicorn runs, with guards against slow and greedy clients.

uvicorn waits as long as a client likes for the headers of a request, and takes any number of
connections from one address, so a few hundred connections that never finish their headers
exhaust the process's file descriptors. This protocol closes a connection whose request
headers are not complete `header_timeout` seconds after the connection opened (or after the
request began, on a kept-alive connection), refuses a connection from an address that already
holds `per_address` open ones (websockets included; the trusted proxy is exempt, it carries
every client and has its own caps), and refuses any connection beyond `total` at once. The
request body has its own deadline, in `limits.read_body`."""

from __future__ import annotations

import asyncio
import resource

# httptools comes with uvicorn[standard]; its parser tells when a request begins and when its
# headers are complete.
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol as BaseProtocol

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
        key = host or "?"
        held = self.open.get(key)
        if held is None:
            held = self.open[key] = set()
        capped = "*" not in self.exempt and key not in self.exempt
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
        key = host or "?"
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
