"""Per-client rate limits (token buckets kept in memory, one per client address and action)."""

from __future__ import annotations

import asyncio
import functools
import ipaddress
import math
import time
from typing import NamedTuple

import orjson

from .errors import ServiceError
from .inputs import MAX_JSON_DEPTH, json_too_deep


@functools.lru_cache(maxsize=65536)
def address_key(host: str | None) -> str:
    """What per-address limits count a client under: its IPv4 address, or the /64 its IPv6
    address is in (a home or a host is given a /64 at least: 2^64 addresses to rotate through,
    each a fresh allowance); anything that is not an address as it is."""
    if not host:
        return "unknown"
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host
    if ip.version == 6:
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network((ip, 64), strict=False))
    return host


class RateLimiter:
    """Allows `per_minute` actions per key on average, in bursts of up to `burst`."""

    def __init__(self, per_minute: float, burst: int, clock=time.monotonic) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}

    def check(self, key: str, what: str) -> None:
        check_all((self, key, what))

    def _wait(self, key: str, now: float) -> tuple[float, float]:
        """(tokens now, seconds to wait before one is there: 0 when it is)."""
        tokens, last = self._buckets.get(key, (float(self.burst), now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        if tokens >= 1:
            return tokens, 0.0
        return tokens, (1 - tokens) / self.rate if self.rate else 60.0

    def _take(self, key: str, tokens: float, now: float) -> None:
        self._buckets[key] = (tokens - 1, now)
        if len(self._buckets) > 50_000:  # forget idle clients
            cutoff = now - self.burst / max(self.rate, 1e-9)
            self._buckets = {k: v for k, v in self._buckets.items() if v[1] > cutoff}


def check_all(*checks: tuple[RateLimiter, str, str]) -> None:
    """One action that every (limiter, key, what) must allow: refused (429 rate_limited, with the
    longest wait) if one of them does not, and then none of them is charged."""
    seen = []
    for limiter, key, what in checks:
        now = limiter.clock()
        tokens, wait = limiter._wait(key, now)
        if wait:
            raise ServiceError(429, "rate_limited", f"too many {what}; try again in {math.ceil(wait)} s",
                               retry_after=wait)
        seen.append((limiter, key, tokens, now))
    for limiter, key, tokens, now in seen:
        limiter._take(key, tokens, now)


class Refusal(NamedTuple):
    """A request body refused before anything parses it."""

    status: int
    code: str
    message: str


class BodySizeLimit:
    """Reads every request body whole (`read_body`, the one place bodies are read) and refuses
    the ones over the limit (413, declared or streamed) or nested too deep (422) with the JSON
    error, before the application parses them."""

    def __init__(self, app, max_bytes: int, timeout: float = 10.0) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.timeout = timeout

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        body = await read_body(scope, receive, self.max_bytes, self.timeout)
        if isinstance(body, Refusal):
            return await refuse(send, body)
        if isinstance(body, dict):  # the client went away before its body was whole
            return await self.app(scope, _replay([body], receive), send)
        whole = {"type": "http.request", "body": body, "more_body": False}
        await self.app(scope, _replay([whole], receive), send)


async def refuse(send, refusal: Refusal) -> None:
    body = orjson.dumps({"error": {"code": refusal.code, "message": refusal.message}})
    await send({"type": "http.response.start", "status": refusal.status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})


def too_large(max_bytes: int) -> Refusal:
    return Refusal(413, "body_too_large", f"request bodies are at most {max_bytes} bytes")


TOO_DEEP = Refusal(422, "malformed_request", f"JSON nests at most {MAX_JSON_DEPTH} levels deep")


async def read_body(scope, receive, max_bytes: int, timeout: float = 10.0) -> bytes | dict | Refusal:
    """The whole request body; a Refusal when it is over `max_bytes` (declared or streamed),
    nests JSON too deep, or is not whole `timeout` seconds after the headers; the message
    itself when something other than body arrives (the client went away)."""
    for name, value in scope.get("headers", ()):
        if name == b"content-length" and value.isdigit() and int(value) > max_bytes:
            return too_large(max_bytes)
    chunks, size = [], 0
    try:
        async with asyncio.timeout(timeout):
            while True:
                message = await receive()
                if message["type"] != "http.request":
                    return message
                chunks.append(message.get("body", b""))
                size += len(chunks[-1])
                if size > max_bytes:
                    return too_large(max_bytes)
                if not message.get("more_body", False):
                    break
    except TimeoutError:
        return Refusal(408, "body_timeout", f"the request body did not arrive within {timeout:g} s")
    body = chunks[0] if len(chunks) == 1 else b"".join(chunks)
    return TOO_DEEP if json_too_deep(body) else body


def _replay(messages: list, receive):
    async def replayed():
        return messages.pop(0) if messages else await receive()

    return replayed
