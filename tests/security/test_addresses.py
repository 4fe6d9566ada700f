"""Per-address caps count an IPv6 client by its /64: a home or a host is given a /64 at least, so
counting each address alone gave one client 2^64 allowances. IPv4 (and IPv4-mapped IPv6)
addresses count alone; the trusted proxy stays exempt."""

from __future__ import annotations

import httpx

from app.server import Guard
from app.services.limits import address_key
from tests.conftest import LiveServer, make_settings
from tests.reliability.helpers import NO_LIMITS


class Transport:
    def is_closing(self) -> bool:
        return False


def test_connections_are_capped_per_ipv6_64_and_per_ipv4_address():
    guard = Guard(header_timeout=10, per_address=4, total=1000, exempt={"2001:db8:ff::1"})
    block = [f"2001:db8:1:2::{i:x}" for i in range(1, 5)] + ["2001:db8:1:2:ffff:ffff:ffff:fffe"]
    assert [guard.admit(host, Transport()) for host in block] == [True] * 4 + [False]
    assert guard.admit("2001:db8:1:3::1", Transport()), "the next /64 is another client"
    v4 = ["198.51.100.1"] * 3 + ["::ffff:198.51.100.1", "198.51.100.1"]
    assert [guard.admit(host, Transport()) for host in v4] == [True] * 4 + [False], "a mapped address is the same"
    assert guard.admit("198.51.100.2", Transport())
    assert all(guard.admit("2001:db8:ff::1", Transport()) for _ in range(10)), "the proxy is exempt"
    assert address_key("2001:db8:1:2:abcd::1") == "2001:db8:1:2::/64"
    assert address_key("unknown") == "unknown"


def test_room_creation_is_limited_per_ipv6_64(database_url):
    limits = {**NO_LIMITS, "rooms_per_minute": 1, "rooms_burst": 2}
    with LiveServer(make_settings(database_url, **limits)) as server, \
            httpx.Client(base_url=server.url, timeout=30) as http:
        def create(address: str) -> int:
            return http.post("/api/rooms", json={"game": "toy", "players": 2, "name": "Ann"},
                             headers={"X-Forwarded-For": address}).status_code

        assert create("2001:db8:5:6::1") == 201 and create("2001:db8:5:6::2") == 201
        assert create("2001:db8:5:6:ffff::3") == 429, "another address of the same /64"
        assert create("2001:db8:5:7::1") == 201
