"""Browser tests: the real app served by uvicorn on SQLite, driven by Debian's Chromium through
Playwright. Every test skips when /usr/bin/chromium (or Playwright) is missing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import threading
import time

from tests.conftest import LiveServer, free_port, make_settings, migrated

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = Path(os.environ.get("BROWSER_ARTIFACTS", Path(__file__).resolve().parents[2] / "test-results" / "browser"))
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}


def pytest_collection_modifyitems(config, items):
    """A browser test that fails runs once more before it fails the suite (pytest-rerunfailures).

    Live pages on a loaded two-core machine race in ways no assertion is about (a bot's frame
    redraws the board between a test's look and its click). A test that fails twice fails; one
    that passed on its second run is listed as RERUN in the summary, so a race stays in sight
    (docs/testing.md)."""
    for item in items:
        if item.get_closest_marker("browser") and not item.get_closest_marker("flaky"):
            item.add_marker(pytest.mark.flaky(reruns=1))


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
                               args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                                     # pages served through a test route (the CSP test) still reach 127.0.0.1
                                     "--disable-features=LocalNetworkAccessChecks"])
        yield b
        b.close()


@pytest.fixture(scope="session")
def server(tmp_path_factory, browser):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('browser') / 'panorama.db'}")
    with LiveServer(make_settings(url, bot_delay_ms=int(os.environ.get("BROWSER_BOT_DELAY_MS", "20")))) as live:
        yield live


@pytest.fixture
def new_page(browser, server):
    """Pages in fresh browser contexts (each context is one person with its own localStorage).

    The contexts bypass the pages' Content-Security-Policy: Playwright evaluates a string
    predicate (`wait_for_function("…")`) with eval, which the policy refuses. The policy itself
    is tested with it in force: `strict_csp=True` here, and tests/browser/test_csp.py."""
    contexts = []

    def make(viewport=None, strict_csp=False, touch=False):
        ctx = browser.new_context(bypass_csp=not strict_csp, viewport=viewport or DESKTOP, base_url=server.url,
                                  has_touch=touch, is_mobile=touch)
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


@pytest.fixture
def phone(new_page):
    """A page on a phone: 390x844, a touch screen, taps instead of clicks."""
    return new_page(PHONE, touch=True)


class StoppableServer:
    """The app on a port of its own that can be stopped and started again on the same port and
    database, as a server restart looks to a browser that stays open."""

    def __init__(self, database_url: str) -> None:
        self.database_url = database_url
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.server = None
        self.thread = None

    def start(self) -> None:
        import uvicorn

        from app.main import create_app

        settings = make_settings(self.database_url, bot_delay_ms=20)
        config = uvicorn.Config(create_app(settings), host="127.0.0.1", port=self.port, log_level="warning",
                                ws_max_size=16 * 1024, lifespan="on", timeout_graceful_shutdown=2)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.time() + 20
        while not self.server.started:
            if time.time() > deadline or not self.thread.is_alive():
                raise RuntimeError("server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=15)
        assert not self.thread.is_alive(), "the server did not stop"


@pytest.fixture
def stoppable_server(tmp_path, browser):
    server = StoppableServer(migrated(f"sqlite:///{tmp_path / 'restart.db'}"))
    server.start()
    yield server
    if server.thread.is_alive():
        server.stop()
