"""`python -m app bench`: start the server, load it, print figures (driver in bench/)."""

from __future__ import annotations

import asyncio
import json
import os
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def register(sub) -> None:
    p = sub.add_parser("bench", help="measure moves/s, latencies and memory of a server under load")
    p.add_argument("--games", type=int, default=50, help="concurrent games (default 50)")
    p.add_argument("--seconds", type=float, default=20, help="length of the timed phase")
    p.add_argument("--processes", type=int, default=1,
                   help="server processes; 2 or more use PostgreSQL and Redis")
    p.add_argument("--game", default="camargue")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--sockets", type=int, default=2000, help="idle websockets for the memory figure (0: skip)")
    p.add_argument("--ceiling-seconds", type=float, default=5)
    p.add_argument("--database-url", default=None,
                   help="default: a new SQLite file; with --processes >= 2 $BENCH_DATABASE_URL or local PostgreSQL")
    p.add_argument("--redis-url", default=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/0"))
    p.add_argument("--affinity", choices=["room", "seat"], default="room",
                   help="with several processes: every seat of a game on one process, as the proxy of "
                        "docs/hosting.md routes them (room), or the seats of a game spread over them (seat)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="also print the figures as JSON")
    p.set_defaults(run=run)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return float("nan")


def run_loop(coro):
    """The load runs on uvloop, like the server: the client's own overhead is part of every
    latency it measures, so it should be as small as the peer's (Node's libuv)."""
    import uvloop

    return uvloop.run(coro)


def raise_fd_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536), hard))


def start_servers(n: int, env: dict[str, str]) -> list[tuple[subprocess.Popen, int]]:
    subprocess.run([sys.executable, "-m", "app", "migrate"], env=env, cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    servers = []
    for _ in range(n):
        port = free_port()
        proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
                                env=env, cwd=ROOT)
        servers.append((proc, port))
    for proc, port in servers:
        deadline = time.time() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=1)
                break
            except OSError:
                if time.time() > deadline or proc.poll() is not None:
                    raise RuntimeError("server did not start")
                time.sleep(0.1)
    return servers


def run(args) -> int:
    from bench.driver import ceiling_phase, moves_phase, sockets_phase

    raise_fd_limit()
    tmp = tempfile.mkdtemp(prefix="panorama-bench-")
    # The load comes from one address: lift the per-client limits on rooms and joins.
    env = dict(os.environ, LOG_LEVEL="warning", BOT_DELAY_MS="0", ROOMS_PER_MINUTE="1e9",
               ROOMS_BURST="1000000000", JOINS_PER_MINUTE="1e9", JOINS_BURST="1000000000")
    scratch = None
    if args.processes >= 2:
        if args.database_url:
            env["DATABASE_URL"] = args.database_url
        else:  # a database of this run's own, so that no earlier run's games load at start
            from app.db.session import ScratchDatabase

            scratch = ScratchDatabase(os.environ.get("BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test"),
                                      f"panorama_bench_{os.getpid()}")
            env["DATABASE_URL"] = scratch.url
        env["REDIS_URL"] = args.redis_url
        label = f"postgresql+redis x{args.processes} affinity={args.affinity}"
    else:
        env["DATABASE_URL"] = args.database_url or f"sqlite:///{tmp}/bench.db"
        env.pop("REDIS_URL", None)
        label = "sqlite x1" if env["DATABASE_URL"].startswith("sqlite") else "postgresql x1"
    try:
        servers = start_servers(args.processes, env)
    except BaseException:
        if scratch is not None:
            scratch.drop()
        raise
    addrs = [("127.0.0.1", port) for _, port in servers]
    pids = [proc.pid for proc, _ in servers]
    try:
        cpu0 = sum(cpu_seconds(p) for p in pids)
        own0 = time.process_time()
        moves = run_loop(moves_phase(addrs, args.game, args.players, args.games, args.seconds, args.seed,
                                             args.affinity))
        server_cpu = (sum(cpu_seconds(p) for p in pids) - cpu0) / moves["seconds"] * 100
        driver_cpu = (time.process_time() - own0) / moves["seconds"] * 100
        rss_after_moves = sum(rss_mb(p) for p in pids)
        ceiling = run_loop(ceiling_phase(addrs[0], 50, args.ceiling_seconds))
        sockets = {}
        if args.sockets:
            sockets = run_loop(sockets_phase(addrs, args.game, args.players, args.sockets,
                                                lambda: sum(rss_mb(p) for p in pids)))
    finally:
        for proc, _ in servers:
            proc.send_signal(signal.SIGINT)
        for proc, _ in servers:
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
        if scratch is not None:
            scratch.drop()
    ratio = moves["moves_per_s"] / ceiling["ceiling_rps"]
    rss = sockets.get("rss_with_sockets_mb", rss_after_moves)
    figures = {"setup": label, "game": args.game, "players": args.players, **moves, **ceiling, **sockets,
               "server_cpu_pct": server_cpu, "driver_cpu_pct": driver_cpu, "rss_after_moves_mb": rss_after_moves,
               "ratio": ratio}
    print(f"detail setup={label} game={args.game} matches={args.games} moves={moves['moves']} "
          f"seconds={moves['seconds']:.1f} finished={moves['finished']} refused={moves['refused']} "
          f"ack_p50_ms={moves['ack_p50_ms']:.1f} push_p50_ms={moves['push_p50_ms']:.1f} "
          f"server_cpu={server_cpu:.0f}% driver_cpu={driver_cpu:.0f}% rss_after_moves_mb={rss_after_moves:.0f} "
          f"sockets={sockets.get('sockets', 0)}")
    if args.json:
        print(json.dumps(figures))
    print(f"moves_per_s={moves['moves_per_s']:.0f} ceiling_rps={ceiling['ceiling_rps']:.0f} ratio={ratio:.2f} "
          f"ack_p99_ms={moves['ack_p99_ms']:.1f} push_p99_ms={moves['push_p99_ms']:.1f} rss_mb={rss:.0f}")
    return 0
