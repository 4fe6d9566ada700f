"""Availability under attack: how long a real server takes to answer its health check while a
hostile client works on it, against the same server at rest.

Latencies are compared as medians of many probes, taken on a keep-alive connection, so that one
slow answer on a loaded machine does not decide the outcome; the attack is bounded in time."""

from __future__ import annotations

import base64
import os
import socket
import statistics
import threading
import time

import httpx

# The figure: health within five times its idle latency while attacked. On a machine
# where the idle answer takes a millisecond or two, five times that is within the noise of
# scheduling on two shared cores, so the bound is never below FLOOR_MS.
FACTOR = 5
FLOOR_MS = 40.0


class HealthProbe:
    """Asks GET /api/health every `every` seconds on a thread of its own, keeping each latency."""

    def __init__(self, url: str, every: float = 0.05) -> None:
        self.url = url
        self.every = every
        self.latencies: list[float] = []  # milliseconds
        self.failures = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        with httpx.Client(base_url=self.url, timeout=30) as http:
            while not self._stop.is_set():
                began = time.perf_counter()
                try:
                    ok = http.get("/api/health").status_code == 200
                except httpx.HTTPError:
                    ok = False
                if ok:
                    self.latencies.append((time.perf_counter() - began) * 1000)
                else:
                    self.failures += 1
                self._stop.wait(self.every)

    def __enter__(self) -> "HealthProbe":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(35)

    @property
    def median(self) -> float:
        return statistics.median(self.latencies)


def idle_median(url: str, probes: int = 40) -> float:
    """The health check's median latency with nothing else going on (after a warm-up)."""
    with httpx.Client(base_url=url, timeout=10) as http:
        for _ in range(5):
            http.get("/api/health")
        latencies = []
        for _ in range(probes):
            began = time.perf_counter()
            assert http.get("/api/health").status_code == 200
            latencies.append((time.perf_counter() - began) * 1000)
            time.sleep(0.02)
    return statistics.median(latencies)


def bound(idle_ms: float) -> float:
    return max(FACTOR * idle_ms, FLOOR_MS)


# ----- raw websockets ----------------------------------------------------------------------------

def raw_websocket(port: int, room: str, hello: bytes = b'{"type": "hello"}', timeout: float = 10) -> socket.socket:
    """A websocket opened by hand (so that it can send what no library would), hello said."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET /ws/rooms/{room} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)
        assert chunk, "the server closed the handshake"
        head += chunk
    assert head.startswith(b"HTTP/1.1 101"), head
    sock.sendall(masked(0x1, hello))
    return sock


def masked(opcode: int, payload: bytes) -> bytes:
    """One client frame (clients mask every frame), payload under 126 bytes."""
    mask = os.urandom(4)
    return bytes([0x80 | opcode, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def server_frames(data: bytes) -> list[tuple[int, bytes]]:
    """The (opcode, payload) of each whole frame the server sent (unmasked)."""
    frames, at = [], 0
    while at + 2 <= len(data):
        opcode, size = data[at] & 0x0F, data[at + 1] & 0x7F
        at += 2
        if size == 126:
            size = int.from_bytes(data[at:at + 2], "big")
            at += 2
        elif size == 127:
            size = int.from_bytes(data[at:at + 8], "big")
            at += 8
        if at + size > len(data):
            break
        frames.append((opcode, data[at:at + size]))
        at += size
    return frames


def close_code(data: bytes) -> int | None:
    for opcode, payload in server_frames(data):
        if opcode == 0x8 and len(payload) >= 2:
            return int.from_bytes(payload[:2], "big")
    return None


class Reader:
    """Reads everything a socket receives on a thread, until the server closes it."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.data = bytearray()
        self.closed_at: float | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        self.sock.settimeout(0.5)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                chunk = self.sock.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                break
            if not chunk:
                break
            self.data += chunk
        self.closed_at = time.monotonic()

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)


# ----- clients that read a game's history, in a process of their own -------------------------------

def run_elsewhere(target, *args, timeout: float = 180) -> dict:
    """Run `target(*args)` in a process of its own (its threads then take no interpreter time
    from the probe's), and return what it returned."""
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    proc = ctx.Process(target=_returning, args=(queue, target, args), daemon=True)
    proc.start()
    try:
        result = queue.get(timeout=timeout)
    finally:
        proc.join(10)
        if proc.is_alive():
            proc.kill()
    if isinstance(result, BaseException):
        raise result
    return result


