"""Shared fixtures: databases (SQLite always, PostgreSQL when TEST_DATABASE_URL is set), an app
client, and a live server on a free port for tests that act as outside clients."""

from __future__ import annotations

import os
import socket
import threading
import time
import uuid

import pytest

from app.engine import registry
from app.settings import Settings
from tests.security.figures import FIGURES, summary as figures_summary
from tests.support.toygame import TOY

PG_URL = os.environ.get("TEST_DATABASE_URL")
REDIS_URL = os.environ.get("TEST_REDIS_URL")

DATABASES = ["sqlite", pytest.param("postgresql", marks=pytest.mark.skipif(not PG_URL, reason="TEST_DATABASE_URL unset"))]


@pytest.fixture(autouse=True, scope="session")
def _toy_game_registered():
    registry.games()[TOY.id] = TOY
    yield


_migrated: set[str] = set()


def migrated(url: str) -> str:
    if url not in _migrated:
        from app.cli import migrate

        migrate(url)
        _migrated.add(url)
    return url


@pytest.fixture(scope="session")
def pg_database():
    """A PostgreSQL database of this test session's own, dropped at the end."""
    from app.db.session import ScratchDatabase

    scratch = ScratchDatabase(PG_URL, f"panorama_test_{os.getpid()}_{uuid.uuid4().hex[:6]}")
    yield migrated(scratch.url)
    scratch.drop()


@pytest.fixture(params=DATABASES)
def database_url(request, tmp_path) -> str:
    if request.param == "sqlite":
        return migrated(f"sqlite:///{tmp_path / 'panorama.db'}")
    return request.getfixturevalue("pg_database")


def make_settings(database_url: str, **extra) -> Settings:
    extra.setdefault("bot_delay_ms", 0)
    extra.setdefault("bot_budget_ms", 30)  # strong bots think briefly in tests
    extra.setdefault("allowed_hosts", ["testserver"])  # the host name of TestClient
    # Tests play seats as fast as the server answers; the per-seat move limit has tests of its own.
    extra.setdefault("moves_per_minute", 1e6)
    extra.setdefault("moves_burst", 1_000_000)
    # Reviews in a thread: the toy game of the tests is known to this process only; the worker
    # process has a test of its own (tests/bots/test_review.py).
    extra.setdefault("review_workers", 0)
    return Settings(database_url=database_url, **extra)


@pytest.fixture
def client(database_url):
    from fastapi.testclient import TestClient

    from app.main import create_app

    with TestClient(create_app(make_settings(database_url))) as c:
        yield c


def run_coroutine(coro, timeout: float = 120):
    """Run a coroutine to its end on a loop of its own thread: the browser tests' synchronous
    Playwright keeps an event loop running in the main thread, where `asyncio.run` refuses."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result(timeout)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LiveServer:
    """uvicorn in a thread, serving the real app on a free port."""

    def __init__(self, settings: Settings, port: int | None = None) -> None:
        import uvicorn

        from app.main import create_app

        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(create_app(settings), host="127.0.0.1", port=self.port, log_level="warning",
                                ws_max_size=16 * 1024, lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> "LiveServer":
        self.thread.start()
        deadline = time.time() + 20
        while not self.server.started:
            if time.time() > deadline or not self.thread.is_alive():
                raise RuntimeError("server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture
def live_server(database_url):
    with LiveServer(make_settings(database_url)) as server:
        yield server


def unique_name(prefix: str = "p") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:6]}"


# The suite runs on two workers (pytest-xdist, `make test`; docs/testing.md). Modules whose tests
# share this machine's Redis (one channel for every server) run on one worker, one after another.
SHARED_REDIS = ("tests/reliability/test_crash.py", "tests/reliability/test_redis_outage.py",
                "tests/reliability/test_concurrency.py", "tests/scale/test_two_processes.py",
                "tests/tools/test_bench.py", "tests/security/test_forged_notes.py",
                "tests/security/test_redis_bots.py")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.nodeid.startswith(SHARED_REDIS):
            item.add_marker(pytest.mark.xdist_group("redis"))


# What the summary prints at the end: the figures the reliability and security tests gathered,
# and each browser test that was run again with what it failed with the first time, to find its
# race by (tests/browser/conftest.py). With workers, each worker hands its figures to the
# controller when it stops, and the controller sees every report, reruns included.
RERUNS: list[tuple[str, str]] = []


def pytest_runtest_logreport(report):
    if report.outcome == "rerun":
        crash = getattr(report.longrepr, "reprcrash", None)
        RERUNS.append((report.nodeid, crash.message.splitlines()[0][:300] if crash else report.longreprtext[-300:]))


class _WorkerFigures:
    """Registered only where pytest-xdist is installed (its hooks are unknown without it)."""

    @pytest.hookimpl
    def pytest_testnodedown(self, node, error):
        FIGURES.update(getattr(node, "workeroutput", {}).get("figures", {}))


def pytest_configure(config):
    if config.pluginmanager.hasplugin("xdist"):
        config.pluginmanager.register(_WorkerFigures(), "panorama-worker-figures")


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["figures"] = dict(FIGURES)


def pytest_terminal_summary(terminalreporter):
    figures_summary(terminalreporter)
    if RERUNS:
        terminalreporter.section("browser tests that failed once, and why")
        for nodeid, why in RERUNS:
            terminalreporter.write_line(f"{nodeid}: {why}")
