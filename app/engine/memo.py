"""A bounded memo for parts of a view that many versions share.

A view is built again for every seat at every version, but much of it depends on a small part of
the state (in a simultaneous phase, one seat's own pieces): the part's JSON is the key. Values
are kept serialized and every read gives a fresh copy, so that a caller may change what it gets
(views promise that) without touching the memo.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable

import orjson


class JsonMemo:
    def __init__(self, size: int = 2048) -> None:
        self.size = size
        self._values: OrderedDict[bytes, bytes] = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key_parts: Any, compute: Callable[[], Any]) -> Any:
        """`compute()`'s value for the JSON value `key_parts`, computed once while it is kept."""
        key = orjson.dumps(key_parts)
        found = self._values.get(key)
        # Game code also runs in threads (replays, rebuilds of old versions): another thread may
        # let an entry go between two steps here, which changes nothing but what is kept.
        if found is None:
            self.misses += 1
            found = self._values[key] = orjson.dumps(compute())
            while len(self._values) > self.size:
                try:
                    self._values.popitem(last=False)
                except KeyError:
                    break
        else:
            self.hits += 1
            try:
                self._values.move_to_end(key)
            except KeyError:
                pass
        return orjson.loads(found)
