"""Service errors with a stable code, and the one mapping from rule errors to HTTP status."""

from __future__ import annotations

import math

from app.engine import IllegalMove


class ServiceError(Exception):
    """`retry_after` (seconds) goes out as the Retry-After header; every 429 has one."""

    def __init__(self, status: int, code: str, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after
        if status == 429 and retry_after is None:
            self.retry_after = 60.0  # a 429 always says when to try again

    def headers(self) -> dict[str, str]:
        return {} if self.retry_after is None else {"Retry-After": str(max(1, math.ceil(self.retry_after)))}


_RULE_STATUS = {"not_your_turn": 403, "game_over": 409, "stale_version": 409}


def from_illegal(err: IllegalMove) -> ServiceError:
    return ServiceError(_RULE_STATUS.get(err.code, 422), err.code, err.message)


def not_found(what: str) -> ServiceError:
    return ServiceError(404, "not_found", f"no such {what}")
