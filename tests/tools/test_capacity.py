"""`python -m app bench --pace human` on a small load, and the load client's parts."""

from __future__ import annotations

import asyncio
import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import orjson

from bench import capacity
from bench.capacity import Pool, steps_upto
from bench.driver import collector_paused, frame_moves
from tests.conftest import run_coroutine

ROOT = Path(__file__).resolve().parents[2]


def test_a_small_capacity_run_plays_every_game_and_prints_its_figures():
    # Limits far above the benchmark's: this test is about what the run does and prints, not how
    # fast the machine of the moment is (the suite's other worker shares its cores).
    out = subprocess.run([sys.executable, "-m", "app", "bench", "--pace", "human", "--start-tables", "10",
                          "--step-factor", "6", "--max-tables", "50", "--interval", "0.5",
                          "--warmup-seconds", "1", "--step-seconds", "3", "--ack-limit-ms", "2000",
                          "--push-limit-ms", "2000", "--json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300, env=dict(os.environ))
    assert out.returncode == 0, out.stderr[-3000:]
    lines = out.stdout.strip().splitlines()
    result = json.loads(next(line for line in lines if line.startswith("{")))
    steps = result["steps"]
    assert [s["tables"] for s in steps] == [10, 50]
    for step in steps:
        assert step["held"] and step["moves"] > 10, step
        assert step["refused"] == step["errors"] == step["lost"] == 0, step
        assert sorted(step["ack_p99_ms_by_game"]) == sorted(capacity.GAMES)
        assert 0 < step["ack_p50_ms"] <= step["ack_p99_ms"] <= 2000
        assert step["cpu_ms_per_move"] > 0 and step["rss_mb"] > 0
    assert steps[1]["sockets"] == sum(capacity.PLAYERS[(i // 5) % 3] for i in range(50))
    fields = dict(part.split("=") for part in lines[-1].split())
    assert list(fields) == ["tables_held", "moves_per_s", "sockets", "rss_mb", "cpu_ms_per_move",
                            "ack_p99_ms", "push_p99_ms"]
    assert fields["tables_held"] == "50"


def test_steps_grow_by_the_factor_in_fifties():
    assert steps_upto(250, 1.5, 6000) == [250, 400, 600, 900, 1350, 2000, 3000, 4500]
    assert steps_upto(10, 2, 60) == [10, 60]


def test_the_moves_of_a_frame_are_read_without_its_view():
    frame = {"type": "state", "version": 3, "status": "playing", "actors": [0], "seat": 0, "outcome": None,
             "events": [], "moves": [{"kind": "take", "card": 2}], "view": {"public": {"x": [1] * 50}, "private": {}}}
    assert frame_moves(orjson.dumps(frame)) == [{"kind": "take", "card": 2}]
    # a move that itself holds a "view" key is still read whole and right
    frame["moves"] = [{"kind": "look", "view": 1}]
    assert frame_moves(orjson.dumps(frame)) == [{"kind": "look", "view": 1}]
    # a frame of another order is read whole
    assert frame_moves(orjson.dumps({"view": None, "moves": [1]})) == [1]


def test_a_move_never_waits_for_a_connection_below_the_limit(monkeypatch):
    async def main():
        pool = Pool(("127.0.0.1", 9), most=3)
        gate = asyncio.Event()

        async def slow_request(self, *args, **kwargs):
            await gate.wait()
            return 200, b""

        monkeypatch.setattr(capacity.HttpConnection, "request", slow_request)
        first = [asyncio.create_task(pool.request("POST", "/x")) for _ in range(3)]
        await asyncio.sleep(0)
        assert pool.opened == 3 and not pool.waits  # three at once: three connections, nobody waited
        fourth = asyncio.create_task(pool.request("POST", "/x"))
        await asyncio.sleep(0.01)
        assert not fourth.done() and pool.opened == 3  # at the limit the fourth waits for one
        gate.set()
        assert await asyncio.gather(*first, fourth) == [(200, b"")] * 4
        assert len(pool.waits) == 1 and len(pool.free) == 3
        await pool.request("GET", "/y")
        assert pool.opened == 3  # a free connection is used again

    run_coroutine(main())


def test_the_collector_waits_during_a_step_and_catches_up_after():
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
