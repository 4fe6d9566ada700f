"""Service errors with a stable code, and the one mapping from rule errors to HTTP status."""

from __future__ import annotations

from app.engine import IllegalMove


class ServiceError(Exception):
    def __init__(self, status: int, code: str, message: str, retry_after: int | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after  # seconds, sent as Retry-After with a 429


_RULE_STATUS = {"not_your_turn": 403, "game_over": 409, "stale_version": 409}


def from_illegal(err: IllegalMove) -> ServiceError:
    return ServiceError(_RULE_STATUS.get(err.code, 422), err.code, err.message)


def not_found(what: str) -> ServiceError:
    return ServiceError(404, "not_found", f"no such {what}")
