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
    p.add_argument("--pace", choices=["burst", "human"], default="burst",
                   help="burst: K games moving as fast as they can (default); human: the capacity run, "
                        "N tables at human pace raised step by step until a latency limit is passed")
    p.add_argument("--idle", action="store_true",
                   help="measure the cost of tables and websockets at rest, and of loading a table back")
    p.add_argument("--engine", action="store_true",
                   help="measure the game code of a move alone (no server): apply, legal moves, views")
    engine = p.add_argument_group("--engine")
    engine.add_argument("--engine-games", default="camargue,provence,osaka,phototour,sunset",
                        help="games to measure, comma-separated")
    engine.add_argument("--per-game", type=int, default=12, help="random games played of each")
    engine.add_argument("--max-versions", type=int, default=600, help="a game is cut off at this version")
    engine.add_argument("--previews", action="store_true",
                        help="also time what each actor's legal moves are worth (?preview=true), reported apart")
    idle = p.add_argument_group("--idle")
    idle.add_argument("--idle-tables", type=int, default=1000, help="tables played a few moves and left alone")
    idle.add_argument("--idle-moves", type=int, default=10, help="moves played on each of them")
    idle.add_argument("--idle-sockets", type=int, default=3000, help="idle websockets on those tables")
    idle.add_argument("--reload-tables", type=int, default=300, help="tables read back after a restart")
    human = p.add_argument_group("--pace human")
    human.add_argument("--interval", type=float, default=4.0,
                       help="mean seconds between two moves of one table (open-loop, exponential)")
    human.add_argument("--start-tables", type=int, default=250, help="tables of the first step")
    human.add_argument("--step-factor", type=float, default=1.5, help="each step has this many times the tables")
    human.add_argument("--max-tables", type=int, default=6000, help="no step beyond this")
    human.add_argument("--step-seconds", type=float, default=20, help="measured seconds of each step")
    human.add_argument("--warmup-seconds", type=float, default=5, help="unmeasured seconds after a step's set-up")
    human.add_argument("--max-seconds", type=float, default=480, help="no step starts that would end after this")
    human.add_argument("--ack-limit-ms", type=float, default=50.0)
    human.add_argument("--push-limit-ms", type=float, default=100.0)
    human.add_argument("--max-rss-mb", type=float, default=2048.0, help="the servers' RSS limit, together")
    human.add_argument("--pool", type=int, default=256,
                       help="most keep-alive connections to each process for the moves (opened as needed)")
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


