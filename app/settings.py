"""One Settings object for the server, the CLI and Alembic, read from the environment."""

from __future__ import annotations

from functools import cache

from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str = "sqlite:///panorama.db"
    redis_url: str | None = None
    # The pub/sub channel the processes of one site share (one Redis may serve several sites).
    redis_channel: str = "panorama:rooms"
    # While the Redis subscription is down, watched rooms are read from the database this often.
    redis_poll_seconds: float = 2.0
    # SQLite durability: NORMAL (WAL) survives a killed process; FULL also survives power loss.
    sqlite_synchronous: str = "NORMAL"
    # Allowed websocket Origins besides the server's own host ("*" allows any).
    allowed_origins: list[str] = []
    # Host names the site answers to, besides IP addresses and localhost (against DNS
    # rebinding): ["games.example.org"], [".example.org"] for a domain and its subdomains, ["*"].
    allowed_hosts: list[str] = []
    bot_delay_ms: int = 400
    bot_budget_ms: float = 400  # thinking time of a strong bot per move
    # Rooms played by bots alone (every person left) that one client address may have running.
    bot_rooms_per_address: int = 3
    # The strong bots of a process think at most this share of one core over time (one at a
    # time, in bursts of up to `bot_think_burst_seconds`); others wait their turn.
    bot_think_share: float = 0.5
    bot_think_burst_seconds: float = 2.0
    # Reviews of finished games are made in this many worker processes at a lower priority;
    # 0 makes them in a thread of the server, within the bots' thinking budget.
    review_workers: int = 1
    snapshot_every: int = 50
    # Start-up replays no game; a background pass replays the unfinished games not yet loaded
    # (each is also replayed when first loaded), beginning this long after start-up.
    replay_check_delay_seconds: float = 30
    # Memory: a match nobody watches or plays for this long is dropped from memory (it loads
    # again from the database on demand); a finished one keeps only its last version after a
    # minute.
    idle_match_seconds: float = 600
    max_body_bytes: int = 64 * 1024
    # Slow clients: a request's headers must be complete this many seconds after it began (or
    # the connection opened), its body this many seconds after the headers.
    header_timeout_seconds: float = 10
    body_timeout_seconds: float = 10
    # Open connections (websockets included) from one address, and in all; the trusted proxy is
    # not held to the first. The second never exceeds what the descriptor limit leaves room for.
    max_connections_per_address: int = 64
    max_connections: int = 16384
    log_level: str = "info"
    # Per client address: rooms created and seats joined per minute, and the burst allowed.
    rooms_per_minute: float = 20
    rooms_burst: int = 10
    joins_per_minute: float = 60
    joins_burst: int = 20
    min_turn_seconds: int = 10
    # A rematch keeps each player's seat for them: the host cannot free a kept seat for this long
    # after the rematch was made.
    rematch_keep_seconds: float = 120
    # Moves per seat (bots excepted: the server paces them): this many a minute on average, in
    # bursts of up to `moves_burst`; more answer 429 rate_limited with Retry-After.
    moves_per_minute: float = 300
    moves_burst: int = 20
    # The most versions a game may reach. The longest games end within a few hundred; 36 games of
    # Phototour between random bots took up to 7,617, and a Phototour where nobody photographs
    # never ends. At the limit every move is refused (409 version_limit) and the game stays as it is.
    max_versions: int = 20_000
    # Chat: characters per message, and messages per minute (with the burst allowed) per person,
    # and per client address over every seat and room it holds.
    chat_max_chars: int = 500
    chat_per_minute: float = 20
    chat_burst: int = 5
    chat_per_address_per_minute: float = 60
    chat_address_burst: int = 20
    # Rooms in which nothing happened for this many days (finished or abandoned) are removed by
    # `python -m app prune`; unset keeps every room forever.
    room_retention_days: float | None = None
    forwarded_allow_ips: str | None = None
    # The cycle collector's generations (see app/services/collector.py): small young ones, so
    # that each collection pauses the event loop for a few milliseconds, and no automatic
    # collection of the oldest (the collector's own schedule does that one).
    gc_threshold: tuple[int, int, int] = (2_000, 2, 1_000_000)


@cache
def get_settings() -> Settings:
    return Settings()
