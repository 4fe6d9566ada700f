"""Command line: serve, migrate (and the tools that later commands add)."""

from __future__ import annotations

import argparse
import sys

from app.settings import get_settings


def migrate(database_url: str | None = None) -> None:
    from alembic import command
    from alembic.config import Config

    from app.main import ROOT

    cfg = Config(str(ROOT / "alembic.ini"))
    cfg.attributes["database_url"] = database_url or get_settings().database_url
    command.upgrade(cfg, "head")


def serve(host: str, port: int, workers: int = 1) -> None:
    import uvicorn

    from app.server import Guard, GuardedWebSocket, guarded_protocol, raise_descriptor_limit

    raise_descriptor_limit()
    settings = get_settings()
    exempt = {a.strip() for a in (settings.forwarded_allow_ips or "").split(",") if a.strip()}
    guard = Guard(settings.header_timeout_seconds, settings.max_connections_per_address,
                  settings.max_connections, exempt)
    uvicorn.run(
        "app.main:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level=settings.log_level,
        access_log=False,
        http=guarded_protocol(guard),
        timeout_keep_alive=5,
        ws=GuardedWebSocket,  # websockets-sansio, with pings and pongs counted against the frame rate
        ws_max_size=16 * 1024,
        # A browser pings after 15 s of silence itself; the server's pings only find connections
        # that died without a close, and each costs a frame both ways on every idle socket.
        ws_ping_interval=60.0,
        ws_ping_timeout=30.0,
        # Behind a reverse proxy, trust its X-Forwarded-For so rate limits see each client.
        proxy_headers=settings.forwarded_allow_ips is not None,
        forwarded_allow_ips=settings.forwarded_allow_ips,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app", description="Panorama server and tools")
    sub = parser.add_subparsers(dest="command", required=True)
    p_serve = sub.add_parser("serve", help="serve the site and the API")
    p_serve.add_argument("--host", default="127.0.0.1")
    p_serve.add_argument("--port", type=int, default=8000)
    p_serve.add_argument("--migrate", action="store_true", help="apply migrations first")
    sub.add_parser("migrate", help="apply database migrations")
    _add_tools(sub)
    args = parser.parse_args(_glue_values(sys.argv[1:] if argv is None else argv))
    if args.command == "serve":
        if args.migrate:
            migrate()
        serve(args.host, args.port)
    elif args.command == "migrate":
        migrate()
        print("database is at the latest schema")
    else:
        return args.run(args)
    return 0


# Options whose values are opaque strings: a token is URL-safe base64 and begins with "-" one
# time in 64, which argparse would otherwise read as the next option.
OPAQUE_VALUE_OPTIONS = ("--token",)


def _glue_values(argv: list[str]) -> list[str]:
    """`--token -abc` becomes `--token=-abc`, the one spelling argparse reads as a value."""
    out: list[str] = []
    args = iter(argv)
    for arg in args:
        if arg in OPAQUE_VALUE_OPTIONS:
            value = next(args, None)
            out.append(arg if value is None else f"{arg}={value}")
        else:
            out.append(arg)
    return out


def _add_tools(sub) -> None:
    """Commands that live in their own modules register here."""
    import importlib

    for name in ("app.tools.simulate", "app.tools.play", "app.tools.bench", "app.tools.prune",
                 "app.tools.client_types"):
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name == name:
                continue
            raise
        module.register(sub)


if __name__ == "__main__":
    sys.exit(main())