def raise_fd_limit() -> int:
    """Raise this process's soft descriptor limit to its hard one (the servers it starts
    inherit it); return the limit in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = hard if hard != resource.RLIM_INFINITY else 1 << 20
    if soft == resource.RLIM_INFINITY or soft >= want:
        return soft if soft != resource.RLIM_INFINITY else want
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
        return want
    except (ValueError, OSError):
        return soft


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


# The load comes from one address: the bench's servers lift the per-client limits on rooms,
# joins and open connections (every table's sockets come from 127.0.0.1), and the per-seat limit
# on moves (the throughput runs move each seat as fast as the server answers), and say so.
LIFTED = dict(ROOMS_PER_MINUTE="1e9", ROOMS_BURST="1000000000", JOINS_PER_MINUTE="1e9",
              JOINS_BURST="1000000000", MAX_CONNECTIONS_PER_ADDRESS="1000000", MAX_CONNECTIONS="1000000",
              MOVES_PER_MINUTE="1e9", MOVES_BURST="1000000000")


class Servers:
    """The servers of one run, on a database of their own, stopped (and the database dropped)
    on leaving."""

    def __init__(self, args) -> None:
        self.args = args
        self.tmp = tempfile.mkdtemp(prefix="panorama-bench-")
        self.env = dict(os.environ, LOG_LEVEL="warning", BOT_DELAY_MS="0", **LIFTED)
        self.scratch = None
        self.procs: list[tuple[subprocess.Popen, int]] = []

    def __enter__(self) -> "Servers":
        args, env = self.args, self.env
        if args.processes >= 2:
            if args.database_url:
                env["DATABASE_URL"] = args.database_url
            else:  # a database of this run's own, so that no earlier run's games load at start
                from app.db.session import ScratchDatabase

                self.scratch = ScratchDatabase(
                    os.environ.get("BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test"),
                    f"panorama_bench_{os.getpid()}")
                env["DATABASE_URL"] = self.scratch.url
            env["REDIS_URL"] = args.redis_url
            self.label = f"postgresql+redis x{args.processes} affinity={args.affinity}"
        else:
            env["DATABASE_URL"] = args.database_url or f"sqlite:///{self.tmp}/bench.db"
            env.pop("REDIS_URL", None)
            self.label = "sqlite x1" if env["DATABASE_URL"].startswith("sqlite") else "postgresql x1"
        try:
            self.procs = start_servers(args.processes, env)
        except BaseException:
            self.__exit__()
            raise
        self.addrs = [("127.0.0.1", port) for _, port in self.procs]
        self.pids = [proc.pid for proc, _ in self.procs]
        return self

    def restart(self) -> None:
        """Stop the servers and start them again on the same database: nothing in memory."""
        self._stop()
        self.procs = start_servers(self.args.processes, self.env)
        self.addrs = [("127.0.0.1", port) for _, port in self.procs]
        self.pids = [proc.pid for proc, _ in self.procs]

    def rss(self) -> float:
        return sum(rss_mb(p) for p in self.pids)

    def cpu(self) -> float:
        return sum(cpu_seconds(p) for p in self.pids)

    def __exit__(self, *exc) -> None:
        self._stop()
        if self.scratch is not None:
            self.scratch.drop()
            self.scratch = None

    def _stop(self) -> None:
        for proc, _ in self.procs:
            proc.send_signal(signal.SIGINT)
        for proc, _ in self.procs:
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
        self.procs = []


def run(args) -> int:
    if args.engine:
        return run_engine(args)
    fds = raise_fd_limit()
    if args.idle:
        return run_idle(args)
    if args.pace == "human":
        return run_capacity(args, fds)
    return run_burst(args)


def run_engine(args) -> int:
    import gc

    from app.settings import Settings
    from bench.engine import measure, report

    # The server's own collector settings (app/main.py): with the interpreter's defaults, the
    # games' kept values cost this process full collections that a server never runs.
    gc.set_threshold(*Settings().gc_threshold)
    gc.freeze()
    results = measure(args.engine_games.split(","), args.per_game, args.seed, args.max_versions, previews=args.previews)
    if args.json:
        print(json.dumps([{"game": c.game, "games": c.games, "moves": c.whole.moves, **c.whole.ms_per_move(),
                           "first_half_ms": c.first_half.ms_per_move()["total"],
                           "second_half_ms": c.second_half.ms_per_move()["total"]} for c in results]))
    for line in report(results):
        print(line)
    return 0


def run_idle(args) -> int:
    from bench.idle import open_tables, reload_phase, sockets_phase

    with Servers(args) as servers:
        server, pid = servers.addrs[0], servers.pids[0]
        run_loop(asyncio.sleep(1.0))
        base = rss_mb(pid)
        tables = run_loop(open_tables(server, args.idle_tables, args.idle_moves, args.seed))
        time.sleep(2.0)
        with_tables = rss_mb(pid)
        per_table = (with_tables - base) * 1024 / len(tables)
        sockets = run_loop(sockets_phase(server, tables, args.idle_sockets, lambda: rss_mb(pid))) \
            if args.idle_sockets else {}
        servers.restart()
        server, pid = servers.addrs[0], servers.pids[0]
        reload = run_loop(reload_phase(server, tables[:args.reload_tables], lambda: rss_mb(pid)))
        label = servers.label
    moves = sum(t.version for t in tables) / len(tables)
    figures = {"setup": label, "tables": len(tables), "moves_per_table": moves, "rss_base_mb": base,
               "rss_with_tables_mb": with_tables, "kb_per_table": per_table, **sockets, **reload}
    if args.json:
        print(json.dumps(figures))
    print(f"detail setup={label} tables={len(tables)} mean_version={moves:.1f} rss_base_mb={base:.0f} "
          f"rss_with_tables_mb={with_tables:.0f} rss_with_sockets_mb={sockets.get('rss_with_sockets_mb', 0):.0f} "
          f"load_p50_ms_by_game={reload['load_p50_ms_by_game']}")
    print(f"kb_per_idle_table={per_table:.1f} kb_per_idle_socket={sockets.get('kb_per_socket', float('nan')):.1f} "
          f"load_p50_ms={reload['load_p50_ms']:.1f} load_p99_ms={reload['load_p99_ms']:.1f} "
          f"memory_read_p50_ms={reload['memory_read_p50_ms']:.2f} "
          f"kb_per_reloaded_table={reload['kb_per_reloaded_table']:.1f}")
    return 0


def run_capacity(args, fds: int) -> int:
    from bench.capacity import Limits, Probe, capacity_run, step_line, steps_upto

    steps = steps_upto(args.start_tables, args.step_factor, args.max_tables)
    # Each socket takes a descriptor in this process and one in a server; the pools, the
    # database and the logs take a few more.
    sockets = fds - (args.pool + 8) * args.processes - 256
    limits = Limits(args.ack_limit_ms, args.push_limit_ms, args.max_rss_mb, args.max_seconds, sockets)
    print(f"capacity: steps {steps} tables; a move every {args.interval:g} s per table (mean, open-loop); "
          f"limits ack p99 {args.ack_limit_ms:g} ms, push p99 {args.push_limit_ms:g} ms, RSS {args.max_rss_mb:g} MB; "
          f"descriptor limit {fds} (room for {sockets} sockets)", flush=True)
    print("capacity: the servers run with the per-address limits lifted (rooms, joins and open "
          "connections per client address, moves per seat): all the load comes from 127.0.0.1", flush=True)
    with Servers(args) as servers:
        print(f"capacity: setup {servers.label}", flush=True)
        result = run_loop(capacity_run(servers.addrs, steps, args.interval, args.step_seconds,
                                       args.warmup_seconds, args.seed, limits,
                                       Probe(servers.rss, servers.cpu), args.pool))
        label = servers.label
    held = result["held"]
    if args.json:
        print(json.dumps({"setup": label, **result}))
    print(f"stopped: {result['reason']} after {result['seconds']:.0f} s")
    if held is None:
        print(f"setup={label} held=0 (the first step did not hold)")
        return 1
    print(f"setup={label} {step_line(held)}")
    print(f"tables_held={held['tables']} moves_per_s={held['moves_per_s']:.0f} sockets={held['sockets']} "
          f"rss_mb={held['rss_mb']:.0f} cpu_ms_per_move={held['cpu_ms_per_move']:.2f} "
          f"ack_p99_ms={held['ack_p99_ms']:.1f} push_p99_ms={held['push_p99_ms']:.1f}")
    return 0


def run_burst(args) -> int:
    from bench.driver import ceiling_phase, moves_phase, sockets_phase

    with Servers(args) as servers:
        addrs, label = servers.addrs, servers.label
        cpu0 = servers.cpu()
        own0 = time.process_time()
        moves = run_loop(moves_phase(addrs, args.game, args.players, args.games, args.seconds, args.seed,
                                     args.affinity))
        server_cpu = (servers.cpu() - cpu0) / moves["seconds"] * 100
        driver_cpu = (time.process_time() - own0) / moves["seconds"] * 100
        rss_after_moves = servers.rss()
        ceiling = run_loop(ceiling_phase(addrs[0], 50, args.ceiling_seconds))
        sockets = {}
        if args.sockets:
            sockets = run_loop(sockets_phase(addrs, args.game, args.players, args.sockets, servers.rss))
    cpu_per_move = server_cpu / 100 * moves["seconds"] / moves["moves"] * 1000 if moves["moves"] else float("nan")
    ratio = moves["moves_per_s"] / ceiling["ceiling_rps"]
    rss = sockets.get("rss_with_sockets_mb", rss_after_moves)
    figures = {"setup": label, "game": args.game, "players": args.players, **moves, **ceiling, **sockets,
               "server_cpu_pct": server_cpu, "driver_cpu_pct": driver_cpu, "rss_after_moves_mb": rss_after_moves,
               "cpu_ms_per_move": cpu_per_move, "ratio": ratio}
    print(f"detail setup={label} game={args.game} matches={args.games} moves={moves['moves']} "
          f"seconds={moves['seconds']:.1f} finished={moves['finished']} refused={moves['refused']} "
          f"ack_p50_ms={moves['ack_p50_ms']:.1f} push_p50_ms={moves['push_p50_ms']:.1f} "
          f"server_cpu={server_cpu:.0f}% cpu_ms_per_move={cpu_per_move:.3f} driver_cpu={driver_cpu:.0f}% "
          f"rss_after_moves_mb={rss_after_moves:.0f} sockets={sockets.get('sockets', 0)}")
    if args.json:
        print(json.dumps(figures))
    print(f"moves_per_s={moves['moves_per_s']:.0f} ceiling_rps={ceiling['ceiling_rps']:.0f} ratio={ratio:.2f} "
          f"ack_p99_ms={moves['ack_p99_ms']:.1f} push_p99_ms={moves['push_p99_ms']:.1f} rss_mb={rss:.0f}")
    return 0
