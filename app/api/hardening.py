"""Browser hardening for every answer, and the Host allowlist (against DNS rebinding).

Both wrap the whole application in `Panorama.__call__`, ahead of the move path and the router,
so no way in is left out."""

from __future__ import annotations

import ipaddress
import re

import orjson

# The client is ES modules, a stylesheet and SVG built in script, all from this server; its
# websocket is same-origin ('self' covers ws: and wss: to the page's own host).
CSP = "; ".join([
    "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'",
    "connect-src 'self'", "manifest-src 'self'", "base-uri 'none'", "form-action 'self'",
    "frame-ancestors 'none'", "object-src 'none'",
])
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),  # room links carry nothing secret, but nobody needs them
]
HSTS = (b"strict-transport-security", b"max-age=31536000")


def with_headers(send, https: bool):
    """`send` with the hardening headers added to the response start (HSTS over HTTPS only)."""
    extra = HEADERS + [HSTS] if https else HEADERS

    async def sending(message):
        if message["type"] == "http.response.start":
            names = {name.lower() for name, _ in message.get("headers", ())}
            message = {**message, "headers": [*message.get("headers", ()),
                                              *(h for h in extra if h[0] not in names)]}
        await send(message)

    return sending


_NAME = re.compile(r"[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?")


def host_name(header: str) -> str | None:
    """The host of a Host header without its port, lowercased; None if it is not a host."""
    header = header.strip().lower()
    if header.startswith("["):
        end = header.find("]")
        name, rest = header[1:end], header[end + 1:]
        if end < 0 or rest and not re.fullmatch(r":\d{1,5}", rest):
            return None
        try:
            ipaddress.IPv6Address(name)
        except ValueError:
            return None
        return name
    name, _, port = header.partition(":")
    if port and not port.isdigit() or not _NAME.fullmatch(name):
        return None
    return name.rstrip(".")


class HostAllowlist:
    """Host names the site answers to. IP addresses and localhost always are (a DNS rebinding
    attack needs a name the attacker controls); "*" allows any name; ".example.org" allows the
    domain and its subdomains."""

    def __init__(self, allowed: list[str]) -> None:
        self.any = "*" in allowed
        self.exact = {a.lower().rstrip(".") for a in allowed if not a.startswith(".")}
        self.domains = [a.lower().rstrip(".") for a in allowed if a.startswith(".")]

    def allows(self, header: str | None) -> bool:
        if header is None:
            return True  # HTTP/1.0 without Host: no browser sends that
        name = host_name(header)
        if name is None:
            return False
        if self.any or name == "localhost" or name.endswith(".localhost") or name in self.exact:
            return True
        if any(name == d[1:] or name.endswith(d) for d in self.domains):
            return True
        try:
            ipaddress.ip_address(name)
            return True
        except ValueError:
            return False


NOT_ALLOWED = "this server does not answer for that host name (see ALLOWED_HOSTS)"


def host_problem(hosts: HostAllowlist, scope) -> str | None:
    """Why the request's Host is refused, or None: a name off the allowlist, or a second Host
    header (refused whatever the two say: a proxy may route by one while this checks the other)."""
    found = [value for key, value in scope.get("headers", ()) if key == b"host"]
    if len(found) > 1:
        return "a request has one Host header"
    return None if hosts.allows(found[0].decode("latin-1") if found else None) else NOT_ALLOWED


async def refuse_host(scope, send, message: str = NOT_ALLOWED) -> None:
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008})  # before accept: a 403 answer
        return
    body = orjson.dumps({"error": {"code": "bad_host", "message": message}})
    await send({"type": "http.response.start", "status": 400,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
