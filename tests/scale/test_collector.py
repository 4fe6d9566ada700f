"""The cycle collector's schedule: survivors frozen once a while, a full collection rarely."""

from __future__ import annotations

import gc
import weakref

from app.services.collector import Collector


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
