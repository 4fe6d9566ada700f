"""Slow and greedy clients: a real server (`python -m app serve`, 256 descriptors) closes
connections whose headers do not finish in time, answers 408 to a body that does not arrive,
caps the connections one address holds, and keeps serving everyone else meanwhile."""

from __future__ import annotations

import os
import resource
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.conftest import free_port, migrated
from tests.security import figures

ROOT = Path(__file__).resolve().parents[2]
ATTACKERS = 300
PER_ADDRESS = 20
HEADER_TIMEOUT = 1.0


@pytest.fixture
def server(tmp_path):
    url = migrated(f"sqlite:///{tmp_path / 'slow.db'}")
    port = free_port()
    env = dict(os.environ, DATABASE_URL=url, LOG_LEVEL="warning", HEADER_TIMEOUT_SECONDS=str(HEADER_TIMEOUT),
               BODY_TIMEOUT_SECONDS="1", MAX_CONNECTIONS_PER_ADDRESS=str(PER_ADDRESS))

    def limit_descriptors():
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))

    proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
                            env=env, cwd=ROOT, preexec_fn=limit_descriptors)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 30
    while True:
        try:
            httpx.get(base + "/api/health", timeout=1)
            break
        except httpx.TransportError:
            assert time.time() < deadline and proc.poll() is None, "server did not start"
            time.sleep(0.1)
    yield port
    proc.terminate()
    proc.wait(10)


def closed_by_server(sock: socket.socket) -> bool:
    """Whether the server closes the connection (a FIN or a reset) before the socket's timeout.
    It may answer first (a 408 for the unfinished request); it must not serve that request."""
    received = b""
    try:
        for _ in range(64):  # bounded: each read gets a chunk or the end
            chunk = sock.recv(4096)
            if chunk == b"":
                assert b" 200 " not in received, received[:200]
                return True
            received += chunk
        return False
    except ConnectionResetError:
        return True
    except (BlockingIOError, socket.timeout):
        return False


def other_client(port: int) -> httpx.Client:
    """A client from another loopback address (127.0.0.2), to 127.0.0.1."""
    return httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=5,
                        transport=httpx.HTTPTransport(local_address="127.0.0.2"))


def test_connections_that_never_finish_their_headers_are_closed_and_capped(server):
    port = server
    socks = []
    try:
        for _ in range(ATTACKERS):
            s = socket.create_connection(("127.0.0.1", port), timeout=2)
            s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")  # never finished
            socks.append(s)
        figures.add("slow-header connections opened against a server with 256 descriptors", len(socks))
        time.sleep(0.3)
        for s in socks:
            s.setblocking(False)
        held = [s for s in socks if not closed_by_server(s)]
        assert len(held) <= PER_ADDRESS, f"{len(held)} connections from one address are held"
        with other_client(port) as http:  # everyone else is served meanwhile
            assert http.get("/api/health").status_code == 200
        time.sleep(HEADER_TIMEOUT + 1.0)
        still = [s for s in held if not closed_by_server(s)]
        assert still == [], f"{len(still)} connections outlived the header timeout"
        # The address may connect again once its connections are gone.
        assert httpx.get(f"http://127.0.0.1:{port}/api/health", timeout=5).status_code == 200
    finally:
        for s in socks:
            s.close()


def test_a_kept_alive_connection_that_stalls_in_its_next_headers_is_closed(server):
    with socket.create_connection(("127.0.0.1", server), timeout=5) as s:
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert b" 200 " in s.recv(4096)
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.")
        started = time.monotonic()
        s.settimeout(HEADER_TIMEOUT + 3)
        assert closed_by_server(s)
        assert time.monotonic() - started < HEADER_TIMEOUT + 1.5


def test_a_body_that_does_not_arrive_gets_408(server):
    for path in ("/api/rooms", "/api/rooms/abcdef/moves"):  # through the router and the move path
        with socket.create_connection(("127.0.0.1", server), timeout=5) as s:
            s.sendall(f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                      "Content-Length: 100\r\n\r\n{\"game\":".encode())
            started = time.monotonic()
            answer = b""
            while b"body_timeout" not in answer and time.monotonic() - started < 5:
                chunk = s.recv(4096)
                if not chunk:
                    break
                answer += chunk
            assert b" 408 " in answer.split(b"\r\n")[0] and b"body_timeout" in answer, answer[:200]
            assert time.monotonic() - started < 3
            figures.add("slow bodies answered 408")


def test_the_server_raises_its_descriptor_limit_to_the_hard_limit():
    """A soft limit of 1,024 (a common default) would hold a few hundred tables' sockets; the
    server takes what the hard limit allows, and its connection cap follows."""
    code = ("import resource; from app.server import connection_cap, raise_descriptor_limit;"
            "print(raise_descriptor_limit(), resource.getrlimit(resource.RLIMIT_NOFILE)[0], connection_cap(10**6))")

    def low_soft_limit():
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 2048))

    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         preexec_fn=low_soft_limit)
    assert out.stdout.split() == ["2048", "2048", str(2048 - 64)], out.stderr
