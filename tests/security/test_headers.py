"""Browser hardening: every answer carries a Content-Security-Policy (scripts and styles from the
server only, no inline script, no framing), nosniff, a Referrer-Policy, and HSTS over HTTPS; the
pages have no inline script or style; Host names outside ALLOWED_HOSTS are refused."""

from __future__ import annotations

import re
import socket
from html.parser import HTMLParser
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from websockets.sync.client import connect

from app.main import create_app
from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS, auth, open_room
from tests.security import figures

ROOT = Path(__file__).resolve().parents[2]


def directives(csp: str) -> dict[str, list[str]]:
    out = {}
    for part in csp.split(";"):
        words = part.split()
        if words:
            out[words[0]] = words[1:]
    return out


def check_headers(r, https: bool) -> None:
    h = r.headers
    csp = directives(h["content-security-policy"])
    assert csp["default-src"] == ["'none'"]
    for kind in ("script-src", "style-src"):
        assert csp[kind] == ["'self'"], (kind, csp[kind])  # no 'unsafe-inline', no other host
    assert csp["frame-ancestors"] == ["'none'"] and csp["base-uri"] == ["'none'"]
    assert csp["object-src"] == ["'none'"]
    assert all(src in ("'self'", "data:", "'none'") for values in csp.values() for src in values), csp
    assert h["x-content-type-options"] == "nosniff"
    assert h["x-frame-options"] == "DENY"
    assert h["referrer-policy"] == "no-referrer"
    if https:
        assert re.fullmatch(r"max-age=\d{8,}", h["strict-transport-security"])
    else:
        assert "strict-transport-security" not in h, "HSTS only over HTTPS"
    figures.add("responses checked for the hardening headers")


@pytest.mark.parametrize("https", [False, True])
def test_every_kind_of_answer_carries_the_hardening_headers(database_url, https):
    base = "https://testserver" if https else "http://testserver"
    with TestClient(create_app(make_settings(database_url, **NO_LIMITS)), base_url=base) as client:
        room, tokens = open_room(client, "toy", 2)
        st = client.get(f"/api/rooms/{room}/state", headers=auth(tokens[0])).json()
        answers = [
            client.get("/"), client.get(f"/rooms/{room}"), client.get("/static/js/room.js"),
            client.get("/static/css/panorama.css"), client.get("/api/health"), client.get("/api/games"),
            client.get(f"/api/rooms/{room}"), client.get(f"/api/rooms/{room}/state"),  # the move path
            client.get(f"/api/rooms/{room}/moves", headers=auth(tokens[0])),
            client.post(f"/api/rooms/{room}/moves", headers=auth(tokens[0]),
                        json={"version": st["version"], "move": st["moves"][0]}),
            client.post(f"/api/rooms/{room}/moves", headers=auth(tokens[0]), json={"bad": 1}),  # an error
            client.get("/no/such/page"), client.get("/openapi.json"),
            client.post("/api/rooms", content=b"[" * 100, headers={"Content-Type": "application/json"}),
        ]
        for r in answers:
            assert r.status_code < 500, r.text
            check_headers(r, https)


