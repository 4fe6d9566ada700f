"""The error every call of the client raises for an error answer."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """An answer {"error": {"code", "message", "params"?}} (or a websocket error frame) with its
    status. `params` holds what a program can act on: `version` with stale_version (the game's
    version now), `actors` with not_your_turn, a rule's own values with its refusal. The codes
    are listed in docs/api.md, "Error codes"."""

    def __init__(self, status: int, code: str, message: str, retry_after: float | None = None,
                 params: dict[str, Any] | None = None) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.retry_after = status, code, message, retry_after
        self.params: dict[str, Any] = params or {}
