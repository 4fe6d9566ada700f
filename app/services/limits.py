"""Per-client rate limits (token buckets kept in memory, one per client address and action)."""

from __future__ import annotations

import time

from .errors import ServiceError


class RateLimiter:
    """Allows `per_minute` actions per key on average, in bursts of up to `burst`."""

    def __init__(self, per_minute: float, burst: int, clock=time.monotonic) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}

    def check(self, key: str, what: str) -> None:
        now = self.clock()
        tokens, last = self._buckets.get(key, (float(self.burst), now))
        tokens = min(self.burst, tokens + (now - last) * self.rate)
        if tokens < 1:
            wait = (1 - tokens) / self.rate if self.rate else 60
            raise ServiceError(429, "rate_limited", f"too many {what}; try again in {wait:.0f} s")
        self._buckets[key] = (tokens - 1, now)
        if len(self._buckets) > 50_000:  # forget idle clients
            cutoff = now - self.burst / max(self.rate, 1e-9)
            self._buckets = {k: v for k, v in self._buckets.items() if v[1] > cutoff}
