"""The shipped proxies: nginx sends the app the address it sees (never a client's own
X-Forwarded-For), the app believes only nginx, and the TLS proxy is the only hop nginx believes.
Checked by structure (no container engine runs here) and, for the app, on a real server."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import yaml

from tests.conftest import free_port, migrated
from tests.security import figures

ROOT = Path(__file__).resolve().parents[2]


def compose() -> dict:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def nginx() -> str:
    return (ROOT / "deploy" / "nginx.conf").read_text()


def address(service: str) -> str:
    return compose()["services"][service]["networks"]["default"]["ipv4_address"]


def test_nginx_sets_the_forwarded_address_from_the_connection():
    conf = nginx()
    assert "$proxy_add_x_forwarded_for" not in conf, "appending keeps what the client wrote"
    settings = re.findall(r"proxy_set_header\s+X-Forwarded-For\s+([^;]+);", conf)
    assert settings and set(settings) == {"$remote_addr"}
    assert len(settings) == conf.count("proxy_pass"), "every location sets it"
    # Only the front doors (the TLS proxy, the plain one) may name the client, and nginx takes one
    # address from them.
    assert re.findall(r"set_real_ip_from\s+([^;]+);", conf) == [address("tls"), address("http")]
    assert "real_ip_recursive off;" in conf


def test_the_app_believes_only_nginx():
    services = compose()["services"]
    trusted = services["app"]["environment"]["FORWARDED_ALLOW_IPS"]
    assert trusted == address("proxy"), "the app trusts exactly the proxy's fixed address"
    subnet = compose()["networks"]["default"]["ipam"]["config"][0]["subnet"]
    import ipaddress

    for service in ("proxy", "tls", "http"):
        assert ipaddress.ip_address(address(service)) in ipaddress.ip_network(subnet)


def test_https_comes_from_a_tls_proxy_with_automatic_certificates():
    tls = compose()["services"]["tls"]
    assert tls["image"].startswith("caddy:2")
    assert tls["profiles"] == ["https"]
    assert "443:443" in tls["ports"] and "80:80" in tls["ports"]
    assert "DOMAIN" in tls["environment"] and "?" in tls["environment"]["DOMAIN"], "refuses to start without DOMAIN"
    assert any(v.startswith("caddy_data:") for v in tls["volumes"]), "certificates survive a restart"
    caddyfile = (ROOT / "deploy" / "Caddyfile").read_text()
    assert re.search(r"^\{\$DOMAIN\}\s*\{", caddyfile, re.M)
    assert "reverse_proxy proxy:80" in caddyfile
    assert "$client_scheme" in nginx() and "X-Forwarded-Proto $client_scheme" in nginx()
    assert "${DOMAIN" in compose()["services"]["app"]["environment"]["ALLOWED_HOSTS"]
    hosting = (ROOT / "docs" / "hosting.md").read_text()
    assert "--profile https" in hosting and "DOMAIN" in hosting


def published(profile: str) -> dict[str, list[str]]:
    """The ports each service that `docker compose --profile <profile> up` starts publishes."""
    return {name: service.get("ports", []) for name, service in compose()["services"].items()
            if not service.get("profiles") or profile in service["profiles"]}


def test_the_https_profile_publishes_no_plain_http_port():
    """nginx's port used to be published whatever the profile: with HTTPS in front, the site was
    also served in plain HTTP on 8080, past TLS and HSTS."""
    ports = published("https")
    assert {name for name, p in ports.items() if p} == {"tls"}, ports
    assert sorted(ports["tls"]) == ["443:443", "443:443/udp", "80:80"]
    # Caddy's port 80 only redirects to HTTPS (and answers ACME): the site is a domain with automatic HTTPS.
    caddyfile = (ROOT / "deploy" / "Caddyfile").read_text()
    assert re.search(r"^\{\$DOMAIN\}\s*\{", caddyfile, re.M) and "http://" not in caddyfile
    # Plain HTTP is a profile of its own.
    ports = published("http")
    assert {name for name, p in ports.items() if p} == {"http"} and ports["http"] == ["${PORT:-8080}:80"]
    assert "reverse_proxy proxy:80" in (ROOT / "deploy" / "Caddyfile.http").read_text()
    hosting = (ROOT / "docs" / "hosting.md").read_text()
    assert "--profile http " in hosting


def test_a_forged_forwarded_for_from_a_client_that_is_not_the_proxy_is_ignored(tmp_path):
    """The rate limit sees the connection's address when the sender is not the trusted proxy:
    30 room creations, each naming another address, get no more than the burst."""
    url = migrated(f"sqlite:///{tmp_path / 'fwd.db'}")
    port = free_port()
    env = dict(os.environ, DATABASE_URL=url, LOG_LEVEL="warning", ROOMS_BURST="5", ROOMS_PER_MINUTE="1",
               FORWARDED_ALLOW_IPS="127.0.0.2")
    proc = subprocess.Popen([sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(port)],
                            env=env, cwd=ROOT)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as http:
            deadline = time.time() + 30
            while True:
                try:
                    http.get("/api/health")
                    break
                except httpx.TransportError:
                    assert time.time() < deadline and proc.poll() is None
                    time.sleep(0.1)
            codes = [http.post("/api/rooms", json={"game": "camargue", "players": 2, "name": "A"},
                               headers={"X-Forwarded-For": f"203.0.113.{i}"}).status_code for i in range(30)]
            figures.add("room creations with a forged X-Forwarded-For", len(codes))
            assert codes.count(201) == 5 and codes.count(429) == 25, codes
    finally:
        proc.terminate()
        proc.wait(10)


def test_nginx_times_out_slow_clients_and_caps_connections_per_address():
    conf = nginx()
    for directive in ("client_header_timeout 10s;", "client_body_timeout 10s;", "send_timeout 30s;",
                      "keepalive_timeout 30s;", "reset_timedout_connection on;", "limit_conn per_address 64;",
                      "limit_conn_status 429;"):
        assert directive in conf, directive
    assert "limit_conn_zone $binary_remote_addr zone=per_address:" in conf
    # The zone is keyed after real_ip has replaced the TLS proxy's address by the client's.
    assert conf.index("real_ip_header") < conf.index("limit_conn per_address")
