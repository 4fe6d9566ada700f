"""Every error leaves as {"error": {"code", "message"}}, mapped here and nowhere else."""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from typing import Any

from app import i18n
from app.services.errors import ServiceError
from app.wording import Wording


def error_body(code: str, message: str, params: dict[str, Any] | None = None) -> dict:
    error: dict[str, Any] = {"code": code, "message": message}
    if params:
        error["params"] = params
    return {"error": error}


def service_error_body(err: ServiceError, lang: str) -> dict:
    """The body of a service error; a rule's refusal is worded in `lang` from its game's catalog."""
    message = err.message
    if err.game is not None:
        message = Wording(err.game, lang).refusal(err.code, err.params or {}, fallback=err.message)
    return error_body(err.code, message, err.params)


def install(app: FastAPI) -> None:
    @app.exception_handler(ServiceError)
    async def _service(req: Request, exc: ServiceError) -> JSONResponse:
        return JSONResponse(service_error_body(exc, i18n.request_language(req)), status_code=exc.status,
                            headers=exc.headers())

    @app.exception_handler(RequestValidationError)
    async def _validation(_req: Request, exc: RequestValidationError) -> JSONResponse:
        parts = []
        for e in exc.errors()[:5]:
            loc = ".".join(str(p) for p in e.get("loc", ()) if p != "body") or "body"
            parts.append(f"{loc}: {e.get('msg')}")
        return JSONResponse(error_body("malformed_request", "; ".join(parts)), status_code=422)

    @app.exception_handler(Exception)
    async def _unexpected(_req: Request, exc: Exception) -> JSONResponse:
        # Starlette logs the exception and re-raises it after this answer is sent.
        return JSONResponse(error_body("internal_error", "the server failed"), status_code=500)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_req: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}.get(exc.status_code, "http_error")
        return JSONResponse(error_body(code, str(exc.detail)), status_code=exc.status_code,
                            headers=getattr(exc, "headers", None))
