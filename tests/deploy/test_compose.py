"""docker-compose.yml for hosting: checked by structure, since no container engine runs here."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from app.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def compose():
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def test_services_are_app_replicas_behind_a_proxy_with_postgres_and_redis():
    services = compose()["services"]
    assert {"app", "proxy", "db", "redis", "migrate"} <= set(services)
    assert services["app"]["deploy"]["replicas"] >= 2
    assert "pgdata:/var/lib/postgresql/data" in services["db"]["volumes"]
    assert "pgdata" in compose()["volumes"]


def test_every_long_running_service_has_a_health_check():
    services = compose()["services"]
    for name in ("app", "proxy", "db", "redis"):
        check = services[name]["healthcheck"]
        assert check["test"] and check["interval"], name


def test_migrations_run_once_before_the_replicas_start():
    services = compose()["services"]
    assert services["migrate"]["command"][-1] == "migrate"
    assert services["migrate"]["restart"] == "no"
    assert services["app"]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    assert "--migrate" not in services["app"]["command"]
    assert services["migrate"]["depends_on"]["db"]["condition"] == "service_healthy"


def test_the_app_gets_database_redis_and_origin_settings():
    services = compose()["services"]
    for name in ("app", "migrate"):
        env = services[name]["environment"]
        assert env["DATABASE_URL"].startswith("postgresql://") and "@db:5432/" in env["DATABASE_URL"]
    env = services["app"]["environment"]
    assert env["REDIS_URL"].startswith("redis://redis:6379")
    assert "ALLOWED_ORIGINS" in env


def test_the_proxy_carries_websockets_to_the_app():
    conf = (ROOT / "deploy" / "nginx.conf").read_text()
    assert "server app:8000" in conf
    assert "proxy_set_header Upgrade $http_upgrade" in conf
    assert "proxy_set_header Connection $connection_upgrade" in conf
    assert "hash $room_key consistent" in conf  # a room's calls and websockets reach one replica
    mount = compose()["services"]["proxy"]["volumes"][0]
    assert mount.startswith("./deploy/nginx.conf:")


def test_the_proxy_carries_as_many_connections_as_the_app():
    """nginx's image allows 1,024 connections a worker, and a proxied websocket holds two: the
    compose proxy's own main file lifts that to the app's cap on open connections."""
    proxy = compose()["services"]["proxy"]
    assert "./deploy/nginx-main.conf:/etc/nginx/nginx.conf:ro" in proxy["volumes"]
    main = (ROOT / "deploy" / "nginx-main.conf").read_text()
    per_worker = int(re.search(r"worker_connections\s+(\d+);", main).group(1))
    files = int(re.search(r"worker_rlimit_nofile\s+(\d+);", main).group(1))
    assert per_worker >= Settings().max_connections
    assert files >= 2 * per_worker and proxy["ulimits"]["nofile"] >= files
    assert "include /etc/nginx/conf.d/*.conf;" in main  # the site file is still read


def test_the_image_serves_the_app_and_checks_its_health():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "HEALTHCHECK" in dockerfile and "/api/health" in dockerfile
    assert '"python", "-m", "app", "serve"' in dockerfile
