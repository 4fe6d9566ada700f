"""The cycle collector's schedule: young generations collected often and briefly, survivors frozen
once a while, a full collection rarely."""

from __future__ import annotations

import gc
import weakref

from app.services.collector import Collector
from app.settings import Settings


class Node:
    next: "Node | None" = None


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_survivors_are_frozen_every_minute_and_everything_is_collected_every_hour():
    clock = Clock()
    collector = Collector(freeze_every=60, full_every=3600, clock=clock)
    try:
        assert collector.tick() is None
        kept = [[i] for i in range(1000)]  # long-lived objects the collector would walk
        clock.now += 61
        assert collector.tick() == "freeze"
        assert gc.get_freeze_count() >= len(kept)
        clock.now += 30
        assert collector.tick() is None
        cycle = Node()
        cycle.next = cycle  # alive when frozen, garbage later: only a full collection frees it
        ref = weakref.ref(cycle)
        clock.now += 31
        assert collector.tick() == "freeze"
        del cycle
        gc.collect()
        assert ref() is not None
        clock.now += 3600
        assert collector.tick() == "full"
        assert ref() is None
    finally:
        gc.unfreeze()


def test_frozen_objects_are_still_freed_by_reference_counting():
    class State(dict):
        pass

    collector = Collector(freeze_every=0, full_every=3600)
    try:
        state = State(tiles=[1, 2, 3])
        ref = weakref.ref(state)
        assert collector.tick() == "freeze"
        del state
        assert ref() is None
    finally:
        gc.unfreeze()


def test_under_the_servers_thresholds_young_collections_are_small_and_the_oldest_never_runs_by_itself():
    """The pauses of the event loop are as long as the collections: the young generations stay at
    a few thousand objects, and 300,000 long-lived objects bring no collection of the oldest."""
    seen: list[tuple[int, int]] = []

    def watch(phase, info):
        if phase == "start":
            seen.append((info["generation"], sum(gc.get_count()[:info["generation"] + 1])))

    before = gc.get_threshold()
    gc.set_threshold(*Settings().gc_threshold)
    gc.callbacks.append(watch)
    try:
        kept = [[i] for i in range(300_000)]
    finally:
        gc.callbacks.remove(watch)
        gc.set_threshold(*before)
    assert len(kept) == 300_000
    assert len(seen) > 50  # the young ones were collected all along
    assert all(generation < 2 for generation, _ in seen), seen[:5]
    assert max(count for _, count in seen) <= 10_000  # objects counted into the collected generations
