"""The example bot of docs/api.md, as written there, plays a seat of a live room to the end."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from app.client import Panorama
from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS

ROOT = Path(__file__).resolve().parents[2]


def example_bot() -> str:
    doc = (ROOT / "docs" / "api.md").read_text()
    section = doc[doc.index("## A client library and an example bot"):]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_the_example_bot_is_twenty_lines():
    code = [line for line in example_bot().splitlines() if line.strip()]
    assert len(code) <= 20, len(code)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("game", ["camargue", "provence"])
def test_the_example_bot_plays_to_the_end(tmp_path, game):
    bot = tmp_path / "bot.py"
    bot.write_text(example_bot())
    with LiveServer(make_settings(migrated(f"sqlite:///{tmp_path / 'p.db'}"), **NO_LIMITS)) as live:
        me = Panorama(live.url).create_room(game, players=2, name="Bot writer")
        me.add_bot("random")
        me.start()
        done = subprocess.run([sys.executable, str(bot), live.url, me.room, me.token], cwd=ROOT,
                              capture_output=True, text=True, timeout=240)
        assert done.returncode == 0, done.stderr[-2000:]
        final = me.state()
    assert final["status"] == "finished"
    assert done.stdout.strip() == f"final scores: {final['outcome']['scores']}"