def _returning(queue, target, args) -> None:
    try:
        queue.put(target(*args))
    except BaseException as exc:  # noqa: BLE001 - handed to the test
        queue.put(RuntimeError(f"{type(exc).__name__}: {exc}"))


def resume_from_zero(port: int, room: str, token: str | None, last: int, check: bool = True) -> list[int]:
    """Connect, say hello from version 0 and read until the current version. With `check`, every
    version the socket was told of, as a state frame or a log entry, in the order received;
    without, just the last (the frames are not parsed: the clients' own work stays small)."""
    import json

    from websockets.sync.client import connect

    seen: list[int] = []
    hello = {"type": "hello", "version": 0, **({"token": token} if token else {})}
    with connect(f"ws://127.0.0.1:{port}/ws/rooms/{room}", max_size=None, open_timeout=60) as ws:
        ws.send(json.dumps(hello))
        while not seen or seen[-1] < last:
            text = ws.recv(timeout=60)
            if not check and text.startswith('{"type":"state"'):
                seen.append(json.loads(text[:text.index(',"status"')] + "}")["version"])
                continue
            frame = json.loads(text)
            if frame["type"] == "state":
                seen.append(frame["version"])
            elif frame["type"] == "log":
                seen.extend(e["version"] for e in frame["entries"])
            elif frame["type"] == "error":
                raise AssertionError(frame)
    return seen


def read_history(url: str, room: str, finished: bool, rng) -> int:
    """Read a room's whole log, a page at a time, and (finished rooms) one version of its replay;
    the number of requests made."""
    requests, after = 0, 0
    with httpx.Client(base_url=url, timeout=60) as http:
        while True:
            r = http.get(f"/api/rooms/{room}/log", params={"after": after})
            requests += 1
            assert r.status_code == 200, r.text
            entries = r.json()
            if not entries or "next" not in r.links:
                break
            after = entries[-1]["version"]
        if finished:
            r = http.get(f"/api/rooms/{room}/replay", params={"version": rng.randint(0, after)})
            requests += 1
            assert r.status_code == 200, r.text
    return requests


def history_attack(url: str, port: int, sockets: list[tuple[str, str | None, int]],
                   readers: list[tuple[str, bool]], seconds: float, pause: float = 0.25) -> dict:
    """Every socket of `sockets` (room, token, last version) resumes from version 0, again and
    again (`pause` seconds apart), while every reader of `readers` (room, finished) reads its log
    and replays, for `seconds`. Returns the counts, and any resume that missed or repeated a
    version (of the last LOG_PAGE: a log frame carries no more). The pause keeps the clients' own work (they share the machine's cores with the
    server) small beside what they ask of the server."""
    import random
    from concurrent.futures import ThreadPoolExecutor

    from app.services.gamelog import LOG_PAGE

    deadline = time.monotonic() + seconds
    counts = {"resumes": 0, "history_requests": 0, "gaps": []}
    lock = threading.Lock()

    def resumer(room: str, token: str | None, last: int) -> None:
        check = True  # the first resume of each socket is checked whole
        while time.monotonic() < deadline:
            seen = resume_from_zero(port, room, token, last, check)
            with lock:
                counts["resumes"] += 1
                # A log frame carries the last LOG_PAGE versions missed; GET /log has older ones.
                if check and seen != list(range(max(1, last - LOG_PAGE), last + 1)):
                    counts["gaps"].append((room, seen[:5], len(seen)))
            check = False
            time.sleep(pause)

    def reader(room: str, finished: bool, seed: int) -> None:
        rng = random.Random(seed)
        while time.monotonic() < deadline:
            made = read_history(url, room, finished, rng)
            with lock:
                counts["history_requests"] += made
            time.sleep(pause / 5)

    with ThreadPoolExecutor(len(sockets) + len(readers)) as pool:
        jobs = [pool.submit(resumer, *s) for s in sockets]
        jobs += [pool.submit(reader, *r, i) for i, r in enumerate(readers)]
        for job in jobs:
            job.result()
    return counts
