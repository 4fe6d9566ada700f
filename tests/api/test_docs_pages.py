"""/docs and /redoc load every asset from the server itself; no other host appears in them."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

ASSET = re.compile(r'(?:src|href)="([^"]+)"')


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    from app.main import create_app
    from tests.conftest import make_settings, migrated

    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('docs') / 'p.db'}")
    with TestClient(create_app(make_settings(url))) as c:
        yield c


@pytest.mark.parametrize("path", ["/docs", "/redoc"])
def test_the_api_pages_load_every_asset_from_the_server(client, path):
    r = client.get(path)
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert "http://" not in r.text and "https://" not in r.text and "//" not in r.text.replace("<!doctype", "")
    csp = r.headers["content-security-policy"]
    assert "http" not in csp and "*" not in csp and "script-src 'self';" in csp
    assets = [a for a in ASSET.findall(r.text) if not a.startswith("data:")]
    assert any(a.endswith(".js") for a in assets)
    for asset in assets:
        assert asset.startswith("/static/"), asset
        got = client.get(asset)
        assert got.status_code == 200 and got.content, asset
    for script in (a for a in assets if a.startswith("/static/docs/")):
        assert "/openapi.json" in client.get(script).text
        assert "http" not in client.get(script).text


def test_the_vendored_assets_carry_their_licences(client):
    for path in ("/static/vendor/swagger-ui/LICENSE", "/static/vendor/swagger-ui/NOTICE",
                 "/static/vendor/redoc/LICENSE", "/static/vendor/README.md"):
        assert client.get(path).status_code == 200, path
