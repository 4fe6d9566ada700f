"""python -m app prune: remove the rooms in which nothing happened for ROOM_RETENTION_DAYS days
(finished games and abandoned ones: no move, no message, no change) with their moves, scores,
chat and stored answers, and report what went. Without the setting (or --days) every room is
kept. It may run beside a serving process: a room idle that long is not held in its memory."""

from __future__ import annotations

import argparse
from datetime import timedelta
from typing import Any

from sqlalchemy import Engine

from app.db import repository as repo
from app.db.models import utcnow

BATCH = 500  # rooms per transaction


def prune(engine: Engine, days: float, dry_run: bool = False) -> dict[str, Any]:
    """Remove rooms idle for `days` days; the ids and how many rows of each kind went."""
    before = utcnow() - timedelta(days=days)
    with engine.connect() as conn:
        ids = repo.idle_rooms(conn, before)
    totals: dict[str, int] = {"rooms": 0, "seats": 0, "moves": 0, "scores": 0, "chat messages": 0,
                              "stored answers": 0}
    if dry_run:
        totals["rooms"] = len(ids)
        return {"rooms": ids, "removed": totals, "dry_run": True}
    for start in range(0, len(ids), BATCH):
        with engine.begin() as conn:
            for kind, count in repo.delete_rooms(conn, ids[start:start + BATCH]).items():
                totals[kind] += count
    return {"rooms": ids, "removed": totals, "dry_run": False}


def report(result: dict[str, Any], days: float) -> str:
    removed = result["removed"]
    verb = "would remove" if result["dry_run"] else "removed"
    if not result["rooms"]:
        return f"no room has been idle for {days:g} days; nothing {verb.split()[-1]}"
    if result["dry_run"]:
        return f"{verb} {removed['rooms']} rooms idle for {days:g} days: {', '.join(result['rooms'])}"
    parts = ", ".join(f"{count} {kind}" for kind, count in removed.items())
    return f"{verb} {parts} (rooms idle for {days:g} days: {', '.join(result['rooms'])})"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("prune", help="remove finished and abandoned rooms older than ROOM_RETENTION_DAYS",
                       description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--days", type=float, default=None, help="idle days (default: ROOM_RETENTION_DAYS)")
    p.add_argument("--dry-run", action="store_true", help="list the rooms without removing them")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from app.db.session import make_engine
    from app.settings import get_settings

    settings = get_settings()
    days = args.days if args.days is not None else settings.room_retention_days
    if days is None:
        print("ROOM_RETENTION_DAYS is not set: rooms are kept forever; nothing removed")
        return 0
    if days < 0:
        print("the retention is a number of days, 0 or more")
        return 2
    engine = make_engine(settings.database_url, settings.sqlite_synchronous)
    try:
        print(report(prune(engine, days, args.dry_run), days))
    finally:
        engine.dispose()
    return 0
