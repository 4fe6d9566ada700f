"""/docs and /redoc render in Chromium under their CSP with no request to another host."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("path,rendered", [
    ("/docs", ".swagger-ui .opblock-summary-path"),
    ("/redoc", "[data-section-id^='operation/']"),
])
def test_the_api_pages_render_offline(new_page, server, artifacts, path, rendered):
    page = new_page(strict_csp=True)
    elsewhere, refused = [], []
    page.on("request", lambda req: req.url.startswith((server.url, "data:", "blob:")) or elsewhere.append(req.url))
    page.on("console", lambda msg: "Content Security Policy" in msg.text and refused.append(msg.text))
    page.goto(path)
    page.wait_for_selector(rendered, timeout=20000)
    assert "/api/rooms/{room}/moves" in page.content()
    page.screenshot(path=str(artifacts / f"api-docs{path.replace('/', '-')}.png"))
    assert not elsewhere, f"requests to other hosts: {elsewhere[:3]}"
    assert not refused, f"refused by the CSP: {refused[:3]}"
