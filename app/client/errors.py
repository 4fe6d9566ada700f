"""The error every call of the client raises for an error answer."""

from __future__ import annotations


class ApiError(Exception):
    """An answer {"error": {"code", "message"}} (or a websocket error frame) with its status."""

    def __init__(self, status: int, code: str, message: str, retry_after: float | None = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.retry_after = status, code, message, retry_after