class _Inline(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.problems: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        names = dict(attrs)
        if tag == "script":
            self._in_script = True
            if not names.get("src"):
                self.problems.append("inline <script>")
        if tag == "style":
            self.problems.append("<style> element")
        if "style" in names:
            self.problems.append(f"style attribute on <{tag}>")
        self.problems += [f"{k} handler on <{tag}>" for k in names if k.startswith("on")]
        if any((v or "").lower().startswith("javascript:") for v in names.values()):
            self.problems.append(f"javascript: URL on <{tag}>")

    def handle_endtag(self, tag):
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_script and data.strip():
            self.problems.append("inline script text")


def test_pages_have_no_inline_script_or_style(client):
    room = client.post("/api/rooms", json={"game": "toy", "players": 2, "name": "A"}).json()["room"]
    for path in ("/", f"/rooms/{room}"):
        parser = _Inline()
        parser.feed(client.get(path).text)
        assert parser.problems == [], (path, parser.problems)
    for template in (ROOT / "templates").glob("*.html"):
        parser = _Inline()
        parser.feed(template.read_text())
        assert parser.problems == [], (template.name, parser.problems)


def test_the_client_sets_styles_through_the_cssom_and_keeps_the_token_off_globals():
    """A style attribute set with setAttribute is inline style under the CSP; element.style is not.
    The room page's debugging handle on window carries no seat token."""
    dom = (ROOT / "static/js/core/dom.js").read_text()
    assert 'k === "style"' in dom and "style.cssText" in dom
    for js in (ROOT / "static/js").rglob("*.js"):
        text = js.read_text()
        assert "innerHTML" not in text and "eval(" not in text and "new Function" not in text, js.name
        for assigned in re.findall(r"window\.(\w+)\s*=\s*([^;]+);", text):
            assert "app" != assigned[1].strip() and "token" not in assigned[1], (js.name, assigned)


@pytest.fixture
def hosts_app(database_url):
    settings = make_settings(database_url, allowed_hosts=["games.example.org", ".friends.example"], **NO_LIMITS)
    with TestClient(create_app(settings)) as client:
        yield client


@pytest.mark.parametrize("host,ok", [
    ("games.example.org", True), ("games.example.org:8443", True), ("GAMES.example.org", True),
    ("a.friends.example", True), ("friends.example", True), ("localhost:8000", True), ("127.0.0.1", True),
    ("[::1]:8000", True), ("192.168.1.20:8000", True),
    ("evil.example", False), ("games.example.org.evil.example", False), ("examplefriends.example", False),
    ("games.example.org@evil", False), ("", False), ("bad host", False),
])
def test_a_host_outside_the_allowlist_is_refused(hosts_app, host, ok):
    r = hosts_app.get("/api/health", headers={"Host": host})
    if ok:
        assert r.status_code == 200, (host, r.text)
    else:
        assert r.status_code == 400 and r.json()["error"]["code"] == "bad_host", (host, r.status_code)
        check_headers(r, https=False)
    # The move path is guarded the same way.
    r = hosts_app.get("/api/rooms/abc/state", headers={"Host": host})
    assert (r.status_code == 400) != ok, (host, r.status_code)
    figures.add("Host headers checked against ALLOWED_HOSTS")


def test_a_websocket_to_a_host_outside_the_allowlist_is_refused(database_url):
    settings = make_settings(database_url, allowed_hosts=["games.example.org"], **NO_LIMITS)
    with LiveServer(settings) as server:
        import httpx

        with httpx.Client(base_url=server.url, timeout=30) as http:
            room, _ = open_room(http, "toy", 2)
        url = f"ws://127.0.0.1:{server.port}/ws/rooms/{room}"
        for host, status in (("evil.example", b" 403 "), ("127.0.0.1", b" 101 ")):
            with socket.create_connection(("127.0.0.1", server.port), timeout=5) as raw:
                raw.sendall(f"GET /ws/rooms/{room} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
                            "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                            "Sec-WebSocket-Version: 13\r\n\r\n".encode())
                assert status in raw.recv(1024).split(b"\r\n")[0] + b" ", host
        with connect(url) as ws:  # by IP: allowed
            ws.send('{"type": "hello"}')
            assert '"room"' in ws.recv(timeout=5)


def test_a_second_host_header_is_refused(database_url):
    """Which Host counts when a request has two depends on who reads it (a proxy may route by one
    while the application checks the other): a request with two is refused outright."""
    settings = make_settings(database_url, allowed_hosts=["games.example.org"], **NO_LIMITS)
    with LiveServer(settings) as server:
        import httpx

        with httpx.Client(base_url=server.url, timeout=30) as http:
            room, _ = open_room(http, "toy", 2)

        def first_line(request: str) -> bytes:
            with socket.create_connection(("127.0.0.1", server.port), timeout=5) as raw:
                raw.sendall(request.encode())
                return raw.recv(4096).split(b"\r\n")[0]

        upgrade = ("Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                   "Sec-WebSocket-Version: 13\r\n")
        for hosts in (["games.example.org", "evil.example"], ["evil.example", "games.example.org"],
                      ["games.example.org", "games.example.org"]):
            head = "".join(f"Host: {h}\r\n" for h in hosts)
            for path in ("/api/health", f"/api/rooms/{room}/state"):
                line = first_line(f"GET {path} HTTP/1.1\r\n{head}Connection: close\r\n\r\n")
                assert b" 400 " in line + b" ", (hosts, path, line)
            line = first_line(f"GET /ws/rooms/{room} HTTP/1.1\r\n{head}{upgrade}\r\n")
            assert b" 403 " in line + b" ", (hosts, line)
            figures.add("requests with two Host headers (refused)", 3)
        # One Host, allowed: served.
        line = first_line(f"GET /api/health HTTP/1.1\r\nHost: games.example.org\r\nConnection: close\r\n\r\n")
        assert b" 200 " in line + b" "
