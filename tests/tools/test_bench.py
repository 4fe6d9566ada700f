"""`python -m app bench` on a small load: it serves, plays, measures and prints its figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import PG_URL, REDIS_URL

ROOT = Path(__file__).resolve().parents[2]


def run_bench(*args: str) -> tuple[dict, str]:
    out = subprocess.run([sys.executable, "-m", "app", "bench", "--games", "4", "--seconds", "3",
                          "--ceiling-seconds", "0.5", "--json", *args],
                         cwd=ROOT, capture_output=True, text=True, timeout=240, env=dict(os.environ))
    assert out.returncode == 0, out.stderr[-3000:]
    lines = out.stdout.strip().splitlines()
    return json.loads(lines[-2]), lines[-1]


def check(figures: dict, last: str) -> None:
    fields = dict(part.split("=") for part in last.split())
    assert list(fields) == ["moves_per_s", "ceiling_rps", "ratio", "ack_p99_ms", "push_p99_ms", "rss_mb"]
    assert all(float(v) > 0 for v in fields.values()), last
    assert figures["moves"] > 50 and figures["refused"] == 0
    assert figures["ack_p50_ms"] <= figures["ack_p99_ms"]
    assert float(fields["moves_per_s"]) == pytest.approx(figures["moves_per_s"], rel=0.01, abs=1)


def test_bench_on_sqlite_in_one_process():
    figures, last = run_bench("--sockets", "50")
    check(figures, last)
    assert figures["setup"] == "sqlite x1" and figures["sockets"] == 50
    assert figures["rss_with_sockets_mb"] > 0


@pytest.mark.skipif(not (PG_URL and REDIS_URL), reason="TEST_DATABASE_URL or TEST_REDIS_URL unset")
@pytest.mark.parametrize("affinity", ["room", "seat"])
def test_bench_on_postgresql_and_redis_in_two_processes(pg_database, affinity, monkeypatch):
    where = ["--database-url", pg_database]
    if affinity == "seat":  # the bench's own scratch database, made next to BENCH_DATABASE_URL
        monkeypatch.setenv("BENCH_DATABASE_URL", PG_URL)
        where = []
    figures, last = run_bench("--processes", "2", "--sockets", "0", *where, "--redis-url", REDIS_URL,
                              "--affinity", affinity)
    check(figures, last)
    assert figures["setup"] == f"postgresql+redis x2 affinity={affinity}"
    if not where:
        from sqlalchemy import create_engine, text

        from app.db.session import normalize_url

        engine = create_engine(normalize_url(PG_URL))
        with engine.connect() as conn:
            left = conn.execute(text("SELECT count(*) FROM pg_database WHERE datname LIKE 'panorama_bench_%'")).scalar()
        engine.dispose()
        assert left == 0, "the scratch database is dropped"
