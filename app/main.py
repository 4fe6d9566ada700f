"""The ASGI application: wiring of settings, database, writer, hub, services and routes."""

from __future__ import annotations

import asyncio
import gc
import logging
import sys
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI
from fastapi.staticfiles import StaticFiles

from app import bots, logs
from app.api import errors, hot, openapi
from app.api.hardening import HostAllowlist, host_problem, refuse_host, with_headers
from app.api.docs_pages import router as docs_router
from app.api.advice import router as advice_router
from app.api.chat import router as chat_router
from app.api.learn import router as learn_router
from app.api.invites import router as invites_router
from app.api.history import router as history_router
from app.api.lobby import router as lobby_router
from app.api.stream import router as stream_router
from app.api.routes import router as api_router
from app.db.session import make_engine
from app.db.writer import make_writer
from app.realtime.ws import router as ws_router
from app.services.advice import Advisor
from app.services.bots import BotRunner, ThinkingBudget
from app.services.collector import Collector
from app.services.chat import RoomChat
from app.services.history import FinishedLogs, FinishedStandings, Replays
from app.services.timers import TurnTimers
from app.services.hub import InProcessHub
from app.services.limits import BodySizeLimit, RateLimiter
from app.services.matches import MatchService
from app.settings import Settings, get_settings

log = logging.getLogger("panorama")
ROOT = Path(__file__).resolve().parent.parent


class Panorama(FastAPI):
    """FastAPI with the move path (api/hot.py) taken before the middleware and the router."""

    hosts = HostAllowlist(["*"])

    async def __call__(self, scope, receive, send) -> None:
        kind = scope["type"]
        if kind == "http" or kind == "websocket":
            problem = host_problem(self.hosts, scope)
            if problem is not None:
                return await refuse_host(scope, with_headers(send, False) if kind == "http" else send, problem)
            if kind == "http":
                send = with_headers(send, scope.get("scheme") == "https")
        found = hot.route(scope)
        if found is None:
            return await super().__call__(scope, receive, send)
        handler, room = found
        scope["app"] = self
        await handler(self, scope, receive, send, room)


async def sweep_forever(service: MatchService, every: float = 30.0) -> None:
    collector = Collector()
    while True:
        await asyncio.sleep(every)
        try:
            service.sweep()
            collector.tick()
        except Exception:
            log.exception("memory sweep failed")


def make_hub(settings: Settings):
    if settings.redis_url:
        from app.services.redis_hub import RedisHub

        return RedisHub(settings.redis_url, settings.redis_channel, settings.redis_poll_seconds)
    return InProcessHub()


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        logs.install()
        # The writer thread hands each commit back to the event loop; with the default 5 ms
        # switch interval every hand-over can wait that long for the GIL.
        sys.setswitchinterval(0.0005)
        # Game states are trees without cycles, freed by reference counting; the cycle collector
        # looks at young objects often and briefly, and at old ones only on its own schedule.
        gc.set_threshold(*settings.gc_threshold)
        gc.freeze()
        engine = make_engine(settings.database_url, settings.sqlite_synchronous, auto_checkpoint=False)
        writer = make_writer(engine)
        hub = make_hub(settings)
        service = MatchService(engine, writer, hub, settings)
        hub.on_remote = service.sync.on_remote
        hub.on_stale = service.sync.refresh_all
        await hub.start()
        bots.configure(budget_ms=settings.bot_budget_ms)
        runner = BotRunner(service, settings.bot_delay_ms,
                           ThinkingBudget(settings.bot_think_share, settings.bot_think_burst_seconds),
                           think_seconds=settings.bot_budget_ms / 1000)
        timers = TurnTimers(service, runner)
        finished_logs = FinishedLogs(service)
        app.state.finished_standings = FinishedStandings(service, finished_logs)
        app.state.advisor = advisor = Advisor(service, finished_logs, runner.budget,
                                                   workers=settings.review_workers)
        app.state.service = service
        app.state.replays = Replays(service)
        app.state.chat = RoomChat(service, settings.chat_per_minute, settings.chat_burst, settings.chat_max_chars,
                                  settings.chat_per_address_per_minute, settings.chat_address_burst)
        app.state.bots = runner
        # Games whose replay does not match what is stored are found when first loaded and by a
        # background pass over the others; the list grows as they are found.
        app.state.replay_problems = service.problems
        await service.resume_active()
        runner.resume_all()
        timers.resume_all()
        sweeper = asyncio.create_task(sweep_forever(service))
        checker = app.state.replay_check = asyncio.create_task(
            service.verify_stored(delay=settings.replay_check_delay_seconds))
        try:
            yield
        finally:
            checker.cancel()
            sweeper.cancel()
            await timers.stop()
            await advisor.stop()
            await runner.stop()
            await hub.stop()
            writer.close()
            engine.dispose()

    app = Panorama(
        title="Panorama",
        version="1",
        summary="A self-hosted online table for five scenic tabletop games",
        lifespan=lifespan,
        docs_url=None,  # /docs and /redoc are app/api/docs_pages.py, with their assets served here
        redoc_url=None,
        # No OpenTelemetry here: its per-request checks cost more than a move.
        telemetry={"tracing": False, "metrics": False, "logs": False, "operation_spans": False},
    )
    app.state.settings = settings
    app.hosts = HostAllowlist(settings.allowed_hosts)
    app.state.room_limit = RateLimiter(settings.rooms_per_minute, settings.rooms_burst)
    app.state.join_limit = RateLimiter(settings.joins_per_minute, settings.joins_burst)
    errors.install(app)
    app.openapi = lambda: openapi.document(app)
    app.add_middleware(BodySizeLimit, max_bytes=settings.max_body_bytes, timeout=settings.body_timeout_seconds)
    app.include_router(api_router)
    app.include_router(docs_router)
    app.include_router(lobby_router)
    app.include_router(history_router)
    app.include_router(advice_router)
    app.include_router(learn_router)
    app.include_router(chat_router)
    app.include_router(invites_router)
    app.include_router(stream_router)
    app.include_router(ws_router)
    static = ROOT / "static"
    if static.is_dir():
        app.mount("/static", StaticFiles(directory=static), name="static")
    from app.web import router as web_router

    app.include_router(web_router)
    return app
