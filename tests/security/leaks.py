"""Scanning payloads for hidden information: other seats' hidden ids, the seed, generator states.

A payload is serialized once with orjson; every component id (`kind:name`, wherever it stands,
alone or inside a sentence) and every long run of digits is pulled out with a regular expression
and the sets are intersected with what the viewer must not see. That is much faster than one
substring search per hidden id and still finds an id embedded in a message.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

import orjson

ID_RE = re.compile(rb"\b[a-z][a-z0-9_]*:[A-Za-z0-9_\-]+")
NUMBER_RE = re.compile(rb"\d{9,}")


class Leak(AssertionError):
    pass


def as_bytes(payload: Any) -> bytes:
    if isinstance(payload, bytes):
        return payload
    if isinstance(payload, str):
        return payload.encode()
    return orjson.dumps(payload, option=orjson.OPT_NON_STR_KEYS)


def ids_in(payload: Any) -> set[str]:
    return {m.decode() for m in ID_RE.findall(as_bytes(payload))}


def numbers_in(payload: Any) -> set[int]:
    return {int(m) for m in NUMBER_RE.findall(as_bytes(payload))}


class Scanner:
    """Counts payloads and raises `Leak` with the context when one shows something it must not."""

    def __init__(self) -> None:
        self.payloads = 0
        self.bytes = 0

    def check(self, payload: Any, hidden: Iterable[str], secrets: Iterable[int] = (), *,
              where: str = "", allowed: Iterable[str] = ()) -> None:
        data = as_bytes(payload)
        self.payloads += 1
        self.bytes += len(data)
        found = {m.decode() for m in ID_RE.findall(data)}
        leaked = (found & set(hidden)) - set(allowed)
        if leaked:
            raise Leak(f"{where}: hidden ids {sorted(leaked)[:5]} in {data[:300]!r}")
        for secret in secrets:
            if (secret if isinstance(secret, bytes) else str(secret).encode()) in data:
                raise Leak(f"{where}: the seed or a generator state ({secret}) in {data[:300]!r}")
