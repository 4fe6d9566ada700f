"""The example bot of docs/api.md, as written there, installed the way a bot writer would: a fresh
virtual environment gets `pip install ./clients/python` alone (offline, from wheels of the
packages this interpreter has), and the bot plays the seat a host kept for it, to the end, in a
whole game of every title against the server's bots."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from panorama_client import Panorama
from tests.conftest import LiveServer, make_settings, migrated
from tests.reliability.helpers import NO_LIMITS
from tests.support.wheelhouse import wheelhouse

ROOT = Path(__file__).resolve().parents[2]
GAMES = ["camargue", "osaka", "phototour", "provence", "sunset"]


def example_bot() -> str:
    doc = (ROOT / "docs" / "api.md").read_text()
    section = doc[doc.index("## A client package and an example bot"):]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


def test_the_example_bot_is_twenty_lines():
    code = [line for line in example_bot().splitlines() if line.strip()]
    assert len(code) <= 20, len(code)


@pytest.fixture(scope="module")
def fresh_python(tmp_path_factory) -> Path:
    """A virtual environment with the client package and nothing else (no index reached)."""
    tmp = tmp_path_factory.mktemp("fresh")
    wheels = wheelhouse(["httpx", "websockets", "setuptools"], tmp / "wheels")
    source = shutil.copytree(ROOT / "clients" / "python", tmp / "client",
                             ignore=shutil.ignore_patterns("*.egg-info", "build", "__pycache__"))
    env = {"PATH": os.environ["PATH"], "PIP_CONFIG_FILE": os.devnull, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    subprocess.run([sys.executable, "-m", "venv", str(tmp / "venv")], check=True, timeout=120)
    python = tmp / "venv" / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-index", "--find-links", str(wheels),
                    str(source)], check=True, env=env, timeout=180, capture_output=True)
    listed = subprocess.run([str(python), "-m", "pip", "list", "--format", "freeze"], check=True, env=env,
                            capture_output=True, text=True).stdout
    assert "panorama-client==" in listed and "panorama==" not in listed and "fastapi" not in listed
    return python


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    url = migrated(f"sqlite:///{tmp_path_factory.mktemp('example-bot') / 'p.db'}")
    with LiveServer(make_settings(url, **NO_LIMITS)) as live:
        yield live


def wait_until(check, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.1)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("game", GAMES)
def test_the_example_bot_plays_the_seat_it_was_invited_to_to_the_end(fresh_python, server, tmp_path, game):
    bot = tmp_path / "bot.py"
    bot.write_text(example_bot())
    host = Panorama(server.url).create_room(game, players=2, name="Host")
    invited = host.invite_bot("Gull")
    assert host.info()["seats"][invited["seat"]]["invited"], "the seat waits for the bot"
    run = subprocess.Popen([str(fresh_python), str(bot), invited["link"]], cwd=tmp_path, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, env={"PATH": os.environ["PATH"]})
    try:
        wait_until(lambda: not host.info()["seats"][invited["seat"]]["invited"], 30)
        seat = host.info()["seats"][invited["seat"]]
        assert (seat["name"], seat["kind"], seat["outside"]) == ("Gull", "bot", True)
        host.start()
        host.leave()  # a server bot plays the host's seat
        out, err = run.communicate(timeout=240)
    finally:
        run.kill()
    assert run.returncode == 0, err[-2000:]
    final = host.state()
    assert final["status"] == "finished"
    assert out.strip() == f"final scores: {final['outcome']['scores']}"
