"""Every error code the server can send has the client's own words (`error.<code>` in ui.json) in
every language: the REST codes (ServiceError, the engine's common IllegalMove codes, the handlers
of app/api/errors.py and app/api/hardening.py) and the websocket's error frames."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from app import i18n
from app.realtime.frames import ERROR_CODES

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [ROOT / "app" / d for d in ("api", "services", "realtime", "engine")]
PATTERNS = [
    re.compile(r'ServiceError\(\s*\d+,\s*"([a-z_]+)"'),
    re.compile(r'IllegalMove\(\s*"([a-z_]+)"'),
    re.compile(r'error_body\(\s*"([a-z_]+)"'),
    re.compile(r'send_error\(\s*ws,\s*"([a-z_]+)"'),
    re.compile(r'"code":\s*"([a-z_]+)"'),
    re.compile(r'\d{3}:\s*"([a-z_]+)"'),  # the status-to-code map of the HTTP handler
]
CLIENT_CODES = {"network"}  # made by core/api.js when the server cannot be reached


def server_codes() -> set[str]:
    codes = set(ERROR_CODES)
    for folder in SOURCES:
        for path in folder.rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for pattern in PATTERNS:
                codes.update(pattern.findall(text))
    return codes


def test_the_scan_finds_the_codes_it_should():
    codes = server_codes()
    assert {"room_full", "not_your_turn", "illegal_move", "internal_error", "method_not_allowed",
            "bad_host", "bad_hello", "version_ahead"} <= codes


@pytest.mark.parametrize("lang", i18n.languages())
def test_every_error_code_has_words(lang):
    ui = json.loads((ROOT / "static" / "i18n" / lang / "ui.json").read_text(encoding="utf-8"))
    missing = sorted(c for c in server_codes() | CLIENT_CODES if not isinstance(ui.get(f"error.{c}"), str))
    assert missing == []
