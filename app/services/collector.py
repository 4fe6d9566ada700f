"""When the cycle collector looks at the matches held in memory.

Every held match keeps its recent states, trees of dicts and lists without cycles that
reference counting frees. The cycle collector still walks every object of the generation it
collects, and the event loop answers nothing meanwhile:

- The young generations are kept small (`Settings.gc_threshold`: 2,000 and twice that), so a
  collection of them pauses for a few milliseconds. With 50,000 they paused 25 to 65 ms every
  second or two at 1,350 tables, which set the latency's 99th percentile.
- The oldest generation is never collected by the interpreter on its own (its threshold is
  out of reach): with 600 tables of 16 moves that was 350,000 objects and a pause of up to a
  second. Its survivors are moved out of the collector's sight (`gc.freeze`) once a minute,
  after the young generations were collected; the frozen ones are still freed by reference
  counting when a match moves on or leaves memory. Only a cycle that was alive when frozen and
  became garbage later is left until the rare full collection over everything (`full_every`).
"""

from __future__ import annotations

import gc
import time


class Collector:
    def __init__(self, freeze_every: float = 60.0, full_every: float = 3600.0, clock=time.monotonic) -> None:
        self.freeze_every = freeze_every
        self.full_every = full_every
        self.clock = clock
        self.frozen_at = self.full_at = clock()

    def tick(self) -> str | None:
        """Called now and then (by the memory sweep); what it did, if anything."""
        now = self.clock()
        if now - self.full_at >= self.full_every:
            gc.unfreeze()
            gc.collect()
            gc.freeze()
            self.full_at = self.frozen_at = now
            return "full"
        if now - self.frozen_at >= self.freeze_every:
            gc.collect(1)  # young garbage goes before the survivors are frozen
            gc.freeze()
            self.frozen_at = now
            return "freeze"
        return None
