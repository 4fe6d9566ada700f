"""The one catalog of error codes (app/api/error_codes.py) is what the server sends: every code the
server's source can raise is in it with its status, nothing in it is a code nobody raises, each
game's refusal codes are worded in its catalog, and docs/api.md's table says the same."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.api.error_codes import REFUSAL_STATUS, REST, by_status, game_refusals
from app.engine import games
from app.realtime.frames import ERROR_CODES
from tests.i18n.test_error_codes import server_codes

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [ROOT / "app" / d for d in ("api", "services", "realtime", "engine")]
WITH_STATUS = [re.compile(r'ServiceError\(\s*(\d+),\s*"([a-z_]+)"'), re.compile(r'Refusal\(\s*(\d+),\s*"([a-z_]+)"')]
# The HTTP handler's code for a status it has no name for (app/api/errors.py).
FALLBACK = re.compile(r'status_code,\s*"([a-z_]+)"\)')
REFUSAL = re.compile(r'IllegalMove\(\s*"([a-z_]+)"')
# The engine's codes a match service answers with a status of its own (app/services/errors.py).
RULE_STATUS = {"not_your_turn": 403, "game_over": 409, "stale_version": 409}
GAMES = ["camargue", "osaka", "phototour", "provence", "sunset"]


def raised_with_status() -> set[tuple[int, str]]:
    found = set()
    for folder in SOURCES:
        for path in folder.rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for pattern in WITH_STATUS:
                found.update((int(s), c) for s, c in pattern.findall(text))
    return found


def test_every_code_the_server_raises_is_in_the_catalog_with_its_status():
    websocket_only = set(ERROR_CODES) - set(REST)
    missing = sorted(server_codes() - set(REST) - websocket_only)
    assert missing == [], f"codes the server sends that app/api/error_codes.py does not list: {missing}"
    for status, code in raised_with_status():
        assert status in REST[code].statuses, f"{code} is raised with {status}, the catalog says {REST[code].statuses}"
    for code, status in RULE_STATUS.items():
        assert status in REST[code].statuses


def test_the_catalog_lists_no_code_nobody_raises():
    raised = server_codes() | {c for _s, c in raised_with_status()}
    raised |= {c for path in SOURCES[0].rglob("*.py") for c in FALLBACK.findall(path.read_text(encoding="utf-8"))}
    assert sorted(set(REST) - raised) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_game_s_refusals_are_worded_in_its_catalog(game):
    refusals = games()[game].catalog().get("refusals")
    if refusals is None:
        pytest.skip(f"{game}'s catalog has no refusals table yet: its codes are worded by the site's shared words")
    raised = set()
    for path in (ROOT / "app" / "games" / game).rglob("*.py"):
        raised.update(REFUSAL.findall(path.read_text(encoding="utf-8")))
    missing = sorted(raised - set(refusals) - set(REST))
    assert missing == [], f"{game} refuses with codes its catalog does not word: {missing}"
    assert set(game_refusals()[game]) == set(refusals)


def test_every_game_s_refusals_are_in_the_422_enum():
    codes = set(by_status()[REFUSAL_STATUS])
    for game, refusals in game_refusals().items():
        assert set(refusals) <= codes, game


def doc_table(section: str) -> dict[str, tuple[int, ...]]:
    doc = (ROOT / "docs" / "api.md").read_text()
    text = doc[doc.index(section):]
    text = text[:text.index("\n## ", 1)]
    rows = re.findall(r"^\| `([a-z_]+)` \| ([\d, ]+) \|", text, re.M)
    return {code: tuple(int(s) for s in statuses.split(",")) for code, statuses in rows}


def test_the_doc_lists_every_code_with_its_statuses():
    assert doc_table("## Error codes") == {code: c.statuses for code, c in REST.items()}


def test_the_doc_lists_every_websocket_error_code():
    doc = (ROOT / "docs" / "api.md").read_text()
    text = doc[doc.index("## The websocket"):]
    listed = set(re.findall(r"^\| (`[a-z_]+`(?:, `[a-z_]+`)*)", text, re.M))
    codes = {c for cell in listed for c in re.findall(r"`([a-z_]+)`", cell)}
    assert set(ERROR_CODES) <= codes
