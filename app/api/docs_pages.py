"""/docs (Swagger UI) and /redoc (ReDoc) on /openapi.json, every asset served from static/vendor
(a self-hosted table may have no internet), instead of FastAPI's pages, which load them from a CDN
and start them with an inline script that the site's CSP refuses."""

from __future__ import annotations

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

from .hardening import CSP

router = APIRouter(include_in_schema=False)

# The site's CSP, but styles may be inline here: both viewers set <style> elements from script.
# ReDoc searches in a worker made from a blob: URL. Still nothing from another host.
DOCS_CSP = CSP.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'") + "; worker-src 'self' blob:"

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Panorama API: {title}</title>
<link rel="icon" href="data:,">
{head}
</head>
<body>
<div id="{root}"></div>
{scripts}
</body>
</html>
"""


def page(title: str, root: str, head: str, scripts: list[str]) -> HTMLResponse:
    body = PAGE.format(title=title, root=root, head=head,
                       scripts="\n".join(f'<script src="{src}"></script>' for src in scripts))
    return HTMLResponse(body, headers={"Content-Security-Policy": DOCS_CSP, "Cache-Control": "no-cache"})


@router.get("/docs")
async def swagger_ui() -> HTMLResponse:
    return page("Swagger UI", "swagger-ui", '<link rel="stylesheet" href="/static/vendor/swagger-ui/swagger-ui.css">',
                ["/static/vendor/swagger-ui/swagger-ui-bundle.js", "/static/docs/swagger.js"])


@router.get("/redoc")
async def redoc() -> HTMLResponse:
    return page("ReDoc", "redoc", "", ["/static/vendor/redoc/redoc.standalone.js", "/static/docs/redoc.js"])
