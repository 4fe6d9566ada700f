"""Browser tests: the real app served by uvicorn on SQLite, driven by Debian's Chromium through
Playwright. Every test skips when /usr/bin/chromium (or Playwright) is missing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import LiveServer, make_settings, migrated

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(os.environ.get("BROWSER_ARTIFACTS", Path(__file__).resolve().parents[2] / "test-results" / "browser"))
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("playwright for Python is not installed")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM,
                               args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        yield b
        b.close()


@pytest.fixture(scope="session")
def server(tmp_path_factory, browser):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('browser') / 'panorama.db'}")
    with LiveServer(make_settings(url, bot_delay_ms=int(os.environ.get("BROWSER_BOT_DELAY_MS", "20")))) as live:
        yield live


@pytest.fixture
def new_page(browser, server):
    """Pages in fresh browser contexts (each context is one person with its own localStorage)."""
    contexts = []

    def make(viewport=None):
        ctx = browser.new_context(viewport=viewport or DESKTOP, base_url=server.url)
        ctx.set_default_timeout(15000)
        contexts.append(ctx)
        page = ctx.new_page()
        page.on("pageerror", lambda err: errors.append(str(err)))
        return page

    errors: list[str] = []
    make.errors = errors
    yield make
    for ctx in contexts:
        ctx.close()
    assert not errors, f"errors in the page: {errors[:3]}"
