"""Service errors with a stable code, and the one mapping from rule errors to HTTP status."""

from __future__ import annotations

import math
from typing import Any

from app.engine import IllegalMove


class ServiceError(Exception):
    """`retry_after` (seconds) goes out as the Retry-After header; every 429 has one."""

    def __init__(self, status: int, code: str, message: str, retry_after: float | None = None,
                 params: dict[str, Any] | None = None, game: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after
        # Values a program can act on (the version a stale move missed, the seats to move); for a
        # rule's refusal, the values its words are made of, worded for the caller by `game`'s catalog.
        self.params = params
        self.game = game
        if status == 429 and retry_after is None:
            self.retry_after = 60.0  # a 429 always says when to try again

    def headers(self) -> dict[str, str]:
        return {} if self.retry_after is None else {"Retry-After": str(max(1, math.ceil(self.retry_after)))}


_RULE_STATUS = {"not_your_turn": 403, "game_over": 409, "stale_version": 409}


def from_illegal(err: IllegalMove, game: str | None = None) -> ServiceError:
    return ServiceError(_RULE_STATUS.get(err.code, 422), err.code, err.message, params=err.params, game=game)


def not_found(what: str) -> ServiceError:
    return ServiceError(404, "not_found", f"no such {what}")
