"""The capacity load (`python -m app bench --pace human`): N tables of friends at human pace.

Each table is a room of 2 to 4 seats playing one of the five games (in turn), every seat with
its websocket. Moves arrive open-loop: each table draws its next move time from an exponential
distribution of mean `interval` seconds, whatever the server does; when the time comes, a seat
that its latest frame names as an actor posts a random move from that frame's legal list over
a shared pool of keep-alive connections. N grows step by step; each step is measured after its
tables are set up, and the run stops at the first step whose ack p99 or push p99 is over its
limit (or at the memory, descriptor or time budget).
"""

from __future__ import annotations

import asyncio
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Callable

import orjson
import websockets

from .driver import collector_paused, frame_head, frame_moves, pct
from .http import HttpConnection

GAMES = ("camargue", "provence", "osaka", "phototour", "sunset")
PLAYERS = (2, 3, 4)
SOCKET_OPTIONS = dict(max_size=2**23, compression=None, ping_interval=None, close_timeout=1)


@dataclass
class Sample:
    at: float
    value: float
    game: str = ""


@dataclass
class Figures:
    """Every measurement with the time it was taken; a step reads its own window."""

    acks: list[Sample] = field(default_factory=list)
    pushes: list[Sample] = field(default_factory=list)
    refused: int = 0
    waited: int = 0  # moves whose time came before the table's last push had landed
    lost: int = 0  # pushes not complete 10 s after their move
    finished: int = 0
    errors: int = 0

    def window(self, start: float, end: float) -> dict:
        acks = [s.value for s in self.acks if start <= s.at < end]
        pushes = [s.value for s in self.pushes if start <= s.at < end]
        by_game: dict[str, list[float]] = {}
        for s in self.acks:
            if start <= s.at < end:
                by_game.setdefault(s.game, []).append(s.value)
        return {"ack_p99_ms_by_game": {g: round(pct(v, 0.99) * 1000, 1) for g, v in sorted(by_game.items())},
                "moves": len(acks), "ack_p50_ms": pct(acks, 0.5) * 1000, "ack_p99_ms": pct(acks, 0.99) * 1000,
                "push_p50_ms": pct(pushes, 0.5) * 1000, "push_p99_ms": pct(pushes, 0.99) * 1000}

    def forget_before(self, at: float) -> None:
        self.acks = [s for s in self.acks if s.at >= at]
        self.pushes = [s for s in self.pushes if s.at >= at]


class Pool:
    """Keep-alive HTTP connections to one server, shared by all its tables' moves.

    A move takes a free connection, or opens one more while fewer than `most` are open: every
    player of a real table has a connection of their own, so a move should not queue behind
    other tables' moves in the load client (with a fixed pool of 32, a server pause of 100 ms
    held every later move in the client's queue, and the step counted that wait against the
    server). The most recently freed connection is taken first, so the others may rest."""

    def __init__(self, server: tuple[str, int], most: int) -> None:
        self.server = server
        self.most = most
        self.opened = 0
        self.free: list[HttpConnection] = []
        self.released = asyncio.Condition()
        self.waits: list[float] = []

    async def take(self) -> HttpConnection:
        if self.free:
            return self.free.pop()
        if self.opened < self.most:
            self.opened += 1
            return HttpConnection(*self.server)
        t0 = time.perf_counter()
        async with self.released:
            await self.released.wait_for(lambda: bool(self.free))
        self.waits.append(time.perf_counter() - t0)
        return self.free.pop()

    async def request(self, method: str, path: str, body=None, token: str | None = None, parse: bool = True):
        conn = await self.take()
        try:
            return await conn.request(method, path, body, token, parse)
        except (ConnectionError, OSError, asyncio.IncompleteReadError):
            conn.close()  # opened again by its next request
            raise
        finally:
            self.free.append(conn)
            if self.opened >= self.most:
                async with self.released:
                    self.released.notify()

    def close(self) -> None:
        for conn in self.free:
            conn.close()
        self.free.clear()


@dataclass
class Table:
    index: int
    game: str
    players: int
    server: int
    room: str = ""
    tokens: list[str] = field(default_factory=list)
    sockets: list = field(default_factory=list)
    readers: list[asyncio.Task] = field(default_factory=list)
    # The latest state frame of each seat that it names as an actor: (version, raw frame).
    ready: dict[int, tuple[int, bytes]] = field(default_factory=dict)
    version: int = 0
    pending: dict[int, tuple[float, set[int]]] = field(default_factory=dict)  # version -> (sent, seats to see it)
    busy: bool = False
    finished: bool = False
    changed: asyncio.Event = field(default_factory=asyncio.Event)


