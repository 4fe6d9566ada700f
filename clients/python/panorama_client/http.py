"""Requests with the contract's error body turned into ApiError, retried when that is safe."""

from __future__ import annotations

from typing import Any, Callable

import httpx

from .errors import ApiError

# The same request again after these (the server said when, or it was busy).
RETRY_STATUSES = (429, 503)


class Http:
    def __init__(self, server: str, token: str | None, timeout: float, retries: int, max_wait: float,
                 sleep: Callable[[float], None], transport: httpx.BaseTransport | None) -> None:
        self.server = server.rstrip("/")
        self.headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.http = httpx.Client(base_url=self.server, timeout=timeout, headers=self.headers, transport=transport)
        self.retries, self.max_wait, self.sleep = retries, max_wait, sleep

    def call(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None,
             idempotent: bool | None = None, params: dict[str, str] | None = None) -> Any:
        """The answer's JSON. 429 and 503 are retried after Retry-After (at most `max_wait` s);
        a lost connection only when the call is idempotent (a GET, a move with its key)."""
        idempotent = method == "GET" if idempotent is None else idempotent
        for attempt in range(self.retries + 1):
            last = attempt == self.retries
            try:
                r = self.http.request(method, path, json=body, headers=headers, params=params)
            except httpx.TransportError:
                if last or not idempotent:
                    raise
                self.sleep(min(0.2 * 2 ** attempt, self.max_wait))
                continue
            if r.status_code in RETRY_STATUSES and not last:
                self.sleep(min(retry_after(r) or 0.2 * 2 ** attempt, self.max_wait))
                continue
            return answer(r)
        raise AssertionError("unreachable")

    def close(self) -> None:
        self.http.close()


def retry_after(r: httpx.Response) -> float | None:
    try:
        return float(r.headers["retry-after"])
    except (KeyError, ValueError):
        return None


def error_of(r: httpx.Response) -> ApiError:
    try:
        err = r.json()["error"]
        code, message, params = err["code"], err["message"], err.get("params")
    except (ValueError, KeyError, TypeError):
        code, message, params = "http_error", r.text[:200], None
    return ApiError(r.status_code, code, message, retry_after(r), params)


def answer(r: httpx.Response) -> Any:
    if r.status_code < 400:
        return r.json()
    raise error_of(r)
