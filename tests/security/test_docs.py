"""docs/security.md states each limit with the number the code runs with: it said the server
pings every 20 s with a 20 s timeout while the code used 60 s and 30 s."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.realtime.frames import RATE_MESSAGES
from app.server import PARSE_SLICE
from app.services import gamelog, history, inputs, rebuilds, sync
from app.services.match import HISTORY
from app.settings import Settings

DOC = (Path(__file__).resolve().parents[2] / "docs" / "security.md").read_text(encoding="utf-8")


def written(n: float) -> list[str]:
    """The ways a number is written in the docs: 20000, 20,000."""
    whole = int(n)
    return [f"{n:g}", f"{whole:,}"] if whole == n else [f"{n:g}"]


def test_the_ping_settings_in_the_docs_are_the_servers(monkeypatch):
    import uvicorn

    from app import cli

    seen = {}
    monkeypatch.setattr(uvicorn, "run", lambda *a, **kw: seen.update(kw))
    cli.serve("127.0.0.1", 0)
    interval, timeout = seen["ws_ping_interval"], seen["ws_ping_timeout"]
    assert f"protocol pings every {interval:g} s with a {timeout:g} s timeout" in DOC


SETTINGS = Settings()
LIMITS = [
    # (what the doc names, the number it must state beside it)
    ("`MOVES_PER_MINUTE`", SETTINGS.moves_per_minute), ("`MOVES_BURST`", SETTINGS.moves_burst),
    ("`MAX_VERSIONS`", SETTINGS.max_versions), ("`REMATCH_KEEP_SECONDS`", SETTINGS.rematch_keep_seconds),
    ("`CHAT_PER_ADDRESS_PER_MINUTE`", SETTINGS.chat_per_address_per_minute),
    ("`CHAT_ADDRESS_BURST`", SETTINGS.chat_address_burst),
    ("`RATE_MESSAGES`", RATE_MESSAGES), ("`PARSE_SLICE`", PARSE_SLICE // 1024), ("`HISTORY`", HISTORY),
    ("`LOG_PAGE`", gamelog.LOG_PAGE), ("32 MB", gamelog.CACHE_BYTES // 2**20),
    ("states every", history.CHECKPOINT_EVERY), ("states in all", history.KEEP_CHECKPOINTS),
    ("answers are kept", history.KEEP_ANSWERS), ("`AT_ONCE`", rebuilds.AT_ONCE),
    ("`MAX_MARKS`", inputs.MAX_MARKS), ("`REST_AFTER_NOTHING`", sync.REST_AFTER_NOTHING * 1000),
]


@pytest.mark.parametrize("name, number", LIMITS, ids=[n for n, _ in LIMITS])
def test_every_new_limit_is_stated_with_its_number(name, number):
    rows = [line for line in DOC.splitlines() if name in line]
    assert rows, f"docs/security.md does not name {name}"
    assert any(w in row for row in rows for w in written(number)), f"{name} is not stated as {number}"