class Capacity:
    def __init__(self, servers: list[tuple[str, int]], interval: float, seed: int, pool_size: int,
                 figures: Figures | None = None) -> None:
        self.servers = servers
        self.interval = interval
        self.rng = random.Random(seed)
        self.pools = [Pool(s, pool_size) for s in servers]
        # Set-up has connections of its own, so that opening tables does not hold up moves.
        self.setup_pools = [Pool(s, 8) for s in servers]
        self.figures = figures or Figures()
        self.tables: list[Table] = []
        self.stopping = False
        self.movers: list[asyncio.Task] = []

    @property
    def sockets(self) -> int:
        return sum(len(t.sockets) for t in self.tables)

    # ----- set-up ---------------------------------------------------------------------------

    async def open_table(self, table: Table) -> None:
        """A new room for `table`: created (on the first process, as a proxy places a call that
        names no room), joined and started where the table plays, every seat on its socket."""
        pool = self.setup_pools[table.server]
        status, host = await self.setup_pools[0].request(
            "POST", "/api/rooms", {"game": table.game, "players": table.players, "name": f"t{table.index}"})
        if status != 201:
            raise RuntimeError(f"room not created: {status} {host}")
        tokens = [host["token"]]
        for s in range(1, table.players):
            status, joined = await pool.request("POST", f"/api/rooms/{host['room']}/join",
                                                {"name": f"t{table.index}-{s}"})
            if status != 201:
                raise RuntimeError(f"seat not joined: {status} {joined}")
            tokens.append(joined["token"])
        status, started = await pool.request("POST", f"/api/rooms/{host['room']}/start", token=tokens[0])
        if status != 200:
            raise RuntimeError(f"game not started: {status} {started}")
        table.room, table.tokens, table.finished = host["room"], tokens, False
        table.ready, table.pending, table.version = {}, {}, 0
        h, p = self.servers[table.server]
        sockets = []
        try:
            for seat, token in enumerate(tokens):
                ws = await websockets.connect(f"ws://{h}:{p}/ws/rooms/{table.room}", **SOCKET_OPTIONS)
                sockets.append(ws)
                await ws.send(orjson.dumps({"type": "hello", "token": token}).decode())
        except BaseException:
            for ws in sockets:
                await ws.close()
            raise
        table.sockets = sockets
        table.readers = [asyncio.create_task(self.read(table, seat, ws)) for seat, ws in enumerate(sockets)]

    async def close_table(self, table: Table) -> None:
        for task in table.readers:
            task.cancel()
        for ws in table.sockets:
            try:
                await ws.close()
            except Exception:
                pass
        table.sockets, table.readers = [], []

    async def grow(self, n: int, concurrency: int = 16) -> None:
        """Open tables until there are `n`, `concurrency` set-ups at a time, and start each
        table's moves as soon as it is open."""
        new = []
        for i in range(len(self.tables), n):
            new.append(Table(i, GAMES[i % len(GAMES)], PLAYERS[(i // len(GAMES)) % len(PLAYERS)],
                             i % len(self.servers)))
        queue = list(reversed(new))

        async def worker():
            while queue:
                table = queue.pop()
                await self.open_table(table)
                self.tables.append(table)
                self.movers.append(asyncio.create_task(self.move_forever(table, random.Random(self.rng.random()))))

        await asyncio.gather(*(worker() for _ in range(concurrency)))

    # ----- the load -------------------------------------------------------------------------

    async def read(self, table: Table, seat: int, ws) -> None:
        """One seat's socket: note each version's arrival and whether the seat may move."""
        try:
            async for raw in ws:
                now = time.perf_counter()
                head = frame_head(raw)
                if head is None:
                    continue
                version, status, actors = head
                waiting = table.pending.get(version)
                if waiting is not None:
                    waiting[1].discard(seat)
                    if not waiting[1]:
                        del table.pending[version]
                        self.figures.pushes.append(Sample(now, now - waiting[0], table.game))
                if version > table.version:
                    table.version = version
                if status == "finished":
                    table.finished = True
                if seat in actors and status == "playing":
                    table.ready[seat] = (version, raw if isinstance(raw, bytes) else raw.encode())
                else:
                    table.ready.pop(seat, None)
                table.changed.set()
        except (websockets.ConnectionClosed, asyncio.CancelledError):
            pass

    async def move_forever(self, table: Table, rng: random.Random) -> None:
        due = time.perf_counter() + rng.expovariate(1 / self.interval)
        while not self.stopping:
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            due += rng.expovariate(1 / self.interval)
            if self.stopping:
                return
            try:
                if table.finished:
                    self.figures.finished += 1
                    await self.close_table(table)
                    await self.open_table(table)
                    due = time.perf_counter() + rng.expovariate(1 / self.interval)
                    continue
                await self.move(table, rng)
            except asyncio.CancelledError:
                raise
            except Exception:
                self.figures.errors += 1

    def _latest(self, table: Table) -> tuple[int, int, bytes] | None:
        choices = [(seat, v, raw) for seat, (v, raw) in table.ready.items() if v == table.version]
        return choices[0] if len(choices) == 1 else (random.choice(choices) if choices else None)

    async def move(self, table: Table, rng: random.Random) -> None:
        found = None if table.pending else self._latest(table)
        if found is None:
            # The table's last move has not reached every seat yet: the move goes as soon as it has.
            self.figures.waited += 1
            deadline = time.perf_counter() + 10
            while (table.pending or (found := self._latest(table)) is None) and not table.finished:
                table.changed.clear()
                left = deadline - time.perf_counter()
                if left <= 0:
                    self.figures.lost += len(table.pending)
                    table.pending.clear()
                    return
                try:
                    await asyncio.wait_for(table.changed.wait(), left)
                except asyncio.TimeoutError:
                    pass
            if found is None or table.finished:
                return
        seat, version, raw = found
        moves = frame_moves(raw)
        if not moves:
            return
        t0 = time.perf_counter()
        table.pending[version + 1] = (t0, set(range(table.players)))
        status, _answer = await self.pools[table.server].request(
            "POST", f"/api/rooms/{table.room}/moves", {"version": version, "move": rng.choice(moves)},
            table.tokens[seat], parse=False)
        now = time.perf_counter()
        if status == 200:
            self.figures.acks.append(Sample(now, now - t0, table.game))
        else:
            self.figures.refused += 1
            table.pending.pop(version + 1, None)

    async def stop(self) -> None:
        self.stopping = True
        for task in self.movers:
            task.cancel()
        await asyncio.gather(*self.movers, return_exceptions=True)
        for i in range(0, len(self.tables), 200):
            await asyncio.gather(*(self.close_table(t) for t in self.tables[i:i + 200]))
        for pool in [*self.pools, *self.setup_pools]:
            pool.close()


@dataclass
class Limits:
    ack_p99_ms: float = 50.0
    push_p99_ms: float = 100.0
    rss_mb: float = 2048.0
    max_seconds: float = 480.0
    sockets: int = 18000  # what the descriptor limits leave room for


@dataclass
class Probe:
    """What the bench reads of the server processes: RSS (MB, all together) and CPU seconds."""

    rss: Callable[[], float]
    cpu: Callable[[], float]
    own_cpu: Callable[[], float] = time.process_time


def steps_upto(start: int, factor: float, most: int) -> list[int]:
    steps, n = [], start
    while n <= most:
        steps.append(n)
        n = int(round(n * factor / 50.0)) * 50 or n + 50
    return steps


class Progress:
    """One line, rewritten in place on a terminal and printed every few seconds elsewhere."""

    def __init__(self, stream=sys.stderr) -> None:
        self.stream = stream
        self.tty = stream.isatty()
        self.last = 0.0

    def show(self, text: str, force: bool = False) -> None:
        now = time.monotonic()
        if self.tty:
            self.stream.write("\r\x1b[K" + text)
            self.stream.flush()
        elif force or now - self.last >= 5:
            self.stream.write(text + "\n")
            self.stream.flush()
            self.last = now

    def done(self, text: str) -> None:
        if self.tty:
            self.stream.write("\r\x1b[K")
        self.stream.write(text + "\n")
        self.stream.flush()


async def capacity_run(servers: list[tuple[str, int]], steps: list[int], interval: float, step_seconds: float,
                       warmup_seconds: float, seed: int, limits: Limits, probe: Probe, pool_size: int = 256,
                       progress: Progress | None = None) -> dict:
    """Raise the number of tables through `steps` until a limit is passed; every step's figures."""
    progress = progress or Progress()
    load = Capacity(servers, interval, seed, pool_size)
    began = time.perf_counter()
    results: list[dict] = []
    reason = "every step held"

    lag = [0.0]

    async def watch(label: str, until: float | None = None) -> None:
        while until is None or time.perf_counter() < until:
            waited = sum(len(p.waits) for p in load.pools)
            for p in load.pools:
                p.waits.clear()
            recent = load.figures.window(time.perf_counter() - 5, time.perf_counter() + 1)
            progress.show(f"[{time.perf_counter() - began:5.0f} s] {label}: tables={len(load.tables)} "
                          f"sockets={load.sockets} moves/s={recent['moves'] / 5:.0f} "
                          f"ack_p99={recent['ack_p99_ms']:.1f}ms push_p99={recent['push_p99_ms']:.1f}ms "
                          f"rss={probe.rss():.0f}MB lag={lag[0] * 1000:.0f}ms "
                          f"connections={sum(p.opened for p in load.pools)} waited_for_one={waited}")
            t = time.perf_counter()
            await asyncio.sleep(1.0)
            lag[0] = time.perf_counter() - t - 1.0

    try:
        for n in steps:
            players_needed = sum(PLAYERS[(i // len(GAMES)) % len(PLAYERS)] for i in range(n))
            if players_needed + pool_size * len(servers) > limits.sockets:
                reason = f"the next step ({n} tables, {players_needed} sockets) is over the descriptor limit"
                break
            if time.perf_counter() - began + step_seconds + warmup_seconds > limits.max_seconds:
                reason = f"the next step would pass the time budget ({limits.max_seconds:.0f} s)"
                break
            watcher = asyncio.create_task(watch(f"setting up {n} tables"))
            try:
                await load.grow(n)
            finally:
                watcher.cancel()
            with collector_paused():
                await watch(f"{n} tables, warming up", time.perf_counter() + warmup_seconds)
                load.figures.forget_before(time.perf_counter() - 1)
                start = time.perf_counter()
                cpu0, own0 = probe.cpu(), probe.own_cpu()
                await watch(f"{n} tables, measuring", start + step_seconds)
                end = time.perf_counter()
            cpu, own = probe.cpu() - cpu0, probe.own_cpu() - own0
            figures = load.figures.window(start, end)
            moves = figures["moves"]
            step = {"tables": n, "sockets": load.sockets, "seconds": end - start, **figures,
                    "moves_per_s": moves / (end - start), "rss_mb": probe.rss(),
                    "server_cpu_pct": cpu / (end - start) * 100,
                    "cpu_ms_per_move": cpu / moves * 1000 if moves else float("nan"),
                    "driver_cpu_pct": own / (end - start) * 100,
                    "refused": load.figures.refused, "waited": load.figures.waited, "lost": load.figures.lost,
                    "errors": load.figures.errors, "restarted": load.figures.finished, "load": machine_load()}
            step["held"] = (step["ack_p99_ms"] <= limits.ack_p99_ms and step["push_p99_ms"] <= limits.push_p99_ms
                            and step["rss_mb"] <= limits.rss_mb and moves > 0)
            results.append(step)
            progress.done(step_line(step))
            if not step["held"]:
                reason = (f"{n} tables passed a limit (ack p99 {limits.ack_p99_ms:g} ms, push p99 "
                          f"{limits.push_p99_ms:g} ms, RSS {limits.rss_mb:g} MB)")
                break
    finally:
        progress.show("closing the tables", force=True)
        await load.stop()
    held = [s for s in results if s["held"]]
    return {"steps": results, "held": held[-1] if held else None, "reason": reason,
            "seconds": time.perf_counter() - began}


def machine_load() -> float:
    """The one-minute load average: on a shared machine, the other work the step ran beside."""
    try:
        with open("/proc/loadavg") as f:
            return float(f.read().split()[0])
    except OSError:
        return float("nan")


def step_line(step: dict) -> str:
    return (f"step tables={step['tables']} sockets={step['sockets']} moves_per_s={step['moves_per_s']:.0f} "
            f"ack_p50_ms={step['ack_p50_ms']:.1f} ack_p99_ms={step['ack_p99_ms']:.1f} "
            f"push_p50_ms={step['push_p50_ms']:.1f} push_p99_ms={step['push_p99_ms']:.1f} "
            f"rss_mb={step['rss_mb']:.0f} server_cpu={step['server_cpu_pct']:.0f}% "
            f"cpu_ms_per_move={step['cpu_ms_per_move']:.2f} driver_cpu={step['driver_cpu_pct']:.0f}% "
            f"waited={step['waited']} refused={step['refused']} lost={step['lost']} errors={step['errors']} "
            f"load={step['load']:.1f} {'held' if step['held'] else 'NOT HELD'}")
